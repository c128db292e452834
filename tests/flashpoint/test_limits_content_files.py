"""Flash Point's content files (``rules.json``, ``events.json``, ``specialists.json``) are
data read from outside: each kind of broken entry is refused naming the file and the field,
and a list at its shortest allowed length is accepted (6 colours, hot-spot counts for 0 to 6
firefighters).  The loaders keep what they read, so each test empties their caches before
and after it."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from boardgames_desktop.games.flashpoint import data as content
from boardgames_desktop.rules import ResourceError
from boardgames_desktop.rules.resources import load_json

LOADERS = (content.rules, content.events, content.specialists)


@pytest.fixture
def edited(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """``edited(file, change)``: the loaders read ``file`` as ``change`` leaves it."""
    def edit(file: str, change: Callable[[Any], None]) -> None:
        original = copy.deepcopy(load_json("flashpoint", file))
        change(original)
        real = content.load_json
        monkeypatch.setattr(content, "load_json",
                            lambda game, name: original if name == file else real(game, name))
    for loader in LOADERS:
        loader.cache_clear()
    yield edit
    monkeypatch.undo()
    for loader in LOADERS:
        loader.cache_clear()


RULES = "resources/flashpoint/rules.json"


@pytest.mark.parametrize("change,message", [
    (lambda d: d.__setitem__("colours", d["colours"][:5]),
     f"{RULES}: field 'colours' needs 6 colours"),
    (lambda d: d.__setitem__("hot_spots_by_firefighters", d["hot_spots_by_firefighters"][:6]),
     f"{RULES}: 'hot_spots_by_firefighters' needs entries for 0..6"),
    (lambda d: d["rulings"].__setitem__("out_of_fire_markers", "lose"),
     f"{RULES} rulings: 'out_of_fire_markers' must be \"skip\""),
    (lambda d: d["rulings"].__setitem__("knockdown_square", "random"),
     f"{RULES} rulings: 'knockdown_square' must be \"player\" or \"nearest\""),
    (lambda d: d["fire_deck"][0].__setitem__("level", "Legend"),
     f"{RULES} fire_deck: unknown level 'Legend'"),
])
def test_a_broken_rules_file_is_refused_naming_the_field(edited, change, message):
    edited("rules.json", change)
    with pytest.raises(ResourceError, match=re.escape(message)):
        content.rules()


def test_the_shortest_lists_the_rules_file_may_hold_are_accepted(edited):
    def shortest(d: dict[str, Any]) -> None:
        d["colours"] = d["colours"][:6]
        d["hot_spots_by_firefighters"] = d["hot_spots_by_firefighters"][:7]
    edited("rules.json", shortest)
    loaded = content.rules()
    assert len(loaded["colours"]) == 6 and len(loaded["hot_spots_by_firefighters"]) == 7


def first_of(kind: str) -> Callable[[list[dict[str, Any]]], dict[str, Any]]:
    return lambda cards: next(c for c in cards if c["effect"]["kind"] == kind)


@pytest.mark.parametrize("change,words", [
    (lambda cards: first_of("turn_effect")(cards)["effect"].__setitem__("effect", "no_fun"),
     "turn_effect needs 'effect' in"),
    (lambda cards: first_of("lose_saved_ap")(cards)["effect"].__setitem__("who", "first"),
     "lose_saved_ap needs 'who' of 'all' or 'next'"),
    (lambda cards: cards[1].__setitem__("id", cards[0]["id"]), "duplicate id"),
    (lambda cards: cards[0]["effect"].__setitem__("kind", "earthquake"),
     "effect kind 'earthquake' is not implemented"),
])
def test_a_broken_event_card_is_refused_naming_it(edited, change, words):
    edited("events.json", change)
    with pytest.raises(ResourceError, match=r"resources/flashpoint/events\.json\[\d+\]: "
                       + re.escape(words)):
        content.events()


def test_a_specialist_with_an_unknown_bonus_is_refused(edited):
    edited("specialists.json", lambda specs: specs[0].__setitem__("bonus_kind", "teleport"))
    with pytest.raises(ResourceError, match=re.escape(
            "resources/flashpoint/specialists.json[0]: unknown bonus_kind 'teleport'")):
        content.specialists()
