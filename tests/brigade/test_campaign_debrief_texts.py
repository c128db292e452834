"""The debrief after a chapter says what follows: the last chapter says so (and only it), a
strict campaign's loss says the result stands, and the section after chapter N is about
chapter N + 1."""

from __future__ import annotations

from boardgames_desktop.games.brigade import campaign_texts
from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress, ChapterResult

LAST = "This was the last chapter."
STRICT = "This campaign is strict: the result stands and the campaign moves on."


def result(chapter: int, success: bool, carried: str | None = None) -> ChapterResult:
    return ChapterResult(chapter=chapter, success=success, reason="", seed=1, carried=carried,
                         equipment_used=0, forge_exhausted=False)


def campaign(*results: ChapterResult, retry: str = "strict") -> CampaignProgress:
    p = CampaignProgress.new(1, 9)
    p.retry = retry
    p.results.extend(results)
    return p


def test_only_the_last_chapter_says_it_was_the_last():
    four = campaign(result(1, True, "interrogate"), result(2, True, "efficient"),
                    result(3, True, "skilled"), result(4, True))
    assert LAST in campaign_texts.consequence(four, four.results[3], True)
    first = campaign(result(1, True))  # a result carrying nothing (an older save)
    assert LAST not in campaign_texts.consequence(first, first.results[0], True)


def test_a_strict_campaigns_loss_stands():
    p = campaign(result(1, False, "time_is_precious"))
    lines = campaign_texts.consequence(p, p.results[0], True)
    assert STRICT in lines


def test_the_debrief_of_chapter_one_looks_ahead_to_chapter_two():
    p = campaign(result(1, True, "interrogate"))
    page = campaign_texts.debrief_page(p, 0)
    assert page.sections[-1].title == "What this means for chapter 2"
    assert "Boon for chapter 2: Interrogate — Before starting, peek at 3 Favour tokens." in \
        page.sections[-1].lines


def test_the_ending_counts_each_chapters_lost_attempts_on_its_own_line():
    p = campaign(result(1, True, "interrogate"), result(2, True, "efficient"),
                 result(3, True, "skilled"), result(4, True), retry="forgiving")
    p.retried.append(result(2, False, "time_is_precious"))
    lines = campaign_texts.ending_page(p).sections[1].lines
    assert lines[0].startswith("Chapter 1 — ") and lines[0].endswith(": success")
    assert lines[1].endswith(": success (after 1 lost attempt(s))")
    assert lines[3].endswith(": success")
