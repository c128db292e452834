"""Flash Point Family: how often an all-Hard team wins from given starting squares.

The Family game always starts from the same house, so the firefighters' starting squares
are one fixed choice per team size; this measures candidates against each other on the same
seeds (the first one listed is the baseline of the paired count) and is how
``resources/flashpoint/bot_openings.json`` was chosen.

Run: python bench/bench_fp_openings.py --firefighters 2 --seeds 201-300 [--jobs 2]
         [--iterations hard=N] "3,0;4,9" "7,3;0,6" ...
Each opening lists one outside square ("row,column") per firefighter, in seat order.  The
placements are played by this script; every later decision by the Hard bots (their own
budget, no time cap, unless ``--iterations`` says otherwise).
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bots import wilson  # noqa: E402

from boardgames_desktop.rules import new_game  # noqa: E402
from boardgames_desktop.simulate import MAX_ACTIONS, NO_CAP, make_player, parse_iterations  # noqa: E402,E501


def parse_opening(text: str) -> list[tuple[int, int]]:
    return [tuple(int(x) for x in square.split(",")) for square in text.split(";")]


def play(job: tuple) -> tuple[str, int, bool, str]:
    """One game from the opening: (opening, seed, won, how it ended)."""
    opening, seed, iterations = job
    squares = parse_opening(opening)
    state = new_game("flashpoint", "family", len(squares), seed, {})
    seats = [make_player("hard", i, seed * 31 + i, iterations) for i in range(len(squares))]
    count = 0
    while not state.is_over and count < MAX_ACTIONS:
        seat = state.active_players[0]
        own = [a for a in state.legal_actions() if a.player == seat]
        if own[0].kind == "place":
            placed = sum(1 for ff in state.firefighters if ff.cell >= 0)
            action = next(a for a in own if a["to"] == squares[placed])
        else:
            action = seats[seat].choose(state, NO_CAP)
        state.apply(action)
        count += 1
    outcome = state.outcome
    return opening, seed, bool(outcome and outcome.winners), outcome.reason if outcome else "-"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("openings", nargs="+")
    p.add_argument("--firefighters", type=int, required=True)
    p.add_argument("--seeds", default="201-300")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--iterations", action="append", default=[], metavar="LEVEL=N")
    args = p.parse_args()
    low, high = (int(x) for x in args.seeds.split("-"))
    iterations = parse_iterations(args.iterations)
    for opening in args.openings:
        if len(parse_opening(opening)) != args.firefighters:
            p.error(f"{opening}: {args.firefighters} squares expected")
    jobs = [(o, s, iterations) for o in args.openings for s in range(low, high + 1)]
    won: dict[str, dict[int, bool]] = {o: {} for o in args.openings}
    with ProcessPoolExecutor(args.jobs) as pool:
        for opening, seed, win, _reason in pool.map(play, jobs):
            won[opening][seed] = win
    base = args.openings[0]
    print(f"Flash Point Family, {args.firefighters} firefighters, all Hard, seeds {args.seeds}")
    print("| opening | won | rate | 95% interval | won where the first lost / lost where it won |")
    print("| --- | ---: | ---: | --- | --- |")
    for opening in args.openings:
        wins, games = sum(won[opening].values()), len(won[opening])
        low_p, high_p = wilson(wins, games)
        only = sum(1 for s, w in won[opening].items() if w and not won[base][s])
        lost = sum(1 for s, w in won[opening].items() if not w and won[base][s])
        pair = "(baseline)" if opening == base else f"{only} / {lost}"
        print(f"| {opening} | {wins}/{games} | {100 * wins / games:.0f}% "
              f"| {100 * low_p:.0f}–{100 * high_p:.0f}% | {pair} |")


if __name__ == "__main__":
    main()
