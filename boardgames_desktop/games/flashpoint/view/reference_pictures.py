"""Flash Point's pictures for the rules reference, drawn with the board's own painters.

``PICTURES`` maps a picture name (the part after ``flashpoint.`` in a reference section)
to a function returning sketches; ``ui/reference_pictures.py`` renders them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen

from boardgames_desktop.ui.sketch import LineSketch, RectSketch, Sketch

from . import pieces

FLOOR = QColor(238, 226, 200)
FLOOR_EDGE = QColor(190, 175, 150)


def _cells() -> list[Sketch]:
    """Two floor spaces side by side with a wall between them, as the board draws them."""
    tops: list[Sketch] = []
    for x in (0, 44):
        cell = RectSketch(x, 0, 44, 44)
        cell.setBrush(QBrush(FLOOR))
        cell.setPen(QPen(FLOOR_EDGE, 1))
        tops.append(cell)
    wall = LineSketch(44, 0, 44, 44)
    wall.setPen(QPen(pieces.WALL, 7))
    tops.append(wall)
    return tops


def _door() -> list[Sketch]:
    door = RectSketch(39, 8, 10, 28)
    door.setBrush(QBrush(QColor(150, 95, 40)))
    door.setPen(QPen(QColor(60, 35, 10), 2))
    return [*_cells()[:2], door]


PICTURES: dict[str, Callable[[], list[Sketch]]] = {
    "fire": lambda: [pieces.flame(QRectF(0, 0, 60, 60))],
    "smoke": lambda: [pieces.smoke(QRectF(0, 0, 60, 60))],
    "victim": lambda: [pieces.victim(QPointF(30, 30), 44, False)],
    "poi": lambda: [pieces.poi_back(QPointF(30, 30), 44)],
    "hazmat": lambda: [pieces.hazmat(QPointF(30, 30), 44)],
    "hot_spot": lambda: [pieces.hot_spot(QPointF(30, 30), 20)],
    "damage": lambda: [*_cells(), pieces.damage_cube(QPointF(44, 22), 11)],
    "wall": _cells,
    "door": _door,
    "firefighter": lambda: [pieces.firefighter("blue", "GE", 52, QPointF(30, 30))],
    "engine": lambda: [pieces.vehicle(QRectF(0, 0, 120, 60), "engine", False)],
    "ambulance": lambda: [pieces.vehicle(QRectF(0, 0, 120, 60), "ambulance", False)],
}
