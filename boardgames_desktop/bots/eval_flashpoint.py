"""Flash Point, judged by hand: victims rescued and lost, damage, fire near the POIs and
hazmats, how far carried victims still have to go, and the team's Action Points.

A face-down POI is judged by what the team knows (it may be a victim), never by its kind.
"""

from __future__ import annotations

import heapq
from typing import Any

from .features import Feature, team_value


def _edge_cost(state: Any, key: str) -> int:
    """AP to cross an edge: open 1, a closed door 2 (open it), a wall 2 per chop left."""
    damage = state.walls.get(key)
    if damage is not None:
        return 1 if damage >= 2 else 1 + 2 * (2 - damage)
    return 2 if state.doors.get(key) == "closed" else 1


def path_costs(state: Any, sources: list[int]) -> list[float]:
    """AP (roughly) from every square to the nearest of ``sources``: doors to open, walls to
    chop, fire to step through (Dijkstra over the house plan)."""
    h = state.house
    inf = float("inf")
    dist = [inf] * (h.rows * h.columns)
    heap = []
    for s in sources:
        dist[s] = 0.0
        heap.append((0.0, s))
    heapq.heapify(heap)
    while heap:
        d, i = heapq.heappop(heap)
        if d > dist[i]:
            continue
        for _dir, j, key in h.links[i]:
            nd = d + _edge_cost(state, key) + (1 if state.fire[i] == 2 else 0)
            if nd < dist[j]:
                dist[j] = nd
                heapq.heappush(heap, (nd, j))
    return dist


def _safety(state: Any) -> list[int]:
    """Squares where a carried victim is rescued."""
    h = state.house
    if state.experienced and state.ambulance:
        return list(state.spot_cells(state.ambulance))
    return [i for i in range(h.rows * h.columns) if not h.inside[i]]


def _near_fire(state: Any, cell: int) -> int:
    """2 when ``cell`` burns, 1 when fire is next to it (through an open edge), else 0."""
    if state.fire[cell] == 2:
        return 2
    return 1 if any(state.fire[j] == 2 for j in state.open_neighbours(cell)) else 0


def features(state: Any, seat: int = 0) -> list[Feature]:
    from boardgames_desktop.games.flashpoint.data import rules

    R = rules()
    h = state.house
    lose_damage = R["lose_damage"]
    pois_at_risk = 0.0
    carried = 0.0
    to_safety: list[float] | None = None
    for poi in state.pois:
        if poi.carrier is not None:
            if to_safety is None:
                to_safety = path_costs(state, _safety(state))
            carried += 3.0 - 0.3 * min(to_safety[poi.cell], 20)
            continue
        weight = 1.0 if poi.revealed else 0.6  # a face-down POI may be a false alarm
        pois_at_risk += weight * _near_fire(state, poi.cell)
    hazmat_risk = sum(_near_fire(state, c) for c in state.hazmats)
    fire = sum(1 for i in h.inside_cells() if state.fire[i] == 2)
    smoke = sum(1 for i in h.inside_cells() if state.fire[i] == 1)
    in_fire = 0
    reach = 0.0
    targets = [p.cell for p in state.pois if p.carrier is None and h.inside[p.cell]]
    to_poi = path_costs(state, targets) if targets else None
    for ff in state.firefighters:
        if ff.cell < 0:
            continue
        if state.fire[ff.cell] == 2:
            in_fire += 1
        if ff.victim is None and to_poi is not None:
            reach -= min(to_poi[ff.cell], 20)
    ap = sum(ff.ap for ff in state.firefighters)
    ruin = state.damage / lose_damage
    return [
        Feature("rescued", 10.0 * state.rescued, "a victim rescued"),
        Feature("lost", -6.0 * state.lost, "no victim lost"),
        Feature("damage", -0.25 * state.damage - 6.0 * ruin ** 4,
                "less damage to the house"),
        Feature("carried", carried, "a victim carried closer to safety"),
        Feature("pois", -0.9 * pois_at_risk, "fire kept away from the POIs"),
        Feature("hazmats", -0.6 * hazmat_risk, "fire kept away from the hazmats"),
        Feature("fire", -0.28 * fire - 0.08 * smoke, "less fire and smoke in the house"),
        Feature("safety", -1.2 * in_fire, "no firefighter left standing in fire"),
        Feature("reach", 0.2 * reach, "firefighters closer to the POIs"),
        Feature("ap", 0.05 * ap, "Action Points saved"),
    ]


def values(state: Any) -> list[float]:
    v = team_value(sum(f.score for f in features(state)), scale=8.0, centre=0.0)
    return [v] * state.players
