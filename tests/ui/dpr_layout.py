"""Lay out every game on a screen of device pixel ratio 2 and report what overlaps.

Run by ``tests/ui/test_high_dpi.py`` in a process of its own (``QT_SCALE_FACTOR=2`` must be
set before Qt starts).  For each game it shows mid-game positions on a real game page at
1280×800 and 1920×1080, renders the page (the picture must be twice the size: nothing drawn
at ratio 1 and scaled up), and applies the overlap checks of each game's layout tests to the
board.  Prints one JSON object: the ratio seen and every problem found.
"""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QWidget

SIZES = ((1280, 800), (1920, 1080))


def brigade_clashes(scene) -> list[str]:
    """The check of tests/brigade/test_board_overlap.py: pieces and chips off the tile
    parts a player reads."""
    from boardgames_desktop.games.brigade.view.tips import COMPONENT_ROLE
    from boardgames_desktop.games.brigade.view.town_items import PART
    from tests.brigade.test_board_overlap import PIECE_KEYS, overlaps, whole_rect

    parts: list[tuple[str, QRectF]] = []
    covers: list[tuple[str, QRectF]] = []
    for item in scene.items():
        kind = item.data(COMPONENT_ROLE)
        if isinstance(kind, str) and kind.startswith(PART):
            (covers if kind == PART + "chip" else parts).append((kind, item.sceneBoundingRect()))
    for key in scene.reconciler.keys():
        if key.startswith(PIECE_KEYS) and "/" not in key:
            covers.append((key, whole_rect(scene.board_item(key))))
    return [f"{c} over {p}" for c, cr in covers for p, pr in parts if overlaps(cr, pr)]


def flashpoint_clashes(scene) -> list[str]:
    """The check of tests/flashpoint/test_layout.py: nothing on a space number."""
    from tests.flashpoint.test_layout import CHIP, LABEL, PIECE, overlaps, rects

    labels = rects(scene, LABEL)
    covering = {**rects(scene, PIECE), **rects(scene, CHIP, with_text=True)}
    return [f"{key} over {name}" for key, box in covering.items()
            for name, label in labels.items() if overlaps(box, label)]


def emberheart_clashes(scene) -> list[str]:
    """The check of tests/emberheart/test_layout.py: no piece over a number or name."""
    from tests.emberheart.test_layout import covered

    return covered(scene)


def positions():
    """(name, state, check) of mid-game positions of every game."""
    from boardgames_desktop.rules import new_game
    from boardgames_desktop.rules.playout import random_steps
    from tests.brigade.positions import advance

    for mode, players, options in (("competitive", 4, {"big_buildings": True}),
                                   ("4v1", 5, {})):
        state = advance(new_game("brigade", mode, players, 7, dict(options)), 140, 40)
        yield f"brigade-{mode}", state, brigade_clashes
    for players, side in ((4, "B"),):
        state = new_game("emberheart", "standard", players, 3, {"side": side})
        random_steps(state, 3, 60)
        yield f"emberheart-{players}{side}", state, emberheart_clashes
    for mode, players, options in (("experienced", 4, {"difficulty": "Veteran",
                                                       "tragic_events": True}),):
        state = new_game("flashpoint", mode, players, 5, options)
        random_steps(state, 5, 80)
        yield f"flashpoint-{mode}", state, flashpoint_clashes


def outside(page: QWidget) -> list[str]:
    """Visible widgets of the page that stick out of it (clipped at the window's edge)."""
    found = []
    area = page.rect()
    for child in page.findChildren(QWidget):
        if not child.isVisibleTo(page) or child.width() <= 0:
            continue
        box = child.rect().translated(child.mapTo(page, child.rect().topLeft()))
        if not area.adjusted(-1, -1, 1, 1).contains(box):
            found.append(f"{type(child).__name__} {child.accessibleName()!r} at "
                         f"{box.getRect()} outside {area.getRect()}")
    return found


def main() -> None:
    from boardgames_desktop.app.game_page import GamePage
    from boardgames_desktop.hotseat import HotseatController

    app = QApplication.instance() or QApplication(sys.argv)
    report = {"ratio": 0.0, "problems": []}
    page = GamePage()
    for name, state, check in positions():
        for width, height in SIZES:
            page.resize(width, height)
            page.start(HotseatController(state, [f"Seat {n + 1}" for n in range(state.players)]))
            controller = page.controller
            if controller.curtain_required:
                controller.acknowledge_curtain()
            page.show()
            app.processEvents()
            picture = page.grab()
            report["ratio"] = picture.devicePixelRatio()
            if picture.width() != round(width * report["ratio"]):
                report["problems"].append(f"{name}: rendered {picture.width()} px wide")
            where = f"{name} {width}x{height}"
            report["problems"].extend(f"{where}: {p}" for p in check(page.scene))
            report["problems"].extend(f"{where}: {p}" for p in outside(page))
    print(json.dumps(report))


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    main()
