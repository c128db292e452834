"""Shared harness of the per-game throughput benchmarks (random legal play and clones).

A game's bench script lists its configurations and calls :func:`main`.  What it measures:

- actions/s: seeded random games played to the end through the public contract,
  ``legal_actions()`` then ``apply()`` (the checked path a player or a bot uses); the
  setup (``new_game``) is not timed;
- clones/s: ``clone()`` of the state halfway through each of those games;
- ``--digest``: a digest of every listing of every step (each action's player, kind,
  arguments, text, target and cost) plus the final log and RNG state.  Two versions of the
  rules that print the same digest list the same actions in the same order with the same
  words; use it to prove an optimisation changed nothing.

``--against PATH`` runs every configuration twice in fresh interpreters, alternately with
the code at ``PATH`` (e.g. an untouched checkout) and with this checkout, and prints both
figures and their ratio: the machine is shared, so ratios of interleaved runs are what
carries over.  Times are the process's CPU time (``time.process_time``), not wall time, for
the same reason.  ``--profile N`` prints a cProfile of configuration N.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import os
import pstats
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

#: (label, game id, mode, players, options)
Config = tuple[str, str, str, int, dict[str, Any]]


def _new_game(config: Config, seed: int) -> Any:
    from boardgames_desktop.rules import new_game

    _label, game, mode, players, options = config
    return new_game(game, mode, players, seed, dict(options))


def _play(state: Any, seed: int, stop: int | None = None,
          on_listing: Callable[[list[Any]], None] | None = None) -> int:
    """Random legal play (seeded chooser); returns the number of actions applied."""
    chooser = random.Random(seed)
    steps = 0
    while not state.is_over and (stop is None or steps < stop):
        actions = state.legal_actions()
        if on_listing is not None:
            on_listing(actions)
        state.apply(actions[chooser.randrange(len(actions))])
        steps += 1
    return steps


def measure(config: Config, games: int, clones: int, repeat: int = 1) -> dict[str, Any]:
    """Actions/s over ``games`` seeded games, then clones/s of their halfway states (the
    best of ``repeat`` rounds each: other programs only ever slow a round down)."""
    best: dict[str, Any] = {}
    for _ in range(repeat):
        result = _measure_once(config, games, clones)
        for key in ("actions_per_s", "clones_per_s"):
            best[key] = max(best.get(key, 0.0), result[key])
        best["actions"] = result["actions"]
    return best


def _measure_once(config: Config, games: int, clones: int) -> dict[str, Any]:
    warm = _new_game(config, games)  # imports and resource files load outside the timing
    _play(warm, games)
    warm.clone()
    lengths = []
    play_time = 0.0
    for seed in range(games):
        state = _new_game(config, seed)  # setup is not timed: play from the first action on
        start = time.process_time()
        lengths.append(_play(state, seed))
        play_time += time.process_time() - start
    clone_time = 0.0
    clone_count = 0
    for seed in range(min(games, 10)):
        state = _new_game(config, seed)
        _play(state, seed, stop=lengths[seed] // 2)
        t0 = time.process_time()
        for _ in range(clones):
            state.clone()
        clone_time += time.process_time() - t0
        clone_count += clones
    return {"actions": sum(lengths), "actions_per_s": sum(lengths) / play_time,
            "clones_per_s": clone_count / clone_time if clone_time else 0.0}


def listing_digest(config: Config, games: int) -> str:
    """A digest of every listing of ``games`` seeded games, with their logs and RNG states."""
    digest = hashlib.sha256()

    def note(actions: list[Any]) -> None:
        for a in actions:
            digest.update(repr((a.player, a.kind, a.args, a.text, a.target, a.cost)).encode())
        digest.update(b"|")

    for seed in range(games):
        state = _new_game(config, seed)
        _play(state, seed, on_listing=note)
        digest.update("\n".join(state.messages()).encode())
        digest.update(repr(state.rng.get_state()).encode())
    return digest.hexdigest()[:24]


def _child(configs: list[Config], index: int, games: int, clones: int, digest: bool,
           repeat: int) -> None:
    config = configs[index]
    if digest:
        print(json.dumps({"digest": listing_digest(config, games)}))
    else:
        print(json.dumps(measure(config, games, clones, repeat)))


def _run_child(script: str, path: str, index: int, games: int, clones: int,
               digest: bool, repeat: int) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=path)
    args = [sys.executable, script, "--child", str(index), "--games", str(games),
            "--clones", str(clones), "--repeat", str(repeat)] + (["--digest"] if digest else [])
    out = subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(script: str, configs: list[Config], default_games: int) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=default_games,
                        help="seeded games per configuration")
    parser.add_argument("--clones", type=int, default=200,
                        help="clones timed per halfway state (10 states per configuration)")
    parser.add_argument("--against", metavar="PATH",
                        help="also run the code at PATH (interleaved) and print ratios")
    parser.add_argument("--digest", action="store_true",
                        help="print listing digests instead of timings")
    parser.add_argument("--only", type=int, action="append",
                        help="run only configuration N (may repeat)")
    parser.add_argument("--profile", type=int, metavar="N",
                        help="print a cProfile of configuration N's random games")
    parser.add_argument("--repeat", type=int, default=1,
                        help="time each configuration N times and keep the best round")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        _child(configs, args.child, args.games, args.clones, args.digest, args.repeat)
        return
    if args.profile is not None:
        config = configs[args.profile]
        _play(_new_game(config, args.games), args.games)  # warm up: imports, resources
        profiler = cProfile.Profile()
        profiler.enable()
        for seed in range(args.games):
            _play(_new_game(config, seed), seed)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(30)
        return
    chosen = args.only if args.only else range(len(configs))
    paths = [("this", os.environ.get("PYTHONPATH") or str(REPO))]
    if args.against:
        paths.insert(0, ("against", str(Path(args.against).resolve())))
    print(f"{args.games} games per configuration; " + "; ".join(f"{n} = {p}" for n, p in paths))
    for index in chosen:
        label = configs[index][0]
        results = {name: _run_child(script, path, index, args.games, args.clones, args.digest,
                                    args.repeat)
                   for name, path in paths}
        if args.digest:
            line = "  ".join(f"{name}: {r['digest']}" for name, r in results.items())
            same = len({r["digest"] for r in results.values()}) == 1
            print(f"{label:40s} {line}" + ("" if len(results) == 1 else
                                           ("  same" if same else "  DIFFERENT")))
            continue
        parts = []
        for name, r in results.items():
            parts.append(f"{name}: {r['actions_per_s']:8.0f} actions/s "
                         f"{r['clones_per_s']:8.0f} clones/s")
        line = " | ".join(parts)
        if len(results) == 2:
            before, after = results["against"], results["this"]
            line += (f" | x{after['actions_per_s'] / before['actions_per_s']:.1f} actions, "
                     f"x{after['clones_per_s'] / before['clones_per_s']:.1f} clones")
        print(f"{label:40s} {line}  ({results['this']['actions'] / args.games:.0f} "
              "actions/game)", flush=True)
