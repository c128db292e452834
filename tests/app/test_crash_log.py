"""The crash log rolls over into numbered copies and never grows past its limit."""

from __future__ import annotations

import logging

from boardgames_desktop.app.crash_log import RollingFileHandler


def write(handler: RollingFileHandler, *texts: str) -> None:
    for text in texts:
        handler.emit(logging.LogRecord("t", logging.WARNING, __file__, 1, text, None, None))


def test_the_log_starts_again_when_the_next_line_would_pass_the_limit(tmp_path):
    path = tmp_path / "app.log"
    handler = RollingFileHandler(path, max_bytes=25, backups=2)
    try:
        write(handler, "first line", "second line")  # 11 + 12 bytes: both fit
        assert path.read_text(encoding="utf-8") == "first line\nsecond line\n"
        write(handler, "third line")  # 23 + 11 > 25: a new file
        assert path.read_text(encoding="utf-8") == "third line\n"
        assert (tmp_path / "app.log.1").read_text(encoding="utf-8") == \
            "first line\nsecond line\n"
        write(handler, "fourth line, long", "fifth line, long")
        assert path.read_text(encoding="utf-8") == "fifth line, long\n"
        assert (tmp_path / "app.log.1").read_text(encoding="utf-8") == "fourth line, long\n"
        assert (tmp_path / "app.log.2").read_text(encoding="utf-8") == "third line\n"
        write(handler, "sixth line, long")  # the oldest copy is dropped, never a .3
        assert (tmp_path / "app.log.2").read_text(encoding="utf-8") == "fourth line, long\n"
        assert not (tmp_path / "app.log.3").exists()
    finally:
        handler.close()


def test_a_line_longer_than_the_limit_is_still_written_whole(tmp_path):
    path = tmp_path / "app.log"
    handler = RollingFileHandler(path, max_bytes=10, backups=1)
    try:
        write(handler, "a traceback far longer than ten bytes")
        assert path.read_text(encoding="utf-8") == "a traceback far longer than ten bytes\n"
        assert not (tmp_path / "app.log.1").exists()  # an empty file is never rolled over
    finally:
        handler.close()


def test_an_existing_log_is_appended_to_and_counted(tmp_path):
    path = tmp_path / "app.log"
    path.write_text("x" * 20 + "\n", encoding="utf-8")
    handler = RollingFileHandler(path, max_bytes=25, backups=1)
    try:
        write(handler, "older run")  # 21 bytes already there: this one goes to a new file
        assert path.read_text(encoding="utf-8") == "older run\n"
        assert (tmp_path / "app.log.1").read_text(encoding="utf-8") == "x" * 20 + "\n"
    finally:
        handler.close()


def test_without_copies_the_full_log_is_replaced(tmp_path):
    path = tmp_path / "app.log"
    handler = RollingFileHandler(path, max_bytes=12, backups=0)
    try:
        write(handler, "one line", "two lines")
        assert path.read_text(encoding="utf-8") == "two lines\n"
        assert list(tmp_path.iterdir()) == [path]
    finally:
        handler.close()
