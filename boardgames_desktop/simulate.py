"""Computer-only games from the command line, for testing and balancing.

    python -m boardgames_desktop.simulate --game brigade --mode competitive --players 2 \\
        --bots hard,easy --games 20 --seed 1 --jobs 2 --out results.csv

Seat ``i`` is played by the ``i``-th bot level (the last level repeats; ``random`` picks a
random legal action).  Game ``k`` uses game seed ``seed + k``; the bots' seeds derive from
it.  Prints win rates per seat, average length and scores, decision times per level, and
per-card statistics (how often each card was taken or drawn and the win rate of the seat
that took it).

Budgets: by default every decision stops at its level's time cap (0.5 s Normal, 2 s Hard),
so on a loaded machine a search does fewer iterations and plays weaker.  ``--fixed`` lifts
every cap: each level runs its full iteration budget (``--iterations hard=800`` changes
one), so results depend on the seed and the code only, never on the machine's load.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any

from boardgames_desktop import bots
from boardgames_desktop.rules import Action, new_game

MAX_ACTIONS = 5000  # a game that has not ended by then counts as unfinished


@dataclass
class GameResult:
    seed: int
    winners: list[int]
    actions: int
    scores: dict[str, int] | None
    reason: str
    finished: bool
    seconds: float
    cards: dict[str, list[int]] = field(default_factory=dict)  # card -> seats that took it
    # level -> seconds of each decision that level made with more than one action to choose
    decisions: dict[str, list[float]] = field(default_factory=dict)


class RandomPlayer:
    """A seat that picks uniformly among its legal actions (the 'random' level)."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self, state: Any, time_limit: float | None = None) -> Action:
        own = [a for a in state.legal_actions() if a.player == self.seat]
        return own[self.rng.randrange(len(own))]


#: a time limit that never runs out: each decision runs its full iteration budget
NO_CAP = math.inf


def make_player(level: str, seat: int, seed: int,
                iterations: dict[str, int] | None = None) -> Any:
    """The player of one seat; ``iterations`` overrides the search budget per level."""
    if level == "random":
        return RandomPlayer(seat, seed)
    return bots.make_bot(level, seat, seed, iterations=(iterations or {}).get(level))


def card_of(action: Action) -> str | None:
    """The card an action takes or plays, for balance statistics (None: no card)."""
    for key in ("card", "hero", "event"):
        value = action.get(key)
        if isinstance(value, str):
            return f"{action.kind}:{value}"
    return None


def play_one(game: str, mode: str, players: int, levels: list[str], seed: int,
             options: dict[str, Any], time_limit: float | None,
             iterations: dict[str, int] | None = None) -> GameResult:
    state = new_game(game, mode, players, seed, options)
    seat_levels = [levels[min(i, len(levels) - 1)] for i in range(players)]
    seats = [make_player(seat_levels[i], i, seed * 31 + i, iterations) for i in range(players)]
    cards: dict[str, list[int]] = defaultdict(list)
    decisions: dict[str, list[float]] = defaultdict(list)
    start = time.perf_counter()
    count = 0
    while not state.is_over and count < MAX_ACTIONS:
        seat = state.active_players[0]
        choices = sum(1 for a in state.legal_actions() if a.player == seat)
        began = time.perf_counter()
        action = seats[seat].choose(state, time_limit)
        if choices > 1:
            decisions[seat_levels[seat]].append(time.perf_counter() - began)
        card = card_of(action)
        if card is not None:
            cards[card].append(seat)
        state.apply(action)
        count += 1
    outcome = state.outcome
    return GameResult(
        seed=seed, winners=list(outcome.winners) if outcome else [], actions=count,
        scores=({str(k): v for k, v in outcome.scores.items()}
                if outcome and outcome.scores else None),
        reason=outcome.reason if outcome else "unfinished", finished=outcome is not None,
        seconds=time.perf_counter() - start, cards=dict(cards), decisions=dict(decisions))


def _play(args: tuple) -> GameResult:
    return play_one(*args)


def run(game: str, mode: str, players: int, levels: list[str], games: int, seed: int,
        jobs: int = 1, options: dict[str, Any] | None = None,
        time_limit: float | None = None,
        iterations: dict[str, int] | None = None,
        progress: bool = False) -> list[GameResult]:
    """Play ``games`` games; ``time_limit`` caps each decision (None: each level's own cap,
    ``NO_CAP``: none), ``iterations`` overrides search budgets per level; ``progress``
    prints a line on stderr as each game ends."""
    tasks = [(game, mode, players, levels, seed + k, dict(options or {}), time_limit,
              dict(iterations or {})) for k in range(games)]
    if jobs <= 1:
        return [_report(_play(t), progress) for t in tasks]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return [_report(r, progress) for r in pool.map(_play, tasks)]


def _report(result: GameResult, progress: bool) -> GameResult:
    """One line on stderr per finished game (long runs show how far they got)."""
    if progress:
        won = "won by " + ",".join(str(s + 1) for s in result.winners) if result.winners \
            else "nobody won"
        print(f"  game seed {result.seed}: {won}, {result.actions} actions, "
              f"{result.seconds:.0f} s ({result.reason})", file=sys.stderr, flush=True)
    return result


def summary(results: list[GameResult], players: int) -> dict[str, Any]:
    n = max(1, len(results))
    wins = Counter(s for r in results for s in r.winners)
    scores: dict[int, list[int]] = defaultdict(list)
    for r in results:
        for k, v in (r.scores or {}).items():
            scores[int(k)].append(v)
    cards: dict[str, dict[str, float]] = {}
    taken: dict[str, list[bool]] = defaultdict(list)
    for r in results:
        for card, seats in r.cards.items():
            for s in seats:
                taken[card].append(s in r.winners)
    for card, won in sorted(taken.items()):
        cards[card] = {"taken": len(won), "per_game": len(won) / n,
                       "win_rate": sum(won) / len(won)}
    times: dict[str, list[float]] = defaultdict(list)
    for r in results:
        for level, seconds in r.decisions.items():
            times[level].extend(seconds)
    return {
        "games": len(results),
        "finished": sum(r.finished for r in results),
        "win_rate": {str(s): wins[s] / n for s in range(players)},
        "any_win": sum(1 for r in results if r.winners) / n,
        "average_actions": sum(r.actions for r in results) / n,
        "average_score": {str(s): sum(v) / len(v) for s, v in scores.items() if v},
        "seconds_per_game": sum(r.seconds for r in results) / n,
        "cards": cards,
        "decision_seconds": {level: spread(v) for level, v in sorted(times.items())},
    }


def spread(seconds: list[float]) -> dict[str, float]:
    """Median and 95th percentile of decision times (and how many there were)."""
    ordered = sorted(seconds)
    if not ordered:
        return {"decisions": 0, "median": 0.0, "p95": 0.0}
    return {"decisions": len(ordered), "median": ordered[len(ordered) // 2],
            "p95": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]}


def table(summary_: dict[str, Any], levels: list[str], players: int) -> str:
    lines = [f"{summary_['games']} games ({summary_['finished']} finished), "
             f"{summary_['average_actions']:.0f} actions and "
             f"{summary_['seconds_per_game']:.1f} s on average; "
             f"some seat won {100 * summary_['any_win']:.0f}%",
             f"{'seat':>4}  {'level':<7} {'wins':>6} {'avg score':>9}"]
    for s in range(players):
        level = levels[min(s, len(levels) - 1)]
        score = summary_["average_score"].get(str(s))
        lines.append(f"{s + 1:>4}  {level:<7} {100 * summary_['win_rate'][str(s)]:>5.0f}% "
                     f"{'' if score is None else f'{score:9.1f}'}")
    for level, row in summary_.get("decision_seconds", {}).items():
        lines.append(f"{level:<7} decisions: {row['decisions']}, median {row['median']:.3f} s, "
                     f"p95 {row['p95']:.3f} s")
    if summary_["cards"]:
        lines.append(f"{'card':<40} {'taken':>6} {'/game':>6} {'win%':>5}")
        for card, row in sorted(summary_["cards"].items(), key=lambda kv: -kv[1]["taken"]):
            lines.append(f"{card[:40]:<40} {row['taken']:>6} {row['per_game']:>6.2f} "
                         f"{100 * row['win_rate']:>4.0f}%")
    return "\n".join(lines)


def write_out(path: str, results: list[GameResult], summary_: dict[str, Any]) -> None:
    if path.endswith(".json"):
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"summary": summary_, "games": [asdict(r) for r in results]}, f,
                      indent=1)
        return
    import csv

    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["seed", "winners", "actions", "scores", "finished", "seconds", "reason"])
        for r in results:
            w.writerow([r.seed, " ".join(map(str, r.winners)), r.actions,
                        json.dumps(r.scores), r.finished, f"{r.seconds:.2f}", r.reason])


def parse_options(items: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        key, _, raw = item.partition("=")
        value: Any = raw
        if raw.lower() in ("true", "false"):
            value = raw.lower() == "true"
        elif raw.lstrip("-").isdigit():
            value = int(raw)
        out[key] = value
    return out


def parse_iterations(items: list[str]) -> dict[str, int]:
    """``["hard=800", "normal=200"]`` as {level: iterations}."""
    out: dict[str, int] = {}
    searching = {lv.id for lv in bots.levels() if lv.iterations}
    for item in items:
        level, _, raw = item.partition("=")
        if level not in searching or not raw.isdigit() or int(raw) < 1:
            raise ValueError(f"--iterations takes LEVEL=N with LEVEL one of "
                             f"{', '.join(sorted(searching))} and N ≥ 1, not '{item}'.")
        out[level] = int(raw)
    return out


def budget_line(levels: list[str], iterations: dict[str, int],
                time_limit: float | None) -> str:
    """What each searching level may spend on a decision, in words."""
    parts = []
    for level_id in dict.fromkeys(levels):
        if level_id == "random":
            continue
        entry = bots.level(level_id)
        if not entry.iterations:
            parts.append(f"{level_id}: one-step look-ahead")
            continue
        count = iterations.get(level_id, entry.iterations)
        cap = entry.seconds if time_limit is None else time_limit
        parts.append(f"{level_id}: {count} iterations, "
                     + ("no time cap" if cap == NO_CAP else f"capped at {cap} s"))
    return "Budget per decision: " + ("; ".join(parts) or "random play")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m boardgames_desktop.simulate",
                                description="Play computer-only games and print statistics.")
    p.add_argument("--game", required=True)
    p.add_argument("--mode", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--bots", default="easy",
                   help="levels per seat, comma separated: easy, normal, hard or random")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--time-limit", type=float, default=None,
                   help="seconds per decision at most (default: each level's own)")
    p.add_argument("--fixed", action="store_true",
                   help="no time cap: every decision runs its level's full iteration budget "
                        "(results do not depend on the machine's load)")
    p.add_argument("--iterations", action="append", default=[], metavar="LEVEL=N",
                   help="search iterations of a level (e.g. hard=800)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--out", help="write the games and the summary (.csv or .json)")
    args = p.parse_args(argv)
    levels = [x.strip() for x in args.bots.split(",") if x.strip()]
    known = {lv.id for lv in bots.levels()} | {"random"}
    bad = [x for x in levels if x not in known]
    if bad or not levels:
        print(f"Unknown bot level(s) {', '.join(bad) or '(none)'}; choose from "
              f"{', '.join(sorted(known))}.", file=sys.stderr)
        return 2
    try:
        iterations = parse_iterations(args.iterations)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    time_limit = NO_CAP if args.fixed else args.time_limit
    try:
        new_game(args.game, args.mode, args.players, args.seed, parse_options(args.option))
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    results = run(args.game, args.mode, args.players, levels, args.games, args.seed,
                  args.jobs, parse_options(args.option), time_limit, iterations)
    s = summary(results, args.players)
    print(budget_line(levels, iterations, time_limit))
    print(table(s, levels, args.players))
    if args.out:
        write_out(args.out, results, s)
        print(f"Written to {args.out}.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
