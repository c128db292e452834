"""Computer players: decision times per level and game, and the win-rate table of issue 10.

Run: python bench/bench_bots.py [--games N] [--jobs J] [--positions P]
     [--part times|wins|gil|all] [--only TITLE] [--iterations hard=N ...]
     [--capped | --time T]

Budgets: by default every decision runs its level's full iteration budget with no time cap
(Normal 400, Hard 1,600; ``--iterations`` changes one), so the win rates depend on the code
and the seeds only, never on how loaded the machine is; the decision times printed are what
those budgets cost here.  ``--capped`` plays with each level's own time cap instead (0.5 s
Normal, 2 s Hard: what the app does), ``--time T`` with one cap for every decision.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.rules import new_game  # noqa: E402
from boardgames_desktop.simulate import NO_CAP, budget_line, parse_iterations, run, spread  # noqa: E402,E501

TIMED = [
    ("brigade", "competitive", 2, {}),
    ("brigade", "coop", 2, {}),
    ("brigade", "3v1", 4, {}),
    ("emberheart", "standard", 2, {}),
    ("flashpoint", "family", 2, {}),
    ("flashpoint", "experienced", 3, {"difficulty": "Veteran", "tragic_events": True}),
]

HEAD_TO_HEAD = [  # (title, game, mode, players, options, seat levels A, seat levels B)
    ("Brigade competitive 2p", "brigade", "competitive", 2, {}),
    ("Brigade competitive 4p", "brigade", "competitive", 4, {}),
    ("Emberheart 2p", "emberheart", "standard", 2, {}),
    ("Emberheart 4p", "emberheart", "standard", 4, {}),
]

TEAMS = [  # all-Hard teams
    ("Flash Point Family 2p", "flashpoint", "family", 2, {}),
    # the same goal with more firefighters at the table (a 2p team has 8 AP a round)
    ("Flash Point Family 3p", "flashpoint", "family", 3, {}),
    ("Flash Point Family 4p", "flashpoint", "family", 4, {}),
    ("Flash Point Recruit + Tragic 2p", "flashpoint", "experienced", 2,
     {"difficulty": "Recruit", "tragic_events": True}),
    ("Flash Point Veteran + Tragic 2p", "flashpoint", "experienced", 2,
     {"difficulty": "Veteran", "tragic_events": True}),
    ("Brigade Co-Op 2p", "brigade", "coop", 2, {}),
    ("Brigade Solo", "brigade", "solo", 1, {}),
] + [(f"Brigade campaign chapter {c}", "brigade", "campaign", 1, {"chapter": c})
     for c in (1, 2, 3, 4)]


GOALS = {
    "Flash Point Family 2p": "≥ 70%",
    "Flash Point Family 3p": "≥ 70%",
    "Flash Point Family 4p": "≥ 70%",
    "Flash Point Veteran + Tragic 2p": "≥ 40%",
    "Brigade Solo": "≥ 50%",
}


def positions(cfg: tuple, count: int) -> list:
    """Positions from seeded random play where the acting seat has a real choice."""
    game, mode, players, options = cfg
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        state = new_game(game, mode, players, seed, options)
        rng = random.Random(seed)
        for _ in range(rng.randrange(5, 60)):
            if state.is_over:
                break
            acts = state.legal_actions()
            state.apply(acts[rng.randrange(len(acts))])
        if not state.is_over:
            seat = state.active_players[0]
            if sum(1 for a in state.legal_actions() if a.player == seat) > 1:
                out.append(state)
    return out


def decision_times(count: int, cap: float | None, iterations: dict[str, int],
                   only: str = "") -> None:
    """``only``: just the games whose name ("emberheart standard 2p") contains it (any case)."""
    print(f"Decision time per level (s), {count} positions each; "
          + budget_line(["easy", "normal", "hard"], iterations, cap))
    print("(wall-clock seconds; cpu: this process's CPU seconds, which a loaded machine "
          "inflates far less)")
    print(f"{'game':<34} {'level':<7} {'median':>7} {'p95':>7} {'cpu med':>7} {'cpu p95':>7} "
          f"{'iters':>6}")
    for cfg in TIMED:
        if only and only.lower() not in f"{cfg[0]} {cfg[1]} {cfg[2]}p":
            continue
        states = positions(cfg, count)
        for level in ("easy", "normal", "hard"):
            times, cpu, iters = [], [], []
            for i, state in enumerate(states):
                bot = bots.make_bot(level, state.active_players[0], seed=i,
                                    iterations=iterations.get(level))
                start, start_cpu = time.perf_counter(), time.process_time()
                bot.choose(state, cap)
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                iters.append(getattr(bot, "last_iterations", 0))
            wall, used = spread(times), spread(cpu)
            name = f"{cfg[0]} {cfg[1]} {cfg[2]}p"
            print(f"{name:<34} {level:<7} {wall['median']:>7.3f} {wall['p95']:>7.3f} "
                  f"{used['median']:>7.3f} {used['p95']:>7.3f} "
                  f"{statistics.median(iters):>6.0f}", flush=True)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (ties counted as half a success)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def row(title: str, who: str, wins: float, games: int, goal: str, results: list,
        level: str = "hard") -> str:
    """One Markdown line: the rate, its 95% interval, the goal, and what ``level``'s
    decisions cost in these games (median and p95 seconds)."""
    low, high = wilson(wins, games)
    times = spread([t for r in results for t in r.decisions.get(level, [])])
    length = sum(r.actions for r in results) / max(1, len(results))
    return (f"| {title} | {who} | {games} | {100 * wins / max(1, games):.0f}% "
            f"| {100 * low:.0f}–{100 * high:.0f}% | {goal} | {length:.0f} "
            f"| {times['median']:.2f} / {times['p95']:.2f} |")


@dataclass(frozen=True)
class Budget:
    """How the bots of one run may think: a time cap (``NO_CAP``: none; None: each level's
    own) and search iterations per level (levels not named keep their own)."""

    cap: float | None
    iterations: dict[str, int]


def head_to_head(title: str, cfg: tuple, strong: str, weak: str, games: int, jobs: int,
                 budget: Budget, seed: int, goal: str) -> str:
    """Seats alternate strong/weak, the strong side starting at seat 0 in half the games;
    a shared win counts as half (or less) for each side."""
    game, mode, players, options = cfg
    strong_wins = 0.0
    played = []
    for start in (0, 1):
        levels = [strong if (s + start) % 2 == 0 else weak for s in range(players)]
        half = games // 2 + (games % 2 if start == 0 else 0)
        for r in run(game, mode, players, levels, half, seed + 1000 * start, jobs, options,
                     budget.cap, budget.iterations, progress=True):
            played.append(r)
            if r.winners:
                strong_wins += sum(levels[w] == strong for w in r.winners) / len(r.winners)
    return row(title, f"{strong} vs {weak}: {strong} wins", strong_wins, games, goal, played,
               strong)


def allvsone(cfg: tuple, pyro: str, wardens: str, games: int, jobs: int, budget: Budget,
             seed: int) -> str:
    game, mode, players, options = cfg
    levels = [pyro] + [wardens] * (players - 1)
    results = run(game, mode, players, levels, games, seed, jobs, options, budget.cap,
                  budget.iterations, progress=True)
    strong_is_pyro = pyro == "hard"
    wins = sum(1 for r in results if (0 in r.winners) == strong_is_pyro and r.winners)
    side = "Pyromancer" if strong_is_pyro else "Wardens"
    return row(f"3v1 ({players}p), Pyromancer {pyro} vs Wardens {wardens}",
               f"the Hard side ({side}) wins", wins, games, "≥ 75%", results)


def team(title: str, cfg: tuple, level: str, games: int, jobs: int, budget: Budget,
         seed: int, goal: str) -> str:
    game, mode, players, options = cfg
    results = run(game, mode, players, [level], games, seed, jobs, options, budget.cap,
                  budget.iterations, progress=True)
    wins = sum(1 for r in results if r.winners)
    lost = [r.seed for r in results if not r.winners]
    line = row(title, f"all-{level} team wins", wins, games, goal, results, level)
    return line + (f" lost: seeds {', '.join(map(str, lost))}" if lost else "")


PAIRS = (("hard", "easy", "≥ 75%"), ("easy", "random", "≥ 90%"))


def win_rates(games: int, jobs: int, budget: Budget, seed: int, only: str = "",
              pairs: str = "") -> None:
    print(f"\nWin rates ({games} games per line; "
          + budget_line(["easy", "normal", "hard"], budget.iterations, budget.cap) + ")")
    print("| line | measured | games | result | 95% interval | goal | actions/game "
          "| strong side's decision s (median / p95) |")
    print("| --- | --- | ---: | ---: | --- | --- | ---: | --- |")
    for title, game, mode, players, options in HEAD_TO_HEAD:
        if only not in title:
            continue
        cfg = (game, mode, players, options)
        for strong, weak, goal in PAIRS:
            if pairs and f"{strong}-{weak}" != pairs:
                continue
            print(head_to_head(title, cfg, strong, weak, games, jobs, budget, seed, goal),
                  flush=True)
    cfg3 = ("brigade", "3v1", 4, {})
    if only in "3v1 (4p), Pyromancer":
        print(allvsone(cfg3, "hard", "easy", games, jobs, budget, seed), flush=True)
        print(allvsone(cfg3, "easy", "hard", games, jobs, budget, seed), flush=True)
    for title, game, mode, players, options in TEAMS:
        if only not in title:
            continue
        goal = GOALS.get(title, "")
        print(team(title, (game, mode, players, options), "hard", games, jobs, budget, seed,
                   goal), flush=True)


def gil_stalls() -> None:
    """How late a 10 ms 'GUI tick' runs while a Hard bot thinks in a thread or a process."""
    import threading

    from boardgames_desktop.hotseat.bot_runner import BotRunner

    state = positions(("brigade", "coop", 2, {}), 1)[0]
    seat = state.active_players[0]

    def ticks(busy) -> list[float]:
        late = []
        while busy():
            start = time.perf_counter()
            time.sleep(0.01)
            late.append(time.perf_counter() - start - 0.01)
        return late

    thread = threading.Thread(target=lambda: bots.make_bot("hard", seat).choose(state, 2.0))
    thread.start()
    in_thread = ticks(thread.is_alive)
    with BotRunner() as runner:
        runner.ask(state, "easy", seat, time_limit=1.0).result()  # start the worker first
        future = runner.ask(state, "hard", seat, time_limit=2.0)
        in_process = ticks(lambda: not future.done())
    for name, late in (("thread", in_thread), ("process", in_process)):
        late.sort()
        print(f"GUI tick lateness while Hard thinks in a {name:<8}: median "
              f"{1000 * statistics.median(late):5.1f} ms, max {1000 * late[-1]:6.1f} ms "
              f"({len(late)} ticks)")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--time", type=float, default=None,
                   help="cap every decision at T seconds (default: no cap, full budgets)")
    p.add_argument("--capped", action="store_true",
                   help="each level's own time cap (0.5 s Normal, 2 s Hard), as in the app")
    p.add_argument("--iterations", action="append", default=[], metavar="LEVEL=N")
    p.add_argument("--positions", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--part", choices=("times", "wins", "gil", "all"), default="all")
    p.add_argument("--only", default="", help="win-rate lines whose title contains this "
                   "(and decision-time games whose name contains it, in any case)")
    p.add_argument("--pairs", default="", choices=("", "hard-easy", "easy-random"),
                   help="head to head: only this pairing")
    args = p.parse_args()
    cap = None if args.capped else (args.time if args.time is not None else NO_CAP)
    budget = Budget(cap, parse_iterations(args.iterations))
    if args.part in ("times", "all"):
        decision_times(args.positions, budget.cap, budget.iterations, args.only)
    if args.part in ("gil", "all"):
        gil_stalls()
    if args.part in ("wins", "all"):
        win_rates(args.games, args.jobs, budget, args.seed, args.only, args.pairs)


if __name__ == "__main__":
    main()
