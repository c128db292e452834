"""The side panel follows the board: updated a moment after the board has painted.

After a move the player looks at the board; the action list, the log, the labels, the away
summary's box and the last-move rings can wait a few milliseconds.  So
:class:`PageAfterBoard` lets the game page draw the board at once and run the rest of its
refresh (``update``) shortly after the board's viewport has painted: a timer of a few
milliseconds started by that paint.  (Not an event posted from the paint: Qt delivers that in
the very same ``processEvents`` pass, so the page's work would still hold up the pass that
shows the board.  A few milliseconds are a fraction of a 60 Hz frame.)

Nothing is ever stale when the player acts:

* while an update is waiting, an application event filter runs it before any mouse press,
  double click or key press reaches a widget, so the press lands on the new list;
* the page calls :meth:`settle` before it acts itself (a board click, a chosen action, undo),
  and a newer refresh replaces a waiting one (they coalesce: the update reads the controller
  as it is then);
* only a move the player made by hand waits (``ui/by_hand.py``); a move made by code (a
  computer seat, a test calling the page) and a board not on screen (no paint will come)
  update the page at once, as before; the timer runs a waiting update anyway if no paint
  comes soon (a move that changed nothing visible).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from boardgames_desktop.ui.by_hand import pressed_by_hand

#: presses that act: a waiting update runs before any of them reaches a widget
INPUT = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
         QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride}
SAFETY_MS = 40  #: no paint after this long: update anyway
AFTER_PAINT_MS = 4  #: the update this long after the board's paint (a quarter of a frame)


class PageAfterBoard(QObject):
    """One game page's waiting side-panel update (see the module docstring)."""

    def __init__(self, board: QWidget, update: Callable[[], None],
                 after: Callable[[], None] = lambda: None, parent: QObject | None = None
                 ) -> None:
        """``board``: the widget whose paint releases the update; ``update``: the rest of
        the page's refresh; ``after``: what else waits for the board's paint (the rings),
        run after a paint whether or not an update waits."""
        super().__init__(parent)
        self.board = board
        self._update = update
        self._after = after
        self.pending = False
        self._filtering = False
        #: runs the waiting update: soon after the board's paint, or as a safety net
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.settle)

    def request(self) -> None:
        """The board was drawn for a new position: update the rest once it has painted."""
        self.pending = True
        if not self.board.isVisible() or not pressed_by_hand():
            self.settle()  # a move made by code, or nothing will paint: at once, as before
            return
        self._timer.start(SAFETY_MS)
        if not self._filtering:
            app = QApplication.instance()
            if app is not None:
                app.installEventFilter(self)
                self._filtering = True

    def cancel(self) -> None:
        """Drop a waiting update (the page shows something else now)."""
        self.pending = False
        self._release()

    def settle(self) -> None:
        """Run a waiting update now (and the rings)."""
        self._timer.stop()
        if self.pending:
            self.pending = False
            self._release()
            self._update()
        self._after()

    def board_painted(self) -> None:
        """The board's viewport painted: the waiting update (and the rings) a moment later,
        in a later pass of the event loop."""
        self._timer.start(AFTER_PAINT_MS)

    def _release(self) -> None:
        if self._filtering:
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self._filtering = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if self.pending and event.type() in INPUT:
            self.settle()
        return False
