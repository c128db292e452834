"""Copies of a mid-game state per second (``state.clone()``), per game and mode.

Usage: python bench/bench_clone.py [words to pick configurations] [seconds, default 1]
Mid-game: after 60 random legal actions (a state nearer the end when the game ends sooner).
"""

from __future__ import annotations

import sys

from common import number_arg, play_to, row, selected, timed


def main() -> None:
    seconds = number_arg(sys.argv[1:], 1.0)
    for label, game, mode, players, options in selected(sys.argv[1:]):
        rates = []
        for seed in (1, 2, 3):
            state = play_to(game, mode, players, options, seed, 60)
            rates.append(1.0 / timed(state.clone, minimum=seconds / 3))
        row(label, sum(rates) / len(rates), "clones/s")


if __name__ == "__main__":
    main()
