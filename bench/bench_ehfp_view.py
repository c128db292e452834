"""Emberheart and Flash Point boards: what one click costs in the scene, CPU time.

For each configuration a seeded random game is played on and, after every action, the
position is shown on one offscreen board scene (no window, no painting): the figures are the
CPU time (``time.process_time``, so a machine loaded by other work disturbs them less) of

* ``view``: ``state.view(seat)``, the plain data the scene draws from;
* ``show_state``: the scene's whole redraw for the new position (the view included);

median and 95th percentile in milliseconds; and two counts that do not depend on the load of
the machine: ``sketches``, how many sketches the drawing made, and ``items set``, how many
Qt items the reconciler created or updated (medians per position).  Run:
``python bench/bench_ehfp_view.py [positions per configuration] [--before REV]
[--rounds N]``; ``--before REV`` also measures a copy of git revision REV (``git archive``
into a temporary folder, run in a fresh interpreter), the two in turns ``N`` times (default
2), so before and after come from one run and a load that changes disturbs both alike.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WARMUP = 20  #: random actions before the first timed position
#: (label, game, mode, players, options)
CONFIGS = [
    ("emberheart 2p A", "emberheart", "standard", 2, {"side": "A"}),
    ("emberheart 4p B", "emberheart", "standard", 4, {"side": "B"}),
    ("flashpoint family 4p", "flashpoint", "family", 4, {}),
    ("flashpoint experienced 4p tragic", "flashpoint", "experienced", 4,
     {"difficulty": "Veteran", "tragic_events": True}),
]


def measure(count: int) -> dict[str, dict[str, list[float]]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import importlib

    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.rules import new_game
    from boardgames_desktop.ui import sketch

    made = [0]
    original = sketch.Sketch.__init__

    def counting(self, parent=None):  # type: ignore[no-untyped-def]
        made[0] += 1
        original(self, parent)

    sketch.Sketch.__init__ = counting  # type: ignore[method-assign]
    app = QApplication.instance() or QApplication([])
    out: dict[str, dict[str, list[float]]] = {}
    for label, game, mode, players, options in CONFIGS:
        make = importlib.import_module(f"boardgames_desktop.games.{game}.view.scene")
        scene = make.create_scene()
        views: list[float] = []
        shows: list[float] = []
        built: list[float] = []
        touched: list[float] = []
        seed = 0
        while len(shows) < count and seed < 30:
            seed += 1
            rng = random.Random(seed)
            state = new_game(game, mode, players, seed, options)
            for _ in range(WARMUP):
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_actions()))
            first = True
            while len(shows) < count and not state.is_over:
                legal = state.legal_actions()
                seat = state.active_players[0] if state.active_players else None
                start = time.process_time()
                state.view(seat)
                views.append(time.process_time() - start)
                made[0] = 0
                start = time.process_time()
                scene.show_state(state, seat, legal)
                took = time.process_time() - start
                if not first:  # the first drawing of a game builds every item
                    shows.append(took)
                    built.append(made[0])
                    rec = scene.reconciler
                    touched.append(rec.created + rec.updated)
                first = False
                state.apply(rng.choice(legal))
        scene.clear()
        app.processEvents()
        out[label] = {"view": views, "show_state": shows, "sketches": built,
                      "items set": touched}
    sketch.Sketch.__init__ = original  # type: ignore[method-assign]
    return out


def summary(times: list[float], what: str) -> str:
    ordered = sorted(times)
    if what in COUNTS:
        return f"{statistics.median(ordered):7.0f}        "
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return f"{statistics.median(ordered) * 1000:5.2f} / {p95 * 1000:5.2f}"


COUNTS = ("sketches", "items set")


def measure_here(count: int) -> dict[str, dict[str, list[float]]]:
    """This checkout, measured in a fresh interpreter (as the other side is)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONPATH", None)
    args = [sys.executable, str(Path(__file__).resolve()), str(count), "--json"]
    got = subprocess.run(args, env=env, cwd=str(ROOT), check=True, capture_output=True,
                         text=True).stdout
    return json.loads(got.strip().splitlines()[-1])


def measure_revision(rev: str, count: int) -> dict[str, dict[str, list[float]]]:
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        env = dict(os.environ, PYTHONPATH=folder, QT_QPA_PLATFORM="offscreen")
        args = [sys.executable, str(Path(__file__).resolve()), str(count), "--json"]
        got = subprocess.run(args, env=env, cwd=folder, check=True, capture_output=True,
                             text=True).stdout
    return json.loads(got.strip().splitlines()[-1])


def main(argv: list[str]) -> int:
    count = int(argv[0]) if argv and argv[0].isdigit() else 80
    if "--json" in argv:
        print(json.dumps(measure(count)))
        return 0
    rev = argv[argv.index("--before") + 1] if "--before" in argv else None
    rounds = int(argv[argv.index("--rounds") + 1]) if "--rounds" in argv else 2
    before: dict[str, dict[str, list[float]]] = {}
    after: dict[str, dict[str, list[float]]] = {}
    for _ in range(rounds if rev else 1):
        sides = ((measure_revision(rev, count), before),) if rev else ()
        for got, into in sides + ((measure_here(count), after),):
            for label, parts in got.items():
                for what, values in parts.items():
                    into.setdefault(label, {}).setdefault(what, []).extend(values)
    print(f"{count} positions each (x{rounds if rev else 1} rounds): CPU ms median / p95; "
          "counts: median per position")
    for label, got in after.items():
        for what in ("view", "show_state") + COUNTS:
            line = f"{label:34s} {what:10s}"
            if before and label in before:
                line += f"  before {summary(before[label][what], what)}"
            line += f"  {'after' if before else 'now'} {summary(got[what], what)}"
            print(line)
    return 0


if __name__ == "__main__":
    if "PYTHONPATH" not in os.environ:
        sys.path.insert(0, str(ROOT))
    raise SystemExit(main(sys.argv[1:]))
