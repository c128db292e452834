"""Flash Point rules at the edges the session-5 mutation samples left untested (seed 2 of
``bench/mutate_many.py``): each test sets a position through the scenario API (or the
house data) and checks one rule where a one-character slip in the code would move it."""

from __future__ import annotations

import copy

import pytest

from boardgames_desktop.games.flashpoint.house import parse_house
from boardgames_desktop.games.flashpoint.moves.at_target import refusal_at
from boardgames_desktop.rules import Action, IllegalAction, ResourceError
from boardgames_desktop.rules.resources import load_json
from boardgames_desktop.rules.scenario import ScenarioError

from .test_mutants_orders import experienced
from .test_mutants_tragic import tragic


def end_turn(state) -> None:
    state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))


def test_a_hazmat_explosion_leaves_no_hot_spot_once_the_reserve_is_empty():
    """Experienced game: a hazmat in fire explodes and leaves a hot spot — a marker from the
    reserve, so with none left in the reserve it leaves none (the box has only so many)."""
    state = experienced(("0,0", "generalist"), fire=["3,4"], hazmats=["3,5"], dice=[[3, 4]])
    # the reserve is not a position field: the one write into the state this test needs
    state.hot_spot_reserve = 0
    end_turn(state)
    hazmat_space = state.house.idx(3, 5)
    assert any(r["step"] == "hazmat" for r in state.fire_steps)  # it did explode
    assert not state.hot_spots[hazmat_space]
    assert state.hot_spot_reserve == 0


def test_a_hazmat_explosion_takes_a_hot_spot_from_the_reserve():
    """The same explosion with markers in the reserve: one hot spot on the hazmat's space,
    one marker fewer in the reserve (the pair of this test and the one above)."""
    state = experienced(("0,0", "generalist"), fire=["3,4"], hazmats=["3,5"], dice=[[3, 4]])
    reserve = state.hot_spot_reserve
    end_turn(state)
    assert state.hot_spots[state.house.idx(3, 5)]
    assert state.hot_spot_reserve == reserve - 1


def test_a_crew_change_takes_exactly_its_2_ap():
    """Crew change: 2 AP, on the engine's space, to a specialist nobody plays.  With exactly
    2 AP it is allowed (and spends them all); with 1 it is refused for the AP."""
    state = experienced(("0,8", "generalist", 2))
    change = next(a for a in state.legal_actions() if a.kind == "crew_change")
    state.apply(change)
    assert state.firefighters[0].ap == 0
    poorer = experienced(("0,8", "generalist", 1))
    assert not [a for a in poorer.legal_actions() if a.kind == "crew_change"]
    assert "costs 2 AP; you have 1" in poorer.why_illegal(
        Action.make(0, "crew_change", specialist="cafs"))


@pytest.mark.parametrize("entrance", [[[3, 1], [3, 2]], [[0, 1], [0, 2]]])
def test_an_entrance_joins_an_inside_space_to_an_outside_one(entrance):
    """An entrance is a gap in the outer wall: from a house space to the outside.  A floor
    plan whose entrance lies between two house spaces, or two outside ones, is refused."""
    data = copy.deepcopy(load_json("flashpoint", "house.json"))
    data["entrances"][0] = entrance
    with pytest.raises(ResourceError, match=r"entrances\[0\].*inside cell, outside cell"):
        parse_house(data, "house.json")


def test_the_strategist_gives_saved_actions_to_the_others_only():
    """Strategist (Plan): give a Saved Action to *another* firefighter.  Giving one to itself
    is refused in words and changes nothing; giving one to the other is allowed."""
    state = tragic(("3,3", "strategist"), ("4,4", "generalist"))
    to_self = Action.make(0, "plan_give", ff=0)
    assert "other firefighters" in state.why_illegal(to_self)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(to_self)
    assert state.to_json() == before
    assert [a["ff"] for a in state.legal_actions() if a.kind == "plan_give"] == [1]


def test_a_step_through_the_entrance_reaches_column_0():
    """Column 0 is the outside strip on the left of the house: a firefighter at the left
    entrance (3,1) walks out to (3,0) for 1 AP like to any other space, and without the AP
    the step is refused for the AP, as a step to any space is."""
    state = experienced(("3,1", "generalist", 4))
    state.apply(Action.make(0, "move", to=(3, 0)))
    assert state.firefighters[0].cell == state.house.idx(3, 0)
    assert state.firefighters[0].ap == 3
    tired = experienced(("3,1", "generalist", 0))
    for space in ((3, 0), (3, 2)):
        assert "costs 1 AP" in tired.why_illegal(Action.make(0, "move", to=space))


def test_only_the_prevention_specialist_is_answered_about_de_smoke():
    """De-Smoke is the Fire Prevention Specialist's move.  Any other firefighter clicking a
    smoky space next to it is answered about putting the smoke out (out of AP here), and a
    click on smoke further away about walking there."""
    state = experienced(("3,3", "generalist", 0), smoke=["3,4", "3,6"])
    near = refusal_at(state, "cell:3,4")
    assert near.action_kind == "extinguish"
    far = refusal_at(state, "cell:3,6")
    assert far.action_kind == "move"
    prevention = experienced(("3,3", "prevention", 0), smoke=["3,4"])
    assert refusal_at(prevention, "cell:3,4").action_kind == "desmoke"


def test_hot_spots_lie_inside_the_house():
    """Hot spots are placed on house spaces (rolled like fire), so a position with a hot
    spot outside is refused, naming the field; one inside is laid out."""
    state = experienced(("0,0", "generalist"), hot_spots=["3,4"])
    assert state.hot_spots[state.house.idx(3, 4)]
    with pytest.raises(ScenarioError, match=r"position\.hot_spots\[0\]"):
        experienced(("0,0", "generalist"), hot_spots=["0,4"])


# ----- fresh sample, seed 606 (session 6), survivors ----------------------------------------
def test_no_curtain_between_seats_in_the_open_cooperative_game():
    """Flash Point is played openly: the team shares everything on the table (a face-down
    POI is unknown to everybody alike).  Handing the computer from one seat to the next
    never hides the screen."""
    state = experienced(("0,0", "generalist"), ("7,9", "paramedic"))
    assert not state.needs_curtain(0, 1)
    assert not state.needs_curtain(1, 0)


def test_only_a_firefighter_on_the_vehicle_rides_along_and_only_to_its_new_squares():
    """Driving: "firefighters on the vehicle ride along free" — to one of the vehicle's two
    squares at its new spot.  A firefighter who is not on the ambulance cannot ride along,
    and one who is cannot land anywhere but on the ambulance's new squares: both are
    refused in words and change nothing; the ride to a new square is allowed."""
    only = "Only a driver standing on the vehicle rides along"
    away = experienced(("0,0", "generalist", 4))
    ride = Action.make(0, "drive", vehicle="ambulance", spot="top-ambulance", to=(0, 5))
    assert only in away.why_illegal(ride)
    aboard = experienced(("3,0", "generalist", 4))
    wrong = Action.make(0, "drive", vehicle="ambulance", spot="top-ambulance", to=(3, 0))
    assert only in aboard.why_illegal(wrong)
    before = aboard.to_json()
    with pytest.raises(IllegalAction):
        aboard.apply(wrong)
    assert aboard.to_json() == before
    aboard.apply(Action.make(0, "drive", vehicle="ambulance", spot="top-ambulance", to=(0, 5)))
    assert aboard.firefighters[0].cell == aboard.house.idx(0, 5)


def test_a_firefighter_entry_with_an_unknown_field_is_refused_naming_it():
    """A position's firefighter lists ``at``, ``ap``, ``specialist`` and ``carrying`` only:
    a misspelt field (``spec`` for ``specialist``) is refused in words, naming it, instead
    of being silently ignored."""
    with pytest.raises(ScenarioError, match="spec"):
        experienced(("0,0", "generalist"),
                    firefighters=[{"at": "0,0", "specialist": "generalist", "spec": "cafs"}])


def test_a_click_on_a_clear_space_is_not_answered_about_de_smoke():
    """De-Smoke moves a *smoke* marker inside the house.  A Fire Prevention Specialist
    clicking a clear space out of reach is answered about walking there, and a face-down
    POI about Escape (its other move), never about De-Smoke."""
    state = experienced(("3,3", "prevention", 0), pois=[{"at": "5,5", "kind": "victim"}])
    assert refusal_at(state, "cell:3,5").action_kind == "move"
    assert refusal_at(state, "cell:5,5").action_kind == "escape"


def test_a_bot_can_imagine_a_game_without_events_or_a_peek():
    """``determinized`` deals the hidden parts again (face-down POIs and the pool; the
    Tragic decks).  Without Tragic Events the Event deck is empty and nothing was peeked:
    the imagined game keeps the table as seen, POI kinds dealt from the same counts."""
    import random

    state = experienced(("0,0", "generalist"), pois=[{"at": "2,2", "kind": "victim"},
                                                     {"at": "5,5", "kind": "false_alarm"}],
                        poi_pool=["victim", "false_alarm", "victim"])
    imagined = state.determinized(0, random.Random(5))
    assert imagined.event_deck == [] and imagined.peeked_event is None
    kinds = sorted([p.kind for p in imagined.pois] + imagined.poi_pool)
    assert kinds == ["false_alarm", "false_alarm", "victim", "victim", "victim"]
    assert [p.cell for p in imagined.pois] == [p.cell for p in state.pois]


def test_the_weakened_structure_step_counts_the_walls_it_damaged():
    """Weakened Structure (an Event): "Roll a target: each standing wall of that space takes
    1 damage."  On the corner room (1,1) that is its two outer walls, and the step shown in
    the Advance Fire list says two walls, as the board now has them."""
    from boardgames_desktop.games.flashpoint.steps import step_text

    state = tragic(("0,0", "generalist"), fire_deck=["flare_up", "fire_rages"],
                   event_deck=["weakened-structure"], dice=[[1, 1], [6, 8]])
    end_turn(state)
    damaged = sorted(key for key, damage in state.walls.items() if damage)
    assert damaged == ["0,1,S", "1,0,E"]
    record = next(r for r in state.fire_steps if r["step"] == "damage_roll")
    assert step_text(record) == "Dice red 1, black 1: 2 walls of 11 damaged"
