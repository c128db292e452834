"""The legend: every symbol the board uses, drawn small with its meaning."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen

from boardgames_desktop.ui.sketch import EllipseSketch, LineSketch, RectSketch

from ..data import specialists
from . import pieces as P
from .fire_view import BLAST, FLASH, ROLL, UI_ROLE, WATER, arrow_items
from .panels import DIM, LIGHT, box, wrapped

if TYPE_CHECKING:
    from .scene import FlashPointScene

PATH = QColor(0, 230, 255)
SW = 24.0  #: swatch size
#: Symbols drawn on a piece of floor, as on the board (a dark wall on the dark panel is lost).
ON_FLOOR = ("Wall", "Damaged wall", "Destroyed wall", "Closed door", "Open door",
            "Destroyed door", "Entrance", "Hot spot", "Walk preview", "Dice hit", "Flashover",
            "Explosion / blast", "Deck-gun area", "Deck gun soaked")


def _swatch_cell(fill: QColor) -> RectSketch:
    item = RectSketch(0, 0, SW, SW)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(QColor(0, 0, 0, 90), 1))
    return item


def _wall(damage: int) -> list:
    out = []
    line = LineSketch(QLineF(0, SW / 2, SW, SW / 2))
    if damage < 2:
        line.setPen(QPen(P.WALL, 6))
    else:
        line.setPen(QPen(QColor(150, 110, 80), 2, Qt.PenStyle.DotLine))
    out.append(line)
    for k in range(damage):
        out.append(P.damage_cube(QPointF(SW / 2 + (k - (damage - 1) / 2) * 10, SW / 2), 8))
    return out


def _door(state: str) -> list:
    if state == "closed":
        leaf = RectSketch(2, SW / 2 - 4, SW - 4, 8)
        leaf.setBrush(QBrush(P.DOOR))
        leaf.setPen(QPen(P.INK, 1.5))
        return [leaf]
    if state == "open":
        leaf = RectSketch(2, 0, 5, SW / 2)
        leaf.setBrush(QBrush(P.DOOR.lighter(130)))
        leaf.setPen(QPen(P.INK, 1))
        gap = RectSketch(2, SW / 2 - 4, SW - 4, 8)
        gap.setPen(QPen(P.DOOR, 1.2, Qt.PenStyle.DashLine))
        return [leaf, gap]
    a = LineSketch(4, 4, SW - 4, SW - 4)
    b = LineSketch(4, SW - 4, SW - 4, 4)
    for x in (a, b):
        x.setPen(QPen(QColor(150, 150, 150), 2))
    return [a, b]


def _entries(scene: FlashPointScene) -> list[tuple[str, list]]:
    c = QPointF(SW / 2, SW / 2)
    fire = _swatch_cell(P.FIRE)
    P.flame(QRectF(3, 2, SW - 6, SW - 4)).setParentItem(fire)
    smoke = _swatch_cell(P.SMOKE)
    P.smoke(QRectF(2, 2, SW - 4, SW - 4)).setParentItem(smoke)
    target = RectSketch(1, 1, SW - 2, SW - 2)
    target.setPen(QPen(P.INK, 5))
    inner = RectSketch(1, 1, SW - 2, SW - 2)
    inner.setPen(QPen(QColor(255, 210, 40), 3))
    path = LineSketch(2, SW - 4, SW - 2, 4)
    path.setPen(QPen(PATH, 4))
    entries: list[tuple[str, list]] = [
        ("Fire", [fire]), ("Smoke", [smoke]),
        ("POI, face down", [P.poi_back(c, 20)]), ("Victim", [P.victim(c, 20, False)]),
        ("Treated victim", [P.victim(c, 20, True)]), ("Hazmat", [P.hazmat(c, 20)]),
        ("Wall", _wall(0)), ("Damaged wall", _wall(1)), ("Destroyed wall", _wall(2)),
        ("Closed door", _door("closed")), ("Open door", _door("open")),
        ("Destroyed door", _door("destroyed")),
        ("Entrance", [_entrance()]), ("You can act here", [target, inner]),
        ("Walk preview", [path]),
        ("Dice hit", [_roll_ring()]),
        ("Explosion / blast", arrow_items(QPointF(1, 12), QPointF(23, 12), BLAST, False)),
        ("Flashover", [_dashed(FLASH)]),
        ("Deck-gun area", [_dashed(QColor(40, 120, 255), Qt.PenStyle.DashDotLine)]),
        ("Playing now", [_glow()]),
    ]
    if scene.table.experienced:
        entries.append(("Deck gun soaked", [_dashed(WATER)]))
    else:  # no hazmats and no vehicles in the Family game
        entries = [e for e in entries if e[0] not in ("Hazmat", "Deck-gun area")]
    if scene.table.experienced and not scene.table.tragic:
        entries.insert(6, ("Hot spot", [P.hot_spot(c, 7)]))
    return entries


def _entrance() -> RectSketch:
    mat = RectSketch(SW / 2 - 5, SW / 2 - 5, 10, 10)
    mat.setBrush(QBrush(QColor(60, 200, 90)))
    mat.setPen(QPen(QColor(20, 80, 30), 1.5))
    return mat


def _roll_ring() -> EllipseSketch:
    ring = EllipseSketch(2, 2, SW - 4, SW - 4)
    ring.setPen(QPen(ROLL, 3))
    return ring


def _dashed(colour: QColor, style: Qt.PenStyle = Qt.PenStyle.DashLine) -> RectSketch:
    item = RectSketch(2, 2, SW - 4, SW - 4)
    item.setPen(QPen(colour, 3, style))
    return item


def _glow() -> EllipseSketch:
    ring = EllipseSketch(1, 1, SW - 2, SW - 2)
    ring.setBrush(QBrush(QColor(255, 255, 255, 150)))
    ring.setPen(QPen(QColor(0, 200, 255), 3))
    return ring


Z_LEGEND = 60  #: the legend lies over the board (above the Advance Fire marks)


def draw_legend_button(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    """The button that shows or hides the legend (drawn over the board when shown)."""
    words = "Hide the legend" if scene.legend_shown else "Legend: what the symbols mean ▸"
    button = box(scene, QRectF(x, y, w, 26), QColor(72, 82, 98), QColor(150, 160, 175), 5)
    button.setData(UI_ROLE, "fire:legend")
    scene.add(P.centre_text(words, 10.5, button.rect().center(), LIGHT, True), 6)
    return y + 30


def draw_legend(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    """Every symbol with its meaning, on an opaque card at ``x, y`` (over the board);
    clicking the card hides it again."""
    entries = _entries(scene)
    columns = 3
    col_w = (w - 16) / columns
    rows = (len(entries) + columns - 1) // columns
    seen = scene.table
    used = [f.specialist for f in seen.firefighters if f.specialist]
    names = " · ".join(f"{P.INITIALS[sp]} = {specialists()[sp].name}" for sp in used)
    card = box(scene, QRectF(x, y, w, 10), QColor(40, 46, 56, 245), QColor(255, 214, 120),
               Z_LEGEND)
    card.setData(UI_ROLE, "fire:legend")
    top = y
    title = P.text("Legend  (click the card to hide it)", 12.5, QColor(255, 214, 120), True)
    title.setPos(x + 8, y + 6)
    scene.add(title, Z_LEGEND + 2)
    y += title.boundingRect().height() + 12
    for k, (label, items) in enumerate(entries):
        row, col = divmod(k, columns)
        ox, oy = x + 8 + col * col_w, y + row * (SW + 6)
        if label in ON_FLOOR:
            floor = _swatch_cell(P.FLOOR)
            floor.setPos(ox, oy)
            scene.add(P.no_click(floor), Z_LEGEND + 1)
        for item in items:
            item.setPos(item.pos() + QPointF(ox, oy))
            scene.add(P.no_click(item), Z_LEGEND + 2)
        words = P.text(label, 11, LIGHT)
        words.setPos(ox + SW + 6, oy + (SW - words.boundingRect().height()) / 2)
        scene.add(words, Z_LEGEND + 2)
    y += rows * (SW + 6) + 2
    lines = ["Dice hit: an empty space gets smoke, smoke turns to fire, fire explodes. "
             "The red die gives the row, the black die the column."]
    if names:
        lines.append("On the figures: " + names)
    for line in lines:
        y += wrapped(scene, line, x + 8, y, w - 16, 10.5, DIM, False,
                     Z_LEGEND + 2).boundingRect().height()
    card.setRect(QRectF(x, top, w, y - top + 6))
    return y + 6
