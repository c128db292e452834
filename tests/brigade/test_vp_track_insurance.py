"""Insurance Fraud's line in the log (``tracks.py``): the VPT space the marker stands on says
what it does — nothing on a blank space, a Wind Gust on a wind space (no fire is added on
its own), '+1 fire' on the blocks a faction / value space names.

Rulings (brigade-base.md, 'VPT'): the project lays out the VPT with 'faction+value, Wind Gust
letter, whole faction, whole value, blank' spaces; ``resources/brigade`` numbers them (space 0
blank, 2 value-1 Commons, 6 Wind Gust N, 11 value 1, 24 Commons)."""

from __future__ import annotations

import pytest

from .helpers import game, one


def fraud_line(vp: int) -> str:
    """The Insurance Fraud line of a calm Solo turn (seed 5) ended with the VPT at ``vp``."""
    state = game("solo", 1, seed=5, position={"intensity": {}, "vp": vp})
    assert state.cat.vpt[vp]  # the space exists
    state.apply(one(state, "end_turn"))
    lines = [m for m in state.log[-1].messages if m.startswith("Insurance Fraud")]
    assert len(lines) == 1
    return lines[0]


@pytest.mark.parametrize(("vp", "line"), [
    (0, "Insurance Fraud (VPT 0): nothing."),
    (6, "Insurance Fraud (VPT 6): a Wind Gust N."),
    (2, "Insurance Fraud (VPT 2): +1 fire on all value-1 Commons blocks."),
    (11, "Insurance Fraud (VPT 11): +1 fire on all value-1 blocks."),
    (24, "Insurance Fraud (VPT 24): +1 fire on all Commons blocks."),
])
def test_the_log_says_what_the_space_does(vp, line):
    assert fraud_line(vp) == line
