"""Experienced setup words and set-up checks, found by mutation runs
(``bench/mutate_many.py``): each test checks one rule of the rulebook at the edge a
one-character slip in the code would move."""

from __future__ import annotations

from boardgames_desktop.rules import new_game


def test_parking_prompts_say_what_each_vehicle_is_for():
    """Experienced game: the players choose where the engine and the ambulance park.  The
    engine's deck gun only reaches the quarter of the house beside it; a victim reaches
    safety at the ambulance.  Each prompt gives its own vehicle's reason, not the other's."""
    state = new_game("flashpoint", "experienced", 1, 1, {"difficulty": "Recruit"})
    assert state.flow.current["vehicle"] == "engine"
    assert "deck gun" in state.phase and "rescued" not in state.phase
    state.apply(next(a for a in state.legal_actions() if a.kind == "park"))
    assert state.flow.current["vehicle"] == "ambulance"
    assert "rescued" in state.phase and "deck gun" not in state.phase
