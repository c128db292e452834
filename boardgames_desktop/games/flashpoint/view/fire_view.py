"""The last Advance Fire, step by step: a numbered list of what happened (from
the view's ``fire_steps``) and the same numbers on the board — where the dice hit, explosion
arrows to what each blast reached, flashover spaces, knock-downs, lost POIs.

Clicking a line (or ◀ ▶) shows that one step alone on the board; "All" shows them all."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF

from boardgames_desktop.ui.paint import point_font
from boardgames_desktop.ui.sketch import EllipseSketch, PathSketch, PolygonSketch, RichTextSketch

from ..house import DIRS
from ..steps import step_text
from . import pieces as P
from .geometry import X0, Y0, S, cell_centre, cell_rect, edge_line
from .panels import DIM, LIGHT, box, wrapped

if TYPE_CHECKING:
    from .scene import FlashPointScene

Z_OVERLAY = 30
UI_ROLE = 1  #: item data key of the panel's own buttons (not game targets)
ROLL = QColor(0, 170, 255)
BLAST = QColor(255, 40, 30)
FLASH = QColor(255, 170, 0)
KNOCK = QColor(190, 80, 255)
POI = QColor(70, 220, 110)
WATER = QColor(40, 150, 255)
MAX_LINES = 30  #: (kept for callers; the list now pages instead)
LIST_HEIGHT = 250.0  #: the tallest a column of steps gets before the list pages


def title(scene: FlashPointScene) -> str:
    seen = scene.table
    if not seen.fire_steps:
        return "Advance Fire (after each turn)"
    if seen.is_over:
        return "The last Advance Fire"
    if seen.stage == "fire":
        return "Advance Fire — happening now"
    if seen.stage == "setup" or seen.turn_number <= 1:
        return "Setup — the initial explosions"
    prev = seen.firefighters[(seen.current - 1) % len(seen.firefighters)]
    return f"Last Advance Fire — after {prev.colour.capitalize()}'s turn"


def visible_steps(scene: FlashPointScene) -> list[tuple[int, dict[str, Any]]]:
    """(number, record) of the steps drawn on the board now."""
    steps = list(enumerate(scene.table.fire_steps, start=1))
    if scene.fire_focus is not None:
        return [x for x in steps if x[0] == scene.fire_focus]
    return steps if scene.fire_overlay else []


def _line_item(words: str, width: float, colour: QColor, bold: bool) -> RichTextSketch:
    item = RichTextSketch()
    item.setFont(point_font(11, bold))
    item.setDefaultTextColor(colour)
    item.setTextWidth(width)
    item.setPlainText(words)
    return item


def pages(heights: list[float], columns: int = 2, high: float = LIST_HEIGHT) -> list[list[int]]:
    """Split steps (by their line heights) into pages of ``columns`` columns at most ``high``
    tall, so a long Advance Fire never makes the board small; returns step indices per page."""
    out: list[list[int]] = [[]]
    col, used = 0, 0.0
    for k, h in enumerate(heights):
        if used and used + h + 1 > high:  # (each row is drawn 1 px below the last)
            col, used = col + 1, 0.0
            if col == columns:
                out.append([])
                col = 0
        out[-1].append(k)
        used += h + 1
    return out


def draw_panel(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    """The numbered list with its buttons; returns the bottom.  A long list is shown a page at
    a time (the page holding the step chosen with ◀ ▶ or a click)."""
    steps = scene.table.fire_steps
    head = P.text(title(scene), 12.5, QColor(255, 214, 120), True)
    head.setPos(x, y)
    scene.add(head, 5)
    bx = x + w
    for label, action in (("Hide on board" if scene.fire_overlay else "Show on board",
                           "toggle"), ("All", "all"), ("▶", "next"), ("◀", "prev")):
        width = 14 + 7.5 * len(label)
        bx -= width + 4
        button = box(scene, QRectF(bx, y, width, 20), QColor(72, 82, 98), QColor(150, 160, 175), 5)
        button.setData(UI_ROLE, "fire:" + action)
        scene.add(P.centre_text(label, 9, button.rect().center(), LIGHT, True), 6)
    y += 24
    if not steps:
        return y + wrapped(scene, "Nothing yet: the fire advances after each turn.", x, y, w,
                           10, DIM).boundingRect().height()
    for columns in (1, 2):  # one wide column when the steps fit, else two (and pages)
        col_w = (w - 8 * (columns - 1)) / columns
        items = []
        for n, rec in enumerate(steps, start=1):
            focused = scene.fire_focus == n
            prev = steps[n - 2] if n > 1 else None
            items.append(_line_item(f"{n}. {line_text(scene, rec, prev)}", col_w - 4,
                                    QColor(20, 20, 20) if focused else _ink(rec), focused))
        heights = [item.boundingRect().height() - 5 for item in items]
        if sum(h + 1 for h in heights) <= LIST_HEIGHT:
            break
    book = pages(heights, columns)
    if scene.fire_focus is not None:
        page = next((k for k, p in enumerate(book) if scene.fire_focus - 1 in p), 0)
    else:
        page = min(scene.fire_page, len(book) - 1)
    hint = ("Each step is numbered on the board too; click a step to see it alone. Dice hit: "
            "empty → smoke, smoke → fire, fire → explosion.")
    if len(book) > 1:
        first, last = book[page][0] + 1, book[page][-1] + 1
        hint = f"Steps {first}–{last} of {len(steps)}. " + hint
        following = (page + 1) % len(book)
        words = "More steps ▸" if following else "◂ First steps"
        more = box(scene, QRectF(x + w - 120, y, 120, 22), QColor(150, 110, 30),
                   QColor(255, 214, 120), 5)
        more.setData(UI_ROLE, f"fire:page:{following}")
        scene.add(P.centre_text(words, 10, more.rect().center(), LIGHT, True), 6)
        y += wrapped(scene, hint, x, y - 2, w - 126, 10, DIM).boundingRect().height()
    else:
        y += wrapped(scene, hint, x, y - 2, w, 10, DIM).boundingRect().height()
    bottom = y
    cy, col, used = y, 0, 0.0
    for k in book[page]:
        height = heights[k]
        if used and used + height + 1 > LIST_HEIGHT:  # the same rule as pages()
            col, cy, used = col + 1, y, 0.0
        n = k + 1
        focused = scene.fire_focus == n
        line = items[k]
        line.setPos(x + col * (col_w + 8) + 2, cy)
        scene.add(line, 6)
        row = box(scene, QRectF(x + col * (col_w + 8), cy + 2, col_w, height),
                  QColor(255, 214, 120) if focused else QColor(46, 52, 62),
                  QColor(60, 66, 78), 5)
        row.setData(UI_ROLE, f"fire:step:{n}")
        cy += height + 1
        used += height + 1
        bottom = max(bottom, cy)
    outcome = scene.table.outcome
    if outcome is not None and scene.table.stage == "fire":  # the fire ended the game
        colour = QColor(120, 230, 140) if outcome.winners else QColor(255, 120, 110)
        bottom += wrapped(scene, "→ " + outcome.reason, x, bottom + 2, w, 11.5, colour,
                          True).boundingRect().height()
    return bottom + 4


def line_text(scene: FlashPointScene, rec: dict[str, Any],
              prev: dict[str, Any] | None = None) -> str:
    """The model's sentence for a step, with a few words more where the board can say who
    or why (which firefighter was knocked down; what a placement roll was for; that the dice
    hit a burning space, which is why it exploded)."""
    text = step_text(rec)
    step = rec["step"]
    if (step == "explosion" and prev is not None and prev["step"] in ("roll", "flip")
            and prev.get("purpose") != "event" and prev.get("cell") == rec.get("cell")):
        text = "Fire hit: " + text
    if step == "knockdown" and rec.get("firefighter") is not None:
        ff = scene.table.firefighters[rec["firefighter"]]
        text = text.replace("Firefighter", f"{ff.colour.capitalize()} firefighter", 1)
    elif step == "placement" and rec.get("red") is not None:
        text = (f"Dice for a placement: red {rec['red']}, black {rec['black']} → "
                + text.replace("Placed at", "goes to"))
        if rec.get("cell") and list(rec["cell"]) != [rec["red"], rec["black"]]:
            text += " (that space was taken: the board's arrows lead there)"
    return text


def _ink(rec: dict[str, Any]) -> QColor:
    step = rec["step"]
    if step in ("explosion", "hazmat"):
        return QColor(255, 150, 140)
    if step in ("roll", "flip"):
        return QColor(150, 215, 255)
    if step in ("fire_card", "event"):
        return QColor(255, 214, 120)
    if step in ("flashover", "ignite"):
        return QColor(255, 200, 120)
    return LIGHT


def draw_overlay(scene: FlashPointScene) -> None:
    """The numbers and arrows of the visible steps on the board (and this turn's deck gun
    shot: its soaked spaces framed in water blue)."""
    seen = scene.table
    shot = seen.deck_gun_shot
    for rc in (shot or {}).get("cells", []):
        _frame(scene, tuple(rc), WATER)
    # where the deck gun would soak if fired now
    for i in seen.deck_gun_splash or []:
        _frame(scene, seen.house.rc(i), WATER)
    counts: dict[tuple[int, int], int] = {}
    for n, rec in visible_steps(scene):
        step = rec["step"]
        cell = tuple(rec["cell"]) if rec.get("cell") else None
        if step in ("roll", "flip", "suppressed", "damage_roll") and cell:
            colour = {"flip": KNOCK, "suppressed": QColor(160, 160, 160)}.get(step, ROLL)
            _ring(scene, cell, colour, step == "suppressed")
        elif step == "explosion" and cell:
            _explosion(scene, cell, rec["directions"])
        elif step == "hazmat" and cell:
            _star(scene, cell_centre(*cell), 14, BLAST)
        elif step == "flashover":
            for rc in rec["cells"]:
                _frame(scene, tuple(rc), FLASH)
                _badge(scene, tuple(rc), n, FLASH, counts)
        elif step == "knockdown" and cell:
            _arrow(scene, cell_centre(*cell), cell_centre(*rec["to"]), KNOCK, dashed=True)
        elif step in ("wind_gust", "backdraft", "fire_grenade", "outside_cleared",
                      "hide_revealed"):
            for rc in rec.get("cells", []):
                _badge(scene, tuple(rc), n, FLASH, counts)
        for key in list(rec.get("doors") or []) + list(rec.get("walls") or []):
            _edge_badge(scene, key, n)  # an Event's burnt/opened doors, damaged walls
        if cell and step != "flashover":
            colour = {"explosion": BLAST, "hazmat": BLAST, "knockdown": KNOCK,
                      "poi_lost": BLAST, "replenish": POI, "placement": POI,
                      "hazmat_placed": POI, "flip": KNOCK}.get(step, ROLL)
            _badge(scene, cell, n, colour, counts)


def _badge(scene: FlashPointScene, cell: tuple[int, int], n: int, colour: QColor,
           counts: dict[tuple[int, int], int]) -> None:
    k = counts.get(cell, 0)
    counts[cell] = k + 1
    rect = cell_rect(*cell)
    col, row = divmod(k, 4)
    centre = QPointF(rect.right() - 10 - col * 20, rect.top() + 10 + row * 18)
    dot = EllipseSketch(centre.x() - 9, centre.y() - 9, 18, 18)
    dot.setBrush(QBrush(QColor(255, 255, 255)))
    dot.setPen(QPen(colour, 3))
    P.centre_text(str(n), 8 if n < 10 else 7, centre, P.INK, True, dot)
    scene.add(P.no_click(dot), Z_OVERLAY + 2)


def _edge_badge(scene: FlashPointScene, key: str, n: int) -> None:
    centre = edge_line(key).center()
    _star(scene, centre, 10, BLAST)
    dot = EllipseSketch(centre.x() + 4, centre.y() - 20, 16, 16)
    dot.setBrush(QBrush(QColor(255, 255, 255)))
    dot.setPen(QPen(BLAST, 2.5))
    P.centre_text(str(n), 7.5, dot.rect().center(), P.INK, True, dot)
    scene.add(P.no_click(dot), Z_OVERLAY + 2)


def _ring(scene: FlashPointScene, cell: tuple[int, int], colour: QColor, dashed: bool) -> None:
    c = cell_centre(*cell)
    r = S * 0.44
    ring = EllipseSketch(c.x() - r, c.y() - r, 2 * r, 2 * r)
    ring.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    ring.setPen(QPen(colour, 3.5, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
    scene.add(P.no_click(ring), Z_OVERLAY)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):  # crosshair ticks
        tick = PathSketch()
        path = QPainterPath(QPointF(c.x() + dx * r * 0.75, c.y() + dy * r * 0.75))
        path.lineTo(c.x() + dx * r * 1.15, c.y() + dy * r * 1.15)
        tick.setPath(path)
        tick.setPen(QPen(colour, 3))
        scene.add(P.no_click(tick), Z_OVERLAY)


def _frame(scene: FlashPointScene, cell: tuple[int, int], colour: QColor) -> None:
    rect = cell_rect(*cell).adjusted(5, 5, -5, -5)
    frame = PathSketch()
    path = QPainterPath()
    path.addRect(rect)
    frame.setPath(path)
    frame.setPen(QPen(colour, 3.5, Qt.PenStyle.DashLine))
    scene.add(P.no_click(frame), Z_OVERLAY)


def _star(scene: FlashPointScene, centre: QPointF, radius: float, colour: QColor) -> None:
    points = []
    for k in range(16):
        rr = radius if k % 2 == 0 else radius * 0.45
        a = math.pi * k / 8
        points.append(QPointF(centre.x() + rr * math.cos(a), centre.y() + rr * math.sin(a)))
    star = PolygonSketch(QPolygonF(points))
    star.setBrush(QBrush(QColor(255, 230, 60)))
    star.setPen(QPen(colour, 2))
    scene.add(P.no_click(star), Z_OVERLAY + 1)


def _explosion(scene: FlashPointScene, cell: tuple[int, int], dirs: dict[str, Any]) -> None:
    start = cell_centre(*cell)
    for d, info in dirs.items():
        dr, dc = DIRS[d]
        path = [tuple(rc) for rc in info["path"]]
        end = info["end"]
        if end == "ignite" and path:
            tip = cell_centre(*path[-1])
            _arrow(scene, start, tip, BLAST)
            continue
        last = path[-1] if path else cell
        centre = cell_centre(*last)
        edge_point = QPointF(centre.x() + dc * S / 2, centre.y() + dr * S / 2)
        if end == "edge":
            edge_point = QPointF(min(max(edge_point.x(), X0), X0 + 10 * S),
                                 min(max(edge_point.y(), Y0), Y0 + 8 * S))
        _arrow(scene, start, edge_point, BLAST)
        if end in ("wall", "closed_door"):
            _star(scene, edge_point, 10, BLAST)
    _star(scene, start, 15, BLAST)


def _arrow(scene: FlashPointScene, a: QPointF, b: QPointF, colour: QColor,
           dashed: bool = False) -> None:
    for item in arrow_items(a, b, colour, dashed):
        scene.add(P.no_click(item), Z_OVERLAY)


def arrow_items(a: QPointF, b: QPointF, colour: QColor, dashed: bool) -> list:
    """The items of an arrow from a to b (a white-edged shaft and a head)."""
    line = QLineF(a, b)
    out: list = []
    if line.length() < 4:
        return out
    unit = line.unitVector()
    ux, uy = unit.dx(), unit.dy()
    head = min(14.0, line.length() * 0.5)
    half = head / 2
    base = QPointF(b.x() - ux * head, b.y() - uy * head)
    path = QPainterPath(a)
    path.lineTo(base)
    for width, pen_colour in ((7.0, QColor(255, 255, 255, 220)), (3.5, colour)):
        shaft = PathSketch(path)
        pen = QPen(pen_colour, width, Qt.PenStyle.DashLine if dashed and width < 5
                   else Qt.PenStyle.SolidLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        shaft.setPen(pen)
        out.append(shaft)
    tip = PolygonSketch(QPolygonF([
        b, QPointF(base.x() - uy * half, base.y() + ux * half),
        QPointF(base.x() + uy * half, base.y() - ux * half)]))
    tip.setBrush(QBrush(colour))
    tip.setPen(QPen(QColor(255, 255, 255), 1.5))
    out.append(tip)
    return out
