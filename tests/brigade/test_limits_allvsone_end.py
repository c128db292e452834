"""All-Versus-One ends at exact numbers (``resources/brigade/allvsone.json``): the
Pyromancer wins at 8 blocks burnt down or 6 Favour tokens (3v1; 4v1: 10 and 8), the Wardens
when every Incident track is witnessed or no block burns.  Each number is checked at the edge
and one short of it, through scenario positions (a small fire stays on A3 unless burnt)."""

from __future__ import annotations

from typing import Any

import pytest

from .test_allvsone_helpers import avo

BURNT = ["A2", "A4", "A5", "B1", "B2", "B4", "B5", "B6", "E2", "E4"]


def judged(mode: str = "3v1", **position: Any) -> Any:
    players = 4 if mode == "3v1" else 5
    wardens = ["F6"] * (players - 1)
    g = avo(mode, players, 1, "C3", position={"warden_at": wardens, **position})
    return g.judge()


@pytest.mark.parametrize("mode,target", [("3v1", 8), ("4v1", 10)])
def test_the_pyromancer_wins_at_its_number_of_blocks_burnt_down(mode, target):
    assert judged(mode, destroyed=BURNT[:target - 1]) is None
    outcome = judged(mode, destroyed=BURNT[:target])
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason.startswith(f"The Pyromancer wins: {target} blocks burnt down!")


def test_the_pyromancer_wins_at_six_favour_tokens():
    assert judged(pyromancer={"favour": 5}) is None
    outcome = judged(pyromancer={"favour": 6})
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason.startswith("The Pyromancer wins with 6 Favour tokens from burnt "
                                     "blocks!")
    both = judged(pyromancer={"favour": 6}, destroyed=BURNT[:8])
    assert both.reason.startswith("The Pyromancer wins: 8 blocks burnt down!")


def test_the_wardens_win_when_every_incident_is_witnessed():
    assert judged(witnessed=[True, True, True, True, False]) is None
    outcome = judged(witnessed=[True] * 5)
    assert outcome is not None and outcome.winners == (1, 2, 3)
    assert outcome.reason == ("The Wardens win: the Pyromancer was caught in the act 5 times! "
                              "(burnt 0/8, Pyromancer Favour 0/6, Incidents 5/5)")


def test_the_wardens_win_when_no_block_burns():
    outcome = judged(intensity={})
    assert outcome is not None and outcome.winners == (1, 2, 3)
    assert outcome.reason == ("The Wardens win: Tinderbox is free of fire! (burnt 0/8, "
                              "Pyromancer Favour 0/6, Incidents 0/5)")
