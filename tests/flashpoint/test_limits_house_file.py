"""``house.json`` (the floor plan) is data read from outside: each kind of broken entry is
refused naming it (the game never starts on a board it cannot draw), and the entries at the
edge of what is allowed are accepted."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

import pytest

from boardgames_desktop.games.flashpoint.house import parse_house
from boardgames_desktop.rules import ResourceError
from boardgames_desktop.rules.resources import load_json


def house_with(change: Callable[[dict[str, Any]], None]) -> Any:
    data = copy.deepcopy(load_json("flashpoint", "house.json"))
    change(data)
    return parse_house(data, "house.json")


def set_door_on_a_wall(data: dict[str, Any]) -> None:
    data["doors"][0] = list(data["walls"][0])


BROKEN: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("a wall that is also a door", set_door_on_a_wall,
     "house.json: an edge is both a wall and a door"),
    ("a vehicle of no kind", lambda d: d["parking"][0].update(vehicle="tram"),
     "house.json parking[0]: unknown vehicle 'tram' or side 'top'"),
    ("a side of no house", lambda d: d["parking"][0].update(side="roof"),
     "house.json parking[0]: unknown vehicle 'ambulance' or side 'roof'"),
    ("a parking square off the board", lambda d: d["parking"][0].update(cells=[[8, 5]]),
     "house.json parking[0]: [8, 5] is not a [row, column] on the board"),
    ("an engine spot in no quarter", lambda d: d["parking"][1].update(quadrant="middle"),
     "house.json parking[1]: an engine spot needs a 'quadrant' of ['NE', 'NW', 'SE', 'SW']"),
    ("a row of arrows too few", lambda d: d["arrows"].pop(),
     "house.json: 'arrows' needs one row per house row"),
    ("an arrow too few in a row", lambda d: d["arrows"][2].pop(),
     "house.json: arrows row 2 needs 8 entries"),
    ("an arrow pointing out of the house", lambda d: d["arrows"][0].__setitem__(0, "N"),
     "house.json: arrow at row 1 points outside the house"),
]


@pytest.mark.parametrize("name,change,message", BROKEN, ids=[b[0] for b in BROKEN])
def test_a_broken_floor_plan_is_refused_naming_the_entry(name, change, message):
    with pytest.raises(ResourceError, match=re.escape(message)):
        house_with(change)


def test_the_edges_of_a_floor_plan_are_accepted():
    """An ambulance spot needs no quarter (only the engine's deck gun aims into one); a
    parking square may lie in the board's last row and column."""
    def edges(data: dict[str, Any]) -> None:
        data["parking"][0].pop("quadrant", None)
        data["parking"][0]["cells"] = [[7, 9]]
    house = house_with(edges)
    spot = house.parking[load_json("flashpoint", "house.json")["parking"][0]["id"]]
    assert spot.vehicle == "ambulance" and spot.quadrant is None
    assert spot.cells == (house.idx(7, 9),)
