"""A mode's table of hooks (``mode.py``): the tables are shared by every game of a mode, so
they cannot be changed in place; and the base game's 'nothing else to do' (the turn ends
by itself once the acting seats have only 'End turn' left), and ``why_illegal``'s reasons."""

from __future__ import annotations

import dataclasses

import pytest

from boardgames_desktop.rules import Action

from .helpers import game, one


def test_a_modes_tables_cannot_be_changed_in_place():
    """``Move``, ``Choice`` and ``Mode`` are frozen: one game changing a hook would change
    it for every game of the mode (they are built once, at import)."""
    state = game()
    hooks = state.hooks
    with pytest.raises(dataclasses.FrozenInstanceError):
        hooks.judge = lambda _state: None
    with pytest.raises(dataclasses.FrozenInstanceError):
        hooks.moves["recruit"].do = lambda _state, _action: None
    with pytest.raises(dataclasses.FrozenInstanceError):
        hooks.choices["recruit"].resolve = lambda _state, _action, _pending: None


def recruiting_with_the_last_action():
    """Competitive 2p, seat 0 with 2 actions: it upgrades its Crew track and recruits with
    its last action; the two crew cards drawn are still to choose from."""
    state = game(position={"intensity": {"E5": 1}, "actions_left": {"0": 2}})
    state.apply(one(state, "upgrade", warden=0, track="crew"))
    state.apply(one(state, "recruit", warden=0))
    return state


def test_a_decision_still_to_make_is_something_left_to_do():
    state = recruiting_with_the_last_action()
    assert state.budget == {0: 0} and state.acting
    assert state.pending["kind"] == "recruit"
    assert state.action_phase_exhausted() is False
    assert state.current == 0  # the turn waits for the choice


def test_the_turn_ends_once_the_last_decision_is_made():
    state = recruiting_with_the_last_action()
    kept = state.pending["cards"][0]
    state.apply(one(state, "recruit", card=kept))
    assert [c.card for c in state.wardens[0].crew] == [kept]
    assert state.current == 1  # nothing but 'End turn' was left: the turn passed on


def test_an_answer_with_no_question_asked_is_not_an_action_without_actions_left():
    """``why_illegal``: the 'no actions left' reason is for the action phase's own kinds;
    an answer (here a pour) when nothing was asked is simply not possible now."""
    state = game("solo", 1, 1, position={"intensity": {}, "tracks": [{"forge": 1}],
                                         "held": ["letter_of_commendation"],
                                         "actions_left": {"0": 0}})
    assert state.budget == {0: 0} and state.pending is None
    pour = Action.make(0, "pour", warden=0, source="warden:0")
    assert state.why_illegal(pour) == "pour is not possible right now."
