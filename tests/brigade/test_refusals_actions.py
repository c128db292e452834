"""Every kind of refused Brigade action (``why_illegal``, what a malformed or out-of-reach move
is told) names the rule of *its* mode: the base game's reasons, Co-Op's (no crew deck; Favour
abilities; one Upgrade a round), the campaign's chapters (the sealed University, the Scroll's
price, Phoenix Eggs, the Phoenix), Solo's Equipment on the Warden, All-Versus-One's (no crew
deck; the Pyromancer's own actions).  Each action is checked not to be legal first."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.rules import Action

from .helpers import game
from .test_allvsone_helpers import avo

A = Action.make
BASE_MOVE = ("The Brigade cannot reach that block this move (burning blocks stop a move, "
             "destroyed blocks cost 2 steps and cannot end one).")
COOP_ABILITY = ("You need 1 action and enough Favour tokens, and the ability must have "
                "something to do (a usable card, a Warden or Wagon to fill, the EvacTrak away "
                "from S).")


def refused(state: Any, action: Action, text: str) -> None:
    state.forget_listing()
    assert state.find_legal(action) is None, action
    assert state.why_illegal(action) == text


def competitive(**position: Any) -> Any:
    return game("competitive", 2, 1, position={"intensity": {}, "warden_at": ["A1", "F6"],
                                               **position})


@pytest.mark.parametrize("action,text", [
    (A(0, "move", warden=0, to="F5"), BASE_MOVE),
    (A(0, "wagon", wagon=0, to="F5"), "The Wagon cannot reach that block this move."),
    (A(0, "extinguish", warden=0), "There is no fire here, or your Brigade has no water."),
    (A(0, "refill", warden=0), "You can refill only on a Firehouse or a block that allows it, "
                               "and only when something is not full."),
    (A(0, "transfer", warden=0), "There is nothing to transfer here."),
    (A(0, "recruit", warden=0), "You need a free crew slot and cards left in the crew deck."),
    (A(0, "upgrade", warden=0, track="nonsense"),
     "You may upgrade once per turn, and that track must not be at its top."),
    (A(0, "nonsense"), "nonsense is not possible right now."),
    (A(1, "move", warden=1, to="F5"), "It is not Player 2 (Fenwick Dray)'s turn."),
])
def test_the_base_games_refusals(action, text):
    refused(competitive(), action, text)


def test_a_warden_without_actions_left_is_told_so_before_anything_else():
    state = competitive(actions_left={"0": 0})
    refused(state, A(0, "move", warden=0, to="A2"), "Captain Marla Soot has no actions left "
                                                    "this turn.")
    assert competitive(actions_left={"0": 1}).find_legal(A(0, "move", warden=0, to="A2"))


@pytest.mark.parametrize("action,text", [
    (A(0, "recruit", warden=0), "There is no crew deck in Co-Op."),
    (A(0, "ability", warden=0, ability="x"), COOP_ABILITY),
    (A(0, "ointment", warden=0), "There are no Miracle Ointment actions left, or this Warden "
                                 "still has its own actions."),
    (A(0, "upgrade", warden=0, track="x"), "Each Warden may upgrade once per round, and the "
                                           "track must not be at its top."),
    (A(0, "move", warden=0, to="Z9"), BASE_MOVE),
])
def test_co_ops_refusals(action, text):
    refused(game("coop", 2, 1, position={"intensity": {"C3": 1}}), action, text)


def test_the_campaigns_refusals_name_the_chapters_rules():
    state = game("campaign", 1, 1, position={"intensity": {"A3": 1}}, chapter=3)
    refused(state, A(0, "move", warden=0, to="C3"),
            "The University is sealed until the Scroll is bought.")
    refused(state, A(0, "scroll", warden=0), "The Scroll costs 1 action plus its price in "
                                             "Favour.")
    refused(state, A(0, "recruit", warden=0), "There is no crew deck in Co-Op.")
    refused(state, A(0, "ability", warden=0), COOP_ABILITY)
    refused(game("campaign", 1, 1, position={"intensity": {"A3": 1}}, chapter=2),
            A(0, "deliver", warden=0),
            "Deliver a Phoenix Egg on a Firehouse still waiting for one, or on a University "
            "block while the University waits, with an egg in hand.")
    refused(game("campaign", 1, 1, position={"intensity": {"A3": 1}}, chapter=4),
            A(0, "phoenix", warden=0),
            "Only a Warden on the Phoenix's block with water can pour on it.")


def test_solos_refusals():
    state = game("solo", 1, 1, position={"intensity": {"A3": 1}})
    refused(state, A(0, "use_card", card="x"), "That card is not on your Warden, was already "
                                                "used this turn (a Treasure), or would do "
                                                "nothing right now.")
    refused(state, A(0, "move", warden=0, to="Z9"), BASE_MOVE)


@pytest.mark.parametrize("action,text", [
    (A(0, "pyro_move", to="F6"), "The Pyromancer cannot reach that block: 4 squares, never "
                                 "onto or through a Warden, ruins cost 2 and cannot be the end "
                                 "square."),
    (A(0, "absorb"), "You can only absorb fire from the burning block you stand on, as much as "
                     "the Mana Pool can still hold."),
    (A(0, "pyro_upgrade", track="x"), "The Pyromancer upgrades once per turn, on a track "
                                      "below its top."),
    (A(0, "combust"), "Combust needs 3 Fire Mana."),
    (A(0, "flaretillery"), "Flaretillery needs 5 Fire Mana."),
    (A(0, "familiar"), "The Familiar's ability needs the Familiar at its last level and 3 Fire "
                       "Mana, once per turn."),
    (A(0, "recruit", warden=0), "There is no crew deck in All-Versus-One."),
    (A(1, "move", warden=0, to="F6"), "It is not Player 2 (Captain Marla Soot)'s turn."),
])
def test_all_versus_ones_refusals(action, text):
    refused(avo("3v1", 4, 1, "C3", position={"warden_at": ["B3", "C2", "D3"]}), action, text)


def test_a_pyromancer_without_actions_left_is_told_so():
    state = avo("3v1", 4, 1, "C3", position={"warden_at": ["B3", "C2", "D3"],
                                             "pyromancer": {"actions_left": 0}})
    refused(state, A(0, "combust"), "The Pyromancer has no actions left this turn.")
    refused(state, A(0, "fuel"), "The Pyromancer has no actions left this turn.")
