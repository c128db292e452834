"""The Brigade: a Transfer is planned as one decision (``bots/brigade_transfer.py``).

A Transfer asks for one water at a time until Done.  Judged move by move, most moves change
nothing (the Warden and its crew carry the same water either way), so the bots used to
shuffle water back and forth until the loop guard stopped them (Solo seed 1: 24 moves).
"""

from __future__ import annotations

import math

from boardgames_desktop import bots
from boardgames_desktop.rules import new_game

# Solo: the Warden (1 of 2 water) and two crew (1/1 and 0/2) stand with the Wagon (2 water)
# on C3; the Wagon's water stays behind when the Brigade walks off to a fire.
POSITION = {"wardens": ["ida_brightwater"], "warden_at": ["C3"], "warden_water": [1],
            "warden_crew": [[{"card": "acolyte_finch", "water": 1},
                             {"card": "verger_mott", "water": 0}]],
            "wagons": [{"at": "C3", "water": 2}], "tracks": [{"crew": 2}],
            "intensity": {"B2": 1, "E5": 2}}


def open_transfer():
    state = new_game("brigade", "solo", 1, 2, {}, scenario={"position": POSITION})
    state.apply(next(a for a in state.legal_actions() if a.kind == "transfer"))
    return state


def test_a_transfer_takes_the_wagons_water_aboard_and_stops_without_shuffling():
    """Every level moves the Wagon's two water onto the Brigade (it goes where the Brigade
    goes) and then says Done: no water leaves the Brigade, nothing is moved back.  The old
    bots took each move alone: Easy moved water around the Brigade 11 times, Hard left one
    water on the Wagon."""
    for level in ("easy", "normal", "hard"):
        for seed in (1, 2, 3):
            state = open_transfer()
            bot = bots.make_bot(level, 0, seed, iterations=60)
            steps = []
            while True:
                action = bot.choose(state, math.inf)
                state.apply(action)
                if action.get("source") is None:
                    break
                steps.append((action.get("source"), action.get("dest")))
                assert len(steps) <= 4, (level, seed, steps)
            assert all(source.startswith("wagon") for source, _dest in steps), (level, steps)
            assert state.wagons[0].water == 0, (level, seed, steps)


def test_a_transfer_with_nothing_to_gain_is_done_at_once():
    """With the Wagon empty, no split of the Brigade's water is better than another:
    Done comes first (the old bots shuffled a random number of moves first)."""
    position = dict(POSITION, wagons=[{"at": "C3", "water": 0}])
    for seed in (1, 2, 3):
        state = new_game("brigade", "solo", 1, 2, {}, scenario={"position": position})
        state.apply(next(a for a in state.legal_actions() if a.kind == "transfer"))
        action = bots.make_bot("easy", 0, seed).choose(state, math.inf)
        assert action.kind == "transfer" and action.get("source") is None, action.describe()
