"""Flash Point throughput: random legal play (actions/s) and clones/s, per configuration.

Run: python bench/bench_flashpoint.py [--games N] [--against /path/to/other/checkout]
(see bench/playbench.py for every option).  The goals of issue #9 are the first two lines.
"""

from __future__ import annotations

import playbench

CONFIGS: list[playbench.Config] = [
    ("family 4p", "flashpoint", "family", 4, {}),
    ("experienced 4p Recruit", "flashpoint", "experienced", 4, {"difficulty": "Recruit"}),
    ("experienced 4p Heroic", "flashpoint", "experienced", 4, {"difficulty": "Heroic"}),
    ("experienced 4p Veteran tragic", "flashpoint", "experienced", 4,
     {"difficulty": "Veteran", "tragic_events": True}),
    ("experienced 1p Heroic tragic 3 ff", "flashpoint", "experienced", 1,
     {"difficulty": "Heroic", "tragic_events": True, "firefighters": 3}),
]

if __name__ == "__main__":
    playbench.main(__file__, CONFIGS, default_games=200)
