"""Drawing helpers shared by the game views: fonts, items that ignore clicks, one-line and
word-wrapped text, plain and rounded boxes.

Each game's ``view/paint.py`` keeps its own colours and default sizes and draws through
these.  Text and decoration items ignore mouse buttons, so a click on a label reaches the
tagged item underneath (see ``GameScene.target_at``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

FAMILY = "DejaVu Sans"


def pixel_font(px: float, bold: bool = False, italic: bool = False, condensed: bool = False,
               minimum: int = 1) -> QFont:
    """The views' font, ``px`` pixels tall (at least ``minimum``)."""
    f = QFont(f"{FAMILY} Condensed" if condensed else FAMILY)
    f.setPixelSize(max(minimum, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def point_font(size: float, bold: bool = False) -> QFont:
    """The system font at ``size`` points."""
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def passive(item: QGraphicsItem) -> QGraphicsItem:
    """Let clicks pass through ``item`` to what lies under it."""
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def escape_html(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def line_text(parent: QGraphicsItem | None, s: str, x: float, y: float, font: QFont,
              colour: QColor, align: str = "left") -> QGraphicsSimpleTextItem:
    """One line of text at (x, y); ``align`` 'left', 'centre' or 'right' about x."""
    item = QGraphicsSimpleTextItem(s, parent)
    item.setFont(font)
    item.setBrush(QBrush(colour))
    passive(item)
    w = item.boundingRect().width()
    dx = {"left": 0.0, "centre": -w / 2, "right": -w}[align]
    item.setPos(x + dx, y)
    return item


def centred_text(parent: QGraphicsItem | None, s: str, cx: float, cy: float, font: QFont,
                 colour: QColor) -> QGraphicsSimpleTextItem:
    """One line of text centred on (cx, cy)."""
    item = line_text(parent, s, cx, cy, font, colour, align="centre")
    item.setY(cy - item.boundingRect().height() / 2)
    return item


def wrapped_text(parent: QGraphicsItem | None, s: str, x: float, y: float, width: float,
                 font: QFont, colour: QColor, centre: bool = False) -> QGraphicsTextItem:
    """Word-wrapped text ``width`` wide with its top-left at (x, y)."""
    item = QGraphicsTextItem()
    if parent is not None:
        item.setParentItem(parent)  # PySide6 drops a QGraphicsTextItem built with a parent
    item.setDefaultTextColor(colour)
    item.setFont(font)
    item.document().setDocumentMargin(0)
    item.setTextWidth(width)
    if centre:
        item.setHtml(f"<div align='center'>{escape_html(s)}</div>")
    else:
        item.setPlainText(s)
    item.setPos(x, y)
    passive(item)
    return item


def text_block(s: str, x: float, y: float, width: float, font: QFont,
               colour: QColor) -> QGraphicsTextItem:
    """Plain word-wrapped text ``width`` wide at (x, y), with the document's default margin;
    not yet in a scene."""
    item = QGraphicsTextItem()
    item.setFont(font)
    item.setDefaultTextColor(colour)
    item.setTextWidth(width)
    item.setPlainText(s)
    item.setPos(x, y)
    return item


def edge_pen(edge: QPen | QColor | None, width: float = 1.0,
             style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen of colour ``edge`` (a pen stays as it is); None draws no edge."""
    if edge is None:
        return QPen(Qt.PenStyle.NoPen)
    if isinstance(edge, QPen):
        return edge
    return QPen(edge, width, style)


def fill_brush(fill: QColor | None) -> QBrush:
    """A solid brush of ``fill``; None fills nothing."""
    return QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush)


def box(parent: QGraphicsItem | None, x: float, y: float, w: float, h: float,
        fill: QColor | None, edge: QPen | QColor | None = None, width: float = 1.0,
        style: Qt.PenStyle = Qt.PenStyle.SolidLine,
        scene: QGraphicsScene | None = None) -> QGraphicsRectItem:
    """A rectangle; no ``fill``/``edge`` means none.  Without a parent, ``scene`` gets it."""
    item = QGraphicsRectItem(QRectF(x, y, w, h), parent)
    item.setBrush(fill_brush(fill))
    item.setPen(edge_pen(edge, width, style))
    if scene is not None and parent is None:
        scene.addItem(item)
    return item


def rounded_path(x: float, y: float, w: float, h: float, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, w, h), radius, radius)
    return path


def rounded_box(parent: QGraphicsItem | None, x: float, y: float, w: float, h: float,
                fill: QColor | None, edge: QColor | None = None, width: float = 1.0,
                radius: float = 8) -> QGraphicsPathItem:
    """A rectangle with rounded corners; no ``fill``/``edge`` means none."""
    item = QGraphicsPathItem(rounded_path(x, y, w, h, radius), parent)
    item.setBrush(fill_brush(fill))
    item.setPen(edge_pen(edge, width))
    return item
