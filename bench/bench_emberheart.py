"""Emberheart throughput: complete random games per second (2, 3 and 4 players, both sides).

Run: python bench/bench_emberheart.py [games_per_configuration]
"""

from __future__ import annotations

import sys
import time

import common  # noqa: F401  (puts the measured checkout on sys.path: BENCH_ROOT)

from boardgames_desktop.rules import new_game  # noqa: E402
from boardgames_desktop.rules.playout import random_playout  # noqa: E402


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    total_games = total_steps = 0
    start = time.perf_counter()
    for players in (2, 3, 4):
        for side in ("A", "B"):
            t0 = time.perf_counter()
            steps = 0
            for seed in range(games):
                state = new_game("emberheart", "standard", players, seed, {"side": side})
                steps += random_playout(state, seed)
            dt = time.perf_counter() - t0
            print(f"{players} players, side {side}: {games / dt:7.1f} games/s "
                  f"({steps / games:.0f} actions/game, {steps / dt:,.0f} actions/s)")
            total_games += games
            total_steps += steps
    dt = time.perf_counter() - start
    print(f"overall: {total_games / dt:.1f} complete random games per second, "
          f"{total_steps / dt:.0f} actions per second")


if __name__ == "__main__":
    main()
