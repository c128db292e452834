"""Colours, fonts and small drawing helpers shared by the Emberheart view modules."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen

from boardgames_desktop.ui.items import readable_text_colour
from boardgames_desktop.ui.paint import (
    HIGHLIGHT,
    box,
    centred_text,
    line_text,
    passive,
    pixel_font,
    rounded_box,
    wrapped_text,
)
from boardgames_desktop.ui.sketch import (
    EllipseSketch,
    PathSketch,
    RichTextSketch,
    Sketch,
    TextSketch,
)

#: Red, Blue, Green, Yellow: chosen to stay apart (ΔE00 >= 17) also with protanopia,
#: deuteranopia and tritanopia (tests/ui/test_seat_colours.py); markers carry letters too.
SEAT_COLOURS = [QColor(200, 40, 40), QColor(30, 80, 190), QColor(30, 170, 120),
                QColor(250, 220, 60)]
NPC_COLOUR = QColor(120, 120, 120)
CARD_COLOURS = {"red": QColor(196, 62, 52), "blue": QColor(44, 104, 186),
                "green": QColor(52, 140, 70), "exotic": QColor(150, 80, 170),
                "": QColor(150, 120, 80)}
KIND_COLOURS = {"tavern": QColor(176, 120, 50), "raid": QColor(90, 60, 50)}
HIRE_COLOURS = {"grunt": QColor(222, 205, 170), "scout": QColor(150, 100, 200),
                "ranger": QColor(205, 125, 45), "warden": QColor(100, 140, 170)}
HIRE_LETTER = {"grunt": "G", "scout": "S", "ranger": "R", "warden": "W"}
HIRE_NAME = {"grunt": "Grunt", "scout": "Scout", "ranger": "Ranger", "warden": "Warden"}
GEAR_COLOUR = QColor(160, 160, 170)
FLAME_COLOUR = QColor(235, 110, 30)
GLORY_COLOUR = QColor(250, 205, 60)
BOARD = QColor(70, 90, 72)
PANEL = QColor(233, 224, 200)
PANEL_DARK = QColor(205, 192, 160)
INK = QColor(30, 28, 24)
LIGHT = QColor(245, 245, 240)
ACTIVE_GLOW = QColor(255, 215, 60)

no_click = passive

#: Item data key saying what an item is to the layout: a PIECE (token, marker, Crest, chip)
#: may never cover a READING (a number, name or value a player needs to read).
#: ``tests/emberheart/test_layout.py`` checks every mid-game position it lays out.
LAYOUT_ROLE = 1
PIECE, READING = "piece", "reading"


def as_piece(item: Sketch) -> Sketch:
    item.setData(LAYOUT_ROLE, PIECE)
    return item


def as_reading(item: Sketch) -> Sketch:
    item.setData(LAYOUT_ROLE, READING)
    return item
rect = box  # fill, then an edge colour or pen, its width, and a scene for a parentless box
rounded = rounded_box


def font(size: float, bold: bool = False, condensed: bool = False) -> QFont:
    return pixel_font(size, bold, condensed=condensed)


def text(parent: Sketch | None, s: str, x: float, y: float, size: float,
         colour: QColor = INK, bold: bool = False, align: str = "left",
         condensed: bool = False) -> TextSketch:
    """One line of text; ``align`` left/centre/right is relative to ``x``."""
    return line_text(parent, s, x, y, font(size, bold, condensed), colour, align)


def fit_text(parent: Sketch | None, s: str, x: float, y: float, width: float,
             size: float, colour: QColor = INK, bold: bool = False,
             align: str = "left", minimum: float = 8) -> TextSketch:
    """One line shrunk (condensed first, then smaller) until it fits ``width``."""
    item = text(parent, s, x, y, size, colour, bold, align="left")
    cur = size
    condensed = False
    while item.boundingRect().width() > width and cur > minimum:
        if not condensed:
            condensed = True
        else:
            cur -= 0.5
        item.setFont(font(cur, bold, condensed))
    w = item.boundingRect().width()
    if align == "centre":
        item.setPos(x + (width - w) / 2, y)
    elif align == "right":
        item.setPos(x + width - w, y)
    return item


def wrapped(parent: Sketch | None, s: str, x: float, y: float, width: float,
            size: float, colour: QColor = INK, bold: bool = False,
            centre: bool = False) -> RichTextSketch:
    return wrapped_text(parent, s, x, y, width, font(size, bold), colour, centre)


def disc(parent: Sketch | None, cx: float, cy: float, r: float, fill: QColor,
         label: str = "", size: float | None = None,
         outline: QColor | None = None) -> EllipseSketch:
    item = EllipseSketch(QRectF(cx - r, cy - r, 2 * r, 2 * r), parent)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(outline if outline is not None else fill.darker(190), 1.5))
    if label:
        centred_text(item, label, cx, cy, font(size or r * 1.1, True), readable_text_colour(fill))
    return item


def crest(parent: Sketch | None, cx: float, cy: float, w: float, fill: QColor,
          label: str = "") -> PathSketch:
    """A shield-shaped Crest token centred on (cx, cy)."""
    h = w * 1.15
    path = QPainterPath()
    path.moveTo(cx - w / 2, cy - h / 2)
    path.lineTo(cx + w / 2, cy - h / 2)
    path.lineTo(cx + w / 2, cy)
    path.quadTo(cx + w / 2, cy + h * 0.35, cx, cy + h / 2)
    path.quadTo(cx - w / 2, cy + h * 0.35, cx - w / 2, cy)
    path.closeSubpath()
    item = PathSketch(path, parent)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(fill.darker(220), 1.5))
    if label:
        centred_text(item, label, cx, cy - h * 0.08, font(w * 0.5, True),
                     readable_text_colour(fill))
    return item


def dragon_head(parent: Sketch | None, cx: float, cy: float, w: float,
                fill: QColor) -> PathSketch:
    """A simple winged silhouette for the Dragon Companion."""
    s = w / 2
    path = QPainterPath()
    path.moveTo(cx - s, cy - s * 0.2)
    path.lineTo(cx - s * 0.35, cy - s * 0.85)
    path.lineTo(cx - s * 0.15, cy - s * 0.2)
    path.lineTo(cx, cy - s * 0.55)
    path.lineTo(cx + s * 0.15, cy - s * 0.2)
    path.lineTo(cx + s * 0.35, cy - s * 0.85)
    path.lineTo(cx + s, cy - s * 0.2)
    path.lineTo(cx + s * 0.45, cy + s * 0.2)
    path.lineTo(cx, cy + s * 0.8)
    path.lineTo(cx - s * 0.45, cy + s * 0.2)
    path.closeSubpath()
    item = PathSketch(path, parent)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(fill.darker(250), 1.5))
    return item


def flame_icon(parent: Sketch | None, cx: float, cy: float, h: float,
               fill: QColor = FLAME_COLOUR) -> PathSketch:
    w = h * 0.7
    path = QPainterPath()
    path.moveTo(cx, cy - h / 2)
    path.cubicTo(cx + w * 0.7, cy - h * 0.1, cx + w * 0.6, cy + h / 2, cx, cy + h / 2)
    path.cubicTo(cx - w * 0.6, cy + h / 2, cx - w * 0.7, cy, cx - w * 0.15, cy - h * 0.2)
    path.cubicTo(cx - w * 0.1, cy, cx, cy - h * 0.1, cx, cy - h / 2)
    item = PathSketch(path, parent)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(fill.darker(170), 1))
    return item


def star(parent: Sketch | None, cx: float, cy: float, r: float,
         fill: QColor = GLORY_COLOUR, label: str = "", size: float | None = None
         ) -> PathSketch:
    """A Glory star with an optional number."""
    import math
    path = QPainterPath()
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.55
        ang = -math.pi / 2 + i * math.pi / 5
        pt = QPointF(cx + rad * math.cos(ang), cy + rad * math.sin(ang))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    item = PathSketch(path, parent)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(fill.darker(200), 1.2))
    if label:
        t = text(item, label, 0, 0, size or r * 0.85, INK, bold=True)
        br = t.boundingRect()
        t.setPos(cx - br.width() / 2, cy - br.height() / 2 + r * 0.06)
    return item


def highlight_pen(width: float = 4) -> QPen:
    return QPen(HIGHLIGHT, width)
