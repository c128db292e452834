"""All-Versus-One's rules file (``allvsone.json``, checked by ``allvsone.avo_rules``): each
number is accepted at its limit and refused one past it, each rising track refused out of
order, each table refused where it names a seat or a player count the mode does not have —
with a message naming the file and the field."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from boardgames_desktop.games.brigade import allvsone

from .rules_files import Edit, edited_reader, refused


@pytest.fixture
def load(monkeypatch) -> Iterator[Callable[[Edit], Any]]:
    """``load(edit)``: the real allvsone.json changed by ``edit``, read as the game reads it."""
    yield edited_reader(monkeypatch, allvsone, allvsone.avo_rules, "allvsone.json")
    allvsone.avo_rules.cache_clear()


def one_warden_for_two_players(raw: dict[str, Any]) -> None:
    """3v1 for 2 players only, with a single Warden (the seat table cut to match)."""
    m = raw["modes"]["3v1"]
    m.update(wardens=1, players_low=2, players_high=2, seats={"2": [1]}, fewer_wardens={})


def test_a_mode_may_have_a_single_warden_but_not_none(load):
    """"Up to 3 other players become the Wardens": the count runs 1..4 (4 in 4v1)."""
    assert load(one_warden_for_two_players)["modes"]["3v1"]["wardens"] == 1

    def no_warden(raw: dict[str, Any]) -> None:
        one_warden_for_two_players(raw)
        raw["modes"]["3v1"].update(wardens=0, seats={"2": []})
    refused(load, no_warden, "allvsone.json: modes.3v1: field 'wardens' must be 1..4")


def test_a_fewer_wardens_row_may_be_for_the_largest_player_count(load):
    """With 3v1 cut to 2-3 players, the 3-player row of the two-Warden table is the top one
    and is kept."""
    def up_to_three(raw: dict[str, Any]) -> None:
        raw["modes"]["3v1"]["players_high"] = 3
    assert load(up_to_three)["modes"]["3v1"]["fewer_wardens"]["2"]["3"] == [1, 2]


def test_a_fewer_wardens_row_for_a_player_count_the_mode_lacks_is_refused(load):
    """With 3v1 cut to 3-4 players, the one-Warden row for 2 players (one Warden player, a
    valid row in itself) names a player count the mode no longer has."""
    def from_three(raw: dict[str, Any]) -> None:
        raw["modes"]["3v1"]["players_low"] = 3
    refused(load, from_three, "allvsone.json: modes.3v1.fewer_wardens.1.2: 1 Wardens")


def test_a_fewer_wardens_row_must_be_keyed_by_a_player_count(load):
    def word_key(raw: dict[str, Any]) -> None:
        raw["modes"]["3v1"]["fewer_wardens"]["2"]["three"] = [1, 2]
    refused(load, word_key, "allvsone.json: modes.3v1.fewer_wardens.2.three: 2 Wardens")


@pytest.mark.parametrize("key", ["destroyed", "favour"])
def test_the_pyromancers_targets_must_be_at_least_one(load, key):
    def at(value: int) -> Edit:
        return lambda raw: raw["modes"]["3v1"]["pyromancer_wins"].__setitem__(key, value)
    assert load(at(1))["modes"]["3v1"]["pyromancer_wins"][key] == 1
    refused(load, at(0), f"allvsone.json: modes.3v1.pyromancer_wins: field '{key}' must be "
                         "positive")


@pytest.mark.parametrize("values", [[], [2, 1, 3], [1, 2.5, 3], ["1", "2"]])
def test_a_pyromancer_track_must_be_a_rising_list_of_whole_numbers(load, values):
    def track(raw: dict[str, Any]) -> None:
        raw["pyromancer"]["tracks"]["mana"] = values
    refused(load, track, "allvsone.json: pyromancer.tracks: field 'mana' must be a rising list")


def test_a_pyromancer_track_may_stay_level(load):
    def level(raw: dict[str, Any]) -> None:
        raw["pyromancer"]["tracks"]["firestorm"] = [1, 1, 2]
    assert load(level)["pyromancer"]["tracks"]["firestorm"] == [1, 1, 2]


@pytest.mark.parametrize("key", ["fuel", "flame_torch", "combust", "flaretillery",
                                 "familiar"])
def test_a_pyromancer_cost_may_be_nothing_but_not_negative(load, key):
    def cost(value: int) -> Edit:
        return lambda raw: raw["pyromancer"]["costs"].__setitem__(key, value)
    assert load(cost(0))["pyromancer"]["costs"][key] == 0
    refused(load, cost(-1), f"allvsone.json: pyromancer.costs: field '{key}' must not be "
                            "negative")


@pytest.mark.parametrize("key", ["wagon_track", "actions_track", "incident_track"])
@pytest.mark.parametrize("values", [[], [2, 0, 4], [1, 1.5], [1, True, "2"]])
def test_a_wardens_track_must_list_positive_whole_numbers(load, key, values):
    def track(raw: dict[str, Any]) -> None:
        raw["wardens"][key] = values
    refused(load, track, f"allvsone.json: wardens: field '{key}' must list positive numbers")


@pytest.mark.parametrize("key", ["wagon_track", "actions_track", "incident_track"])
def test_a_wardens_track_of_ones_is_accepted(load, key):
    def ones(raw: dict[str, Any]) -> None:
        raw["wardens"][key] = [1, 1]
    assert load(ones)["wardens"][key] == [1, 1]


@pytest.mark.parametrize("key", ["prevent", "refill", "douse"])
def test_a_wardens_ability_costs_at_least_one_favour(load, key):
    def cost(value: int) -> Edit:
        return lambda raw: raw["wardens"]["costs"].__setitem__(key, value)
    assert load(cost(1))["wardens"]["costs"][key] == 1
    refused(load, cost(0), f"allvsone.json: wardens.costs: field '{key}' must be positive")


def test_the_3v1_wardens_option_runs_over_the_counts_the_file_lists(load):
    """The option ``avo_wardens`` offers 1..3 Wardens with the printed file (3 by default,
    fewer_wardens lists 1 and 2); with only the two-Warden table left it offers 2..3."""
    option = allvsone.avo_wardens_option()
    assert (option.default, option.low, option.high) == (3, 1, 3)

    def only_two(raw: dict[str, Any]) -> None:
        del raw["modes"]["3v1"]["fewer_wardens"]["1"]
    load(only_two)
    option = allvsone.avo_wardens_option()
    assert (option.default, option.low, option.high) == (3, 2, 3)
