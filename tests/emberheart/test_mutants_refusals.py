"""Why a move is refused, at the edges a one-character slip would move (found by mutation
runs, ``bench/mutate_many.py``): positions set through the scenario API, each refusal
checked against the rule it stands for."""

from __future__ import annotations

from boardgames_desktop.rules import Action

from .helpers import fresh

ME = 0


def party(loc: str, space: int, grunt: int, expert: int) -> Action:
    return Action.make(ME, "party", loc=loc, space=space, grunt=grunt, expert=expert,
                       companion=False)


def test_a_party_of_the_right_size_is_refused_for_the_hirelings_you_lack():
    """A Party on space N has exactly N Hirelings, Grunts and the Location's Expert together
    (Poachers' Camp: Scouts).  One Grunt and one Scout fill space 2; without a Scout the
    refusal says so, not that the Party has the wrong size."""
    state = fresh(3, position={"turn": ME, "parties": {"camp": [None] * 5}, "boards": [{
        "hire": {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}}]})
    said = state.why_illegal(party("camp", 2, 1, 1))
    assert "do not have those Hirelings" in said and "Scouts" in said
    said = state.why_illegal(party("camp", 2, 2, 1))
    assert "exactly 2 Hirelings" in said
