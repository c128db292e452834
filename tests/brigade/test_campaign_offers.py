"""What a campaign chapter offers and how it starts (``games/brigade/campaign.py``): the
Scroll only while it lies in the Forge, Refill on a standing Firehouse, chapter 4's
abilities without Call the Watch, and no lasting Equipment effect before a card is played."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from boardgames_desktop.games.brigade.campaign import CHAPTER_TABLES

from .helpers import game


def offers(g, kind: str) -> list:
    g.forget_listing()
    return [a for a in g.legal_actions() if a.kind == kind]


def test_the_scroll_is_sold_once():
    """Chapter 3: the Scroll of Dispel Magically Sealed Lock is bought from the Forge (5
    Favour to start); once bought it is no longer offered, whatever Favour is left."""
    g = game("campaign", 2, seed=3, chapter=3, position={"favour": 20})
    assert [a["warden"] for a in offers(g, "scroll")] == [0, 1]  # either Warden may buy it
    g = game("campaign", 2, seed=3, chapter=3,
             position={"favour": 20, "chapter_progress": {"scroll_bought": True}})
    assert "scroll_of_dispel" not in g.forge
    assert offers(g, "scroll") == []


def test_a_warden_refills_on_its_firehouse_in_the_campaign():
    """"Refill: on any Firehouse": Marla Soot, empty, on the North-West Firehouse (A1)."""
    g = game("campaign", 2, seed=3, chapter=1, position={"warden_water": [0]})
    assert g.wardens[0].cell == "A1"
    assert [a["warden"] for a in offers(g, "refill")] == [0]


def test_chapter_4_keeps_every_ability_but_call_the_watch():
    """Chapter 4 has no EvacTrak, so no Call the Watch; Miracle Ointment (3 Favour) and
    Fire Sale (1) are still offered with 10 Favour."""
    g = game("campaign", 2, seed=3, chapter=4, position={"favour": 10})
    kinds = {a["ability"] for a in offers(g, "ability")}
    assert {"ointment", "fire_sale"} <= kinds
    assert "call_watch" not in kinds


def test_a_chapter_starts_with_no_lasting_equipment_effect():
    """Firebreak Shovel, Still Air, the skipped Insurance Fraud and the skipped event are
    effects of cards played during the chapter: none is in effect at its start."""
    for chapter in (1, 2, 3, 4):
        g = game("campaign", 2, seed=3, chapter=chapter)
        assert g.shields == {"firebreak": [], "still_air": False, "skip_insurance": False,
                             "skip_event": False}, chapter


def test_chapter_3_keeps_the_campaigns_equipment_rules():
    """Chapter 3 adds the Scroll to the campaign's Equipment rules, it does not replace
    them: the Mayor's Medal (VP) is still of no use with no VP track, so not offered."""
    g = game("campaign", 2, seed=3, chapter=3,
              position={"favour": 10, "tracks": [{"forge": 2}],
                       "forge": ["scroll_of_dispel", "mayors_medal", "letter_of_commendation"]})
    cards = {a.get("card") for a in offers(g, "ability") if a["ability"] == "forge"}
    assert "letter_of_commendation" in cards and "mayors_medal" not in cards


def test_the_chapter_tables_cannot_be_changed():
    """Every game of a chapter shares its table: it is frozen."""
    with pytest.raises(FrozenInstanceError):
        CHAPTER_TABLES[1].objective = CHAPTER_TABLES[2].objective
