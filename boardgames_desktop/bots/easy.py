"""Easy: look one action ahead and take the one the game's evaluation likes best.

It imagines the hidden part once (a determinized copy), tries each of its actions there and
scores the result.  It makes mistakes on purpose: now and then it takes its second or third
best action, and one imagined future can mislead it about chance.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames_desktop.rules.action import Action

from .base import Bot, Deadline
from .evaluation import quiet_first, values

MISTAKE_CHANCE = 0.12  # how often Easy settles for one of its next-best actions
MISTAKE_RANGE = 3
FOLLOW_DEPTH = 2  # small follow-up decisions (how much water to pour) looked into
FOLLOW_WIDTH = 4


class EasyBot(Bot):
    """``default_time`` caps a decision when the caller gives no limit (a Brigade Co-Op turn
    may offer 90 actions); the actions are tried in a seeded random order so that a cut
    does not always favour the first ones listed."""

    level = "easy"
    default_time = 1.0

    def choose(self, state: Any, time_limit: float | None = None) -> Action:
        return super().choose(state, self.default_time if time_limit is None else time_limit)

    def decide(self, state: Any, own: list[Action], rng: random.Random,
               deadline: Deadline) -> Action:
        tiered = rank_tiered(state, self.seat, own, rng, deadline)
        if not tiered:
            return own[rng.randrange(len(own))]
        # a mistake is a next-best action of the best one's tier: Easy may pick a smaller
        # gain, but never passes the turn (into the fire) instead of the one quiet action
        # that helps, nor takes a quiet action that helps less than standing still
        peers = [a for tier, _v, a in tiered[:MISTAKE_RANGE] if tier == tiered[0][0]]
        if len(tiered) > 1 and rng.random() < MISTAKE_CHANCE:
            return peers[rng.randrange(len(peers))]
        self.last_estimate = tiered[0][1]
        return tiered[0][2]


def rank_actions(state: Any, seat: int, own: list[Action], rng: random.Random,
                 deadline: Deadline) -> list[tuple[float, Action]]:
    """Own actions by the evaluation one step ahead, best first (``rank_tiered``)."""
    return [(v, a) for _t, v, a in rank_tiered(state, seat, own, rng, deadline)]


def rank_tiered(state: Any, seat: int, own: list[Action], rng: random.Random,
                deadline: Deadline) -> list[tuple[int, float, Action]]:
    """Own actions by the evaluation one step ahead, best first (as many as time allows),
    each with its tier (2: a quiet action that improves, 1: passes the turn, 0: a quiet
    action no better than standing still).

    An action that keeps the turn (no hand-off, no chance) is judged before the fire moves,
    one that passes the turn after: so a quiet action counts only if it beats standing
    still (the position now), and otherwise the best action that passes the turn goes
    first.  Without this the bot would never end a turn whose end brings fire.  A game
    whose turn ends bring no chance (Emberheart: the next seat just plays) ranks every
    action by value alone (``quiet_first``), or a small quiet gain (Gear from the
    Warehouse) would always beat sending a Party.
    """
    imagined = state.determinized(seat, rng)
    now = values(imagined)[seat]
    tiers = quiet_first(state)
    scored: list[tuple[int, float, int, Action]] = []
    order = list(enumerate(own))
    rng.shuffle(order)
    for index, action in order:
        if deadline.passed:
            break
        after = imagined.clone()
        after.apply(action)
        value, passed = settle(after, seat, FOLLOW_DEPTH)
        if not tiers or passed:
            tier = 1  # passes the turn or meets chance (or the game ranks by value alone)
        else:
            tier = 2 if value > now + 1e-9 else 0  # a quiet action must beat standing still
        scored.append((tier, value, -index, action))
    scored.sort(key=lambda t: (t[0], t[1], t[2]), reverse=True)
    return [(t, v, a) for t, v, _i, a in scored]


def settle(state: Any, seat: int, depth: int) -> tuple[float, bool]:
    """The seat's value after an action, looking through the small follow-up decision it
    may open (a pour asked one water at a time, a target to pick): the best of at most
    ``FOLLOW_WIDTH`` options, ``depth`` levels deep; and whether that value was judged
    after the turn passed or chance struck (a quiet action that leaves nothing but the end
    of the turn is compared with the other ways of ending it, not with the position now)."""
    passed = bool(state.is_over or state.log and state.log[-1].undo_barrier)
    if depth <= 0 or passed or state.active_players != [seat]:
        return values(state)[seat], passed
    follow = state.legal_actions()
    if not 1 <= len(follow) <= FOLLOW_WIDTH:
        return values(state)[seat], False
    best = (values(state)[seat], False) if len(follow) > 1 else (-1.0, True)
    for action in follow:
        after = state.clone()
        after.apply(action)
        best = max(best, settle(after, seat, depth - 1), key=lambda vp: vp[0])
    return best
