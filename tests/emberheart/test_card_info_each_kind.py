"""What the board draws on a card (``card_info``): each kind of card carries its own printed
details, read against the content files, and no other kind's; seat names past the fourth
seat and the Reward phase's Location at the ends of the row."""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.games.emberheart.common import LOCATIONS, SEAT_NAMES
from boardgames_desktop.games.emberheart.seat_view import resolving
from boardgames_desktop.rules.resources import resource_path

from .helpers import fresh

DETAILS = {  # what each kind shows besides id, kind, name, colour, Glory and label
    "hero": {"ability", "scoring"},
    "tavern": {"hirelings", "flame"},
    "preserve": {"bonus"},
    "garrison": {"dragons", "other", "track"},
    "raid": {"discard", "per", "every", "fixed"},
    "captive": {"flame", "warden", "level"},
    "mountain": {"flame", "warden", "level"},
}
COMMON = {"id", "kind", "name", "color", "glory", "label"}


def printed(file: str) -> dict[str, dict]:
    data = json.loads(resource_path("emberheart", file).read_text())
    return {card["id"]: card for card in data["cards"]}


@pytest.fixture(scope="module")
def state():
    return fresh(players=2)


def first_of(state, kind: str) -> str:
    return next(cid for cid, card in state.content.cards.items() if card.kind == kind)


@pytest.mark.parametrize("kind", sorted(DETAILS))
def test_each_kind_shows_its_own_details_and_no_other_kinds(state, kind):
    info = state.card_info(first_of(state, kind))
    assert set(info) == COMMON | DETAILS[kind]


def test_a_tavern_card_shows_its_hirelings_and_flame_as_printed(state):
    for cid, card in printed("tavern.json").items():
        info = state.card_info(cid)
        assert info["hirelings"] == card["hirelings"]
        assert info["flame"] == card.get("flame", 0)


def test_a_raid_card_shows_what_it_discards_and_how_many_as_printed(state):
    for cid, card in printed("raids.json").items():
        info = state.card_info(cid)
        assert (info["discard"], info["per"]) == (card["discard"], card.get("per", ""))


def test_a_garrison_card_shows_its_dragons_and_track_as_printed(state):
    for cid, card in printed("garrison.json").items():
        info = state.card_info(cid)
        assert (info["dragons"], info["track"]) == (card["dragons"], card["track"])


def test_a_preserve_card_shows_its_bonus_as_printed(state):
    for cid, card in printed("preserves.json").items():
        assert state.card_info(cid)["bonus"] == card["bonus"]


def test_a_hero_card_shows_an_ability_and_how_it_scores(state):
    info = state.card_info(first_of(state, "hero"))
    assert info["ability"] and info["scoring"].startswith("Worth")


def test_seats_past_the_named_four_are_numbered_and_the_non_player_is_named(state):
    assert [state.player_name(p) for p in range(len(SEAT_NAMES))] == list(SEAT_NAMES)
    assert state.player_name(len(SEAT_NAMES)) == f"Player {len(SEAT_NAMES) + 1}"
    assert state.player_name(-1) == "Non-player"


def test_the_location_resolved_is_named_only_for_a_place_in_the_row():
    state = fresh(players=2)
    state.stage = "reward"
    for index, name in enumerate(LOCATIONS):
        state.progress["loc"] = index
        assert resolving(state) == name
    for outside in (-1, len(LOCATIONS), "guild", None):
        state.progress["loc"] = outside
        assert resolving(state) is None
    state.stage = "action"
    state.progress["loc"] = 0
    assert resolving(state) is None
