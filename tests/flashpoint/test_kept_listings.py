"""Listings kept on the plan (``House.memo``: moves, doors, extinguishing, chopping, the end
of the turn and the drives of a vehicle) equal listings made from nothing, position after
position, and a kept drive follows the AP and the vehicle's spot."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from boardgames_desktop.games.flashpoint import moves
from boardgames_desktop.rules import new_game


def _fresh_listing(state) -> list:
    """The listing made with an empty memo (the kept one is put back afterwards)."""
    house = state.house
    kept = house.memo
    house.memo = defaultdict(dict)
    try:
        return moves.generate(state)
    finally:
        house.memo = kept


@pytest.mark.parametrize(("mode", "players", "options", "seed"), [
    ("family", 4, {}, 2),
    ("experienced", 4, {"difficulty": "Veteran", "tragic_events": True}, 4),
    ("experienced", 3, {"difficulty": "Recruit"}, 9),
    ("experienced", 1, {"difficulty": "Heroic", "firefighters": 3}, 5),
])
def test_kept_listings_equal_fresh_ones_over_playouts(mode, players, options, seed):
    for game in range(2):
        state = new_game("flashpoint", mode, players, seed + game, dict(options))
        chooser = random.Random(seed + game)
        steps = 0
        while not state.is_over:
            listed = state.legal_actions()
            fresh = _fresh_listing(state)
            assert [(a.key(), a.text, a.target, a.cost) for a in listed] == \
                [(a.key(), a.text, a.target, a.cost) for a in fresh], f"step {steps}"
            state.apply(listed[chooser.randrange(len(listed))])
            steps += 1


def _drives(state) -> list[tuple]:
    state.forget_listing()
    return [(a["vehicle"], a["spot"], a.get("to"), a.cost) for a in state.legal_actions()
            if a.kind == "drive"]


def test_a_kept_drive_follows_the_ap_and_the_spot():
    """The ambulance one side away costs 2 AP, the opposite side 4 (rulebook: 2 AP a side):
    with 3 AP only the sides next to it are offered, with 4 the opposite one too; the same
    AP again is answered from the kept listing, and a moved ambulance offers other spots."""
    state = new_game("flashpoint", "experienced", 2, 3, {"difficulty": "Recruit"})
    while state.flow.queue:  # the set-up: take the first choice of each step
        state.apply(state.legal_actions()[0])
    ff = state.current_ff
    ff.ap = 3
    three = _drives(state)
    ambulance = [d for d in three if d[0] == "ambulance"]
    assert ambulance and all(d[3] == "2 AP" for d in ambulance)
    ff.ap = 4
    four = [d for d in _drives(state) if d[0] == "ambulance"]
    assert {d[3] for d in four} == {"2 AP", "4 AP"} and len(four) > len(ambulance)
    ff.ap = 3
    assert _drives(state) == three  # from the kept listing
    before = state.ambulance
    state.ambulance = next(d[1] for d in ambulance)
    moved = [d for d in _drives(state) if d[0] == "ambulance"]
    assert before in {d[1] for d in moved} and state.ambulance not in {d[1] for d in moved}
