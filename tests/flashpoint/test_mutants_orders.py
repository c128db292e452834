"""Specialist orders and malformed actions, found by mutation runs (``bench/mutate_many.py``):
each test sets a position through the scenario API and checks one rule at the edge a
one-character slip in the code would move."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.flashpoint.moves.at_target import refusal_at
from boardgames_desktop.games.flashpoint.state import FlashPointState
from boardgames_desktop.rules import Action, IllegalAction, new_game


def experienced(*firefighters: tuple, **position) -> FlashPointState:
    """An Experienced (Recruit) game in a clear house: one firefighter per (space,
    specialist[, AP]), the first one's turn; ``position``: more scenario fields."""
    crew = [{"at": ff[0], "specialist": ff[1], **({"ap": ff[2]} if len(ff) > 2 else {})}
            for ff in firefighters]
    layout = {"engine": "top-engine", "ambulance": "left-ambulance", "firefighters": crew,
              "fire": [], "hot_spots": [], "hazmats": [], "pois": [], "poi_pool": [],
              **position}
    state = new_game("flashpoint", "experienced", len(firefighters), 1,
                     {"firefighters": len(firefighters), "difficulty": "Recruit"},
                     scenario={"position": layout})
    assert isinstance(state, FlashPointState)
    return state


@pytest.mark.parametrize("index", [7, -1, "1"])
def test_an_order_to_a_firefighter_who_does_not_exist_is_refused_in_words(index):
    """The Fire Captain orders another firefighter on the board.  An order naming no such
    firefighter (out of range, negative, not a number) is bad input: it is refused with a
    sentence and the game goes on unchanged."""
    state = experienced(("3,3", "captain"), ("4,4", "generalist"))
    order = Action(0, "command_move", (("ff", index), ("to", (3, 4))))
    before = state.to_json()
    assert "Choose another firefighter" in state.why_illegal(order)
    with pytest.raises(IllegalAction):
        state.apply(order)
    assert state.to_json() == before


def test_a_click_on_an_empty_space_is_not_answered_about_a_poi_elsewhere():
    """A click where nothing can be done is answered by the move meant on that space.  The
    Imaging Technician flips a face-down POI anywhere, but an empty space holds no POI to
    flip: out of AP, the answer is about walking there, not about some other POI."""
    state = experienced(("3,3", "imaging", 0), pois=[{"at": "5,5", "kind": "victim"}])
    reason = refusal_at(state, "cell:4,3")
    assert reason.action_kind == "move" and "AP" in reason.text
    flip = refusal_at(state, "cell:5,5")
    assert flip.action_kind == "imaging"


def test_a_victim_is_treated_once():
    """The Paramedic treats a revealed victim on its space for 1 AP (a treated victim can
    then be led at 1 AP a step).  A treated victim needs no second treatment: it is not
    offered again, and asking for it is refused in words."""
    state = experienced(("2,2", "paramedic"),
                        pois=[{"at": "2,2", "kind": "victim", "revealed": True}])
    treat = [a for a in state.legal_actions() if a.kind == "treat"]
    assert len(treat) == 1
    state.apply(treat[0])
    assert state.pois[0].treated and state.firefighters[0].ap == 3
    assert not [a for a in state.legal_actions() if a.kind == "treat"]
    assert "untreated victim" in state.why_illegal(treat[0])


def test_a_far_click_from_the_corner_square_names_the_cheapest_walk():
    """A firefighter moves one space at a time (1 AP a step outside the fire).  A click on a
    far space says so and names the cheapest walk there, from any square the firefighter
    stands on, the corner square (0,0) of the board included."""
    state = experienced(("0,0", "generalist", 1))
    reason = refusal_at(state, "cell:0,3")
    assert reason.action_kind == "move"
    assert "The cheapest walk to outside square 0,3 takes 3 steps and 3 AP." in reason.text


def test_a_firefighter_picks_up_only_a_victim_on_its_own_space():
    """Carrying starts on the victim's space: of two revealed victims, only the one where
    the firefighter stands may be picked up."""
    state = experienced(("3,3", "generalist", 4),
                        pois=[{"at": "3,3", "kind": "victim", "revealed": True},
                              {"at": "5,5", "kind": "victim", "revealed": True}])
    here = state.pois[0].id
    assert [a["poi"] for a in state.legal_actions() if a.kind == "pickup"] == [here]


def test_a_second_hazmat_is_refused_as_a_pickup_not_a_disposal():
    """Experienced game: any firefighter may carry one hazmat (only the Hazmat Technician
    disposes of one in place).  Standing on a second hazmat while carrying one, a click on
    the own space is refused as a pickup: one load at a time."""
    state = experienced(("3,3", "generalist", 4), hazmats=["3,3", "3,4"])
    state.apply(next(a for a in state.legal_actions() if a.kind == "pickup_hazmat"))
    state.apply(next(a for a in state.legal_actions()
                     if a.kind == "move" and a["to"] == (3, 4)))
    reason = refusal_at(state, "cell:3,4")
    assert reason.action_kind == "pickup_hazmat" and "already carrying" in reason.text


def test_an_order_through_a_wall_is_refused_for_the_wall():
    """The Fire Captain's order moves another firefighter one step as that firefighter
    would walk.  An order into a wall is refused for the wall (the firefighter ordered is
    a fine choice), and the Captain cannot order himself."""
    state = experienced(("3,3", "captain"), ("2,3", "generalist"))
    order = Action(0, "command_move", (("ff", 1), ("to", (2, 4))))
    assert state.why_illegal(order) == "A wall is in the way."
    himself = Action(0, "command_move", (("ff", 0), ("to", (3, 4))))
    assert "Choose another firefighter" in state.why_illegal(himself)


def test_a_click_beyond_reach_is_about_walking_unless_the_captain_could_order_there():
    """Only the Fire Captain commands other firefighters.  A click on a space the one
    playing cannot step to is answered about walking; for the Captain, a click on a space
    next to another firefighter is answered as an order to that firefighter (here: a wall
    in the way), and one next to nobody about walking again.  The same for doors: a door
    on another firefighter's space is the Captain's order, anyone else's door move."""
    state = experienced(("3,3", "generalist"), ("2,3", "paramedic"))
    assert refusal_at(state, "cell:2,4").action_kind == "move"
    state = experienced(("3,3", "captain"), ("2,3", "paramedic"))
    ordered = refusal_at(state, "cell:2,4")
    assert ordered.action_kind == "command_move" and ordered.text == "A wall is in the way."
    assert refusal_at(state, "cell:6,6").action_kind == "move"
    state = experienced(("3,3", "generalist"), ("1,3", "paramedic"))
    assert refusal_at(state, "door:1,3,E").action_kind == "door"
