"""A Flame change of no steps changes nothing and asks nothing.  The Ember Skin skill (B side)
is asked how to take Flame steps only when there are steps to take; ``_flame_up`` is called
with amounts read from the content (the Firestation's Flame in ``board.json`` is not bounded
below by the loader), so a 0 must be a no-op there too."""

from __future__ import annotations

from .test_skills import b_game


def test_zero_flame_steps_ask_ember_skin_nothing():
    state, p, board = b_game("ember_skin")
    before = (board.flame, len(state.messages()))
    state._flame_up(p, 0, "Firestation")
    assert not state.flow.queue
    assert (board.flame, len(state.messages())) == before


def test_one_flame_step_asks_ember_skin_how_to_take_it():
    state, p, board = b_game("ember_skin")
    state._flame_up(p, 1, "Firestation")
    assert [(d.kind, d.seat, d["steps"]) for d in state.flow.queue] == [("ember", p, 1)]
