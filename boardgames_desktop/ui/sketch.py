"""Sketches: plain descriptions of board items, turned into real Qt items by the scene.

A game's view describes what the board should show as a tree of sketches — a rectangle, an
ellipse, a path, a polygon, a line, a one-line text, a word-wrapped text or a group — each
holding plain properties (geometry, position, z, pen, brush, text, font, tooltip, click
target...).  Sketches speak the small part of the ``QGraphicsItem`` API the views use
(``setPen``, ``setPos``, ``boundingRect``, ``setParentItem``...), so drawing code reads like Qt
code, but building one costs a few Python attribute writes instead of a C++ item.
:class:`~boardgames_desktop.ui.reconcile.Reconciler` then keeps the real items in step.

Text is measured without creating items: one scratch item per kind lays the text out, and
the result is remembered per (text, font, width), so layout code may ask a label for its
``boundingRect`` as before.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

NO_BUTTONS = Qt.MouseButton.NoButton


class Sketch:
    """The description of one board item; see the module docstring."""

    kind = "item"
    __slots__ = ("props", "children", "parent", "key")

    def __init__(self, parent: Sketch | None = None) -> None:
        self.props: dict[str, Any] = {}
        self.children: list[Sketch] = []
        self.parent: Sketch | None = None
        self.key: str | None = None  #: set by the scene (or given to ``GameScene.put``)
        if parent is not None:
            self.setParentItem(parent)

    # ----- the tree -----------------------------------------------------------------------
    def setParentItem(self, parent: Sketch | None) -> None:  # noqa: N802
        if self.parent is not None:
            self.parent.children.remove(self)
        self.parent = parent
        if parent is not None:
            parent.children.append(self)

    def parentItem(self) -> Sketch | None:  # noqa: N802
        return self.parent

    def childItems(self) -> list[Sketch]:  # noqa: N802
        return list(self.children)

    # ----- common properties --------------------------------------------------------------
    def setPos(self, x: float | QPointF, y: float | None = None) -> None:  # noqa: N802
        if y is None:
            x, y = x.x(), x.y()
        self.props["pos"] = (float(x), float(y))

    def pos(self) -> QPointF:
        x, y = self.props.get("pos", (0.0, 0.0))
        return QPointF(x, y)

    def x(self) -> float:
        return self.props.get("pos", (0.0, 0.0))[0]

    def y(self) -> float:
        return self.props.get("pos", (0.0, 0.0))[1]

    def setX(self, x: float) -> None:  # noqa: N802
        self.props["pos"] = (float(x), self.y())

    def setY(self, y: float) -> None:  # noqa: N802
        self.props["pos"] = (self.x(), float(y))

    def setZValue(self, z: float) -> None:  # noqa: N802
        self.props["z"] = float(z)

    def zValue(self) -> float:  # noqa: N802
        return self.props.get("z", 0.0)

    def setToolTip(self, tip: str) -> None:  # noqa: N802
        self.props["tooltip"] = tip

    def toolTip(self) -> str:  # noqa: N802
        return self.props.get("tooltip", "")

    def setData(self, role: int, value: Any) -> None:  # noqa: N802
        self.props[f"data{role}"] = value

    def data(self, role: int) -> Any:
        return self.props.get(f"data{role}")

    def setRotation(self, degrees: float) -> None:  # noqa: N802
        self.props["rotation"] = float(degrees)

    def setScale(self, factor: float) -> None:  # noqa: N802
        self.props["scale"] = float(factor)

    def setOpacity(self, opacity: float) -> None:  # noqa: N802
        self.props["opacity"] = float(opacity)

    def setVisible(self, visible: bool) -> None:  # noqa: N802
        self.props["visible"] = bool(visible)

    def isVisible(self) -> bool:  # noqa: N802
        return self.props.get("visible", True)

    def setAcceptedMouseButtons(self, buttons: Qt.MouseButton) -> None:  # noqa: N802
        self.props["passive"] = buttons == NO_BUTTONS

    def setAcceptHoverEvents(self, accept: bool) -> None:  # noqa: N802
        self.props["hover"] = bool(accept)

    # ----- geometry for layout ------------------------------------------------------------
    def shape_rect(self) -> QRectF:
        """The item's own bounding rect in its coordinates (children not included)."""
        return QRectF()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.shape_rect()

    def transform_to_parent(self) -> QTransform:
        t = QTransform()
        x, y = self.props.get("pos", (0.0, 0.0))
        t.translate(x, y)
        if "rotation" in self.props:
            t.rotate(self.props["rotation"])
        if "scale" in self.props:
            t.scale(self.props["scale"], self.props["scale"])
        return t

    def sceneTransform(self) -> QTransform:  # noqa: N802
        t = self.transform_to_parent()
        parent = self.parent
        while parent is not None:
            t = t * parent.transform_to_parent()
            parent = parent.parent
        return t

    def sceneBoundingRect(self) -> QRectF:  # noqa: N802
        return self.sceneTransform().mapRect(self.boundingRect())

    def childrenBoundingRect(self) -> QRectF:  # noqa: N802
        out = QRectF()
        for child in self.children:
            rect = child.transform_to_parent().mapRect(
                child.boundingRect().united(child.childrenBoundingRect()))
            out = out.united(rect)
        return out



class _Shape(Sketch):
    """An item with a pen and a brush."""

    __slots__ = ()

    def setPen(self, pen: QPen | QColor) -> None:  # noqa: N802
        self.props["pen"] = pen if isinstance(pen, QPen) else QPen(pen)

    def pen(self) -> QPen:
        return self.props.get("pen", DEFAULT_PEN)

    def setBrush(self, brush: QBrush | QColor) -> None:  # noqa: N802
        self.props["brush"] = brush if isinstance(brush, QBrush) else QBrush(brush)

    def brush(self) -> QBrush:
        return self.props.get("brush", NO_BRUSH)

    def _half_pen(self) -> float:
        pen = self.props.get("pen", DEFAULT_PEN)
        return 0.0 if pen.style() == Qt.PenStyle.NoPen else pen.widthF() / 2


DEFAULT_PEN = QPen()
NO_BRUSH = QBrush()


class RectSketch(_Shape):
    """``QGraphicsRectItem``."""

    kind = "rect"
    __slots__ = ()

    def __init__(self, *args: Any) -> None:
        parent = args[-1] if args and (args[-1] is None or isinstance(args[-1], Sketch)) \
            else None
        geometry = args[:-1] if args and (args[-1] is None or isinstance(args[-1], Sketch)) \
            else args
        super().__init__(parent)
        self.setRect(*geometry) if geometry else self.props.__setitem__("geom", QRectF())

    def setRect(self, *args: Any) -> None:  # noqa: N802
        self.props["geom"] = QRectF(*args)

    def rect(self) -> QRectF:
        return QRectF(self.props["geom"])

    def shape_rect(self) -> QRectF:
        half = self._half_pen()
        return self.props["geom"].adjusted(-half, -half, half, half)


class EllipseSketch(RectSketch):
    """``QGraphicsEllipseItem``."""

    kind = "ellipse"
    __slots__ = ()


class PathSketch(_Shape):
    """``QGraphicsPathItem``."""

    kind = "path"
    __slots__ = ()

    def __init__(self, path: QPainterPath | Sketch | None = None,
                 parent: Sketch | None = None) -> None:
        if isinstance(path, Sketch):
            path, parent = None, path
        super().__init__(parent)
        self.props["geom"] = QPainterPath(path) if path is not None else QPainterPath()

    def setPath(self, path: QPainterPath) -> None:  # noqa: N802
        self.props["geom"] = QPainterPath(path)

    def path(self) -> QPainterPath:
        return QPainterPath(self.props["geom"])

    def shape_rect(self) -> QRectF:
        half = self._half_pen()
        return self.props["geom"].controlPointRect().adjusted(-half, -half, half, half)


class PolygonSketch(_Shape):
    """``QGraphicsPolygonItem``."""

    kind = "polygon"
    __slots__ = ()

    def __init__(self, polygon: QPolygonF | None = None, parent: Sketch | None = None) -> None:
        super().__init__(parent)
        self.props["geom"] = QPolygonF(polygon) if polygon is not None else QPolygonF()

    def setPolygon(self, polygon: QPolygonF) -> None:  # noqa: N802
        self.props["geom"] = QPolygonF(polygon)

    def polygon(self) -> QPolygonF:
        return QPolygonF(self.props["geom"])

    def shape_rect(self) -> QRectF:
        half = self._half_pen()
        return self.props["geom"].boundingRect().adjusted(-half, -half, half, half)


class LineSketch(_Shape):
    """``QGraphicsLineItem`` (a pen, no brush)."""

    kind = "line"
    __slots__ = ()

    def __init__(self, *args: Any) -> None:
        parent = args[-1] if args and isinstance(args[-1], Sketch) else None
        geometry = args[:-1] if parent is not None else args
        super().__init__(parent)
        self.props["geom"] = QLineF(*geometry) if geometry else QLineF()

    def setLine(self, *args: Any) -> None:  # noqa: N802
        self.props["geom"] = QLineF(*args)

    def line(self) -> QLineF:
        return QLineF(self.props["geom"])

    def shape_rect(self) -> QRectF:
        line = self.props["geom"]
        half = self._half_pen()
        return QRectF(line.p1(), line.p2()).normalized().adjusted(-half, -half, half, half)


class GroupSketch(Sketch):
    """``QGraphicsItemGroup``: a parent for pieces drawn together; clicks go to the group."""

    kind = "group"
    __slots__ = ()

    def addToGroup(self, item: Sketch) -> None:  # noqa: N802
        """Children keep their scene position (the group sits at its own ``pos``)."""
        x, y = self.props.get("pos", (0.0, 0.0))
        if x or y:
            ox, oy = item.props.get("pos", (0.0, 0.0))
            item.props["pos"] = (ox - x, oy - y)
        item.setParentItem(self)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.childrenBoundingRect()


class TextSketch(_Shape):
    """``QGraphicsSimpleTextItem``: one line (or a few lines) of plain text."""

    kind = "text"
    __slots__ = ()

    def __init__(self, text: str = "", parent: Sketch | None = None) -> None:
        super().__init__(parent)
        self.props["text"] = text

    def setText(self, text: str) -> None:  # noqa: N802
        self.props["text"] = text

    def text(self) -> str:
        return self.props["text"]

    def setFont(self, font: QFont) -> None:  # noqa: N802
        self.props["font"] = font

    def font(self) -> QFont:
        return self.props.get("font", _default_font())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(simple_text_rect(self.props["text"], self.font()))


class RichTextSketch(Sketch):
    """``QGraphicsTextItem``: word-wrapped plain text or simple HTML."""

    kind = "rich"
    __slots__ = ()

    def __init__(self, text: str = "", parent: Sketch | None = None) -> None:
        super().__init__(parent)
        self.props["content"] = ("plain", text)

    def setPlainText(self, text: str) -> None:  # noqa: N802
        self.props["content"] = ("plain", text)

    def setHtml(self, html: str) -> None:  # noqa: N802
        self.props["content"] = ("html", html)

    def toPlainText(self) -> str:  # noqa: N802
        kind, text = self.props["content"]
        return text if kind == "plain" else rich_plain_text(text)

    def setFont(self, font: QFont) -> None:  # noqa: N802
        self.props["font"] = font

    def font(self) -> QFont:
        return self.props.get("font", _default_font())

    def setDefaultTextColor(self, colour: QColor) -> None:  # noqa: N802
        self.props["colour"] = QColor(colour)

    def setTextWidth(self, width: float) -> None:  # noqa: N802
        self.props["width"] = float(width)

    def textWidth(self) -> float:  # noqa: N802
        return self.props.get("width", -1.0)

    def setDocumentMargin(self, margin: float) -> None:  # noqa: N802
        """(``document().setDocumentMargin`` on a real item.)"""
        self.props["margin"] = float(margin)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(rich_text_rect(self.props["content"], self.font(),
                                     self.props.get("width", -1.0),
                                     self.props.get("margin", 4.0)))


# ----- measuring text without items -------------------------------------------------------
@lru_cache(maxsize=1)
def _default_font() -> QFont:
    return QGraphicsSimpleTextItem().font()


_scratch: dict[str, Any] = {}


@lru_cache(maxsize=20000)
def simple_text_rect(text: str, font: QFont) -> QRectF:
    item = _scratch.get("simple")
    if item is None:
        item = _scratch["simple"] = QGraphicsSimpleTextItem()
    item.setFont(font)
    item.setText(text)
    return item.boundingRect()


@lru_cache(maxsize=8000)
def rich_text_rect(content: tuple[str, str], font: QFont, width: float,
                   margin: float) -> QRectF:
    item = QGraphicsTextItem()  # a fresh document: an old one may carry formats over
    item.setFont(font)
    item.document().setDocumentMargin(margin)
    item.setTextWidth(width)
    kind, text = content
    if kind == "html":
        item.setHtml(text)
    else:
        item.setPlainText(text)
    return item.boundingRect()


@lru_cache(maxsize=2000)
def rich_plain_text(html: str) -> str:
    item = QGraphicsTextItem()
    item.setHtml(html)
    return item.toPlainText()
