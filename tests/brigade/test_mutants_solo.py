"""Solo boundaries a mutation run of the Brigade models found untested
(``bench/mutate.py``): each checked one step below and at the limit."""

from __future__ import annotations

from .helpers import game, kinds


def solo_abilities(**position) -> set[str]:
    g = game("solo", 1, seed=3, position={"intensity": {}, **position})
    return {a["ability"] for a in kinds(g, "ability")}


def test_call_the_watch_is_not_offered_with_the_evactrak_marker_still_on_s():
    """Solo 'Call the Watch' moves the EvacTrak two spaces back towards its start (S): with
    the marker on S there is no space to win back, so the ability is not offered; one space
    down the track it is."""
    start = game("solo", 1, seed=3).evac.start
    assert "call_watch" not in solo_abilities(favour=9, evacuation=start)
    assert "call_watch" in solo_abilities(favour=9, evacuation=start - 1)
