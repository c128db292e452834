"""Choosing Warden cards at set-up (``warden_picks.py``, Co-Op and All-Versus-One): the
question names the Firehouse and, for a seat running several Wardens, which one it is; a seat
is named by the cards it chose, never by the cards dealt provisionally from the seed."""

from __future__ import annotations

from boardgames_desktop.rules import new_game


def test_a_seat_with_one_warden_is_asked_without_a_count():
    state = new_game("brigade", "3v1", 4, 1)
    assert state.pending["prompt"] == ("Set-up: Player 2, choose the Warden card for your "
                                       "Brigade at North-West Firehouse (A1)")


def test_a_seat_with_two_wardens_is_asked_for_each_in_turn():
    state = new_game("brigade", "coop", 1, 1)
    assert state.pending["prompt"].endswith("at North-West Firehouse (A1) (1 of 2)")
    state.apply(state.legal_actions()[0])
    assert state.pending["prompt"].endswith("at South-East Firehouse (F6) (2 of 2)")


def test_a_seat_is_named_by_the_cards_it_chose_only():
    state = new_game("brigade", "coop", 2, 1)
    assert state.player_name(0) == "Player 1"  # nothing chosen yet (cards dealt stand in)
    assert state.player_name(1) == "Player 2"
    chosen = state.legal_actions()[0]
    state.apply(chosen)
    name = state.cat.wardens[chosen["card"]].name
    assert state.player_name(0) == f"Player 1 ({name})"
    assert state.player_name(1) == "Player 2"


def test_a_card_dealt_to_a_later_warden_can_be_chosen_and_the_two_swap():
    """The cards dealt from the seed stand in until chosen: picking the card dealt to the
    second Warden gives that Warden the first one's card, so no card is held twice."""
    state = new_game("brigade", "coop", 2, 1)
    dealt = [w.card for w in state.wardens]
    wanted = dealt[1]
    state.apply(next(a for a in state.legal_actions() if a["card"] == wanted))
    assert [w.card for w in state.wardens] == [wanted, dealt[0], dealt[2], dealt[3]]


def test_the_last_warden_dealt_a_chosen_card_takes_the_chooser_s_card():
    state = new_game("brigade", "coop", 2, 1)
    dealt = [w.card for w in state.wardens]
    state.apply(next(a for a in state.legal_actions() if a["card"] == dealt[3]))
    assert [w.card for w in state.wardens] == [dealt[3], dealt[1], dealt[2], dealt[0]]
