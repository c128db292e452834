"""Flash Point: a carried hazmat is judged where it is, and a turn never picks one up only
to put it down again."""

from __future__ import annotations

import math
from typing import Any

from boardgames_desktop import bots
from boardgames_desktop.bots.evaluation import values
from boardgames_desktop.rules import new_game


def veteran_turn_with_hazmats() -> Any:
    """Veteran seed 3, action 25 (session 8): the CAFS Firefighter (Red, 3 AP) at 3,3 with
    hazmats at 4,3 (beside it) and 3,4, a revealed victim at 4,3 and fire at 3,5 and 3,6.
    The old turn plan walked onto 4,3, picked the hazmat up and put it straight down: a
    carried hazmat vanished from the evaluation's hazmat risk, and putting it back wrote
    the hazmats in another order, so the plan took the round trip for a new position."""
    layout = {
        "engine": "top-engine", "ambulance": "top-ambulance",
        "fire": ["3,5", "3,6", "4,6", "5,8", "6,7", "6,8"], "smoke": ["1,8", "5,1", "6,5"],
        "walls": {"3,6,E": 1, "5,0,E": 1, "6,8,E": 2, "2,6,S": 1, "4,1,S": 1, "4,8,S": 1,
                  "6,8,S": 2},
        "doors": {"3,2,E": "open", "6,7,E": "destroyed"},
        "damage": 9, "hot_spots": [], "hazmats": ["5,7", "4,3", "2,3", "3,4"],
        "pois": [{"at": "4,3", "kind": "victim", "revealed": True},
                 {"at": "6,2", "kind": "victim", "revealed": True},
                 {"at": "2,1", "kind": "victim"}],
        "poi_pool": [],
        "firefighters": [{"at": "3,3", "ap": 3, "specialist": "cafs"},
                         {"at": "5,2", "ap": 0, "specialist": "suppression"}],
    }
    return new_game("flashpoint", "experienced", 2, 3, {"difficulty": "Veteran"},
                    scenario={"position": layout})


def test_a_carried_hazmat_is_as_near_the_fire_as_its_carrier():
    """Picking up a hazmat beside the fire and standing still changes nothing the fire
    cares about (a knock-down leaves it on that space, where it explodes): the position is
    worth what it was.  The old evaluation counted a carried hazmat as gone."""
    state = veteran_turn_with_hazmats()
    hazmat = state.house.idx(3, 4)
    state.firefighters[0].cell = hazmat
    carrying = state.clone()
    carrying.apply(next(a for a in carrying.legal_actions() if a.kind == "pickup_hazmat"))
    assert carrying.firefighters[0].hazmat
    assert abs(values(carrying)[0] - values(state)[0]) < 1e-9


def test_a_turn_does_not_pick_up_a_hazmat_to_put_it_back():
    state = veteran_turn_with_hazmats()
    for seed in (1, 2):
        after = state.clone()
        bot = bots.make_bot("hard", 0, seed, iterations=100)
        taken = []
        while after.active_players == [0] and len(taken) < 16:
            action = bot.choose(after, math.inf)
            taken.append(action)
            if action.kind == "end_turn":
                break
            after.apply(action)
        kinds = [a.kind for a in taken]
        round_trip = "pickup_hazmat" in kinds and "drop" in kinds[kinds.index("pickup_hazmat"):]
        assert not round_trip, (seed, [a.describe() for a in taken])
