"""App tests: user data in a temporary folder, dialogs that never block, toy games."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.ui.dialogs import RecordingDialogs
from tests.user_data import data_dir, store  # noqa: F401  (fixtures)

from . import toy_games  # noqa: F401  (registers the test games)


@pytest.fixture
def dialogs():
    return RecordingDialogs()


@pytest.fixture
def window(qtbot, store, dialogs, tmp_path):
    from boardgames_desktop.app.main_window import MainWindow

    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(store=store, settings=settings, dialogs=dialogs)
    qtbot.addWidget(win)
    win.resize(1100, 700)
    return win
