"""Co-Op rulings (resources/brigade/coop.json) and what each Faction Influence level gives.

The tracks themselves are tracks.py's ``EvacTrak``, ``Vpt`` and ``Influence``; this module
only adds the Co-Op numbers and the meaning of the five Influence levels:

1. gaining a block's Loyalty adds its value to the VPT;
2. the players choose: the VP or the block's Favour token;
3. both;
4. also: Wardens may refill on non-burning blocks that still hold their Favour token;
5. also: +2 VP whenever a block of that faction is saved.

(Each level's row in coop.json lists its reward, so the levels are cumulative there.)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json, require

from .tracks import Influence

REWARDS = ("vp", "choice", "both")
ABILITIES = ("forge", "fire_sale", "ointment", "refill", "call_watch")


@dataclass(frozen=True)
class InfluenceLevel:
    reward: str  # vp | choice | both
    refill_with_favour: bool
    bonus_vp: int


@dataclass(frozen=True)
class CoopRules:
    raw: dict[str, Any]
    levels: tuple[InfluenceLevel, ...]
    university_reward: str

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]

    def level(self, influence: Influence, faction: str) -> InfluenceLevel | None:
        """The rules of a faction's current level (None for the University)."""
        if faction not in influence.levels:
            return None
        return self.levels[influence.levels[faction] - 1]


def _positive(data: dict[str, Any], key: str, where: str) -> int:
    value = require(data, key, int, where)
    if value <= 0:
        raise ResourceError(f"{where}: field '{key}' must be positive")
    return value


@lru_cache(maxsize=1)
def coop_rules() -> CoopRules:
    """coop.json, validated; raises ResourceError naming file and field."""
    raw = load_json("brigade", "coop.json")
    where = "coop.json"
    for key in ("actions_per_warden", "ointment_actions", "call_watch_steps",
                "event_evac_steps", "upgrades_per_warden_per_round",
                "treasure_return_influence"):
        _positive(raw, key, where)
    require(raw, "wagon_start_water", int, where)
    require(raw, "renown_without_favour", bool, where)
    picks = require(raw, "warden_cards", dict, where)
    for mode, rule in picks.items():
        if not mode.startswith("_") and rule not in ("choose", "random"):
            raise ResourceError(f"coop.json: warden_cards: field '{mode}' must be 'choose' or "
                                "'random'")
    wardens = require(raw, "wardens", dict, where)
    low = _positive(wardens, "solo_low", "coop.json: wardens")
    high = _positive(wardens, "solo_high", "coop.json: wardens")
    default = _positive(wardens, "solo_default", "coop.json: wardens")
    if not low <= default <= high <= 4:
        raise ResourceError("coop.json: wardens: need solo_low <= solo_default <= solo_high <= 4")
    seats = require(wardens, "seats", dict, "coop.json: wardens")
    for n in ("2", "3", "4"):
        row = require(seats, n, list, "coop.json: wardens.seats")
        if sorted(set(row)) != list(range(int(n))) or len(row) > 4:
            raise ResourceError(f"coop.json: wardens.seats.{n}: every seat 0..{int(n) - 1} "
                                "needs a Warden (at most 4 Wardens)")
    targets = require(raw, "vp_target_by_wardens", dict, where)
    for n in ("2", "3", "4"):
        _positive(targets, n, "coop.json: vp_target_by_wardens")
    tracks = require(raw, "tracks", dict, where)
    for key in ("wagon", "forge"):
        levels = require(tracks, key, list, "coop.json: tracks")
        if not levels or levels != sorted(levels) or levels[0] < 1:
            raise ResourceError(f"coop.json: tracks: field '{key}' must be a rising list")
    costs = require(raw, "ability_costs", dict, where)
    for key in ABILITIES:
        _positive(costs, key, "coop.json: ability_costs")
    inf = require(raw, "influence", dict, where)
    rows = require(inf, "levels", list, "coop.json: influence")
    levels = []
    for i, row in enumerate(rows):
        w = f"coop.json: influence.levels[{i}]"
        reward = require(row, "reward", str, w)
        if reward not in REWARDS:
            raise ResourceError(f"{w}: field 'reward' must be one of {REWARDS}")
        levels.append(InfluenceLevel(reward, require(row, "refill_with_favour", bool, w),
                                     require(row, "bonus_vp", int, w)))
    if len(levels) != 5:
        raise ResourceError("coop.json: influence.levels: the tracks have 5 levels")
    uni = require(inf, "university_reward", str, "coop.json: influence")
    if uni not in REWARDS or uni == "choice":
        raise ResourceError("coop.json: influence: 'university_reward' must be vp or both")
    return CoopRules(raw, tuple(levels), uni)
