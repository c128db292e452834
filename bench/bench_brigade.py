"""Complete random games per second for each Brigade mode/configuration, with the share of
games won (All-Versus-One: by the Pyromancer; Co-Op and campaign chapters: by the team).

Usage: python bench/bench_brigade.py [seconds per configuration, default 3]
       python bench/bench_brigade.py --speed [seconds per mode, default 3]

``--speed`` prints, for one configuration of each mode, the random-play throughput
(``legal_actions()`` then ``apply()``; only those two calls are timed, never the set-up of a
new game) and how many ``clone()`` calls per second a mid-game position takes (the position
half-way through a seeded random game).  Run it with ``BENCH_ROOT=<other checkout>`` to
measure another version of the code (bench/common.py).  Times are CPU seconds of this
process (``time.process_time``), so other programs loading the machine disturb them less.
"""

from __future__ import annotations

import random
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


#: one configuration per mode for ``--speed``
SPEED_CONFIGS = [
    ("competitive", 4, {}),
    ("coop", 2, {}),
    ("solo", 1, {}),
    ("3v1", 4, {}),
    ("4v1", 5, {}),
    ("campaign", 2, {"chapter": 4}),
]


def actions_per_second(mode: str, players: int, options: dict, seconds: float) -> float:
    """Random legal play over whole seeded games; only ``legal_actions``/``apply`` timed."""
    timed = 0.0
    steps = 0
    seed = 0
    while timed < seconds:
        state = new_game("brigade", mode, players, seed, options)
        chooser = random.Random(seed)
        clock = time.process_time
        start = clock()
        while not state.is_over:
            actions = state.legal_actions()
            state.apply(actions[chooser.randrange(len(actions))])
            steps += 1
        timed += clock() - start
        seed += 1
    return steps / timed


def mid_game(mode: str, players: int, options: dict, seed: int = 7):
    """The position half-way through a seeded random game of this configuration."""
    state = new_game("brigade", mode, players, seed, options)
    length = random_playout(state, seed)
    state = new_game("brigade", mode, players, seed, options)
    chooser = random.Random(seed)
    for _ in range(length // 2):
        actions = state.legal_actions()
        state.apply(actions[chooser.randrange(len(actions))])
    return state


def clones_per_second(state, seconds: float) -> float:
    count = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(20):
            state.clone()
        count += 20
    return count / (time.process_time() - start)


def speed(seconds: float) -> None:
    for mode, players, options in SPEED_CONFIGS:
        label = f"{mode} {players}p {options or ''}"
        rate = actions_per_second(mode, players, options, seconds)
        clones = clones_per_second(mid_game(mode, players, options), seconds / 3)
        print(f"{label:32s} {rate:9.0f} actions/s  {clones:9.0f} clones/s", flush=True)


def main() -> None:
    if sys.argv[1:2] == ["--speed"]:
        speed(float(sys.argv[2]) if len(sys.argv) > 2 else 3.0)
        return
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
