"""The corner square 0,0 is the board's space number 0: a firefighter standing there is on
the board like on any other square (a firefighter not yet placed has no space at all).  So
the Fire Captain may order one standing there, and a Suppression Specialist standing there
is still asked to flip the dice of a roll."""

from __future__ import annotations

from boardgames_desktop.games.flashpoint.moves.at_target import refusal_at
from boardgames_desktop.games.flashpoint.paths import move_preview
from boardgames_desktop.rules import Action

from .test_mutants_tragic import tragic
from .test_refusals_each_rule import experienced, listed, refused

A = Action.make


def test_the_captain_orders_a_firefighter_standing_on_the_corner_square():
    state = experienced(("1,1", "captain", 4), ("0,0", "generalist", 4))
    listed(state, A(0, "command_move", ff=1, to=(0, 1)))
    refused(state, A(0, "command_move", ff=0, to=(1, 2)),
            "Choose another firefighter on the board to command.")
    refused(state, A(0, "command_move", ff=1, to=(2, 2)),
            "An order moves a firefighter one step, to an adjacent space.")
    state.apply(state.find_legal(A(0, "command_move", ff=1, to=(0, 1))))
    assert state.house.rc(state.firefighters[1].cell) == (0, 1)


def test_a_suppression_specialist_on_the_corner_square_is_asked_to_flip_a_roll():
    state = tragic(("1,1", "generalist"), ("0,0", "suppression"), fire=["3,4"],
                   dice=[[3, 4]])
    state.firefighters[1].ap = 1
    state.apply(state.find_legal(A(0, "end_turn")))
    asked = state.pending_decisions()
    assert asked and (asked[0].kind, asked[0].seat) == ("suppress", 1)


def test_the_walk_preview_starts_from_the_corner_square():
    """From 0,0 the cheapest walk to 0,3 runs along the outside: three steps, 3 AP."""
    state = experienced(("0,0", "generalist", 4))
    house = state.house
    cost, path = move_preview(state, 0, house.idx(0, 3))
    assert cost == 3
    assert [house.rc(i) for i in path] == [(0, 0), (0, 1), (0, 2), (0, 3)]


def test_a_captain_s_click_beside_the_corner_square_answers_for_the_order_there():
    """The Captain (3,3, no AP and its free command AP spent) clicks 0,1, which only the
    firefighter on 0,0 can step to: the answer is the order's refusal for its cost, not the
    Captain's own walk."""
    state = experienced(("3,3", "captain", 0), ("0,0", "generalist", 4))
    state.firefighters[0].bonus_ap = 0
    state.forget_listing()
    reason = refusal_at(state, "cell:0,1")
    assert reason.text == "Moving there costs 1 AP; only 0 AP left."
    assert reason.action_kind == "command_move"
