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


def test_rules_json_rulings_are_checked_at_load():
    import copy

    from boardgames_desktop.rules.resources import load_json

    good = load_json("brigade", "rules.json")
    data._rules(copy.deepcopy(good))

    def broken(path, value):
        raw = copy.deepcopy(good)
        node = raw
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
        return raw

    cases = [
        (("solo", "blaze_area"), "everywhere", r"rules.json: solo.*blaze_area"),
        (("solo", "ointment_actions"), "3", r"rules.json: solo.*ointment_actions"),
        (("solo", "tracks", "forge"), [3, 1], r"rules.json: solo.tracks.*forge"),
        (("competitive", "warden_cards"), "deal", r"rules.json: competitive.*warden_cards"),
        (("options", "vp_target", "default"), 99, r"rules.json: options.vp_target"),
    ]
    for path, value, message in cases:
        with pytest.raises(ResourceError, match=message):
            data._rules(broken(path, value))


def test_events_json_wind_order_flag_is_checked(monkeypatch):
    import boardgames_desktop.games.brigade.data as d

    real = d.load_json

    def fake(game, name):
        raw = real(game, name)
        if name == "events.json":
            raw = dict(raw, wind_after_fireballs="yes")
        return raw

    monkeypatch.setattr(d, "load_json", fake)
    d.catalogue.cache_clear()
    try:
        with pytest.raises(ResourceError, match="events.json.*wind_after_fireballs"):
            d.catalogue()
    finally:
        monkeypatch.undo()
        d.catalogue.cache_clear()
        d.catalogue()
