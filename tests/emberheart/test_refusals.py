"""A click where nothing is legal says the real reason, from the rules that list the moves."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.games.emberheart.refusals import refusal
from boardgames_desktop.games.emberheart.view.scene import create_scene
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.ui.board_view import BoardView
from boardgames_desktop.ui.game_scene import TARGET_ROLE

from .helpers import as_set_up, clear_board, fresh, set_party, start_reward

#: Texts that say nothing about why: the generic fallback and the model's own last resorts.
VAGUE = ("Nothing can be done", "cannot be chosen now", "cannot take a Party now",
         "cannot be claimed now", "cannot be used now", "cannot be taken now", "but not now",
         "is not a place")


def decisions(players: int, side: str, seed: int, limit: int = 400):
    """The positions of one random game, every 3rd action (all phases, many questions)."""
    state = new_game("emberheart", "standard", players, seed, {"side": side})
    rng = random.Random(seed)
    for step in range(limit):
        if state.is_over:
            return
        if step % 3 == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players,side,seed", [(2, "A", 3), (4, "B", 5), (3, "A", 8),
                                               (4, "A", 11), (2, "B", 6)])
def test_no_clickable_place_answers_with_a_generic_refusal(qtbot, players, side, seed):
    scene = create_scene()
    checked = 0
    for state in decisions(players, side, seed):
        legal = state.legal_actions()
        viewer = state.active_players[0] if state.active_players else None
        scene.show_state(state, viewer, legal)
        targets = {str(i.data(TARGET_ROLE)) for i in scene.items()
                   if i.data(TARGET_ROLE) is not None}
        for target in targets - {a.target for a in legal}:
            reason = scene.refusal_reason(target)
            assert isinstance(reason, Reason)
            assert reason.action_kind, (target, reason)
            assert not any(v in reason.text for v in VAGUE), (state.phase, target, reason)
            checked += 1
    assert checked > 500


def test_a_taken_space_names_whose_party_is_there(qtbot):
    state = fresh(3, position={"turn": 0})
    clear_board(state)
    set_party(state, "tavern", 2, 1, grunt=2)
    assert refusal(state, "space:tavern:2", 0).text == \
        "Space 2 of the Tavern is taken by Blue's Party."


def test_a_party_too_large_says_what_it_needs_and_what_you_have(qtbot):
    state = fresh(3, position={"turn": 0, "boards": [{
        "hire": {"grunt": 1, "scout": 1}, "tracks": {"strength": 0}, "companion_used": True}]})
    clear_board(state)
    reason = refusal(state, "space:tavern:3", 0)
    assert reason.text == ("Space 3 of the Tavern needs a Party of exactly 3 Hirelings, Grunts "
                           "and Scouts only; Red has 1 Grunt and 1 Scout.")
    assert reason.action_kind == "party"
    assert "space:tavern:3" not in {a.target for a in state.legal_actions()}
    assert "space:tavern:2" in {a.target for a in state.legal_actions()}


def test_the_companion_strength_is_counted_in_the_refusal(qtbot):
    state = fresh(3, position={  # everyone took the Strength head start: the Companion
        "turn": 0, "boards": [{"hire": {"grunt": 2, "scout": 0},  # counts as 1
                               "companion_used": False}]})
    clear_board(state)
    assert "space:camp:3" in {a.target for a in state.legal_actions()}  # 2 + Companion
    reason = refusal(state, "space:camp:4", 0)
    assert "exactly 4 Hirelings (3 with your Dragon Companion's Strength)" in reason.text
    assert "Red has 2 Grunts and 0 Scouts" in reason.text


def test_no_crest_left_and_not_your_turn(qtbot):
    state = fresh(3, position={"turn": 2, "boards": [{}, {}, {"crests": 0}]})
    clear_board(state)
    assert refusal(state, "space:guild:1", 2).text.startswith("Green has no Crest left")
    assert refusal(state, "special:warehouse", 2).text.startswith(
        "The Warehouse takes a Crest and Green has none left")
    assert refusal(state, "space:guild:1", 0).text == "It is Green's turn, not Red's."


def test_aides_say_who_took_them_and_the_phase(qtbot):
    state = fresh(3, position={"turn": 0, "aides": {"defender": 1}})
    clear_board(state)
    assert refusal(state, "aide:defender", 0).text == \
        "The Defender Aide was taken by Blue this round."
    set_party(state, "tavern", 3, 0, grunt=3)
    start_reward(state, {"leader": 1, "survivalist": 2, "healer": 0})
    assert state.prompt.kind == "claim"
    reason = refusal(state, "special:firestation", state.prompt.seat)
    assert reason.text.startswith("The Firestation is used only on a turn of the Action phase "
                                  "(now: Reward phase (Tavern))")


def test_claims_say_which_party_claims_and_where_the_card_is(qtbot):
    state = fresh(3)
    clear_board(state)
    set_party(state, "tavern", 3, 0, grunt=3)
    set_party(state, "tavern", 1, 1, grunt=1)
    start_reward(state, {"leader": 1, "survivalist": 2, "healer": 0, "defender": 0})
    assert state.prompt.kind == "claim" and state.prompt["space"] == 3
    elsewhere = next(c for c in state.offer["camp"] if c)
    reason = refusal(state, f"card:{elsewhere}", 0)
    assert reason.text == (f"Now Red's Party claims at the Tavern; {state.card(elsewhere).name}"
                           " is at the Poachers' Camp.")
    assert reason.action_kind == "claim"
    waiting = refusal(state, "space:tavern:1", 0).text
    assert waiting.startswith("Space 1 of the Tavern holds Blue's Party; it is not its turn")
    assert "Now Red's Party on Tavern 3 claims" in waiting


def test_attaching_needs_a_dragon_of_the_colour(qtbot):
    dealt = as_set_up(3, 1)
    hero = next(h for h in dealt.decks["heroes"] if dealt.card(h).color == "green")
    state = fresh(3, position={"turn": 0, "boards": [{"heroes": [hero]}]})
    clear_board(state)
    name = state.card(hero).name
    reason = refusal(state, f"card:{hero}", 0)
    assert reason.text == (f"To attach a Dragon to {name} you need a free green or Exotic "
                           "Dragon; Red has none.")
    assert reason.action_kind == "attach"
    assert refusal(state, f"card:{hero}", 1).text.startswith(f"{name} is on Red's board")


def test_a_click_on_the_board_emits_the_reason(qtbot):
    state = fresh(3, position={"turn": 0})
    clear_board(state)
    set_party(state, "camp", 2, 1, grunt=2)
    scene = create_scene()
    scene.show_state(state, 0, state.legal_actions())
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1200, 900)
    view.set_board(scene)
    view.show()
    item = next(i for i in scene.items() if i.data(TARGET_ROLE) == "space:camp:2")
    with qtbot.waitSignal(scene.refusal, timeout=1000) as signal:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(item.sceneBoundingRect().center()))
    assert signal.args[0] == Reason("Space 2 of the Poachers' Camp is taken by Blue's Party.",
                                    action_kind="party")
