"""Storage handles any game's campaign through the rules package's contract: a toy campaign
(two chapters of the toy dice game, no Brigade anywhere) is created, written, listed, read
back and guarded like Rise of the Phoenix."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

import pytest

from boardgames_desktop.rules import SaveError
from boardgames_desktop.rules.campaign import CampaignInfo, ChapterSpec, Page, Section
from boardgames_desktop.storage import CampaignStore, SaveStore
from boardgames_desktop.storage import campaigns as campaign_files
from boardgames_desktop.storage.locking import StaleFileError

from ..rules.toy_game import PigState


@dataclass
class Result:
    chapter: int
    success: bool
    reason: str


@dataclass
class ToyRecord:
    players: int
    seed: int
    options: dict = field(default_factory=dict)
    retry: str = "strict"
    chapter_save: str | None = None
    results: list = field(default_factory=list)
    retried: list = field(default_factory=list)

    @property
    def next_chapter(self):
        n = len(self.results) + 1
        return n if n <= 2 else None

    @property
    def finished(self):
        return self.next_chapter is None

    def can_retry(self):
        return False

    def retry_chapter(self):
        raise ValueError("strict")

    def resume_chapter(self):
        return PigState("pig", self.players, self.seed, {})

    def keep_chapter(self, state):
        self.chapter_save = state.to_json()

    def record(self, state):
        self.results.append(Result(self.next_chapter, True, "done"))

    def to_json(self):
        return json.dumps({"kind": "toy-campaign", "format": 1, **asdict(self)})

    @classmethod
    def from_json(cls, text):
        data = json.loads(text)
        for key in ("kind", "format", "app"):  # "app": the store's own data about the file
            data.pop(key, None)
        results = [Result(**r) for r in data.pop("results")]
        return cls(results=results, **{k: v for k, v in data.items() if k != "retried"})


def page(*_args) -> Page:
    return Page("Toy", "", (Section("Story", ("A toy.",)),))


TOY = CampaignInfo(
    id="toy", title="Toy Tour", game_id="toy-pig", kind="toy-campaign", file_stem="toy",
    chapters=(ChapterSpec(1, "First"), ChapterSpec(2, "Second")), min_players=1,
    max_players=2, blurb="Two chapters.",
    new=lambda players, seed, options, retry: ToyRecord(players, seed, options, retry),
    load=ToyRecord.from_json, intro=page, debrief=page, ending=page,
    carries=lambda record, index: "nothing")


@pytest.fixture
def toy_only(monkeypatch):
    monkeypatch.setattr(campaign_files, "campaigns", lambda: [TOY])
    monkeypatch.setattr(campaign_files, "campaign_by_kind",
                        lambda kind: TOY if kind == TOY.kind else None)


def test_a_toy_campaign_goes_through_storage_by_its_contract(toy_only, data_dir):
    store = CampaignStore(SaveStore(data_dir))
    campaign = store.new(2, 9, ["Ann", "Bo"])
    assert campaign.info is TOY and campaign.title == "Toy Tour — Ann, Bo"
    path = store.write(campaign)
    assert path.name.startswith("toy-ann-bo-")
    state = campaign.progress.resume_chapter()
    state.apply(state.legal_actions()[0])
    campaign.progress.keep_chapter(state)
    store.write(campaign)
    found, damaged = store.list_campaigns()
    assert damaged == [] and [c.full_name for c in found] == [campaign.full_name]
    assert found[0].full_name.startswith("Toy Tour — Ann, Bo — started ")
    assert found[0].chapter_moves == 1 and found[0].where() == "chapter 1 in progress (1 moves)"

    other_copy = CampaignStore(SaveStore(data_dir))
    other = other_copy.load(path)
    other.progress.record(state)
    other_copy.write(other)  # another copy of the app moves on
    with pytest.raises(StaleFileError):
        store.write(campaign)


def test_a_campaign_of_a_game_this_build_lacks_is_refused(toy_only, data_dir):
    store = CampaignStore(SaveStore(data_dir))
    bad = store.folder / "phoenix.json"
    bad.parent.mkdir(parents=True)
    bad.write_text(json.dumps({"kind": "brigade-campaign", "format": 1}))
    with pytest.raises(SaveError, match="not a Toy Tour save"):
        store.load(bad)
