"""Colours, fonts and small drawing helpers shared by the Brigade view modules.

Everything is drawn with plain QGraphics items whose children ignore mouse buttons, so a
click on a label reaches the tagged parent (see ``GameScene.target_at``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF

from boardgames_desktop.ui.items import readable_text_colour

# the shared highlight, re-exported for the board modules
from boardgames_desktop.ui.paint import HIGHLIGHT as HIGHLIGHT
from boardgames_desktop.ui.paint import (
    box,
    centred_text,
    edge_pen,
    fill_brush,
    line_text,
    passive,
    pixel_font,
    wrapped_text,
)
from boardgames_desktop.ui.sketch import (
    EllipseSketch,
    PathSketch,
    RectSketch,
    RichTextSketch,
    Sketch,
    TextSketch,
)

INK = QColor(28, 28, 30)
LIGHT = QColor(236, 236, 236)
DIM = QColor(170, 174, 182)
PANEL = QColor(52, 57, 65)
PANEL_EDGE = QColor(90, 96, 106)
PAPER = QColor(246, 240, 226)
WATER = QColor(40, 120, 220)
WATER_EMPTY = QColor(200, 210, 225)
FIRE = QColor(245, 120, 20)
FIRE_HOT = QColor(215, 40, 20)
FAVOUR = QColor(240, 200, 40)
ASH = QColor(58, 54, 52)
BLAZE_COLOUR = QColor(25, 25, 25)
PYRO_COLOUR = QColor(150, 40, 170)
PHOENIX_COLOUR = QColor(255, 140, 0)

rect = box  # a rectangle: fill, edge colour, edge width and style


def font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    return pixel_font(px, bold, italic, minimum=6)


def text(parent: Sketch | None, s: str, x: float, y: float, px: float,
         colour: QColor = LIGHT, bold: bool = False, italic: bool = False,
         align: str = "left") -> TextSketch:
    """A one-line label; ``align`` 'left', 'centre' or 'right' about x."""
    return line_text(parent, s, x, y, font(px, bold, italic), colour, align)


def wrapped(parent: Sketch, s: str, x: float, y: float, width: float, px: float,
            colour: QColor = INK, bold: bool = False, centre: bool = False,
            italic: bool = False) -> RichTextSketch:
    """Word-wrapped text ``width`` wide."""
    return wrapped_text(parent, s, x, y, width, font(px, bold, italic), colour, centre)


def text_lines(parent: Sketch, lines: list[str], x: float, y: float, w: float,
               px: float = 13, colour: QColor = LIGHT, gap: float = 2) -> float:
    """Word-wrapped lines one under another from ``y``, inset 10 px in a box ``w`` wide at
    ``x``; returns the y under the last line."""
    for line in lines:
        t = wrapped(parent, line, x + 10, y, w - 20, px, colour)
        y += t.boundingRect().height() + gap
    return y


def circle(parent: Sketch | None, cx: float, cy: float, r: float, fill: QColor,
           edge: QColor | None = None, width: float = 1.0) -> EllipseSketch:
    item = EllipseSketch(cx - r, cy - r, 2 * r, 2 * r, parent)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(edge or fill.darker(170), width))
    return item


def badge(parent: Sketch | None, cx: float, cy: float, r: float, fill: QColor,
          label: str, edge: QColor | None = None, px: float | None = None) -> EllipseSketch:
    """A round token with a centred label."""
    item = circle(parent, cx, cy, r, fill, edge, 1.5)
    passive(item)
    centred_text(item, label, cx, cy, font(px or r * 1.15, bold=True), readable_text_colour(fill))
    return item


def path_item(parent: Sketch | None, path: QPainterPath, fill: QColor | None,
              edge: QColor | None = None, width: float = 1.0) -> PathSketch:
    item = PathSketch(path, parent)
    item.setBrush(fill_brush(fill))
    item.setPen(edge_pen(edge, width))
    passive(item)
    return item


def drop_path(cx: float, cy: float, size: float) -> QPainterPath:
    """A water drop ``size`` tall centred on (cx, cy)."""
    r = size * 0.32
    p = QPainterPath()
    top = QPointF(cx, cy - size / 2)
    p.moveTo(top)
    p.cubicTo(QPointF(cx + r * 0.4, cy - size * 0.2), QPointF(cx + r * 1.25, cy + size * 0.05),
              QPointF(cx + r, cy + size * 0.22))
    p.arcTo(QRectF(cx - r, cy + size * 0.5 - 2 * r, 2 * r, 2 * r), 0, -180)
    p.cubicTo(QPointF(cx - r * 1.25, cy + size * 0.05), QPointF(cx - r * 0.4, cy - size * 0.2),
              top)
    return p


def flame_path(cx: float, cy: float, size: float) -> QPainterPath:
    """A flame ``size`` tall centred on (cx, cy)."""
    s = size
    p = QPainterPath()
    p.moveTo(cx, cy - s / 2)
    p.cubicTo(cx + s * 0.15, cy - s * 0.25, cx + s * 0.42, cy - s * 0.1,
              cx + s * 0.36, cy + s * 0.2)
    p.cubicTo(cx + s * 0.32, cy + s * 0.42, cx + s * 0.12, cy + s * 0.5, cx, cy + s * 0.5)
    p.cubicTo(cx - s * 0.12, cy + s * 0.5, cx - s * 0.32, cy + s * 0.42,
              cx - s * 0.36, cy + s * 0.2)
    p.cubicTo(cx - s * 0.4, cy - s * 0.02, cx - s * 0.2, cy - s * 0.05, cx - s * 0.12, cy - s * 0.2)
    p.cubicTo(cx - s * 0.05, cy - s * 0.05, cx + s * 0.02, cy - s * 0.3, cx, cy - s / 2)
    return p


def drops(parent: Sketch, x: float, y: float, full: int, capacity: int,
          size: float = 14, gap: float = 2) -> float:
    """A row of ``capacity`` drops, ``full`` of them filled; returns the row's width."""
    step = size * 0.75 + gap
    for i in range(capacity):
        fill = WATER if i < full else WATER_EMPTY
        path_item(parent, drop_path(x + i * step + size * 0.37, y + size / 2, size), fill,
                  WATER.darker(160), 1)
    return capacity * step


def arrow_path(cx: float, cy: float, length: float, direction: str) -> QPainterPath:
    """An arrow pointing N/E/S/W centred on (cx, cy)."""
    half = length / 2
    w = length * 0.18
    head = length * 0.38
    pts = [(-half, -w), (half - head, -w), (half - head, -w * 2.4), (half, 0),
           (half - head, w * 2.4), (half - head, w), (-half, w)]
    rot = {"E": (1, 0, 0, 1), "W": (-1, 0, 0, -1), "S": (0, -1, 1, 0), "N": (0, 1, -1, 0)}
    a, b, c, d = rot[direction]
    poly = QPolygonF([QPointF(cx + a * x + b * y, cy + c * x + d * y) for x, y in pts])
    p = QPainterPath()
    p.addPolygon(poly)
    p.closeSubpath()
    return p


def colour(value: str | QColor) -> QColor:
    return QColor(value)


def tint(c: QColor, amount: float) -> QColor:
    """Mix ``c`` with white (amount 0 = c, 1 = white)."""
    return QColor(round(c.red() + (255 - c.red()) * amount),
                  round(c.green() + (255 - c.green()) * amount),
                  round(c.blue() + (255 - c.blue()) * amount))


def panel(parent: Sketch | None, x: float, y: float, w: float, h: float,
          title: str = "", fill: QColor = PANEL) -> RectSketch:
    """A rounded-looking box with an optional title in its top-left corner."""
    box = rect(parent, x, y, w, h, fill, PANEL_EDGE, 1.2)
    if title:
        text(box, title, x + 8, y + 5, 14, LIGHT, bold=True)
    return box
