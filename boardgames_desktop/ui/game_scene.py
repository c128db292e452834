"""The base class of every game's board scene, and how a click becomes an action.

A scene is a function of (state, viewer, legal actions): ``show_state`` redraws it.  Every
clickable board element carries a *target* string (``TARGET_ROLE`` data on its item) that
matches ``Action.target``; clicking it emits the legal actions at that target, and the
controller applies one (asking the player when several fit).  The scene never edits state.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from boardgames_desktop.rules import Action, GameState

TARGET_ROLE = 0  # QGraphicsItem.data key holding the item's target string
HIGHLIGHT = QColor(255, 200, 40)


class GameScene(QGraphicsScene):
    """Subclass per game: implement ``draw``; use ``tag`` on clickable items."""

    #: The legal actions at a clicked target (never empty).
    actions_chosen = Signal(list)
    #: A clicked target where nothing is legal: the sentence says why, for the status bar.
    refusal = Signal(str)
    #: Hover text for the status bar (e.g. a move preview).
    hover_text = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.state: GameState | None = None
        self.viewer: int | None = None
        self.legal: list[Action] = []
        self.setBackgroundBrush(QBrush(QColor(38, 42, 48)))

    # ----- for subclasses -----------------------------------------------------------------
    def draw(self) -> None:
        """Rebuild all items from ``self.state`` as seen by ``self.viewer``."""
        raise NotImplementedError

    def refusal_reason(self, target: str) -> str:
        """Why nothing can be done at ``target``; games may say more."""
        return "Nothing can be done there right now."

    def describe_target(self, target: str) -> str | None:
        """A player's name for a board place ("Tavern space 3"), for the chooser's title."""
        return None

    def tag(self, item: QGraphicsItem, target: str) -> QGraphicsItem:
        """Make ``item`` clickable as ``target``; highlight it when an action targets it."""
        item.setData(TARGET_ROLE, target)
        if self.targets().get(target) and hasattr(item, "setPen"):
            item.setPen(QPen(HIGHLIGHT, 3))
        return item

    def targets(self) -> dict[str, list[Action]]:
        """Legal actions grouped by their target."""
        cached = getattr(self, "_targets_cache", None)
        if cached is None:
            cached = {}
            for action in self.legal:
                if action.target:
                    cached.setdefault(action.target, []).append(action)
            self._targets_cache = cached
        return cached

    # ----- used by the controller ---------------------------------------------------------
    def show_state(self, state: GameState, viewer: int | None, legal: list[Action]) -> None:
        self.state = state
        self.viewer = viewer
        self.legal = legal
        self._targets_cache = None
        self.clear()
        self.draw()

    def target_at(self, pos: QPointF) -> str | None:
        for item in self.items(pos):
            target = item.data(TARGET_ROLE)
            while target is None and item.parentItem() is not None:
                item = item.parentItem()
                target = item.data(TARGET_ROLE)
            if target is not None:
                return str(target)
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        target = self.target_at(event.scenePos())
        if target is None:
            return super().mousePressEvent(event)
        actions = self.targets().get(target, [])
        if actions:
            self.actions_chosen.emit(actions)
        else:
            self.refusal.emit(self.refusal_reason(target))
        event.accept()
