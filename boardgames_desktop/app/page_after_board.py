"""The side panel follows the board: updated on the event-loop turn after the board painted.

After a move the player looks at the board; the action list, the log, the labels, the away
summary's box and the last-move rings can wait one turn of the event loop.  So
:class:`PageAfterBoard` lets the game page draw the board at once and run the rest of its
refresh (``update``) on the turn after the board's viewport has painted: a flush event posted
from that paint, which Qt delivers on the next pass over its queue, after the paint.

Nothing is ever stale when the player acts:

* while an update is waiting, an application event filter flushes it before any mouse press,
  double click or key press reaches a widget, so the press lands on the new list;
* the page calls :meth:`settle` before it acts itself (a board click, a chosen action, undo,
  a replay), and a newer refresh replaces a waiting one (they coalesce: the update reads the
  controller as it is then);
* only a move the player made by hand waits (``ui/by_hand.py``); a move made by code (a
  computer seat, a test calling the page) and a board not on screen (no paint will come)
  update the page at once, as before; a safety timer runs a waiting update if no paint comes
  soon (a move that changed nothing visible).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from boardgames_desktop.ui.by_hand import pressed_by_hand

#: the posted event that runs the waiting update (the turn after the board's paint)
FLUSH = QEvent.Type(QEvent.registerEventType())
#: presses that act: a waiting update runs before any of them reaches a widget
INPUT = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
         QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride}
SAFETY_MS = 40  #: no paint after this long: update anyway


class PageAfterBoard(QObject):
    """One game page's waiting side-panel update (see the module docstring)."""

    def __init__(self, board: QWidget, update: Callable[[], None],
                 after: Callable[[], None] = lambda: None, parent: QObject | None = None
                 ) -> None:
        """``board``: the widget whose paint releases the update; ``update``: the rest of
        the page's refresh; ``after``: what else waits for the board's paint (the rings),
        run after every paint whether or not an update waits."""
        super().__init__(parent)
        self.board = board
        self._update = update
        self._after = after
        self.pending = False
        self._posted = False
        self._filtering = False
        self._safety = QTimer(self)
        self._safety.setSingleShot(True)
        self._safety.setInterval(SAFETY_MS)
        self._safety.timeout.connect(self.settle)

    def request(self) -> None:
        """The board was drawn for a new position: update the rest once it has painted."""
        if not self.board.isVisible() or not pressed_by_hand():
            self.pending = True
            self.settle()  # a move made by code, or nothing will paint: at once, as before
            return
        self.pending = True
        self._safety.start()
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
        self._safety.stop()
        if self.pending:
            self.pending = False
            self._release()
            self._update()
        self._after()

    def board_painted(self) -> None:
        """The board's viewport painted: the waiting update (and the rings) on the next
        turn of the event loop."""
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(self, QEvent(FLUSH))

    def _release(self) -> None:
        if self._filtering:
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self._filtering = False

    def event(self, event: QEvent) -> bool:  # noqa: D102
        if event.type() == FLUSH:
            self._posted = False
            self.settle()
            return True
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if self.pending and event.type() in INPUT:
            self.settle()
        return False
