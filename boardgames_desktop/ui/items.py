"""Small reusable board pieces that game views draw (as sketches, see ``ui/sketch.py``).

Every piece has ``setPen`` on its main shape, so ``GameScene.tag`` can highlight it, and
children that ignore clicks, so a click on a label reaches the tagged parent.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen

from .paint import brush_of, centred_text, point_font
from .sketch import PathSketch, Sketch


def readable_text_colour(fill: QColor) -> QColor:
    """Black or white, whichever reads better on ``fill``."""
    luminance = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return QColor(20, 20, 20) if luminance > 140 else QColor(250, 250, 250)


@lru_cache(maxsize=64)
def meeple_path(height: float) -> QPainterPath:
    """A person-shaped outline ``height`` tall, centred on (0, 0)."""
    h = height
    w = h * 0.95
    outline = [(0.38, 0.28), (0.10, 0.38), (0.0, 0.47), (0.06, 0.56), (0.30, 0.53),
               (0.18, 0.98), (0.42, 0.98), (0.5, 0.80), (0.58, 0.98), (0.82, 0.98),
               (0.70, 0.53), (0.94, 0.56), (1.0, 0.47), (0.90, 0.38), (0.62, 0.28)]
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.moveTo((outline[0][0] - 0.5) * w, (outline[0][1] - 0.5) * h)
    for x, y in outline[1:]:
        path.lineTo((x - 0.5) * w, (y - 0.5) * h)
    path.closeSubpath()
    path.addEllipse(QPointF(0, -0.33 * h), 0.16 * h, 0.16 * h)  # head
    return path.simplified()


def meeple(colour: QColor | str, height: float = 30, label: str = "",
           parent: Sketch | None = None) -> PathSketch:
    """A person-shaped playing piece, ``height`` tall, centred on its position (``setPos``)
    with an optional label on its chest."""
    item = PathSketch(None, parent)
    item.props["geom"] = meeple_path(float(height))  # shared: sketches never change it
    fill = QColor(colour)
    item.setBrush(brush_of(fill))
    pen = QPen(fill.darker(200), 1.5)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    item.setPen(pen)
    if label:
        centred_text(item, label, 0, -0.05 * height,
                     point_font(max(6.0, height * 0.28), True), readable_text_colour(fill))
    return item
