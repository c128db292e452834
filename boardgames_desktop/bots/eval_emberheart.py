"""Emberheart, judged by hand: each seat's Glory as it would be scored now, plus what its
unfinished business is still likely to bring by the End Game Scoring, all in Glory.

- Glory now: the game's own ``score_lines`` (Dragons, Attribute tracks, attached Heroes
  whose condition is met, completed Garrisons) and the Flame, scored as the game does by
  the distance below the highest marker (late in the game each seat's Gear lowers its
  Flame, three for a step, as it may at the end).
- Cards still to pay off (``eh_prospects``): a Hero or Preserve by the chance of carrying a
  Dragon of its colour (certain with one in hand), a claimed Garrison card by the chance of
  meeting what it asks.
- Parties on the board (``eh_parties``): the card each will claim in turn, by Party size.
- Hirelings and Gear by what they can still do: an Expert comes back every round, a Grunt
  works once, and beyond what a round can use they add little; Gear swaps a Grunt for an
  Expert while rounds remain.
"""

from __future__ import annotations

from typing import Any

from .eh_parties import claims
from .eh_prospects import (
    ATTACH_CHANCE_PER_ROUND,
    GARRISON_CHANCE_PER_ROUND,
    garrison_missing,
    garrison_prospect,
    hero_if_attached,
    host_matches,
    host_prospect,
    prospects,
    rounds_left,
    step_bonus,
    steps_worth,
)
from .features import Feature, versus_values

QUIET_FIRST = False  # no chance at the end of a turn: rank every action by value

FLAME_STEP = 1.2  # Glory a step of Flame costs, near the usual distances of the table
HIRELING_USE = 0.5  # Glory one Hireling brings each time it goes out with a Party
ROUND_NEEDS = 8  # Hireling uses one Action phase can put to work
GEAR = 0.35  # a Gear while a Grunt can still become an Expert with it
SPARE_GEAR = 0.1
USEFUL_GEAR = 6


def action_phases(state: Any) -> tuple[int, int]:
    """(Action phases in which Hirelings in hand can still go out, those after this round)."""
    rounds = state.content.board["rounds"]
    later = max(0, rounds - state.round) if state.stage != "over" else 0
    now = later + (1 if state.stage in ("setup", "prelude", "action") else 0)
    return now, later


def hireling_worth(state: Any, seat: int, new_grunts: int = 0, new_experts: int = 0) -> float:
    """Hirelings by the uses they can still give: Experts in hand every Action phase left,
    those out with a Party (and ``new_*`` ones a claim will bring) from the next round on,
    Grunts once; beyond what the rounds can use, a tenth."""
    now, later = action_phases(state)
    board = state.boards[seat]
    out_experts = new_experts
    for spaces in state.spaces.values():
        for party in spaces:
            if party and party["player"] == seat:
                out_experts += party["scout"] + party["ranger"] + party["warden"]
    for party in state.warden_spaces:
        if party["player"] == seat and not party.get("gone"):
            out_experts += party["warden"]
    uses = (board.experts * now + out_experts * later
            + board.hire["grunt"] * (1 if now else 0) + new_grunts * (1 if later else 0))
    need = ROUND_NEEDS * now
    return HIRELING_USE * min(uses, need) + 0.1 * HIRELING_USE * max(0, uses - need)


def gear_worth(gear: int, left: float) -> float:
    """Gear for swaps while rounds remain (the end-game Flame discount is in the Flame)."""
    weight = min(1.0, left / 2.0)
    return weight * (GEAR * min(gear, USEFUL_GEAR) + SPARE_GEAR * max(0, gear - USEFUL_GEAR))


def end_weight(left: float) -> float:
    """How much the end-game trade of Gear for Flame already counts (none before the last
    two rounds)."""
    return max(0.0, 1.0 - left / 2.0)


def final_flames(state: Any, left: float) -> list[float]:
    """Each seat's Flame as it stands, less the steps its Gear could buy off at the end."""
    per = state.content.board["gear_per_flame_at_end"]
    weight = end_weight(left)
    return [b.flame - weight * min(b.gear // per, b.flame) for b in state.boards]


def flame_glory(state: Any, flames: list[float], seat: int) -> float:
    table = state.content.board["flame_glory"]
    dist = max(flames) - flames[seat]
    low = int(dist)
    high = min(low + 1, len(table) - 1)
    low = min(low, len(table) - 1)
    return table[low] + (dist - int(dist)) * (table[high] - table[low])


def card_worth(state: Any, seat: int, card_id: str | None) -> float:
    """What claiming a card is worth to ``seat``, in Glory: a Dragon its Glory less its
    Flame and Warden, plus the Hero or Preserve it would complete and the Garrison it
    counts for; a Hero or Preserve what it will likely score; a Garrison card its Glory by
    the chance of completing it; a Tavern card its Hirelings and Flame."""
    if not card_id:
        return 0.0
    card = state.card(card_id)
    left = rounds_left(state)
    kind = card.kind
    if kind in ("captive", "mountain"):
        return (card.glory - FLAME_STEP * card.flame - _expert_cost(state) * card.warden
                + _host_gain(state, seat, card.color, left)
                + _garrison_gain(state, seat, card.color, left))
    if kind in ("hero", "preserve"):
        matches = host_matches(state, seat)
        used = {d for d in matches.values() if d}
        loose = [d for d in state.boards[seat].unattached_dragons() if d not in used]
        in_hand = any(state.card(d).color in ("exotic", card.color) for d in loose)
        value = host_prospect(state, seat, card_id, in_hand, left) if kind == "preserve" \
            else _hero_prospect(state, seat, card_id, in_hand, left)
        if kind == "preserve":
            bonus = card.bonus
            value += GEAR * bonus.get("gear", 0) + HIRELING_USE * bonus.get("grunt", 0)
        return value
    if kind == "garrison":
        return garrison_prospect(state, seat, card_id, left)
    if kind == "tavern":
        hire = card.hirelings or {}
        grunts = hire.get("grunt", 0)
        experts = sum(v for k, v in hire.items() if k != "grunt")
        gained = hireling_worth(state, seat, grunts, experts) - hireling_worth(state, seat)
        flame = card.flame if card.flame > 0 else -min(-card.flame, state.boards[seat].flame)
        return gained - FLAME_STEP * flame
    return 1.0


def _hero_prospect(state: Any, seat: int, hero: str, in_hand: bool, left: float) -> float:
    """A Hero not yet held: its condition as if it were, by the chance of a Dragon."""
    chance = 1.0 if in_hand else min(0.85, ATTACH_CHANCE_PER_ROUND * left)
    board = state.boards[seat]
    board.heroes.append(hero)  # its own count matters to "most Heroes" conditions
    try:
        score = hero_if_attached(state, seat, hero, min(1.0, left / 3.0))
    finally:
        board.heroes.pop()
    return chance * score


def _expert_cost(state: Any) -> float:
    """What losing an Expert (a Warden paid to the Mountain) costs: its uses to come."""
    _now, later = action_phases(state)
    return HIRELING_USE * later


def _host_gain(state: Any, seat: int, color: str, left: float) -> float:
    """A Dragon of ``color`` for a free host of the seat that has none in hand: the host's
    score made certain."""
    best = 0.0
    for host, dragon in host_matches(state, seat).items():
        if dragon is not None:
            continue
        card = state.card(host)
        if color != "exotic" and card.color != color:
            continue
        certain = host_prospect(state, seat, host, True, left)
        best = max(best, certain - host_prospect(state, seat, host, False, left))
    return best


def _garrison_gain(state: Any, seat: int, color: str, left: float) -> float:
    """A Dragon of ``color`` brings the seat's open Garrison cards of that colour nearer."""
    board = state.boards[seat]
    gain = 0.0
    chance = min(0.9, GARRISON_CHANCE_PER_ROUND * left)
    for gid in board.garrisons:
        if gid in board.completed:
            continue
        card = state.card(gid)
        if color not in ("exotic", card.color):
            continue
        if card.dragons <= state.color_count(seat, card.color):
            continue
        missing = garrison_missing(state, seat, gid)
        worth = card.glory + steps_worth(state, seat, card.track, 1, left)
        gain += worth * (chance ** max(0.0, missing - 1) - chance ** missing)
    return gain


def recall_worth(state: Any, seat: int, party: dict) -> float:
    """A Party that takes no card: its recall Gear and its Grunts back in hand."""
    left = rounds_left(state)
    return (gear_worth(state.boards[seat].gear + state.content.board["recall_gear"], left)
            - gear_worth(state.boards[seat].gear, left)
            + hireling_worth(state, seat, party["grunt"]) - hireling_worth(state, seat))


def party_claims(state: Any) -> list[float]:
    """Per seat, what its Parties on the board will claim (each card judged once per
    seat: ``card_worth`` is the costly part of an evaluation)."""
    memo: dict[tuple[int, str], float] = {}

    def worth(state: Any, seat: int, card_id: str) -> float:
        key = (seat, card_id)
        known = memo.get(key)
        if known is None:
            known = memo[key] = card_worth(state, seat, card_id)
        return known

    return claims(state, worth, recall_worth, _expert_cost(state))


def features(state: Any, seat: int, placed: list[float] | None = None) -> list[Feature]:
    """The seat's aims in Glory; ``placed`` (``party_claims``) when already worked out."""
    board = state.boards[seat]
    left = rounds_left(state)
    lines = state.score_lines(seat)
    glory = sum(v for _, v in lines)
    flames = final_flames(state, left)
    hosts, garrisons = prospects(state, seat)
    if placed is None:
        placed = party_claims(state)
    steps = sum(board.tracks.values())
    return [
        Feature("glory", float(glory), "more Glory (Dragons, attribute tracks, Heroes, "
                "Garrisons)"),
        Feature("flame", flame_glory(state, flames, seat), "a lower Flame than the others"),
        Feature("tracks", step_bonus(left) * steps, "higher attribute tracks"),
        Feature("hirelings", hireling_worth(state, seat), "more Hirelings to send out"),
        Feature("gear", gear_worth(board.gear, left), "more Gear"),
        Feature("parties", placed[seat], "a Party placed where it can claim a card"),
        Feature("cards", hosts + garrisons, "cards that can still score"),
    ]


def values(state: Any) -> list[float]:
    placed = party_claims(state)
    raw = [sum(f.score for f in features(state, s, placed)) for s in range(state.players)]
    return versus_values(raw, scale=6.0)
