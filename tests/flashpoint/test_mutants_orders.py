"""Specialist orders and malformed actions, found by mutation runs (``bench/mutate_many.py``):
each test sets a position through the scenario API and checks one rule at the edge a
one-character slip in the code would move."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action, IllegalAction, new_game


def experienced(*firefighters: tuple[str, str], **position) -> object:
    """An Experienced (Recruit) game in a clear house: one firefighter per (space,
    specialist), the first one's turn; ``position``: more scenario fields."""
    layout = {"engine": "top-engine", "ambulance": "left-ambulance",
              "firefighters": [{"at": at, "specialist": who} for at, who in firefighters],
              "fire": [], "hot_spots": [], "hazmats": [], "pois": [], "poi_pool": [],
              **position}
    return new_game("flashpoint", "experienced", len(firefighters), 1,
                    {"firefighters": len(firefighters), "difficulty": "Recruit"},
                    scenario={"position": layout})


@pytest.mark.parametrize("index", [7, -1, "1"])
def test_an_order_to_a_firefighter_who_does_not_exist_is_refused_in_words(index):
    """The Fire Captain orders another firefighter on the board.  An order naming no such
    firefighter (out of range, negative, not a number) is bad input: it is refused with a
    sentence and the game goes on unchanged."""
    state = experienced(("3,3", "captain"), ("4,4", "generalist"))
    order = Action(0, "command_move", (("ff", index), ("to", (3, 4))))
    before = state.to_json()
    assert "Choose another firefighter" in state.why_illegal(order)
    with pytest.raises(IllegalAction):
        state.apply(order)
    assert state.to_json() == before
