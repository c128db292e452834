"""Co-Op's rules file (``coop.json``, checked by ``coop_tracks.coop_rules``): counts at
least 1, the solo Warden range, the seat tables, the rising tracks and the University's
reward — accepted at the edge, refused one past it, naming the file and the field; the
rules read from it cannot be changed by a game."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import FrozenInstanceError
from typing import Any

import pytest

from boardgames_desktop.games.brigade import coop_tracks

from .rules_files import Edit, edited_reader, refused


@pytest.fixture
def load(monkeypatch) -> Iterator[Callable[[Edit], Any]]:
    """``load(edit)``: the real coop.json changed by ``edit``, read as the game reads it."""
    yield edited_reader(monkeypatch, coop_tracks, coop_tracks.coop_rules, "coop.json")
    coop_tracks.coop_rules.cache_clear()


def put(*path: str, value: Any) -> Edit:
    def edit(raw: dict[str, Any]) -> None:
        node = raw
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


@pytest.mark.parametrize("key", ["actions_per_warden", "ointment_actions", "call_watch_steps",
                                 "event_evac_steps", "upgrades_per_warden_per_round",
                                 "treasure_return_influence"])
def test_a_count_is_at_least_one(load, key):
    assert load(put(key, value=1))[key] == 1
    refused(load, put(key, value=0), f"coop.json: field '{key}' must be positive")


def test_one_player_may_run_as_many_wardens_as_the_top_of_the_range(load):
    def two_to_two(raw: dict[str, Any]) -> None:
        raw["wardens"].update(solo_low=2, solo_default=2, solo_high=2)
    assert load(two_to_two)["wardens"]["solo_high"] == 2

    def default_past_the_top(raw: dict[str, Any]) -> None:
        raw["wardens"].update(solo_low=2, solo_default=3, solo_high=2)
    refused(load, default_past_the_top,
            "coop.json: wardens: need solo_low <= solo_default <= solo_high <= 4")


def test_every_seat_needs_a_warden(load):
    refused(load, put("wardens", "seats", "3", value=[0, 1, 1]),
            "coop.json: wardens.seats.3: every seat 0..2 needs a Warden")


@pytest.mark.parametrize("levels", [[], [3, 2, 4], [0, 1, 2]])
def test_a_board_track_rises_from_at_least_one(load, levels):
    refused(load, put("tracks", "wagon", value=levels),
            "coop.json: tracks: field 'wagon' must be a rising list")


def test_a_board_track_may_start_at_one_and_stay_level(load):
    assert load(put("tracks", "forge", value=[1, 1, 2]))["tracks"]["forge"] == [1, 1, 2]


@pytest.mark.parametrize("reward,ok", [("vp", True), ("both", True), ("choice", False),
                                       ("glory", False)])
def test_the_university_gives_vp_or_both(load, reward, ok):
    edit = put("influence", "university_reward", value=reward)
    if ok:
        assert load(edit).university_reward == reward
    else:
        refused(load, edit, "coop.json: influence: 'university_reward' must be vp or both")


def test_the_rules_read_from_the_file_cannot_be_changed():
    rules = coop_tracks.coop_rules()
    with pytest.raises(FrozenInstanceError):
        rules.university_reward = "both"
    with pytest.raises(FrozenInstanceError):
        rules.levels[0].bonus_vp = 9
