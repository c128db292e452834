"""One owner per file: a writer that is behind the file on disk is refused (no Qt).

Every save, autosave and campaign file the app reads or writes is remembered by the digest of
its bytes.  Before writing over such a file again, :class:`WriteGuard` compares what is on
disk now with what it last saw: if another copy of the app (or another window, or a sync
tool) has written the file since, the write is refused with :class:`StaleFileError` and the
newer file stays exactly as it is.  The check and the write happen under an exclusive lock
of the folder, so two processes cannot both pass the check and then write
one after the other.  The lock file lives in the system's temporary folder (named after the
folder it guards), so the save folders hold nothing but saves.

Files the guard has never seen (a new save name, a file chosen in a Save dialog) are written
as usual: the guard only protects work it knows about.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from .atomic import atomic_write_bytes

LOCKS = "boardgames-desktop-locks"


class StaleFileError(OSError):
    """The file on disk is newer than the writer's copy: nothing was written.

    An ``OSError`` so every place that reports a failed write (a full disk, say) reports
    this too; ``str()`` is a complete message for people.
    """


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def file_digest(path: Path) -> str | None:
    """The digest of the file's bytes, or None when it is not there."""
    try:
        return digest(path.read_bytes())
    except FileNotFoundError:
        return None


@contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Hold an exclusive lock of ``folder`` (all writers of this app take it)."""
    folder.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path(folder), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        _lock(fd)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def lock_path(folder: Path) -> Path:
    """The lock file of ``folder``: one per folder, outside it."""
    locks = Path(tempfile.gettempdir()) / LOCKS
    locks.mkdir(exist_ok=True)
    name = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:24]
    return locks / f"{name}.lock"


if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _key(path: str | os.PathLike[str]) -> str:
    return str(Path(path).resolve())


class WriteGuard:
    """Remembers the files one app instance owns and refuses to overwrite newer ones."""

    def __init__(self) -> None:
        self._known: dict[str, str] = {}

    def remember(self, path: str | os.PathLike[str], data: bytes | str) -> None:
        """``path`` was just read (or written) with these contents: it is ours from here."""
        raw = data.encode("utf-8") if isinstance(data, str) else data
        self._known[_key(path)] = digest(raw)

    def remember_digest(self, path: str | os.PathLike[str], hexdigest: str) -> None:
        """Like ``remember`` with the SHA-256 already known (the autosave journal keeps a
        running digest of what it appends, so it never re-reads the file)."""
        self._known[_key(path)] = hexdigest

    def forget(self, path: str | os.PathLike[str]) -> None:
        self._known.pop(_key(path), None)

    def knows(self, path: str | os.PathLike[str]) -> bool:
        return _key(path) in self._known

    def write(self, path: str | os.PathLike[str], data: bytes | str, what: str = "file",
              advice: str = "") -> Path:
        """Write atomically unless the file changed since we last saw it (StaleFileError)."""
        target = Path(path)
        raw = data.encode("utf-8") if isinstance(data, str) else data
        key = _key(target)
        with folder_lock(target.parent):
            known = self._known.get(key)
            if known is not None:
                current = file_digest(target)
                if current != known:
                    raise StaleFileError(stale_message(target, what, current is None,
                                                       advice))
            written = atomic_write_bytes(target, raw)
        self._known[key] = digest(raw)
        return written


SAVE_ADVICE = "Use Save as… to keep the game on screen as a new file."


def stale_message(path: Path, what: str, gone: bool, advice: str = "") -> str:
    """Why a write was refused, and what the player can do about it."""
    advice = advice or SAVE_ADVICE
    if gone:
        return (f"Not saved: the {what} {path.name} was deleted by another copy of "
                f"Boardgames Desktop (or by hand) since this window opened it. Nothing was "
                f"written. {advice}")
    try:
        when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%H:%M:%S")
    except OSError:
        when = "a moment ago"
    return (f"Not saved: the {what} {path.name} was changed by another copy of Boardgames "
            f"Desktop at {when}, after this window opened it. Its newer progress is kept "
            f"and was not overwritten. {advice}")
