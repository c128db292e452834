"""The house and content files load, and broken data is refused with a clear message."""

from __future__ import annotations

import copy

import pytest

from boardgames_desktop.games.flashpoint.data import events, rules, specialists
from boardgames_desktop.games.flashpoint.house import load_house, parse_house
from boardgames_desktop.games.flashpoint.register import GAME_INFO
from boardgames_desktop.rules import ResourceError, game_info
from boardgames_desktop.rules.resources import load_json


def test_standard_house_matches_the_plan():
    h = load_house()
    assert (h.rows, h.columns) == (8, 10)
    assert len(h.doors) == 8 and "2,8,S" in h.doors and "4,4,S" in h.doors
    assert sorted(h.entrances) == sorted([(31, 30), (48, 49), (16, 6), (63, 73)])
    assert "1,5,E" in h.walls and "2,3,E" in h.walls and "3,6,E" in h.walls
    assert "3,0,E" not in h.walls  # the left entrance
    assert len(h.walls) == 24 + 18  # outer wall minus 4 entrances, and inner walls
    assert h.follow_arrow(h.idx(1, 1)) == h.idx(2, 2)  # SE
    assert h.quadrant_cells("SE")[0] == h.idx(4, 5)
    engines = [p for p in h.parking.values() if p.vehicle == "engine"]
    assert len(engines) == 4 and len(h.parking) == 8
    assert h.side_distance("top", "bottom") == 2 and h.side_distance("left", "top") == 1


def test_broken_house_is_refused_naming_the_field():
    data = copy.deepcopy(load_json("flashpoint", "house.json"))
    data["doors"][0] = [[1, 3], [2, 5]]
    with pytest.raises(ResourceError, match=r"doors\[0\].*not adjacent"):
        parse_house(data, "house.json")
    data = copy.deepcopy(load_json("flashpoint", "house.json"))
    data["arrows"][0][0] = "UP"
    with pytest.raises(ResourceError, match="unknown arrow 'UP'"):
        parse_house(data, "house.json")
    data = copy.deepcopy(load_json("flashpoint", "house.json"))
    del data["parking"][1]["quadrant"]
    with pytest.raises(ResourceError, match="quadrant"):
        parse_house(data, "house.json")


def test_content_loads():
    assert rules()["lose_damage"] == 24
    assert len(specialists()) == 11
    assert sum(s.set == "tragic" for s in specialists().values()) == 3
    assert len(events()) == 35


def test_registered_game_info():
    info = game_info("flashpoint")
    assert info is GAME_INFO or info.id == "flashpoint"
    assert info.title == "Flash Point: Fire Rescue"
    assert [m.id for m in info.modes] == ["family", "experienced"]
    assert all((m.min_players, m.max_players) == (1, 6) for m in info.modes)
    opts = {o.key: o for o in info.options}
    assert opts["difficulty"].choices == ("Recruit", "Veteran", "Heroic")
    assert opts["difficulty"].default == "Recruit" and opts["difficulty"].modes == ("experienced",)
    assert opts["tragic_events"].kind == "bool"
