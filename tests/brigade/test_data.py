from collections import Counter

import pytest

from boardgames_desktop.games.brigade import data
from boardgames_desktop.rules.errors import ResourceError


def test_catalogue_counts():
    cat = data.catalogue()
    for fid in data.FACTIONS_OF_TOWN:
        values = sorted(b.value for b in cat.blocks.values()
                        if b.faction == fid and b.pack == "base")
        assert values == [1, 2, 2, 3, 3, 4, 4]
    assert sum(1 for b in cat.blocks.values() if b.faction == "university") == 4
    assert sum(1 for b in cat.blocks.values() if b.pack == "big_buildings") == 8
    old_tom = next(b for b in cat.blocks.values() if b.name == "Old Tom Oak")
    assert old_tom.when_destroyed["type"] == "line" and old_tom.when_destroyed["length"] == 3
    events = list(cat.events.values())
    normal = [e for e in events if not (e.starter or e.special or e.big_buildings)]
    assert len(normal) == 28
    assert sum(e.starter for e in events) == 6
    assert sum(1 for e in events if e.special) == 4
    assert sum(e.big_buildings for e in events) == 8
    assert set(Counter(e.faction for e in normal).values()) == {7}
    assert set(Counter(e.phoenix for e in normal).values()) == {7}
    assert sum(1 for e in normal if e.wind) == 7
    assert all(len(e.fireballs) in (2, 3) for e in normal)
    assert all(len(e.fireballs) == 2 for e in events if e.starter)
    assert {"Ash", "Sir Precious"} <= {c.name for c in cat.crew.values() if c.solo_excluded}
    assert len(cat.vpt) == 41


def test_validation_names_file_and_field():
    raw = {"blocks": [{"id": "x", "name": "X", "faction": "nowhere", "value": 1,
                       "flame_track": 4, "burnt": "x", "pack": "base"}]}
    factions = data.catalogue().factions
    with pytest.raises(ResourceError, match=r"blocks.json: blocks\[0\].*faction"):
        data._blocks(raw, factions)
    with pytest.raises(ResourceError, match=r"events.json: events\[0\].*fireball"):
        data._events({"events": [{"id": "e", "name": "E", "fireballs": ["Z9"],
                                  "faction": "commons", "phoenix": "N"}]}, factions)
    with pytest.raises(ResourceError, match=r"crew.json: crew\[0\]: ability"):
        data._crew({"crew": [{"id": "c", "name": "C", "faction": "commons", "water": 2,
                              "ability": {"type": "teleport", "text": "?"}}]}, factions)
    with pytest.raises(ResourceError, match="rules.json.*move_points"):
        data._rules({"max_intensity": 4, "move_points": 0})
