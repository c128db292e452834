"""A refused click on an Equipment card held on the Solo Warden (``refusals.py``): with the
data switch rules.json ``solo.held_card_actions`` at 1, the last action left still pays for
the card, so the refusal is about the card itself; with none left it is about the cost."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.refusals import refusal

from .helpers import game

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
