"""Hovering: the cheapest walk from the playing firefighter to the space under the mouse
(drawn as a path with its AP cost) and a status-bar sentence saying what is there and
what a click would do."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen

from boardgames_desktop.ui.reconcile import Reconciler
from boardgames_desktop.ui.sketch import EllipseSketch, PathSketch, Sketch

from . import pieces as P
from .asks import walk
from .geometry import cell_centre, parse_edge
from .labels import actions_words, describe_cell, specialist_name
from .panels import specialist_help

if TYPE_CHECKING:
    from .scene import FlashPointScene

Z_PATH = 40
PATH = QColor(0, 230, 255)
TOO_FAR = QColor(255, 90, 200)


class Preview:
    """The hover layer: its sketches are kept in step by a reconciler of its own, apart
    from the board's."""

    def __init__(self, scene: FlashPointScene) -> None:
        self.scene = scene
        self.layer = Reconciler(scene)
        self.items: list[Sketch] = []
        self.key: tuple | None = None
        self.text = ""

    def forget(self) -> None:
        """The scene was cleared: the items are gone."""
        self.layer.clear()
        self.items = []
        self.key = None

    def clear(self) -> None:
        self.items = []
        self.layer.apply([])

    def show(self) -> None:
        self.layer.apply(self.items)

    def update(self, pos: QPointF, cell: tuple[int, int] | None, target: str | None) -> str:
        key = (cell, target)
        if key == self.key:
            return self.text
        self.key = key
        self.items = []
        self.text = self.describe(cell, target)
        self.show()
        self.scene.hover_text.emit(self.text)
        return self.text

    def describe(self, cell: tuple[int, int] | None, target: str | None) -> str:
        seen = self.scene.table
        actions = self.scene.targets().get(target or "", [])
        parts: list[str] = []
        kind = (target or "").split(":", 1)[0]
        if kind in ("door", "wall"):
            r, c, side = parse_edge(target.split(":", 1)[1])
            key = f"{r},{c},{side}"
            if kind == "door":
                parts.append(f"Door ({seen.doors[key]})")
            else:
                dmg = seen.walls[key]
                parts.append("Wall" + {0: "", 1: " with 1 damage marker",
                                       2: " (destroyed: no longer blocks)"}[dmg])
        else:
            if cell is not None:
                parts.append(describe_cell(seen, *cell))
                walk = self.walk(cell)
                if walk:
                    parts.append(walk)
            if kind == "firefighter":
                ff = seen.firefighters[int(target.split(":")[1])]
                about = specialist_help(ff.specialist) or (
                    specialist_name(None) if seen.experienced
                    else "no specialists in the Family game")
                parts.append(f"{ff.colour.capitalize()}: {about}")
        if actions:
            parts.append("Click: " + actions_words(actions))
        return " · ".join(parts)

    def walk(self, cell: tuple[int, int]) -> str:
        seen = self.scene.table
        if seen.stage != "actions" or seen.pending_decisions() or seen.is_over:
            return ""
        ff = seen.current_ff
        h = seen.house
        goal = h.idx(*cell)
        if ff.cell < 0 or goal == ff.cell:
            return ""
        if "no_move" in seen.turn_effects:
            return "No walking this turn (an Event)."
        found = self.scene.ask(walk, ff.index, goal)
        if found is None:
            return "No way to walk there now (walls, closed doors, or fire while carrying)."
        cost, path = found
        have = ff.move_ap
        self.draw_path(path, cost, cost <= have)
        route = " → ".join(h.label(i) if h.inside[i] else f"({h.name(i)})" for i in path)
        verdict = "" if cost <= have else " — not enough AP this turn"
        return (f"Walk there: {cost} AP ({ff.colour.capitalize()} has {have} AP for moving"
                f"{verdict}); route {route}")

    def draw_path(self, path: list[int], cost: int, affordable: bool) -> None:
        h = self.scene.table.house
        colour = PATH if affordable else TOO_FAR
        points = [cell_centre(*h.rc(i)) for i in path]
        line = QPainterPath(points[0])
        for p in points[1:]:
            line.lineTo(p)
        for width, pen_colour in ((9.0, QColor(20, 20, 20, 200)), (5.0, colour)):
            item = PathSketch(line)
            item.setPen(QPen(pen_colour, width))
            self._add(item)
        for p in points[1:]:
            dot = EllipseSketch(p.x() - 6, p.y() - 6, 12, 12)
            dot.setBrush(QBrush(colour))
            dot.setPen(QPen(QColor(20, 20, 20), 2))
            self._add(dot)
        end = points[-1]
        pill = PathSketch()
        label = P.text(f"{cost} AP", 11, QColor(20, 20, 20), True, pill)
        own = label.boundingRect()
        shape = QPainterPath()
        rect = QRectF(end.x() - own.width() / 2 - 6, end.y() - 30, own.width() + 12,
                      own.height() + 4)
        shape.addRoundedRect(rect, 6, 6)
        pill.setPath(shape)
        pill.setBrush(QBrush(colour))
        pill.setPen(QPen(QColor(20, 20, 20), 2))
        label.setPos(rect.x() + 6, rect.y() + 2)
        self._add(pill)

    def _add(self, item: Sketch) -> None:
        P.no_click(item)
        item.setZValue(Z_PATH)
        item.key = f"walk|{item.kind}{len(self.items)}"
        self.items.append(item)
