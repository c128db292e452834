"""Emberheart's card files are data read from outside (``games/emberheart/data.py``): each
number is accepted at both ends of its range and refused one past either end, naming the
file, the entry and the field; a deck one card short, a duplicate id, a bad two-player block
are refused too."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from boardgames_desktop.games.emberheart.data import build_content
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import resource_path


def raw(name: str) -> Any:
    return json.loads(resource_path("emberheart", name).read_text(encoding="utf-8"))


def build_with(name: str, change: Callable[[Any], None]) -> Any:
    edited = copy.deepcopy(raw(name))
    change(edited)
    return build_content(lambda file: edited if file == name else raw(file))


def set_field(listing: str, field: str, value: Any, index: int = 0) -> Callable[[Any], None]:
    return lambda d: d[listing][index].__setitem__(field, value)


RANGES = [  # file, listing, field, low, high
    ("mountain.json", "dragons", "glory", 1, 12),
    ("mountain.json", "dragons", "flame", 0, 3),
    ("mountain.json", "dragons", "warden", 0, 1),
    ("tavern.json", "cards", "flame", -3, 3),
    ("garrison.json", "cards", "glory", 1, 12),
    ("garrison.json", "cards", "dragons", 0, 9),
]


@pytest.mark.parametrize("file,listing,field,low,high", RANGES,
                         ids=[f"{r[0]}-{r[2]}" for r in RANGES])
def test_a_number_is_accepted_at_its_ends_and_refused_past_them(file, listing, field, low,
                                                                  high):
    for ok in (low, high):
        build_with(file, set_field(listing, field, ok))
    for bad in (low - 1, high + 1):
        with pytest.raises(ResourceError, match=re.escape(
                f"emberheart/{file} {listing}[0]: field '{field}' = {bad} is outside "
                f"{low}..{high}")):
            build_with(file, set_field(listing, field, bad))


def test_a_tavern_cards_hirelings_are_whole_numbers_from_zero():
    build_with("tavern.json", set_field("cards", "hirelings", {"grunt": 0}))
    with pytest.raises(ResourceError, match=re.escape(
            "emberheart/tavern.json cards[0]: bad Hireling entry 'grunt': -1")):
        build_with("tavern.json", set_field("cards", "hirelings", {"grunt": -1}))
    with pytest.raises(ResourceError, match="bad Hireling entry 'knight'"):
        build_with("tavern.json", set_field("cards", "hirelings", {"knight": 1}))


def test_no_warden_goes_to_the_poachers_camp():
    with pytest.raises(ResourceError, match=re.escape(
            "emberheart/captive.json dragons[0]: field 'warden' must be 0")):
        build_with("captive.json", set_field("dragons", "warden", 1))


@pytest.mark.parametrize("block,ok", [(["guild", 1], True), (["guild", 5], True),
                                      (["guild", 0], False), (["guild", 6], False),
                                      (["nowhere", 1], False), (["guild"], False)])
def test_a_two_player_block_names_a_location_and_a_space_one_to_five(block, ok):
    change = set_field("cards", "blocks", [block])
    if ok:
        build_with("twoplayer.json", change)
        return
    with pytest.raises(ResourceError, match=re.escape(
            f"emberheart/twoplayer.json cards[0]: bad block {block!r} (want [location, "
            "1..5])")):
        build_with("twoplayer.json", change)


def test_a_raid_every_zero_counts_as_every_one():
    content = build_with("raids.json", set_field("cards", "every", 0))
    assert content.cards["R01"].every == 1


def test_a_deck_one_card_short_or_a_duplicate_id_is_refused():
    with pytest.raises(ResourceError, match="the raids deck has 9 cards; the game needs 10"):
        build_with("raids.json", lambda d: d["cards"].pop())
    with pytest.raises(ResourceError, match=re.escape(
            "emberheart/raids.json cards[1]: duplicate card id 'R01'")):
        build_with("raids.json", set_field("cards", "id", "R01", index=1))
