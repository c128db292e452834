"""Small reusable graphics items that game scenes may use.

Every item here has ``setPen`` on its main shape, so ``GameScene.tag`` can highlight it, and
children that ignore clicks, so a click on a label reaches the tagged parent.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from .paint import centred_text, point_font

INK = QColor(30, 30, 30)
PAPER = QColor(246, 240, 226)
CARD_BACK = QColor(70, 80, 110)
MARKER = QColor(200, 70, 40)


def readable_text_colour(fill: QColor) -> QColor:
    """Black or white, whichever reads better on ``fill``."""
    luminance = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return QColor(20, 20, 20) if luminance > 140 else QColor(250, 250, 250)


def centred_label(parent: QGraphicsItem, text: str, size: float, colour: QColor,
                  bold: bool = True) -> QGraphicsSimpleTextItem:
    """A label centred on ``parent``'s bounding rect."""
    centre = parent.boundingRect().center()
    return centred_text(parent, text, centre.x(), centre.y(), point_font(size, bold), colour)


class TokenItem(QGraphicsEllipseItem):
    """A round token (fire, smoke, cube seen from above...) with an optional short label."""

    def __init__(self, colour: QColor | str, radius: float = 14, label: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(-radius, -radius, 2 * radius, 2 * radius, parent)
        fill = QColor(colour)
        self.setBrush(QBrush(fill))
        self.setPen(QPen(fill.darker(180), 1.5))
        if label:
            centred_label(self, label, max(6.0, radius * 0.8), readable_text_colour(fill))


class MeepleItem(QGraphicsPathItem):
    """A person-shaped playing piece, ``height`` tall, centred on its position."""

    def __init__(self, colour: QColor | str, height: float = 30, label: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
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
        path = path.simplified()
        self.setPath(path)
        fill = QColor(colour)
        self.setBrush(QBrush(fill))
        pen = QPen(fill.darker(200), 1.5)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        if label:
            centred_text(self, label, 0, -0.05 * h, point_font(max(6.0, h * 0.28), True),
                         readable_text_colour(fill))


class CardItem(QGraphicsRectItem):
    """A card face: rounded-looking rectangle with a title and wrapped body text."""

    def __init__(self, title: str, text: str = "", width: float = 120, height: float = 170,
                 colour: QColor | str = PAPER, face_up: bool = True,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(0, 0, width, height, parent)
        fill = QColor(colour) if face_up else QColor(CARD_BACK)
        self.setBrush(QBrush(fill))
        self.setPen(QPen(fill.darker(170), 1.5))
        ink = readable_text_colour(fill)
        if not face_up:
            centred_label(self, "?", height * 0.2, ink)
            return
        heading = QGraphicsTextItem()
        heading.setParentItem(self)  # PySide6 drops a QGraphicsTextItem built with a parent
        heading.setDefaultTextColor(ink)
        font = QFont()
        font.setPointSizeF(max(7.0, width * 0.075))
        font.setBold(True)
        heading.setFont(font)
        heading.setTextWidth(width - 8)
        heading.setPlainText(title)
        heading.setPos(4, 4)
        heading.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if text:
            body = QGraphicsTextItem()
            body.setParentItem(self)
            body.setDefaultTextColor(ink)
            small = QFont()
            small.setPointSizeF(max(6.0, width * 0.06))
            body.setFont(small)
            body.setTextWidth(width - 8)
            body.setPlainText(text)
            body.setPos(4, 8 + heading.boundingRect().height())
            body.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class DeckItem(QGraphicsRectItem):
    """A face-down pile showing how many cards it holds (and its name)."""

    def __init__(self, name: str, count: int, width: float = 90, height: float = 126,
                 colour: QColor | str = CARD_BACK,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(0, 0, width, height, parent)
        fill = QColor(colour)
        layers = min(3, count)
        for i in range(layers, 0, -1):  # the pile's thickness, drawn behind
            under = QGraphicsRectItem(3 * i, -3 * i, width, height, self)
            under.setBrush(QBrush(fill.darker(120 + 10 * i)))
            under.setPen(QPen(fill.darker(200), 1))
            under.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
            under.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if count == 0:  # an empty pile: a dashed outline where the cards would be
            self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            self.setPen(QPen(QColor(200, 200, 200), 1.5, Qt.PenStyle.DashLine))
            ink = QColor(210, 210, 210)
        else:
            self.setBrush(QBrush(fill))
            self.setPen(QPen(fill.darker(200), 1.5))
            ink = readable_text_colour(fill)
        centred_label(self, str(count), height * 0.18, ink)
        caption = QGraphicsSimpleTextItem(name, self)
        caption.setBrush(QBrush(ink))
        caption.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        own = caption.boundingRect()
        caption.setPos((width - own.width()) / 2, height - own.height() - 6)


class TrackItem(QGraphicsRectItem):
    """A row of numbered spaces ``low..high`` with the marker on ``value``."""

    def __init__(self, name: str, low: int, high: int, value: int, space: float = 28,
                 colour: QColor | str = MARKER,
                 parent: QGraphicsItem | None = None) -> None:
        count = high - low + 1
        super().__init__(0, 0, count * space, space + 18, parent)
        self.setBrush(QBrush(QColor(0, 0, 0, 0)))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        title = QGraphicsSimpleTextItem(name, self)
        title.setBrush(QBrush(QColor(230, 230, 230)))
        title.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        marker = QColor(colour)
        self.spaces: dict[int, QGraphicsRectItem] = {}
        for i, number in enumerate(range(low, high + 1)):
            box = QGraphicsRectItem(QRectF(i * space, 18, space, space), self)
            filled = number == value
            box.setBrush(QBrush(marker if filled else PAPER))
            box.setPen(QPen(INK, 1))
            box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            label = QGraphicsSimpleTextItem(str(number), box)
            label.setBrush(QBrush(readable_text_colour(marker) if filled else INK))
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            own = label.boundingRect()
            label.setPos(i * space + (space - own.width()) / 2, 18 + (space - own.height()) / 2)
            self.spaces[number] = box
