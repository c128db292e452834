"""A computer move's explanation is kept with the game: in a save, in the autosave journal
(appended lines, undo), back in the log when the game is loaded and in its replay; a save
from before this was kept still loads (``storage/move_notes.py``)."""

from __future__ import annotations

import json
import random

import pytest

from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import SaveError, new_game
from boardgames_desktop.rules.savefile import dump_state

WHY = "Pour water on Bell Cloister (D2): it burns at 3 and would be destroyed next."


def played(moves: int, seed: int = 3):
    """A Flash Point Family game ``moves`` actions along (seeded random play)."""
    state = new_game("flashpoint", "family", 2, seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        state.apply(chooser.choice(state.legal_actions()))
    return state


def test_a_save_keeps_each_computer_explanation_by_move_and_loads_it_back(store):
    state = played(12)
    notes = {3: WHY, 7: "Open the door: the victim behind it is two steps from the fire."}
    path = store.save(state, ["Ann", "Cpu"], "t", store.saves_dir / "g.json",
                      ["person", "easy"], notes)
    loaded = store.load(path)
    assert loaded.notes == notes
    assert len(loaded.state.log) == 12
    # the rules' part of the save is exactly what it was without the notes
    with_notes = json.loads(path.read_text())
    plain = json.loads(store.save_text(state, ["Ann", "Cpu"], "t", ["person", "easy"]))
    assert "bot_notes" not in plain["app"]
    for key in ("actions", "seed", "rng", "summary", "game", "mode", "players"):
        assert with_notes.get(key) == plain.get(key), key
    assert with_notes["app"]["bot_notes"] == [{"at": 3, "why": WHY},
                                              {"at": 7, "why": notes[7]}]


def test_a_save_from_before_the_notes_loads_with_none(store):
    """What the app wrote until now: the same save, its ``app`` part without the field."""
    state = played(9)
    old = dump_state(state, extra={"seats": ["Ann", "Bo"], "saved_at": "2026-11-30T10:00:00",
                                   "title": "Old game", "app_version": "0.9"})
    path = store.saves_dir / "old.json"
    path.parent.mkdir(parents=True)
    path.write_text(old)
    loaded = store.load(path)
    assert loaded.notes == {} and len(loaded.state.log) == 9 and loaded.title == "Old game"
    controller = HotseatController(loaded.state, loaded.seats, notes=loaded.notes)
    assert not any(line.startswith("  ↳ ") for line in controller.log_lines())


def test_notes_past_the_last_move_are_dropped_and_a_malformed_list_is_refused(store):
    state = played(5)
    data = json.loads(store.save_text(state, ["Ann", "Bo"], "t", None, {1: WHY}))
    data["app"]["bot_notes"].append({"at": 40, "why": "a move that was never made"})
    path = store.saves_dir / "edited.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    assert store.load(path).notes == {1: WHY}
    data["app"]["bot_notes"] = [{"at": "one", "why": WHY}]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="bot_notes"):
        store.load(path)


def test_the_autosave_journal_appends_the_explanation_with_the_move_and_undo_drops_it(store):
    """Computer moves inside one turn are appended lines; the note goes with its line."""
    state = new_game("flashpoint", "family", 2, 5)
    controller = HotseatController(state, ["Cpu", "Bo"], kinds=["easy", "easy"])
    slot = store.autosave_dir / "s.json"
    slot.parent.mkdir(parents=True)
    journal = store.journal(slot, controller.seats, "t", controller.kinds,
                            controller.move_notes)
    controller.autosave_hook = lambda *_: journal.record(controller.state)
    reasons = {}
    while len(reasons) < 5:
        action = next(a for a in controller.state.legal_actions() if a.kind != "end_turn")
        why = f"reason {len(controller.state.log)}"
        assert controller.apply(action, by_computer=True, why=why) is None
        reasons[len(controller.state.log) - 1] = why
    assert journal.lines >= 2  # at least two of them went in as appended lines
    assert store.load(slot).notes == reasons
    controller.kinds[:] = ["person", "person"]  # people take over and take a move back
    assert controller.undo() is None
    last = max(reasons)
    del reasons[last]
    assert controller.move_notes == reasons
    assert store.load(slot).notes == reasons
    journal.finish(controller.state)  # compacted into a plain save: the notes stay
    assert store.load(slot).notes == reasons


def test_the_log_shows_loaded_explanations_under_their_moves():
    state = played(6)
    controller = HotseatController(state, ["Ann", "Cpu"], notes={2: WHY, 99: "stale"})
    lines = controller.log_lines()
    action_line = lines.index(controller.humanize(state.messages()[
        len(state.setup_messages) + sum(1 + len(e.messages) for e in state.log[:2])]))
    assert lines[action_line + 1] == f"  ↳ {WHY}"
    assert controller.move_notes == {2: WHY}  # a note past the last move is not kept


# ----- in the window --------------------------------------------------------------------------
def play_until_noted(window, qtbot, notes: int, seed: int) -> None:
    """Random moves for the person, the computer answering, until the computer has left
    ``notes`` explanations (or the game ends)."""
    controller = window.controller
    chooser = random.Random(seed)
    while len(controller.move_notes) < notes and not controller.state.is_over:
        offered = controller.visible_legal()
        if offered:
            window.game_page.choose(chooser.choice(offered))
        else:
            before = len(controller.state.log)
            qtbot.waitUntil(lambda b=before: len(controller.state.log) != b, timeout=10_000)


def computer_reasons(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("  ↳ ") and "looked best" in line]


def test_saved_explanations_come_back_in_the_log_and_in_the_replay(window, qtbot, tmp_path):
    window.start_state(new_game("flashpoint", "family", 2, 7), ["Ann", "Cpu"],
                       ["person", "easy"])
    controller = window.controller
    play_until_noted(window, qtbot, notes=4, seed=2)
    shown = computer_reasons(controller.log_lines())
    assert len(shown) >= 4
    window.game_page.computer.pause()
    path = window.save_game(tmp_path / "with-reasons.json")
    autosave = window.autosave_slot
    window._finish_journal()
    for source in (path, autosave):
        assert window.open_save(source)
        window.game_page.computer.pause()
        assert computer_reasons(window.controller.log_lines()) == shown
    window.game_page.start_replay()
    window.game_page.replay_go(window.game_page.replay.length)
    in_replay = window.game_page.log.toPlainText().splitlines()
    assert [line.strip() for line in computer_reasons(["  " + x.strip() for x in in_replay])] \
        == [line.strip() for line in shown]
    window.game_page.replay_go(1)  # the first move (the computer's reason comes later)
    assert not computer_reasons(["  " + x.strip() for x in
                                 window.game_page.log.toPlainText().splitlines()])


def test_an_old_save_opens_in_the_window(window, store, tmp_path):
    state = played(8)
    old = dump_state(state, extra={"seats": ["Ann", "Bo"], "saved_at": "2026-11-30T10:00:00",
                                   "title": "Old game"})
    path = tmp_path / "old.json"
    path.write_text(old)
    assert window.open_save(path)
    assert len(window.controller.state.log) == 8 and window.controller.move_notes == {}


def test_no_bot_notes_in_a_plain_rules_save():
    """The rules' own save (the golden games' digest) never carries the app's notes."""
    assert "bot_notes" not in dump_state(played(4))


