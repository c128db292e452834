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

QUIET_FIRST = False  # no chance at the end of a turn: rank every action by value


def card_worth(state: Any, card_id: str | None) -> float:
    """A rough Glory worth of claiming a card: a Dragon its Glory less its Flame, a Hero or
    Preserve a place to attach Dragons (a Hero scores when its condition is met), a
    Garrison part of its Glory plus an Attribute step, a Tavern card its Hirelings."""
    if not card_id:
        return 0.0
    card = state.card(card_id)
    kind = card.kind
    if kind in ("captive", "mountain"):
        return card.glory - 0.5 * card.flame
    if kind == "hero":
        return 2.0 + 0.3 * card.glory
    if kind == "preserve":
        return 2.0
    if kind == "garrison":
        return 0.5 * card.glory + 1.0
    if kind == "tavern":
        hire = getattr(card, "hirelings", None) or {}
        return (0.3 * hire.get("grunt", 0) + 0.7 * sum(v for k, v in hire.items()
                                                       if k != "grunt") - 0.5 * card.flame)
    return 1.0


def location_worth(state: Any, loc: str) -> float:
    """The best card a Party sent to ``loc`` could claim now (the Mountain: its bottom)."""
    if loc == "mountain":
        cards = [c for level in state.mountain.values() for c in level]
    else:
        cards = list(state.offer.get(loc) or [])
    return max((card_worth(state, c) for c in cards if c), default=0.0)


def features(state: Any, seat: int) -> list[Feature]:
    board = state.content.board
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
    for loc, spaces in state.spaces.items():
        worth = None
        for party in spaces:
            if party and party["player"] == seat and not party.get("claimed"):
                if worth is None:
                    worth = location_worth(state, loc)
                placed += 0.8 + 0.25 * party_size(party) + 0.6 * worth
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
