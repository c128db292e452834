"""A digest of seeded Emberheart and Flash Point games, to prove a speed change changed nothing.

Usage: python bench/digest_ehfp.py [--games N] [--against PATH]

For every configuration of ``bench_flashpoint.py`` and ``bench_emberheart.py`` it plays
``N`` seeded random games (``legal_actions()`` then ``apply()``) and hashes, at every step,
each listed action (player, kind, arguments, text, target, cost), the whole state as plain
data (``snapshot()``: the board, the fire-phase records, the flow, the RNG) and, at the end,
the game log and the outcome.  Two checkouts that print the same digests listed the same
actions with the same words and went through the same states.  ``--against PATH`` runs the
checkout at ``PATH`` too (in a fresh interpreter) and says whether the digests agree.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_emberheart  # noqa: E402
import bench_flashpoint  # noqa: E402

CONFIGS = ([("Flash Point " + c[0],) + c[1:] for c in bench_flashpoint.CONFIGS]
           + [("Emberheart " + c[0],) + c[1:] for c in bench_emberheart.CONFIGS])


def game_digest(config: tuple, games: int) -> str:
    from boardgames_desktop.rules import new_game

    _label, game, mode, players, options = config
    digest = hashlib.sha256()
    for seed in range(games):
        state = new_game(game, mode, players, seed, dict(options))
        chooser = random.Random(seed)
        while not state.is_over:
            actions = state.legal_actions()
            for a in actions:
                digest.update(repr((a.player, a.kind, a.args, a.text, a.target,
                                    a.cost)).encode())
            state.apply(actions[chooser.randrange(len(actions))])
            digest.update(json.dumps(state.snapshot(), sort_keys=True, default=repr).encode())
        digest.update("\n".join(state.messages()).encode())
        digest.update(repr(state.outcome).encode())
    return digest.hexdigest()[:24]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--against", metavar="PATH")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps([game_digest(c, args.games) for c in CONFIGS]))
        return
    paths = [os.environ.get("PYTHONPATH") or str(HERE.parent)]
    if args.against:
        paths.append(str(Path(args.against).resolve()))
    results = []
    for path in paths:
        out = subprocess.run([sys.executable, __file__, "--child", "--games", str(args.games)],
                             env=dict(os.environ, PYTHONPATH=path), check=True,
                             capture_output=True, text=True).stdout
        results.append(json.loads(out.strip().splitlines()[-1]))
    for index, config in enumerate(CONFIGS):
        digests = [r[index] for r in results]
        verdict = "" if len(digests) == 1 else ("  same" if len(set(digests)) == 1
                                                 else "  DIFFERENT")
        print(f"{config[0]:45s} {'  '.join(digests)}{verdict}")


if __name__ == "__main__":
    main()
