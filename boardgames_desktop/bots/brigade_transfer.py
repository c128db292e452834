"""The Brigade: a Transfer taken as one decision (where should the water end up?) rather
than as a string of one-water moves each judged alone.

A Transfer asks for one water at a time until Done.  Judged move by move, most moves change
nothing the evaluation sees (the Warden and its crew carry the same water either way), so a
search picks among equal moves at random and shuffles water back and forth until the loop
guard stops it.  Here the bot looks at every split of the water the Transfer can reach (on a
determinized copy: water is in plain sight, so nothing hidden is read), takes the split the
evaluation likes best, and walks straight to it: each move brings the water one step closer,
and Done comes as soon as no split is better than the one on the table.  The splits a
Transfer can reach are the same from any of them (a move can always be moved back), so the
bot aims for the same split at every step and never undoes a move.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from boardgames_desktop.rules.action import Action

from .base import Deadline
from .evaluation import values

MAX_SPLITS = 400  # splits judged at most (a Brigade holds 4-6 holders of 1-6 water each)
EPSILON = 1e-9  # a split must beat the one on the table by more than this to be worth moves


def is_transfer_step(action: Action) -> bool:
    """A move of the open Transfer question (one water, or Done), not the Transfer action."""
    return action.kind == "transfer" and any(name == "source" for name, _v in action.args)


def _arg(action: Action, name: str) -> Any:
    for key, value in action.args:
        if key == name:
            return value
    return None


def split(state: Any, holders: list[str]) -> tuple[int, ...]:
    """The water on each holder, in ``holders`` order."""
    return tuple(state.water(key) for key in holders)


def transfer_choice(state: Any, seat: int, own: list[Action], rng: random.Random,
                    deadline: Deadline | None = None) -> Action | None:
    """The next step of the seat's open Transfer towards the best split of its water
    (Done when the split on the table is as good as any), or None when no Transfer is
    open."""
    steps = [a for a in own if is_transfer_step(a)]
    done = next((a for a in steps if _arg(a, "source") is None), None)
    if done is None:
        return None
    moves = {a.key(): a for a in steps if _arg(a, "source") is not None}
    if not moves:
        return done
    holders = sorted({_arg(a, "source") for a in moves.values()}
                     | {_arg(a, "dest") for a in moves.values()})
    world = state.determinized(seat, rng)
    start = split(world, holders)
    # split -> (moves from here, the first move on a shortest way there, value)
    found: dict[tuple[int, ...], tuple[int, tuple | None, float]] = {
        start: (0, None, values(world)[seat])}
    queue = deque([(world, 0, None)])
    while queue and len(found) < MAX_SPLITS:
        if deadline is not None and deadline.passed:
            break
        here, depth, first = queue.popleft()
        for action in here.legal_actions():
            if action.player != seat or not is_transfer_step(action):
                continue
            if _arg(action, "source") is None:
                continue
            after = here.clone()
            after.apply(action)
            key = split(after, holders)
            if key in found:
                continue
            way = first if first is not None else action.key()
            found[key] = (depth + 1, way, values(after)[seat])
            queue.append((after, depth + 1, way))
    best = max(value for _d, _w, value in found.values())
    if found[start][2] >= best - EPSILON:
        return done
    # the nearest of the best splits (ties: the split's own order, the same at every step)
    target = min((k for k, (_d, _w, v) in found.items() if v >= best - EPSILON),
                 key=lambda k: (found[k][0], k))
    way = found[target][1]
    return moves.get(way, done)
