"""Loading the longest Emberheart and Flash Point saves, timed in CPU seconds (best of N).

Usage: python bench/bench_ehfp_load.py [--against PATH] [--rounds N] [--repeat N]

``bench_load.py`` times the wall clock, which on a machine shared with other work mostly
measures the wait for a core.  This script times ``load_game`` of the app's save (with the
position digest: replayed without listing, ``rules/replay.py``) by the process's CPU time and
keeps the best of ``--repeat`` loads; with ``--against PATH`` it runs the checkout at ``PATH``
and this one alternately in fresh interpreters, ``--rounds`` times, and prints both.
The saves are the longest of seeds 1–39 up to 300 actions, as ``bench_load.py`` picks them.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

CONFIGS = [
    ("Emberheart 2p A", "emberheart", "standard", 2, {"side": "A"}),
    ("Emberheart 4p B", "emberheart", "standard", 4, {"side": "B"}),
    ("Flash Point family 4p", "flashpoint", "family", 4, {}),
    ("Flash Point experienced 4p", "flashpoint", "experienced", 4, {"difficulty": "Veteran"}),
]


def measure(repeat: int) -> list[tuple[str, int, float]]:
    sys.path.insert(0, str(HERE))
    from bench_load import save_of_length

    from boardgames_desktop.rules import load_game

    out = []
    for label, game, mode, players, options in CONFIGS:
        app_text, _checked, actions = save_of_length(game, mode, players, options, 300)
        load_game(app_text)  # warm: imports, resources, caches
        best = float("inf")
        for _ in range(repeat):
            start = time.process_time()
            load_game(app_text)
            best = min(best, time.process_time() - start)
        out.append((label, actions, 1000 * best))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", metavar="PATH")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.repeat)))
        return
    paths = [("this", str(HERE.parent))]
    if args.against:
        paths.insert(0, ("against", str(Path(args.against).resolve())))
    best: dict[str, list[float]] = {}
    lengths: list[int] = []
    for _ in range(args.rounds):
        for name, path in paths:
            text = subprocess.run([sys.executable, __file__, "--child", "--repeat",
                                   str(args.repeat)], env=dict(os.environ, PYTHONPATH=path),
                                  check=True, capture_output=True, text=True).stdout
            rows = json.loads(text.strip().splitlines()[-1])
            lengths = [r[1] for r in rows]
            figures = [r[2] for r in rows]
            best[name] = [min(a, b) for a, b in zip(best.get(name, figures), figures)]
    for index, (label, *_rest) in enumerate(CONFIGS):
        parts = "  ".join(f"{name}: {best[name][index]:6.1f} ms" for name, _p in paths)
        print(f"{label:28s} {lengths[index]:3d} actions  {parts}  (CPU, best load)")


if __name__ == "__main__":
    main()
