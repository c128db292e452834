"""The campaign's chapters end at exact numbers (``resources/brigade`` chapter data): chapter 1
is won at 7 hideouts flushed out, chapter 3 lost at 2 University blocks destroyed, every
chapter lost when the EvacTrak reaches F (and that loss wins over a win reached at the same
moment).  Each number is checked at the edge and one short of it; every end is the whole
team's (cooperative)."""

from __future__ import annotations

from typing import Any

from .helpers import game


def judged(chapter: int, **position: Any) -> Any:
    state = game("campaign", 2, 1, position={"intensity": {"A3": 1}, **position},
                 chapter=chapter)
    return state.judge()


def test_chapter_one_is_won_at_seven_hideouts():
    assert judged(1, chapter_progress={"loyalties": 6}) is None
    outcome = judged(1, chapter_progress={"loyalties": 7})
    assert outcome is not None and outcome.winners == (0, 1) and outcome.cooperative
    assert outcome.reason == "Chapter 1 success: 7 cultist hideouts flushed out."


def test_the_evactrak_at_f_fails_a_chapter_even_with_its_task_done():
    assert judged(1, evacuation=1) is None
    outcome = judged(1, evacuation=0, chapter_progress={"loyalties": 7})
    assert outcome is not None and outcome.winners == () and outcome.cooperative
    assert outcome.reason == "Chapter 1 failed: the EvacTrak reached F and Tinderbox is evacuated."
    outcome = judged(3, evacuation=0)
    assert outcome is not None and outcome.reason.startswith("Chapter 3 failed: the EvacTrak")


def test_chapter_three_is_lost_at_two_university_blocks_destroyed():
    assert judged(3, destroyed=["C3"]) is None
    outcome = judged(3, destroyed=["C3", "D4"])
    assert outcome is not None and outcome.winners == () and outcome.cooperative
    assert outcome.reason == "Chapter 3 failed: 2 University blocks are destroyed."
