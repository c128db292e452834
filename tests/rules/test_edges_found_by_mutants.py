"""Edges of the shared rules package that a mutation run (bench/mutate.py) showed untested:
each test fails on the one-line slip named in its docstring."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.components import Supply, Track
from boardgames_desktop.rules.schema import Const, Int, Invalid, Plain


def test_a_track_may_start_on_either_end_but_not_beyond():
    """``low <= value <= high`` (not ``< high``): a marker may start at the top."""
    assert Track("Heat", 0, 5, 5).value == 5
    assert Track("Heat", 0, 5, 0).value == 0
    with pytest.raises(ValueError):
        Track("Heat", 0, 5, 6)
    with pytest.raises(ValueError):
        Track("Heat", 0, 5, -1)


def test_a_supply_refuses_a_negative_count_and_one_above_the_box():
    """``available < 0 or ...`` (not ``and``): either fault alone is refused."""
    with pytest.raises(ValueError):
        Supply("cubes", 10, -1)
    with pytest.raises(ValueError):
        Supply("cubes", 10, 11)
    with pytest.raises(ValueError):
        Supply("cubes", None, -1)
    assert Supply("cubes", 10, 10).available == 10


def test_a_whole_number_outside_its_range_is_refused_even_when_it_is_an_int():
    """``type(value) is not int or not low <= value <= high`` (not ``and``)."""
    schema = Int(1, 4)
    assert schema.check(4) == 4
    for bad in (0, 5, True, 2.0, "2"):
        with pytest.raises(Invalid):
            schema.check(bad)


def test_a_constant_must_match_in_type_as_well_as_value():
    """``type differs or value differs`` (not ``and``): 1 is not True, 2 is not 1."""
    schema = Const(1, "the number 1")
    assert schema.check(1) == 1
    for bad in (True, 1.0, 2, "1"):
        with pytest.raises(Invalid):
            schema.check(bad)


def test_plain_data_nesting_stops_exactly_at_its_depth():
    """``depth <= 0`` (not ``< 0``): depth 1 allows a list of scalars, not a list in a list."""
    schema = Plain(depth=1)
    assert schema.check([1, "a", None]) == [1, "a", None]
    with pytest.raises(Invalid, match="nested too deeply"):
        schema.check([[1]])
    with pytest.raises(Invalid, match="nested too deeply"):
        schema.check({"a": {"b": 1}})
