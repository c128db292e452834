"""Move previews for the view: the cheapest walk to a space and its AP cost.

A preview is advice only; the real moves are single-space ``move`` actions.  It assumes
nothing changes on the way (a POI revealed on the way does not stop the walk).
"""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import FlashPointState


def move_preview(state: FlashPointState, index: int, target: int) -> tuple[int, list[int]] | None:
    """(AP, cells from the firefighter's space to ``target``) of the cheapest walk for
    firefighter ``index`` through open edges, or None when it cannot get there."""
    ff = state.firefighters[index]
    if ff.cell < 0:
        return None
    best = {ff.cell: 0}
    back: dict[int, int] = {}
    queue = [(0, ff.cell)]
    while queue:
        cost, cell = heapq.heappop(queue)
        if cell == target:
            path = [cell]
            while path[-1] != ff.cell:
                path.append(back[path[-1]])
            return cost, path[::-1]
        if cost > best.get(cell, 10 ** 9):
            continue
        for _d, j, key in state.house.links[cell]:
            if not state.is_open(key):
                continue
            step = state.move_cost(ff, j)
            if step is None:
                continue
            if cost + step < best.get(j, 10 ** 9):
                best[j] = cost + step
                back[j] = cell
                heapq.heappush(queue, (cost + step, j))
    return None
