"""Competitive-game boundaries a mutation run of the Brigade models found untested
(``bench/mutate.py``)."""

from __future__ import annotations

from .helpers import game, kinds


def upgradable(**levels: int) -> set[str]:
    g = game(seed=2, position={"intensity": {}, "tracks": [levels]})
    return {a["track"] for a in kinds(g, "upgrade", player=0)}


def test_each_firehouse_track_upgrades_onto_its_last_space_and_no_further():
    """Upgrade advances one Firehouse track one space.  Our tracks: Crew 0-1-2-3, Wagon
    2-3-4-5-6, Leadership 3-4-5: one space before the end a track can still be upgraded
    onto its last space; on its last space it cannot."""
    assert upgradable(crew=2, wagon=3, leadership=1) == {"crew", "wagon", "leadership"}
    assert upgradable(crew=3, wagon=4, leadership=2) == set()
