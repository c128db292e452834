"""A burst of steps played one after the other, and the click or key that skips it.

The game page hands every position it is asked to show to :meth:`BurstPlayer.show`.  When
the board is still moving from the previous step, the position is copied (``state.clone()``:
the live state moves on) and queued; each time an animation ends the next queued position is
drawn, so the table watches a computer player's turn step by step.  The steps of an
automatic sequence inside one action (``ui/animate_steps.py``) are queued before the position
they lead to.  A click on the board, Esc or Space skips to the live position at once.  Nothing here
holds up the model: the controller has long applied every action.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from boardgames_desktop.rules import Action, GameState

from .animate_steps import StepFrame
from .game_scene import GameScene

Frame = tuple[GameState | None, int | None, list[Action]]
SKIP_KEYS = (Qt.Key.Key_Escape, Qt.Key.Key_Space)
MAX_QUEUED = 60  #: a longer burst skips its oldest steps (the board catches up)


class BurstPlayer(QObject):
    """Queues the positions of a burst for one scene at a time (see the module docstring)."""

    def __init__(self, draw: Callable[[GameScene, Frame], None],
                 board: QWidget | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._draw = draw  #: how the page draws a frame (its error handling included)
        self.board = board  #: clicks on this widget skip
        self.scene: GameScene | None = None
        self.queue: deque[Frame | StepFrame] = deque()
        self.live: Frame | None = None  #: the position the burst ends at
        self._shown_live = True
        self._keys: list[QShortcut] = []
        self._listen()

    @property
    def busy(self) -> bool:
        scene = self.scene
        return bool(self.queue) or (scene is not None and scene.motion.running)

    def attach(self, scene: GameScene) -> None:
        """Show positions on ``scene`` from now on (a new game, or a fallback board)."""
        if self.scene is not scene:
            self.drop()
            if self.scene is not None:
                try:
                    self.scene.motion.finished.disconnect(self._next)
                except (RuntimeError, TypeError):
                    pass
            self.scene = scene
            scene.motion.finished.connect(self._next, Qt.ConnectionType.QueuedConnection)

    def show(self, scene: GameScene, state: GameState | None, viewer: int | None,
             legal: list[Action], steps: Sequence[StepFrame] = ()) -> None:
        """Draw this position now, or after the steps still playing; ``steps``: pictures of
        the sequence that led to it (``ui/animate_steps.py``), shown first."""
        self.attach(scene)
        frame: Frame = (state, viewer, list(legal))
        self.live = frame
        if not (scene.motion.on and (self.busy or steps)) or state is None:
            self.queue.clear()
            self._shown_live = True
            self._draw(scene, frame)
            self._watch()
            return
        self.queue.extend(steps)
        self.queue.append((state.clone(), viewer, list(legal)))
        while len(self.queue) > MAX_QUEUED:
            self.queue.popleft()
        self._shown_live = False
        if not scene.motion.running:
            self._next()  # nothing plays yet: start with the first step
        self._watch()

    def _next(self) -> None:
        """An animation ended (called through the event loop): draw the next step."""
        scene = self.scene
        while scene is not None and not scene.motion.running:
            if self.queue:
                frame = self.queue.popleft()
                if isinstance(frame, StepFrame):
                    self._draw_step(scene, frame)
                else:
                    self._draw(scene, frame)
                continue
            if not self._shown_live:
                self._draw_live_still()
            break
        self._watch()

    @staticmethod
    def _draw_step(scene: GameScene, frame: StepFrame) -> None:
        try:
            frame.show(scene)
        except Exception:  # a step that cannot be drawn is passed over; the end follows
            scene.motion.finish()

    def _draw_live_still(self) -> None:
        """Hand the scene the live state again, without animation: the copies it showed
        look the same, but clicks and refusals should read the real state."""
        scene = self.scene
        self._shown_live = True
        if scene is None or self.live is None:
            return
        speed, scene.motion.speed = scene.motion.speed, "off"
        try:
            self._draw(scene, self.live)
        finally:
            scene.motion.speed = speed

    def skip(self) -> None:
        """Jump to the end of the burst."""
        self.queue.clear()
        if self.scene is not None:
            self.scene.motion.finish()
            if not self._shown_live:
                self._draw_live_still()
        self._watch()

    def drop(self) -> None:
        """Forget the queued steps (the page shows something else: curtain, replay)."""
        self.queue.clear()
        self._shown_live = True
        if self.scene is not None:
            self.scene.motion.finish()
        self._watch()

    # ----- skipping by click or key -------------------------------------------------------
    def _listen(self) -> None:
        """A click on the board or Esc/Space skip (the keys anywhere in the window, through
        shortcuts that exist only while something plays)."""
        board = self.board
        if board is None:
            return
        board.installEventFilter(self)
        viewport = getattr(board, "viewport", None)
        if viewport is not None:
            viewport().installEventFilter(self)
        self._keys = []
        for key in SKIP_KEYS:
            shortcut = QShortcut(QKeySequence(key), board)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setEnabled(False)
            shortcut.activated.connect(self.skip)
            self._keys.append(shortcut)

    def _watch(self) -> None:
        """Offer the skip keys only while something plays."""
        busy = self.busy
        for shortcut in self._keys:
            if shortcut.isEnabled() != busy:
                shortcut.setEnabled(busy)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            if event.key() in SKIP_KEYS and self.busy:  # type: ignore[attr-defined]
                self.skip()
                return True
        elif kind == QEvent.Type.MouseButtonPress and self.busy:
            self.skip()  # the board is at the live position now: the click acts there
        return False
