"""Emberheart throughput: random legal play (actions/s) and clones/s, per configuration.

Run: python bench/bench_emberheart.py [--games N] [--against /path/to/other/checkout]
(see bench/playbench.py for every option).  The goals of issue #9 are the first two lines.
"""

from __future__ import annotations

import playbench

CONFIGS: list[playbench.Config] = [
    ("2 players, side A", "emberheart", "standard", 2, {"side": "A"}),
    ("4 players, side B", "emberheart", "standard", 4, {"side": "B"}),
    ("2 players, side B", "emberheart", "standard", 2, {"side": "B"}),
    ("3 players, side A", "emberheart", "standard", 3, {"side": "A"}),
    ("3 players, side B", "emberheart", "standard", 3, {"side": "B"}),
    ("4 players, side A", "emberheart", "standard", 4, {"side": "A"}),
]

if __name__ == "__main__":
    playbench.main(__file__, CONFIGS, default_games=40)
