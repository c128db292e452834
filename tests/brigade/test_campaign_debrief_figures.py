"""The campaign's debrief figures count what their names say: loyal blocks are the standing
blocks holding a Loyalty token (not every standing block), and chapter 2 names its number of
deliveries (one egg per Firehouse and two for the University: 6)."""

from __future__ import annotations

from boardgames_desktop.games.brigade import campaign_texts
from boardgames_desktop.games.brigade.campaign_progress import ChapterResult, chapter_stats

from .test_campaign import hushed


def test_loyal_blocks_are_those_with_a_loyalty_token():
    g = hushed(1, {"loyalty": {"B2": 0, "E2": 0}})
    stats = chapter_stats(g)
    assert stats["loyal_blocks"] == 2
    assert stats["blocks_standing"] > 2


def test_chapter_2_names_its_six_deliveries():
    result = ChapterResult(chapter=2, success=False, reason="", seed=1, carried=None,
                           equipment_used=0, forge_exhausted=False,
                           stats={"eggs_delivered": 3})
    assert "Eggs delivered: 3 of 6" in campaign_texts.figures(result)
    assert campaign_texts.numbers(2)["deliveries"] == 6
