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
