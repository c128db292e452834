"""Shared set-up of the benchmark scripts: which checkout to measure, which configurations.

Every script measures the code of the checkout it lives in, or the one named by the
``BENCH_ROOT`` environment variable, so the same script gives the before and after figures:
``BENCH_ROOT=/work/wt/baseline python bench/bench_clone.py``.  ``run_all.py`` does both.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(os.environ.get("BENCH_ROOT") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

#: One configuration per row of the issue's table: (label, game, mode, players, options).
CONFIGS: list[tuple[str, str, str, int, dict[str, Any]]] = [
    ("Flash Point family 4p", "flashpoint", "family", 4, {}),
    ("Flash Point experienced 4p", "flashpoint", "experienced", 4, {"difficulty": "Veteran"}),
    ("Emberheart 2p A", "emberheart", "standard", 2, {"side": "A"}),
    ("Emberheart 4p B", "emberheart", "standard", 4, {"side": "B"}),
    ("Brigade competitive 4p", "brigade", "competitive", 4, {}),
    ("Brigade coop 2p", "brigade", "coop", 2, {}),
    ("Brigade solo", "brigade", "solo", 1, {}),
    ("Brigade 3v1 4p", "brigade", "3v1", 4, {}),
    ("Brigade 4v1", "brigade", "4v1", 5, {}),
    ("Brigade campaign ch.2 2p", "brigade", "campaign", 2, {"chapter": 2}),
]


def selected(argv: list[str]) -> list[tuple[str, str, str, int, dict[str, Any]]]:
    """The configurations whose label contains any of the words given (all when none)."""
    words = [w.lower() for w in argv if not w.replace(".", "").isdigit()]
    if not words:
        return CONFIGS
    return [c for c in CONFIGS if any(w in c[0].lower() for w in words)]


def number_arg(argv: list[str], default: float) -> float:
    """The first numeric command-line argument, or ``default``."""
    for word in argv:
        if word.replace(".", "").isdigit():
            return float(word)
    return default


def play_to(game: str, mode: str, players: int, options: dict[str, Any], seed: int,
            steps: int) -> Any:
    """A state after up to ``steps`` random legal actions (checked ``apply``).

    Written out rather than calling ``rules.playout.random_steps``: the benches also run
    against older checkouts (``BENCH_ROOT``) that lack it."""
    from boardgames_desktop.rules import new_game

    state = new_game(game, mode, players, seed, options)
    chooser = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        actions = state.legal_actions()
        state.apply(actions[chooser.randrange(len(actions))])
    return state


def row(label: str, value: float, unit: str) -> None:
    """Print one result as ``label | value unit`` (``run_all.py`` reads these lines)."""
    print(f"{label:34s} | {value:,.{0 if value >= 100 else 2}f} {unit}", flush=True)


def timed(function: Any, *, minimum: float = 0.5) -> float:
    """Seconds per call of ``function()``, repeated for at least ``minimum`` seconds."""
    calls = 0
    start = time.perf_counter()
    while True:
        function()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= minimum:
            return elapsed / calls
