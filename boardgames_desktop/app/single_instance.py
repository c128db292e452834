"""One running copy of the app per user (per data folder).

The first copy holds a ``QLockFile`` in the user data folder and listens on a
``QLocalServer`` named after that folder.  A second copy fails to take the lock, tells the
first one to come forward (it connects and sends ``raise``, or ``open`` and the path of a save
given with ``--load``, which the first copy then opens) and exits, so two windows never play
on the same saves.  A lock left behind by a copy that crashed is taken over (Qt checks
whether the process holding it still runs).

The lock is taken at once; the server may start listening a moment later
(``claim(listen=False)`` then :meth:`SingleInstance.listen`, after the window's first frame):
a second copy that finds the lock held but nobody listening yet tries again for a while.
"""

from __future__ import annotations

import getpass
import hashlib
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, Signal

if TYPE_CHECKING:  # QtNetwork is imported when the server starts (not before the launcher)
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_FILE = "instance.lock"
MESSAGE = b"raise"
OPEN_PREFIX = b"open\n"  # followed by the save's absolute path, UTF-8
MAX_MESSAGE = 64 * 1024  # a path longer than this is not a path: ignore the message
TIMEOUT_MS = 1500
RETRY_MS = 100  # a copy that holds the lock may not listen yet: try again this often


def server_name(folder: Path) -> str:
    """A local socket name unique to this user and data folder."""
    try:
        user = getpass.getuser()
    except Exception:  # no user name in this environment: the folder alone
        user = ""
    key = hashlib.sha256(f"{user}|{folder.resolve()}".encode()).hexdigest()[:16]
    return f"boardgames-desktop-{key}"


class SingleInstance(QObject):
    """Claim the app for this process, or hand over to the copy already running."""

    activated = Signal()  # another launch asked this copy to come forward
    open_requested = Signal(str)  # ... and to open this save (``--load FILE``)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        folder.mkdir(parents=True, exist_ok=True)
        self.name = server_name(folder)
        self.lock = QLockFile(str(folder / LOCK_FILE))
        self.lock.setStaleLockTime(0)  # held as long as the app runs: stale only if it died
        self.server: QLocalServer | None = None

    def claim(self, listen: bool = True) -> bool:
        """True: this is the only copy (and it now listens for later launches, unless
        ``listen`` is False: then :meth:`listen` starts that)."""
        if not self.lock.tryLock(200):
            return False
        if listen:
            self.listen()
        return True

    def listen(self) -> None:
        """Answer later launches (once the lock is held)."""
        from PySide6.QtNetwork import QLocalServer

        if self.server is not None:
            return
        QLocalServer.removeServer(self.name)  # a socket left by a crashed copy
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._incoming)
        self.server.listen(self.name)

    def wake_running(self, open_path: Path | None = None) -> bool:
        """Ask the running copy to bring its window forward (and open ``open_path``, a save);
        False if it did not answer."""
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        give_up = time.monotonic() + TIMEOUT_MS / 1000
        while True:  # the running copy may have taken the lock but not listen yet
            socket.connectToServer(self.name)
            if socket.waitForConnected(TIMEOUT_MS):
                break
            if time.monotonic() >= give_up:
                return False
            time.sleep(RETRY_MS / 1000)
        if open_path is None:
            socket.write(MESSAGE)
        else:
            socket.write(OPEN_PREFIX + str(Path(open_path).resolve()).encode("utf-8"))
        done = socket.waitForBytesWritten(TIMEOUT_MS)
        socket.disconnectFromServer()
        return done

    def _incoming(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            received = bytearray()
            socket.readyRead.connect(lambda s=socket, r=received: self._read(s, r))
            socket.disconnected.connect(lambda s=socket, r=received: self._finish(s, r))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket, received: bytearray) -> None:
        received.extend(bytes(socket.readAll().data()))
        if len(received) > MAX_MESSAGE:
            received.clear()
            socket.abort()  # not one of ours: drop it

    def _finish(self, socket: QLocalSocket, received: bytearray) -> None:
        """The sender hung up: act on the whole message (a path may arrive in pieces)."""
        self._read(socket, received)  # anything that came with the hang-up
        message = bytes(received)
        if message.strip() == MESSAGE:
            self.activated.emit()
        elif message.startswith(OPEN_PREFIX):
            try:
                path = message[len(OPEN_PREFIX):].decode("utf-8").strip()
            except UnicodeDecodeError:
                return
            if path and "\0" not in path:
                self.activated.emit()
                self.open_requested.emit(path)

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        self.lock.unlock()


def bring_forward(window) -> None:
    """Show ``window`` on top, restored if it was minimised."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
