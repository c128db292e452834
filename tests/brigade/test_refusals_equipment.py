"""A refused click on an Equipment card (``refusals.py``), at the cost's edge: the exact
Favour a Visit to the Forge costs (Co-Op: 1, rulings) pays for it, so the refusal is about the
card itself; one less and it is about the Favour.  For a card held on the Solo Warden, with the
data switch rules.json ``solo.held_card_actions`` at 1, the last action left pays for it."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.refusals import refusal

from .helpers import game
from .test_coop import quiet

TONGS = "Keeper's Ember Tongs"


def holding_tongs(monkeypatch, actions_left: int):
    """Solo, a calm town: the Warden holds the Ember Tongs (nothing to act on here)."""
    state = game("solo", 1, 1, position={"intensity": {}, "tracks": [{"forge": 1}],
                                        "held": ["ember_tongs"],
                                        "actions_left": {"0": actions_left}})
    monkeypatch.setitem(state.solo, "held_card_actions", 1)
    return state


@pytest.mark.parametrize(("left", "text"), [
    (1, f"{TONGS} would do nothing right now (nothing it can act on here)."),
    (0, f"Using {TONGS} costs 1 action(s) and you have none left."),
])
def test_the_last_action_left_pays_for_a_held_card(monkeypatch, left, text):
    state = holding_tongs(monkeypatch, left)
    reason = refusal(state, "equipment:ember_tongs", 0)
    assert reason.text == text and reason.action_kind == "use_card"


@pytest.mark.parametrize(("favour", "text"), [
    (1, f"{TONGS} would do nothing right now (nothing it can act on here)."),
    (0, "Visit the Forge costs 1 action and 1 Favour; the team has 0."),
])
def test_the_exact_favour_pays_for_a_visit_to_the_forge(favour, text):
    state = quiet(1, 2, {"forge": ["ember_tongs"], "favour": favour})
    reason = refusal(state, "equipment:ember_tongs", 0)
    assert reason.text == text and reason.action_kind == "ability"


def test_a_solo_forge_card_not_held_is_refused_as_a_visit_to_the_forge():
    state = game("solo", 1, 1, position={"intensity": {}, "tracks": [{"forge": 1}],
                                        "forge": ["ember_tongs"], "favour": 0})
    reason = refusal(state, "equipment:ember_tongs", 0)
    assert reason.text == "Visit the Forge costs 1 action and 1 Favour; the team has 0."
    assert reason.action_kind == "ability"
