"""Every kind of refused Emberheart action (``why_illegal``) names its rule: a Party goes on a
free numbered space of a Common Location, with exactly as many Hirelings as the space's
number (the Dragon Companion's Strength replaces exactly its reduction, or none), one Crest
a Party, the Companion once a round; an Aide once a round.  Hand-set scenario positions;
each action is checked not to be legal, and the case at each number to be legal."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.rules import Action

from .helpers import fresh

HIRED = {"grunt": 5, "scout": 5, "ranger": 5, "warden": 5}


def party(loc: str, space: int, grunt: int, expert: int, companion: bool = False,
          seat: int = 0) -> Action:
    return Action.make(seat, "party", loc=loc, space=space, grunt=grunt, expert=expert,
                       companion=companion)


def refused(state: Any, action: Action, text: str) -> None:
    state.forget_listing()
    assert state.find_legal(action) is None, action
    assert state.why_illegal(action) == text


def legal(state: Any, action: Action) -> None:
    state.forget_listing()
    assert state.find_legal(action) is not None, action


def red_to_play(**board: Any) -> Any:
    """Red's turn with 5 Hirelings of each kind; Blue's Party on space 2 of the Camp."""
    return fresh(3, position={"turn": 0, "boards": [{"hire": HIRED, **board}],
                              "parties": {"camp": [None, {"seat": 1, "grunt": 2}, None, None,
                                                   None]}})


@pytest.mark.parametrize("action,text", [
    (party("nowhere", 1, 1, 0), "Choose one of the numbered spaces of a Common Location."),
    (party("camp", 6, 3, 3), "Choose one of the numbered spaces of a Common Location."),
    (party("camp", 0, 0, 0), "Choose one of the numbered spaces of a Common Location."),
    (party("camp", 2, 1, 1), "Space 2 of the Poachers' Camp is already taken."),
    (party("camp", 3, 2, 2), "Space 3 needs a Party of exactly 3 Hirelings."),
    (party("camp", 3, 1, 1), "Space 3 needs a Party of exactly 3 Hirelings."),
    (party("camp", 1, 1, 0, seat=1), "It is not Blue's turn (waiting for Red)."),
])
def test_a_party_needs_a_free_numbered_space_and_its_number_of_hirelings(action, text):
    state = red_to_play()
    refused(state, action, text)
    legal(state, party("camp", 3, 2, 1))
    legal(state, party("camp", 5, 0, 5))


def test_the_companions_strength_replaces_exactly_its_reduction_or_none():
    """Strength 3 steps up: the Companion replaces 2 Hirelings, so space 3 takes a Party of
    1 or of 3 with it — never of 2."""
    state = red_to_play(tracks={"strength": 3})
    assert state.track_level(0, "strength", "strength_reduction") == 2
    refused(state, party("camp", 3, 1, 1, companion=True),
            "Space 3 needs exactly 3 Hirelings; your Companion's Strength replaces exactly 2 "
            "of them (or none).")
    legal(state, party("camp", 3, 1, 0, companion=True))
    legal(state, party("camp", 3, 2, 1, companion=True))


def test_a_companion_without_strength_replaces_nobody():
    state = red_to_play(tracks={"strength": 0})
    assert state.track_level(0, "strength", "strength_reduction") == 0
    refused(state, party("camp", 3, 1, 1, companion=True),
            "Space 3 needs exactly 3 Hirelings; your Companion has no Strength effect yet.")


def test_the_companion_goes_out_once_a_round_and_a_party_takes_a_crest():
    refused(red_to_play(companion_used=True), party("camp", 3, 1, 1, companion=True),
            "Your Dragon Companion has already gone out this round.")
    refused(red_to_play(crests=0), party("camp", 3, 1, 2), "You have no Crest left.")
    legal(red_to_play(crests=1), party("camp", 3, 1, 2))


def test_hirelings_one_lacks_and_an_aide_taken_are_named():
    state = fresh(3, position={"turn": 0, "boards": [{"hire": {"grunt": 0, "scout": 0}}],
                               "aides": {"healer": 1}})
    refused(state, party("camp", 1, 1, 0),
            "You do not have those Hirelings (Poachers' Camp takes Grunts and Scouts only).")
    refused(state, Action.make(0, "aide", aide="healer"),
            "That Aide has already been taken this round.")
