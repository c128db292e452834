"""Complete random games per second for each Brigade mode/configuration, with the share of
games won (All-Versus-One: by the Pyromancer; Co-Op and campaign chapters: by the team).

Usage: python bench/bench_brigade.py [seconds per configuration, default 3]
"""

from __future__ import annotations

import sys
import time

import common  # noqa: F401  (puts the measured checkout on sys.path: BENCH_ROOT)

from boardgames_desktop.rules import game_info, new_game  # noqa: E402
from boardgames_desktop.rules.playout import random_playout  # noqa: E402

CONFIGS = [
    ("competitive", 2, {}),
    ("competitive", 4, {}),
    ("competitive", 4, {"big_buildings": True, "special_events": True}),
    ("competitive", 3, {"expert": "replace", "advanced_wardens": True}),
    ("solo", 1, {}),
    ("coop", 2, {}),
    ("3v1", 2, {}),
    ("3v1", 4, {}),
    ("3v1", 2, {"avo_wardens": 1}),
    ("4v1", 5, {}),
    ("campaign", 1, {"chapter": 1}),
    ("campaign", 2, {"chapter": 2}),
    ("campaign", 2, {"chapter": 3}),
    ("campaign", 2, {"chapter": 4}),
    ("campaign", 4, {"chapter": 4, "boon": "skilled"}),
]


def bench(mode: str, players: int, options: dict, seconds: float
          ) -> tuple[int, int, float, int]:
    """(games, actions, seconds, games won by seat 0's side)."""
    games = steps = won = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_game("brigade", mode, players, games, options)
        steps += random_playout(state, games)
        games += 1
        outcome = state.outcome
        if outcome is not None and 0 in outcome.winners:
            won += 1
    return games, steps, time.perf_counter() - start, won


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    modes = {m.id for m in game_info("brigade").modes}
    for mode, players, options in CONFIGS:
        if mode not in modes:
            print(f"{mode:12s} not available in this build")
            continue
        games, steps, elapsed, won = bench(mode, players, options, seconds)
        label = f"{mode} {players}p {options or ''}"
        side = "Pyromancer" if mode in ("3v1", "4v1") else "seat 1"
        print(f"{label:62s} {games / elapsed:8.1f} games/s  {steps / games:6.1f} actions/game"
              f"  {steps / elapsed:8,.0f} actions/s  {side} won {100 * won / games:3.0f}% of "
              f"{games}")


if __name__ == "__main__":
    main()
