"""The Brigade, competitive: the water poured after an Extinguish, taken as one plan.

Extinguish asks for one water at a time.  A block's Loyalty comes only with the pour that
brings a seat's Renown up to the block's value: a value-3 block is won by the third pour,
four steps below the Extinguish in a search tree.  With a hundred iterations spread over
six or eight candidate actions the search seldom got that deep, so Extinguish looked no
better than driving the Wagon about (4p seed 4, action 112: a Hard Warden with five water
stood on a value-3 block burning at 3, left it, and the next seat won its Loyalty and the
game).  Here the search takes the best way to pour, judged by the evaluation at its end
(every split of the water the pour can reach), as part of the move that began it.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from boardgames_desktop.rules.action import Action

from .evaluation import values

MAX_ENDS = 60  # ways to end the pour judged at most (4 fire at most, 2-4 water holders)


def is_pour(action: Action) -> bool:
    return action.kind == "pour"


def _source(action: Action) -> Any:
    for key, value in action.args:
        if key == "source":
            return value
    return None


def pouring(state: Any, seat: int) -> list[Action]:
    """The seat's pour choices when it is asked to pour now (else empty)."""
    if state.is_over or state.active_players != [seat]:
        return []
    return [a for a in state.legal_actions() if a.player == seat and is_pour(a)]


def best_pour(state: Any, seat: int) -> list[Action]:
    """The pour steps (from the open pour question of ``state``, the position itself, not
    a copy of it: hidden parts as the caller imagined them) that end where the evaluation
    likes best: each way of ending the pour is named by the water left on each holder;
    ties go to the way with fewer steps, then to the holders' order."""
    # way -> (steps, value); ways in the order they were found (fewer steps first)
    start = pouring(state, seat)
    if not start:
        return []
    best_steps: list[Action] = []
    best_value = -1.0
    seen: set[tuple] = set()
    queue: deque[tuple[Any, list[Action]]] = deque([(state, [])])
    judged = 0
    while queue and judged < MAX_ENDS:
        here, steps = queue.popleft()
        for action in pouring(here, seat):
            after = here.clone()
            after.apply(action)
            way = tuple(_source(a) or "" for a in steps + [action])
            key = tuple(sorted(way))
            if key in seen:
                continue
            seen.add(key)
            open_after = _source(action) is not None and bool(pouring(after, seat))
            if open_after:
                queue.append((after, steps + [action]))
                continue
            judged += 1
            value = values(after)[seat]
            if value > best_value + 1e-9:
                best_value, best_steps = value, steps + [action]
    return best_steps


def complete_pour(world: Any, seat: int) -> None:
    """Play the rest of the seat's open pour on ``world`` the best way (``best_pour``)."""
    for action in best_pour(world, seat):
        world.apply(action)
