"""Flash Point, the Experienced game's tools judged by hand: what each specialist brings to
a turn, and what the engine's deck gun could put out from where the team stands.

Both are seat-legal: specialists, the engine's spot, the fire and the walls are on the
table for everyone.
"""

from __future__ import annotations

from typing import Any

#: what a specialist's turn is worth, in plain AP a turn: its AP, plus what its bonus AP
#: or power adds to fighting the fire and rescuing (the Paramedic and the Rescue
#: Specialist pay double to extinguish; the CAFS Firefighter's 3 extra AP only extinguish;
#: the Driver's deck gun costs half).  A firefighter without a specialist: 4.
CREW_WORTH = {
    "paramedic": 3.0, "captain": 5.0, "imaging": 4.5, "cafs": 6.0, "hazmat_tech": 4.5,
    "generalist": 5.0, "rescue": 5.0, "driver": 5.5, "prevention": 4.5, "strategist": 4.5,
    "suppression": 5.5,
}
PLAIN_WORTH = 4.0


def crew_worth(state: Any) -> float:
    """What the team's specialists add to its AP a turn (``CREW_WORTH``) over plain
    firefighters: 0 in the Family game."""
    return sum(CREW_WORTH.get(ff.specialist or "", PLAIN_WORTH) - PLAIN_WORTH
               for ff in state.firefighters)


def splash_worth(state: Any, target: int, cost_of: list[float]) -> float:
    """What one deck-gun shot at ``target`` puts out: the fire and smoke there and on its
    neighbours not behind a wall or closed door, each at ``cost_of[cell]``."""
    return cost_of[target] + sum(cost_of[j] for j in state.open_neighbours(target))


def deck_gun_reach(state: Any, cost_of: list[float], distances: list[list[float]]) -> float:
    """What a shot of the deck gun is worth now, for the firefighter who could fire it
    soonest: the average shot into the engine's quarter (the dice pick any of its spaces),
    less a share for every AP that firefighter still has to walk to the engine (a whole
    turn's walk: nothing), and nothing while a firefighter stands in that quarter.

    ``cost_of[cell]``: what the fire or smoke on a space costs the team; ``distances``:
    per firefighter, the AP from it to every space."""
    if not state.experienced or not state.engine:
        return 0.0
    house = state.house
    spot = house.parking[state.engine]
    quarter = house.quadrant_sets.get(spot.quadrant or "")
    if not quarter or any(ff.cell in quarter for ff in state.firefighters):
        return 0.0
    shot = sum(splash_worth(state, t, cost_of) for t in quarter) / len(quarter)
    best = 0.0
    for ff, dist in zip(state.firefighters, distances):
        if ff.cell < 0:
            continue
        walk = min(dist[c] for c in spot.cells)
        reach = max(0.0, 1.0 - walk / WALK_HORIZON)
        if ff.specialist == "driver":
            reach *= DRIVER_SHOTS
        best = max(best, reach)
    return shot * best


WALK_HORIZON = 6.0  # AP of walking to the engine after which the gun counts for nothing
DRIVER_SHOTS = 2.0  # the Driver/Operator fires twice for the AP of one shot
