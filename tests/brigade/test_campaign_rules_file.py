"""The campaign's rules file (``campaign.json``, checked by ``campaign_rules``): a chapter's
``success``/``failure`` must name a Boon/Blight *of the next chapter*; chapter 2 may need
every egg but not more; the Phoenix starts strictly between 0 and the top of its track.
Refused with a message naming the file and the field, accepted at the edge."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from boardgames_desktop.games.brigade import campaign_rules as module

from .rules_files import Edit, edited_reader, refused


@pytest.fixture
def load(monkeypatch) -> Iterator[Callable[[Edit], Any]]:
    """``load(edit)``: the real campaign.json changed by ``edit``, read as the game reads it."""
    yield edited_reader(monkeypatch, module, module.campaign_rules, "campaign.json")
    module.campaign_rules.cache_clear()


def chapter(n: int, **fields: Any) -> Edit:
    return lambda raw: raw["chapters"][str(n)].update(fields)


@pytest.mark.parametrize("name", ["efficient", "no_such_boon"])
def test_chapter_1_success_must_be_a_boon_of_chapter_2(load, name):
    """Interrogate is the chapter-2 Boon; Efficient belongs to chapter 3."""
    assert load(chapter(1, success="interrogate"))["chapters"]["1"]["success"] == "interrogate"
    refused(load, chapter(1, success=name),
            "campaign.json: chapters.1: field 'success' must name a boon of chapter 2")


@pytest.mark.parametrize("name", ["in_trouble", "no_such_blight"])
def test_chapter_2_failure_must_be_a_blight_of_chapter_3(load, name):
    """Missed One is the chapter-3 Blight; In Trouble belongs to chapter 4."""
    refused(load, chapter(2, failure=name),
            "campaign.json: chapters.2: field 'failure' must name a blight of chapter 3")


def test_chapter_2_may_need_every_egg_but_not_more(load):
    assert load(chapter(2, eggs=6, eggs_needed=6))["chapters"]["2"]["eggs_needed"] == 6
    refused(load, chapter(2, eggs=6, eggs_needed=7),
            "campaign.json: chapters.2: 'eggs_needed' exceeds 'eggs'")


@pytest.mark.parametrize("start,top,ok", [(1, 16, True), (15, 16, True), (0, 16, False),
                                          (16, 16, False)])
def test_the_phoenix_starts_between_zero_and_the_top(load, start, top, ok):
    edit = chapter(4, phoenix_start=start, phoenix_top=top)
    if ok:
        assert load(edit)["chapters"]["4"]["phoenix_start"] == start
    else:
        refused(load, edit, "campaign.json: chapters.4: need 0 < phoenix_start < phoenix_top")
