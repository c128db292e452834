"""Sentences the log says once in a while, checked whole: a rescue counts up to the 7 the
team needs (rulebook: 7 victims rescued win) and only the seventh says the team wins."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action

from .test_refusals_each_rule import family

A = Action.make


@pytest.mark.parametrize("before,words", [
    (0, "A victim is rescued! (1 of 7)"),
    (5, "A victim is rescued! (6 of 7)"),
    (6, "A victim is rescued! (7 of 7) The team wins!"),
])
def test_a_rescue_says_how_many_of_the_seven_and_the_seventh_says_the_team_wins(before, words):
    state = family(("6,3", None, 4), rescued=before,
                   firefighters=[{"at": "6,3", "carrying": 0, "ap": 4}],
                   pois=[{"at": "6,3", "kind": "victim", "revealed": True}])
    state.apply(state.find_legal(A(0, "move", to=(7, 3))))
    assert words in state.log[-1].messages
    assert state.rescued == before + 1
