"""Survivors of the fresh seed-606 mutation sample (session 6, mutants #24-35, scored on the
session-start tests): each test sets a position through the scenario API and checks one
rule, or one refusal of a malformed position, at the edge the slip would move."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.scenario import ScenarioError

from .helpers import fresh
from .test_mutants_heroes import BLUE_WHELP, RED_SCALE

ME = 0


def test_an_attached_dragon_must_be_one_the_seat_owns():
    """A Dragon is attached to a Hero or Preserve of its owner: a position that joins the
    seat's own Hero to a Dragon it does not hold is refused, as is one that joins the seat's
    own Dragon to a Hero it does not hold."""
    for board in ({"heroes": ["H-fire_marshall"], "dragons": [BLUE_WHELP],
                   "attached": {"H-fire_marshall": RED_SCALE}},
                  {"heroes": ["H-fire_marshall"], "dragons": [BLUE_WHELP],
                   "attached": {"H-infiltrator": BLUE_WHELP}}):
        with pytest.raises(ScenarioError) as caught:
            fresh(3, seed=2, position={"turn": ME, "boards": [board]})
        assert "must join a Hero or Preserve of the seat" in str(caught.value)
    fine = fresh(3, seed=2, position={"turn": ME, "boards": [{
        "heroes": ["H-fire_marshall"], "dragons": [BLUE_WHELP],
        "attached": {"H-fire_marshall": BLUE_WHELP}}]})
    assert fine.boards[ME].attached == {"H-fire_marshall": BLUE_WHELP}
