"""The append-only autosave journal: one line per action, torn lines, compaction, old saves."""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.rules import SaveError, load_game, new_game
from boardgames_desktop.rules.playout import random_steps
from boardgames_desktop.storage import SaveStore
from boardgames_desktop.storage.journal import JournalWriter, load_journal, split_journal

SEATS = ["Ada", "Bo"]


def play(state, writer, steps, seed=3):
    random_steps(state, seed, steps, after=writer.record)


def same_game(a, b):
    return a.snapshot() == b.snapshot() and a.messages() == b.messages()


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path)


def test_each_action_inside_a_turn_appends_one_line(store, tmp_path):
    state = new_game("flashpoint", "family", 2, 5)
    slot = tmp_path / "autosave" / "fp.json"
    writer = store.journal(slot, SEATS, "FP")
    for _ in range(40):
        before = slot.read_text().count("\n") if slot.exists() else 0
        play(state, writer, 1, seed=len(state.log))
        after = slot.read_text().count("\n")
        if state.log[-1].hand_off or before == 0:
            assert after == 1  # compacted: a plain save on one line
        else:
            assert after == before + 1
        loaded, _ = load_journal(slot.read_text())
        assert same_game(loaded, state)
    writer.close()


def test_turn_end_leaves_a_plain_save_the_old_loader_reads(store, tmp_path):
    state = new_game("flashpoint", "family", 2, 5)
    slot = tmp_path / "fp.json"
    writer = store.journal(slot, SEATS, "FP")
    play(state, writer, 200)
    while not state.log[-1].hand_off:
        play(state, writer, 1, seed=len(state.log))
    text = slot.read_text()
    assert text.count("\n") == 1
    assert same_game(load_game(text.strip()), state)  # the rules' plain loader
    writer.close()


def test_undo_is_journalled(store, tmp_path):
    state = new_game("flashpoint", "family", 2, 8)
    slot = tmp_path / "fp.json"
    writer = store.journal(slot, SEATS)
    play(state, writer, 30)
    while state.undoable_steps() == 0 or state.is_over:
        play(state, writer, 1, seed=len(state.log))
    lines = slot.read_text().count("\n")
    state.undo()
    writer.record(state)
    text = slot.read_text()
    assert text.count("\n") == lines + 1
    assert json.loads(text.splitlines()[-1])["undo"] == 1
    loaded, journal = load_journal(text)
    assert same_game(loaded, state)
    assert journal.actions == len(state.log)
    writer.close()


def journal_with_lines(store, tmp_path, minimum=3):
    """A slot whose journal holds at least ``minimum`` appended lines, and its state."""
    for seed in range(20):
        state = new_game("flashpoint", "family", 2, seed)
        slot = tmp_path / f"fp-{seed}.json"
        writer = store.journal(slot, SEATS)
        play(state, writer, 12, seed=seed)
        writer.close()
        if writer.lines >= minimum:
            return slot, state
    raise AssertionError("no seed gave a turn with enough actions")


def test_a_torn_last_line_loads_up_to_the_last_whole_line(store, tmp_path):
    slot, state = journal_with_lines(store, tmp_path)
    text = slot.read_text()
    whole = text[: text.rstrip("\n").rfind("\n") + 1]
    torn = whole + text[len(whole): len(text) - 7]  # the last line cut off mid-way
    slot.write_text(torn)
    loaded = store.load(slot)
    expected = load_game(state.to_json())
    expected.undo()  # the torn line was the latest action (never a hand-off)
    assert same_game(loaded.state, expected)
    assert split_journal(torn).torn
    entry = store.header(slot, "autosave")
    assert entry.actions == len(state.log) - 1


def test_a_damaged_line_inside_the_journal_is_refused_with_a_message(store, tmp_path):
    slot, _ = journal_with_lines(store, tmp_path)
    lines = slot.read_text().split("\n")
    lines[1] = lines[1][:-3] + "@@@"
    slot.write_text("\n".join(lines))
    with pytest.raises(SaveError, match="damaged at line 2"):
        store.load(slot)
    entries, damaged = store.list_saves()
    assert slot not in {e.path for e in entries}


def test_a_journal_line_that_does_not_fit_its_base_is_refused(store, tmp_path):
    slot, _ = journal_with_lines(store, tmp_path)
    lines = slot.read_text().split("\n")
    line = json.loads(lines[1])
    line["a"]["args"] = {"nowhere": 999}
    lines[1] = json.dumps(line)
    slot.write_text("\n".join(lines))
    with pytest.raises(SaveError, match="cannot be replayed at line 2"):
        store.load(slot)


def test_the_listing_counts_journal_lines_and_shows_the_last_phase(store, tmp_path):
    slot, state = journal_with_lines(store, tmp_path)
    entry = store.header(slot, "autosave")
    assert entry.actions == len(state.log)
    assert entry.phase == state.phase[:64] or entry.phase.endswith("…")


def test_finish_compacts_and_a_plain_save_needs_no_compaction(store, tmp_path):
    slot, state = journal_with_lines(store, tmp_path)
    writer = JournalWriter(slot, lambda s: store.save_text(s, SEATS))
    writer.record(state)  # first record of a session: writes a plain save
    assert slot.read_text().count("\n") == 1
    writer.finish(state)
    assert same_game(store.load(slot).state, state)


def test_a_save_spread_over_several_lines_still_loads(store, tmp_path):
    state = new_game("flashpoint", "family", 2, 4)
    play(state, JournalWriter(tmp_path / "x.json", lambda s: store.save_text(s, SEATS)), 5)
    path = tmp_path / "pretty.json"
    path.write_text(json.dumps(json.loads(state.to_json()), indent=2))
    assert same_game(store.load(path).state, state)


def test_a_journal_another_copy_replaced_is_not_appended_to(store, tmp_path):
    from boardgames_desktop.storage.locking import StaleFileError

    slot, state = journal_with_lines(store, tmp_path)
    writer = store.journal(slot, SEATS)
    writer.record(state)  # this copy's session starts: a plain save
    while state.is_over or state.undoable_steps() == 0:
        state = new_game("flashpoint", "family", 2, len(state.log))
        writer = store.journal(slot, SEATS)
        writer.record(state)
        play(state, writer, 3)
    other = SaveStore(tmp_path)  # another copy of the app writes the same autosave
    other.write_autosave(slot, state, ["Someone", "Else"])
    newer = slot.read_bytes()
    state.undo()
    with pytest.raises(StaleFileError, match="another copy"):
        writer.record(state)
    with pytest.raises(StaleFileError):
        writer.record(state)  # and never later either (the compaction is refused too)
    assert slot.read_bytes() == newer
