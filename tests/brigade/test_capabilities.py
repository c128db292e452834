"""The model says what each mode puts on the table (capabilities.py), so the board no longer
guesses the mode from the state's attributes (#16.4)."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import new_game

from .positions import CONFIGS


@pytest.mark.parametrize("label,mode,players,options", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_capabilities_match_the_pieces_the_mode_really_has(label, mode, players, options):
    state = new_game("brigade", mode, players, 4, dict(options))
    caps = state.capabilities()
    assert caps.mode == mode
    assert caps.solo == hasattr(state, "blaze_cell")
    assert caps.pyromancer == (getattr(state, "pyro", None) is not None)
    assert caps.shared_board == (getattr(state, "forge", None) is not None and not caps.solo)
    assert caps.vpt == (getattr(state, "vpt", None) is not None and caps.chapter is None)
    assert caps.evactrak == (getattr(state, "evac", None) is not None
                             and getattr(state, "uses_evactrak", True))
    assert caps.chapter == options.get("chapter")
    assert caps.team == (mode != "competitive" and mode != "solo")
    if caps.chapter is not None:
        assert caps.title.endswith(f"chapter {caps.chapter}")
        assert caps.evactrak_note == state.evactrak_hint()
        assert "always takes its Favour token" in caps.saving_rule
    elif mode == "coop":
        steps = state.coop_rulings["event_evac_steps"]
        assert caps.evactrak_note == f"; every event card moves it {steps}"
    assert caps.event_faction == (mode == "solo" or caps.chapter == 1)


def test_capabilities_cannot_be_changed_by_whoever_reads_them():
    """The board reads what the model says; it cannot write it back (frozen)."""
    from dataclasses import FrozenInstanceError

    caps = new_game("brigade", "competitive", 2, 4).capabilities()
    with pytest.raises(FrozenInstanceError):
        caps.solo = True
