"""The town as flat per-cell lists (town.py ``_Cells``): ``Tile`` is a view of one cell,
the per-cell code and the Loyalty counts kept by the setters equal a recount, a copy of the
town shares nothing that changes, and the saved shape of a town is what it was with one
object per tile."""

from __future__ import annotations

import dataclasses
import heapq
import random

import pytest

from boardgames_desktop.games.brigade.copying import copy_state_data
from boardgames_desktop.games.brigade.town import _BLOCK_CODES, Tile, Town, to_label, to_rc
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.plain import to_plain
from tests.rules.clone_harness import step

FIELDS = ["label", "block", "firehouse", "intensity", "destroyed", "renown", "loyalty",
          "favour"]


def _grid(fire: dict[str, int] | None = None, ruins: tuple[str, ...] = ()) -> Town:
    """A 6×6 town of blocks named after their cell, with fires and ruins by hand."""
    fire = fire or {}
    tiles = {}
    for r in range(1, 7):
        for c in "ABCDEF":
            label = f"{c}{r}"
            tiles[label] = Tile(label, block="b" + label, intensity=fire.get(label, 0),
                                destroyed=label in ruins)
    return Town(tiles)


def test_a_tile_reads_and_writes_its_cell_in_the_town():
    town = _grid()
    tile = town.tiles["C3"]
    i = town.index["C3"]
    tile.intensity = 2
    tile.loyalty = 1
    tile.favour = True
    assert (town.intensity[i], town.loyalty[i], town.favour[i]) == (2, 1, True)
    town.set_intensity(i, 0)
    town.set_destroyed(i, True)
    assert tile.intensity == 0 and tile.destroyed and not tile.standing
    assert town.tiles["C3"] is tile  # one view per cell while the town lives


def test_a_loose_tile_keeps_its_values_and_becomes_the_view_of_the_town_made_from_it():
    loose = Tile("B2", block="x", intensity=3, renown={1: 2})
    assert (loose.block, loose.intensity, loose.renown, loose.firehouse) == ("x", 3, {1: 2}, None)
    assert loose.burning and loose.standing and loose.is_block
    town = Town({"B2": loose, "C2": Tile("C2", firehouse=1)})
    assert town.tiles["B2"] is loose
    loose.intensity = 1
    assert town.intensity[town.index["B2"]] == 1
    assert town.firehouse_cell(1) == "C2"


def test_tiles_compare_by_what_lies_on_them():
    assert Tile("A1", block="x", intensity=1) == Tile("A1", block="x", intensity=1)
    assert Tile("A1", block="x", intensity=1) != Tile("A1", block="x", intensity=2)
    assert "intensity=1" in repr(Tile("A1", block="x", intensity=1))


def test_a_town_is_saved_in_the_shape_it_had_with_one_object_per_tile():
    """The position digest of a save is made from ``to_plain``: the field names, their
    order and the values must not change with the storage."""
    town = _grid({"A1": 2}, ruins=("F6",))
    town.tiles["B1"].add_renown(0, 2)
    town.tiles["B1"].loyalty = 3
    town.destroyed_count = 1
    plain = to_plain(town)
    assert list(plain) == ["tiles", "destroyed_count"]
    assert plain["destroyed_count"] == 1
    assert list(plain["tiles"])[:3] == ["A1", "B1", "C1"]
    assert list(plain["tiles"]["A1"]) == FIELDS
    assert plain["tiles"]["A1"]["intensity"] == 2
    assert plain["tiles"]["B1"]["renown"] == {"0": 2}
    assert plain["tiles"]["B1"]["loyalty"] == 3
    assert plain["tiles"]["F6"]["destroyed"] is True
    assert [f.name for f in dataclasses.fields(Tile)] == FIELDS


def _recount(town: Town) -> tuple[list[tuple[bool, bool, str | None]], dict[int, int]]:
    cells = [(t.intensity > 0, t.destroyed, t.block) for t in town.tiles.values()]
    loyal: dict[int, int] = {}
    for t in town.tiles.values():
        if t.loyalty is not None:
            loyal[t.loyalty] = loyal.get(t.loyalty, 0) + 1
    return cells, loyal


def _kept(town: Town) -> tuple[list[tuple[bool, bool, str | None]], dict[int, int]]:
    """What the code and the counts kept by the setters say, in the recount's terms."""
    blocks = {code: block for block, code in _BLOCK_CODES.items()}
    cells = [(bool(c & 1), bool(c & 2), blocks.get(c >> 2)) for c in town.code]
    return cells, dict(town.loyal_count)


@pytest.mark.parametrize("mode,players,options", [
    ("competitive", 4, {}), ("competitive", 3, {"big_buildings": True}), ("solo", 1, {}),
    ("coop", 2, {}), ("4v1", 5, {}), ("campaign", 2, {"chapter": 3}),
])
def test_the_kept_codes_and_loyalty_counts_equal_a_recount_in_random_games(
        mode, players, options):
    for seed in range(3):
        state = new_game("brigade", mode, players, seed, options)
        chooser = random.Random(seed)
        twin = None
        for n in range(400):
            if not step(state, chooser):
                break
            assert _kept(state.town) == _recount(state.town), (seed, n)
            if n == 40:
                twin = state.clone()
            if twin is not None:
                step(twin, chooser)
                assert _kept(twin.town) == _recount(twin.town), (seed, n)
        loyal = [t.loyalty for t in state.town.tiles.values() if t.loyalty is not None]
        assert sum(state.town.loyal_count.values()) == len(loyal)


def test_a_town_copy_and_its_original_never_affect_each_other():
    town = _grid({"B2": 1})
    town.tiles["C3"].add_renown(1, 1)
    town.tiles["C3"].loyalty = 0
    before = to_plain(town)
    twin = town.copy()
    assert to_plain(twin) == before and twin == town
    for label in ("B2", "C3", "D4"):
        t = twin.tiles[label]
        t.intensity = 3
        t.destroyed = True
        t.add_renown(2, 1)
        t.loyalty = 2
        t.favour = True
        t.block = "other"
    twin.destroyed_count = 3
    assert to_plain(town) == before
    assert town.loyal_count == {0: 1} and twin.loyal_count == {2: 3}
    # and the other way round
    town.tiles["E5"].intensity = 2
    assert twin.tiles["E5"].intensity == 0
    assert twin.signature() != town.signature()


def _plain_search(town: Town, start: str, points: int, ruin_cost: int,
                  fireproof: bool, forbidden: frozenset[str]) -> dict[str, int]:
    """The rule said plainly: cheapest cost to each cell, a burning block stops the move,
    a ruin costs ``ruin_cost`` and is no end cell, forbidden cells are never entered."""
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, label = heapq.heappop(queue)
        if cost > best[label]:
            continue
        tile = town.tiles[label]
        if label != start and not fireproof and tile.burning and tile.standing:
            continue
        r, c = to_rc(label)
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            other = to_label(r + dr, c + dc)
            if other is None or other not in town.tiles or other in forbidden:
                continue
            new = cost + (ruin_cost if town.tiles[other].destroyed else 1)
            if new <= points and new < best.get(other, 1 << 30):
                best[other] = new
                heapq.heappush(queue, (new, other))
    return {k: v for k, v in best.items() if k != start and not town.tiles[k].destroyed}


def test_reachable_agrees_with_a_plain_search_on_random_towns():
    rng = random.Random(5)
    labels = [f"{c}{r}" for r in range(1, 7) for c in "ABCDEF"]
    for _ in range(300):
        fire = {lab: rng.randint(1, 3) for lab in rng.sample(labels, rng.randint(0, 12))}
        ruins = tuple(lab for lab in rng.sample(labels, rng.randint(0, 8)) if lab not in fire)
        town = _grid(fire, ruins)
        start = rng.choice(labels)
        forbidden = frozenset(rng.sample(labels, rng.randint(0, 3))) - {start}
        points, cost, fireproof = rng.randint(1, 5), rng.randint(1, 3), rng.random() < 0.3
        got = town.reachable(start, points, cost, fireproof, forbidden)
        assert got == _plain_search(town, start, points, cost, fireproof, forbidden)


def test_a_burning_block_stops_a_move_and_a_ruin_costs_two_steps():
    town = _grid({"C1": 2}, ruins=("B2",))
    reach = town.reachable("B1", 3, 2)
    assert reach["C1"] == 1  # entered: the fire ends the move there
    assert "D1" not in reach  # past C1 only the long way round (C2 is 3 steps off)
    assert "B2" not in reach  # a ruin is no end cell
    assert reach["B3"] == 3 and reach["C2"] == 3  # through the ruin: 2 + 1
    assert reach["A2"] == 2 and reach["A3"] == 3


def test_a_copy_shares_the_queued_step_dicts_and_playing_it_on_changes_none_of_them():
    state = new_game("brigade", "coop", 2, 3, {})
    chooser = random.Random(3)
    for _ in range(25):
        step(state, chooser)
    twin = state.clone()
    assert twin.steps is not state.steps
    assert all(a is b for a, b in zip(twin.steps, state.steps))
    queued = [dict(s) for s in state.steps]
    for _ in range(60):
        if not step(twin, random.Random(4)):
            break
    assert [dict(s) for s in state.steps] == queued


def test_copy_state_data_gives_empty_lists_and_dicts_of_their_own():
    state = new_game("brigade", "solo", 1, 2, {})
    state.effects = []
    state.turn_flags = {}
    twin = state.clone()
    assert twin.effects == [] and twin.effects is not state.effects
    assert twin.turn_flags == {} and twin.turn_flags is not state.turn_flags
    assert copy_state_data is not None


def test_a_mode_lists_its_move_generators_in_order_and_saves_none_of_them():
    state = new_game("brigade", "coop", 2, 1, {})
    hooks = state.hooks
    assert hooks.makers == tuple(m.gen for m in hooks.moves.values() if m.gen is not None)
    assert "makers" not in {f.name for f in dataclasses.fields(hooks)}
