"""The town's grid and cells (``town.py``) asked directly: the extended grid of the Big
Buildings town (a row 0 and 7, a column @ and G), lines stopping at the board's edge, a loose
tile's empty defaults, the Loyalty counts of a town made from tiles, town equality, the
per-cell questions and a fire of no intensity.

Rulings (brigade-base.md): "Big Buildings pack: two extra cells beyond the middle of each
edge (C0, D0, C7, D7, @3, @4, G3, G4 in an extended grid)"; "A fireball on a Firehouse, a
destroyed block or off the board does nothing"."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.town import Tile, Town, neighbour


def grid(fire: dict[str, int] | None = None, ruins: tuple[str, ...] = (),
         loyalty: dict[str, int] | None = None) -> Town:
    """A 6×6 town of blocks named after their cell (A1 a Firehouse), set by hand."""
    fire, loyalty = fire or {}, loyalty or {}
    tiles = {}
    for r in range(1, 7):
        for c in "ABCDEF":
            label = f"{c}{r}"
            tiles[label] = Tile(label, block=None if label == "A1" else "b" + label,
                                firehouse=0 if label == "A1" else None,
                                intensity=fire.get(label, 0), destroyed=label in ruins,
                                loyalty=loyalty.get(label))
    return Town(tiles)


@pytest.mark.parametrize(("label", "direction", "expected"), [
    ("C6", "S", "C7"), ("C1", "N", "C0"), ("F3", "E", "G3"), ("A4", "W", "@4"),
    ("C7", "S", None), ("C0", "N", None), ("G3", "E", None), ("@4", "W", None),
])
def test_the_extended_grid_reaches_one_cell_beyond_each_edge(label, direction, expected):
    assert neighbour(label, direction) == expected


def test_a_line_stops_at_the_edge_of_a_6x6_board():
    town = grid()
    assert town.line("C2", "N", 3) == ["C1"]  # C0 is a cell of the Big Buildings town only
    assert town.line("B3", "W", 2) == ["A3"]
    assert town.line("C3", "E", 2) == ["D3", "E3"]


def test_a_loose_tile_is_empty_unless_told():
    tile = Tile("B2", block="bB2")
    assert (tile.intensity, tile.destroyed, tile.renown, tile.loyalty, tile.favour) == \
        (0, False, {}, None, False)
    assert tile.standing and not tile.burning


def test_a_town_made_from_tiles_counts_each_seats_loyalty_tokens():
    town = grid(loyalty={"B2": 0, "C3": 0, "D4": 1})
    assert town.loyal_count == {0: 2, 1: 1}


def test_towns_are_equal_only_with_the_same_cells_and_contents():
    town = grid()
    assert town.copy() == town
    hotter = town.copy()
    hotter.tiles["C3"].intensity = 2
    assert hotter != town
    counted = town.copy()
    counted.destroyed_count = 1
    assert counted != town
    smaller = Town({label: Tile(label, block="b" + label) for label in ("B2", "C3")})
    assert smaller != town


def test_what_stands_and_burns_at_a_cell():
    town = grid(fire={"C3": 2}, ruins=("D4",))
    assert [town.standing_at(c) for c in ("A1", "B2", "C3", "D4", "Z9")] == \
        [False, True, True, False, False]
    assert [town.burning_at(c) for c in ("A1", "B2", "C3", "D4", "Z9")] == \
        [False, False, True, False, False]


def test_a_fire_of_no_intensity_raises_nothing():
    town = grid(fire={"C3": 1})
    assert town.raise_fire("C3", 4, 0) == "nothing"
    assert town.raise_fire("B2", 4, 0) == "nothing"
    assert town.tiles["C3"].intensity == 1 and town.tiles["B2"].intensity == 0
    assert town.raise_fire("B2", 4, 1) == "raised"


def test_a_move_from_just_off_the_board_steps_orthogonally_onto_it():
    """``reachable`` from a cell the town does not have (C0 is north of C1): the first step
    goes orthogonally onto the board, as every step does."""
    town = grid()
    assert town.reachable("C0", 1, 2) == {"C1": 1}
    assert town.reachable("C0", 2, 2) == {"C1": 1, "B1": 2, "D1": 2, "C2": 2}
