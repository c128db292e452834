"""Decks, RNG, tracks, supplies and grids."""

import pytest

from boardgames_desktop.rules import Deck, IllegalAction, SeededRNG, SquareGrid, Supply, Track
from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.grid import direction_between, step


def test_rng_state_round_trip():
    rng = SeededRNG(42)
    rng.roll()
    saved = rng.get_state()
    first = [rng.roll() for _ in range(10)]
    other = SeededRNG(0)
    other.set_state(saved)
    assert [other.roll() for _ in range(10)] == first


def test_deck_draw_discard_reshuffle_peek_and_place():
    rng = SeededRNG(1)
    deck = Deck(rng, list(range(10)), name="event deck", shuffle=True)
    assert sorted(deck.cards) == list(range(10))
    top = deck.peek(2)
    assert deck.draw() == top[0]
    deck.discard(top[0])
    deck.put_bottom(deck.draw())
    assert deck.cards[-1] == top[1]
    deck.put_top(99)
    assert deck.draw() == 99
    while not deck.is_empty:
        deck.discard(deck.draw())
    with pytest.raises(IllegalAction, match="event deck is empty"):
        deck.draw()
    card = deck.draw_or_reshuffle()
    assert len(deck) == 9 and not deck.discards and card in range(10)


def test_deck_draw_counts_as_chance():
    rng = SeededRNG(1)
    deck = Deck(rng, [1, 2, 3])
    before = rng.events
    deck.draw()
    assert rng.events == before + 1


def test_track_clamps_and_set_refuses():
    track = Track("EvacTrak", 0, 10, 7)
    assert track.move(5) == 3 and track.at_max
    assert track.move(-20) == -10 and track.at_min
    with pytest.raises(IllegalAction, match="0 to 10"):
        track.set(11)


def test_supply_limits():
    cubes = Supply("fire markers", 3)
    cubes.take(2)
    with pytest.raises(IllegalAction, match="not enough fire markers"):
        cubes.take(2)
    assert cubes.available == 1
    cubes.give_back(2)
    with pytest.raises(ValueError):
        cubes.give_back(1)
    unlimited = Supply("smoke", None)
    unlimited.take(100)


def test_grid_adjacency_and_directions():
    grid = SquareGrid(6, 8)
    assert sorted(grid.neighbours((0, 0))) == [(0, 1), (1, 0)]
    assert len(grid.neighbours((2, 2), diagonal=True)) == 8
    assert step((2, 2), "N") == (1, 2)
    assert direction_between((2, 2), (2, 3)) == "E"
    assert grid.wrap((-1, 8)) == (5, 0)
    assert grid.is_edge((5, 3)) and not grid.is_edge((2, 3))


def test_action_round_trip_and_equality():
    a = Action.make(1, "move", "Move to C4", target="cell:3,4", cost="1 AP", to=(3, 4), carry=True)
    b = Action.from_dict(a.to_dict())
    assert a == b and hash(a) == hash(b)
    assert b["to"] == (3, 4)
    assert a.describe() == "Move to C4 (1 AP)"
