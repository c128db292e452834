"""Actions per second with random legal play: ``legal_actions()`` then ``apply()``.

Usage: python bench/bench_actions.py [words to pick configurations] [seconds, default 3]
Plays whole games from set-up, new seeds until the time is up; ``apply`` is the checked
entry point a player's click or a bot uses.
"""

from __future__ import annotations

import random
import sys
import time

from common import number_arg, row, selected


def actions_per_second(game: str, mode: str, players: int, options: dict,
                       seconds: float) -> float:
    from boardgames_desktop.rules import new_game

    steps = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_game(game, mode, players, seed, options)
        chooser = random.Random(seed)
        while not state.is_over and steps < 10**9:
            actions = state.legal_actions()
            state.apply(actions[chooser.randrange(len(actions))])
            steps += 1
            if steps % 64 == 0 and time.perf_counter() - start >= seconds:
                break
        seed += 1
    return steps / (time.perf_counter() - start)


def main() -> None:
    seconds = number_arg(sys.argv[1:], 3.0)
    for label, game, mode, players, options in selected(sys.argv[1:]):
        row(label, actions_per_second(game, mode, players, options, seconds), "actions/s")


if __name__ == "__main__":
    main()
