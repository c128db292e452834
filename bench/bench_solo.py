"""The Brigade, Solo: Hard's games against Blaze, with how far each got.

    python bench/bench_solo.py FIRST LAST [--jobs 2] [--iterations 100]
    python bench/bench_solo.py --times 20

Plays game seeds FIRST..LAST (LAST < FIRST plays them backwards, so that two processes can
share a range from both ends) at a fixed budget and no time cap, as
``simulate --fixed --iterations hard=N`` does (bot seed ``seed * 31``), and prints one line a
game: seed, won, why it ended (win / evac / blaze), Influence steps reached (16 wins),
Blaze's VP, EvacTrak spaces left, actions.  The steps tell a near miss from a rout, which the
win rate alone does not.

``--times N``: Hard's decision time at its own settings (its iterations and 2 s cap, as in
the app) in N Solo positions taken from Easy's games (every seventh decision with a choice).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from multiprocessing import Pool

from boardgames_desktop import bots
from boardgames_desktop.rules.registry import new_game
from boardgames_desktop.simulate import make_player

MAX_ACTIONS = 3000


def play(task: tuple[int, int]) -> tuple:
    seed, iterations = task
    state = new_game("brigade", "solo", 1, seed, {})
    bot = make_player("hard", 0, seed * 31, {"hard": iterations})
    actions = 0
    while not state.is_over and actions < MAX_ACTIONS:
        state.apply(bot.choose(state, math.inf))
        actions += 1
    won = bool(state.outcome and state.outcome.winners)
    reason = "win" if won else ("evac" if state.evac.evacuated else "blaze")
    steps = sum(level - 1 for level in state.influence.levels.values())
    return seed, won, reason, steps, state.vpt.points, state.evac.position, actions


def positions(count: int) -> list:
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        state = new_game("brigade", "solo", 1, seed, {})
        driver = make_player("easy", 0, seed, {})
        for k in range(60):
            if state.is_over or len(out) >= count:
                break
            if k % 7 == 3 and sum(1 for a in state.legal_actions() if a.player == 0) > 1:
                out.append(state.clone())
            state.apply(driver.choose(state, None))
    return out


def decision_times(count: int) -> None:
    wall, cpu = [], []
    for i, state in enumerate(positions(count)):
        bot = bots.make_bot("hard", 0, seed=i)
        start, start_cpu = time.perf_counter(), time.process_time()
        bot.choose(state, None)  # the level's own cap
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    for name, xs in (("wall", wall), ("cpu", cpu)):
        print(f"{name}: median {statistics.median(xs):.3f} s, max {max(xs):.3f} s "
              f"({len(xs)} positions)")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("first", type=int, nargs="?", default=1)
    p.add_argument("last", type=int, nargs="?", default=20)
    p.add_argument("--times", type=int, default=0, metavar="N")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--iterations", type=int, default=100)
    args = p.parse_args()
    if args.times:
        decision_times(args.times)
        return
    step = 1 if args.last >= args.first else -1
    seeds = range(args.first, args.last + step, step)
    results = []
    with Pool(args.jobs) as pool:
        for result in pool.imap_unordered(play, [(s, args.iterations) for s in seeds]):
            results.append(result)
            print(*result, flush=True)
    results.sort()
    won = [r[0] for r in results if r[1]]
    print(f"wins {len(won)}/{len(results)}: {won}")
    print("steps", sorted(r[3] for r in results))
    print("ended by", {k: sum(1 for r in results if r[2] == k) for k in ("win", "evac", "blaze")})


if __name__ == "__main__":
    main()
