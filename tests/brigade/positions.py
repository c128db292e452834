"""Mid-game positions of every Brigade mode and board size, for the board-wide view tests
(tooltips, refusals, overlap): seeded random play from the start, so every run builds the
same positions.  A few set-up positions (a Warden card still to choose) come along, since
those screens teach the most."""

from __future__ import annotations

import random
from collections.abc import Iterator

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


def positions(moves: tuple[int, ...] = (0, 25, 60)) -> Iterator[tuple[str, GameState]]:
    """(name, state) for every configuration after each number of random moves (0: the
    set-up, where Warden cards may still be chosen).  Finished games are skipped."""
    for label, mode, players, options in CONFIGS:
        for n in moves:
            state = new_game("brigade", mode, players, 7, dict(options))
            advance(state, 100 + n, n)
            if not state.is_over:
                yield f"{label}@{n}", state
