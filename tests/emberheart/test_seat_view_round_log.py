"""The round's placements as the seat view reads them from the game log
(``seat_view.round_actions``, ``placements``, ``mountain_wardens``): every Party placed since
the last "Round N begins." heading, through the Reward and the Raid phase of that round (the
Raid phase's own heading does not start a new round), and none once the next round begins —
also when that heading came with the very last step logged."""

from __future__ import annotations

from typing import Any

from boardgames_desktop.games.emberheart import seat_view

from .helpers import card_ids, fresh, pick

ME, YOU = 0, 1
AMBUSH, ROPES = card_ids("Night Ambush", "Cut Ropes")  # 1 Expert; 1 Grunt per 2 Scouts


def one_party_each() -> Any:
    """Round 1 of a 2-player game in which each seat has one Crest: Red sends 1 Warden to
    Mountain 1, Blue 2 Grunts to Tavern 2; then the Aides end the Action phase (Blue, the
    Defender, discards Cut Ropes), and both recall their Parties in the Reward phase."""
    state = fresh(2, position={"turn": ME, "first": ME, "raids": [ROPES, AMBUSH], "boards": [
        {"crests": 1, "hire": {"grunt": 5, "scout": 1, "ranger": 1, "warden": 1}},
        {"crests": 1}]})
    pick(state, "party", loc="mountain", space=1, expert=1, grunt=0, companion=False)
    pick(state, "party", loc="tavern", space=2, expert=0, grunt=2, companion=False)
    pick(state, "aide", aide="leader")
    pick(state, "pass")  # the Leader recalls no Party
    pick(state, "aide", aide="defender")
    pick(state, "defender", card=ROPES)
    while state.stage == "action":
        state.forget_listing()
        if state.prompt is not None and state.prompt.kind == "finish":
            pick(state, "pass")
        else:
            state.apply(next(a for a in state.legal_actions() if a.kind == "aide"))
    assert state.prompt.kind == "claim" and state.prompt.seat == YOU
    pick(state, "pass")
    assert state.prompt.kind == "mclaim" and state.prompt.seat == ME
    assert seat_view.mountain_wardens(state) == [[ME, 1, 1]]
    pick(state, "pass")
    return state


def test_the_rounds_placements_are_still_read_in_its_raid_phase():
    """Night Ambush takes 1 Expert and Red has three kinds: Red is asked which."""
    state = one_party_each()
    assert state.stage == "raid" and state.prompt.kind == "raid_expert"
    assert seat_view.mountain_wardens(state) == [[ME, 1, 1]]
    assert seat_view.placements(state) == {(ME, "mountain", 1): 0, (YOU, "tavern", 2): 0}


def test_a_new_round_begun_by_the_last_step_logged_has_no_placements_yet():
    state = one_party_each()
    pick(state, "raid_expert", expert="scout")
    assert state.round == 2 and state.stage == "action" and state.prompt is None
    assert seat_view.round_actions(state) == []
    assert seat_view.mountain_wardens(state) == []
    assert seat_view.placements(state) == {}


def test_the_first_party_of_the_new_round_is_read_from_the_log():
    """Red took the Leader Aide, so Red places first in round 2: 1 Warden to Mountain 1."""
    state = one_party_each()
    pick(state, "raid_expert", expert="scout")
    assert state.turn == ME
    pick(state, "party", loc="mountain", space=1, expert=1, grunt=0, companion=False)
    assert seat_view.mountain_wardens(state) == [[ME, 1, 1]]
    assert seat_view.placements(state) == {(ME, "mountain", 1): 0}


def test_parties_laid_out_by_a_position_are_numbered_in_board_order_per_seat():
    """Parties not in the log (laid out by a scenario) take each seat's next number, Location
    by Location and space by space — Red's (seat 0) as well as Blue's; a non-player Crest is
    nobody's placement."""
    state = fresh(3, position={"turn": ME, "parties": {
        "guild": [None, {"seat": ME, "grunt": 2}, None, None, None],
        "tavern": [{"seat": YOU, "grunt": 1}, None, {"seat": ME, "grunt": 3}, None, None]}})
    assert seat_view.placements(state) == {
        (ME, "guild", 2): 0, (YOU, "tavern", 1): 0, (ME, "tavern", 3): 1}
    two = fresh(2, position={"turn": ME, "parties": {
        "guild": [None, {"seat": ME, "grunt": 2}, None, None, {"seat": -1}]}})
    assert seat_view.placements(two) == {(ME, "guild", 2): 0}
