"""The game's words at the edges a one-character slip would move (found by mutation runs,
``bench/mutate_many.py``), from positions set through the scenario API."""

from __future__ import annotations

from .helpers import fresh

ME = 0


def test_a_player_without_crests_is_told_the_one_thing_left_to_do():
    """A turn places a Crest (a Party, the Warehouse or the Firestation) or takes an Aide.
    With no Crest left, taking an Aide is the only way, and the task says just that."""
    state = fresh(3, position={"turn": ME, "boards": [{"crests": 0}]})
    assert state.task_text() == "Red: take an Aide"
