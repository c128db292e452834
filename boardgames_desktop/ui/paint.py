"""Drawing helpers shared by the game views: fonts, items that ignore clicks, one-line and
word-wrapped text, plain and rounded boxes.

Each game's ``view/paint.py`` keeps its own colours and default sizes and draws through
these.  They return sketches (``ui/sketch.py``), which the scene turns into items.  Text and
decoration items ignore mouse buttons, so a click on a label reaches the tagged item
underneath (see ``GameScene.target_at``).  Fonts, pens and brushes are made once per distinct
value and shared: the views must not change one they were given.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen

from .sketch import PathSketch, RectSketch, RichTextSketch, Sketch, TextSketch

FAMILY = "DejaVu Sans"
#: the one colour every board marks what can be clicked and who acts with
HIGHLIGHT = QColor(255, 200, 40)


@lru_cache(maxsize=512)
def pixel_font(px: float, bold: bool = False, italic: bool = False, condensed: bool = False,
               minimum: int = 1) -> QFont:
    """The views' font, ``px`` pixels tall (at least ``minimum``)."""
    f = QFont(f"{FAMILY} Condensed" if condensed else FAMILY)
    f.setPixelSize(max(minimum, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


@lru_cache(maxsize=256)
def point_font(size: float, bold: bool = False) -> QFont:
    """The system font at ``size`` points."""
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def passive(item: Sketch) -> Sketch:
    """Let clicks pass through ``item`` to what lies under it."""
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def escape_html(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


@lru_cache(maxsize=1024)
def solid_brush(rgba: int) -> QBrush:
    return QBrush(QColor.fromRgba(rgba))


def brush_of(colour: QColor) -> QBrush:
    """A shared solid brush of ``colour``."""
    return solid_brush(colour.rgba())


@lru_cache(maxsize=1024)
def _pen(rgba: int, width: float, style: Qt.PenStyle) -> QPen:
    return QPen(QColor.fromRgba(rgba), width, style)


def pen_of(colour: QColor, width: float = 1.0,
           style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A shared pen of ``colour``."""
    return _pen(colour.rgba(), float(width), style)


def line_text(parent: Sketch | None, s: str, x: float, y: float, font: QFont,
              colour: QColor, align: str = "left") -> TextSketch:
    """One line of text at (x, y); ``align`` 'left', 'centre' or 'right' about x."""
    item = TextSketch(s, parent)
    item.setFont(font)
    item.setBrush(brush_of(colour))
    passive(item)
    if align == "left":
        item.setPos(x, y)
        return item
    w = item.boundingRect().width()
    item.setPos(x - (w / 2 if align == "centre" else w), y)
    return item


def centred_text(parent: Sketch | None, s: str, cx: float, cy: float, font: QFont,
                 colour: QColor) -> TextSketch:
    """One line of text centred on (cx, cy)."""
    item = TextSketch(s, parent)
    item.setFont(font)
    item.setBrush(brush_of(colour))
    passive(item)
    own = item.boundingRect()
    item.setPos(cx - own.width() / 2, cy - own.height() / 2)
    return item


def wrapped_text(parent: Sketch | None, s: str, x: float, y: float, width: float,
                 font: QFont, colour: QColor, centre: bool = False) -> RichTextSketch:
    """Word-wrapped text ``width`` wide with its top-left at (x, y)."""
    item = RichTextSketch("", parent)
    item.setDefaultTextColor(colour)
    item.setFont(font)
    item.setDocumentMargin(0)
    item.setTextWidth(width)
    if centre:
        item.setHtml(f"<div align='center'>{escape_html(s)}</div>")
    else:
        item.setPlainText(s)
    item.setPos(x, y)
    passive(item)
    return item


def text_block(s: str, x: float, y: float, width: float, font: QFont,
               colour: QColor) -> RichTextSketch:
    """Plain word-wrapped text ``width`` wide at (x, y), with the document's default
    margin; not yet on the board."""
    item = RichTextSketch(s)
    item.setFont(font)
    item.setDefaultTextColor(colour)
    item.setTextWidth(width)
    item.setPos(x, y)
    return item


def edge_pen(edge: QPen | QColor | None, width: float = 1.0,
             style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen of colour ``edge`` (a pen stays as it is); None draws no edge."""
    if edge is None:
        return NO_PEN
    if isinstance(edge, QPen):
        return edge
    return pen_of(edge, width, style)


NO_PEN = QPen(Qt.PenStyle.NoPen)
NO_FILL = QBrush(Qt.BrushStyle.NoBrush)


def fill_brush(fill: QColor | None) -> QBrush:
    """A solid brush of ``fill``; None fills nothing."""
    return brush_of(fill) if fill is not None else NO_FILL


def box(parent: Sketch | None, x: float, y: float, w: float, h: float,
        fill: QColor | None, edge: QPen | QColor | None = None, width: float = 1.0,
        style: Qt.PenStyle = Qt.PenStyle.SolidLine, scene=None) -> RectSketch:
    """A rectangle; no ``fill``/``edge`` means none.  Without a parent, ``scene`` gets it
    (``scene.put``)."""
    item = RectSketch(x, y, w, h, parent)
    item.setBrush(fill_brush(fill))
    item.setPen(edge_pen(edge, width, style))
    if scene is not None and parent is None:
        scene.put(item)
    return item


@lru_cache(maxsize=4096)
def _rounded(x: float, y: float, w: float, h: float, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, w, h), radius, radius)
    return path


def rounded_path(x: float, y: float, w: float, h: float, radius: float) -> QPainterPath:
    return QPainterPath(_rounded(x, y, w, h, radius))


def rounded_box(parent: Sketch | None, x: float, y: float, w: float, h: float,
                fill: QColor | None, edge: QColor | None = None, width: float = 1.0,
                radius: float = 8) -> PathSketch:
    """A rectangle with rounded corners; no ``fill``/``edge`` means none."""
    item = PathSketch(None, parent)
    item.props["geom"] = _rounded(x, y, w, h, radius)  # shared: sketches never change it
    item.setBrush(fill_brush(fill))
    item.setPen(edge_pen(edge, width))
    return item
