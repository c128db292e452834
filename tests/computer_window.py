"""A main window for tests with computer seats: its own settings file, the computer's pace
instant, dialogs that never block, and the given stand-in for the computer's thinking."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QSettings


def open_window(qtbot, store, tmp_path, runner_factory) -> Iterator:
    """Yield the window (for a fixture: ``yield from open_window(...)``); stops the
    computer afterwards."""
    from boardgames_desktop.app.main_window import MainWindow
    from boardgames_desktop.app.settings import AppSettings
    from boardgames_desktop.ui.dialogs import RecordingDialogs

    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_computer_pace("instant")
    win = MainWindow(store=store, settings=settings, dialogs=RecordingDialogs())
    win.game_page.computer.runner_factory = runner_factory
    qtbot.addWidget(win)
    win.resize(1100, 700)
    yield win
    win.game_page.computer.stop()
