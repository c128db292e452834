"""Seat 0 (Red) is a player like any other; only seat -1 is the two-player mode's
non-player Crest (session 9's full mutation sweep: checks written ``player >= 0`` that a slip
to ``> 0`` would break only for Red).  Positions through the scenario API."""

from __future__ import annotations

from .helpers import fresh


def reward_with(players: int, loc: str, seat: int) -> object:
    """The Reward phase with one Party (or non-player Crest) on space 2 of ``loc``."""
    party = {"seat": seat, "grunt": 2} if seat >= 0 else {"seat": -1}
    spaces = [None, party, None, None, None]
    return fresh(players, position={"first": 0, "phase": {"stage": "reward"},
                                    "parties": {loc: spaces}})


def test_the_log_announces_a_location_resolving_for_reds_party_alone():
    """ "Resolving the Heroes' Guild." is logged when a player's Party is there — Red's
    too — and not for a non-player Crest alone."""
    assert "Resolving the Heroes' Guild." in reward_with(3, "guild", 0).messages()
    assert "Resolving the Heroes' Guild." in reward_with(3, "guild", 1).messages()
    assert "Resolving the Heroes' Guild." not in reward_with(2, "guild", -1).messages()


def test_the_log_announces_the_mountain_resolving_for_reds_party_alone():
    line = "Resolving the Mountain: bottom level."
    assert line in reward_with(3, "mountain", 0).messages()
    assert line in reward_with(3, "mountain", 2).messages()
    assert line not in reward_with(2, "mountain", -1).messages()
