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
        scored = rank_actions(state, self.seat, own, rng, deadline)
        if not scored:
            return own[rng.randrange(len(own))]
        if len(scored) > 1 and rng.random() < MISTAKE_CHANCE:
            return scored[rng.randrange(min(MISTAKE_RANGE, len(scored)))][1]
        self.last_estimate = scored[0][0]
        return scored[0][1]


def rank_actions(state: Any, seat: int, own: list[Action], rng: random.Random,
                 deadline: Deadline) -> list[tuple[float, Action]]:
    """Own actions by the evaluation one step ahead, best first (as many as time allows).

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
        value = settle(after, seat, FOLLOW_DEPTH)
        if not tiers or after.is_over or after.log[-1].undo_barrier:
            tier = 1  # passes the turn or meets chance (or the game ranks by value alone)
        else:
            tier = 2 if value > now + 1e-9 else 0  # a quiet action must beat standing still
        scored.append((tier, value, -index, action))
    scored.sort(key=lambda t: (t[0], t[1], t[2]), reverse=True)
    return [(v, a) for _t, v, _i, a in scored]


def settle(state: Any, seat: int, depth: int) -> float:
    """The seat's value after an action, looking through the small follow-up decision it
    may open (a pour asked one water at a time, a target to pick): the best of at most
    ``FOLLOW_WIDTH`` options, ``depth`` levels deep."""
    if depth <= 0 or state.is_over or state.active_players != [seat]:
        return values(state)[seat]
    follow = state.legal_actions()
    if not 1 <= len(follow) <= FOLLOW_WIDTH or state.log[-1].undo_barrier:
        return values(state)[seat]
    best = values(state)[seat] if len(follow) > 1 else -1.0
    for action in follow:
        after = state.clone()
        after.apply(action)
        best = max(best, settle(after, seat, depth - 1))
    return best
