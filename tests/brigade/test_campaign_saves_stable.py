"""A campaign file stays the same from one version to the next: a chapter first played deals
the town its campaign seed always dealt (``seed * 10 + chapter``: campaigns saved by earlier
versions carry on with the same deal), and the file lists its fields in sorted order (two
saves of one campaign compare line by line)."""

from __future__ import annotations

import json

from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress


def test_a_chapter_played_first_keeps_the_campaigns_own_seed():
    p = CampaignProgress.new(2, 42)
    assert [p.chapter_seed(c) for c in (1, 2, 3, 4)] == [421, 422, 423, 424]
    assert p.start_chapter().seed == 421


def test_the_campaign_file_lists_its_fields_in_sorted_order():
    p = CampaignProgress.new(2, 42)
    keys = list(json.loads(p.to_json()))
    assert keys == sorted(keys) and {"format", "kind", "seed", "deck"} <= set(keys)
