"""Chapter 4, pouring water on the Phoenix (``games/brigade/campaign_phoenix.py``): offered
to a Warden on the Phoenix's block with water to pour while the track is above 0 ("each water
lowers its track by 1"; at 0 the Wardens catch it by standing on or around it), and the log
line for a block burning down under the Phoenix."""

from __future__ import annotations

from boardgames_desktop.games.brigade.campaign import CampaignState
from boardgames_desktop.rules import new_game


def chapter_4(position: dict) -> CampaignState:
    """One seat running two Wardens, a calm town with one small fire on E5."""
    state = new_game("brigade", "campaign", 1, 3, {"chapter": 4},
                     scenario={"position": {"intensity": {"E5": 1}, **position}})
    assert isinstance(state, CampaignState)
    return state


def pour_offered(g: CampaignState, warden: int = 0) -> bool:
    g.forget_listing()
    return any(a.kind == "phoenix" and a["warden"] == warden for a in g.legal_actions())


def test_pouring_is_offered_only_with_the_track_above_zero():
    """Track at 0 and the second Warden far away (F6): the chapter goes on, and there is
    nothing left to pour the water on."""
    at_one = chapter_4({"phoenix_track": 1, "phoenix_at": "B2", "warden_at": ["B2", "F6"],
                        "warden_water": [2, 2], "actions_left": {"0": 2, "1": 2}})
    assert pour_offered(at_one)
    at_zero = chapter_4({"phoenix_track": 0, "phoenix_at": "B2", "warden_at": ["B2", "F6"],
                         "warden_water": [2, 2], "actions_left": {"0": 2, "1": 2}})
    assert at_zero.result is None and at_zero.phoenix == 0
    assert not pour_offered(at_zero)


def test_pouring_needs_some_water_at_hand():
    """An empty Warden on the Phoenix's block, no Wagon there: nothing to pour."""
    dry = chapter_4({"phoenix_track": 5, "phoenix_at": "B2", "warden_at": ["B2", "F6"],
                     "warden_water": [0, 2], "wagons": [{"at": "F6", "water": 3}],
                     "actions_left": {"0": 2, "1": 2}})
    assert not pour_offered(dry)
    wet = chapter_4({"phoenix_track": 5, "phoenix_at": "B2", "warden_at": ["B2", "F6"],
                     "warden_water": [1, 2], "wagons": [{"at": "F6", "water": 3}],
                     "actions_left": {"0": 2, "1": 2}})
    assert pour_offered(wet)


def test_only_the_block_under_the_phoenix_is_said_to_burn_down_under_it():
    """Coal Storm's fireballs (B6, B1, B3) burn down B6 and B3, both at 4; the Phoenix is on
    B3.  (The first two cards of the deck are the Wardens' face-down Phoenix cards.)"""
    g = chapter_4({"phoenix_track": 5, "phoenix_at": "B3",
                   "intensity": {"B3": 4, "B6": 4, "E5": 1},
                   "events": ["ev01", "ev03", "ev20"]})
    assert g.cat.events["ev20"].fireballs == ("B6", "B1", "B3")
    g.apply(next(a for a in g.legal_actions() if a.kind == "end_turn"))
    lines = [m.strip() for m in g.messages()]
    under = [i for i, m in enumerate(lines) if m == "The block under the Phoenix burns down."]
    assert len(under) == 1
    assert lines[under[0] - 1] == "Pilgrim's Inn (B3) burns down! (2 destroyed)"
