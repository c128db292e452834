"""The save store: round trip, refusing bad files without touching any, atomic writes."""

from __future__ import annotations

import json
import os

import pytest

from boardgames_desktop.rules import SaveError, new_game
from boardgames_desktop.storage import SaveStore, atomic_write_json, atomic_write_text, data_root
from boardgames_desktop.storage.atomic import TEMP_PREFIX


def play(state, kinds):
    for kind in kinds:
        state.apply(next(a for a in state.legal_actions() if a.kind == kind))


@pytest.fixture
def store(data_dir):
    return SaveStore()


def test_data_root_follows_env_and_store_uses_it(data_dir, store):
    assert data_root() == data_dir
    assert store.root == data_dir
    store.ensure_folders()
    assert sorted(p.name for p in data_dir.iterdir()) == ["autosave", "campaigns", "saves"]


def test_save_then_load_round_trip(store):
    state = new_game("toy-pig", "standard", 3, seed=21)
    play(state, ["roll", "note", "roll", "bank", "roll"])
    path = store.save(state, ["Ann", "Bo", "Cy"], "Toy Pig — Standard")
    assert path.parent == store.saves_dir and path.suffix == ".json"
    loaded = store.load(path)
    assert loaded.state.snapshot() == state.snapshot()
    assert loaded.seats == ["Ann", "Bo", "Cy"]
    assert loaded.title == "Toy Pig — Standard"
    assert loaded.kind == "saves"
    header = json.loads(path.read_text())["app"]
    assert header["seats"] == ["Ann", "Bo", "Cy"] and "T" in header["saved_at"]


def test_two_saves_in_the_same_second_get_different_names(store):
    state = new_game("toy-pig", "standard", 2, seed=1)
    first = store.save(state, ["A", "B"], "Same")
    second = store.save(state, ["A", "B"], "Same")
    assert first != second and first.exists() and second.exists()


BAD_FILES = {
    "corrupt.json": b"{\"format\": \"boardgames-desktop-save\", \"vers",
    "foreign.json": b"{\"format\": \"chess-pgn\", \"moves\": []}",
    "binary.json": b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe",
    "empty.json": b"",
}


def test_bad_saves_refused_with_message_and_left_untouched(store):
    state = new_game("toy-pig", "standard", 2, seed=8)
    play(state, ["roll", "roll"])
    good = store.save(state, ["Ann", "Bo"], "Good game")
    good_bytes = good.read_bytes()
    full = json.loads(state.to_json())
    files = dict(BAD_FILES)
    files["future.json"] = json.dumps(dict(full, version=99)).encode()
    files["truncated.json"] = state.to_json().encode()[:len(state.to_json()) // 2]
    files["tampered.json"] = json.dumps(
        dict(full, actions=[{"player": 7, "kind": "fly", "args": {}}])).encode()
    files["unknown-game.json"] = json.dumps(dict(full, game="no-such-game")).encode()
    store.saves_dir.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (store.saves_dir / name).write_bytes(data)

    expected = {
        "corrupt.json": "damaged or truncated",
        "foreign.json": "not a Boardgames Desktop save",
        "binary.json": "not text",
        "empty.json": "damaged or truncated",
        "future.json": "newer version",
        "truncated.json": "damaged or truncated",
        "tampered.json": "move 1 cannot be replayed",
        "unknown-game.json": "no game 'no-such-game'",
    }
    for name, fragment in expected.items():
        with pytest.raises(SaveError) as info:
            store.load(store.saves_dir / name)
        assert fragment in str(info.value), name
        assert name in str(info.value)  # the message names the file
        assert (store.saves_dir / name).read_bytes() == files[name]

    entries, damaged = store.list_saves()
    # Header-only listing: the tampered file looks fine until replayed; a game this version
    # does not have is known from the header (rules.validate checks game, mode and options).
    assert {e.path.name for e in entries} == {good.name, "tampered.json"}
    assert {d.path.name for d in damaged} == set(expected) - {"tampered.json"}
    assert all(d.reason for d in damaged)
    # Nothing was deleted, rewritten or added.
    assert good.read_bytes() == good_bytes
    for name, data in files.items():
        assert (store.saves_dir / name).read_bytes() == data
    assert sorted(p.name for p in store.saves_dir.iterdir()) == sorted([*files, good.name])
    assert store.load(good).state.snapshot() == state.snapshot()


def test_missing_file_is_a_save_error(store, tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        store.load(tmp_path / "nope.json")


def test_listing_reads_headers_newest_first(store):
    state = new_game("toy-pig", "standard", 2, seed=2)
    older = store.save(state, ["A", "B"], "Older")
    data = json.loads(older.read_text())
    data["app"]["saved_at"] = "2001-01-01T00:00:00+00:00"
    older.write_text(json.dumps(data))
    play(state, ["roll"])
    slot = store.new_autosave_slot("toy-pig")
    store.write_autosave(slot, state, ["A", "B"], "Newer")
    entries, damaged = store.list_saves()
    assert not damaged
    assert [e.title for e in entries] == ["Newer", "Older"]
    assert entries[0].kind == "autosave" and entries[0].actions == 1
    assert entries[0].seats == ["A", "B"] and "Newer" in entries[0].label


def test_atomic_write_replaces_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "deep" / "file.json"
    atomic_write_json(target, {"a": 1})
    atomic_write_text(target, "second")
    assert target.read_text() == "second"
    assert os.listdir(target.parent) == ["file.json"]


def test_failed_atomic_write_keeps_old_file_and_cleans_up(tmp_path, monkeypatch):
    target = tmp_path / "campaign.json"
    atomic_write_json(target, {"chapter": 1})
    before = target.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_json(target, {"chapter": 2})
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["campaign.json"]
    assert not any(p.name.startswith(TEMP_PREFIX) for p in tmp_path.iterdir())


def test_delete_only_inside_save_folders(store, tmp_path):
    state = new_game("toy-pig", "standard", 2, seed=2)
    path = store.save(state, ["A", "B"], "x")
    outside = tmp_path / "keep.json"
    outside.write_text("{}")
    with pytest.raises(SaveError, match="not in the save folders"):
        store.delete(outside)
    assert outside.exists()
    store.delete(path)
    assert not path.exists()


def test_prune_keeps_newest_autosaves_and_never_damaged_ones(store):
    state = new_game("toy-pig", "standard", 2, seed=2)
    paths = []
    for i in range(5):
        slot = store.autosave_dir / f"toy-{i}.json"
        store.write_autosave(slot, state, ["A", "B"], f"game {i}")
        data = json.loads(slot.read_text())
        data["app"]["saved_at"] = f"2020-01-0{i + 1}T00:00:00+00:00"
        slot.write_text(json.dumps(data))
        paths.append(slot)
    broken = store.autosave_dir / "broken.json"
    broken.write_text("{")
    removed = store.prune_autosaves(keep=2, protect=paths[0])
    assert sorted(removed) == sorted(paths[1:3])
    assert broken.exists() and paths[0].exists() and paths[3].exists() and paths[4].exists()


def test_friendly_time_says_today_yesterday_or_the_date():
    from datetime import datetime

    from boardgames_desktop.storage.store import friendly_time

    now = datetime(2026, 11, 29, 15, 0)
    assert friendly_time("2026-11-29T14:05:00", now) == "today 14:05"
    assert friendly_time("2026-11-28T09:12:00", now) == "yesterday 09:12"
    assert friendly_time("2026-11-25T09:12:00", now) == "Wed 09:12"
    assert friendly_time("2026-03-03T09:12:00", now) == "3 Mar 09:12"
    assert friendly_time("2025-03-03T09:12:00", now) == "3 Mar 2025"
    assert friendly_time("not a time", now) == "not a time"


def test_continue_entry_detail_is_short_and_says_how_a_game_ended():
    from pathlib import Path

    from boardgames_desktop.storage.store import PHASE_CHARS, SaveEntry

    long_phase = "Round 1 — Action phase · Blue: send a Party " * 3
    entry = SaveEntry(Path("x.json"), "autosave", "g", "m", 2, ["Ann", "Bo"], "Game — Mode",
                      "2026-01-02T10:00:00+00:00", 7, long_phase, False)
    assert entry.detail.startswith("Ann, Bo · 7 moves · Round 1")
    assert "…" in entry.detail and len(entry.detail) < PHASE_CHARS + 60
    assert "autosaved" in entry.detail
    done = SaveEntry(Path("y.json"), "save", "g", "m", 2, ["Ann", "Bo"], "Game — Mode",
                     "2026-01-02T10:00:00+00:00", 30, "", True, "The house collapsed.")
    assert "finished after 30 moves (The house collapsed.)" in done.detail
