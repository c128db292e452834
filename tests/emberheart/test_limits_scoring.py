"""Emberheart's scoring numbers at their edges (``resources/emberheart/board.json`` and the
Heroes' Scoring Conditions): an Attribute track scores from steps 2, 4, 6 and 7; its effects
(Strength reduction, Senses Gear, Speed Flame) start at steps 1, 3 and 5; a Hero paid per
unit stops at its cap; the Tavernkeeper needs every track at 3 or more; the Messenger counts
Grunts past the first 3.  Each number is checked at the edge and on both sides of it."""

from __future__ import annotations

import pytest

from .helpers import fresh
from .test_heroes import score

ME = 0


def tracks(strength: int, senses: int = 0, speed: int = 0):
    return fresh(3, position={"boards": [{"tracks": {"strength": strength, "senses": senses,
                                                     "speed": speed}}]})


@pytest.mark.parametrize("step,glory", [(0, 0), (1, 0), (2, 2), (3, 2), (4, 5), (5, 5),
                                        (6, 8), (7, 12)])
def test_an_attribute_track_scores_from_its_marked_steps(step, glory):
    state = tracks(step, 0, 0)
    assert state.attribute_glory(ME) == {"strength": glory, "senses": 0, "speed": 0}


@pytest.mark.parametrize("step,level", [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (7, 3)])
def test_a_tracks_effect_grows_at_steps_one_three_and_five(step, level):
    state = tracks(step, step, step)
    assert state.track_level(ME, "strength", "strength_reduction") == level
    assert state.track_level(ME, "senses", "senses_gear") == level
    assert state.track_level(ME, "speed", "speed_flame") == level


@pytest.mark.parametrize("gear,glory", [(9, 9), (10, 10), (11, 10), (14, 10)])
def test_a_hero_paid_per_unit_stops_at_its_cap(gear, glory):
    """Fire Marshall: 1 Glory per Gear, at most 10."""
    assert score("fire_marshall", {"gear": gear}) == glory


@pytest.mark.parametrize("steps,glory", [((3, 3, 3), 7), ((3, 7, 3), 7), ((2, 3, 3), 0),
                                         ((3, 3, 2), 0)])
def test_the_tavernkeeper_needs_every_track_at_three_or_more(steps, glory):
    strength, senses, speed = steps
    me = {"tracks": {"strength": strength, "senses": senses, "speed": speed}}
    assert score("tavernkeeper", me) == glory


@pytest.mark.parametrize("grunts,glory", [(2, 0), (3, 0), (4, 1), (13, 10), (14, 10)])
def test_the_messenger_counts_grunts_past_the_first_three_up_to_ten_glory(grunts, glory):
    assert score("messenger", {"hire": {"grunt": grunts}}) == glory


def flame_glory(*flames: int) -> list[int]:
    """The last round's Raid phase resolved with these Flame markers (no Gear to trade): the
    End Game Scoring's Flame line of each seat."""
    state = fresh(3, position={"round": 5, "phase": {"stage": "raid"},
                               "boards": [{"flame": f, "gear": 0} for f in flames]})
    assert state.stage == "over"
    return [next(v for name, v in state.scores[p] if name == "Flame") for p in range(3)]


def test_flame_glory_grows_with_the_distance_from_the_rightmost_marker_up_to_ten():
    """Distances 0, 9 and 10 score 0, 15 and 18; 11 and more score as 10 does."""
    assert flame_glory(12, 3, 2) == [0, 15, 18]
    assert flame_glory(12, 1, 0) == [0, 18, 18]
    assert flame_glory(5, 5, 4) == [0, 0, 1]
