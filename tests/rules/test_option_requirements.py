"""The option requirements each game declares (``OptionInfo.requires``) say exactly which
option combinations its set-up refuses, so the launcher can offer only those that start a
game without setting one up (or importing the game) to find out."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from boardgames_desktop.rules import OptionInfo, game_info, games, new_game
from boardgames_desktop.rules.registry import PLAYERS, GameInfo, OptionRequirement

#: an int option with more values than this is tried at its ends, its default and the
#: values its requirements name (the rest set up the same way)
FULL_RANGE_UP_TO = 6
#: beyond this many combinations of a mode, options no requirement links are tried one at a
#: time (with the others at their defaults)
FULL_PRODUCT_UP_TO = 200


def values_to_try(option: OptionInfo) -> list[Any]:
    if option.kind == "bool":
        return [False, True]
    if option.kind == "choice":
        return list(option.choices)
    low, high = option.low, option.high
    assert low is not None and high is not None, option.key
    if high - low <= FULL_RANGE_UP_TO:
        return list(range(low, high + 1))
    named = {r.value for r in option.requires}
    return sorted({low, high, option.default} | named)


def combinations(info: GameInfo, mode: str, players: int) -> list[dict[str, Any]]:
    """The option combinations to compare for one mode and player count."""
    options = [o for o in info.options if o.applies_to(mode, players)]
    values = {o.key: values_to_try(o) for o in options}
    if len(list(itertools.product(*values.values()))) <= FULL_PRODUCT_UP_TO:
        linked = [o.key for o in options]
    else:
        needed = {r.needs for o in options for r in o.requires}
        linked = [o.key for o in options if o.requires or o.key in needed]
    defaults = {o.key: o.default for o in options}
    out = []
    for combo in itertools.product(*(values[k] for k in linked)):
        out.append({**defaults, **dict(zip(linked, combo))})
    for option in options:
        if option.key not in linked:
            out.extend({**defaults, option.key: v} for v in values[option.key])
    return out


def sets_up(game: str, mode: str, players: int, options: dict[str, Any]) -> bool:
    try:
        new_game(game, mode, players, 0, options)
    except ValueError:
        return False
    return True


CASES = [(info.id, mode.id, players) for info in games() for mode in info.modes
         for players in mode.player_counts]


@pytest.mark.parametrize("game, mode, players", CASES)
def test_declared_requirements_match_what_the_set_up_refuses(game, mode, players):
    info = game_info(game)
    wrong = []
    for options in combinations(info, mode, players):
        declared = info.accepts(mode, players, options)
        if declared != sets_up(game, mode, players, options):
            wrong.append((options, "declared accepted" if declared else "declared refused"))
    assert not wrong, wrong[:5]


def test_3v1_offers_fewer_wardens_only_where_each_warden_player_runs_one():
    info = game_info("brigade")
    assert info.accepts("3v1", 2, {"avo_wardens": 1})
    assert not info.accepts("3v1", 3, {"avo_wardens": 1})  # two Warden players, one Warden
    assert info.accepts("3v1", 3, {"avo_wardens": 2})
    assert info.accepts("3v1", 3, {"avo_wardens": 3})


def test_a_campaign_boon_or_blight_only_with_its_own_chapter():
    info = game_info("brigade")
    # rulebook: the Interrogate Boon is won in chapter 1 and used in chapter 2
    assert info.accepts("campaign", 2, {"chapter": 2, "boon": "interrogate"})
    assert not info.accepts("campaign", 2, {"chapter": 3, "boon": "interrogate"})
    assert not info.accepts("campaign", 2, {"chapter": 1, "blight": "in_trouble"})
    assert info.accepts("campaign", 2, {"chapter": 1, "boon": "none", "blight": "none"})


def test_a_requirement_checks_the_named_option_or_the_player_count():
    option = OptionInfo("size", "Size", "int", 2, low=1, high=3,
                        requires=(OptionRequirement(1, PLAYERS, (2,)),
                                  OptionRequirement(3, "town", ("big",))))
    assert option.accepts(1, 2, {}) and not option.accepts(1, 3, {})
    assert option.accepts(3, 4, {"town": "big"}) and not option.accepts(3, 4, {"town": "small"})
    assert option.accepts(2, 9, {})  # no requirement on this value
