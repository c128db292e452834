"""A click on a Flash Point board place where nothing is legal is answered for the move the
player most likely meant there (``moves/at_target.py``): on one's own space the fire, then a
victim (the Paramedic treats it), then a hazmat (the Hazmat Technician disposes of it); a
face-down POI for the Imaging Technician, smoke and POIs for the Prevention specialist, the
firefighter beside the space for the Fire Captain, a burning neighbour's extinguishing; a
firefighter's marker for the Strategist.  Every case is a hand-set scenario position whose
target is checked not to be legal first; the whole sentence and the move's kind are
compared."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from boardgames_desktop.games.flashpoint.moves.at_target import refusal_at
from boardgames_desktop.games.flashpoint.state import FlashPointState

from .helpers import fresh_house


def victim(at: str, revealed: bool = True) -> dict[str, Any]:
    return {"at": at, "kind": "victim", "revealed": revealed}


def experienced(*firefighters: dict[str, Any], **position: Any) -> FlashPointState:
    return fresh_house("experienced", players=len(firefighters), firefighters=list(firefighters),
                       **position)


def family(*firefighters: tuple, **position: Any) -> FlashPointState:
    return fresh_house("family", *firefighters, players=len(firefighters), **position)


def ff(at: str, specialist: str, ap: int = 0, **more: Any) -> dict[str, Any]:
    return {"at": at, "specialist": specialist, "ap": ap, **more}


def carrying_hazmat(state: FlashPointState) -> FlashPointState:
    """The firefighter carries a hazmat (no scenario field says so)."""
    state.firefighters[0].hazmat = True
    state.forget_listing()
    return state


CASES: list[tuple[str, Callable[[], FlashPointState], str, str, str]] = [
    # the own space, in the order the rules look at it
    ("own space on fire", lambda: family(("1,1", None, 0), fire=["1,1"]), "cell:1,1",
     "Extinguishing costs 1 AP; you have 0.", "extinguish"),
    ("own victim, Paramedic", lambda: experienced(ff("1,1", "paramedic", carrying=0),
                                                  pois=[victim("1,1"), victim("1,1")]),
     "cell:1,1", "Treating a victim costs 1 AP; you have 0.", "treat"),
    ("own victim, already carrying", lambda: experienced(ff("1,1", "generalist", carrying=0),
                                                         pois=[victim("1,1"), victim("1,1")]),
     "cell:1,1", "You are already carrying something: put it down first.", "pickup"),
    ("own hazmat, Hazmat Technician",
     lambda: carrying_hazmat(experienced(ff("1,1", "hazmat_tech"), hazmats=["1,1"])),
     "cell:1,1", "Disposing of a hazmat costs 2 AP; you have 0.", "dispose"),
    ("own hazmat, already carrying",
     lambda: carrying_hazmat(experienced(ff("1,1", "generalist"), hazmats=["1,1"])),
     "cell:1,1", "You are already carrying something: put it down first.", "pickup_hazmat"),
    ("own space, nothing there", lambda: family(("1,1", None, 4)), "cell:1,1",
     "Red firefighter stands here: no fire or smoke to put out and nothing to carry on this "
     "space. Click a neighbouring space to move.", "move"),
    # another space
    ("face-down POI, Imaging Technician",
     lambda: experienced(ff("1,1", "imaging"), pois=[victim("3,3", revealed=False)]),
     "cell:3,3", "Flipping a POI costs 1 AP; you have 0.", "imaging"),
    ("smoke, Prevention", lambda: experienced(ff("1,1", "prevention"), smoke=["3,3"]),
     "cell:3,3", "De-Smoke costs 1 AP; you have 0.", "desmoke"),
    ("face-down POI, Prevention",
     lambda: experienced(ff("1,1", "prevention"), pois=[victim("3,3", revealed=False)]),
     "cell:3,3", "A closed door is in the way: first let the POI open it (2 AP).", "escape"),
    ("beside another firefighter, Fire Captain",  # he carries a victim; 3,4 burns
     lambda: experienced(ff("1,1", "captain"), ff("3,3", "generalist", 4, carrying=0),
                         pois=[victim("3,3")], fire=["3,4"]), "cell:3,4",
     "You cannot carry a victim or a hazmat into fire.", "command_move"),
    ("nobody beside it, Fire Captain",
     lambda: experienced(ff("1,1", "captain", 4), ff("5,5", "generalist", 4)), "cell:3,4",
     "You can only move to an adjacent space, one step at a time.", "move"),
    ("beside another firefighter, no Captain",
     lambda: experienced(ff("1,1", "generalist", 4), ff("3,3", "paramedic", 4)), "cell:3,4",
     "You can only move to an adjacent space, one step at a time.", "move"),
    ("burning neighbour", lambda: family(("1,1", None, 0), fire=["1,2"]), "cell:1,2",
     "Extinguishing costs 1 AP; you have 0.", "extinguish"),
    ("clear neighbour without AP", lambda: family(("1,1", None, 0)), "cell:1,2",
     "Moving there costs 1 AP; only 0 AP left.", "move"),
    ("two steps away", lambda: family(("1,1", None, 4)), "cell:1,3",
     "You can only move to an adjacent space, one step at a time. The cheapest walk to 13 "
     "takes 2 steps and 2 AP.", "move"),
    # the firefighters' markers
    ("another firefighter, Strategist",
     lambda: experienced(ff("1,1", "strategist"), ff("3,3", "generalist", 4)),
     "firefighter:1",
     "Blue firefighter (Generalist) already holds 4 Saved Actions, the most allowed.",
     "plan_give"),
    ("another firefighter", lambda: experienced(ff("1,1", "generalist", 4),
                                                ff("3,3", "paramedic", 2)),
     "firefighter:1", "Blue (Paramedic): 2 saved AP. Only the Strategist gives AP to other "
                      "firefighters.", "plan_give"),
    ("the firefighter playing now", lambda: experienced(ff("1,1", "generalist", 4)),
     "firefighter:0", "That is Red (Generalist), playing now (4 AP): click a highlighted "
                      "space, door or wall to act.", "move"),
    # walls, parking spots, the deck gun's quarters
    ("a wall", lambda: experienced(ff("1,1", "generalist")), "wall:0,1,S",
     "Chopping costs 2 AP per damage marker; you have 0.", "chop"),
    ("a parking spot", lambda: experienced(ff("1,1", "generalist")), "parking:top-ambulance",
     "Driving costs 2 AP per side (4 to the opposite side); you have 0.", "drive"),
    ("a quarter", lambda: experienced(ff("1,1", "generalist")), "quadrant:NE",
     "The deck gun is fired from the engine.", "deck_gun"),
]


@pytest.mark.parametrize("name,build,target,text,kind", CASES, ids=[c[0] for c in CASES])
def test_a_click_is_answered_for_the_move_meant_there(name, build, target, text, kind):
    state = build()
    assert not any(a.target == target for a in state.legal_actions()), target
    reason = refusal_at(state, target)
    assert reason.text == text
    assert reason.action_kind == kind


def test_a_place_of_no_known_kind_says_what_the_game_waits_for():
    state = experienced(ff("1,1", "generalist"))
    assert refusal_at(state, "bogus:1").text == ("Nothing to do there now: Red (Generalist): "
                                                 "no AP left — end the turn.")
