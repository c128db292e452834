"""Actions per second with random legal play: ``legal_actions()`` then ``apply()``.

Usage: python bench/bench_actions.py [words to pick configurations] [seconds, default 3]
Plays whole games from set-up, new seeds until the time is up; ``apply`` is the checked
entry point a player's click or a bot uses.  With ``BENCH_CPU=1`` the time counted is the
process's CPU time instead of the wall clock: on a machine shared with other work that is
the fairer figure (the wall clock also counts the time spent waiting for a core).
"""

from __future__ import annotations

import os
import random
import sys
import time

from common import number_arg, row, selected


def actions_per_second(game: str, mode: str, players: int, options: dict,
                       seconds: float) -> float:
    from boardgames_desktop.rules import new_game

    clock = time.process_time if os.environ.get("BENCH_CPU") else time.perf_counter
    steps = 0
    seed = 0
    start = clock()
    while clock() - start < seconds:
        state = new_game(game, mode, players, seed, options)
        chooser = random.Random(seed)
        while not state.is_over and steps < 10**9:
            actions = state.legal_actions()
            state.apply(actions[chooser.randrange(len(actions))])
            steps += 1
            if steps % 64 == 0 and clock() - start >= seconds:
                break
        seed += 1
    return steps / (clock() - start)


def main() -> None:
    seconds = number_arg(sys.argv[1:], 3.0)
    for label, game, mode, players, options in selected(sys.argv[1:]):
        row(label, actions_per_second(game, mode, players, options, seconds), "actions/s")


if __name__ == "__main__":
    main()
