"""Keyboard use, remembered layout and choices, and the texts a player reads in the shell."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from boardgames_desktop.app.game_page import SIDE_MAX, SIDE_MIN, side_for
from boardgames_desktop.app.launcher import NewGameRequest, choice_text, game_detail
from boardgames_desktop.app.main_window import MainWindow
from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.rules import game_info

from .test_main_window import click_action, select_game, start_pig


def other_window(qtbot, store, dialogs, tmp_path):
    """A second window on the same settings file: what the next app start sees."""
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(store=store, settings=settings, dialogs=dialogs)
    qtbot.addWidget(win)
    return win


def test_enter_in_the_new_game_form_starts_exactly_one_game(window, qtbot):
    window.show()
    select_game(window, "toy-pig")
    started = []
    window.launcher.start_requested.connect(started.append)
    field = window.launcher.seat_fields[0]
    field.setFocus()
    qtbot.keyClicks(field, "Ann")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert len(started) == 1 and started[0].seats[0] == "Ann"
    assert window.pages.currentWidget() is window.game_page


def test_enter_in_the_continue_list_opens_the_save(window, qtbot):
    window.show()
    start_pig(window)
    path = window.save_game()
    window.show_launcher()
    opened = []
    window.launcher.load_requested.connect(opened.append)
    started = []
    window.launcher.start_requested.connect(started.append)
    window.launcher.saves_list.setFocus()
    qtbot.keyClick(window.launcher.saves_list, Qt.Key.Key_Return)
    assert opened == [path] and started == []


def test_escape_cancels_the_chooser(window, qtbot):
    window.show()
    window.start_from_request(NewGameRequest("toy-secret", "standard", 2, ["Ann", "Bo"], 5, {}))
    page = window.game_page
    qtbot.keyClick(page.curtain.button, Qt.Key.Key_Return)  # Enter lifts the curtain
    assert page.stack.currentWidget() is not page.curtain
    peek = next(a for a in window.controller.visible_legal() if a.target == "secret")
    page.on_board_click([peek, peek])
    assert page.actions.choosing and "Esc" in page.actions.button_texts()[-1]
    page.actions.list.setFocus()
    qtbot.keyClick(page.actions.list, Qt.Key.Key_Escape)
    assert not page.actions.choosing and window.controller.state.log == []


def test_replay_keys_step_and_leave(window, qtbot):
    window.show()
    start_pig(window)
    for text in ("Make a note", "Make a note", "Roll the die"):
        click_action(window, text)
    page = window.game_page
    page.start_replay()
    assert not page.undo_row.isVisibleTo(page) and not page.actions.isVisibleTo(page)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    page.board.setFocus()  # the board view would take the arrows for scrolling
    qtbot.keyClick(page.board, Qt.Key.Key_End)
    assert page.replay_label.text() == "Step 3 of 3"
    qtbot.keyClick(page.board, Qt.Key.Key_Left)
    assert page.replay_label.text() == "Step 2 of 3"
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    assert page.replay is None and page.actions.isVisibleTo(page)


def test_undo_note_says_why_only_after_your_own_chance_move(window):
    start_pig(window)
    page = window.game_page
    assert page.undo_note.text() == ""  # nothing to undo: nothing to explain
    click_action(window, "Make a note")
    assert page.undo_button.isEnabled() and page.undo_note.text() == ""
    click_action(window, "Roll the die")
    state = window.controller.state
    if state.log[-1].action.player == window.controller.viewer:
        assert "die roll" in page.undo_note.text()
    assert "die roll" in page.undo_button.toolTip()


def test_log_folds_away_and_layout_is_remembered(window, qtbot, store, dialogs, tmp_path):
    window.show()
    start_pig(window)
    page = window.game_page
    assert page.log.isVisibleTo(page)
    window.log_action.trigger()  # Ctrl+L
    assert not page.log.isVisibleTo(page) and not window.log_action.isChecked()
    click_action(window, "Make a note")
    assert "hidden" in page.log_toggle.text()
    page.splitter.setSizes([700, 333])
    page._remember_side()  # what a drag of the splitter handle does
    window.resize(1111, 777)
    window.close()
    again = other_window(qtbot, store, dialogs, tmp_path)
    assert not again.game_page.log_visible and not again.log_action.isChecked()
    assert again.game_page.side_width == 333
    # the window geometry is stored (the offscreen test screen is too small to check sizes)
    assert again.settings.geometry() is not None
    again.game_page.log_toggle.click()
    assert again.game_page.log_visible and again.log_action.isChecked()


def test_side_panel_leaves_the_board_most_of_the_width():
    assert side_for(1280) < 300 and side_for(1600) <= SIDE_MAX
    assert side_for(600) == SIDE_MIN and side_for(4000) == SIDE_MAX


def test_last_options_and_choices_come_back(window, qtbot, store, dialogs, tmp_path):
    select_game(window, "toy-secret")
    launcher = window.launcher
    launcher.option_widgets["rounds"].setValue(7)
    request = launcher.request()
    assert window.start_from_request(request)
    window.close()
    again = other_window(qtbot, store, dialogs, tmp_path)
    assert again.launcher.current_info.id == "toy-secret"
    assert again.launcher.option_widgets["rounds"].value() == 7
    assert again.settings.last_options("toy-secret")["rounds"] == 7
    # a remembered value no longer valid is ignored, not forced
    again.settings.set_last_options("toy-secret", {"rounds": 999, "colour": "mauve"})
    select_game(again, "toy-pig")
    select_game(again, "toy-secret")
    assert again.launcher.option_widgets["rounds"].value() != 999


def test_option_choices_and_game_entries_read_like_words():
    assert choice_text("big_buildings") == "Big buildings"
    assert choice_text("none") == "None" and choice_text("Veteran") == "Veteran"
    assert choice_text(3) == "3"
    detail = game_detail(game_info("toy-pig"))
    assert "player" in detail


def test_saves_and_campaign_entries_have_two_lines(window):
    start_pig(window)
    window.save_game()
    window.show_launcher()
    item = window.launcher.saves_list.item(0)
    assert item.text() == "Toy Pig — Standard"
    assert window.launcher.save_labels()[0].startswith("Toy Pig — Standard — Ann, Bo · 0 moves")


def test_campaign_form_keys(window, qtbot):
    window.show()
    window.show_new_campaign()
    form = window.new_campaign_page
    qtbot.keyClick(form.seat_fields[0], Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.launcher
    window.show_new_campaign()
    qtbot.keyClick(form.seat_fields[0], Qt.Key.Key_Return)
    assert window.pages.currentWidget() is window.campaign_page and window.campaign is not None
    qtbot.keyClick(window.campaign_page, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.launcher


def test_seat_rows_name_the_seat_the_game_gives(window):
    from boardgames_desktop.app.launcher import seat_roles

    assert seat_roles("emberheart", "standard", 2) == ["Red", "Blue"]
    assert seat_roles("brigade", "3v1", 3)[0] == "Pyromancer"
    assert seat_roles("toy-pig", "standard", 2) == []  # nothing more than "Player N"
    select_game(window, "emberheart")
    launcher = window.launcher
    label = launcher.seat_form.labelForField(launcher.seat_fields[1])
    assert label.text() == "Player 2 · Blue"
