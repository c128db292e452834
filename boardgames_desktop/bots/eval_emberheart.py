"""Emberheart, judged by hand: the Glory each seat would score now, plus what it is worth
to hold Hirelings, Gear, unattached cards and attribute steps with rounds still to play.

The End Game Scoring lines come from the game itself (``score_lines``: Dragons, attribute
tracks, attached Heroes, completed Garrisons); Flame is scored as the game does, by the
distance below the highest Flame marker.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.games.emberheart.board import party_size

from .features import Feature, versus_values


def features(state: Any, seat: int) -> list[Feature]:
    board = state.C.board
    pb = state.boards[seat]
    rounds = board["rounds"] if isinstance(board["rounds"], int) else len(board["rounds"])
    left = max(0, rounds - state.round + (1 if state.stage != "over" else 0)) / max(1, rounds)
    lines = state.score_lines(seat)
    glory = sum(v for _, v in lines)
    table = board["flame_glory"]
    top = max(b.flame for b in state.boards)
    flame_glory = table[min(top - pb.flame, len(table) - 1)]
    steps = sum(pb.tracks.values())
    experts = pb.hire["scout"] + pb.hire["ranger"] + pb.hire["warden"]
    open_garrisons = len([g for g in pb.garrisons if g not in pb.completed])
    hosts = len(pb.free_hosts())
    loose = len(pb.unattached_dragons())
    placed = 0.0
    for spaces in state.spaces.values():
        for party in spaces:
            if party and party["player"] == seat and not party.get("claimed"):
                placed += 1.5 + 0.3 * party_size(party)
    return [
        Feature("glory", 1.0 * glory, "more Glory (Dragons, attribute tracks, Heroes, "
                "Garrisons)"),
        Feature("flame", 0.8 * flame_glory, "a lower Flame than the others"),
        Feature("tracks", 0.4 * steps * left, "higher attribute tracks"),
        Feature("hirelings", (0.5 * experts + 0.25 * pb.hire["grunt"]) * left,
                "more Hirelings to send out"),
        Feature("gear", 0.12 * pb.gear * left + 0.05 * pb.gear, "more Gear"),
        Feature("parties", placed, "a Party placed where it can claim a card"),
        Feature("cards", (1.0 * hosts + 1.5 * loose + 1.2 * open_garrisons) * (0.4 + left),
                "cards that can still score"),
    ]


def values(state: Any) -> list[float]:
    raw = [sum(f.score for f in features(state, s)) for s in range(state.players)]
    return versus_values(raw, scale=6.0)
