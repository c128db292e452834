"""Emberheart: what a card in a seat's area is still likely to score by the end.

The End Game Scoring counts a Hero only with a Dragon of its colour attached and its
condition met, a Preserve only through the two Attribute steps its Dragon brings, and a
Garrison card only once completed.  A strong player values a card by that prospect, not
by its face: a fourth Hero with no Dragon to carry it is worth little, a Preserve with a
matching Dragon in hand is worth its two steps now.  Everything here is in Glory.
"""

from __future__ import annotations

from typing import Any

#: the chance of still finding a Dragon of a colour for a host, per round left to play
ATTACH_CHANCE_PER_ROUND = 0.25
#: the chance of meeting one more missing Garrison requirement, per round left to play
GARRISON_CHANCE_PER_ROUND = 0.15
#: a Hero condition "nobody has more ..." unmet now may still be met while rounds remain
MOST_LATER = 0.35
#: ... and one met now may still be lost while rounds remain
MOST_UNSURE = 0.4
STEP = 0.6  # an Attribute step short of a threshold


def rounds_left(state: Any) -> float:
    """Rounds still to play for the cards to change hands: the current one counts while
    its Action phase runs (half once its Reward phase has begun)."""
    rounds = state.content.board["rounds"]
    if state.stage in ("final", "over"):
        return 0.0
    left = rounds - state.round
    if state.stage in ("setup", "prelude", "action"):
        return left + 1.0
    if state.stage == "reward":
        return left + 0.5
    return float(left)


def track_glory(state: Any, step: int) -> int:
    """End Game Glory of an Attribute marker on ``step`` (worked out once per table)."""
    table = state.content.board["track_glory"]
    key = (id(table), step)
    known = _TRACK_GLORY.get(key)
    if known is None:
        known = _TRACK_GLORY[key] = max(
            (v for k, v in table.items() if int(k) <= step), default=0)
    return known


_TRACK_GLORY: dict[tuple[int, int], int] = {}


def step_bonus(left: float) -> float:
    """A step short of a threshold while rounds remain: the next threshold comes closer
    and placement effects unlock (nothing once the game is over)."""
    return STEP * min(1.0, left / 2.0)


def steps_worth(state: Any, seat: int, track: str, steps: int, left: float) -> float:
    """What ``steps`` more on ``track`` add: the Glory of the thresholds reached, plus
    ``step_bonus`` a step."""
    now = state.boards[seat].tracks[track]
    top = state.content.board["track_max"]
    after = min(top, now + steps)
    return track_glory(state, after) - track_glory(state, now) + step_bonus(left) * (after - now)


def track_of(state: Any, color: str) -> str:
    for track, c in state.content.board["track_color"].items():
        if c == color:
            return track
    return ""


def hero_if_attached(state: Any, seat: int, hero: str, late: float) -> float:
    """The Hero's Scoring Condition as it stands (a Dragon assumed attached); a "nobody has
    more" condition unmet now keeps a chance while rounds remain (``late``: 0..1)."""
    score = state.hero_score(seat, hero)
    spec = state.card(hero).score
    if score == 0 and spec.get("kind") in ("most", "threshold"):
        return MOST_LATER * late * spec.get("glory", 0)
    if spec.get("kind") == "most":  # met now, but the others may still overtake
        return score * (1.0 - MOST_UNSURE * late)
    return float(score)


def host_matches(state: Any, seat: int) -> dict[str, str | None]:
    """Each free host (Hero or Preserve) of the seat with the unattached Dragon that would
    go on it (None: none in hand), matched greedily: plain colours first, Exotics last."""
    board = state.boards[seat]
    loose = board.unattached_dragons()
    plain = [d for d in loose if state.card(d).color != "exotic"]
    wild = [d for d in loose if state.card(d).color == "exotic"]
    out: dict[str, str | None] = {}
    for host in board.free_hosts():
        color = state.card(host).color
        pick = next((d for d in plain if state.card(d).color == color), None)
        if pick is not None:
            plain.remove(pick)
        elif wild:
            pick = wild.pop()
        out[host] = pick
    return out


def host_prospect(state: Any, seat: int, host: str, in_hand: bool, left: float) -> float:
    """What a free Hero or Preserve will still score: in full with a matching Dragon in
    hand, otherwise by the chance of finding one in the rounds left."""
    chance = 1.0 if in_hand else min(0.85, ATTACH_CHANCE_PER_ROUND * left)
    late = min(1.0, left / 3.0)
    card = state.card(host)
    if card.kind == "hero":
        return chance * hero_if_attached(state, seat, host, late)
    track = track_of(state, card.color)
    steps = state.content.board["preserve_attach_steps"]
    return chance * steps_worth(state, seat, track, steps, left) if track else 0.0


def garrison_missing(state: Any, seat: int, gid: str) -> float:
    """How far the seat is from completing a Garrison card, in requirements (Hirelings
    count a fifth each: the Tavern and the Firestation bring them by the handful)."""
    card = state.card(gid)
    board = state.boards[seat]
    missing = float(max(0, card.dragons - state.color_count(seat, card.color)))
    otype, need = card.other
    if otype == "heroes":
        missing += max(0, need - len(board.heroes))
    elif otype == "preserves":
        missing += max(0, need - len(board.preserves))
    elif otype == "hirelings":
        missing += max(0, need - state.hireling_total(seat)) / 5.0
    return missing


def garrison_prospect(state: Any, seat: int, gid: str, left: float) -> float:
    """A claimed Garrison card's Glory and Attribute step, by the chance to complete it."""
    card = state.card(gid)
    worth = card.glory + steps_worth(state, seat, card.track, 1, left)
    missing = garrison_missing(state, seat, gid)
    if missing <= 0:
        return worth
    chance = min(0.9, GARRISON_CHANCE_PER_ROUND * left) ** missing
    return worth * chance


def prospects(state: Any, seat: int) -> tuple[float, float]:
    """(free hosts, open Garrisons): what the seat's unfinished cards are still worth."""
    left = rounds_left(state)
    board = state.boards[seat]
    hosts = sum(host_prospect(state, seat, host, dragon is not None, left)
                for host, dragon in host_matches(state, seat).items())
    late = min(1.0, left / 3.0)
    for hero in board.heroes:  # carried, its condition unmet now: a chance while rounds remain
        if hero in board.attached and state.hero_score(seat, hero) == 0:
            hosts += hero_if_attached(state, seat, hero, late)
    garrisons = sum(garrison_prospect(state, seat, g, left)
                    for g in board.garrisons if g not in board.completed)
    return hosts, garrisons
