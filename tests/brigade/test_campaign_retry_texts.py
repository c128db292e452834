"""The retry policy of a campaign record, the chapter texts (ours, filled from the rules
data) and the campaign contract the Brigade registers."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress, ChapterResult
from boardgames_desktop.games.brigade.campaign_rules import campaign_rules, chapter_rules
from boardgames_desktop.games.brigade.campaign_texts import intro_page, story
from boardgames_desktop.rules import SaveError, game_info
from boardgames_desktop.rules.campaign import campaign_by_kind
from boardgames_desktop.rules.playout import random_playout

RULEBOOK = Path("/work/shared/rules/brigade-way-of-the-wardens.txt")


def lose_chapter(progress: CampaignProgress) -> None:
    state = progress.start_chapter()
    state.evac.position = 0  # evacuated: the next check ends it as a failure
    state.forget_listing()
    random_playout(state, 1)
    assert state.is_over and not state.outcome.winners
    progress.record(state)


def test_strict_campaigns_refuse_a_retry():
    progress = CampaignProgress.new(2, 5)
    assert progress.retry == "strict"
    lose_chapter(progress)
    assert not progress.can_retry()
    with pytest.raises(ValueError, match="strict"):
        progress.retry_chapter()
    assert progress.next_chapter == 2


def test_forgiving_campaigns_replay_a_lost_chapter_with_a_fresh_deal():
    progress = CampaignProgress.new(2, 5, retry="forgiving")
    first_seed = progress.chapter_seed(1)
    lose_chapter(progress)
    assert progress.can_retry() and progress.next_chapter == 2
    progress.retry_chapter()
    assert progress.next_chapter == 1 and progress.attempt(1) == 2
    assert [r.chapter for r in progress.retried] == [1]
    assert progress.chapter_seed(1) != first_seed
    state = progress.start_chapter()
    assert state.chapter == 1 and state.seed == progress.chapter_seed(1)
    again = CampaignProgress.from_json(progress.to_json())
    assert again == progress  # the policy and the lost attempt are saved
    assert "Attempt 2" in intro_page(progress).text()


def test_a_won_chapter_cannot_be_retried():
    progress = CampaignProgress.new(1, 3, retry="forgiving")
    progress.results.append(ChapterResult(1, True, "won", 1, "interrogate", 0, False))
    assert not progress.can_retry()


def test_files_from_before_the_retry_policy_read_as_strict():
    data = json.loads(CampaignProgress.new(2, 5).to_json())
    for key in ("retry", "retried"):
        del data[key]
    old = CampaignProgress.from_json(json.dumps(data))
    assert old.retry == "strict" and old.retried == []
    data["retry"] = "lenient"
    with pytest.raises(SaveError, match="retry policy"):
        CampaignProgress.from_json(json.dumps(data))


def test_the_brigade_declares_its_campaign_through_the_contract():
    info = game_info("brigade").campaign
    assert info is not None and campaign_by_kind("brigade-campaign") is info
    assert [c.number for c in info.chapters] == [1, 2, 3, 4]
    assert [c.title for c in info.chapters] == [chapter_rules(n)["title"] for n in (1, 2, 3, 4)]
    record = info.new(2, 9, {}, "forgiving")
    assert record.retry == "forgiving" and info.load(record.to_json()) == record


@pytest.mark.parametrize("chapter", [1, 2, 3, 4])
def test_every_intro_names_the_chapter_numbers_from_the_rules_data(chapter):
    progress = CampaignProgress.new(2, 5)
    for n in range(1, chapter):
        rules = chapter_rules(n)
        progress.results.append(ChapterResult(n, False, "lost", 1, rules["failure"], 0, False))
    text = intro_page(progress).text()
    ch = chapter_rules(chapter)
    if chapter == 1:
        assert f"starts at {ch['evactrak_start']}" in text and "Flush out" not in text
        assert f"flush out {ch['loyalty_needed']} hideouts" in text
    if chapter == 2:
        blight = campaign_rules()["blights"]["time_is_precious"]
        assert f"EvacTrak starts at {blight['evactrak_start']}." in text
        assert f"{ch['eggs']} of the Favour tokens" in text
    if chapter == 3:
        assert "shuffled into the Equipment deck" in text  # the blight Missed One
        assert f"1 action plus {ch['scroll_price_start']} Favour" in text
    if chapter == 4:
        assert f"{campaign_rules()['blights']['in_trouble']['starter_events']} starting " \
               "events" in text
        assert f"reaches {ch['phoenix_top']}: the chapter ends at once" in text


def sentences(text: str) -> list[str]:
    return [s.strip().lower() for s in re.split(r"(?<=[.!?])\s+", text) if len(s) > 40]


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook is not on this machine")
def test_the_campaign_texts_are_our_own_words():
    rulebook = RULEBOOK.read_text(encoding="utf-8").lower()
    ours = json.dumps(story(), ensure_ascii=False)
    copied = [s for s in sentences(ours) if s[:60] in rulebook]
    assert copied == []
    # no run of eight words in a row from the rulebook either
    words = re.findall(r"[a-z']+", rulebook)
    grams = {" ".join(words[i:i + 8]) for i in range(len(words) - 8)}
    mine = re.findall(r"[a-z']+", ours.lower())
    shared = {" ".join(mine[i:i + 8]) for i in range(len(mine) - 8)} & grams
    assert shared == set()
