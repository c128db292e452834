"""Computer seats in the window (pytest-qt): launcher choice, save/load and campaign
round-trips, Person + Computer games to the end, the curtain, watch mode, the hint, and a
window that stays responsive while a bot thinks in its worker process."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt, QTimer

from boardgames_desktop.app.launcher import NewGameRequest
from boardgames_desktop.hotseat.bot_runner import BotRunner
from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.two_line import DETAIL_ROLE
from tests.page_play import play_page

from .fakes import FirstLegalRunner


def select(window, game_id, mode, players):
    window.launcher.select(game_id, mode, players)
    assert window.launcher.current_info.id == game_id


def play_to_the_end(window, qtbot, limit=40.0, seed=5):
    """People's moves go through the game page (a seeded random choice among the actions
    it offers); the computer's arrive through the app's own timer."""
    page = window.game_page

    def no_notice() -> None:
        assert not page.notice.isVisibleTo(page), page.notice.text()

    return play_page(window, seed, after_move=no_notice, qtbot=qtbot, limit=limit)


# ----- the launcher -------------------------------------------------------------------------
def test_the_launcher_chooses_who_plays_each_seat(window, qtbot):
    select(window, "brigade", "competitive", 3)
    launcher = window.launcher
    assert launcher.seat_grid.kind_boxes[0].isVisibleTo(launcher)
    assert not launcher.seat_grid.kind_boxes[3].isVisibleTo(launcher)
    assert launcher.seat_grid.kind_boxes[1].itemText(2) == "Computer (Normal)"
    launcher.seat_grid.kind_boxes[1].set_kind("hard")
    launcher.seat_grid.kind_boxes[2].set_kind("easy")
    request = launcher.request()
    assert request.kinds == ["person", "hard", "easy"]
    window.game_page.computer.runner_factory = lambda: FirstLegalRunner(hold=True)
    qtbot.mouseClick(launcher.start_button, Qt.MouseButton.LeftButton)
    assert window.controller.kinds == ["person", "hard", "easy"]
    assert window.settings.seat_kinds() == ["person", "hard", "easy"]
    seats = window.game_page.computer.panel.seats_label.text()
    assert "computer · Hard" in seats and "computer · Easy" in seats


def test_every_person_makes_no_kinds_in_the_request(window):
    select(window, "brigade", "competitive", 2)
    assert window.launcher.request().kinds == []


def test_the_selected_game_names_its_selected_modes_player_counts(window):
    launcher = window.launcher
    select(window, "brigade", "competitive", 2)
    detail = launcher.game_list.currentItem().data(DETAIL_ROLE)
    assert "Competitive: 2–4 players" in detail and "1–5" not in detail
    launcher.mode_combo.setCurrentIndex(launcher.mode_combo.findData("solo"))
    assert "1 player" in launcher.game_list.currentItem().data(DETAIL_ROLE)
    other = launcher.game_list.item(1).data(DETAIL_ROLE)
    assert "players)" in other and ":" not in other.rsplit("(", 1)[1]  # its whole range


# ----- save, load, campaign -----------------------------------------------------------------
def test_seat_kinds_round_trip_through_save_and_load(window, tmp_path, qtbot):
    request = NewGameRequest("flashpoint", "family", 3, ["Ann", "Bo", "Cy"], 7, {},
                             ["person", "hard", "easy"])
    window.game_page.computer.runner_factory = lambda: FirstLegalRunner(hold=True)
    assert window.start_from_request(request)
    path = window.save_game(tmp_path / "kinds.json")
    assert '"seat_kinds":["person","hard","easy"]' in path.read_text()
    window.seat_menus.set_kind(1, "person")  # Game ▸ Take over seat
    window.seat_menus.set_kind(0, "normal")  # Game ▸ Hand seat to the computer
    assert window.open_save(path)
    assert window.controller.kinds == ["person", "hard", "easy"]
    assert window.controller.seats == ["Ann", "Bo", "Cy"]


def test_a_seat_handed_over_mid_game_is_in_the_autosave_at_once(window, store, qtbot):
    request = NewGameRequest("flashpoint", "family", 2, ["Ann", "Bo"], 7, {})
    assert window.start_from_request(request)
    page = window.game_page
    page.choose(window.controller.visible_legal()[0])  # the autosave exists from here
    window.seat_menus.set_kind(1, "easy")
    loaded = store.load(window.autosave_slot)
    assert loaded.extra["seat_kinds"] == ["person", "easy"]


def test_seat_kinds_live_in_the_campaign(window, qtbot):
    from boardgames_desktop.app.campaign_page import NewCampaignRequest

    info = window.new_campaign_page.info
    assert info is not None
    request = NewCampaignRequest(2, ["Ann", "Bo"], 5, {}, info=info, kinds=["person", "hard"])
    window.game_page.computer.runner_factory = lambda: FirstLegalRunner(hold=True)
    assert window.create_campaign(request)
    path = window.campaign.path
    assert window.campaigns.read(path).kinds == ["person", "hard"]
    assert window.play_chapter()
    assert window.controller.kinds == ["person", "hard"]
    window.seat_menus.set_kind(1, "person")
    assert window.campaigns.read(path).kinds == ["person", "person"]


def test_the_new_campaign_form_offers_computer_seats(window):
    form = window.new_campaign_page
    form.players_spin.setValue(2)
    form.seat_grid.kind_boxes[1].set_kind("easy")
    assert form.request().kinds == ["person", "easy"]


# ----- playing with the computer ------------------------------------------------------------
@pytest.mark.parametrize("game_id, mode, seed, prelude", [("brigade", "competitive", 2, 0),
                                                          ("emberheart", "standard", 3, 80),
                                                          ("flashpoint", "family", 4, 0)])
def test_a_person_and_the_computer_play_a_game_to_the_end(window, qtbot, game_id, mode, seed,
                                                          prelude):
    """Emberheart always lasts five rounds: it starts from its third round (``prelude``
    random actions before the window sees it) to keep the test short."""
    state = new_game(game_id, mode, 2, seed)
    steps = random.Random(seed)
    for _ in range(prelude):
        state.apply(steps.choice(state.legal_actions()))
    window.start_state(state, ["Ann", "Cpu"], ["person", "easy"])
    people, computer = play_to_the_end(window, qtbot)
    assert people > 5 and computer > 5
    page = window.game_page
    assert page.banner.isVisibleTo(page)
    lines = window.controller.log_lines()
    assert any(line.startswith("  ↳ ") for line in lines)  # the computer's reasons


def test_the_computer_plays_in_its_worker_process_to_the_end(window, qtbot):
    """The real runner (a spawned process) plays one short game with a person."""
    window.game_page.computer.runner_factory = BotRunner
    request = NewGameRequest("brigade", "competitive", 2, ["Ann", "Cpu"], 2, {},
                             ["person", "easy"])
    assert window.start_from_request(request)
    play_to_the_end(window, qtbot, limit=120.0)


def test_the_window_stays_responsive_while_a_hard_bot_thinks(window, qtbot):
    # a search with more iterations than 1.5 s allows, so it thinks the whole 1.5 s however
    # fast the machine (a Hard opening can finish its own iterations in 0.3 s)
    window.game_page.computer.runner_factory = lambda: BotRunner(iterations=10_000_000)
    window.game_page.computer.time_limit = 1.5
    request = NewGameRequest("emberheart", "standard", 2, ["Cpu", "Ann"], 3, {},
                             ["hard", "person"])
    window.show()
    assert window.start_from_request(request)
    controller, page = window.controller, window.game_page
    assert controller.computer_seats_to_act() == [0]
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    qtbot.waitUntil(lambda: page.computer.driver.thinking_seat == 0, timeout=5000)
    qtbot.wait(100)  # the board's first paint is done
    ticks.clear()
    assert "thinking" in page.computer.panel.seats_label.text()
    zoom = page.board.transform().m11()
    page.board.zoom_in()  # the board zooms meanwhile
    assert page.board.transform().m11() > zoom
    qtbot.waitUntil(lambda: len(controller.state.log) > 0, timeout=60_000)
    timer.stop()
    # the decision took a while (a Hard search, the worker starting), and all the while the
    # event loop ran the 20 ms timer (the limits leave room for a loaded machine)
    assert ticks and ticks[-1] - ticks[0] > 0.5
    gaps = sorted(b - a for a, b in zip(ticks, ticks[1:]))
    assert gaps[len(gaps) // 2] < 0.1, f"the timer ran late: median {gaps[len(gaps) // 2]:.2f} s"
    assert gaps[-1] < 1.0, f"the window stalled {gaps[-1]:.2f} s"
    assert controller.state.log[0].action.player == 0


def test_no_curtain_next_to_a_computer_but_between_two_people(window, qtbot):
    import tests.app.toy_games  # noqa: F401  (the hidden-information toy game)

    window.game_page.computer.runner_factory = lambda: FirstLegalRunner(prefer="end")
    request = NewGameRequest("toy-secret", "standard", 3, ["Ann", "Bo", "Cpu"], 4, {},
                             ["person", "person", "easy"])
    assert window.start_from_request(request)
    page, controller = window.game_page, window.controller
    assert page.stack.currentWidget() is page.curtain  # whoever set up may be Bo
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    end = next(a for a in controller.visible_legal() if a.kind == "end")
    page.choose(end)
    assert page.stack.currentWidget() is page.curtain  # Ann → Bo: two people
    assert page.curtain.title.text() == "Pass to Bo"
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    page.choose(next(a for a in controller.visible_legal() if a.kind == "end"))
    assert page.stack.currentWidget() is not page.curtain  # Bo → computer: none
    assert controller.viewer == 1
    qtbot.waitUntil(lambda: controller.active == [0], timeout=5000)
    assert page.stack.currentWidget() is page.curtain  # computer → Ann: Bo was looking
    assert page.curtain.title.text() == "Pass to Ann"


def test_watch_mode_pauses_steps_and_resumes(window, qtbot):
    import tests.app.toy_games  # noqa: F401

    window.game_page.computer.runner_factory = lambda: FirstLegalRunner(prefer="end")
    window.game_page.computer.pause()  # nothing to pause before a game: harmless
    request = NewGameRequest("toy-secret", "standard", 2, ["A", "B"], 4, {"rounds": 6},
                             ["easy", "hard"])
    assert window.start_from_request(request)
    page, controller = window.game_page, window.controller
    panel = page.computer.panel
    assert panel.watch_bar.isVisibleTo(page) and not panel.hint_button.isVisibleTo(page)
    assert page.stack.currentWidget() is not page.curtain
    qtbot.mouseClick(panel.pause_button, Qt.MouseButton.LeftButton)
    qtbot.wait(150)
    held = len(controller.state.log)
    qtbot.wait(200)
    assert len(controller.state.log) == held
    qtbot.mouseClick(panel.step_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(controller.state.log) == held + 1, timeout=3000)
    qtbot.wait(200)
    assert len(controller.state.log) == held + 1
    qtbot.mouseClick(panel.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=5000)


def test_the_hint_marks_a_legal_actions_target_and_is_noted(window, qtbot):
    request = NewGameRequest("flashpoint", "family", 2, ["Ann", "Cpu"], 3, {},
                             ["person", "easy"])
    assert window.start_from_request(request)
    window.show()
    page, controller = window.game_page, window.controller
    computer = page.computer
    assert computer.panel.hint_button.isVisibleTo(page)
    assert window.seat_menus.hint_action.shortcut().toString() == "Ctrl+H"
    window.seat_menus.hint_action.trigger()
    qtbot.waitUntil(lambda: computer.hint is not None, timeout=20_000)
    hint = computer.hint
    assert hint.seat == 0 and hint.action in controller.visible_legal()
    assert hint.action.target and computer.mark.shown
    assert computer.mark.target == hint.action.target
    marked = computer.mark.item.sceneBoundingRect()
    tagged = [i for i in page.scene.items() if i.data(0) == hint.action.target]
    assert tagged and all(marked.contains(i.sceneBoundingRect()) for i in tagged)
    assert "Hint for Ann" in computer.panel.hint_text.text()
    assert "Ann asked for a hint." in "\n".join(controller.log_lines())
    assert "hint" not in "\n".join(controller.state.messages())  # not the rules' log
    qtbot.mouseClick(computer.panel.play_hint_button, Qt.MouseButton.LeftButton)
    assert controller.state.log[-1].action == hint.action
    assert not computer.mark.shown and not computer.panel.hint_box.isVisibleTo(page)


def test_taking_over_a_computer_seat_stops_the_computer(window, qtbot):
    import tests.app.toy_games  # noqa: F401

    runner = FirstLegalRunner(prefer="tick", hold=True)
    window.game_page.computer.runner_factory = lambda: runner
    request = NewGameRequest("toy-secret", "standard", 2, ["Ann", "Cpu"], 4, {},
                             ["person", "easy"])
    assert window.start_from_request(request)
    controller, page = window.controller, window.game_page
    page.choose(next(a for a in controller.visible_legal() if a.kind == "end"))
    qtbot.waitUntil(lambda: page.computer.driver.thinking_seat == 1, timeout=3000)
    window.seat_menus.set_kind(1, "person")
    runner.release()
    qtbot.wait(150)
    assert len(controller.state.log) == 1  # the late answer was thrown away
    assert page.curtain.title.text() == "Pass to Cpu"  # two people now: Ann must not look
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert {a.player for a in controller.visible_legal()} == {1}
