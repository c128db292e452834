"""Flash Point, judged by hand: victims rescued and lost, damage, fire near the POIs and
hazmats, how far carried victims still have to go, and the team's Action Points.

A face-down POI is judged by what the team knows (it may be a victim), never by its kind.
"""

from __future__ import annotations

import heapq
import math
from typing import Any

from .eval_flashpoint_crew import crew_worth, deck_gun_reach
from .features import Feature, team_value

# The search plans the seat's own turn and judges "end the turn here" by this evaluation
# (before the fire moves) rather than by one imagined Advance Fire per iteration.
TURN_END_KINDS = ("end_turn",)
# Own actions that are a lottery (the deck gun's dice, the Driver's re-rolls): turn planning
# judges them by their average outcome, not by the luckiest one it imagined.
AVERAGED_KINDS = ("deck_gun", "reroll")
# Modes whose firefighters plan each turn whole, to the last AP (``turn_plan``): both.  In
# the Experienced game the plan won 7 of 15 Veteran + Tragic games where the tree search
# won 5 (session 8); in the Family game it won 91 of 160 games where the tree search won
# 79 on the same seeds (53 of 100 against 46 on fresh seeds: not shown better, a tie within
# the noise), and it decides a turn in tenths of a second where the tree search took 2 s an
# action (bench/README.md, session 10)
PLAN_TURNS = ("family", "experienced")
# Decisions Normal and Hard make by the evaluation of the position each leaves (one step):
# the firefighters' starting squares in the Family game.  A tree search there drifts with
# its budget: at Hard's 1,600 iterations it put the third of three firefighters on the
# first one's square, and the 3-player team won 53 % instead of 75-78 % (bench/README.md,
# session 11); the evaluation spreads them over the POIs' sides of the house
JUDGED_KINDS = {"family": ("place",)}
# Decisions where the opening book (``opening_choice``) is asked first, and the tree search
# decides when it has nothing: the Experienced game's specialists
BOOK_KINDS = {"experienced": ("specialist",)}


def opening_choice(state: Any, own: list[Any]) -> tuple[Any, str] | None:
    """The starting square (Family) or specialist (Experienced) the simulated games chose
    for this team size (``fp_openings``), with what they showed."""
    from .fp_openings import book_move

    return book_move(state, own)


Graph = list[list[tuple[int, int]]]


def step_graph(state: Any) -> Graph:
    """For each square, its neighbours and the AP to step there from it (the edge's cost,
    one more when leaving a burning square): built once per evaluation."""
    fire = state.fire
    # a standing wall costs its chopping AP (2 a damage marker still needed) plus a premium
    # that only breaking it through removes: a first chop shortens no path, so the damage
    # marker it places (priced by the damage term) is never bought for a shortcut half made
    dear = {key: 1 if damage >= 2 else 1 + 2 * (2 - damage) + WALL_PREMIUM
            for key, damage in state.walls.items()}
    dear.update((key, 2) for key, door in state.doors.items() if door == "closed")
    out = []
    for i, links in enumerate(state.house.links):
        extra = 2 if fire[i] == 2 else 1
        out.append([(j, dear.get(key, 1) - 1 + extra) for _dir, j, key in links])
    return out


def path_costs(state: Any, sources: list[int], graph: Graph | None = None,
               limit: float = 20.0) -> list[float]:
    """AP (roughly) from every square to the nearest of ``sources``: doors to open, walls to
    chop, fire to step through (Dijkstra over the house plan; squares farther than
    ``limit`` stay at infinity)."""
    graph = graph if graph is not None else step_graph(state)
    inf = float("inf")
    dist = [inf] * len(graph)
    heap = []
    for s in sources:
        dist[s] = 0
        heap.append((0, s))
    heapq.heapify(heap)
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, i = pop(heap)
        if d > dist[i] or d >= limit:
            continue
        for j, cost in graph[i]:
            nd = d + cost
            if nd < dist[j]:
                dist[j] = nd
                push(heap, (nd, j))
    return dist


def _safety(state: Any) -> list[int]:
    """Squares where a carried victim is rescued."""
    h = state.house
    if state.experienced and state.ambulance:
        return list(state.spot_cells(state.ambulance))
    return [i for i in range(h.rows * h.columns) if not h.inside[i]]


def doomed_smoke(state: Any) -> set[int]:
    """Smoke the flashover will light if nothing changes: smoke touching fire through an
    open edge, and smoke touching that smoke, and so on (the flashover repeats until
    nothing ignites, so a chain of smoke burns back from the fire)."""
    fire = state.fire
    frontier = [i for i, level in enumerate(fire) if level == 2]
    doomed: set[int] = set()
    while frontier:
        cell = frontier.pop()
        for j in state.open_neighbours(cell):
            if fire[j] == 1 and j not in doomed:
                doomed.add(j)
                frontier.append(j)
    return doomed


def fire_frontier(state: Any, inside: list[int], doomed: set[int]) -> int:
    """Clear spaces a single Advance Fire roll would set on fire: a roll on a clear space
    puts smoke there, and smoke touching fire through an open edge flashes over at once.
    So a clear space beside the fire is as close to burning as smoke is (smoke is priced
    apart); a closed door or a wall between them keeps it safe."""
    fire = state.fire
    hot = [i for i, level in enumerate(fire) if level == 2]
    hot.extend(doomed)
    reached: set[int] = set()
    for cell in hot:
        reached.update(j for j in state.open_neighbours(cell) if fire[j] == 0)
    inside_set = set(inside)
    return sum(1 for j in reached if j in inside_set)


def _near_fire(state: Any, cell: int, doomed: set[int] | None = None) -> float:
    """How close fire is to ``cell``: 2 when it burns or when it is smoke the flashover at
    the end of the turn will light (``doomed_smoke``), 1 when fire (or such smoke) is next
    to it through an open edge, 0.5 when it is smoky (one roll from fire), else 0."""
    fire = state.fire
    if fire[cell] == 2:
        return 2.0
    doomed = doomed_smoke(state) if doomed is None else doomed
    if cell in doomed:
        return 2.0
    if any(fire[j] == 2 or j in doomed for j in state.open_neighbours(cell)):
        return 1.0
    return 0.5 if fire[cell] == 1 else 0.0


DIRECTIONS = ("N", "E", "S", "W")


def blast_damage(state: Any, cell: int) -> int:
    """Walls an explosion at ``cell`` would damage now: in each direction the shockwave
    runs through burning squares and damages the first standing wall it meets."""
    steps = state.house.steps
    hits = 0
    for d in DIRECTIONS:
        cur = cell
        while True:
            link = steps[cur].get(d)
            if link is None:
                break
            nxt, key = link
            wall = state.walls.get(key)
            if wall is not None and wall < 2:
                hits += 1
                break
            if state.doors.get(key) == "closed" or state.fire[nxt] != 2:
                break
            cur = nxt
    return hits


def hazard(used: float, limit: float) -> float:
    """What using up a loss track costs: slowly at first, steeply as the end nears
    (-log of the room left, 0 when nothing is used)."""
    room = max(0.02, 1.0 - used / (limit + 0.5))
    return -math.log(room)


def features(state: Any, seat: int = 0) -> list[Feature]:
    from boardgames_desktop.games.flashpoint.data import rules

    R = rules()
    h = state.house
    lose_damage = R["lose_damage"]
    lose_lost = R["lose_lost"]
    # what one more damage marker / one more lost victim costs now (the slope of hazard)
    per_damage = DAMAGE_LINEAR + DAMAGE_WEIGHT / (lose_damage + 0.5 - state.damage)
    per_lost = LOST_WEIGHT / (lose_lost + 0.5 - state.lost)
    graph = step_graph(state)
    doomed = doomed_smoke(state)
    pois_at_risk = 0.0
    carried = 0.0
    to_safety: list[float] | None = None
    for poi in state.pois:
        if poi.carrier is not None:
            if to_safety is None:
                to_safety = path_costs(state, _safety(state), graph, 10)
            carried += CARRY_WORTH - CARRY_STEP * min(to_safety[poi.cell], 10)
            pois_at_risk += _near_fire(state, poi.cell, doomed)  # a knock-down loses it
            continue
        weight = 1.0 if poi.revealed else 0.6  # a face-down POI may be a false alarm
        pois_at_risk += weight * _near_fire(state, poi.cell, doomed)
    # a carried hazmat is as near the fire as its carrier: a knock-down leaves it there
    held = [ff.cell for ff in state.firefighters if ff.hazmat and ff.cell >= 0]
    hazmat_risk = sum(_near_fire(state, c, doomed) for c in state.hazmats + held)
    inside = h.inside_cells()
    burning = [i for i in inside if state.fire[i] == 2]
    fire = len(burning)
    # smoke the flashover reaches turns to fire at the end of the turn
    flashing = sum(1 for i in inside if i in doomed)
    smoke = sum(1 for i in inside if state.fire[i] == 1) - flashing
    # a burning space explodes when an Advance Fire roll hits it: over the rolls still to
    # come (``horizon``) each one is worth the walls its explosion would damage now and
    # the fire it would spread; so is smoke, one roll from fire
    rolls = horizon(state, R) / max(1, len(inside))
    blast = rolls * sum(blast_damage(state, i) + SPREAD for i in burning)
    burn = FIRE_WEIGHT + 0.3 * per_damage  # a burning space now, beside its explosions
    fire_cost = burn * fire + per_damage * blast
    # what a space that catches fire later costs (on average like those burning now):
    # smoke the flashover will light counts most of one, other smoke a roll's chance of one
    unit = fire_cost / fire if fire else burn + per_damage * rolls * (1.5 + SPREAD)
    frontier = fire_frontier(state, inside, doomed) * FRONTIER_SHARE
    to_fire = path_costs(state, burning, graph, 10) if burning else None
    in_fire = 0.0
    reach = 0.0
    placed = [ff.cell for ff in state.firefighters if ff.cell >= 0]
    for ff in state.firefighters:
        if ff.cell < 0:
            continue
        near = _near_fire(state, ff.cell, doomed)
        if near >= 2.0:
            in_fire += 1  # in fire, or in smoke the flashover will light: knocked down
        elif near >= 1.0:
            in_fire += 0.2  # an explosion next door would spread here
        if to_fire is not None:
            reach -= 0.2 * min(to_fire[ff.cell], 10)
    # each POI still lying in the house counts the AP of the nearest firefighter (carrying
    # or not): picking one up or carrying one out changes no other POI's count
    targets = [p.cell for p in state.pois if p.carrier is None and h.inside[p.cell]]
    if targets and placed:
        from_ffs = path_costs(state, placed, graph, 20)
        reach -= sum(min(from_ffs[c], 20) for c in targets)
    gun = 0.0
    if state.experienced and state.engine:
        costs = _cell_costs(state, burning, doomed, rolls, burn, per_damage, unit)
        walks = [path_costs(state, [ff.cell], graph, 8) if ff.cell >= 0 else []
                 for ff in state.firefighters]
        gun = deck_gun_reach(state, costs, walks)
    keep = R["max_saved_ap"]  # AP above this are lost when the turn ends: spending is free
    ap = sum(min(ff.ap, keep) for ff in state.firefighters)
    return [
        Feature("rescued", 10.0 * state.rescued, "a victim rescued"),
        Feature("lost", -LOST_WEIGHT * hazard(state.lost, lose_lost), "no victim lost"),
        Feature("damage", -DAMAGE_LINEAR * state.damage
                - DAMAGE_WEIGHT * hazard(state.damage, lose_damage),
                "less damage to the house"),
        Feature("carried", carried, "a victim carried closer to safety"),
        Feature("pois", -(POI_RISK + POI_RISK_PER_LOST * per_lost) * pois_at_risk,
                "fire kept away from the POIs"),
        Feature("hazmats", -(0.4 + 0.5 * per_damage) * hazmat_risk,
                "fire kept away from the hazmats"),
        Feature("fire", -fire_cost - 0.8 * unit * flashing
                - (SMOKE_WEIGHT + rolls * unit) * smoke - rolls * unit * frontier,
                "less fire and smoke in the house"),
        Feature("safety", -KNOCK_DOWN * in_fire, "no firefighter left standing in fire"),
        Feature("reach", REACH_WEIGHT * reach, "firefighters closer to the POIs"),
        Feature("ap", AP_WEIGHT * ap, "Action Points saved"),
        Feature("crew", CREW_WEIGHT * crew_worth(state), "specialists who fight the fire"),
        Feature("deck_gun", GUN_SHARE * gun,
                "the engine's deck gun within reach of a burning quarter"),
    ]


def _cell_costs(state: Any, burning: list[int], doomed: set[int], rolls: float, burn: float,
                per_damage: float, unit: float) -> list[float]:
    """What the fire or smoke on each space costs the team (as ``features`` prices it)."""
    costs = [0.0] * len(state.fire)
    for i in burning:
        costs[i] = burn + per_damage * rolls * (blast_damage(state, i) + SPREAD)
    for i, level in enumerate(state.fire):
        if level == 1 and state.house.inside[i]:
            costs[i] = 0.8 * unit if i in doomed else SMOKE_WEIGHT + rolls * unit
    return costs


def horizon(state: Any, R: dict[str, Any]) -> float:
    """Advance Fire rolls the fire still gets before the game is won: about
    ``ROLLS_PER_RESCUE`` for each victim still to rescue (between 6 and 20)."""
    needed = max(0, R["win_rescued"] - state.rescued)
    return min(20.0, max(6.0, ROLLS_PER_RESCUE * needed))


# A rescue is worth 10; a carried victim 10 less one per step still to go (each step
# costs 2 AP), and a free firefighter gains 0.5 per AP closer to a POI: about the same
# worth per AP on every step of a rescue, so the search does not stall half-way.
CARRY_WORTH = 10.0
CARRY_STEP = 1.0  # a carried victim's worth lost per step (2 AP) still to go
REACH_WEIGHT = 0.5  # per AP between a POI and the nearest firefighter
POI_RISK = 0.6  # a POI one unit nearer the fire (``_near_fire``) costs this...
POI_RISK_PER_LOST = 0.25  # ...plus this share of what one more lost victim costs
AP_WEIGHT = 0.06  # an Action Point saved for the next turn
FIRE_WEIGHT = 0.7  # one burning square (smoke about to flash over counts most of one)
SMOKE_WEIGHT = 0.2
DAMAGE_WEIGHT = 12.0  # the damage track's weight (hazard units)
# each damage marker also costs this much from the first: 24 of them lose the game that
# 7 rescues (70) win, so a marker is worth about a third of a rescue even early
DAMAGE_LINEAR = 2.0
WALL_PREMIUM = 8  # path cost of a standing wall beyond its chopping AP
SPREAD = 1.5  # fire an explosion spreads, in damage markers' worth
ROLLS_PER_RESCUE = 2.5  # Advance Fire rolls per victim still to rescue (the horizon)
# a clear space beside the fire lights on a roll as smoke does (``fire_frontier``)
FRONTIER_SHARE = 1.0
LOST_WEIGHT = 12.0  # the lost victims' weight
CREW_WEIGHT = 1.0  # per AP a turn a specialist adds (``eval_flashpoint_crew.CREW_WORTH``)
GUN_SHARE = 0.3  # of a deck-gun shot's worth, for a firefighter ready to fire it
# a knocked-down firefighter walks back from the ambulance: about a turn of AP lost
KNOCK_DOWN = 4.0


def position_key(state: Any) -> tuple:
    """Everything an action inside a turn can change, as one hashable value: two orders of
    the same actions that leave the same position are planned once."""
    return (
        tuple(state.fire), tuple(state.walls.values()), tuple(state.doors.values()),
        tuple((f.cell, f.ap, f.bonus_ap, f.victim, f.hazmat, f.extra_extinguish,
               f.specialist) for f in state.firefighters),
        tuple((p.id, p.cell, p.kind if p.revealed else "", p.treated, p.carrier)
              for p in state.pois),
        tuple(sorted(state.hazmats)), tuple(state.hot_spots), state.damage, state.rescued,
        state.lost, state.engine, state.ambulance, tuple(sorted(state.turn_flags.items())),
        len(state.flow.queue), state.stage,
    )


def values(state: Any) -> list[float]:
    v = team_value(sum(f.score for f in features(state)), scale=16.0, centre=0.0)
    return [v] * state.players
