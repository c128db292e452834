"""Instructions per action and per copy, counted by valgrind: a speed figure the load cannot move.

Usage: python bench/bench_instructions.py [words to pick configurations] [actions, default 400]
       [--against CHECKOUT] [--clones]

On this VM a wall-clock benchmark swings by a quarter or more between two runs of the same
code, even on an idle machine, so small gains cannot be told from noise.  This script runs
the same seeded random legal play as ``bench_actions.py`` (``legal_actions()`` then checked
``apply()``) under ``valgrind --tool=cachegrind --cache-sim=no`` and reports the
instructions one action costs.  The cost of starting Python, importing the package and
setting the games up is taken out by counting a second child that starts the same games and
plays nothing.  With ``--clones`` it also counts one ``clone()`` of the state reached.

The last column turns the count into actions per second at this machine's speed for this
kind of code (instructions per CPU-second of the same child, run natively once): it shows
how far a count is from the issue's goals, but like every time it moves with the load.
``--against`` counts that checkout's code too (each checkout runs this script's children
with its own package on the path).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import ROOT, number_arg, selected

CHILD = """
import random, sys, time
from boardgames_desktop.rules import new_game
game, mode, players, options, actions, games, clones = (
    sys.argv[1], sys.argv[2], int(sys.argv[3]), eval(sys.argv[4]), int(sys.argv[5]),
    int(sys.argv[6]), int(sys.argv[7]))
start = time.process_time()
done = seed = 0
if games:  # only start the games a playing child started, play nothing
    for seed in range(games):
        state = new_game(game, mode, players, seed, options)
    seed = games
while not games and done < actions:
    state = new_game(game, mode, players, seed, options)
    chooser = random.Random(seed)
    while done < actions and not state.is_over:
        moves = state.legal_actions()
        state.apply(moves[chooser.randrange(len(moves))])
        done += 1
    seed += 1
for _ in range(clones):
    state.clone()
print(done, seed, time.process_time() - start)
"""


def count(root: Path, argv: list[str], *, native: bool = False) -> tuple[int, str]:
    """Instructions of one child (or, ``native``, its stdout only), bytecode cached."""
    env = dict(os.environ, PYTHONPATH=str(root), PYTHONPYCACHEPREFIX=CACHE)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    command = [sys.executable, "-c", CHILD, *argv]
    if not native:
        command = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
                   "--cachegrind-out-file=/dev/null", *command]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    if native:
        return 0, out.stdout.strip()
    refs = [line for line in out.stderr.splitlines() if "I   refs:" in line]
    return int(refs[-1].split(":")[1].replace(",", "")), out.stdout.strip()


def measure(root: Path, config: tuple, actions: int, clones: int) -> dict[str, float]:
    _, game, mode, players, options = config
    args = [game, mode, str(players), repr(options), str(actions)]
    count(root, [*args, "0", "0"], native=True)  # fill the bytecode cache
    played, words = count(root, [*args, "0", "0"])
    done, games, _ = words.split()
    idle, _ = count(root, [*args, games, "0"])
    result = {"per_action": (played - idle) / int(done)}
    _, native = count(root, [*args, "0", "0"], native=True)
    seconds = float(native.split()[2])
    # instructions per CPU-second of this workload (setup included: same kind of code)
    result["rate"] = played / seconds / result["per_action"] if seconds else 0.0
    if clones:
        cloned, _ = count(root, [*args, "0", str(clones)])
        result["per_clone"] = (cloned - played) / clones
    return result


def main() -> None:
    argv = sys.argv[1:]
    other = None
    if "--against" in argv:
        index = argv.index("--against")
        other = Path(argv[index + 1]).resolve()
        del argv[index:index + 2]
    clones = 50 if "--clones" in argv else 0
    argv = [a for a in argv if a != "--clones"]
    actions = int(number_arg(argv, 400))
    roots = [ROOT] if other is None else [other, ROOT]
    print(f"{'configuration':30s} | {'checkout':12s} | instr/action | actions/s here"
          + (" | instr/clone" if clones else ""), flush=True)
    for config in selected(argv):
        for root in roots:
            figures = measure(root, config, actions, clones)
            line = (f"{config[0]:30s} | {root.name[:12]:12s} | {figures['per_action']:12,.0f}"
                    f" | {figures['rate']:14,.0f}")
            if clones:
                line += f" | {figures['per_clone']:11,.0f}"
            print(line, flush=True)


CACHE = tempfile.mkdtemp(prefix="bench-instr-")

if __name__ == "__main__":
    started = time.time()
    main()
    print(f"({time.time() - started:.0f} s)")
