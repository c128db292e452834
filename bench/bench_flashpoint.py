"""Flash Point throughput: complete random games per second, per configuration.

Run: python bench/bench_flashpoint.py [games per configuration]
"""

from __future__ import annotations

import sys
import time

import common  # noqa: F401  (puts the measured checkout on sys.path: BENCH_ROOT)

from boardgames_desktop.rules import new_game  # noqa: E402
from boardgames_desktop.rules.playout import random_playout  # noqa: E402

CONFIGS = [
    ("family", 4, {}),
    ("experienced", 4, {"difficulty": "Recruit"}),
    ("experienced", 4, {"difficulty": "Heroic"}),
    ("experienced", 4, {"difficulty": "Veteran", "tragic_events": True}),
    ("experienced", 1, {"difficulty": "Heroic", "tragic_events": True, "firefighters": 3}),
]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    total_games = 0
    total_time = 0.0
    for mode, players, opts in CONFIGS:
        steps = 0
        start = time.perf_counter()
        for g in range(games):
            state = new_game("flashpoint", mode, players, g, opts)
            steps += random_playout(state, g)
        elapsed = time.perf_counter() - start
        total_games += games
        total_time += elapsed
        print(f"{mode:12s} {players}p {str(opts):70s} {games / elapsed:8.1f} games/s "
              f"({steps / games:.0f} actions/game, {steps / elapsed:,.0f} actions/s)")
    print(f"overall: {total_games / total_time:.1f} complete random games per second")


if __name__ == "__main__":
    main()
