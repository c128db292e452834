"""The content files: counts the rulebook fixes, and clear validation errors."""

import copy
import json

import pytest

from boardgames_desktop.games.emberheart.data import build_content, content
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import resource_path


def raw(name):
    return json.loads(resource_path("emberheart", name).read_text(encoding="utf-8"))


def test_content_respects_the_rulebook():
    c = content()
    cards = list(c.cards.values())
    assert len([x for x in cards if x.kind == "hero"]) == 27
    assert len([x for x in cards if x.kind == "mountain"]) == 30
    assert len([x for x in cards if x.kind == "captive"]) == 15
    for kind in ("tavern", "preserve", "garrison"):
        assert len([x for x in cards if x.kind == kind]) == 15
    assert len([x for x in cards if x.kind == "raid"]) == 10
    assert len([x for x in cards if x.kind == "twoplayer"]) == 12
    mountain = [x for x in cards if x.kind == "mountain"]
    for level, low, high in (("bottom", 2, 4), ("middle", 4, 6), ("top", 6, 8)):
        assert all(low <= x.glory <= high for x in mountain if x.level == level)
    for color in ("red", "blue", "green"):
        assert len([x for x in mountain if x.color == color]) == 10
        gar = sorted(x.glory for x in cards if x.kind == "garrison" and x.color == color)
        assert gar == [3, 4, 5, 6, 7]
        assert len([x for x in cards if x.kind == "preserve" and x.color == color]) == 5
    captive = [x for x in cards if x.kind == "captive"]
    assert all(1 <= x.glory <= 4 for x in captive)
    assert len([x for x in captive if x.color == "exotic"]) == 3
    glories = {x.glory for x in cards if x.is_dragon}
    assert {5, 7} <= glories
    for t in (x for x in cards if x.kind == "tavern"):
        assert 2 <= sum(t.hirelings.values()) <= 4 and t.flame in (-1, 0, 1)
    flame = c.board["flame_glory"]
    assert flame[3] == 3 and flame[6] == 8 and flame[0] == 0


def loader(overrides):
    def load(name):
        return overrides.get(name) or raw(name)
    return load


def test_bad_hero_field_names_file_and_field():
    heroes = copy.deepcopy(raw("heroes.json"))
    heroes["heroes"][4]["color"] = "purple"
    with pytest.raises(ResourceError, match=r"heroes.json heroes\[4\].*'color'"):
        build_content(loader({"heroes.json": heroes}))


def test_missing_mountain_level_and_wrong_count():
    mountain = copy.deepcopy(raw("mountain.json"))
    mountain["dragons"][0]["level"] = "summit"
    with pytest.raises(ResourceError, match=r"mountain.json dragons\[0\].*'level'"):
        build_content(loader({"mountain.json": mountain}))
    mountain = copy.deepcopy(raw("mountain.json"))
    del mountain["dragons"][0]
    with pytest.raises(ResourceError, match="mountain_bottom deck has 14"):
        build_content(loader({"mountain.json": mountain}))


def test_card_info_for_the_view():
    from .helpers import card_id, fresh
    state = fresh(2)
    info = state.card_info(card_id(state, "Glacier Drake"))
    assert info["name"] == "Glacier Drake" and info["color"] == "blue"
    assert info["glory"] == 5 and info["flame"] == 1 and info["warden"] == 1
    assert "5 Glory" in info["label"]
    raid = state.card_info(card_id(state, "Burnt Granary"))
    assert raid["label"] == "Burnt Granary (discard 1 Grunt for each Hero/Preserve card you have)"
