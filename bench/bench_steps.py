"""What watching the steps of automatic sequences costs (issue #12.1, ``ui/animate_steps.py``).

With movement on, the game page watches the live game: at each step point of an action (a
fire roll, an explosion, an Event) it keeps a copy of the state; the board of a step is
described only when the burst player shows it.  This plays the same seeded random actions
twice on a real game page, movement off (nobody watches) and on (steps recorded, then every
sequence played to its end, each animation jumped to its last frame), and prints per game:
the actions, the step points reached (the model calls the watcher), the steps shown, the
mean and worst time the model waited at one step point (what an action pays for being
watched), the mean and worst cost of describing one step when it is shown, and the mean
time of an action with its page refresh in both runs.

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
    waits: list[float] = []
    draw = page.scene.picture
    record = page.steps._step

    def timed(*args):
        start = time.perf_counter()
        try:
            return draw(*args)
        finally:
            pictures.append(time.perf_counter() - start)

    def recorded(*args):
        start = time.perf_counter()
        try:
            return record(*args)
        finally:
            waits.append(time.perf_counter() - start)
    page.scene.picture = timed
    if page.steps.state is state:  # movement on: the page watches; time what it does
        state.watch_steps(recorded)
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
        play_out(page)
    return {"actions": len(spent), "steps": len(waits), "shown": len(pictures),
            "wait_ms": 1000 * sum(waits) / max(1, len(waits)),
            "wait_worst": 1000 * max(waits, default=0.0),
            "picture_ms": 1000 * sum(pictures) / max(1, len(pictures)),
            "worst_ms": 1000 * max(pictures, default=0.0),
            "action_ms": 1000 * sum(spent) / max(1, len(spent))}


def play_out(page) -> None:
    """Show every recorded step (each animation jumped to its end), then the position."""
    from PySide6.QtWidgets import QApplication

    scene = page.scene
    for _ in range(500):
        if not page.burst.busy:
            return
        anim = scene.motion._anim
        if anim is not None:
            anim.setCurrentTime(anim.duration())
        QApplication.processEvents()
    page.burst.skip()


def main() -> None:
    from PySide6.QtWidgets import QApplication

    actions = int(sys.argv[1]) if len(sys.argv) > 1 else 80
    QApplication.instance() or QApplication([])
    print(f"{'game':<22}{'actions':>8}{'steps':>7}{'shown':>7}{'wait ms':>9}{'worst':>7}"
          f"{'describe ms':>13}{'worst':>8}{'ms/action off':>15}{'on':>8}")
    for game, mode, players in GAMES:
        off = run(game, mode, players, "off", actions)
        on = run(game, mode, players, "normal", actions)
        print(f"{game + ' ' + mode:<22}{on['actions']:>8.0f}{on['steps']:>7.0f}"
              f"{on['shown']:>7.0f}{on['wait_ms']:>9.2f}{on['wait_worst']:>7.1f}"
              f"{on['picture_ms']:>13.1f}{on['worst_ms']:>8.1f}{off['action_ms']:>15.1f}"
              f"{on['action_ms']:>8.1f}")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    main()
