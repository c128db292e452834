"""Emberheart: what the Parties on the board will bring home in this round's Reward phase.

Claims go by Party size, highest space first, so a Party is worth the card still left when
its turn comes, not the best card on offer: the fourth Party at a Location of three cards
gets nothing but its recall Gear.  Each Party is given, in claim order, the card its owner
likes best among those left (the two-player non-player Crest takes the leftmost card).
The Mountain is climbed as the rules say: after the bottom level, Parties that still hold
Wardens go up to the middle and the top levels (an extra Warden each, the top one more
Flame).  A Party whose claim has passed (it claimed, or stayed without a card) counts
nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

LOCS = ("guild", "tavern", "camp", "mountain", "preserve", "garrison")

CONTEST = 0.12  # chance a rival goes above a Party, per free higher space
MAX_CONTEST = 0.5

Worth = Callable[[Any, int, str], float]


def _pending(state: Any) -> Any:
    """The claim question being asked now, if any."""
    current = state.flow.current
    return current if current is not None and current.kind in ("claim", "mclaim") else None


def _queue(state: Any, loc: str, index: int) -> list[int] | None:
    """Spaces of ``loc`` still to claim (highest first), or None: all of them."""
    if state.stage == "action":
        return None
    progress = state.progress
    here = progress.get("loc", 0)
    if index > here:
        return None
    if index < here:
        return []
    spaces = list(progress.get("queue") or []) if progress.get("queue") is not None else None
    if loc == "mountain" and progress.get("m") not in (None, "bottom"):
        return []
    pending = _pending(state)
    if pending is not None and pending.get("loc", "mountain") == loc and pending.get("space"):
        spaces = [pending["space"]] + (spaces or [])
    return spaces


def claims(state: Any, worth: Worth, recall: Callable[[Any, int, dict], float],
           warden_cost: float) -> list[float]:
    """Per seat, the worth of what its Parties still on the board will claim."""
    out = [0.0] * state.players
    if state.stage not in ("action", "reward"):
        return out
    for index, loc in enumerate(LOCS):
        queue = _queue(state, loc, index)
        if queue is not None and not queue:
            continue
        slots = state.spaces[loc]
        order = queue if queue is not None else [n for n in range(5, 0, -1) if slots[n - 1]]
        if loc == "mountain":
            _mountain(state, order, worth, recall, warden_cost, out)
            continue
        offer = [c for c in (state.offer.get(loc) or []) if c]
        for n in order:
            party = slots[n - 1]
            if party is None or party.get("claimed"):
                continue
            seat = party["player"]
            if seat < 0:  # the non-player Crest discards a card
                if offer:
                    offer.pop(0 if loc != "garrison" else _lowest(state, offer))
                continue
            cards = offer + ([h for h, owner in state.bard_cards if owner == seat]
                             if loc == "guild" else [])
            ranked = sorted(cards, key=lambda c: -worth(state, seat, c))
            if not ranked:
                out[seat] += recall(state, seat, party)
                continue
            best = ranked[0]
            value = worth(state, seat, best)
            risk = _contested(state, loc, n)
            if risk:  # a rival may still take a higher space and the best card first
                second = worth(state, seat, ranked[1]) if len(ranked) > 1 else 0.0
                value = (1.0 - risk) * value + risk * second
            out[seat] += max(value, recall(state, seat, party))
            if best in offer:
                offer.remove(best)
    _upper_levels(state, worth, warden_cost, out)
    return out


def _contested(state: Any, loc: str, space: int) -> float:
    """While the Action phase runs: the chance that a rival still takes a free space above
    ``space`` (and so the best card), growing with the free spaces there."""
    if state.stage != "action":
        return 0.0
    free = sum(1 for slot in state.spaces[loc][space:] if slot is None)
    return min(MAX_CONTEST, CONTEST * free)


def _lowest(state: Any, cards: list[str]) -> int:
    return min(range(len(cards)), key=lambda i: (state.card(cards[i]).glory, i))


def _mountain(state: Any, order: list[int], worth: Worth,
              recall: Callable[[Any, int, dict], float], warden_cost: float,
              out: list[float]) -> None:
    """The bottom level in claim order, then the climb of the Parties with Wardens left."""
    slots = state.spaces["mountain"]
    bottom = [c for c in state.mountain.get("bottom", []) if c]
    climbers: list[tuple[int, int]] = []  # (seat, Wardens left)
    for n in order:
        party = slots[n - 1]
        if party is None or party.get("claimed"):
            continue
        seat = party["player"]
        if seat < 0:
            if bottom:
                bottom.pop(0)
            continue
        wardens = party["warden"]
        cards = [c for c in bottom if state.card(c).warden == 0 or wardens > 0]
        best = max(cards, key=lambda c: worth(state, seat, c), default=None)
        if best is None:
            out[seat] += recall(state, seat, party)
            continue
        out[seat] += worth(state, seat, best)
        bottom.remove(best)
        wardens -= state.card(best).warden
        if wardens > 0:
            climbers.append((seat, wardens))
    if state.stage == "action" or state.progress.get("m") in (None, "bottom"):
        _climb(state, climbers, ["middle", "top"], worth, warden_cost, out)


def _upper_levels(state: Any, worth: Worth, warden_cost: float, out: list[float]) -> None:
    """While the Mountain's upper levels resolve: the Parties on the Warden spaces."""
    if state.stage != "reward" or LOCS[min(state.progress.get("loc", 0), 5)] != "mountain":
        return
    stage = state.progress.get("m")
    if stage not in ("sort", "middle", "top"):
        return
    parties = list(state.warden_spaces) + list(state.progress.get("pending") or [])
    if stage == "sort":
        levels = [state.progress.get("next", "middle")]
    else:
        levels = [stage]
    if levels[0] == "middle":
        levels.append("top")
    climbers = []
    queue = state.progress.get("queue") or []
    pending = _pending(state)
    for i, party in enumerate(parties):
        if party.get("gone"):
            continue
        if stage in ("middle", "top") and i < len(state.warden_spaces):
            waiting = i in queue or (pending is not None and pending.get("index") == i)
            if not waiting:
                continue
        climbers.append((party["player"], party["warden"]))
    climbers.sort(key=lambda sw: -sw[1])
    _climb(state, climbers, levels, worth, warden_cost, out)


def _climb(state: Any, climbers: list[tuple[int, int]], levels: list[str], worth: Worth,
           warden_cost: float, out: list[float]) -> None:
    """Parties with Wardens take the upper levels' cards, most Wardens first; each claim
    costs the card's Wardens and one more (the top one also a Flame)."""
    group = sorted(climbers, key=lambda sw: -sw[1])
    for level in levels:
        cards = [c for c in state.mountain.get(level, []) if c]
        extra = 1
        onward = []
        for seat, wardens in group:
            usable = [c for c in cards if state.card(c).warden == 0 or wardens > 0]
            best = max(usable, key=lambda c: worth(state, seat, c), default=None)
            if best is None:
                continue
            paid = state.card(best).warden + extra
            gain = worth(state, seat, best) - warden_cost * min(paid, wardens)
            if level == "top":
                gain -= 1.0  # the top's extra Flame, and it brings an Attribute step
                gain += 1.5
            if gain <= 0:
                continue
            out[seat] += gain
            cards.remove(best)
            if wardens - paid > 0:
                onward.append((seat, wardens - paid))
        group = onward
