"""Tutorial tests: user data in a temporary folder, dialogs that never block."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.storage import SaveStore
from boardgames_desktop.ui.dialogs import RecordingDialogs
from tests.user_data import data_dir  # noqa: F401  (fixture)


@pytest.fixture
def settings(tmp_path):
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, data_dir, settings):
    from boardgames_desktop.app.main_window import MainWindow

    win = MainWindow(store=SaveStore(data_dir), settings=settings, dialogs=RecordingDialogs(),
                     autosave=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win
