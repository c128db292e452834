"""Computer-seat app tests: user data in a temporary folder, dialogs that never block."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.ui.dialogs import RecordingDialogs
from tests.user_data import data_dir, store  # noqa: F401  (fixtures)


@pytest.fixture
def window(qtbot, store, tmp_path):
    """A main window whose computer seats think in-process (InlineRunner) at once."""
    from boardgames_desktop.app.main_window import MainWindow
    from boardgames_desktop.hotseat.bot_runner import InlineRunner

    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_computer_pace("instant")
    win = MainWindow(store=store, settings=settings, dialogs=RecordingDialogs())
    win.game_page.computer.runner_factory = InlineRunner
    qtbot.addWidget(win)
    win.resize(1100, 700)
    yield win
    win.game_page.computer.stop()
