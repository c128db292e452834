"""Tactician: "You may reduce the number of one of the two types of requirement on your
Garrison cards by 1."  Leaf Sortie asks 1 green Dragon and 10 Hirelings: with the Tactician
active (its green Dragon attached) 9 Hirelings complete it, 8 do not (one short is all it
forgives); with the Tactician inactive (its green Dragon held unattached) 9 do not either."""

from __future__ import annotations

import pytest

from .helpers import fresh
from .test_heroes import holding

ME = 0
LEAF_SORTIE = "G-green-3"


def with_grunts(grunts: int, active: bool = True) -> object:
    hire = {"grunt": grunts, "scout": 0, "ranger": 0, "warden": 0}
    board = (holding("tactician", garrisons=[LEAF_SORTIE], hire=hire) if active else
             holding("tactician", attach=False, dragons=("Mossback Whelp",),
                     garrisons=[LEAF_SORTIE], hire=hire))
    return fresh(3, position={"boards": [board]})


@pytest.mark.parametrize(("grunts", "completed"), [(10, True), (9, True), (8, False)])
def test_the_tactician_forgives_one_hireling_not_two(grunts, completed):
    state = with_grunts(grunts)
    assert state.color_count(ME, "green") == 1
    assert state.garrison_met(ME, LEAF_SORTIE) is completed
    assert (state.boards[ME].completed == [LEAF_SORTIE]) is completed


def test_an_inactive_tactician_forgives_nothing():
    state = with_grunts(9, active=False)
    assert state.color_count(ME, "green") == 1
    assert state.garrison_met(ME, LEAF_SORTIE) is False
    assert state.boards[ME].completed == []
    assert with_grunts(10, active=False).boards[ME].completed == [LEAF_SORTIE]
