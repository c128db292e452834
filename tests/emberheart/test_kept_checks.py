"""The Garrison check kept between steps (``PlayerBoard.garrison_seen``) answers as a fresh
check does: over random playouts, after a hand edit of the board, and in copies."""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.games.emberheart.board import PlayerBoard, garrison_inputs
from boardgames_desktop.rules import new_game

from .helpers import card_id, clear_board, fresh, set_party


def _playout(players: int, side: str, seed: int) -> list[tuple]:
    """Every listing (keys) and state (snapshot) of one seeded random game."""
    state = new_game("emberheart", "standard", players, seed, {"side": side})
    chooser = random.Random(seed)
    seen = []
    while not state.is_over:
        listed = state.legal_actions()
        seen.append((tuple(a.key() for a in listed), repr(state.snapshot())))
        state.apply(listed[chooser.randrange(len(listed))])
    seen.append(((), repr(state.snapshot())))
    return seen


@pytest.mark.parametrize(("players", "side", "seed"), [(2, "A", 3), (4, "B", 5), (3, "A", 8)])
def test_kept_garrison_check_plays_as_a_fresh_one(monkeypatch, players, side, seed):
    with monkeypatch.context() as patch:  # every check from scratch: nothing is kept
        patch.setattr(PlayerBoard, "garrison_seen",
                      property(lambda board: None, lambda board, value: None), raising=True)
        reference = _playout(players, side, seed)
    kept = _playout(players, side, seed)
    assert len(kept) == len(reference)
    for step, (mine, theirs) in enumerate(zip(kept, reference)):
        assert mine == theirs, f"step {step} differs"


def _blue_holder(state):
    """The first player holds a blue Dragon, a Hero and the red 3-Glory Garrison card (one
    red Dragon and one Hero): not completed, and the check has been kept."""
    p = state.first
    board = state.boards[p]
    red3 = "G-red-3"
    assert state.card(red3).dragons == 1 and state.card(red3).other == ("heroes", 1)
    board.dragons = [card_id(state, "Mistcoil")]  # blue
    board.heroes = ["H-bard"]
    board.garrisons = [red3]
    state.stage = "action"
    state.turn = p
    state.resume()
    assert board.completed == []
    assert board.garrison_seen == garrison_inputs(board)  # kept: the next check is skipped
    return p, board, red3


def test_a_dragon_changed_in_place_is_seen():
    state = fresh(3)
    p, board, red3 = _blue_holder(state)
    board.dragons[0] = card_id(state, "Cinder Pup")  # red, same length, same list object
    state.resume()
    assert board.completed == [red3]


def test_an_exotic_colour_chosen_is_seen():
    state = fresh(3)
    p, board, red3 = _blue_holder(state)
    exotic = next(c.id for c in state.content.cards.values()
                  if c.is_dragon and c.color == "exotic")
    board.dragons = [exotic]
    board.exotic_colors[exotic] = "blue"  # an unattached Exotic given a colour: not red
    state.resume()
    assert board.completed == []
    board.exotic_colors[exotic] = "red"
    state.resume()
    assert board.completed == [red3]


def test_copies_keep_their_own_checks():
    state = fresh(3)
    p, board, red3 = _blue_holder(state)
    twin = state.clone()
    twin_board = twin.boards[p]
    twin_board.dragons[0] = card_id(twin, "Cinder Pup")
    twin.resume()
    state.resume()
    assert twin_board.completed == [red3]
    assert board.completed == [] and board.dragons == [card_id(state, "Mistcoil")]
    board.heroes.clear()  # the original changes on its own: its copy is not affected
    state.resume()
    assert twin_board.heroes == ["H-bard"] and board.garrison_seen == garrison_inputs(board)


def test_hirelings_in_parties_are_counted_again_each_time():
    """G-green-3 asks one green Dragon and 10 Hirelings, those in Parties on the board
    included: a check that had to count them is not kept, so Hirelings added to a Party on
    the board (the hand unchanged) complete the card at the next check."""
    state = fresh(3)
    clear_board(state)
    p = state.first
    board = state.boards[p]
    board.dragons = [card_id(state, "Fernclaw")]  # green
    board.garrisons = ["G-green-3"]
    board.hire.update(grunt=4, scout=0, ranger=0, warden=0)
    party = set_party(state, "tavern", 3, p, grunt=3)  # 7 Hirelings in all
    state.stage = "action"
    state.turn = p
    state.resume()
    assert board.completed == [] and board.garrison_seen is None
    party["grunt"] = 6  # 10 in all, none of them in hand
    state.resume()
    assert board.completed == ["G-green-3"]
