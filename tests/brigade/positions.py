"""Mid-game positions of every Brigade mode and board size, for the board-wide view tests
(tooltips, refusals, overlap): seeded random play from the start, so every run builds the
same positions.  A few set-up positions (a Warden card still to choose) come along, since
those screens teach the most.

Tests are parametrized by *name* (``position_names``) and build their position inside the
test (``position``): nothing runs game code while pytest collects, so a mutation run can
tell which test calls which function, and a position is never shared between tests."""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.rules import GameState, new_game

#: (label, mode, players, options): every mode, and the board sizes that change the town
CONFIGS: tuple[tuple[str, str, int, dict], ...] = (
    ("competitive-2", "competitive", 2, {}),
    ("competitive-4-big", "competitive", 4, {"big_buildings": True}),
    ("competitive-3-expert", "competitive", 3, {"expert": "replace"}),
    ("competitive-2-advanced", "competitive", 2, {"advanced_wardens": True}),
    ("coop-1", "coop", 1, {}),
    ("coop-3", "coop", 3, {}),
    ("solo", "solo", 1, {}),
    ("3v1", "3v1", 4, {}),
    ("4v1", "4v1", 5, {}),
    ("campaign-1", "campaign", 2, {"chapter": 1}),
    ("campaign-2", "campaign", 2, {"chapter": 2}),
    ("campaign-3", "campaign", 2, {"chapter": 3}),
    ("campaign-4", "campaign", 2, {"chapter": 4}),
)


def advance(state: GameState, seed: int, moves: int) -> GameState:
    """Random legal actions, ending turns less often so the town gets busy."""
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        if not legal or state.is_over:
            break
        busy = [a for a in legal if a.kind != "end_turn"]
        state.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal))
    return state


def start(label: str) -> GameState:
    _, mode, players, options = next(c for c in CONFIGS if c[0] == label)
    return new_game("brigade", mode, players, 7, dict(options))


def position_names(moves: tuple[int, ...] = (0, 25, 60)) -> list[str]:
    """``label@n`` for every configuration after each number of random moves (0: the
    set-up, where Warden cards may still be chosen)."""
    return [f"{label}@{n}" for label, *_ in CONFIGS for n in moves]


def position(name: str) -> GameState:
    """The position ``label@n`` names, built afresh; a game that ended before move n is
    skipped (no board-wide check applies to a finished game)."""
    label, moves = name.rsplit("@", 1)
    state = advance(start(label), 100 + int(moves), int(moves))
    if state.is_over:
        pytest.skip(f"{label} ended before move {moves}")
    return state
