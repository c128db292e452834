"""Work that can wait until the window's first frame is on screen.

Some start-up work does not change what the first frame shows: listening for a second copy
of the app (``single_instance``), the window icon (drawn from SVG).  :func:`after_first_frame`
runs it once the window has been exposed and painted for the first time, so the launcher
appears sooner; if the window is not exposed (started minimised, a platform that never
shows it) it runs after :data:`FALLBACK_MS` anyway.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 2000


class _FirstFrame(QObject):
    """Watches the window's own events (a handful, not every widget's) until it is exposed:
    Qt paints the widgets while it handles that event."""

    def __init__(self, window: QWidget, jobs: list[Callable[[], None]]) -> None:
        super().__init__(window)
        self.jobs = jobs
        self.done = False
        self.handle = window.windowHandle()  # the shown window's QWindow
        if self.handle is not None:
            self.handle.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Expose and watched.isExposed():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._soon)  # after this event: the frame is drawn and shown
        return False

    def _soon(self) -> None:
        """One more turn: what else waited for the first frame goes first."""
        QTimer.singleShot(0, self._run)

    def _run(self) -> None:
        if self.done:
            return
        self.done = True
        if self.handle is not None:
            self.handle.removeEventFilter(self)
        for job in self.jobs:
            job()


def after_first_frame(window: QWidget, *jobs: Callable[[], None]) -> QObject:
    """Run ``jobs`` (in order) once ``window`` (already shown) has drawn its first frame;
    the returned watcher belongs to the window."""
    return _FirstFrame(window, list(jobs))
