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
from ..equipment import equipment_catalogue
from . import paint, town_items
from .equipment_cards import KIND
from .paint import INK, PAPER, rect, text, wrapped


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


def _event() -> list[Sketch]:
    """An event card with fireballs and a Wind Gust: the first such card of events.json."""
    cards = list(catalogue().events.values())
    card = next((c for c in cards if c.wind and len(c.fireballs) >= 2), cards[0])
    face = rect(None, 0, 0, 150, 130, PAPER, QColor(120, 100, 80), 1.5)
    text(face, card.name, 75, 6, 14, INK, bold=True, align="centre")
    for i, cell in enumerate(card.fireballs):
        y = 32 + 22 * i
        paint.path_item(face, paint.flame_path(26, y + 9, 18), paint.FIRE, paint.FIRE_HOT, 1)
        text(face, cell, 42, y, 14, INK, bold=True)
    if card.wind:
        y = 32 + 22 * len(card.fireballs)
        paint.path_item(face, paint.arrow_path(26, y + 9, 18, card.wind), QColor(70, 110, 160),
                        None)
        text(face, f"Wind {card.wind}", 42, y, 13, INK, italic=True)
    return [face]


def _track() -> list[Sketch]:
    """A five-level track with its marker on level 3."""
    items: list[Sketch] = []
    for level in range(1, 6):
        x = (level - 1) * 34
        fill = QColor(240, 200, 60) if level == 3 else PAPER
        space = rect(None, x, 20, 30, 30, fill, QColor(120, 100, 80), 1.5)
        text(space, str(level), x + 15, 26, 14, INK, bold=level == 3, align="centre")
        items.append(space)
    marker = paint.badge(None, 2 * 34 + 15, 8, 9, QColor(217, 130, 43), "A", INK)
    return [*items, marker]


def _equipment() -> list[Sketch]:
    """A Forge card face: name, kind and effect (the first card of equipment.json), in the
    board's own words for the kind."""
    info = next(iter(equipment_catalogue().values()))
    face = rect(None, 0, 0, 190, 112, PAPER, QColor(120, 100, 80), 1.5)
    title = wrapped(face, info.name, 6, 3, 178, 13, INK, bold=True)
    y = 5 + title.boundingRect().height()
    kind = wrapped(face, KIND.get(info.kind, info.kind), 6, y, 178, 11, QColor(110, 70, 20),
                   italic=True)
    wrapped(face, info.text, 6, y + kind.boundingRect().height() + 2, 178, 12, INK)
    return [face]


def _vpt() -> list[Sketch]:
    """A stretch of the Victory Point Track: numbered spaces, some with an Insurance Fraud
    flame, and the marker on one of them."""
    spaces = catalogue().vpt[:6]
    items: list[Sketch] = []
    for number, space in enumerate(spaces):
        x = number * 30
        cell = rect(None, x, 24, 27, 40, PAPER, QColor(120, 100, 80), 1.2)
        text(cell, str(number), x + 13.5, 26, 12, INK, bold=True, align="centre")
        if space.get("type") != "blank":
            paint.path_item(cell, paint.flame_path(x + 13.5, 52, 14), paint.FIRE,
                            paint.FIRE_HOT, 1)
        items.append(cell)
    marker_at = next((i for i, s in enumerate(spaces) if s.get("type") != "blank"), 0)
    items.append(paint.badge(None, marker_at * 30 + 13.5, 11, 9, QColor(120, 120, 130), "M",
                             QColor(255, 255, 255)))
    return items


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
    "event": _event,
    "track": _track,
    "equipment": _equipment,
    "vpt": _vpt,
}
