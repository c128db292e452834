"""The sentences of Advance Fire steps (``steps.py``), each saying its own step, found by
mutation runs (``bench/mutate_many.py``): a record of one kind must never read as another."""

from __future__ import annotations

from boardgames_desktop.games.flashpoint.steps import step_text


def test_each_advance_fire_step_reads_as_itself():
    """Advance Fire: roll a target; a hot spot there flares up (roll again); a new hot spot
    may be left; Tragic Events draws Fire cards and Events.  Each record says its own
    step."""
    texts = {
        "roll": step_text({"step": "roll", "red": 2, "black": 3, "cell": [2, 3]}),
        "flare_up": step_text({"step": "flare_up", "cell": [2, 3]}),
        "hot_spot": step_text({"step": "hot_spot", "cell": [2, 3]}),
        "fire_card": step_text({"step": "fire_card", "card": "fire_rages"}),
        "smoke": step_text({"step": "smoke", "cell": [2, 3]}),
        "reveal_pois": step_text({"step": "reveal_pois"}),
    }
    assert texts["roll"] == "Dice: red 2 (row), black 3 (column) → space 23"
    assert texts["flare_up"] == "Hot spot at 23: the fire flares up, roll again"
    assert texts["hot_spot"] == "New hot spot at 23"
    assert texts["fire_card"] == "Fire card: The Fire Rages (the fire advances)"
    assert texts["smoke"] == "Empty space hit: smoke appears at 23"
    assert texts["reveal_pois"] == "Every face-down POI is revealed"
