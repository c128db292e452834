"""Tutorial tests: user data in a temporary folder, dialogs that never block."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.storage import SaveStore
from boardgames_desktop.ui.dialogs import RecordingDialogs


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "userdata"
    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA", str(folder))
    return folder


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
