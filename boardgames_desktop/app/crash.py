"""No crash is silent: an unexpected exception is written to a rotating log file and shown
in a dialog that says what happened, where the autosave is, offers to copy the details and
to continue from the last autosave.  Qt's own warnings go to the same log."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # logging is imported with the first message (most starts have none)
    import logging

    from .main_window import MainWindow

LOG_NAME = "boardgames-desktop.log"
LOGGER = "boardgames_desktop"
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3


def log_folder() -> Path:
    """``logs/`` in the test data folder when ``$BOARDGAMES_DESKTOP_DATA`` is set, else the
    platform's log folder (``platformdirs.user_log_dir``)."""
    from boardgames_desktop.storage.store import APP_NAME, DATA_ENV

    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override) / "logs"
    from platformdirs import user_log_dir

    return Path(user_log_dir(APP_NAME))


def app_logger() -> logging.Logger:
    """The app's logger, writing to the rolling log file (set up once; a folder that
    cannot be written leaves the log to stderr only)."""
    import logging

    from .crash_log import RollingFileHandler

    logger = logging.getLogger(LOGGER)
    if not any(isinstance(h, RollingFileHandler) for h in logger.handlers):
        try:
            folder = log_folder()
            folder.mkdir(parents=True, exist_ok=True)
            handler = RollingFileHandler(folder / LOG_NAME, LOG_BYTES, LOG_BACKUPS)
        except OSError:
            return logger
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
    return logger


def log_path() -> Path:
    return log_folder() / LOG_NAME


class CrashReporter:
    """Installed as ``sys.excepthook`` (Qt hands exceptions raised in slots to it)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.showing = False
        self.reports = 0

    def install(self) -> None:
        from PySide6.QtCore import qInstallMessageHandler

        # the log file is opened by the first message or error (app_logger), not at start
        sys.excepthook = self.handle
        qInstallMessageHandler(self.qt_message)

    def where_saved(self) -> tuple[str, Path | None]:
        """A sentence on where the game is kept, and the autosave to continue from."""
        window = self.window
        campaign = window.playing_campaign
        if campaign is not None and campaign.path is not None:
            return f"The campaign is saved in {campaign.path}.", None
        slot = window.autosave_slot
        if slot is not None and Path(slot).is_file():
            return f"The game was autosaved after the last move in {slot}.", Path(slot)
        if window.controller is not None:
            return "This game has no autosave yet (no move was made).", None
        return "No game was running.", None

    def handle(self, kind: type[BaseException], value: BaseException,
               tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        import traceback

        details = "".join(traceback.format_exception(kind, value, tb))
        app_logger().error("Unexpected error\n%s", details)
        traceback.print_exception(kind, value, tb)
        self.reports += 1
        if self.showing:  # an error while the dialog is open: logged, not stacked
            return
        saved, autosave = self.where_saved()
        text = (f"Something went wrong: {kind.__name__}: {str(value)[:300]}\n\n{saved}\n"
                f"The details are in {log_path()}.")
        self.showing = True
        try:
            choice = self.window.dialogs.crash(self.window, "Unexpected error", text, details,
                                               autosave is not None)
        except Exception:  # the dialog itself failed: the log has it all
            choice = "continue"
        finally:
            self.showing = False
        if choice == "reload" and autosave is not None:
            self.window.open_save(autosave)

    @staticmethod
    def qt_message(mode, context, message: str) -> None:
        import logging

        from PySide6.QtCore import QtMsgType

        level = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
                 QtMsgType.QtWarningMsg: logging.WARNING,
                 QtMsgType.QtCriticalMsg: logging.ERROR,
                 QtMsgType.QtFatalMsg: logging.CRITICAL}.get(mode, logging.WARNING)
        where = f" ({context.file}:{context.line})" if context and context.file else ""
        app_logger().log(level, "Qt: %s%s", message, where)
        if level >= logging.WARNING:
            print(f"Qt: {message}", file=sys.stderr)


def install(window: MainWindow) -> CrashReporter:
    reporter = CrashReporter(window)
    reporter.install()
    return reporter
