"""End Game Scoring in the rulebook's order: "Calculate your Final Glory in the following
order: Dragons, Attribute tracks, Hero cards, completed Garrison cards, the final position of
your Flame marker (you may reduce your Flame by 1 for every third Gear you discard ... only
during step 5)".  So the Heroes of step 3 count the Gear held before step 5's discards, and the
Custodian's choice (a Hero, step 3) is asked before the Gear question of step 5."""

from __future__ import annotations

from .helpers import fresh, pick
from .test_heroes import holding

ME = 0


def last_raid_over(me: dict) -> object:
    """2 players, round 5's Raid phase over; Blue keeps Flame 6 and no Gear."""
    return fresh(2, position={"boards": [me, {"flame": 6, "gear": 0}], "round": 5,
                              "phase": {"stage": "raid", "seats": []}})


def test_the_fire_marshall_counts_the_gear_held_before_step_5_discards_it():
    """Fire Marshall: +1 Glory for each Gear (at most 10).  Red holds 6 Gear and Flame 2, and
    discards all 6 Gear in step 5 to end at Flame 0."""
    state = last_raid_over({**holding("fire_marshall"), "gear": 6, "flame": 2})
    assert state.prompt.kind == "final_gear"
    pick(state, "final_gear", n=2)
    lines = dict(state.scores[ME])
    assert lines["Hero: Fire Marshall"] == 6
    assert lines["Flame"] == 8  # 6 steps behind Blue's marker
    assert state.boards[ME].gear == 0 and state.boards[ME].flame == 0


def test_the_custodian_chooses_its_marker_before_the_gear_question():
    state = last_raid_over({**holding("custodian"), "gear": 3, "flame": 2})
    assert state.prompt.kind == "custodian" and state.prompt.seat == ME
    pick(state, "custodian", track="strength")
    assert state.prompt.kind == "final_gear" and state.prompt.seat == ME
    pick(state, "pass")
    assert state.is_over
    assert dict(state.scores[ME])["Hero: Custodian"] == 5  # Strength 1 against Blue's 1
