"""The steps of an automatic sequence, shown one after the other.

One action may run a whole sequence in the model (Advance Fire with its roll, smoke, explosion
and knock-downs; Blaze's turn and the Event phase; the end of an Emberheart round).  The model
marks the end of each step with ``GameState.step_point`` (``rules/state.py``), which does
nothing unless somebody watches.  While movement is on, the game page lets a
:class:`StepRecorder` watch the live state: at each step point it keeps a copy of the state
(``state.clone()``, a fraction of a millisecond) with a caption.  After the action the page
hands the steps to the burst player (``ui/animate_burst.py``), which shows them in order at
the movement pace, each with its caption on the board (:class:`StepCaption`), then the final
position.  A click, Esc or Space skips to the end.

Only a step the table gets to see is described (``GameScene.picture`` of its copy, when the
burst player reaches it): describing a board costs tens of milliseconds, so describing every
step while the model works made a ten-step action wait for ten board descriptions, and a
skipped sequence paid for pictures nobody saw.  The recorder only reads the live state; a
copy that cannot be made only ends the recording of that action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from boardgames_desktop.rules import GameState
from boardgames_desktop.rules.state import heading_title

if TYPE_CHECKING:
    from .game_scene import GameScene

MAX_STEPS = 40  #: pictures kept for one action; later steps show only in the final board
CAPTION_Z = 2e6  #: above the last-move rings
CAPTION_PT = 13
CAPTION_MAX_CHARS = 110


@dataclass
class StepFrame:
    """One step of a sequence: the position as it stood, and what the step did."""

    action: int  #: the index in the log of the action whose sequence this is
    caption: str
    state: GameState  #: a copy of the live state at the step (drawn when it is shown)
    viewer: int | None  #: the seat whose view of the board it shows

    def show(self, scene: GameScene) -> None:
        """Describe the step's board and bring ``scene`` in line with it."""
        scene.show_picture(scene.picture(self.state, self.viewer), self.caption)


class StepRecorder:
    """Watches one live state and keeps a picture of each step (see the module docstring)."""

    def __init__(self, scene: Callable[[], GameScene | None]) -> None:
        self._scene = scene  #: the scene to ask for pictures (the page's current one)
        self.state: GameState | None = None
        self.frames: list[StepFrame] = []
        self._action = -1  #: the action the frames belong to
        self._said = 0  #: log lines of that action already used as captions
        self._broken = False  #: a drawing failed during this action: no more pictures

    def follow(self, state: GameState | None) -> None:
        """Watch ``state`` from now on (None: watch nothing)."""
        if state is self.state:
            return
        if self.state is not None:
            self.state.watch_steps(None)
        self.state = state
        self.frames = []
        self._action = -1
        if state is not None:
            state.watch_steps(self._step)

    def take(self, state: GameState) -> list[StepFrame]:
        """The steps of the action just applied to ``state`` (its last log entry); the
        recorder starts afresh."""
        wanted = len(state.log) - 1
        frames = [f for f in self.frames if f.action == wanted] if state is self.state else []
        self.frames = []
        self._action = -1
        return frames

    # ----- called by the model, in the middle of an action --------------------------------
    def _step(self, state: GameState, text: str) -> None:
        scene = self._scene()
        if scene is None or not scene.motion.on:
            return
        action = len(state.log)
        if action != self._action:
            self._action, self._said, self._broken = action, 0, False
            self.frames = []
        said = state._pending_messages  # this action's log lines so far
        new = said[self._said:]
        if not text and not new:
            return  # nothing to tell: a step of the flow that changed nothing on the board
        self._said = len(said)
        if self._broken or len(self.frames) >= MAX_STEPS:
            return
        caption = text or heading_title(new[-1]).strip()
        if len(caption) > CAPTION_MAX_CHARS:
            caption = caption[:CAPTION_MAX_CHARS - 1].rstrip() + "…"
        try:
            copy = state.clone()
        except Exception:  # a state that cannot be copied mid-step shows only the end
            self._broken = True
            return
        self.frames.append(StepFrame(action, caption, copy, scene.viewer))


class StepCaption:
    """A label on the board saying what the step on show did.  It keeps its size whatever
    the zoom (it ignores the view's scaling), sits in the lower left corner of the view and
    takes no clicks."""

    PAD = 8.0

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.box: QGraphicsRectItem | None = None
        self.label: QGraphicsSimpleTextItem | None = None

    @property
    def text(self) -> str:
        """The caption shown ("" when hidden)."""
        box, label = self.box, self.label
        if box is None or label is None or not box.isVisible():
            return ""
        return label.text()

    def show_text(self, text: str) -> None:
        if not text:
            self.hide()
            return
        if self.box is None or self.box.scene() is not self.scene:
            self._make()
        box, label = self.box, self.label
        assert box is not None and label is not None
        label.setText(text)
        size = label.boundingRect()
        pad = self.PAD
        box.setRect(QRectF(0, 0, size.width() + 2 * pad, size.height() + 2 * pad))
        label.setPos(QPointF(pad, pad))
        box.setPos(self._corner(box.rect().height()))
        box.show()

    def _corner(self, height: float) -> QPointF:
        """Where the caption goes: the lower left corner of the board's view (the upper
        edge holds the board's coordinates), else of the scene."""
        for view in self.scene.views():
            if view.isVisible():
                bottom = view.viewport().height() - int(height) - 12
                return view.mapToScene(QPoint(12, max(12, bottom)))
        area = self.scene.sceneRect()
        return area.bottomLeft() + QPointF(12, -height - 12)

    def hide(self) -> None:
        if self.box is not None and self.box.scene() is self.scene:
            self.box.hide()

    def forget(self) -> None:
        """The scene was cleared: the items are gone."""
        self.box = self.label = None

    def _make(self) -> None:
        box = QGraphicsRectItem()
        box.setBrush(QBrush(QColor(20, 24, 30, 225)))
        box.setPen(QPen(QColor(70, 200, 255), 2))
        box.setZValue(CAPTION_Z)
        box.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        box.setAcceptHoverEvents(False)
        label = QGraphicsSimpleTextItem(box)
        font = QFont()
        font.setPointSizeF(CAPTION_PT)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QBrush(QColor(240, 244, 250)))
        label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(box)
        self.box, self.label = box, label
