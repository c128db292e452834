"""A scenario position's Parties and the Dragon Companion ("A Companion can only be used once
per round"): a Party laid out with the Companion uses up its seat's Companion for the round —
Red's (seat 0) too — while a Party without it, or a non-player Crest, leaves every Companion
free.  Read through the placements each seat is offered."""

from __future__ import annotations

from typing import Any

from .helpers import fresh

ME, YOU = 0, 1


def companion_offered(state: Any) -> set[bool]:
    """The ``companion`` values of the Party placements the seat to play is offered."""
    state.forget_listing()
    return {a.get("companion") for a in state.legal_actions() if a.kind == "party"}


def with_guild_space_1(players: int, turn: int, party: dict) -> Any:
    return fresh(players, position={"turn": turn, "parties": {
        "guild": [party, None, None, None, None]}})


def test_reds_party_laid_with_the_companion_uses_up_reds_companion():
    state = with_guild_space_1(3, ME, {"seat": ME, "grunt": 1, "companion": True})
    assert companion_offered(state) == {False}
    assert [board.companion_used for board in state.boards] == [True, False, False]


def test_reds_party_laid_without_the_companion_leaves_it_free():
    state = with_guild_space_1(3, ME, {"seat": ME, "grunt": 1})
    assert companion_offered(state) == {False, True}
    assert [board.companion_used for board in state.boards] == [False, False, False]


def test_a_non_player_crest_uses_up_no_seats_companion():
    """Two-player mode: the non-player Crest (seat -1) is nobody's; Blue, the last seat, may
    still send its Companion."""
    state = with_guild_space_1(2, YOU, {"seat": -1})
    assert companion_offered(state) == {False, True}
    assert [board.companion_used for board in state.boards] == [False, False]
