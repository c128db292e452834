"""A visible keyboard focus on the board: Tab and the arrow keys move it over the places where
something can be done, Enter (or Space) acts there exactly as a click would.

The places are the board's legal targets (``GameScene.targets``) that have an item on the
board, in reading order (rows from the top, then left to right).  Tab past the last one
leaves the board for the side panel, as Tab does everywhere; the arrows go to the nearest
place in their direction.  The ring is an overlay item (no clicks, no target), drawn only
while the board has the keyboard focus.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsView

from .animate_marks import MARK_Z, item_rect
from .by_hand import by_hand
from .game_scene import GameScene

RING_Z = MARK_Z + 1
PAD = 7.0
ROW_BAND = 24.0  #: centres this close vertically count as one row for Tab's order
ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
          Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
ACT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def target_rects(scene: GameScene) -> dict[str, QRectF]:
    """The scene rectangle of every legal target that has items on the board."""
    legal = scene.targets()
    rects: dict[str, QRectF] = {}
    if not legal:
        return rects
    for entry in scene.reconciler.entries.values():
        target = entry.props.get("data0")
        if target in legal and shows(entry.item):
            rect = item_rect(entry.item)
            rects[target] = rects[target].united(rect) if target in rects else rect
    return rects


def shows(item) -> bool:
    """Whether a player sees ``item``: shown and not fully transparent (a look on hold,
    ``ui/looks.py``, and a retired highlight, ``ui/retiring.py``, are shown but invisible)."""
    return item.isVisible() and item.effectiveOpacity() > 0.0


PLACE_NAME_MAX = 60


def place_name(scene: GameScene, target: str) -> str:
    """A short name for a board place: the scene's ``describe_target``, else the first part
    of the tooltip of an item tagged with it, else the target made readable ("Cell 4,0")."""
    text = ""
    try:
        text = scene.describe_target(target) or ""
    except Exception:  # a view's description must never break the keyboard
        text = ""
    if not text:
        text = tips_by_target(scene).get(target, "")
    if not text:
        kind, _, rest = target.partition(":")
        text = f"{kind.replace('-', ' ').replace('_', ' ').capitalize()} {rest}".strip()
    return first_part(text)


def tips_by_target(scene: GameScene) -> dict[str, str]:
    """The first tooltip of an item tagged with each target, gathered in one pass over the
    board's items and kept while the scene shows the same legal actions (the action list
    names every place it lists: one search of a thousand items per place was milliseconds)."""
    targets = scene.targets()
    cached = getattr(scene, "_place_tips", None)
    if cached is not None and cached[0] is targets:
        return cached[1]
    tips: dict[str, str] = {}
    for entry in scene.reconciler.entries.values():
        target = entry.props.get("data0")
        if target is not None and target not in tips and entry.props.get("tooltip"):
            tips[target] = str(entry.props["tooltip"])
    scene._place_tips = (targets, tips)  # type: ignore[attr-defined]
    return tips


def first_part(text: str) -> str:
    """The first line or " — " part of a description, as plain text (tooltips may be rich
    text: "<b>Outside square 0,6</b><br>…" gives "Outside square 0,6"), cut to
    ``PLACE_NAME_MAX`` characters."""
    if "<" in text:
        text = re.sub(r"<br\s*/?>|</p>|</div>|</h\d>", "\n", text, flags=re.IGNORECASE)
        text = html.unescape(re.sub(r"<[^>]+>", "", text))
    first = text.strip().replace("\n", " — ").split(" — ")[0].strip()
    if len(first) > PLACE_NAME_MAX:
        first = first[:PLACE_NAME_MAX - 1] + "…"
    return first


def reading_order(rects: dict[str, QRectF]) -> list[str]:
    def place(target: str) -> tuple[float, float]:
        centre = rects[target].center()
        return (round(centre.y() / ROW_BAND), centre.x())

    return sorted(rects, key=place)


class FocusRing:
    """The keyboard focus of one board view (see the module docstring).  A plain object the
    view holds (a QObject child of the view could be gone while the view, being destroyed,
    still sends itself focus events)."""

    def __init__(self, view: QGraphicsView) -> None:
        self.view = view
        self.current: str | None = None
        self._rects: dict[str, QRectF] | None = None  #: None: to measure again
        self._items: list[QGraphicsPathItem] = []
        self._scene: GameScene | None = None

    # ----- the scene ----------------------------------------------------------------------
    @property
    def scene(self) -> GameScene | None:
        scene = self.view.scene()
        if scene is not self._scene:
            self._forget_items()
            if isinstance(self._scene, GameScene):
                try:
                    self._scene.redrawn.disconnect(self._redrawn)
                except (RuntimeError, TypeError):
                    pass
            self._scene = scene if isinstance(scene, GameScene) else None
            if self._scene is not None:
                self._scene.redrawn.connect(self._redrawn)
            self.current = None
            self._rects = None
        return self._scene

    def _redrawn(self) -> None:
        self._rects = None
        if self.view.hasFocus():
            self._place()

    def rects(self) -> dict[str, QRectF]:
        if self._rects is None:
            scene = self.scene
            self._rects = target_rects(scene) if scene is not None else {}
        return self._rects

    def order(self) -> list[str]:
        return reading_order(self.rects())

    # ----- moving -------------------------------------------------------------------------
    def step(self, forward: bool) -> bool:
        """Tab / Shift+Tab: the next place; False past either end (the focus leaves)."""
        order = self.order()
        if not order:
            return False
        if self.current not in order:
            self.go(order[0] if forward else order[-1])
            return True
        n = order.index(self.current) + (1 if forward else -1)
        if not 0 <= n < len(order):
            self.go(None)
            return False
        self.go(order[n])
        return True

    def move(self, dx: int, dy: int) -> bool:
        """An arrow key: the nearest place in that direction (False if there is none)."""
        rects = self.rects()
        if not rects:
            return False
        if self.current not in rects:
            self.go(self.order()[0])
            return True
        here = rects[self.current].center()
        best, best_score = None, float("inf")
        for target, rect in rects.items():
            if target == self.current:
                continue
            d = rect.center() - here
            ahead = d.x() * dx + d.y() * dy
            if ahead <= 1:
                continue
            side = abs(d.x() * dy) + abs(d.y() * dx)
            score = ahead + 2 * side
            if score < best_score:
                best, best_score = target, score
        if best is None:
            return False
        self.go(best)
        return True

    def go(self, target: str | None) -> None:
        self.current = target
        self._place()
        scene = self.scene
        if target is not None and scene is not None:
            rect = self.rects().get(target)
            if rect is not None:
                self.view.ensureVisible(rect, 30, 30)
            name = place_name(scene, target)
            self.view.setAccessibleDescription(f"Selected: {name}")
            scene.hover_text.emit(f"{name} — Enter acts here, Tab or the arrows move on")

    def act(self) -> bool:
        """Enter: what a click on the selected place does."""
        scene = self.scene
        if scene is None or self.current is None or self.current not in self.rects():
            return False
        with by_hand():
            scene.activate(self.current)
        return True

    # ----- the ring -----------------------------------------------------------------------
    def _forget_items(self) -> None:
        items, self._items = self._items, []
        for item in items:
            try:
                scene = item.scene()
            except RuntimeError:  # the scene and its items are already gone
                continue
            if scene is not None:
                scene.removeItem(item)

    def _place(self) -> None:
        self._forget_items()
        scene = self.scene
        if scene is None or self.current is None or not self.view.hasFocus():
            return
        rect = self.rects().get(self.current)
        if rect is None:
            self.current = None
            return
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-PAD, -PAD, PAD, PAD), 8, 8)
        for colour, width, style in ((QColor(15, 15, 15), 6.0, Qt.PenStyle.SolidLine),
                                     (QColor(255, 255, 255), 3.0, Qt.PenStyle.DashLine)):
            item = QGraphicsPathItem(path)
            pen = QPen(colour, width)
            pen.setStyle(style)
            item.setPen(pen)
            item.setZValue(RING_Z)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setAcceptHoverEvents(False)
            scene.addItem(item)
            self._items.append(item)

    def shown(self) -> None:
        """The board got the focus: show the ring (on the first place if none yet)."""
        if self.current is None or self.current not in self.rects():
            order = self.order()
            self.current = order[0] if order else None
        self._place()

    def hidden(self) -> None:
        self._forget_items()

    def ring_rect(self) -> QRectF | None:
        """Where the ring is drawn (for tests), or None."""
        return self._items[0].sceneBoundingRect() if self._items else None

    def centre(self) -> QPointF | None:
        rect = self.rects().get(self.current or "")
        return rect.center() if rect is not None else None
