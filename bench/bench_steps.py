"""What watching the steps of automatic sequences costs (issue #12.1, ``ui/animate_steps.py``).

With movement on, the game page watches the live game: at each step point of an action (a
fire roll, an explosion, an Event) the scene describes the board as it stands.  This plays the
same seeded random actions twice on a real game page, movement off (nobody watches) and on
(steps recorded; each sequence then skipped at once), and prints per game: the actions, the
steps pictured, the mean and worst cost of one picture, and the mean time of an action with
its page refresh in both runs.

    python bench/bench_steps.py [actions per game]
"""

from __future__ import annotations

import os
import random
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = (("flashpoint", "family", 2), ("brigade", "solo", 1), ("brigade", "coop", 2),
         ("emberheart", "standard", 2))


def run(game: str, mode: str, players: int, speed: str, actions: int) -> dict[str, float]:
    from boardgames_desktop.app.game_page import GamePage
    from boardgames_desktop.hotseat import HotseatController
    from boardgames_desktop.rules import new_game

    state = new_game(game, mode, players, 4)
    page = GamePage()
    page.resize(1280, 800)
    page.set_animation_speed(speed)
    page.start(HotseatController(state, ["Ann", "Bo"][:players]))
    pictures: list[float] = []
    draw = page.scene.picture

    def timed(*args):
        start = time.perf_counter()
        try:
            return draw(*args)
        finally:
            pictures.append(time.perf_counter() - start)
    page.scene.picture = timed
    rng = random.Random(1)
    spent = []
    for _ in range(actions):
        if state.is_over:
            break
        controller = page.controller
        if controller.curtain_required:
            controller.acknowledge_curtain()
        legal = controller.visible_legal()
        start = time.perf_counter()
        controller.apply(legal[rng.randrange(len(legal))])
        spent.append(time.perf_counter() - start)
        page.burst.skip()
    return {"actions": len(spent), "steps": len(pictures),
            "picture_ms": 1000 * sum(pictures) / max(1, len(pictures)),
            "worst_ms": 1000 * max(pictures, default=0.0),
            "action_ms": 1000 * sum(spent) / max(1, len(spent))}


def main() -> None:
    from PySide6.QtWidgets import QApplication

    actions = int(sys.argv[1]) if len(sys.argv) > 1 else 80
    QApplication.instance() or QApplication([])
    print(f"{'game':<22}{'actions':>8}{'steps':>7}{'ms/picture':>12}{'worst':>8}"
          f"{'ms/action off':>15}{'on':>8}")
    for game, mode, players in GAMES:
        off = run(game, mode, players, "off", actions)
        on = run(game, mode, players, "normal", actions)
        print(f"{game + ' ' + mode:<22}{on['actions']:>8.0f}{on['steps']:>7.0f}"
              f"{on['picture_ms']:>12.1f}{on['worst_ms']:>8.1f}{off['action_ms']:>15.1f}"
              f"{on['action_ms']:>8.1f}")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    main()
