"""The last move stays visible: soft rings around what changed, until the next action.

A ring goes around each board place an action was taken at (the items tagged with the
action's target) and around each piece (``GameScene.moves``) that moved or appeared since a
reference picture; a dashed ring shows where a piece was that is no longer on the board.  The
game page decides which actions and which reference count (the last action, or everything
since a seat's last turn: ``ui/away_summary.py``).

The rings are overlay items outside the reconciler: they take no clicks and carry no target
or tooltip, so the board behaves and compares exactly as without them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

if TYPE_CHECKING:
    from .game_scene import GameScene

MARK_Z = 1e6  #: above every board item
RING = QColor(70, 200, 255)  #: cyan: apart from the amber of the legal-target highlights
GLOW_ALPHA, LINE_ALPHA = 70, 235
PAD = 5.0
MAX_RINGS = 40  #: a whole round of changes would ring the whole board: show the latest
MOVED_TOLERANCE = 1.0
WAIT_FOR_PAINT_MS = 40  #: (``wait_for_paint``) draw anyway when no paint came this soon
#: (positions, rectangles) of the pieces by key, as they were in one picture
Picture = tuple[dict[str, QPointF], dict[str, QRectF]]


def _ring(rect: QRectF, dashed: bool) -> list[QGraphicsPathItem]:
    path = QPainterPath()
    r = rect.adjusted(-PAD, -PAD, PAD, PAD)
    radius = min(10.0, r.width() / 3, r.height() / 3)
    path.addRoundedRect(r, radius, radius)
    items = []
    for width, alpha in ((9.0, GLOW_ALPHA), (2.5, LINE_ALPHA)):
        colour = QColor(RING)
        colour.setAlpha(alpha if not dashed else alpha // 2 + 40)
        pen = QPen(colour, width)
        if dashed and width < 5:
            pen.setStyle(Qt.PenStyle.DashLine)
        elif dashed:
            continue
        item = QGraphicsPathItem(path)
        item.setPen(pen)
        item.setZValue(MARK_Z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        items.append(item)
    return items


def item_rect(item: QGraphicsItem) -> QRectF:
    """An item's scene rectangle with its children."""
    return item.mapRectToScene(item.boundingRect().united(item.childrenBoundingRect()))


class LastMoveMarks:
    """The rings of one scene (see the module docstring)."""

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.enabled = False
        self.targets: list[str] = []  #: board places acted at
        self.pieces: list[str] = []  #: keys of pieces that moved or appeared
        self.ghosts: list[QRectF] = []  #: where vanished pieces stood
        self.items: list[QGraphicsItem] = []
        #: the pieces' scene rectangles in the latest picture (their final places)
        self.piece_rects: dict[str, QRectF] = {}
        #: and their positions (a piece counts as moved when its position changed, not when
        #: a badge on it came or went)
        self.piece_places: dict[str, QPointF] = {}
        # the rings are drawn just after the board's own repaint, never on the click → board
        # repaint path (one coalesced drawing per event-loop turn)
        self._rings = 0
        self._timer = QTimer(scene)  # (a parent: a loose timer can outlive the application)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._draw_now)
        #: set by the game page: the rings wait for its :meth:`flush` after the board's paint
        #: (this timer only as a safety net, should no paint come)
        self.wait_for_paint = False

    # ----- what to mark -------------------------------------------------------------------
    def picture(self) -> Picture:
        """Where the pieces are now, to compare a later picture with."""
        return dict(self.piece_places), dict(self.piece_rects)

    def set(self, targets: Iterable[str], since: Picture | None) -> None:
        """Ring ``targets`` and the pieces that differ from the picture ``since``."""
        self.targets = list(dict.fromkeys(t for t in targets if t))
        self.pieces, self.ghosts = [], []
        if since is not None:
            places, rects = since
            for key, place in self.piece_places.items():
                before = places.get(key)
                if before is None or (before - place).manhattanLength() > MOVED_TOLERANCE:
                    self.pieces.append(key)
            self.ghosts = [rect for key, rect in rects.items() if key not in self.piece_rects]
        self._draw()

    def clear(self) -> None:
        self.targets, self.pieces, self.ghosts = [], [], []
        self._draw()

    @property
    def count(self) -> int:
        """How many rings are on the board."""
        self.flush()
        return self._rings

    # ----- keeping them in place ----------------------------------------------------------
    def after_redraw(self) -> None:
        """The board was drawn again (every item at its final place): note where the pieces
        are and put the rings around what they mark now."""
        if not self.enabled:
            return
        reconciler = self.scene.reconciler
        rects, places = {}, {}
        for key in reconciler.top:
            if self.scene.moves(key):
                item = reconciler.item(key)
                if item is not None and item.isVisible():
                    rects[key] = item_rect(item)
                    places[key] = item.scenePos()
        self.piece_rects, self.piece_places = rects, places
        self._draw()

    def forget(self) -> None:
        """The scene was cleared (its items are gone)."""
        self._timer.stop()
        self._rings = 0
        self.items = []
        self.piece_rects, self.piece_places = {}, {}

    def rects(self) -> list[tuple[QRectF, bool]]:
        """(scene rectangle, dashed) of every ring to draw, newest last."""
        out: list[tuple[QRectF, bool]] = []
        wanted = set(self.targets)
        if wanted:
            places: dict[str, QRectF] = {}
            for entry in self.scene.reconciler.entries.values():
                target = entry.props.get("data0")
                if target in wanted and entry.item.isVisible():
                    rect = item_rect(entry.item)
                    places[target] = places[target].united(rect) if target in places else rect
            out.extend((places[t], False) for t in self.targets if t in places)
        out.extend((self.piece_rects[k], False) for k in self.pieces if k in self.piece_rects)
        out.extend((rect, True) for rect in self.ghosts)
        return out[-MAX_RINGS:]

    def _draw(self) -> None:
        """Draw the rings soon (see ``_timer``); at once when they should all go."""
        if self.enabled and (self.targets or self.pieces or self.ghosts):
            self._timer.start(WAIT_FOR_PAINT_MS if self.wait_for_paint else 0)
        else:
            self._timer.stop()
            self._draw_now()

    def flush(self) -> None:
        """Draw pending rings now (tests, screenshots)."""
        if self._timer.isActive():
            self._timer.stop()
            self._draw_now()

    def _draw_now(self) -> None:
        scene = self.scene
        for item in self.items:
            if item.scene() is scene:
                scene.removeItem(item)
        self.items = []
        self._rings = 0
        if not self.enabled:
            return
        rings = self.rects()
        self._rings = len(rings)
        for rect, dashed in rings:
            for item in _ring(rect, dashed):
                scene.addItem(item)
                self.items.append(item)
