"""The Brigade, Solo: the evaluation's chance keeps a gradient all game long
(``brigade_solo.chance``).  Squashed at the Co-Op scale, a Solo game halfway through the
Faction Quests already read as a 0.99 chance: one more quest step, or the town burning
down, moved it by less than a thousandth, and the search (which averages chances) chose
among actions by noise: Wagon drives at 15 of 16 steps (seed 4), a turn ended after one
action (seed 5)."""

from __future__ import annotations

from boardgames_desktop.bots import eval_brigade
from boardgames_desktop.rules import new_game

FIRE = {"A2": 2, "B1": 3, "C1": 2, "E4": 2, "F4": 3, "D5": 2, "B5": 2, "C6": 1, "F3": 2}


def solo(influence: dict[str, int], **position) -> object:
    position = {"wardens": ["rook_cinders"], "warden_at": ["B3"], "intensity": FIRE,
                "influence": influence, **position}
    return new_game("brigade", "solo", 1, 2, {}, scenario={"position": position})


def chance(state) -> float:
    return eval_brigade.values(state)[0]


def test_one_more_quest_step_late_in_the_game_still_counts():
    """13 of 16 Influence steps against 14 (the lowest track raised): the old chance moved
    by less than 0.001 (both read 0.999); a step must be worth a few hundredths."""
    before = solo({"commons": 4, "merchants": 5, "nobles": 3, "temple": 4})
    after = solo({"commons": 4, "merchants": 5, "nobles": 4, "temple": 4})
    assert chance(after) - chance(before) > 0.02
    assert chance(after) < 0.97  # not yet a sure thing: the town may still burn down


def test_a_block_burning_down_late_in_the_game_still_costs():
    """The same late position, with the EvacTrak 7 spaces from F and three blocks down,
    against one more block down (its fall costs 4 spaces): the old chance moved by about
    0.001; losing most of the EvacTrak's room must cost at least a twentieth."""
    influence = {"commons": 4, "merchants": 5, "nobles": 4, "temple": 4}
    three = solo(influence, evacuation=7, destroyed=["F2", "E3", "A4"])
    four = solo(influence, evacuation=3, destroyed=["F2", "E3", "A4", "C6"])
    assert chance(three) - chance(four) > 0.05


def test_the_first_turn_is_neither_won_nor_lost():
    """At the start the chance sits well inside 0..1 (the search compares averages)."""
    state = solo({"commons": 1, "merchants": 1, "nobles": 1, "temple": 1})
    assert 0.05 < chance(state) < 0.6
