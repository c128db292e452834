"""The long soak, by hand: ``pytest -m soak tests/hardening -n 2`` (both cores).

Per mode, ``SOAK_GAMES`` random games (default 100) are played through the checked
``apply``; along the way mutated legal actions are tried (each must be refused with
IllegalAction and change nothing), and at the end the save is mutated ``SOAK_FILES`` times
(default 10) and loaded (each must be refused with SaveError or round-trip).  Figures go to
``$SOAK_OUT`` (default: the system temp folder) as one JSON line per ten games;
``python -m tests.hardening.soak_report`` adds them up per mode for tests/README.md.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
import time
from pathlib import Path

import pytest

from boardgames_desktop.rules import Action, IllegalAction, SaveError, games, load_game
from tests.golden.games import accepted, random_options

from .mutate import mutate_action, mutate_text

HANG_SECONDS = 120.0  # one game, its illegal actions and its corrupt files
GAMES = int(os.environ.get("SOAK_GAMES", "100"))
CHUNK = 10  # games per test case, so that pytest-xdist spreads the work over the cores
CASES = [(info.id, mode.id, first) for info in games() for mode in info.modes
         for first in range(0, GAMES, CHUNK)]


def soak_out() -> Path:
    folder = Path(os.environ.get("SOAK_OUT", Path(tempfile.gettempdir()) / "boardgames-soak"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def one_game(info, mode, index: int, figures: dict) -> None:
    rng = random.Random(f"soak/{info.id}/{mode.id}/{index}")
    for _ in range(20):
        players = rng.choice(mode.player_counts)
        options = random_options(info, mode.id, players, rng)
        if accepted(info.id, mode.id, players, options):
            break
    else:  # no accepted combination drawn: the defaults
        options = {}
    from boardgames_desktop.rules import new_game

    state = new_game(info.id, mode.id, players, 70_000 + index, options)
    started = time.monotonic()
    while not state.is_over:
        listing = state.legal_actions()
        if rng.random() < 0.5:
            raw = mutate_action(listing[rng.randrange(len(listing))].to_dict(), rng)
            figures["illegal_tried"] += 1
            moves, dice = len(state.log), state.rng.get_state()
            before = state.to_json() if rng.random() < 0.05 else None
            try:
                action = Action.from_dict(raw)
                known = state.find_legal(action)
                if known is None:
                    state.clone().apply(action)
                    figures["illegal_accepted"] += 1
            except IllegalAction:
                figures["illegal_refused"] += 1
            assert len(state.log) == moves and state.rng.get_state() == dice
            if before is not None:
                assert state.to_json() == before
        state.apply(listing[rng.randrange(len(listing))])
        figures["moves"] += 1
    text = state.to_json()
    assert load_game(text).to_json() == text
    for _ in range(int(os.environ.get("SOAK_FILES", "10"))):
        bad = text
        for _ in range(rng.choice([1, 1, 2, 3])):
            bad = mutate_text(bad, rng)
        figures["files_tried"] += 1
        begun = time.monotonic()
        try:
            loaded = load_game(bad)
        except SaveError:
            figures["files_refused"] += 1
        else:
            again = loaded.to_json()
            assert load_game(again).to_json() == again
            figures["files_loaded"] += 1
        figures["slowest_load"] = max(figures["slowest_load"], time.monotonic() - begun)
    if time.monotonic() - started > HANG_SECONDS:
        figures["hangs"] += 1


@pytest.mark.soak
@pytest.mark.parametrize("game_id, mode_id, first", CASES)
def test_soak(game_id, mode_id, first):
    from boardgames_desktop.rules import game_info

    info = game_info(game_id)
    mode = info.mode(mode_id)
    figures = {"game": game_id, "mode": mode_id, "games": 0, "moves": 0, "illegal_tried": 0,
               "illegal_refused": 0, "illegal_accepted": 0, "files_tried": 0,
               "files_refused": 0, "files_loaded": 0, "other_exceptions": 0, "hangs": 0,
               "slowest_load": 0.0, "seconds": 0.0}
    failures = []
    started = time.monotonic()
    for index in range(first, min(first + CHUNK, GAMES)):
        try:
            one_game(info, mode, index, figures)
        except Exception as exc:  # counted and reported: the test fails below
            import traceback

            figures["other_exceptions"] += 1
            where = traceback.extract_tb(exc.__traceback__)[-3:]
            failures.append(f"game {index}: {type(exc).__name__}: {str(exc)[:200]} at "
                            + " < ".join(f"{f.filename.split('/')[-1]}:{f.lineno}"
                                         for f in reversed(where)))
        figures["games"] += 1
    figures["seconds"] = round(time.monotonic() - started, 1)
    figures["slowest_load"] = round(figures["slowest_load"], 3)
    with open(soak_out() / "soak.jsonl", "a", encoding="utf-8") as out:
        out.write(json.dumps(figures) + "\n")
    assert not failures, failures[:5]
    assert figures["illegal_accepted"] == 0 and figures["hangs"] == 0
