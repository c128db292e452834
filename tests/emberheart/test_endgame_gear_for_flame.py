"""End Game Scoring, step 5: "you may reduce your Flame by 1 for every third Gear you discard".
The question is asked only of a player who can use it: at least 3 Gear and a Flame above 0."""

from __future__ import annotations

from .helpers import fresh, pick

ME, YOU = 0, 1


def last_raid_over(me: dict, you: dict | None = None) -> object:
    """A 2-player game at the end of round 5's Raid phase (End Game Scoring begins)."""
    you = you or {"flame": 6, "gear": 0}
    return fresh(2, position={"boards": [me, you], "round": 5,
                              "phase": {"stage": "raid", "seats": []}})


def test_exactly_three_gear_and_one_flame_offer_the_one_step_down():
    state = last_raid_over({"flame": 1, "gear": 3})
    assert state.prompt.kind == "final_gear" and state.prompt.seat == ME
    assert [(a.kind, a.describe()) for a in state.legal_actions()] == [
        ("final_gear", "Lower your Flame by 1 to 0 (3 Gear)"), ("pass", "Keep your Gear")]
    pick(state, "final_gear", n=1)
    assert state.is_over
    assert state.boards[ME].flame == 0 and state.boards[ME].gear == 0


def test_two_gear_are_not_enough_to_be_asked():
    state = last_raid_over({"flame": 5, "gear": 2})
    assert state.is_over
    assert state.boards[ME].flame == 5 and state.boards[ME].gear == 2


def test_a_flame_at_zero_is_not_asked_to_go_lower():
    state = last_raid_over({"flame": 0, "gear": 9})
    assert state.is_over
    assert state.boards[ME].gear == 9
