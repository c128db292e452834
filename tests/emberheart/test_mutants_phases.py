"""Reward and Raid phase rules at the edges a one-character slip would move (found by
mutation runs, ``bench/mutate_many.py``), from positions set through the scenario API."""

from __future__ import annotations

from .helpers import card_id, fresh

ME = 0


def test_a_raid_per_step_counts_the_highest_marker():
    """Raid cards may ask one Hireling per step the player's highest Attribute marker has
    moved (Smashed Forge: one Grunt for every two such steps), not the lowest."""
    state = fresh(3, position={"boards": [{"tracks": {"strength": 5, "senses": 1,
                                                      "speed": 0}}]})
    forge = card_id(state, "Smashed Forge")
    assert state.raid_count(ME, forge) == 2
