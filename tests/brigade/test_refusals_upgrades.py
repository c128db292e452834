"""A refused Upgrade once it was used (``refusals.py``): one Upgrade per Warden per turn
(rulebook: "Upgrade: advance one Firehouse track one level, at most once per turn"), counted
per round in Co-Op, and said to each of a seat's Wardens when it runs several."""

from __future__ import annotations

from boardgames_desktop.games.brigade.refusals import refusal

from .helpers import game, one


def test_a_single_warden_is_told_its_upgrade_is_used_this_turn():
    state = game("competitive", 2, 1, position={"intensity": {}})
    state.apply(one(state, "upgrade", warden=0, track="crew"))
    reason = refusal(state, "track:0:wagon", 0)
    assert reason.text == "Upgrade already used this turn: one Upgrade per Warden per turn."
    assert reason.action_kind == "upgrade"


def test_a_seat_running_two_wardens_is_told_each_used_its_upgrade_this_round():
    state = game("coop", 1, 1, position={"intensity": {}})
    state.apply(one(state, "upgrade", warden=0, track="wagon"))
    state.apply(one(state, "upgrade", warden=1, track="wagon"))
    assert refusal(state, "track:0:wagon", 0).text == (
        "Upgrade already used this round by each of your Wardens: one Upgrade per Warden per "
        "round.")
