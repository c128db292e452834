"""The town's corner quarters (``town.py``): each Firehouse's quarter is the 3×3 corner of
the base 6×6 grid — also on a Big Buildings town, whose extra cells belong to no quarter — and
the Solo layout deals one faction to each quarter, in an order drawn from the seed.

Rulebook (Solo set-up): "each faction takes a quarter of the town"; rulings: the quarter is
'the 3×3 corner, so with its University tile'."""

from __future__ import annotations

from boardgames_desktop.games.brigade.town import quarter_cells, quarter_faction

from .helpers import game

QUARTERS = [
    ["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"],
    ["D1", "D2", "D3", "E1", "E2", "E3", "F1", "F2", "F3"],
    ["D4", "D5", "D6", "E4", "E5", "E6", "F4", "F5", "F6"],
    ["A4", "A5", "A6", "B4", "B5", "B6", "C4", "C5", "C6"],
]


def test_the_quarters_of_a_big_buildings_town_leave_its_extra_cells_out():
    state = game("competitive", 4, 1, big_buildings=True)
    assert {"C0", "D7", "G3", "@4"} <= set(state.town.tiles)
    assert [quarter_cells(state.town, state.cat, k) for k in range(4)] == QUARTERS


def test_the_quarters_of_the_solo_town():
    state = game("solo", 1, 1)
    assert [quarter_cells(state.town, state.cat, k) for k in range(4)] == QUARTERS


def factions_by_quarter(seed: int) -> tuple:
    state = game("solo", 1, seed)
    return tuple(quarter_faction(state.town, state.cat, k) for k in range(4))


def test_the_solo_quarters_factions_are_drawn_from_the_seed(monkeypatch):
    """town.json ``solo.quarters_random`` (shipped: true) and, when the key is left out,
    its default: the factions are shuffled among the corners."""
    state = game("solo", 1, 1)
    orders = {factions_by_quarter(seed) for seed in range(1, 6)}
    assert len(orders) > 1
    monkeypatch.delitem(state.cat.town["solo"], "quarters_random")
    assert {factions_by_quarter(seed) for seed in range(1, 6)} == orders
