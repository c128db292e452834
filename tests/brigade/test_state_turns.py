"""The base engine's turn and naming rules (``state.py``): an Action Phase stays open while a
free action is left (a card held on the Solo Warden costs no action: 'used at any time of your
Action Phase with no further cost'), the set-up's Warden question, and how the log names a
seat (a seat running several Wardens is just 'Player N': its actions name the Warden)."""

from __future__ import annotations

from boardgames_desktop.rules import new_game

from .helpers import game, kinds, one


def test_a_free_action_left_keeps_the_action_phase_open():
    state = game("solo", 1, 1, {"intensity": {}, "tracks": [{"forge": 1}], "warden_at": ["A1"],
                                "held": ["letter_of_commendation"], "actions_left": {"0": 1}})
    state.apply(kinds(state, "move")[0])  # the last action
    assert state.budget == {0: 0}
    assert state.acting and state.turn == 1
    assert [a["card"] for a in kinds(state, "use_card")] == ["letter_of_commendation"]


def test_without_a_free_action_the_turn_passes_at_the_last_action():
    state = game("solo", 1, 1, {"intensity": {}, "warden_at": ["A1"], "actions_left": {"0": 1}})
    state.apply(kinds(state, "move")[0])
    assert state.turn == 2


def test_the_warden_card_question_names_the_seat_when_there_are_several():
    assert new_game("brigade", "solo", 1, 1).pending["prompt"] == \
        "Set-up: choose your Warden card"
    assert new_game("brigade", "competitive", 2, 1).pending["prompt"] == \
        "Set-up: Player 1, choose your Warden card"


def test_the_log_names_a_seat_running_several_wardens_by_its_number_only():
    team = game("coop", 2, 1)
    assert [team.log_name(0), team.log_name(1)] == ["Player 1", "Player 2"]
    rivals = game("competitive", 3, 1)
    for seat in range(3):
        assert rivals.log_name(seat) == rivals.player_name(seat)
    assert rivals.log_name(0) == "Player 1 (Captain Marla Soot)"


def test_with_no_action_left_only_the_free_action_is_offered():
    """The Brigade ends its last move on a burning block with water at hand: putting it out
    would cost an action, so only the held card (free) is offered."""
    state = game("solo", 1, 1, {"intensity": {"A2": 1}, "tracks": [{"forge": 1}],
                                "warden_at": ["A1"], "held": ["letter_of_commendation"],
                                "actions_left": {"0": 1}})
    state.apply(one(state, "move", warden=0, to="A2"))
    assert state.budget == {0: 0} and state.acting and state.wardens[0].water > 0
    assert kinds(state, "extinguish") == []
    assert {a.kind for a in state.legal_actions()} == {"use_card", "end_turn"}


def test_the_recruit_question_says_where_the_cards_not_taken_go(monkeypatch):
    """'Recruit: look at the top 2 crew cards, keep 1, the other goes to the bottom';
    rules.json ``recruit_look`` may show more."""
    state = game("competitive", 2, 1, {"intensity": {}, "tracks": [{"crew": 1}]})
    state.apply(one(state, "recruit", warden=0))
    assert state.pending["prompt"] == ("Captain Marla Soot recruits: choose 1 of the 2 crew "
                                       "cards drawn (the other goes under the crew deck)")
    three = game("competitive", 2, 1, {"intensity": {}, "tracks": [{"crew": 1}]})
    monkeypatch.setitem(three.rules, "recruit_look", 3)
    three.apply(one(three, "recruit", warden=0))
    assert three.pending["prompt"] == ("Captain Marla Soot recruits: choose 1 of the 3 crew "
                                       "cards drawn (the others go under the crew deck)")
