"""View → Text size scales the text outside the board and is remembered; Ctrl + and Ctrl −
zoom the board."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.app.text_size import KEY, apply_size
from boardgames_desktop.rules import new_game


def test_text_size_scales_the_app_font_and_is_kept(window, tmp_path, store, dialogs):
    from boardgames_desktop.app.main_window import MainWindow

    normal = QApplication.font().pointSizeF()
    log_normal = window.game_page.log.font().pointSizeF()
    try:
        window.text_size_menu.entries["large"].trigger()
        QApplication.processEvents()
        assert QApplication.font().pointSizeF() == round(normal * 1.2, 1)
        assert window.game_page.log.font().pointSizeF() > log_normal  # the log follows
        assert window.settings.q.value(KEY) == "large"
        window.settings.sync()
        again = MainWindow(store=store, dialogs=dialogs, settings=AppSettings(
            QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)))
        assert again.text_size_menu.entries["large"].isChecked()
        again.close()
        window.text_size_menu.entries["normal"].trigger()
        assert QApplication.font().pointSizeF() == normal
    finally:
        apply_size("normal")  # other tests expect the usual font


def test_ctrl_plus_and_minus_zoom_the_board(window, qtbot):
    window.start_state(new_game("flashpoint", "family", 2, 1), ["Ada", "Ben"])
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    board = window.game_page.board
    start = board.zoom
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert board.zoom > start and not board.auto_fit
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert board.zoom < start
