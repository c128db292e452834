"""Where the time goes: cProfile of random legal play (``legal_actions`` + ``apply``).

Usage: python bench/profile_games.py [words to pick configurations] [seconds, default 3]
Prints the top functions by own time for each configuration (for bench/README.md); the
environment variable ``TOP`` sets how many (default 8).  Times are wall-clock (a CPU-time
timer is a system call here and slows the profiled run some twentyfold): on a loaded
machine profile for longer and compare shares, not seconds.
"""

from __future__ import annotations

import cProfile
import os
import pstats
import sys

from bench_actions import actions_per_second
from common import number_arg, selected


def main() -> None:
    seconds = number_arg(sys.argv[1:], 3.0)
    for label, game, mode, players, options in selected(sys.argv[1:]):
        actions_per_second(game, mode, players, options, 0.3)  # imports and caches first
        profile = cProfile.Profile()
        profile.enable()
        actions_per_second(game, mode, players, options, seconds)
        profile.disable()
        stats = pstats.Stats(profile)
        total = stats.total_tt
        print(f"\n{label}:")
        entries = sorted(stats.stats.items(), key=lambda item: item[1][2], reverse=True)
        top = int(os.environ.get("TOP", "8"))
        for (path, line, name), (_, calls, own, cumulative, _) in entries[:top]:
            where = path.split("boardgames_desktop/")[-1] if "boardgames_desktop" in path \
                else path.rsplit("/", 1)[-1]
            print(f"  {100 * own / total:5.1f}% own {100 * cumulative / total:5.1f}% cum "
                  f"{calls:>9,} calls  {where}:{line} {name}")


if __name__ == "__main__":
    main()
