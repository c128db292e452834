"""What the seat view tells the board scene about the claim on the way (``seat_view.board``):
the Location space whose Party claims (a Location's claim, the Mountain's bottom level), the
Warden space whose Party claims on the middle and top levels, nothing while nobody claims;
whether the seat to act is deciding a question (DECIDING) or playing its turn (TO PLAY); and
the status line of the question to attach a Dragon, in a round and at End Game Scoring."""

from __future__ import annotations

from typing import Any

from boardgames_desktop.games.emberheart import seat_view

from .helpers import card_ids, fresh, pick, wardens_party_at_the_mountain

ME = 0


def claim_marks(state: Any) -> tuple[Any, Any]:
    board = seat_view.board(state)
    return board["claiming_space"], board["claiming_warden"]


def test_a_party_claiming_at_a_location_is_marked_by_its_space():
    state = fresh(3, position={"first": ME, "phase": {"stage": "reward"}, "parties": {
        "guild": [None, {"seat": ME, "grunt": 2}, None, None, None]}})
    assert state.prompt.kind == "claim"
    assert claim_marks(state) == (["guild", 2], None)


def test_a_mountain_party_is_marked_by_its_space_below_and_by_its_warden_space_above():
    """A Party with 3 Wardens on Mountain space 3 claims on the bottom level from its space,
    then climbs onto Warden space 1 (index 0) and claims on the middle level from there."""
    state = wardens_party_at_the_mountain(ME)
    assert state.prompt.kind == "mclaim" and state.prompt["level"] == "bottom"
    assert claim_marks(state) == (["mountain", 3], None)
    pick(state, "mclaim", card="M01")
    assert state.prompt.kind == "mclaim" and state.prompt["level"] == "middle"
    assert claim_marks(state) == (None, 0)


def test_nothing_is_marked_as_claiming_on_a_turn_of_the_action_phase():
    state = fresh(3, position={"turn": ME})
    assert state.prompt is None
    assert claim_marks(state) == (None, None)
    assert seat_view.board(state)["deciding"] is False


def test_a_question_asked_during_the_action_phase_shows_the_seat_deciding():
    """The Leader Aide asks at once whether to recall a Party: the seat is deciding, not
    playing a plain turn."""
    state = fresh(3, position={"turn": ME, "parties": {
        "tavern": [None, {"seat": ME, "grunt": 2}, None, None, None]}})
    pick(state, "aide", aide="leader")
    assert state.stage == "action" and state.prompt.kind == "leader_recall"
    assert seat_view.board(state)["deciding"] is True
    assert claim_marks(state) == (None, None)


def test_the_question_to_attach_a_dragon_after_a_claim_in_a_round():
    """Red holds a free blue Dragon and claims the blue Quartermaster at the Heroes' Guild."""
    state = fresh(3, position={"first": ME, "boards": [{"dragons": card_ids("Tidefin Whelp")}],
                               "offer": {"guild": ["H-quartermaster", None, None]},
                               "phase": {"stage": "reward"},
                               "parties": {"guild": [None, {"seat": ME, "grunt": 2}, None,
                                                     None, None]}})
    pick(state, "claim", card="H-quartermaster")
    assert state.prompt.kind == "attach_now"
    assert state.task_text() == ("Red: attach a Dragon to a matching Hero or Preserve now "
                                 "(click the card), or keep it unattached for later")


def test_the_question_to_attach_a_dragon_at_end_game_scoring_is_the_last_chance():
    state = fresh(2, position={"boards": [{"heroes": ["H-quartermaster"],
                                           "dragons": card_ids("Tidefin Whelp")}, {}],
                               "round": 5, "phase": {"stage": "raid", "seats": []}})
    assert state.stage == "final" and state.prompt.kind == "attach_now"
    assert state.task_text() == ("Red: last chance before End Game Scoring: attach a Dragon to "
                                 "a Hero or Preserve (click it), or keep them as they are")
