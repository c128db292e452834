"""The end of a Flash Point game in words and numbers: who won (the whole team, by the names
the players typed) and why, the score against the limits, and what each firefighter did.

The per-firefighter breakdown replays the game's log once (results are asked for once, at
the end): each action taken during a firefighter's turn counts for that firefighter, a
victim rescued during their turn is theirs, a knock-down counts for the one knocked down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.results import Results, ResultTable

from .data import rules, specialists

if TYPE_CHECKING:
    from .state import FlashPointState

#: Action kinds counted in each column of the breakdown.
COLUMNS = {"Moves": ("move",), "Fire and smoke put out": ("extinguish",),
           "Chops": ("chop",), "Doors": ("door",),
           "Orders": ("command_move", "command_door")}


def team_words(names: list[str]) -> str:
    if not names:
        return "The team"
    if len(names) == 1:
        return names[0]
    return f"{', '.join(names[:-1])} and {names[-1]}"


def flashpoint_results(st: FlashPointState, names: list[str]) -> Results | None:
    outcome = st.outcome
    if outcome is None:
        return None
    game_rules = rules()
    seats = [names[p] if p < len(names) and names[p] else st.player_name(p).split(" (")[0]
             for p in range(st.players)]
    team = team_words(seats)
    won = bool(outcome.winners)
    turns = st.turn_number
    if won:
        headline = f"{team} saved the day: {st.rescued} victims rescued."
    elif st.lost >= game_rules["lose_lost"]:
        headline = f"{team} lost: {st.lost} victims died in the fire."
    else:
        headline = f"{team} lost: the house collapsed."
    reason = f"{outcome.reason} The game lasted {turns} turn{'' if turns == 1 else 's'}."
    score = ResultTable("The fire fight", ("", "Reached", "Limit"), (
        ("Victims rescued", st.rescued, f"{game_rules['win_rescued']} to win"),
        ("Victims lost", st.lost, f"{game_rules['lose_lost']} loses"),
        ("Damage markers", st.damage, f"{game_rules['lose_damage']}: the house collapses"),
        ("Turns played", turns, "—"),
    ))
    tables = [score]
    stats = per_firefighter(st)
    if stats is not None:
        rows = []
        for ff in st.firefighters:
            mine = stats[ff.index]
            spec = specialists()[ff.specialist].name if ff.specialist else "—"
            rows.append((ff.colour.capitalize(), seats[ff.seat], spec, mine["turns"],
                         mine["rescued"], *(mine[c] for c in COLUMNS), mine["knocked"]))
        tables.append(ResultTable("Each firefighter",
                                  ("Firefighter", "Player", "Specialist", "Turns", "Rescued",
                                   *COLUMNS, "Knocked down"), tuple(rows)))
    return Results(headline, reason, tuple(outcome.winners), True, tuple(tables))


def per_firefighter(st: FlashPointState) -> dict[int, dict[str, Any]] | None:
    """Counts per firefighter index (see the module docstring); None when the log does not
    lead to this position (a position set up by hand), so no wrong numbers are shown."""
    try:
        return _replayed_counts(st)
    except Exception:  # noqa: BLE001 — a results screen must never fail on a strange log
        return None


def _replayed_counts(st: FlashPointState) -> dict[int, dict[str, Any]] | None:
    stats: dict[int, dict[str, Any]] = {
        ff.index: {"turns": 0, "rescued": 0, "knocked": 0, **{c: 0 for c in COLUMNS}}
        for ff in st.firefighters}
    kind_column = {k: c for c, kinds in COLUMNS.items() for k in kinds}
    fresh = type(st)(st.mode, st.players, st.seed, st.options)
    steps, seen = fresh.fire_steps, 0
    for entry in st.log:
        playing = fresh.stage == "actions" and not fresh.flow.queue
        who = fresh.current_ff.index if playing else None
        rescued = fresh.rescued
        fresh._apply_known(entry.action)
        if who is not None:
            column = kind_column.get(entry.action.kind)
            if column is not None:
                stats[who][column] += 1
            stats[who]["rescued"] += fresh.rescued - rescued
        if fresh.fire_steps is not steps:
            steps, seen = fresh.fire_steps, 0
        for record in steps[seen:]:
            if record.get("step") == "knockdown" and record.get("firefighter") in stats:
                stats[record["firefighter"]]["knocked"] += 1
        seen = len(steps)
    if (fresh.rescued, fresh.lost, fresh.damage) != (st.rescued, st.lost, st.damage):
        return None
    for ff in st.firefighters:
        stats[ff.index]["turns"] = _turns_of(st, ff.index)
    return stats


def _turns_of(st: FlashPointState, index: int) -> int:
    """Turns the firefighter ``index`` began (firefighters play in order from the first)."""
    count = len(st.firefighters)
    started = st.turn_number
    return started // count + (1 if index < started % count else 0)
