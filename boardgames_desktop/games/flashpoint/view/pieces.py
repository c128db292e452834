"""The pictures of the game's pieces: fire, smoke, POIs, victims, hazmats, hot spots,
damage markers, firefighters, vehicles and dice.

Every function returns a fresh sketch positioned in scene coordinates (a firefighter: its
``pos`` is where it stands, so moving it moves the item); none of them is clickable (the
space, edge or spot underneath carries the target)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF

from boardgames_desktop.ui.items import meeple as meeple_sketch
from boardgames_desktop.ui.items import readable_text_colour
from boardgames_desktop.ui.paint import centred_text, line_text, passive, point_font
from boardgames_desktop.ui.sketch import (
    EllipseSketch,
    GroupSketch,
    PathSketch,
    PolygonSketch,
    RectSketch,
    Sketch,
    TextSketch,
)

INK = QColor(25, 25, 25)
FLOOR = QColor(238, 226, 196)
OUTSIDE = QColor(112, 128, 108)
FIRE = QColor(226, 86, 34)
FLAME = QColor(255, 196, 40)
SMOKE = QColor(128, 128, 132)
SMOKE_CLOUD = QColor(82, 82, 88)
WALL = QColor(58, 40, 28)
DOOR = QColor(150, 92, 40)
POI_BACK = QColor(36, 58, 120)
VICTIM = QColor(250, 250, 245)
TREATED = QColor(40, 170, 70)
HAZMAT = QColor(255, 214, 0)
HOT_SPOT = QColor(255, 120, 0)
ENGINE = QColor(200, 30, 30)
AMBULANCE = QColor(250, 250, 250)
FF_COLOURS = {"red": QColor(190, 20, 30), "blue": QColor(40, 96, 230),
              "green": QColor(0, 150, 120), "yellow": QColor(248, 216, 40),
              "orange": QColor(240, 120, 0), "white": QColor(248, 248, 248)}
INITIALS = {"paramedic": "PM", "captain": "FC", "imaging": "IT", "cafs": "CF",
            "hazmat_tech": "HT", "generalist": "GN", "rescue": "RS", "driver": "DO",
            "prevention": "FP", "strategist": "ST", "suppression": "SS"}


def figure_mark(specialist: str | None, colour: str) -> str:
    """The letters on a firefighter figure, so colour is never the only way to tell them
    apart: the specialist's initials, or (Family game) the colour's initial (R, B, G…)."""
    return INITIALS.get(specialist or "", colour[:1].upper())


def no_click(item: Sketch) -> Sketch:
    passive(item)
    item.setAcceptHoverEvents(False)
    return item


def with_tip(item: Sketch, tip: str) -> Sketch:
    """Give ``item`` and everything drawn inside it the tooltip ``tip`` (a group has no area
    of its own: the pointer finds its parts)."""
    item.setToolTip(tip)
    for child in item.childItems():
        with_tip(child, tip)
    return item


def text(label: str, size: float, colour: QColor = INK, bold: bool = False,
         parent: Sketch | None = None) -> TextSketch:
    return no_click(line_text(parent, label, 0, 0, point_font(size, bold), colour))


def centre_text(label: str, size: float, centre: QPointF, colour: QColor = INK,
                bold: bool = True, parent: Sketch | None = None
                ) -> TextSketch:
    return no_click(centred_text(parent, label, centre.x(), centre.y(),
                                 point_font(size, bold), colour))


def ff_colour(name: str) -> QColor:
    return QColor(FF_COLOURS.get(name, QColor(name)))


def flame(rect: QRectF) -> PathSketch:
    """A flame filling the middle of ``rect``."""
    w, h = rect.width(), rect.height()
    x, y = rect.x(), rect.y()
    path = QPainterPath()
    path.moveTo(x + 0.5 * w, y + 0.08 * h)
    path.cubicTo(x + 0.62 * w, y + 0.32 * h, x + 0.88 * w, y + 0.42 * h, x + 0.84 * w, y + 0.70 * h)
    path.cubicTo(x + 0.80 * w, y + 0.92 * h, x + 0.20 * w, y + 0.92 * h, x + 0.16 * w, y + 0.70 * h)
    path.cubicTo(x + 0.14 * w, y + 0.48 * h, x + 0.34 * w, y + 0.42 * h, x + 0.36 * w, y + 0.24 * h)
    path.cubicTo(x + 0.46 * w, y + 0.34 * h, x + 0.44 * w, y + 0.22 * h, x + 0.5 * w, y + 0.08 * h)
    inner = QPainterPath()
    inner.moveTo(x + 0.5 * w, y + 0.45 * h)
    inner.cubicTo(x + 0.62 * w, y + 0.60 * h, x + 0.70 * w, y + 0.70 * h,
                  x + 0.64 * w, y + 0.80 * h)
    inner.cubicTo(x + 0.58 * w, y + 0.88 * h, x + 0.42 * w, y + 0.88 * h,
                  x + 0.36 * w, y + 0.80 * h)
    inner.cubicTo(x + 0.32 * w, y + 0.68 * h, x + 0.44 * w, y + 0.60 * h, x + 0.5 * w, y + 0.45 * h)
    item = PathSketch(path)
    item.setBrush(QBrush(FLAME))
    item.setPen(QPen(QColor(150, 30, 10), 1.5))
    core = PathSketch(inner, item)
    core.setBrush(QBrush(QColor(255, 245, 190)))
    core.setPen(QPen(Qt.PenStyle.NoPen))
    no_click(core)
    return no_click(item)


def smoke(rect: QRectF) -> GroupSketch:
    """A grey cloud of overlapping puffs."""
    group = GroupSketch()
    w, h = rect.width(), rect.height()
    puffs = [(0.30, 0.55, 0.20), (0.50, 0.42, 0.24), (0.70, 0.55, 0.20), (0.50, 0.64, 0.20)]
    for fx, fy, fr in puffs:
        e = EllipseSketch(rect.x() + (fx - fr) * w, rect.y() + (fy - fr) * h,
                                 2 * fr * w, 2 * fr * h)
        e.setBrush(QBrush(SMOKE_CLOUD))
        e.setPen(QPen(QColor(50, 50, 55), 1))
        group.addToGroup(e)
    return no_click(group)


def poi_back(centre: QPointF, size: float) -> RectSketch:
    """A face-down POI: its kind is never shown."""
    item = RectSketch(centre.x() - size / 2, centre.y() - size / 2, size, size)
    item.setBrush(QBrush(POI_BACK))
    item.setPen(QPen(QColor(240, 240, 255), 2))
    centre_text("?", size * 0.5, centre, QColor(255, 255, 255), True, item)
    return no_click(item)


def person_path(centre: QPointF, size: float) -> QPainterPath:
    x, y, s = centre.x(), centre.y(), size
    path = QPainterPath()
    path.addEllipse(QPointF(x, y - 0.22 * s), 0.13 * s, 0.13 * s)
    path.addRoundedRect(QRectF(x - 0.22 * s, y - 0.06 * s, 0.44 * s, 0.40 * s), 0.12 * s, 0.12 * s)
    return path


def victim(centre: QPointF, size: float, treated: bool) -> RectSketch:
    """A revealed victim (white card, a person on it); treated ones carry a green cross."""
    item = RectSketch(centre.x() - size / 2, centre.y() - size / 2, size, size)
    item.setBrush(QBrush(VICTIM))
    item.setPen(QPen(QColor(200, 20, 60), 2.5))
    figure = PathSketch(person_path(centre, size), item)
    figure.setBrush(QBrush(QColor(200, 20, 60)))
    figure.setPen(QPen(Qt.PenStyle.NoPen))
    no_click(figure)
    if treated:
        badge = cross(QPointF(centre.x() + size * 0.42, centre.y() - size * 0.42), size * 0.5,
                      TREATED)
        badge.setParentItem(item)
    return no_click(item)


def cross(centre: QPointF, size: float, colour: QColor) -> PathSketch:
    """A medical cross (treated victims, the ambulance)."""
    a, b = size / 2, size / 6
    path = QPainterPath()
    path.addRect(QRectF(centre.x() - a, centre.y() - b, 2 * a, 2 * b))
    path.addRect(QRectF(centre.x() - b, centre.y() - a, 2 * b, 2 * a))
    item = PathSketch(path.simplified())
    item.setBrush(QBrush(colour))
    item.setPen(QPen(QColor(255, 255, 255), 1.2))
    return no_click(item)


def hazmat(centre: QPointF, size: float) -> PolygonSketch:
    """A hazmat: a yellow warning diamond with an exclamation mark."""
    h = size / 2
    poly = QPolygonF([QPointF(centre.x(), centre.y() - h), QPointF(centre.x() + h, centre.y()),
                      QPointF(centre.x(), centre.y() + h), QPointF(centre.x() - h, centre.y())])
    item = PolygonSketch(poly)
    item.setBrush(QBrush(HAZMAT))
    item.setPen(QPen(INK, 2))
    centre_text("!", size * 0.4, centre, INK, True, item)
    return no_click(item)


def hot_spot(centre: QPointF, radius: float) -> EllipseSketch:
    """A hot spot: an orange ring around a dark core."""
    item = EllipseSketch(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    item.setBrush(QBrush(QColor(40, 20, 10)))
    item.setPen(QPen(HOT_SPOT, radius * 0.45))
    return no_click(item)


def damage_cube(centre: QPointF, size: float) -> RectSketch:
    """A black damage marker."""
    item = RectSketch(centre.x() - size / 2, centre.y() - size / 2, size, size)
    item.setBrush(QBrush(QColor(15, 15, 15)))
    item.setPen(QPen(QColor(255, 255, 255), 1.5))
    return no_click(item)


def firefighter(colour: str, label: str, height: float, centre: QPointF,
                current: bool = False) -> Sketch:
    """A firefighter in its colour with the specialist's initials, standing on ``centre``;
    the one playing now stands on a glowing ring."""
    fill = ff_colour(colour)
    group = GroupSketch()
    group.setPos(centre)
    if current:
        glow = EllipseSketch(-height * 0.55, -height * 0.55, height * 1.1, height * 1.1, group)
        glow.setBrush(QBrush(QColor(255, 255, 255, 150)))
        glow.setPen(QPen(QColor(0, 200, 255), 3))
    figure = meeple_sketch(fill, height, label, group)
    figure.setPen(_FIGURE_PEN)
    for child in figure.childItems():
        no_click(child)
    return no_click(group)


_FIGURE_PEN = QPen(INK, 2.2)
_FIGURE_PEN.setJoinStyle(Qt.PenJoinStyle.RoundJoin)


def vehicle(rect: QRectF, kind: str, vertical: bool) -> RectSketch:
    """The engine (red) or the ambulance (white with a red cross) filling its spot."""
    body = rect.adjusted(5, 5, -5, -5)
    item = RectSketch(body)
    fill = ENGINE if kind == "engine" else AMBULANCE
    item.setBrush(QBrush(fill))
    item.setPen(QPen(INK, 2))
    ink = readable_text_colour(fill)
    label = "ENGINE" if kind == "engine" else "AMBULANCE"
    words = centre_text(label, 8.5, QPointF(0, 0), ink, True, item)
    own = words.boundingRect()
    if vertical:
        words.setRotation(-90)
        words.setPos(body.center().x() - own.height() / 2, body.center().y() + own.width() / 2)
    else:
        words.setPos(body.center().x() - own.width() / 2, body.bottom() - own.height() - 2)
    if kind == "ambulance":
        at = QPointF(body.center().x() + (own.height() if vertical else 0),
                     body.top() + 16 if not vertical else body.center().y())
        if vertical:
            at = QPointF(body.right() - 14, body.center().y())
        cross(at, 18, QColor(210, 20, 30)).setParentItem(item)
    return no_click(item)


def die(kind: str, value: int | None, centre: QPointF, size: float) -> Sketch:
    """The red d6 (a square) or the black d8 (a diamond) showing ``value``."""
    if kind == "red":
        item: Sketch = RectSketch(centre.x() - size / 2, centre.y() - size / 2,
                                                size, size)
        fill = QColor(200, 30, 30)
    else:
        h = size * 0.62
        item = PolygonSketch(QPolygonF([
            QPointF(centre.x(), centre.y() - h), QPointF(centre.x() + h, centre.y()),
            QPointF(centre.x(), centre.y() + h), QPointF(centre.x() - h, centre.y())]))
        fill = QColor(20, 20, 20)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(QColor(240, 240, 240), 2))
    centre_text("–" if value is None else str(value), size * 0.42, centre,
                QColor(255, 255, 255), True, item)
    return no_click(item)
