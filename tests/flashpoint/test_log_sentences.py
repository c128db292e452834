"""Sentences the log says once in a while, checked whole: a rescue counts up to the 7 the
team needs (rulebook: 7 victims rescued win) and only the seventh says the team wins."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action

from .test_mutants_tragic import tragic
from .test_refusals_each_rule import experienced, family

A = Action.make


@pytest.mark.parametrize("before,words", [
    (0, "A victim is rescued! (1 of 7)"),
    (5, "A victim is rescued! (6 of 7)"),
    (6, "A victim is rescued! (7 of 7) The team wins!"),
])
def test_a_rescue_says_how_many_of_the_seven_and_the_seventh_says_the_team_wins(before, words):
    state = family(("6,3", None, 4), rescued=before,
                   firefighters=[{"at": "6,3", "carrying": 0, "ap": 4}],
                   pois=[{"at": "6,3", "kind": "victim", "revealed": True}])
    state.apply(state.find_legal(A(0, "move", to=(7, 3))))
    assert words in state.log[-1].messages
    assert state.rescued == before + 1


@pytest.mark.parametrize("lost,poi,words", [
    (0, {"kind": "victim", "revealed": True},
     "The victim at 33 is lost in the fire (1 of 4 lost)."),
    (2, {"kind": "victim"}, "The POI (a victim) at 33 is lost in the fire (3 of 4 lost)."),
    (3, {"kind": "victim", "revealed": True},
     "The victim at 33 is lost in the fire (4 of 4 lost). The team loses."),
    (0, {"kind": "false_alarm"}, "The POI at 33 burns: it was a false alarm."),
])
def test_a_poi_burnt_in_the_advance_fire_is_told_and_the_fourth_victim_loses(lost, poi, words):
    """Rulebook: a POI in a space with fire at the end of the Advance Fire is lost; the
    fourth victim lost loses the game (a false alarm burnt costs nothing)."""
    state = family(("0,0", None, 4), lost=lost, fire=["3,3"], pois=[{"at": "3,3", **poi}],
                   dice=[[1, 1]])
    state.apply(state.find_legal(A(0, "end_turn")))
    assert words in state.log[-1].messages
    assert state.lost == lost + (poi["kind"] == "victim")


@pytest.mark.parametrize("carrying", [False, True])
def test_a_knock_down_says_where_the_firefighter_recovers_and_any_victim_lost(carrying):
    """Smoke at 2,2 where the firefighter stands ignites: it is knocked down, recovers at the
    ambulance (the player picks square 3,0 of its spot), and a victim it carried is lost."""
    state = experienced(("2,2", "generalist", 4), smoke=["2,2"], dice=[[2, 2]],
                        firefighters=[{"at": "2,2", "specialist": "generalist",
                                       **({"carrying": 0} if carrying else {})}],
                        pois=[{"at": "2,2", "kind": "victim", "revealed": True}][:carrying])
    state.apply(state.find_legal(A(0, "end_turn")))
    spot = next(a for a in state.legal_actions() if a.get("to") == (3, 0))
    state.apply(spot)
    said = " ".join(m for entry in state.log[-2:] for m in entry.messages)
    start = "is caught in the fire at 22, is knocked down and recovers at the ambulance"
    assert start in said
    assert ("the victim carried is lost" in said) == carrying
    assert ("the victim carried is lost (1 of 4)." in said) == carrying
    assert state.lost == (1 if carrying else 0)


def test_a_knocked_down_firefighter_leaves_the_hazmat_it_carried_on_the_space():
    state = experienced(("2,2", "generalist", 4), smoke=["2,2"], dice=[[2, 2]])
    state.firefighters[0].hazmat = True
    state.forget_listing()
    state.apply(state.find_legal(A(0, "end_turn")))
    state.apply(next(a for a in state.legal_actions() if a.get("to") == (3, 0)))
    assert state.firefighters[0].hazmat is False
    assert state.house.idx(2, 2) in state.hazmats


def test_an_explosion_says_where_a_shockwave_ran_through_the_fire():
    """Fire at 2,2 and 3,2; the roll hits 2,2, which explodes: up, right and left the next
    space catches fire; down, the blast runs through burning 3,2 and sets 4,2 alight."""
    state = family(("0,0", None, 4), fire=["2,2", "3,2"], dice=[[2, 2]])
    state.apply(state.find_legal(A(0, "end_turn")))
    assert ("Explosion at 22 — up: 12 catches fire; right: 23 catches fire; down: a shockwave "
            "runs through the fire and 42 catches fire; left: 21 catches fire."
            ) in state.log[-1].messages


@pytest.mark.parametrize("flip,words", [
    ("red", "The Suppression Specialist flips the red die: now "),
    ("both", "The Suppression Specialist flips both dice: now "),
])
def test_the_suppression_specialist_s_flip_names_the_die_or_both(flip, words):
    state = tragic(("1,1", "generalist"), ("5,5", "suppression"), fire=["3,4"],
                   dice=[[3, 4]])
    state.firefighters[1].ap = 1
    state.apply(state.find_legal(A(0, "end_turn")))
    state.apply(state.find_legal(A(1, "suppress", flip=flip)))
    said = [m for entry in state.log[-1:] for m in entry.messages]
    assert any(m.startswith(words) for m in said), said
