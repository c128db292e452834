"""A player's Hirelings for Garrison cards and Hero conditions ("All your Hirelings count
toward the requirement, including those in your personal supply and those on the Main
board"): ``hireling_total`` adds a seat's own Parties on the Location spaces and on the Warden
spaces of the Mountain — its own, never another seat's."""

from __future__ import annotations

from .helpers import fresh, pick

ME, YOU = 0, 1
NO_HIRELINGS = {"grunt": 0, "scout": 0, "ranger": 0, "warden": 0}


def test_parties_on_the_warden_spaces_count_for_their_own_seat_only():
    """Red's Party of 3 Wardens and Blue's of 2 claim on the bottom level, then both stand
    on the Warden spaces for the middle level; neither seat has a Hireling in hand."""
    state = fresh(3, position={
        "first": ME, "phase": {"stage": "reward"},
        "boards": [{"hire": {**NO_HIRELINGS, "grunt": 1}}, {"hire": NO_HIRELINGS}],
        "mountain": {"bottom": ["M01", "M05", "M06"], "middle": ["M16", "M20"], "top": ["M26"]},
        "parties": {"mountain": [None, {"seat": YOU, "warden": 2},
                                 {"seat": ME, "warden": 3}, None, None]}})
    assert (state.hireling_total(ME), state.hireling_total(YOU)) == (1 + 3, 2)
    pick(state, "mclaim", card="M01")
    pick(state, "mclaim", card="M05")
    assert state.prompt.kind == "mclaim" and state.prompt["level"] == "middle"
    assert [party["player"] for party in state.warden_spaces] == [ME, YOU]
    assert (state.hireling_total(ME), state.hireling_total(YOU)) == (1 + 3, 2)
