"""The Brigade's pictures for the rules reference, drawn with the board's own painters.

``PICTURES`` maps a picture name (the part after ``brigade.`` in a reference section) to a
function returning sketches; ``ui/reference_pictures.py`` renders them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from boardgames_desktop.ui.sketch import Sketch

from ..data import catalogue
from . import paint, town_items


def _block(destroyed: bool = False) -> list[Sketch]:
    """A three-point block on fire (intensity 2), or the ruin it leaves."""
    cat = catalogue()
    info = max(cat.blocks.values(), key=lambda b: (b.value == 3, b.name))
    fac = cat.factions[info.faction]
    rect = QRectF(0, 0, town_items.TILE, town_items.TILE)
    if destroyed:
        look = town_items.TileLook("C2", "burnt", info.burnt, fac.name, fac.colour, fac.glyph,
                                   info.value, info.flame_track)
    else:
        look = town_items.TileLook("C2", "block", info.name, fac.name, fac.colour, fac.glyph,
                                   info.value, info.flame_track, 2, favour=True)
    return [town_items.draw_tile(None, look, rect)]


def _piece(kind: str, colour: str, letter: str, water: int | None = None) -> list[Sketch]:
    item = town_items.piece_item(town_items.Piece(kind, colour, letter, water), 56)
    item.setPos(40, 40)
    return [item]


def _flame() -> list[Sketch]:
    return [paint.path_item(None, paint.flame_path(30, 30, 54), QColor(235, 90, 30),
                            QColor(140, 30, 10), 2)]


def _water() -> list[Sketch]:
    return [paint.path_item(None, paint.drop_path(30, 30, 54), paint.WATER,
                            QColor(10, 40, 90), 2)]


def _favour() -> list[Sketch]:
    return [paint.badge(None, 30, 30, 24, QColor(240, 200, 60), "F", QColor(0, 0, 0))]


PICTURES: dict[str, Callable[[], list[Sketch]]] = {
    "block": _block,
    "ruin": lambda: _block(destroyed=True),
    "flame": _flame,
    "water": _water,
    "favour": _favour,
    "brigade": lambda: _piece("brigade", "#d9822b", "A", 2),
    "wagon": lambda: _piece("wagon", "#d9822b", "A", 3),
    "blaze": lambda: _piece("blaze", "#444444", "B"),
    "pyromancer": lambda: _piece("pyromancer", "#7a2a8c", "P"),
    "phoenix": lambda: _piece("phoenix", "#ff8c00", ""),
}
