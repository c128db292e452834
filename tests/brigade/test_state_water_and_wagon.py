"""The Water Wagon and the water at hand (``state.py``): 'Move Wagon: the same [as the
Brigade], for the wagon' — entering a burning block ends its move too; and the board's list
of the water a Brigade may pour names each holder (the Warden, the Wagon on its block)."""

from __future__ import annotations

from .helpers import game, kinds, one


def test_the_wagon_stops_on_entering_a_burning_block():
    """From A1 every way to A3 within 4 steps passes A2 or B1, both burning."""
    state = game("competitive", 2, 1, position={"intensity": {"A2": 1, "B1": 1}})
    assert state.wagons[0].cell == "A1"
    assert sorted({a["to"] for a in kinds(state, "wagon", 0)}) == ["A2", "B1"]


def test_the_water_at_hand_names_the_warden_and_the_wagon():
    state = game("competitive", 2, 1, position={"intensity": {}})
    assert state.view(0)["board"]["water_at_hand"] == [
        [["Captain Marla Soot", 2], ["the Water Wagon", 2]],
        [["Fenwick Dray", 2], ["the Water Wagon", 2]],
    ]


def test_a_refill_says_what_it_filled():
    """'Refill: on any Firehouse ...; fills the Brigade and the wagon if it is there.'"""
    alone = game("competitive", 2, 1, position={"intensity": {}, "warden_water": [0, 2],
                                                "wagons": [{"at": "B1", "water": 0}]})
    alone.apply(one(alone, "refill", warden=0))
    assert alone.log[-1].messages == ["Captain Marla Soot refills at North-West Firehouse "
                                      "(A1): Captain Marla Soot full."]
    both = game("competitive", 2, 1, position={"intensity": {}, "warden_water": [0, 2],
                                               "wagons": [{"at": "A1", "water": 0}]})
    both.apply(one(both, "refill", warden=0))
    assert both.log[-1].messages == ["Captain Marla Soot refills at North-West Firehouse "
                                     "(A1): Captain Marla Soot and the Water Wagon full."]
    assert both.wagons[0].water == both.wagon_capacity(both.wagons[0])


def test_a_transfer_moves_water_only_into_a_holder_with_room():
    """'Transfer: move water freely among warden, crew and the wagon on one block': the
    Warden is full (2/2), the Wagon has room for one (1/2)."""
    state = game("competitive", 2, 1, position={"intensity": {},
                                                "wagons": [{"at": "A1", "water": 1}]})
    state.apply(one(state, "transfer", warden=0))
    moves = [(a["source"], a["dest"]) for a in state.legal_actions()]
    assert moves == [("warden:0", "wagon:0"), (None, None)]


def test_a_transfer_moves_water_only_out_of_a_holder_with_some():
    state = game("competitive", 2, 1, position={"intensity": {}, "warden_water": [0, 2],
                                                "wagons": [{"at": "A1", "water": 1}]})
    state.apply(one(state, "transfer", warden=0))
    moves = [(a["source"], a["dest"]) for a in state.legal_actions()]
    assert moves == [("wagon:0", "warden:0"), (None, None)]
