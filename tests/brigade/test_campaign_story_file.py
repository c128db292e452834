"""The campaign's texts (``campaign_story.json``, checked by ``campaign_texts.story``): each
chapter's ``story`` and ``rules`` must be a non-empty list of paragraphs."""

from __future__ import annotations

import copy

import pytest

from boardgames_desktop.games.brigade import campaign_texts
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json


@pytest.mark.parametrize("key", ["story", "rules"])
@pytest.mark.parametrize("value", ["One paragraph, not in a list.", []])
def test_a_chapters_paragraphs_must_be_a_non_empty_list(monkeypatch, key, value):
    raw = copy.deepcopy(load_json("brigade", "campaign_story.json"))
    raw["chapters"]["2"][key] = value
    monkeypatch.setattr(campaign_texts, "load_json", lambda game, name: raw)
    campaign_texts.story.cache_clear()
    try:
        with pytest.raises(ResourceError, match=f"campaign_story.json: chapters.2: field "
                                                f"'{key}' must be a list of paragraphs"):
            campaign_texts.story()
    finally:
        monkeypatch.undo()
        campaign_texts.story.cache_clear()
    assert campaign_texts.story()["chapters"]["2"][key]  # the real file reads again
