"""Every golden game replays to the same save and log, byte for byte (see games.py)."""

from __future__ import annotations

import json

import pytest

from .games import GOLDEN_FILE, key, play

RECORDS = json.loads(GOLDEN_FILE.read_text())
CHUNK = 25
CHUNKS = [RECORDS[i:i + CHUNK] for i in range(0, len(RECORDS), CHUNK)]


def chunk_id(chunk: list[dict]) -> str:
    first = chunk[0]["config"]
    return f"{first['game']}-{first['mode']}-{first['seed']}"


def test_golden_set_covers_every_mode() -> None:
    from boardgames_desktop.rules import games

    modes = {(r["config"]["game"], r["config"]["mode"]) for r in RECORDS
             if "refused" not in r["result"]}
    real = {"brigade", "emberheart", "flashpoint"}  # other tests register toy games
    expected = {(g.id, m.id) for g in games() if g.id in real for m in g.modes}
    assert modes == expected


@pytest.mark.parametrize("chunk", CHUNKS, ids=[chunk_id(c) for c in CHUNKS])
def test_golden_games_replay_identically(chunk: list[dict]) -> None:
    mismatches = [key(r["config"]) for r in chunk if play(r["config"]) != r["result"]]
    assert not mismatches, f"{len(mismatches)} golden games differ, first: {mismatches[0]}"
