"""``check_game`` notices every kind of violation it claims to catch, each with its own words.

Each case plays one copy of the counting game of ``harness_games.py`` that breaks exactly one
promise; the harness must stop with ``ContractBroken`` naming the game, the step and that
promise.  The sound game passes, and the report counts exactly the checks made.
"""

from __future__ import annotations

import re

import pytest

from boardgames_desktop.rules.contract import ContractBroken, check_game

from .harness_games import GOAL, registered


def broken_by(name: str, players: int = 1, **kwargs) -> str:
    with registered(name) as game_id, pytest.raises(ContractBroken) as caught:
        check_game(game_id, "standard", players, 5, **kwargs)
    message = str(caught.value)
    assert message.startswith(f"{game_id}/standard/{players}p seed 5, step ")
    return message


# ----- the sound game -------------------------------------------------------------------------
def test_the_sound_game_passes_and_every_step_is_checked_in_depth():
    """One seat counts to four: four steps, the first three undoable (the fourth ends the
    game), each position saved, reloaded and seen by its seat."""
    with registered() as game_id:
        report = check_game(game_id, "standard", 1, 5, deep_every=1)
    assert report.steps == GOAL
    assert report.undos_checked == GOAL - 1
    assert report.reloads_checked == GOAL and report.views_checked == GOAL
    assert report.refusals_checked >= GOAL


def test_the_expensive_checks_run_at_steps_0_n_2n_and_an_undo_after_each():
    """``deep_every=2``: steps 0 and 2 are checked in depth, undo included (both are counts a
    seat may take back); steps 1 and 3 are not."""
    with registered() as game_id:
        report = check_game(game_id, "standard", 1, 5, deep_every=2)
    assert report.steps == GOAL
    assert report.reloads_checked == 2 and report.views_checked == 2
    assert report.undos_checked == 2


def test_two_seats_each_see_their_view_checked():
    with registered() as game_id:
        report = check_game(game_id, "standard", 2, 3, max_steps=6, deep_every=1)
    assert report.steps == 6 and report.views_checked == 12


def test_seats_asked_at_once_may_all_act():
    """Decisions of one group are all open: the moves of every seat asked are allowed."""
    with registered("asks-at-once") as game_id:
        report = check_game(game_id, "standard", 2, 5, max_steps=3)
    assert report.steps == 3


# ----- one broken promise each ----------------------------------------------------------------
@pytest.mark.parametrize("name, players, words", [
    ("goes-on", 1, "step 4: a finished game still offers actions"),
    ("runs-out", 1, "step 2: no legal action but the game is not over"),
    ("nobody-acts", 1, "step 2: the game is not over but no seat is active"),
    ("other-seat", 2, "step 0: 'Count out of turn' belongs to seat 1, who may not act now"),
    ("no-decision", 1, "step 0: the game goes on but waits for no decision"),
    ("asks-in-turn", 2, "step 0: 'Count one more' belongs to seat 1, who was not asked 'count'"),
    ("twice", 1, "step 0: two listed actions are the same move"),
    ("silent", 1, "step 0: step has no text a player can read"),
    ("no-reason", 1, "step 0: refusing no-such-move gives no reason"),
    ("refusal-counts", 1, "step 0: a refused action changed the state"),
    ("loaded-differs", 1, "step 0: save and load do not give the same state"),
    ("loaded-saves", 1, "step 0: a loaded game saves differently"),
    ("loaded-moves", 1, "step 0: a loaded game offers other actions"),
    ("undo-other", 1, "step 0: undo took back another action than the last one"),
    ("undo-nothing", 1, "step 0: undo does not restore the position before the action"),
    ("undo-listing", 1, "step 0: after undo other actions are offered than before the action"),
    ("redo", 1, "step 0: redoing an undone action gives another position"),
])
def test_the_harness_names_each_broken_promise(name, players, words):
    assert broken_by(name, players).endswith(words)


def test_a_refusal_without_a_reason_is_caught_for_a_move_of_a_seat_that_may_not_act():
    """With two seats the harness also tries the listed move for the idle seat."""
    assert re.search(r"step 0: refusing (step|pass) gives no reason$",
                     broken_by("no-reason", 2))


def test_a_game_whose_replay_differs_is_caught_at_the_end():
    """Past the steps checked in depth only the final replay can see it: the step named is
    the number of steps played (three: the odd extra count of the third step reached four).
    """
    assert broken_by("replay", deep_every=100).endswith(
        "step 3: replaying the log does not give the same state")


def test_a_view_with_a_nan_is_not_plain_json():
    message = broken_by("nan")
    assert "step 0: the view of seat None is not plain JSON: " in message
    assert "Out of range float values are not JSON compliant" in message


def test_a_view_that_foretells_the_die_shows_hidden_data_named_by_its_field():
    assert broken_by("leak").endswith(
        "step 0: the view of seat 0 shows hidden data: table.next_roll")
