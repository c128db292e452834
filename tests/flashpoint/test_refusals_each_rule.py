"""Every kind of refused Flash Point move gives the sentence of the rule that refuses it.

Each case lays out a position through the scenario API (``games/flashpoint/scenario.py``),
asks why one action is refused and compares the whole sentence, and the kind of move it
names.  The rules are those of ``/work/shared/rules/flashpoint-base.md`` (4 AP a turn, at
most 4 saved; a door costs 1 AP, a chop 2 per damage marker, extinguishing 1 per step of
fire; the Experienced game's vehicles, deck gun and crew change).  Where a check has a
number at its edge, the case just inside the edge is also checked to be listed.
"""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.games.flashpoint.moves import why_not
from boardgames_desktop.games.flashpoint.moves.at_target import refusal_at
from boardgames_desktop.games.flashpoint.state import FlashPointState
from boardgames_desktop.rules import Action

from .helpers import fresh_house

A = Action.make
REACH = ("You can only extinguish on your space or an adjacent one not behind a wall or "
         "closed door.")
ROUTE = "one space at a time along a shortest route to the nearest exterior door"


def family(*firefighters: tuple, **position: Any) -> FlashPointState:
    return fresh_house("family", *firefighters, players=len(firefighters), **position)


def experienced(*firefighters: tuple, **position: Any) -> FlashPointState:
    return fresh_house("experienced", *firefighters, players=len(firefighters), **position)


def poi_at(state: FlashPointState, r: int, c: int) -> int:
    """The id of the POI lying on space (r, c)."""
    i = state.house.idx(r, c)
    return next(p.id for p in state.pois if p.cell == i)


def refused(state: FlashPointState, action: Action, text: str) -> None:
    """``action`` is not listed and its refusal is exactly ``text``, naming its kind."""
    assert state.find_legal(action) is None, action
    reason = why_not(state, action)
    assert reason.text == text
    assert reason.action_kind == action.kind


def listed(state: FlashPointState, action: Action) -> None:
    assert state.find_legal(action) is not None, (action, state.legal_actions())


# ----- walking, doors, orders ------------------------------------------------------------------
def test_moving_needs_a_space_next_to_the_firefighter():
    state = family(("1,1", None, 4))
    refused(state, A(0, "move", to=None), "Choose a space to move to.")
    refused(state, A(0, "move", to=(3, 3)),
            "You can only move to an adjacent space, one step at a time.")
    listed(state, A(0, "move", to=(1, 2)))


def test_a_door_is_opened_from_its_own_space_while_it_stands():
    state = family(("1,1", None, 4))
    refused(state, A(0, "door", edge="1,1,E"), "There is no door there.")
    refused(state, A(0, "door", edge="1,3,E"),
            "The door must be on an edge of the firefighter's own space.")
    state = family(("1,3", None, 4), doors={"1,3,E": "destroyed"})
    refused(state, A(0, "door", edge="1,3,E"), "That door is destroyed: it stays open for good.")


def test_a_door_costs_one_ap():
    refused(family(("1,3", None, 0)), A(0, "door", edge="1,3,E"),
            "Opening or closing a door costs 1 AP; you have 0.")
    listed(family(("1,3", None, 1)), A(0, "door", edge="1,3,E"))


def test_only_the_fire_captain_gives_orders_to_another_firefighter_one_step_away():
    state = experienced(("1,1", "generalist", 4), ("1,2", "paramedic", 4))
    refused(state, A(0, "command_move", ff=1, to=(1, 3)),
            "Only the Fire Captain can command other firefighters.")
    state = experienced(("1,1", "captain", 4), ("1,2", "generalist", 4))
    for other in (0, 5):  # the Captain himself, a firefighter the game does not have
        refused(state, A(0, "command_move", ff=other, to=(1, 2)),
                "Choose another firefighter on the board to command.")
    refused(state, A(0, "command_move", ff=1, to=(3, 3)),
            "An order moves a firefighter one step, to an adjacent space.")
    listed(state, A(0, "command_move", ff=1, to=(1, 3)))


def test_the_captains_click_on_a_door_orders_the_firefighter_beside_that_door():
    """Seed 808 #6 (``at_target.py``): a Fire Captain clicking a door not on his own space
    is answered for the firefighter standing beside *that* door (here: the door is
    destroyed), not for the first other firefighter on the board (who stands elsewhere and
    would be told the door is not on his space)."""
    state = experienced(("1,1", "captain", 4), ("5,5", "generalist", 4), ("1,3", "paramedic", 4),
                        doors={"1,3,E": "destroyed"})
    reason = refusal_at(state, "door:1,3,E")
    assert reason.text == "That door is destroyed: it stays open for good."
    assert reason.action_kind == "command_door"
    # nobody stands beside the door: the Captain's own door move answers
    state = experienced(("1,1", "captain", 4), ("5,5", "generalist", 4))
    reason = refusal_at(state, "door:1,3,E")
    assert reason.text == "The door must be on an edge of the firefighter's own space."
    assert reason.action_kind == "door"


# ----- carrying, extinguishing, chopping -------------------------------------------------------
def test_carrying_needs_something_to_carry():
    state = family(("1,1", None, 4))
    refused(state, A(0, "drop"), "You are carrying nothing.")
    refused(state, A(0, "pickup", poi=0), "There is no revealed victim on your space to carry.")
    refused(state, A(0, "pickup_hazmat"), "There are no hazmats in the Family game.")
    refused(experienced(("1,1", "generalist", 4)), A(0, "pickup_hazmat"),
            "There is no hazmat on your space.")


def test_extinguishing_reaches_the_own_space_and_open_neighbours():
    state = family(("1,1", None, 4), fire=["3,3", "2,2", "1,2"])
    refused(state, A(0, "extinguish", at=None), "Choose a space to extinguish.")
    refused(state, A(0, "extinguish", at=(2, 3)), "There is no fire or smoke there.")
    refused(state, A(0, "extinguish", at=(3, 3)), REACH)  # two spaces away
    refused(state, A(0, "extinguish", at=(2, 2)), REACH)  # diagonal
    listed(state, A(0, "extinguish", at=(1, 2)))
    refused(family(("1,3", None, 4), fire=["1,4"]), A(0, "extinguish", at=(1, 4)),
            "A closed door is in the way: y" + REACH[1:])
    refused(family(("1,3", None, 0), fire=["1,3"]), A(0, "extinguish", at=(1, 3)),
            "Extinguishing costs 1 AP; you have 0.")
    listed(family(("1,3", None, 1), fire=["1,3"]), A(0, "extinguish", at=(1, 3)))


def test_a_wall_is_chopped_from_its_own_space_two_ap_a_marker():
    state = family(("1,1", None, 4))
    refused(state, A(0, "chop", edge="2,3,E"), "You can only chop a wall of your own space.")
    refused(family(("1,1", None, 4), walls={"0,1,S": 2}), A(0, "chop", edge="0,1,S"),
            "That wall is already destroyed.")
    refused(family(("1,1", None, 1)), A(0, "chop", edge="0,1,S"),
            "Chopping costs 2 AP per damage marker; you have 1.")
    listed(family(("1,1", None, 2)), A(0, "chop", edge="0,1,S"))


# ----- specialists -----------------------------------------------------------------------------
def test_the_imaging_technician_reveals_a_face_down_poi_only():
    state = experienced(("1,1", "imaging", 4),
                        pois=[{"at": "2,2", "kind": "victim", "revealed": True}])
    refused(state, A(0, "imaging", poi=poi_at(state, 2, 2)),
            "Choose a face-down POI on the board.")


def test_the_hazmat_technician_disposes_of_a_hazmat_on_his_space():
    refused(experienced(("1,1", "generalist", 4)), A(0, "dispose"),
            "Only the Hazmat Technician can dispose of a hazmat.")
    refused(experienced(("1,1", "hazmat_tech", 4)), A(0, "dispose"),
            "There is no hazmat on your space.")
    listed(experienced(("1,1", "hazmat_tech", 4), hazmats=["1,1"]), A(0, "dispose"))


def test_the_strategist_gives_saved_ap_to_others_up_to_their_limit_of_four():
    """Plan: never above a firefighter's limit of 4 saved AP — at 3 the gift is listed, at
    4 refused naming that limit."""
    state = experienced(("1,1", "strategist", 4), ("1,2", "generalist", 4))
    refused(state, A(0, "plan_give", ff=0),
            "The Strategist gives Saved Actions to the other firefighters.")
    refused(state, A(0, "plan_give", ff=1),
            "Blue firefighter (Generalist) already holds 4 Saved Actions, the most allowed.")
    listed(experienced(("1,1", "strategist", 4), ("1,2", "generalist", 3)),
           A(0, "plan_give", ff=1))


def test_the_strategist_peeks_only_at_an_event_there_is():
    refused(experienced(("1,1", "strategist", 4)), A(0, "plan_peek"),
            "There is no Event card left to look at.")


def test_de_smoke_pushes_smoke_along_the_way_out():
    state = experienced(("1,1", "prevention", 4), smoke=["2,2"])
    refused(state, A(0, "desmoke", frm=(1, 2), to=(1, 1)), "There is no smoke there to move.")
    refused(state, A(0, "desmoke", frm=(2, 2), to=(2, 3)), f"Smoke moves {ROUTE}.")
    listed(state, A(0, "desmoke", frm=(2, 2), to=(3, 2)))


def test_escape_moves_a_face_down_poi_never_into_fire():
    state = experienced(("1,1", "prevention", 4), fire=["3,3"],
                        pois=[{"at": "2,2", "kind": "victim", "revealed": True},
                              {"at": "3,4", "kind": "victim"}])
    refused(state, A(0, "escape", poi=poi_at(state, 2, 2), to=(2, 1)),
            "Escape moves a face-down POI lying in the house.")
    refused(state, A(0, "escape", poi=poi_at(state, 3, 4), to=(3, 3)),
            "A POI never escapes into fire.")
    refused(state, A(0, "escape", poi=poi_at(state, 3, 4), to=(4, 4)), f"A POI moves {ROUTE}.")


# ----- vehicles (the Experienced game) ---------------------------------------------------------
def test_the_family_game_has_no_vehicles_and_no_specialists():
    state = family(("1,1", None, 4))
    refused(state, A(0, "drive", vehicle="engine", spot="left-engine", to=None),
            "Vehicles are not driven in the Family game.")
    refused(state, A(0, "deck_gun"), "There is no deck gun in the Family game.")
    refused(state, A(0, "crew_change", specialist="paramedic"),
            "There are no specialists in the Family game.")


def test_a_vehicle_drives_to_its_own_other_spots_two_ap_a_side():
    state = experienced(("1,1", "generalist", 4))
    refused(state, A(0, "drive", vehicle="ambulance", spot="top-engine", to=None),
            "The ambulance parks only on its own spots beside the house.")
    refused(state, A(0, "drive", vehicle="ambulance", spot="left-ambulance", to=None),
            "The vehicle is already parked there.")
    refused(state, A(0, "drive", vehicle="engine", spot="left-engine", to=(1, 0)),
            "Only a firefighter on the engine can drive it.")
    refused(experienced(("1,1", "generalist", 1)),
            A(0, "drive", vehicle="ambulance", spot="top-ambulance", to=None),
            "Driving costs 2 AP per side (4 to the opposite side); you have 1.")
    listed(experienced(("1,1", "generalist", 2)),
           A(0, "drive", vehicle="ambulance", spot="top-ambulance", to=None))


def test_a_driver_standing_on_the_vehicle_rides_along_to_one_of_its_new_squares():
    """Seed 808 #16 (``vehicles.py``): standing on the ambulance (left spot, squares 3,0
    and 4,0), the driver rides along and must choose one of its squares at the new spot;
    a square elsewhere, or a ride-along from off the vehicle, is refused in other words."""
    state = experienced(("3,0", "generalist", 4))
    refused(state, A(0, "drive", vehicle="ambulance", spot="top-ambulance", to=None),
            "Standing on the vehicle, you ride along: choose one of its squares at the new "
            "spot.")
    ride = ("Only a driver standing on the vehicle rides along, to one of its squares at the "
            "new spot.")
    refused(state, A(0, "drive", vehicle="ambulance", spot="top-ambulance", to=(0, 4)), ride)
    listed(state, A(0, "drive", vehicle="ambulance", spot="top-ambulance", to=(0, 5)))
    off = experienced(("1,1", "generalist", 4))
    refused(off, A(0, "drive", vehicle="ambulance", spot="top-ambulance", to=(0, 5)), ride)
    listed(off, A(0, "drive", vehicle="ambulance", spot="top-ambulance", to=None))


def test_the_deck_gun_fires_from_the_engine_into_an_empty_quarter():
    refused(experienced(("1,1", "generalist", 4)), A(0, "deck_gun"),
            "The deck gun is fired from the engine.")
    refused(experienced(("0,7", "generalist", 4), ("1,8", "paramedic", 4)), A(0, "deck_gun"),
            "The deck gun may not fire while a firefighter is in its quarter.")
    cost = "The deck gun costs 4 AP (2 for the Driver/Operator); you have {}."
    refused(experienced(("0,7", "generalist", 3)), A(0, "deck_gun"), cost.format(3))
    listed(experienced(("0,7", "generalist", 4)), A(0, "deck_gun"))
    refused(experienced(("0,7", "driver", 1)), A(0, "deck_gun"), cost.format(1))
    listed(experienced(("0,7", "driver", 2)), A(0, "deck_gun"))


def test_a_crew_change_on_the_engine_once_a_turn_for_two_ap():
    refused(experienced(("1,1", "generalist", 4)), A(0, "crew_change", specialist="paramedic"),
            "A crew change happens on the engine's space.")
    refused(experienced(("0,7", "generalist", 1)), A(0, "crew_change", specialist="paramedic"),
            "A crew change costs 2 AP; you have 1.")
    listed(experienced(("0,7", "generalist", 2)), A(0, "crew_change", specialist="paramedic"))
    state = experienced(("0,7", "generalist", 4), ("1,1", "paramedic", 4))
    refused(state, A(0, "crew_change", specialist="paramedic"),
            "That specialist is already on the team (or not in this game).")
    state.apply(state.find_legal(A(0, "crew_change", specialist="imaging")))
    refused(state, A(0, "crew_change", specialist="driver"), "Only one crew change a turn.")


# ----- whose turn, which step ------------------------------------------------------------------
def test_moves_out_of_their_step_are_refused_by_the_step():
    state = family(("1,1", None, 4), ("1,2", None, 4))
    refused(state, A(1, "move", to=(1, 3)), "It is not Player 2 (Blue)'s turn.")
    refused(state, A(0, "knockdown_spot", spot="left-ambulance", to=(3, 0)),
            "There is no such decision to make now.")
    refused(state, A(0, "place", ff=0, to=(0, 0)), "The setup is over.")


@pytest.mark.parametrize("kind", ["move", "end_turn"])
def test_nothing_is_possible_once_the_game_is_over(kind):
    state = fresh_house("family", rescued=6, firefighters=[{"at": "6,3", "carrying": 0}],
                        pois=[{"at": "6,3", "kind": "victim", "revealed": True}])
    state.apply(state.find_legal(A(0, "move", to=(7, 3))))
    assert state.is_over
    action = A(0, kind) if kind == "end_turn" else A(0, kind, to=(6, 3))
    reason = why_not(state, action)
    assert reason.text == "The game is over." and reason.action_kind == kind
    assert refusal_at(state, "cell:6,3").text == ("The game is over: nothing more can be done "
                                                  "on the board.")
