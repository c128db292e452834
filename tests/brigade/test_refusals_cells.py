"""Refused clicks on town cells and while a decision waits (``refusals.py``), at the edges the
other refusal tests leave out: a target exactly a move away but behind fire, two Wardens of one
seat equally far, and a decision asked of the seat clicking or of another.

Rulebook: "Move Brigade: up to 4 orthogonal steps; entering a burning block ends the move"."""

from __future__ import annotations

from boardgames_desktop.games.brigade.refusals import refusal

from .helpers import game, one


def test_a_block_exactly_four_steps_away_behind_fire_is_refused_for_the_fire():
    """A1 to A5 is 4 steps and every 4-step way passes A3, which burns."""
    state = game("competitive", 2, 1, position={"intensity": {"A3": 1},
                                                "warden_at": ["A1", "F6"]})
    assert refusal(state, "cell:A5", 0).text == (
        f"A burning block on every way from Captain Marla Soot to {state.tile_name('A5')} "
        "would end the move first: entering a burning block ends a move.")


def test_of_two_wardens_equally_far_the_first_is_named():
    """Co-Op, one player running two Wardens: C4 is 5 steps from both A1 and F6."""
    state = game("coop", 1, 1, position={"intensity": {}, "warden_at": ["A1", "F6"]})
    first = state.warden_name(state.wardens[0])
    assert refusal(state, "cell:C4", 0).text == (
        f"{state.tile_name('C4')} is 5 steps from {first}, who moves 4 (a destroyed block "
        "costs 2).")


def test_a_waiting_decision_is_named_for_whoever_clicks():
    state = game("competitive", 2, 1, position={"intensity": {}, "warden_at": ["A1", "F6"]})
    state.apply(one(state, "upgrade", warden=0, track="crew"))
    state.apply(one(state, "recruit", warden=0))
    prompt = state.pending["prompt"]
    assert refusal(state, "cell:A5", None).text == f"First: {prompt}."
    assert refusal(state, "cell:A5", 0).text == f"First: {prompt}."
    assert refusal(state, "cell:A5", 1).text == (
        f"{state.player_name(0)} decides first: {prompt}.")
    assert refusal(state, "cell:A5", 1).action_kind == "recruit"
