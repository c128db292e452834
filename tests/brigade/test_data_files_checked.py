"""The Brigade's content files checked at load (``games/brigade/data.py``): an event's
Special type, the University blocks named in town.json, the Firehouse tracks, the Solo
Influence rows, the VP track spaces — each refused when wrong, naming the file and the
field; and events.json's Wind Gust order when the file leaves it out (after the fireballs,
the printed order)."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from boardgames_desktop.games.brigade import data
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json


def raw(name: str) -> Any:
    return copy.deepcopy(load_json("brigade", name))


FACTIONS = data.catalogue().factions


def test_an_event_special_needs_a_known_type():
    events = raw("events.json")
    special = next(e for e in events["events"] if e.get("special"))
    data._events(events, FACTIONS)
    special["special"] = {"type": "meteor"}
    with pytest.raises(ResourceError, match=re.escape("field 'special.type' must be one of")):
        data._events(events, FACTIONS)


@pytest.mark.parametrize("block", ["no_such_block", "mudlark_alley"])
def test_a_university_cell_needs_a_university_block(block):
    """Mudlark Alley is a Commons block."""
    town = raw("town.json")
    cell = next(iter(town["university"]))
    town["university"][cell] = block
    with pytest.raises(ResourceError, match=re.escape(
            f"town.json: university block '{block}' is unknown or not a University block")):
        data._town(town, data.catalogue().blocks)


def test_a_firehouse_track_must_rise():
    rules = raw("rules.json")
    rules["firehouse_tracks"]["wagon"] = [3, 2, 4]
    with pytest.raises(ResourceError, match=re.escape(
            "rules.json: firehouse_tracks: field 'wagon' must be a rising list")):
        data._rules(rules)


def test_a_solo_influence_row_has_one_flag_per_level():
    rules = raw("rules.json")
    rules["solo"]["influence"]["favour"] = rules["solo"]["influence"]["favour"][:-1]
    with pytest.raises(ResourceError, match=re.escape(
            "rules.json: solo.influence: field 'favour' needs one true/false per level")):
        data._rules(rules)


def test_a_vp_space_needs_a_known_type():
    vpt = raw("vpt.json")
    vpt["spaces"][1] = {"type": "treasure"}
    with pytest.raises(ResourceError, match=re.escape(
            "vpt.json: spaces[1]: field 'type' must be one of")):
        data._vpt(vpt, FACTIONS)


def test_the_wind_gust_blows_after_the_fireballs_unless_events_json_says_otherwise(
        monkeypatch):
    real = data.load_json

    def without_the_flag(game: str, name: str) -> Any:
        found = real(game, name)
        if name == "events.json":
            found = {k: v for k, v in found.items() if k != "wind_after_fireballs"}
        return found

    monkeypatch.setattr(data, "load_json", without_the_flag)
    data.catalogue.cache_clear()
    try:
        assert data.catalogue().wind_after_fireballs is True
    finally:
        monkeypatch.undo()
        data.catalogue.cache_clear()
    assert data.catalogue().wind_after_fireballs is True  # the file says so too


def test_a_when_destroyed_effect_needs_a_known_type():
    blocks = raw("blocks.json")
    block = next(b for b in blocks["blocks"] if b.get("when_destroyed"))
    block["when_destroyed"] = dict(block["when_destroyed"], type="explode")
    with pytest.raises(ResourceError, match=re.escape(
            "field 'when_destroyed' needs a type among")):
        data._blocks(blocks, FACTIONS)
