"""Campaign files in campaigns/: atomic writes, round trip, listing, damaged files, delete."""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress
from boardgames_desktop.rules import SaveError
from boardgames_desktop.storage import CampaignStore, SaveStore
from boardgames_desktop.storage.atomic import TEMP_PREFIX


@pytest.fixture
def campaigns(data_dir):
    return CampaignStore(SaveStore(data_dir))


def test_write_and_load_round_trip_with_a_running_chapter(campaigns):
    campaign = campaigns.new(2, 31, ["Ann", " "])
    assert campaign.seats == ["Ann", "Player 2"] and campaign.path is None
    state = campaign.progress.start_chapter()
    state.apply(state.legal_actions()[0])
    campaign.progress.keep_chapter(state)
    path = campaigns.write(campaign)
    assert path.parent == campaigns.folder and campaign.path == path
    assert not [p for p in campaigns.folder.iterdir() if p.name.startswith(TEMP_PREFIX)]
    data = json.loads(path.read_text())
    assert data["kind"] == "brigade-campaign" and data["app"]["seats"] == ["Ann", "Player 2"]
    loaded = campaigns.load(path)
    assert loaded.progress == campaign.progress and loaded.seats == campaign.seats
    assert loaded.title == "Rise of the Phoenix — Ann, Player 2"
    assert loaded.chapter_moves == 1 and loaded.where() == "chapter 1 in progress (1 moves)"
    assert loaded.progress.resume_chapter().snapshot() == state.snapshot()
    assert campaigns.write(campaign) == path  # the same file again


def test_listing_newest_first_and_damaged_files_kept(campaigns):
    first = campaigns.new(1, 1, ["Sol"])
    campaigns.write(first)
    second = campaigns.new(3, 2, ["A", "B", "C"])
    campaigns.write(second)
    second.saved_at = "2999-01-01T00:00:00+00:00"  # newest
    data = json.loads(second.path.read_text())
    data["app"]["saved_at"] = second.saved_at
    second.path.write_text(json.dumps(data))
    bad = campaigns.folder / "bad.json"
    bad.write_text('{"kind": "brigade-campaign", "format": 1, "players": 2}')
    found, damaged = campaigns.list_campaigns()
    assert [c.path for c in found] == [second.path, first.path]
    assert [d.path for d in damaged] == [bad] and "damaged" in damaged[0].reason
    assert damaged[0].label.startswith("bad.json — damaged")
    assert bad.read_text() == '{"kind": "brigade-campaign", "format": 1, "players": 2}'


@pytest.mark.parametrize("edit, words", [
    (lambda d: d.update(players=9), "9 players"),
    (lambda d: d.update(results=[{"chapter": 7}]), "damaged"),
    (lambda d: d.update(deck=d["deck"][:-1]), "Equipment deck"),
    (lambda d: d.update(format=2), "newer version"),
    (lambda d: d.update(kind="other"), "not a Rise of the Phoenix"),
])
def test_wrong_contents_are_refused_with_a_message(campaigns, edit, words):
    campaign = campaigns.new(2, 5, ["Ann", "Bo"])
    path = campaigns.write(campaign)
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(SaveError, match=words) as info:
        campaigns.load(path)
    assert str(info.value).startswith(path.name)
    assert path.read_bytes() == before


def test_missing_app_data_falls_back_to_default_names(campaigns):
    path = campaigns.folder / "bare.json"
    campaigns.folder.mkdir(parents=True)
    path.write_text(CampaignProgress.new(2, 4).to_json())
    loaded = campaigns.load(path)
    assert loaded.seats == ["Player 1", "Player 2"] and loaded.where() == "chapter 1 not started"


def test_delete_only_inside_the_campaigns_folder(campaigns, tmp_path):
    campaign = campaigns.new(1, 1, ["Sol"])
    path = campaigns.write(campaign)
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}")
    with pytest.raises(SaveError, match="not in the campaigns folder"):
        campaigns.delete(outside)
    assert outside.exists()
    campaigns.delete(path)
    assert not path.exists()
