"""Brigade copies for search (``clone``): independent of their original in every mode and
option that adds state of its own, and sharing only data no action changes."""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.rules import new_game
from tests.rules.clone_harness import check_independence, fresh_replay, step

from .helpers import calm

CONFIGS = [
    ("competitive", 2, {}),
    ("competitive", 4, {"big_buildings": True, "special_events": True}),
    ("competitive", 3, {"expert": "replace", "advanced_wardens": True}),
    ("solo", 1, {}),
    ("coop", 1, {"coop_wardens": 3}),
    ("coop", 4, {"advanced_wardens": True}),
    ("3v1", 2, {"avo_wardens": 1}),
    ("3v1", 4, {}),
    ("4v1", 5, {}),
    ("campaign", 1, {"chapter": 1}),
    ("campaign", 2, {"chapter": 2, "boon": "interrogate"}),
    ("campaign", 3, {"chapter": 3}),
    ("campaign", 2, {"chapter": 4, "boon": "skilled"}),
]


def _config(mode: str, players: int, options: dict, seed: int) -> dict:
    return {"game": "brigade", "mode": mode, "players": players, "seed": seed,
            "options": options}


@pytest.mark.parametrize("mode,players,options", CONFIGS,
                         ids=[f"{m}-{p}p-{i}" for i, (m, p, _) in enumerate(CONFIGS)])
@pytest.mark.parametrize("before", [3, 60, 150])
def test_copy_and_original_play_on_independently(mode, players, options, before):
    check_independence(_config(mode, players, options, 11 + before), before=before, after=60)


def test_a_copy_shares_the_town_layout_but_not_a_single_tile():
    g = new_game("brigade", "coop", 2, 4, {})
    chooser = random.Random(4)
    for _ in range(30):
        step(g, chooser)
    twin = g.clone()
    assert twin.town.neighbours is g.town.neighbours  # made once per town, never changed
    for label, tile in g.town.tiles.items():
        assert twin.town.tiles[label] is not tile
    # Renown is never changed in place (a new dict each time), so the two share it safely
    cell = next(label for label, tile in g.town.tiles.items() if tile.block is not None)
    before = dict(g.town.tiles[cell].renown)
    twin.town.tiles[cell].add_renown(0, 2)
    assert g.town.tiles[cell].renown == before
    assert twin.town.tiles[cell].renown == {**before, 0: before.get(0, 0) + 2}
    assert twin.events is not g.events and twin.events.rng is twin.rng
    assert all(a is not b for a, b in zip(twin.wardens, g.wardens))


def test_a_position_changed_by_hand_in_a_copy_leaves_the_original_alone():
    g = new_game("brigade", "solo", 1, 8, {})
    chooser = random.Random(8)
    for _ in range(20):
        step(g, chooser)
    before = g.snapshot()
    twin = g.clone()
    calm(twin)
    twin.wardens[0].crew.clear()
    twin.boards[0].levels["leadership"] = 99
    twin.shields["firebreak"].append("A1")
    twin.evac.position = 0
    assert g.snapshot() == before
    assert g.snapshot() == fresh_replay(g).snapshot()
