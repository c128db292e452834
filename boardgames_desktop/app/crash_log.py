"""The crash log's file: a few hundred kilobytes at most, the older part kept in numbered
copies (``boardgames-desktop.log.1`` … ``.3``).

Written here rather than taken from ``logging.handlers``: that module imports ``socket``,
``pickle`` and ``queue`` for handlers the app never uses, and the log is often opened while
the app starts (a platform warning is its first line), where every import delays the first
frame.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path


class RollingFileHandler(logging.FileHandler):
    """A log file that starts again when the next record would take it past ``max_bytes``;
    the full file becomes ``<name>.1`` (the earlier ``.1`` becomes ``.2``, and so on; the
    copy past ``backups`` is dropped).  ``max_bytes`` 0 never rolls over."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full_after(record):
                self.roll_over()
        except Exception:  # a log that cannot roll over keeps writing where it is
            self.handleError(record)
        super().emit(record)

    def _full_after(self, record: logging.LogRecord) -> bool:
        if self.max_bytes <= 0:
            return False
        if self.stream is None:
            self.stream = self._open()
        text = f"{self.format(record)}{self.terminator}"
        self.stream.seek(0, os.SEEK_END)  # (the position after an append is not the size)
        return self.stream.tell() > 0 and \
            self.stream.tell() + len(text.encode("utf-8")) > self.max_bytes

    def copy_path(self, number: int) -> Path:
        return Path(f"{self.baseFilename}.{number}")

    def roll_over(self) -> None:
        """Close the full file, shift the numbered copies up by one, start an empty file."""
        if self.stream is not None:
            self.stream.close()
            self.stream = None  # type: ignore[assignment]
        if self.backups > 0:
            for number in range(self.backups - 1, 0, -1):
                older = self.copy_path(number)
                if older.exists():
                    os.replace(older, self.copy_path(number + 1))
            os.replace(self.baseFilename, self.copy_path(1))
        else:
            Path(self.baseFilename).unlink(missing_ok=True)
        self.stream = self._open()
