"""Extinguishing, one water at a time (``state.py``): 'Extinguish: on the Brigade's block;
spend any water from the warden, its crew, and the wagon if it shares the block; each water
removes 1 intensity'.  Only a burning block is put out, only a holder with water pours, the
question is asked again while fire and water are left (counting what was poured), and the log
says when the fire is out."""

from __future__ import annotations

from .helpers import game, kinds, one


def at_almshouse(fire: int, wagon_water: int = 0):
    """Competitive, seed 1: Captain Marla Soot (2 water) on the Almshouse (A2), her Wagon
    on the same block."""
    fires = {"A2": fire} if fire else {}
    return game("competitive", 2, 1, position={
        "intensity": {"E5": 1, **fires}, "warden_at": ["A2", "F6"],
        "wagons": [{"at": "A2", "water": wagon_water}]})


def test_a_calm_block_is_not_put_out():
    assert kinds(at_almshouse(0), "extinguish") == []


def test_only_a_holder_with_water_pours():
    state = at_almshouse(3, wagon_water=0)
    state.apply(one(state, "extinguish"))
    assert [a["source"] for a in kinds(state, "pour")] == ["warden:0"]


def test_the_question_comes_again_counting_the_water_poured():
    state = at_almshouse(3, wagon_water=2)
    state.apply(one(state, "extinguish"))
    assert state.pending["poured"] == 0
    state.apply(one(state, "pour", source="warden:0"))
    assert state.pending["kind"] == "pour" and state.pending["poured"] == 1
    state.apply(one(state, "pour", source="wagon:0"))
    assert state.pending["poured"] == 2


def test_with_the_last_water_poured_and_fire_left_the_question_ends():
    state = at_almshouse(3)
    state.apply(one(state, "extinguish"))
    state.apply(one(state, "pour", source="warden:0"))
    state.apply(one(state, "pour", source="warden:0"))
    assert state.wardens[0].water == 0 and state.town.tiles["A2"].intensity == 1
    assert state.pending is None
    assert not [m for m in state.log[-1].messages if "is out" in m]


def test_the_log_says_when_the_fire_is_out():
    state = at_almshouse(1)
    state.apply(one(state, "extinguish"))
    state.apply(one(state, "pour", source="warden:0"))
    assert state.pending is None
    assert state.log[-1].messages == [f"{state.tile_name('A2')}: fire now 0.",
                                      f"The fire at {state.tile_name('A2')} is out."]
