"""Renders of the boards along seeded games, to compare two checkouts pixel by pixel.

Each mode plays seeded random games through the real game page (1600×1000 offscreen,
movement off) and saves the board's viewport every few actions, drawn incrementally as a
player sees it (the last-move rings included).  Run it for two checkouts and compare:

    python bench/render_boards.py OUT_DIR                 # this checkout
    BENCH_ROOT=/work/wt/before7 python bench/render_boards.py OUT_DIR_BEFORE
    python bench/render_boards.py --compare OUT_DIR_BEFORE OUT_DIR

``--compare`` prints every render whose pixels differ (and how many pixels) and the count
of identical ones; exit status 1 when any differs.  ``RENDER_GAMES=brigade,emberheart``
renders only those games (default: The Brigade, Emberheart and Flash Point).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

ROOT = Path(os.environ.get("BENCH_ROOT") or Path(__file__).resolve().parent.parent)
SIZE = (1600, 1000)
#: (label, game, mode, players, options)
MODES = [
    ("competitive-4p", "brigade", "competitive", 4, {}),
    ("competitive-2p", "brigade", "competitive", 2, {}),
    ("coop-3p", "brigade", "coop", 3, {}),
    ("solo", "brigade", "solo", 1, {}),
    ("3v1-4p", "brigade", "3v1", 4, {}),
    ("4v1", "brigade", "4v1", 5, {}),
    ("campaign-1", "brigade", "campaign", 2, {"chapter": 1}),
    ("campaign-2", "brigade", "campaign", 2, {"chapter": 2}),
    ("campaign-3", "brigade", "campaign", 2, {"chapter": 3}),
    ("campaign-4", "brigade", "campaign", 2, {"chapter": 4}),
    ("eh-2p-A", "emberheart", "standard", 2, {"side": "A"}),
    ("eh-4p-B", "emberheart", "standard", 4, {"side": "B"}),
    ("fp-family-4p", "flashpoint", "family", 4, {}),
    ("fp-experienced-4p", "flashpoint", "experienced", 4,
     {"difficulty": "Veteran", "tragic_events": True}),
]
GAMES = os.environ.get("RENDER_GAMES", "brigade,emberheart,flashpoint").split(",")
SEEDS = tuple(int(s) for s in os.environ.get("RENDER_SEEDS", "1,2").split(","))
SHOTS = (0, 12, 30, 50, 80)  #: renders after this many actions


def render(out: Path) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.app.game_page import GamePage
    from boardgames_desktop.hotseat import HotseatController
    from boardgames_desktop.rules import new_game

    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for label, game, mode, players, options in MODES:
        if game not in GAMES:
            continue
        for seed in SEEDS:
            page = GamePage()
            page.resize(*SIZE)
            page.show()
            page.set_animation_speed("off")
            state = new_game(game, mode, players, seed, options)
            controller = HotseatController(state, title=label)
            page.start(controller)
            rng = random.Random(seed)
            done = 0
            for shot in SHOTS:
                while done < shot and not state.is_over:
                    if controller.curtain_required:
                        controller.acknowledge_curtain()
                        continue
                    legal = controller.visible_legal() or state.legal_actions()
                    controller.apply(rng.choice(legal), by_computer=False)
                    done += 1
                if controller.curtain_required:
                    controller.acknowledge_curtain()
                for _ in range(3):
                    app.processEvents()
                if hasattr(page, "settle"):
                    page.settle()
                page.scene.marks.flush()
                page.board.viewport().grab().save(str(out / f"{label}-s{seed}-a{done}.png"))
                count += 1
            page.close()
            page.deleteLater()
            app.processEvents()
    print(f"{count} renders in {out}")
    return 0


def compare(before: Path, after: Path) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])
    same = differ = 0
    for old in sorted(before.glob("*.png")):
        new = after / old.name
        a, b = QImage(str(old)), QImage(str(new))
        if not new.exists() or a.size() != b.size():
            print(f"{old.name}: missing or another size")
            differ += 1
            continue
        if a == b:
            same += 1
            continue
        pixels = sum(1 for y in range(a.height()) for x in range(a.width())
                     if a.pixel(x, y) != b.pixel(x, y))
        print(f"{old.name}: {pixels} pixels differ")
        differ += 1
    print(f"{same} identical, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    args = sys.argv[1:]
    if args and args[0] == "--compare":
        raise SystemExit(compare(Path(args[1]), Path(args[2])))
    raise SystemExit(render(Path(args[0] if args else "renders")))
