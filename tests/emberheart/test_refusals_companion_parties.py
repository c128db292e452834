"""A Party sent with the Dragon Companion at the size its Strength allows, refused only
because the Hirelings are missing, says so — not that the size is wrong (session 9's full
mutation sweep).  Strength 3 steps up: the Companion replaces 2 Hirelings; on space 1 it
replaces the one Hireling (a Party of the Companion alone)."""

from __future__ import annotations

from .helpers import fresh
from .test_refusals_actions import legal, party, refused


def test_a_companion_party_of_the_reduced_size_lacking_hirelings_names_the_hirelings():
    state = fresh(3, position={"turn": 0, "boards": [{
        "tracks": {"strength": 3}, "hire": {"grunt": 0, "scout": 0}}]})
    assert state.track_level(0, "strength", "strength_reduction") == 2
    refused(state, party("camp", 3, 1, 0, companion=True),
            "You do not have those Hirelings (Poachers' Camp takes Grunts and Scouts only).")
    legal(state, party("camp", 1, 0, 0, companion=True))
    legal(state, party("camp", 2, 0, 0, companion=True))
