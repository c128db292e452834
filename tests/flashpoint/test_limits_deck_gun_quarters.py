"""The deck gun's dice stay in the engine's quarter of the house: a die outside the quarter's
rows or columns is flipped (red 7 − n, black 9 − n), a die on the quarter's first or last
row or column is kept (rulebook: Experienced game, the deck gun).  Each quarter's four edges
are checked from just inside and just outside."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action

from .test_refusals_each_rule import experienced

A = Action.make

#: engine spot, the engine square the gunner stands on, a square out of its quarter
SPOTS = {"NE": ("top-engine", "0,7"), "SW": ("bottom-engine", "7,1")}
FLIPPED = " (dice flipped to stay in its quarter)"


@pytest.mark.parametrize("quarter,rolled,aimed", [
    # NE: rows 1-3, columns 5-8
    ("NE", (1, 5), (1, 5)), ("NE", (3, 8), (3, 8)),
    ("NE", (4, 5), (3, 5)), ("NE", (3, 4), (3, 5)), ("NE", (6, 1), (1, 8)),
    # SW: rows 4-6, columns 1-4
    ("SW", (4, 1), (4, 1)), ("SW", (6, 4), (6, 4)),
    ("SW", (3, 4), (4, 4)), ("SW", (6, 5), (6, 4)), ("SW", (1, 8), (6, 1)),
])
def test_the_deck_gun_keeps_a_die_in_its_quarter_and_flips_one_outside(quarter, rolled, aimed):
    spot, square = SPOTS[quarter]
    state = experienced((square, "generalist", 4), engine=spot, dice=[list(rolled)])
    state.apply(state.find_legal(A(0, "deck_gun")))
    shot = state.deck_gun_shot
    assert shot["rolled"] == list(rolled) and shot["flipped"] == list(aimed)
    said = " ".join(state.log[-1].messages)
    assert said.startswith(f"Deck gun: the dice show red {rolled[0]}, black {rolled[1]}")
    assert (FLIPPED in said) == (rolled != aimed)
