"""pytest-qt tests of the main window: launcher, playing, saving, loading, curtain, replay."""

from __future__ import annotations

import dataclasses
import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from boardgames_desktop.app.launcher import NewGameRequest
from boardgames_desktop.rules import new_game, registry
from boardgames_desktop.ui.fallback_scene import FallbackScene


def select_game(window, game_id):
    ids = [info.id for info in window.launcher.infos]
    window.launcher.game_list.setCurrentRow(ids.index(game_id))


def click_action(window, text_start):
    panel = window.game_page.actions
    texts = panel.button_texts()
    row = next(i for i, t in enumerate(texts) if t.startswith(text_start))
    panel.activate(row)


def start_pig(window, seed=3, seats=("Ann", "Bo")):
    request = NewGameRequest("toy-pig", "standard", len(seats), list(seats), seed)
    assert window.start_from_request(request)
    return window.controller


def test_launcher_populates_games_modes_seats_and_options(window):
    launcher = window.launcher
    ids = [info.id for info in launcher.infos]
    assert {"toy-pig", "toy-secret"} <= set(ids) and ids == sorted(ids)
    select_game(window, "toy-secret")
    assert [launcher.mode_combo.itemText(i) for i in range(launcher.mode_combo.count())] == [
        "Standard", "Long"]
    assert (launcher.players_spin.minimum(), launcher.players_spin.maximum()) == (2, 3)
    assert "Hidden numbers" in launcher.mode_note.text()
    assert sorted(launcher.option_widgets) == ["colour", "rounds"]  # 'loud' is Long only
    assert isinstance(launcher.option_widgets["rounds"], QSpinBox)
    assert launcher.option_widgets["rounds"].maximum() == 20
    assert isinstance(launcher.option_widgets["colour"], QComboBox)
    launcher.players_spin.setValue(3)
    assert [f.isVisibleTo(launcher) for f in launcher.seat_fields[:4]] == [True, True, True,
                                                                           False]
    launcher.mode_combo.setCurrentIndex(1)
    assert (launcher.players_spin.minimum(), launcher.players_spin.maximum()) == (2, 2)
    assert isinstance(launcher.option_widgets["loud"], QCheckBox)
    launcher.option_widgets["loud"].setChecked(True)
    launcher.option_widgets["rounds"].setValue(7)
    launcher.seat_fields[0].setText("  Ann ")
    launcher.seed_edit.setText("42")
    request = launcher.request()
    assert request == NewGameRequest("toy-secret", "long", 2, ["Ann", "Player 2"], 42,
                                     {"rounds": 7, "loud": True, "colour": "red"})


def test_start_from_launcher_plays_with_fallback_board_and_autosaves(window, qtbot, store):
    select_game(window, "toy-pig")
    window.launcher.seat_fields[0].setText("Ann")
    window.launcher.seat_fields[1].setText("Bo")
    window.launcher.seed_edit.setText("3")
    qtbot.mouseClick(window.launcher.start_button, Qt.MouseButton.LeftButton)
    page = window.game_page
    assert window.pages.currentWidget() is page
    assert isinstance(page.scene, FallbackScene)
    state = window.controller.state
    assert page.actions.button_texts() == ["Roll the die", "Bank 0", "Make a note"]
    assert page.active_label.text() == f"{['Ann', 'Bo'][state.current]} to play"
    assert not list(store.autosave_dir.glob("*.json")) if store.autosave_dir.exists() else True
    click_action(window, "Make a note")
    autosaves = list(store.autosave_dir.glob("*.json"))
    assert len(autosaves) == 1
    assert json.loads(autosaves[0].read_text())["summary"]["actions"] == 1
    click_action(window, "Roll the die")
    assert len(list(store.autosave_dir.glob("*.json"))) == 1  # one slot per session
    assert store.load(autosaves[0]).state.snapshot() == state.snapshot()
    assert page.log.lines == window.controller.log_lines()
    assert any("rolled" in line for line in page.log.lines)
    assert window.settings.seat_names() == ["Ann", "Bo"]
    assert window.settings.last_game() == ("toy-pig", "standard", 2)


def test_undo_button_follows_policy(window, qtbot):
    start_pig(window)
    page = window.game_page
    assert not page.undo_button.isEnabled()
    click_action(window, "Make a note")
    assert page.undo_button.isEnabled()
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.log == [] and not page.undo_button.isEnabled()
    click_action(window, "Make a note")
    click_action(window, "Roll the die")
    assert not page.undo_button.isEnabled()
    assert "die roll" in page.undo_button.toolTip()
    window.undo_action.trigger()  # Ctrl+Z while not allowed: a message, nothing undone
    assert len(window.controller.state.log) == 2
    assert "die roll" in page.notice.text()


def test_save_then_load_through_the_window(window, store):
    controller = start_pig(window, seed=9)
    click_action(window, "Roll the die")
    click_action(window, "Make a note")
    path = window.save_game()
    assert path is not None and path.parent == store.saves_dir
    expected = controller.state.snapshot()
    window.show_launcher()
    assert window.launcher.resume_button.isVisibleTo(window.launcher)
    window.launcher.resume_button.click()
    assert window.pages.currentWidget() is window.game_page
    window.show_launcher()
    labels = window.launcher.save_labels()
    assert any(label.startswith("Toy Pig — Standard — Ann, Bo · 2 moves") for label in labels)
    assert any("saved today" in label for label in labels)
    assert window.open_save(path)
    assert window.controller is not controller
    assert window.controller.state.snapshot() == expected
    assert window.controller.seats == ["Ann", "Bo"]
    assert window.pages.currentWidget() is window.game_page


def test_corrupt_save_refused_with_message_others_untouched(window, store, dialogs):
    start_pig(window)
    good = window.save_game()
    good_bytes = good.read_bytes()
    bad = store.saves_dir / "bad.json"
    bad.write_bytes(good_bytes[: len(good_bytes) // 3])
    window.show_launcher()
    texts = window.launcher.save_labels()
    assert any(t.startswith("bad.json — damaged") for t in texts)
    before = window.controller
    assert not window.open_save(bad)
    assert len(dialogs.errors()) == 1
    assert "bad.json" in dialogs.errors()[0] and "damaged or truncated" in dialogs.errors()[0]
    assert window.controller is before and window.pages.currentWidget() is window.launcher
    assert bad.read_bytes() == good_bytes[: len(good_bytes) // 3]
    assert good.read_bytes() == good_bytes
    dialogs.open_path = str(good)
    assert window.open_dialog()


def test_delete_asks_first(window, store, dialogs):
    start_pig(window)
    path = window.save_game()
    dialogs.confirm_answer = False
    assert not window.delete_save(path) and path.exists()
    dialogs.confirm_answer = True
    assert window.delete_save(path) and not path.exists()


def test_curtain_between_seats_of_a_hidden_information_game(window, qtbot):
    request = NewGameRequest("toy-secret", "standard", 2, ["Ann", "Bo"], 5, {"rounds": 3})
    assert window.start_from_request(request)
    page = window.game_page
    # the first turn too starts behind the curtain: Bo may have set the game up
    assert page.stack.currentWidget() is page.curtain
    assert page.curtain.title.text() == "Pass to Ann" and page.board.scene() is None
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is not page.curtain
    click_action(window, "End turn")
    assert page.stack.currentWidget() is page.curtain
    assert page.curtain.title.text() == "Pass to Bo"
    assert page.board.scene() is None  # nothing of Ann's board stays behind the curtain
    assert not page.undo_button.isEnabled()
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is not page.curtain
    assert page.board.scene() is page.scene
    assert page.active_label.text() == "Bo to play"
    # an interrupt: Bo offers, Ann may answer after the screen is handed over
    click_action(window, "Offer an interrupt")
    assert page.waiting_box.isVisibleTo(page)
    window.controller.hand_to(0)
    assert page.curtain.title.text() == "Pass to Ann"


def test_board_click_with_several_actions_opens_chooser(window):
    request = NewGameRequest("toy-secret", "standard", 2, ["Ann", "Bo"], 5, {})
    window.start_from_request(request)
    page = window.game_page
    page.curtain.button.click()
    peek = next(a for a in window.controller.visible_legal() if a.target == "secret")
    page.on_board_click([peek, peek])
    assert page.actions.choosing
    page.actions.activate(0)
    assert window.controller.state.log[-1].action == peek


def test_game_over_banner_and_replay(window):
    state = new_game("toy-pig", "standard", 2, seed=6)
    window.start_state(state, ["Ann", "Bo"])
    page = window.game_page
    finished = []
    page.game_finished.connect(finished.append)
    while not state.is_over:
        click_action(window, "Roll the die" if len(state.log) % 3 else "Bank")
    assert page.banner.isVisibleTo(page) and "won" in page.banner_text.text()
    assert finished == [window.controller.outcome_text()]
    page.replay_button.click()
    assert page.replay is not None and page.replay_label.text() == \
        f"Step 0 of {len(state.log)} (setup)"
    page.replay_step("next")
    assert page.replay_label.text().startswith("Step 1 of")
    assert len(page.log.lines) < len(window.controller.log_lines())
    page.replay_step("last")
    assert page.log.lines == window.controller.log_lines()
    page.stop_replay()
    assert page.replay is None and page.banner.isVisibleTo(page)


def give_scene_module(monkeypatch, game_id: str, module: str) -> None:
    """Register ``game_id`` for this test with ``module`` as its scene module."""
    monkeypatch.setitem(registry._registry, game_id,
                        dataclasses.replace(registry.game_info(game_id), scene_module=module))


def test_broken_game_view_falls_back_with_message(window, monkeypatch):
    give_scene_module(monkeypatch, "toy-pig", "boardgames_desktop.no_such_view")
    start_pig(window)
    page = window.game_page
    assert isinstance(page.scene, FallbackScene)
    assert "could not be loaded" in page.problem and "ModuleNotFoundError" in page.problem
    assert "could not be loaded" in window.statusBar().currentMessage()
    click_action(window, "Make a note")  # still playable
    assert len(window.controller.state.log) == 1


def test_scene_that_fails_to_draw_is_replaced(window, monkeypatch):
    from boardgames_desktop.ui.game_scene import GameScene

    class Broken(GameScene):
        def draw(self):
            raise RuntimeError("boom")

    monkeypatch.setattr("boardgames_desktop.app.game_page.create_scene", lambda gid: Broken())
    give_scene_module(monkeypatch, "toy-pig", "x")
    start_pig(window)
    assert isinstance(window.game_page.scene, FallbackScene)
    assert "boom" in window.game_page.problem


def test_bad_new_game_shows_error_and_keeps_running(window, dialogs):
    assert not window.start_from_request(NewGameRequest("toy-pig", "standard", 9, [], 1))
    assert "1–4 players" in dialogs.errors()[0]
    assert window.controller is None


def test_menus_and_shortcuts(window):
    shortcuts = {a.text().replace("&", ""): a.shortcut().toString() for a in window.actions()}
    assert shortcuts["New game…"] == "Ctrl+N" and shortcuts["Open…"] == "Ctrl+O"
    assert shortcuts["Save"] == "Ctrl+S" and shortcuts["Undo"] == "Ctrl+Z"
    assert shortcuts["Quit"] == "Ctrl+Q" and shortcuts["Full screen"] == "F11"
    assert not window.save_action.isEnabled()
    window.about()
    assert "Boardgames Desktop" in window.dialogs.messages[-1][2]


def test_no_games_registered_shows_a_message(window, monkeypatch):
    window.launcher.set_games([])
    assert "No games" in window.launcher.problem.text()
    assert not window.launcher.start_button.isEnabled()
    assert window.launcher.request() is None


def test_ctrl_s_overwrites_the_loaded_save_and_save_as_asks(window, store, dialogs, tmp_path):
    start_pig(window)
    first = window.save_game()
    click_action(window, "Make a note")
    assert window.save_game() == first  # same file again
    assert json.loads(first.read_text())["summary"]["actions"] == 1
    assert window.open_save(first) and window.current_save == first
    dialogs.save_path = str(tmp_path / "elsewhere.json")
    assert window.save_game_as() == tmp_path / "elsewhere.json"
    assert store.load(tmp_path / "elsewhere.json").seats == ["Ann", "Bo"]


def test_a_game_package_failing_to_register_is_reported(monkeypatch):
    from boardgames_desktop.app import main_window

    monkeypatch.setattr(main_window, "load_errors",
                        lambda: {"games.broken": "ImportError: broken game module"})
    infos, problem = main_window.load_games()
    assert "broken game module" in problem
    assert [i.id for i in infos] == [i.id for i in main_window.games()]


def test_a_short_decision_lists_board_actions_in_the_panel_too(window):
    """With a real board scene, board actions also appear in the list, a few or many."""
    import random

    from boardgames_desktop.app.game_page import PANEL_LISTS_ALL_UP_TO

    state = new_game("emberheart", "standard", 2, seed=1)
    chooser = random.Random(1)
    while not (len(state.legal_actions()) <= PANEL_LISTS_ALL_UP_TO
               and any(a.target for a in state.legal_actions())):
        legal = state.legal_actions()
        state.apply(legal[chooser.randrange(len(legal))])
    window.start_state(state, ["Ann", "Bo"])
    page = window.game_page
    if page.curtain.isVisible():
        page.curtain.button.click()
    assert not page.uses_fallback
    texts = page.actions.button_texts()
    targeted = [a.describe() for a in state.legal_actions() if a.target]
    assert targeted and all(t in texts for t in targeted)

    crowded = new_game("brigade", "competitive", 2, seed=1)
    while len(crowded.legal_actions()) <= PANEL_LISTS_ALL_UP_TO:
        crowded.apply(crowded.legal_actions()[0])
    window.start_state(crowded, ["Ann", "Bo"])
    shown = page.actions.button_texts()
    # many choices: still every one is listed (grouped by place), so no move needs the mouse
    assert all(a.describe() in shown for a in crowded.legal_actions())
    assert page.actions.place_headings()


def test_chooser_names_the_board_place_and_shows_every_choice(window):
    import random
    from collections import Counter

    state = new_game("emberheart", "standard", 4, seed=3)
    chooser = random.Random(3)
    while True:
        legal = state.legal_actions()
        counts = Counter(a.target for a in legal if a.target)
        if counts and counts.most_common(1)[0][1] >= 5:
            break
        state.apply(legal[chooser.randrange(len(legal))])
    target = counts.most_common(1)[0][0]
    window.resize(1280, 800)
    window.start_state(state, ["Ann", "Bo", "Cy", "Di"])
    page = window.game_page
    if page.curtain.isVisible():
        page.curtain.button.click()
    page.on_board_click([a for a in window.controller.visible_legal() if a.target == target])
    _kind, location, number = target.split(":")
    assert page.actions.header.text() == (
        f"{state.loc_name(location)} space {number}: choose one")
    assert len(page.actions.button_texts()) == counts[target] + 1  # and Cancel
