"""Rules text that matches the chapter: the EvacTrak hint of the side panel per chapter
(from the chapter's rules data, checked against what the rules do) and the Phoenix reaching
16 ending chapter 4 at once."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.campaign import CampaignState
from boardgames_desktop.games.brigade.campaign_rules import chapter_rules
from boardgames_desktop.games.brigade.coop_tracks import coop_rules
from boardgames_desktop.games.brigade.view.scene import BrigadeScene

from .helpers import calm, pick_wardens


def panel_hint(state: CampaignState) -> str:
    """The EvacTrak line's extra words exactly as the side panel draws them."""
    scene = BrigadeScene()
    scene.state = state
    return scene.evac_extra()


def evac_after_one_event(chapter: int) -> tuple[int, int]:
    """(EvacTrak before, after) one event card is drawn, everything else held still."""
    g = pick_wardens(CampaignState("campaign", 2, 4, {"chapter": chapter}))
    before = g.evac.position
    card = g.events.draw()
    g.on_event_drawn(g.cat.events[card])
    return before, g.evac.position


@pytest.mark.parametrize("chapter", [1, 2, 3])
def test_the_panel_evactrak_hint_agrees_with_the_chapter_rules(qapp, chapter):
    ch = chapter_rules(chapter)
    g = pick_wardens(CampaignState("campaign", 2, 4, {"chapter": chapter}))
    hint = panel_hint(g)
    before, after = evac_after_one_event(chapter)
    if ch["event_moves_evactrak"]:
        steps = coop_rules()["event_evac_steps"]
        assert hint == f"; every event card moves it {steps}"
        assert before - after == steps  # and the rules do move it
    else:
        assert "event" not in hint  # nothing claims that event cards move it
        assert hint.endswith(f"tip-off Loyalty: {ch['missed_round_steps']}")
        assert "tip-off Loyalty" in hint
        assert after == before  # and the rules do not move it


def test_chapter_1_says_event_cards_do_not_move_the_evactrak(qapp):
    g = pick_wardens(CampaignState("campaign", 1, 3, {"chapter": 1}))
    assert panel_hint(g) == "; a round with no tip-off Loyalty: 1"


def test_chapter_4_has_no_evactrak_hint(qapp):
    g = pick_wardens(CampaignState("campaign", 1, 3, {"chapter": 4}))
    assert not g.uses_evactrak and panel_hint(g) == ""


def test_the_phoenix_reaching_16_ends_chapter_4_in_the_middle_of_its_moves():
    # one player running two Wardens: both face-down cards are revealed in one step
    g = pick_wardens(CampaignState("campaign", 1, 5, {"chapter": 4, "coop_wardens": 2}))
    calm(g)
    g.result = None
    top = chapter_rules(4)["phoenix_top"]
    g.phoenix, g.phoenix_cell = top - 1, "C3"
    east = [c for c, e in g.cat.events.items() if e.phoenix == "E"][:2]
    g.phoenix_cards = list(east)
    g.town.tiles["D3"].intensity = 1  # the first landing is in flames: +1 reaches the top
    g.town.tiles["E3"].intensity = 1
    g.op_phoenix_move(0)
    g.forget_listing()  # the position was set by hand
    assert g.outcome is not None and g.outcome.winners == () and str(top) in g.outcome.reason
    assert g.phoenix == top and g.phoenix_cell == "D3"  # the second card never moved it
    assert g.phoenix_cards[1] == east[1]
    assert g.town.tiles["D3"].intensity == 1  # no fire added once the chapter is over
    assert g.town.tiles["E3"].intensity == 1
    assert g.legal_actions() == []
