"""While Flash Point waits for a decision (a set-up question, the Driver's re-roll, the
Strategist's peeked Event, the Suppression Specialist's flip, a ride along), an answer that is
not one of its choices is refused with the question's own rule, a move of another kind is
told to decide first, and another seat is told who decides."""

from __future__ import annotations

from typing import Any

from boardgames_desktop.games.flashpoint.moves import why_not
from boardgames_desktop.rules import Action, new_game

from .helpers import dice
from .test_mutants_orders import experienced
from .test_mutants_tragic import tragic

A = Action.make


def refused(state: Any, action: Action, text: str) -> None:
    state.forget_listing()
    assert state.find_legal(action) is None, action
    reason = why_not(state, action)
    assert reason.text == text
    assert reason.action_kind == action.kind


def answer_setup_until(state: Any, kind: str) -> None:
    while state.legal_actions()[0].kind != kind:
        state.apply(state.legal_actions()[0])


def test_the_set_up_questions_refuse_answers_that_are_not_theirs():
    state = new_game("flashpoint", "experienced", 2, 1, {})
    assert state.decision.kind == "vehicle"
    refused(state, A(0, "park", vehicle="engine", spot="left-ambulance"),
            "Now the engine parks: on one of its own spots beside the house.")
    refused(state, A(0, "move", to=(1, 1)),
            f"Finish the setup first: {state.phase}.")
    refused(state, A(1, "park", vehicle="engine", spot="left-engine"),
            "It is not Player 2 (Blue)'s turn.")
    answer_setup_until(state, "specialist")
    refused(state, A(0, "specialist", ff=0, specialist="nobody"),
            "Choose one of the specialists nobody plays yet, for the red firefighter.")
    answer_setup_until(state, "place")
    refused(state, A(0, "place", ff=0, to=(3, 3)),
            "The red firefighter starts on a square outside the house.")


def test_the_drivers_deck_gun_is_fired_or_re_rolled():
    state = experienced(("0,7", "driver", 4), fire=["1,5"])
    dice(state, 1, 5)
    state.apply(state.find_legal(A(0, "deck_gun")))
    assert state.decision.kind == "reroll"
    refused(state, A(0, "reroll", die="green"),
            "The Driver/Operator fires the deck gun where the dice aim (click the aimed space) "
            "or re-rolls each die once.")
    refused(state, A(0, "move", to=(0, 6)), f"First decide: {state.phase}.")


def test_the_peeked_event_stays_on_top_or_goes_to_the_bottom():
    state = tragic(("1,1", "strategist"), event_deck=["calm-winds", "adrenaline"])
    state.apply(next(a for a in state.legal_actions() if a.kind == "plan_peek"))
    assert state.decision.kind == "peek"
    refused(state, A(0, "peek_place", where="middle"),
            "The peeked Event stays on top or goes to the bottom of the Event deck.")


def test_the_suppression_specialist_decides_on_another_seats_roll():
    state = tragic(("1,1", "generalist"), ("5,5", "suppression"), fire=["3,4"], dice=[[3, 4]])
    state.firefighters[1].ap = 1  # one saved AP to flip with
    state.apply(state.find_legal(A(0, "end_turn")))
    assert state.decision.kind == "suppress" and state.active_players == [1]
    refused(state, A(1, "suppress", flip="sideways"),
            "The Suppression Specialist lets the roll stand or flips the red die, the black die "
            "or both (1 saved AP): click a highlighted space or choose in the side panel.")
    refused(state, A(0, "end_turn"), f"Player 2 (Blue) must decide first — {state.phase}.")


def test_a_firefighter_on_the_driven_ambulance_rides_to_one_of_its_squares():
    state = experienced(("3,0", "generalist", 4), ("4,0", "paramedic", 4))
    state.apply(state.find_legal(A(0, "drive", vehicle="ambulance", spot="top-ambulance",
                                   to=(0, 5))))
    assert state.decision.kind == "ride" and state.active_players == [1]
    refused(state, A(1, "ride", to=(3, 3)),
            "Ride along to one of the ambulance's two squares, or stay behind.")
