"""The Brigade's content files are data read from outside (``games/brigade/data.py`` and
``equipment.py``): each number is checked at its limits — accepted at the edge, refused one
past it with a message naming the file and the field — and each list of a fixed size is
refused one short."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from boardgames_desktop.games.brigade import data
from boardgames_desktop.games.brigade import equipment as equipment_module
from boardgames_desktop.rules import ResourceError
from boardgames_desktop.rules.resources import load_json


def raw(name: str) -> Any:
    return copy.deepcopy(load_json("brigade", name))


def first_block(**fields: Any) -> dict[str, Any]:
    blocks = raw("blocks.json")
    blocks["blocks"][0].update(fields)
    return blocks


FACTIONS = data.catalogue().factions


@pytest.mark.parametrize("field,low,high", [("value", 1, 9), ("flame_track", 1, 9)])
def test_a_blocks_numbers_run_from_one_to_nine(field, low, high):
    for ok in (low, high):
        assert data._blocks(first_block(**{field: ok}), FACTIONS)["mudlark_alley"]
    for bad in (low - 1, high + 1):
        with pytest.raises(ResourceError, match=re.escape(
                f"blocks.json: blocks[0]: field '{field}' must be 1..9")):
            data._blocks(first_block(**{field: bad}), FACTIONS)


def test_a_line_effect_reaches_at_least_one_block():
    blocks = raw("blocks.json")
    line = next(b for b in blocks["blocks"] if b.get("when_destroyed", {}).get("type") == "line")
    line["when_destroyed"]["length"] = 1
    data._blocks(blocks, FACTIONS)
    line["when_destroyed"]["length"] = 0
    with pytest.raises(ResourceError, match="field 'when_destroyed.length' must be a positive "
                                            "integer"):
        data._blocks(blocks, FACTIONS)


def test_each_faction_has_seven_base_blocks():
    blocks = raw("blocks.json")
    blocks["blocks"].pop(0)  # a Commons block
    with pytest.raises(ResourceError, match=re.escape(
            "blocks.json: blocks: faction 'commons' needs 7 base blocks")):
        data._blocks(blocks, FACTIONS)


def test_a_crew_member_carries_one_to_six_water():
    crew = raw("crew.json")
    for ok in (1, 6):
        crew["crew"][0]["water"] = ok
        assert data._crew(crew, FACTIONS)["ash"].water == ok
    for bad in (0, 7):
        crew["crew"][0]["water"] = bad
        with pytest.raises(ResourceError, match=re.escape(
                "crew.json: crew[0]: field 'water' must be 1..6")):
            data._crew(crew, FACTIONS)


def test_at_least_four_warden_cards_and_four_firehouses():
    wardens = raw("wardens.json")
    assert len(data._wardens({"wardens": wardens["wardens"][:4]}, FACTIONS)) == 4
    with pytest.raises(ResourceError, match="at least 4 Warden cards are needed"):
        data._wardens({"wardens": wardens["wardens"][:3]}, FACTIONS)
    town = raw("town.json")
    town["firehouses"] = town["firehouses"][:3]
    with pytest.raises(ResourceError, match="field 'firehouses' needs 4 cells"):
        data._town(town, data.catalogue().blocks)
    town = raw("town.json")
    town["solo"]["offsets"] = town["solo"]["offsets"][:6]
    with pytest.raises(ResourceError, match="field 'offsets' needs 7 cells"):
        data._town(town, data.catalogue().blocks)


def test_the_rules_numbers_at_their_limits():
    rules = raw("rules.json")
    rules["solo"]["held_card_actions"] = 0
    data._rules(copy.deepcopy(rules))
    rules["solo"]["held_card_actions"] = -1
    with pytest.raises(ResourceError, match="field 'held_card_actions' must not be negative"):
        data._rules(copy.deepcopy(rules))
    rules = raw("rules.json")
    spec = rules["options"]["vp_target"]
    for default in (spec["low"], spec["high"]):
        data._rules(dict(rules, options=dict(rules["options"],
                                             vp_target=dict(spec, default=default))))
    rules["max_intensity"] = 0
    with pytest.raises(ResourceError, match="field 'max_intensity' must be a positive integer"):
        data._rules(rules)


@pytest.fixture
def equipment_file(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Any]]:
    """``equipment_file(change)``: the Equipment catalogue read from ``change``'s copy."""
    def load(change: Callable[[list[dict[str, Any]]], None]) -> Any:
        edited = raw("equipment.json")
        change(edited["cards"])
        real = equipment_module.load_json
        monkeypatch.setattr(equipment_module, "load_json",
                            lambda game, name: edited if name == "equipment.json"
                            else real(game, name))
        equipment_module.equipment_catalogue.cache_clear()
        return equipment_module.equipment_catalogue()
    yield load
    monkeypatch.undo()
    equipment_module.equipment_catalogue.cache_clear()


def card(cards: list[dict[str, Any]], cid: str) -> dict[str, Any]:
    return next(c for c in cards if c["id"] == cid)


@pytest.mark.parametrize("change,words", [
    (lambda cards: card(cards, "everdamp_bucket")["effect"].__setitem__("amount", 0),
     "field 'effect.amount' must be a positive integer"),
    (lambda cards: card(cards, "spare_barrel")["effect"].__setitem__("who", "town"),
     "field 'effect.who' must be warden, wagon or wardens"),
    (lambda cards: card(cards, "smoke_jumpers_cloak")["effect"].__setitem__("to", "moon"),
     "field 'effect.to' must be any or firehouse"),
    (lambda cards: card(cards, "gilded_hourglass").__setitem__("vp", 0),
     "field 'vp' must be positive"),
    (lambda cards: card(cards, "gilded_hourglass").__setitem__("home", "nowhere"),
     "field 'home' names unknown block 'nowhere'"),
    (lambda cards: cards.append(dict(cards[0])), "duplicate id 'everdamp_bucket'"),
    (lambda cards: cards.remove(card(cards, "everdamp_bucket")),
     "expected 16 forgewares, 16 treasures and 1 scroll"),
])
def test_a_broken_equipment_card_is_refused_naming_the_field(equipment_file, change, words):
    with pytest.raises(ResourceError, match=re.escape(words)):
        equipment_file(change)


def test_an_equipment_card_at_its_limits_is_accepted(equipment_file):
    def smallest(cards: list[dict[str, Any]]) -> None:
        card(cards, "everdamp_bucket")["effect"]["amount"] = 1
        card(cards, "gilded_hourglass")["vp"] = 1
    loaded = equipment_file(smallest)
    assert loaded["everdamp_bucket"].effect["amount"] == 1
    assert loaded["gilded_hourglass"].vp == 1
