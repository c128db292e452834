"""The Brigade rules left untested by the fresh seed-909 mutation sample (``bench/mutate.py
boardgames_desktop/games/brigade tests/brigade --exclude view --seed 909 --count 40``), one
test per survivor's class: data-file checks at their limits (``coop.json`` tracks,
``allvsone.json`` player counts), a track's refusal, the campaign's carried-in texts and its
kept chapter, seat names before the Warden cards are picked, an option's default."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from boardgames_desktop.games.brigade import allvsone, campaign_texts, coop_tracks
from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress
from boardgames_desktop.games.brigade.refusals import refusal
from boardgames_desktop.games.brigade.register import GAME_INFO
from boardgames_desktop.rules import ResourceError, SaveError, game_info, new_game
from boardgames_desktop.rules.resources import load_json

from .helpers import game


@pytest.fixture
def edited(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Any]]:
    """``edited(module, loader, file, change)``: ``loader()`` reads ``file`` as changed."""
    touched: list[Any] = []

    def read(module: Any, loader: Any, file: str, change: Callable[[Any], None]) -> Any:
        raw = copy.deepcopy(load_json("brigade", file))
        change(raw)
        real = module.load_json
        monkeypatch.setattr(module, "load_json",
                            lambda game_id, name: raw if name == file else real(game_id, name))
        loader.cache_clear()
        touched.append(loader)
        return loader()
    yield read
    monkeypatch.undo()
    for loader in touched:
        loader.cache_clear()


def test_a_co_op_track_starts_at_level_one_or_more(edited):
    """#3 (``coop_tracks.py``): a track of ``coop.json`` is a rising list starting at 1 or
    more; one starting at 0 is refused even though it rises."""
    def start_at(first: int) -> Callable[[Any], None]:
        return lambda raw: raw["tracks"].__setitem__("wagon", [first, 2, 3])
    assert edited(coop_tracks, coop_tracks.coop_rules, "coop.json", start_at(1))
    with pytest.raises(ResourceError, match="tracks: field 'wagon' must be a rising list"):
        edited(coop_tracks, coop_tracks.coop_rules, "coop.json", start_at(0))


def test_fewer_wardens_name_only_player_counts_the_mode_allows(edited):
    """#39 (``allvsone.py``): a ``fewer_wardens`` entry for a player count outside the
    mode's low..high is refused, even when its row is well formed."""
    def raise_low(raw: Any) -> None:
        raw["modes"]["3v1"]["players_low"] = 3  # the "2" players entry is now out of range
    with pytest.raises(ResourceError, match=r"fewer_wardens\.1\.2"):
        edited(allvsone, allvsone.avo_rules, "allvsone.json", raise_low)


def test_a_track_the_board_does_not_have_cannot_be_upgraded():
    """#7 (``refusals.py``): only a track on the board may be "at its top"; any other name
    is answered "cannot be upgraded now" (the mutant asked the board for its value)."""
    state = game("competitive", 2, 1, position={"intensity": {}, "warden_at": ["A1", "F6"]})
    assert refusal(state, "track:0:nonsense", 0).text == "That track cannot be upgraded now."
    top = game("competitive", 2, 1, position={"intensity": {}, "warden_at": ["A1", "F6"],
                                              "tracks": [{"crew": 3}]})
    assert refusal(top, "track:0:crew", 0).text == "That track is at its top (3)."


class Carried:
    """A campaign's progress as ``carried_in`` reads it: what the last chapter left."""

    def __init__(self, blight: str | None) -> None:
        self.results = [object()]
        self.blight = blight

    def carried(self) -> tuple[str | None, str | None]:
        return None, self.blight

    def attempt(self, chapter: int) -> int:
        return 1


def test_chapter_three_starts_with_the_scroll_first_unless_a_chapter_was_missed():
    """#19 (``campaign_texts.py``): the Blight "missed one" shuffles the Scroll into the
    deck; any other start lays it out first."""
    texts = campaign_texts.story()["carry_in"]
    missed = campaign_texts.carried_in(Carried("missed_one"), 3)
    assert texts["scroll_shuffled"] in missed and texts["scroll_first"] not in missed
    other = campaign_texts.carried_in(Carried(None), 3)
    assert texts["scroll_first"] in other and texts["scroll_shuffled"] not in other


def test_a_kept_chapter_of_another_number_is_refused():
    """#27 (``campaign_progress.py``): the running chapter kept in a campaign must be the
    chapter the campaign is at; a save of chapter 2 where chapter 1 runs is refused."""
    progress = CampaignProgress.new(1, 12)
    progress.keep_chapter(progress.start_chapter())
    assert progress.resume_chapter() is not None
    raw = json.loads(progress.chapter_save)
    raw["options"]["chapter"] = 2
    progress.chapter_save = json.dumps(raw)
    with pytest.raises(SaveError, match="does not match the campaign"):
        progress.resume_chapter()


def test_a_seat_is_named_without_wardens_before_it_picks_its_card():
    """#25 (``warden_picks.py``): while Co-Op's set-up asks seat 0 for its first Warden card,
    that seat is "Player 1" — not named after the cards it has not chosen yet."""
    state = new_game("brigade", "coop", 2, 1)
    assert state.pending["kind"] == "warden" and state.pending["player"] == 0
    assert state.player_name(0) == "Player 1" and state.player_name(1) == "Player 2"
    state.apply(state.legal_actions()[0])
    assert state.player_name(0).startswith("Player 1 (")


def test_warden_cards_start_on_their_basic_side():
    """#38 (``register.py``): the advanced side of the Warden cards is an option, off unless
    chosen."""
    for info in (GAME_INFO, game_info("brigade")):  # the module's own, and the catalogue's
        option = next(o for o in info.options if o.key == "advanced_wardens")
        assert option.kind == "bool" and option.default is False
