"""A click where nothing is legal says the real reason (teaching #11.5, #16.1).

Every clickable place of mid-game positions of every mode, seen by each seat, answers with a
``Reason`` that names the refused kind of move and is never the generic fallback; hand-set
positions check that the reason is the right one (whose board, how far, what it costs).
"""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.refusals import refusal
from boardgames_desktop.games.brigade.view.scene import create_scene, tagged_items
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.reason import Reason

from .helpers import calm, game, pick_wardens
from .positions import position, position_names

GENERIC = "Nothing can be done there right now."
NAMES = position_names()


@pytest.mark.parametrize("name", NAMES)
def test_no_clickable_place_answers_with_the_generic_refusal(qapp, name):
    state = position(name)
    scene = create_scene()
    for viewer in sorted(set(state.active_players) | {0, state.players - 1}):
        scene.show_state(state, viewer, state.legal_actions())
        for target in tagged_items(scene):
            if target in scene.targets():
                continue
            reason = scene.refusal_reason(target)
            assert isinstance(reason, Reason), target
            assert reason.action_kind, (target, reason)
            assert reason.text and reason.text != GENERIC and "Nothing" not in reason.text, (
                viewer, target, reason)


def test_an_opponents_track_says_whose_board_it_is():
    state = game("competitive", 2, 3)
    me = state.active_players[0]
    other = next(w for w in state.wardens if w.seat != me)
    reason = refusal(state, f"track:{other.board}:wagon", me)
    assert "belongs to" in reason.text and state.player_name(other.seat) in reason.text
    assert reason.action_kind == "upgrade"
    mine = next(w for w in state.wardens if w.seat == me)
    state.apply(next(a for a in state.legal_actions()  # this turn's upgrade
                     if a.kind == "upgrade" and a["track"] == "leadership"))
    assert "already used" in refusal(state, f"track:{mine.board}:wagon", me).text
    top = len(state.boards[mine.board].tracks["crew"]) - 1
    tracks = [{}, {}]
    tracks[mine.board] = {"crew": top}
    state = game("competitive", 2, 3, position={"tracks": tracks})
    assert "at its top (3)" in refusal(state, f"track:{mine.board}:crew", me).text


def test_a_far_block_gives_its_distance_and_the_wardens_real_step_count():
    """Marla's advanced side moves 1 more step: the refusal counts with the model's rule."""
    for advanced, steps in ((False, 4), (True, 5)):
        state = new_game("brigade", "competitive", 2, 1, {"advanced_wardens": advanced})
        while state.pending is not None:
            marla = [a for a in state.legal_actions() if a["card"] == "marla_soot"]
            state.apply(marla[0] if marla else state.legal_actions()[0])
        calm(state)
        w = next(w for w in state.wardens if w.card == "marla_soot")
        state.current = w.seat
        state.budget = {w.index: 3}
        state.acting = True
        w.cell = "A1"
        state.forget_listing()
        reason = refusal(state, "cell:F6", w.seat)
        assert reason.text.endswith(f"is 10 steps from Captain Marla Soot, who moves {steps} "
                                    "(a destroyed block costs 2).")
        assert reason.action_kind == "move"
        assert not [a for a in state.legal_actions() if a.target == "cell:F6"]


def test_a_burning_block_in_the_way_is_named_as_the_reason():
    state = game("competitive", 2, 1, position={  # Warden 0 plays first, in the corner A1
        "warden_at": ["A1"],
        "intensity": {"A2": 1, "B1": 1, "B2": 1}})  # every way out of the corner burns
    w = state.wardens[state.current]
    state.forget_listing()
    reason = refusal(state, "cell:A3", w.seat)
    assert "burning block" in reason.text and reason.action_kind == "move"


def test_a_forge_card_the_team_cannot_pay_for_says_the_cost_and_the_favour():
    state = game("coop", 1, 2, position={"favour": 0})
    card = state.forge[0]
    reason = refusal(state, f"equipment:{card}", state.active_players[0])
    cost = state.ability_cost("forge")
    assert reason.text == (f"Visit the Forge costs 1 action and {cost} Favour; the team has 0.")
    assert reason.action_kind == "ability"


def test_all_versus_one_boards_belong_to_their_side():
    state = pick_wardens(new_game("brigade", "3v1", 4, 5))
    while state.pending is not None:  # the Pyromancer's start and the starter events
        state.apply(state.legal_actions()[0])
    assert state.side == "pyro"
    warden_seat = state.wardens[0].seat
    assert "not your turn" in refusal(state, "cell:A1", warden_seat).text
    assert "Wardens' board" in refusal(state, "track:incidents:0", 0).text
    state.side = "wardens"
    state.acting = True
    state.budget = {w.index: 2 for w in state.wardens}
    state.forget_listing()
    reason = refusal(state, "track:pyro:mana", warden_seat)
    assert "Pyromancer's board" in reason.text and reason.action_kind == "pyro_upgrade"


def test_a_pending_choice_names_who_decides():
    state = new_game("brigade", "competitive", 3, 2)
    assert state.pending["kind"] == "warden"
    other = (state.pending["player"] + 1) % 3
    reason = refusal(state, "cell:C3", other)
    assert reason.text.startswith(state.player_name(state.pending["player"]) + " decides first")
    assert reason.action_kind == "warden"
