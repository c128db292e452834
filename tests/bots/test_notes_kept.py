"""A hint request is a line of the log kept with the game (save, autosave, load), and a
campaign chapter in progress keeps its computer explanations and hint requests in the
campaign file (``storage/move_notes.py``, ``storage/session_notes.py``)."""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import SaveError
from boardgames_desktop.storage.session_notes import SessionNotes

from .test_explanations_saved import WHY, computer_reasons, play_until_noted, played

ASKED = "Ann asked for a hint."


def hint_lines(lines: list[str]) -> list[str]:
    return [line for line in lines if "asked for a hint" in line]


# ----- the store ------------------------------------------------------------------------------
def test_a_hint_request_is_saved_at_its_place_in_the_log_and_loads_back(store):
    state = played(10)
    notes = SessionNotes({3: WHY}, {6: ASKED, 10: "Bo asked for a hint."})
    path = store.save(state, ["Ann", "Bo"], "t", store.saves_dir / "h.json", None, notes)
    data = json.loads(path.read_text())
    assert data["app"]["hint_notes"] == [{"at": 6, "why": ASKED},
                                         {"at": 10, "why": "Bo asked for a hint."}]
    loaded = store.load(path)
    assert loaded.notes == {3: WHY}
    assert loaded.notes.hints == {6: ASKED, 10: "Bo asked for a hint."}


def test_a_hint_past_the_last_move_is_dropped_and_a_malformed_list_is_refused(store):
    state = played(5)
    data = json.loads(store.save_text(state, ["Ann", "Bo"], "t", None,
                                      SessionNotes({}, {2: ASKED})))
    data["app"]["hint_notes"].append({"at": 9, "why": "asked after a move never made"})
    path = store.saves_dir / "edited.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    assert store.load(path).notes.hints == {2: ASKED}
    data["app"]["hint_notes"] = [{"at": 2}]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="hint_notes"):
        store.load(path)


# ----- the controller -------------------------------------------------------------------------
def test_the_hint_line_follows_the_move_it_was_asked_after_and_undo_takes_it_back():
    state = played(3)
    controller = HotseatController(state, ["Ann", "Bo"])
    plain = controller.log_lines()
    controller.note_hint(ASKED)
    assert controller.log_lines() == [*plain, f"  ↳ {ASKED}"]
    # loaded: a hint asked after move 2 sits after everything move 2 said
    loaded = HotseatController(played(3), ["Ann", "Bo"],
                               notes=SessionNotes({}, {2: "Bo asked for a hint."}))
    lines = loaded.log_lines()
    at = len(state.setup_messages) + sum(1 + len(e.messages) for e in state.log[:2])
    assert lines == [*plain[:at], "  ↳ Bo asked for a hint.", *plain[at:]]
    # a person moves after the hint, then takes the move back: the hint stays (it was
    # asked before that move); taking back a move made before it takes the hint too
    controller.apply(controller.visible_legal()[0])
    assert controller.move_notes.hints == {3: ASKED}
    assert controller.undo() is None
    assert controller.move_notes.hints == {3: ASKED}
    assert controller.undo() is None  # the move before the hint (seed 3: no die between)
    assert controller.move_notes.hints == {}
    assert not hint_lines(controller.log_lines())


# ----- in the window --------------------------------------------------------------------------
def ask_hint(window, qtbot) -> None:
    computer = window.game_page.computer
    assert computer.ask_hint()
    qtbot.waitUntil(lambda: computer.hint is not None, timeout=10_000)
    computer.clear_hint()


def test_a_hint_request_is_in_the_autosave_at_once_and_in_a_save(window, store, qtbot,
                                                                   tmp_path):
    from boardgames_desktop.app.launcher import NewGameRequest

    request = NewGameRequest("flashpoint", "family", 2, ["Ann", "Bo"], 7, {})
    assert window.start_from_request(request)
    controller = window.controller
    window.game_page.choose(controller.visible_legal()[0])  # the autosave exists from here
    ask_hint(window, qtbot)
    asked = f"{controller.seat_name(window.game_page.computer.hint_seat())} asked for a hint."
    assert hint_lines(controller.log_lines()) == [f"  ↳ {asked}"]
    autosaved = store.load(window.autosave_slot)  # written with the request, no move since
    assert autosaved.notes.hints == {1: asked}
    path = window.save_game(tmp_path / "hinted.json")
    shown = controller.log_lines()
    assert window.open_save(path)
    assert window.controller.log_lines() == shown


def test_a_campaign_chapter_keeps_its_explanations_and_hints(window, qtbot):
    from boardgames_desktop.app.campaign_page import NewCampaignRequest

    info = window.new_campaign_page.info
    assert info is not None
    request = NewCampaignRequest(2, ["Ann", "Cpu"], 5, {}, info=info, kinds=["person", "easy"])
    assert window.create_campaign(request)
    path = window.campaign.path
    assert window.play_chapter()
    controller = window.controller
    play_until_noted(window, qtbot, notes=2, seed=4)
    assert not controller.state.is_over
    qtbot.waitUntil(lambda: bool(controller.visible_legal()), timeout=10_000)
    window.game_page.computer.pause()
    ask_hint(window, qtbot)
    shown = controller.log_lines()
    reasons = computer_reasons(shown)
    assert len(reasons) >= 2 and hint_lines(shown) == [f"  ↳ {ASKED}"]
    stored = window.campaigns.read(path)
    assert stored.notes == controller.move_notes
    assert stored.notes.hints == controller.move_notes.hints
    window.start_state(played(2), ["Di", "Ed"])  # another game: the chapter is put away
    assert window.open_campaign(path) and window.play_chapter()
    window.game_page.computer.pause()
    assert window.controller is not controller and window.in_campaign
    assert computer_reasons(window.controller.log_lines()) == reasons
    assert hint_lines(window.controller.log_lines()) == [f"  ↳ {ASKED}"]
