"""Who wins, and the sentence that says why ("the player with the highest Final Glory wins
the game.  In case of a tie, the player with the most Dragon cards wins.  If there is still a
tie, the victory is shared").  Two-player games ended after round 5's Raid phase, Flame 0 for
both and no Gear, so the Glory is the Dragons' alone: Crag Drake and Ivy Drake 2 each,
Tidefin Whelp and Mossback Whelp 1 each."""

from __future__ import annotations

from .helpers import card_ids, fresh

RED, BLUE = 0, 1


def ended(red_dragons: tuple[str, ...], blue_dragons: tuple[str, ...]) -> object:
    boards = [{"dragons": card_ids(*names), "flame": 0, "gear": 0}
              for names in (red_dragons, blue_dragons)]
    state = fresh(2, position={"boards": boards, "round": 5,
                               "phase": {"stage": "raid", "seats": []}})
    assert state.is_over
    return state


def test_a_clear_winner_is_named_without_a_tie_break():
    outcome = ended(("Crag Drake",), ()).outcome
    assert outcome.winners == (RED,)
    assert outcome.reason == "Red wins with 2 Glory."


def test_a_tie_in_glory_goes_to_the_most_dragon_cards():
    outcome = ended(("Crag Drake",), ("Tidefin Whelp", "Mossback Whelp")).outcome
    assert outcome.winners == (BLUE,)
    assert outcome.reason == "Blue wins with 2 Glory (tie broken by Dragon cards)."


def test_a_tie_in_glory_and_dragon_cards_is_a_shared_victory():
    outcome = ended(("Crag Drake",), ("Ivy Drake",)).outcome
    assert outcome.winners == (RED, BLUE)
    assert outcome.reason == "Red and Blue win with 2 Glory (shared victory)."
