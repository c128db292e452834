"""The project's rulings in ``resources/flashpoint/rules.json`` ("rulings") played at their
other value too, so a model that ignores one is caught whatever its shipped value.  The
shipped values are tested elsewhere (``test_tragic.py``: an empty deck reshuffles its
discards); see ``/work/shared/rules/flashpoint-base.md`` for the rulings themselves."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.rules import Action

from .test_mutants_tragic import tragic

A = Action.make


def steps(state) -> list[tuple[str, Any]]:
    return [(entry["step"], entry.get("card")) for entry in state.fire_steps]


@pytest.mark.parametrize("reshuffles", [True, False])
def test_an_empty_event_deck_reshuffles_its_discards_only_by_the_ruling(ruling, reshuffles):
    """A Flare Up card draws an Event; the Event deck is empty and Adrenaline lies in its
    discards.  With ``event_deck_reshuffles`` the discards become the deck and Adrenaline
    is drawn; without it no Event is drawn and the discards stay."""
    ruling("event_deck_reshuffles", reshuffles)
    state = tragic(("0,0", "generalist"), fire_deck=["flare_up", "respite"], event_deck=[])
    state.event_discard = ["adrenaline"]
    state.apply(state.find_legal(A(0, "end_turn")))
    events = [card for step, card in steps(state) if step == "event"]
    if reshuffles:
        assert events == ["adrenaline"] and state.event_discard == ["adrenaline"]
    else:
        assert events == [None] and state.event_discard == ["adrenaline"]
        assert state.event_deck == []


@pytest.mark.parametrize("reshuffles", [True, False])
def test_an_empty_fire_deck_reshuffles_its_discards_only_by_the_ruling(ruling, reshuffles):
    """The Fire deck is empty, Fire Rages lies in its discards.  With
    ``fire_deck_reshuffles`` it is drawn again (the fire advances: one roll, 1,1 takes
    smoke); without it no Fire card is drawn and nothing is rolled."""
    ruling("fire_deck_reshuffles", reshuffles)
    state = tragic(("0,0", "generalist"), fire_deck=[], dice=[[1, 1]])
    state.fire_discard = ["fire_rages"]
    state.apply(state.find_legal(A(0, "end_turn")))
    cards = [card for step, card in steps(state) if step == "fire_card"]
    smoke = state.fire[state.house.idx(1, 1)]
    if reshuffles:
        assert cards == ["fire_rages"] and smoke == 1
    else:
        assert cards == [None] and smoke == 0
        assert state.fire_discard == ["fire_rages"] and state.fire_deck == []
