"""Copies of a mid-game state per second (``state.clone()``), per game and mode.

Usage: python bench/bench_clone.py [words to pick configurations] [seconds, default 1]
Mid-game: after 60 random legal actions (a state nearer the end when the game ends sooner).
With ``BENCH_CPU=1`` the time counted is the process's CPU time instead of the wall clock
(the fairer figure on a machine shared with other work, as in ``bench_actions.py``).
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

from common import number_arg, play_to, row, selected, timed


def cpu_timed(function: Any, *, minimum: float = 0.5) -> float:
    """CPU seconds per call of ``function()``, repeated for at least ``minimum`` of them."""
    calls = 0
    start = time.process_time()
    while True:
        for _ in range(20):
            function()
        calls += 20
        elapsed = time.process_time() - start
        if elapsed >= minimum:
            return elapsed / calls


def main() -> None:
    seconds = number_arg(sys.argv[1:], 1.0)
    measure = cpu_timed if os.environ.get("BENCH_CPU") else timed
    for label, game, mode, players, options in selected(sys.argv[1:]):
        rates = []
        for seed in (1, 2, 3):
            state = play_to(game, mode, players, options, seed, 60)
            rates.append(1.0 / measure(state.clone, minimum=seconds / 3))
        row(label, sum(rates) / len(rates), "clones/s")


if __name__ == "__main__":
    main()
