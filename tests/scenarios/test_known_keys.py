"""Scenario sections that set entries of a fixed table (Emberheart's Aides and supply, Flash
Point's walls and doors) share ``rules.scenario.set_known``: a known key is set, an unknown
one is refused with the section's own sentence."""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.rules import ScenarioError, load_scenario
from boardgames_desktop.rules.scenario import set_known
from boardgames_desktop.rules.schema import Invalid


def scenario(game: str, mode: str, players: int, position: dict) -> str:
    return json.dumps({"format": "boardgames-desktop-scenario", "game": game, "mode": mode,
                       "players": players, "seed": 3, "position": position})


def test_set_known_sets_known_keys_and_refuses_the_others_in_the_given_words():
    table = {"a": 0, "b": 0}
    set_known(table, {"b": 2}, "never said")
    assert table == {"a": 0, "b": 2}
    with pytest.raises(Invalid, match="^'position.t' names 'z', which is not here$"):
        set_known(table, {"z": 1}, "'position.t' names {shown}, which is not here")
    with pytest.raises(Invalid, match=r"^'position.t.a' is too big$"):
        set_known(table, {"a": 9}, "'position.t.{key}' is too big", allowed=lambda v: v < 5)
    assert table == {"a": 0, "b": 2}


def test_emberheart_aides_and_supply():
    state = load_scenario(scenario("emberheart", "standard", 2,
                                   {"aides": {"leader": 1}, "supply": {"gear": 7}}))
    assert state.aides["leader"] == 1 and state.supply["gear"] == 7
    with pytest.raises(ScenarioError, match="'position.aides.leader' must be an Aide held"):
        load_scenario(scenario("emberheart", "standard", 2, {"aides": {"leader": 3}}))
    with pytest.raises(ScenarioError, match="'position.aides.cook' must be an Aide held"):
        load_scenario(scenario("emberheart", "standard", 2, {"aides": {"cook": 0}}))
    with pytest.raises(ScenarioError, match="names 'gold', which is not in the supply"):
        load_scenario(scenario("emberheart", "standard", 2, {"supply": {"gold": 1}}))


def test_flashpoint_walls_and_doors():
    standing = {"firefighters": [{"at": "0,3"}]}
    probe = load_scenario(scenario("flashpoint", "family", 1, standing))
    wall = sorted(probe.walls)[0]
    door = sorted(probe.doors)[0]
    state = load_scenario(scenario("flashpoint", "family", 1,
                                   {**standing, "walls": {wall: 1}, "doors": {door: "open"}}))
    assert state.walls[wall] == 1 and state.doors[door] == "open"
    with pytest.raises(ScenarioError, match="names '3,3,E', which is not a wall"):
        load_scenario(scenario("flashpoint", "family", 1, {**standing, "walls": {"3,3,E": 1}}))
    with pytest.raises(ScenarioError, match="'position.doors' names '3,3,E', which is not a door"):
        load_scenario(scenario("flashpoint", "family", 1,
                               {**standing, "doors": {"3,3,E": "open"}}))
