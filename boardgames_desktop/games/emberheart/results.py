"""The end of a game explained: the End Game Scoring table per player, the total, the
Dragon-card tie-break and the winners by the names the players typed.

``score_rows`` is the one reading of ``state.scores`` both the board's scoring panel and the
results screen use.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.results import Results, ResultTable

from .common import plural

HEROES_ROW = "Heroes (with a Dragon attached)"
#: The End Game Scoring categories in the rulebook's order (Flame last).
CATEGORY_ORDER = ("Dragons", "Dragons with Gear", "Strength track", "Senses track",
                  "Speed track", HEROES_ROW, "Completed Garrison cards", "Flame")

Row = tuple[str, dict[int, int], dict[int, str]]


def score_rows(state: Any) -> list[Row]:
    """(category, Glory per seat, detail per seat) in the rulebook's order.

    A player's Hero lines differ from another's, so they are summed into one Heroes row
    whose detail names each Hero and its Glory; a category a player did not score shows 0."""
    rows: list[Row] = []
    index: dict[str, int] = {}
    for p, lines in sorted(state.scores.items()):
        for label, value in lines:
            detail = ""
            if label.startswith("Hero: "):
                detail = f"{label[6:]} {value}"
                label = HEROES_ROW
            if label not in index:
                index[label] = len(rows)
                rows.append((label, {}, {}))
            _, values, details = rows[index[label]]
            values[p] = values.get(p, 0) + int(value)
            if detail:
                details[p] = (details[p] + ", " if details.get(p) else "") + detail
    last = len(CATEGORY_ORDER) - 1
    rows.sort(key=lambda r: CATEGORY_ORDER.index(r[0]) if r[0] in CATEGORY_ORDER else last)
    return rows


def totals(state: Any) -> dict[int, int]:
    return {p: sum(int(v) for _, v in state.scores[p]) for p in range(state.players)}


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def game_results(state: Any, names: list[str]) -> Results | None:
    """The results screen of a finished game (None while it goes on)."""
    outcome = state.outcome
    if outcome is None:
        return None

    def name(p: int) -> str:
        return names[p] if p < len(names) and names[p] else state.player_name(p)

    total = totals(state)
    dragons = {p: len(state.boards[p].dragons) for p in range(state.players)}
    winners = list(outcome.winners)
    best = max(total.values())
    tied = [p for p in range(state.players) if total[p] == best]
    who = _joined([name(p) for p in winners])
    if len(winners) == 1:
        headline = f"{who} wins with {best} Glory."
    else:
        headline = f"{who} share the victory with {best} Glory."
    if len(tied) == 1:
        others = sorted((p for p in total if p != tied[0]), key=lambda p: -total[p])
        runner = f"; next: {name(others[0])} with {total[others[0]]}" if others else ""
        reason = f"After five rounds, {name(tied[0])} has the most Glory ({best}){runner}."
    else:
        counts = ", ".join(f"{name(p)} {plural(dragons[p], 'Dragon card')}" for p in tied)
        if len(winners) == 1:
            reason = (f"{_joined([name(p) for p in tied])} tied on {best} Glory; the tie goes "
                      f"to the most Dragon cards ({counts}).")
        else:
            reason = (f"{_joined([name(p) for p in tied])} tied on {best} Glory and on Dragon "
                      f"cards ({counts}): they share the victory.")
    seats = range(state.players)
    columns = ("Category",) + tuple(name(p) for p in seats)
    body: list[tuple[str | int, ...]] = []
    for n, (label, values, _details) in enumerate(score_rows(state), 1):
        body.append((f"{n}. {label}",) + tuple(values.get(p, 0) for p in seats))
    body.append(("Final Glory",) + tuple(total[p] for p in seats))
    body.append(("Dragon cards (breaks ties)",) + tuple(dragons[p] for p in seats))
    tables = [ResultTable("End Game Scoring", columns, tuple(body))]
    heroes = [(name(p), label[6:], int(value)) for p in seats
              for label, value in state.scores[p] if label.startswith("Hero: ")]
    if heroes:
        tables.append(ResultTable("Heroes with a Dragon attached", ("Player", "Hero", "Glory"),
                                  tuple(heroes)))
    return Results(headline, reason, tuple(winners), False, tuple(tables))
