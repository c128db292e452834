"""Loading and validating the Brigade's data files under resources/brigade/.

Everything here is read-only, cached catalogue data.  Mutable game pieces live in the
state (see town.py); they refer to catalogue entries by id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json, require

GAME = "brigade"
DIRECTIONS = ("N", "E", "S", "W")
FACTIONS_OF_TOWN = ("commons", "merchants", "nobles", "temple")


@dataclass(frozen=True)
class Faction:
    id: str
    name: str
    colour: str
    symbol: str
    glyph: str


@dataclass(frozen=True)
class BlockInfo:
    """One printed block tile: front (name, faction, value, flame track) and burnt side."""

    id: str
    name: str
    faction: str
    value: int
    flame_track: int  # highest intensity the tile shows; one more destroys it
    burnt: str  # the name printed on the burnt side
    pack: str  # "base" or "big_buildings"
    when_destroyed: dict[str, Any] | None = None
    symbol: str = ""  # the faction symbol printed on the tile


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    fireballs: tuple[str, ...]
    faction: str
    phoenix: str
    wind: str | None = None
    starter: bool = False
    big_buildings: bool = False
    special: dict[str, Any] | None = None


@dataclass(frozen=True)
class CrewCard:
    id: str
    name: str
    faction: str
    water: int
    ability: dict[str, Any]
    solo_excluded: bool = False


@dataclass(frozen=True)
class WardenCard:
    id: str
    name: str
    colour: str
    water: int
    advanced: dict[str, Any]


@dataclass(frozen=True)
class Catalogue:
    factions: dict[str, Faction]
    blocks: dict[str, BlockInfo]
    events: dict[str, EventCard]
    crew: dict[str, CrewCard]
    wardens: dict[str, WardenCard]
    town: dict[str, Any]
    rules: dict[str, Any]
    vpt: list[dict[str, Any]] = field(default_factory=list)
    starter_events: int = 3
    wind_after_fireballs: bool = True  # events.json: a card's Wind Gust blows last


WHEN_DESTROYED_TYPES = ("line", "neighbours", "wind", "extra_event", "row_burning")
#: how a "line" effect counts its N places (see town.Town.blocks_in_line)
LINE_COUNTS = ("standing_blocks", "blocks", "cells")
ABILITY_TYPES = ("move_bonus", "wagon_bonus", "refill_faction", "renown_bonus", "fireproof",
                 "free_transfer")
SPECIAL_TYPES = ("loyal", "meeples", "each_player_choice", "value")
VPT_TYPES = ("blank", "faction_value", "wind", "faction", "value")


def _check(cond: bool, where: str, message: str) -> None:
    if not cond:
        raise ResourceError(f"{where}: {message}")


def is_label(label: str) -> bool:
    return (isinstance(label, str) and len(label) == 2 and label[0] in "@ABCDEFG"
            and label[1] in "01234567")


def _factions(raw: dict[str, Any]) -> dict[str, Faction]:
    out = {}
    for i, f in enumerate(require(raw, "factions", list, "blocks.json")):
        where = f"blocks.json: factions[{i}]"
        fid = require(f, "id", str, where)
        out[fid] = Faction(fid, require(f, "name", str, where), require(f, "colour", str, where),
                           require(f, "symbol", str, where), require(f, "glyph", str, where))
    for fid in FACTIONS_OF_TOWN + ("university",):
        _check(fid in out, "blocks.json: factions", f"faction '{fid}' is missing")
    return out


def _blocks(raw: dict[str, Any], factions: dict[str, Faction]) -> dict[str, BlockInfo]:
    out: dict[str, BlockInfo] = {}
    for i, b in enumerate(require(raw, "blocks", list, "blocks.json")):
        where = f"blocks.json: blocks[{i}]"
        bid = require(b, "id", str, where)
        _check(bid not in out, where, f"duplicate id '{bid}'")
        faction = require(b, "faction", str, where)
        _check(faction in factions, where, f"field 'faction' names unknown faction '{faction}'")
        value = require(b, "value", int, where)
        _check(1 <= value <= 9, where, "field 'value' must be 1..9")
        flame = require(b, "flame_track", int, where)
        _check(1 <= flame <= 9, where, "field 'flame_track' must be 1..9")
        pack = require(b, "pack", str, where)
        _check(pack in ("base", "big_buildings"), where,
               "field 'pack' must be base or big_buildings")
        effect = b.get("when_destroyed")
        if effect is not None:
            _check(isinstance(effect, dict) and effect.get("type") in WHEN_DESTROYED_TYPES, where,
                   f"field 'when_destroyed' needs a type among {WHEN_DESTROYED_TYPES}")
            _check(isinstance(effect.get("text"), str), where,
                   "field 'when_destroyed.text' missing")
            if effect["type"] == "line":
                _check(effect.get("count") in LINE_COUNTS, where,
                       f"field 'when_destroyed.count' must be one of {LINE_COUNTS}")
                _check(isinstance(effect.get("length"), int) and effect["length"] > 0, where,
                       "field 'when_destroyed.length' must be a positive integer")
        symbol = require(b, "symbol", str, where)
        _check(symbol == factions[faction].symbol, where,
               f"field 'symbol' must be the {faction} symbol '{factions[faction].symbol}'")
        out[bid] = BlockInfo(bid, require(b, "name", str, where), faction, value, flame,
                             require(b, "burnt", str, where), pack, effect, symbol)
    for fid in FACTIONS_OF_TOWN:
        base = sorted(x.value for x in out.values() if x.faction == fid and x.pack == "base")
        _check(len(base) == 7, "blocks.json: blocks", f"faction '{fid}' needs 7 base blocks")
        big = [x for x in out.values() if x.faction == fid and x.pack == "big_buildings"]
        _check(len(big) == 2, "blocks.json: blocks",
               f"faction '{fid}' needs 2 Big Buildings blocks")
    return out


def _events(raw: dict[str, Any], factions: dict[str, Faction]) -> dict[str, EventCard]:
    out: dict[str, EventCard] = {}
    for i, e in enumerate(require(raw, "events", list, "events.json")):
        where = f"events.json: events[{i}]"
        eid = require(e, "id", str, where)
        _check(eid not in out, where, f"duplicate id '{eid}'")
        balls = require(e, "fireballs", list, where)
        for ball in balls:
            _check(is_label(ball), where, f"fireball '{ball}' is not a coordinate like C4")
        faction = require(e, "faction", str, where)
        _check(faction in FACTIONS_OF_TOWN, where,
               f"field 'faction' '{faction}' is not a town faction")
        phoenix = require(e, "phoenix", str, where)
        _check(phoenix in DIRECTIONS, where, "field 'phoenix' must be N, E, S or W")
        wind = e.get("wind")
        _check(wind is None or wind in DIRECTIONS, where, "field 'wind' must be N, E, S or W")
        special = e.get("special")
        if special is not None:
            _check(isinstance(special, dict) and special.get("type") in SPECIAL_TYPES, where,
                   f"field 'special.type' must be one of {SPECIAL_TYPES}")
        out[eid] = EventCard(eid, require(e, "name", str, where), tuple(balls), faction, phoenix,
                             wind, bool(e.get("starter", False)),
                             bool(e.get("big_buildings", False)), special)
    return out


def _ability(ab: Any, where: str, factions: dict[str, Faction]) -> dict[str, Any]:
    _check(isinstance(ab, dict) and ab.get("type") in ABILITY_TYPES, where,
           f"ability type must be one of {ABILITY_TYPES}")
    _check(isinstance(ab.get("text"), str), where, "ability 'text' is missing")
    if "faction" in ab:
        _check(ab["faction"] in factions, where, f"ability names unknown faction '{ab['faction']}'")
    if ab["type"] in ("move_bonus", "wagon_bonus"):
        _check(isinstance(ab.get("amount"), int), where, "ability 'amount' must be an integer")
    if ab["type"] in ("refill_faction", "renown_bonus"):
        _check("faction" in ab, where, "ability needs a 'faction'")
    return ab


def _crew(raw: dict[str, Any], factions: dict[str, Faction]) -> dict[str, CrewCard]:
    out = {}
    for i, c in enumerate(require(raw, "crew", list, "crew.json")):
        where = f"crew.json: crew[{i}]"
        cid = require(c, "id", str, where)
        faction = require(c, "faction", str, where)
        _check(faction in FACTIONS_OF_TOWN, where, f"unknown faction '{faction}'")
        water = require(c, "water", int, where)
        _check(1 <= water <= 6, where, "field 'water' must be 1..6")
        out[cid] = CrewCard(cid, require(c, "name", str, where), faction, water,
                            _ability(c.get("ability"), where, factions),
                            bool(c.get("solo_excluded", False)))
    return out


def _wardens(raw: dict[str, Any], factions: dict[str, Faction]) -> dict[str, WardenCard]:
    out = {}
    for i, w in enumerate(require(raw, "wardens", list, "wardens.json")):
        where = f"wardens.json: wardens[{i}]"
        wid = require(w, "id", str, where)
        out[wid] = WardenCard(wid, require(w, "name", str, where), require(w, "colour", str, where),
                              require(w, "water", int, where),
                              _ability(w.get("advanced"), where, factions))
    _check(len(out) >= 4, "wardens.json: wardens", "at least 4 Warden cards are needed")
    return out


def _town(raw: dict[str, Any], blocks: dict[str, BlockInfo]) -> dict[str, Any]:
    where = "town.json"
    fh = require(raw, "firehouses", list, where)
    _check(len(fh) == 4 and all(is_label(x) for x in fh), where, "field 'firehouses' needs 4 cells")
    uni = require(raw, "university", dict, where)
    for cell, bid in uni.items():
        _check(is_label(cell), where, f"university cell '{cell}' is not a coordinate")
        _check(bid in blocks and blocks[bid].faction == "university", where,
               f"university block '{bid}' is unknown or not a University block")
    require(raw, "university_start_intensity", int, where)
    seats = require(raw, "seat_firehouses", dict, where)
    for n in ("1", "2", "3", "4"):
        _check(n in seats, where, f"field 'seat_firehouses' lacks '{n}'")
    solo = require(raw, "solo", dict, where)
    _check(len(require(solo, "offsets", list, "town.json: solo")) == 7, "town.json: solo",
           "field 'offsets' needs 7 cells")
    return raw


def _rules(raw: dict[str, Any]) -> dict[str, Any]:
    where = "rules.json"
    for key in ("max_intensity", "move_points", "destroyed_step_cost", "recruit_look"):
        _check(isinstance(raw.get(key), int) and raw[key] > 0, where,
               f"field '{key}' must be a positive integer")
    tracks = require(raw, "firehouse_tracks", dict, where)
    for key in ("crew", "wagon", "leadership"):
        levels = require(tracks, key, list, "rules.json: firehouse_tracks")
        _check(levels == sorted(levels) and levels, "rules.json: firehouse_tracks",
               f"field '{key}' must be a rising list")
    require(raw, "upgrades_per_turn", int, where)
    comp = require(raw, "competitive", dict, where)
    for key in ("win_blocks", "evacuation_destroyed", "wagon_start_water", "first_player"):
        require(comp, key, int, "rules.json: competitive")
    for key in ("loyalty_can_be_taken", "expert_replace_adds_big_buildings_events"):
        require(comp, key, bool, "rules.json: competitive")
    _check(comp.get("warden_cards") in ("choose", "random"), "rules.json: competitive",
           "field 'warden_cards' must be 'choose' or 'random'")
    solo = require(raw, "solo", dict, where)
    for key in ("actions", "evactrak_start", "blaze_vp_win", "influence_levels",
                "level4_quest_limit", "ointment_actions", "call_watch_steps",
                "blaze_favour_evac_steps"):
        require(solo, key, int, "rules.json: solo")
    costs = require(solo, "ability_costs", dict, "rules.json: solo")
    for key in ("forge", "fire_sale", "ointment", "refill", "call_watch"):
        require(costs, key, int, "rules.json: solo.ability_costs")
    solo_tracks = require(solo, "tracks", dict, "rules.json: solo")
    for key in ("crew", "wagon", "forge"):
        levels = require(solo_tracks, key, list, "rules.json: solo.tracks")
        _check(levels == sorted(levels) and levels, "rules.json: solo.tracks",
               f"field '{key}' must be a rising list")
    _check(solo.get("blaze_area") in ("quarter", "faction"), "rules.json: solo",
           "field 'blaze_area' must be 'quarter' or 'faction'")
    inf = require(solo, "influence", dict, "rules.json: solo")
    for key in ("favour", "refill_with_favour"):
        row = require(inf, key, list, "rules.json: solo.influence")
        _check(len(row) == solo["influence_levels"] and all(isinstance(x, bool) for x in row),
               "rules.json: solo.influence",
               f"field '{key}' needs one true/false per level ({solo['influence_levels']})")
    require(inf, "university_favour", bool, "rules.json: solo.influence")
    _check(solo.get("visit_forge") in ("take", "activate"), "rules.json: solo",
           "field 'visit_forge' must be 'take' or 'activate'")
    require(solo, "held_card_actions", int, "rules.json: solo")
    _check(solo["held_card_actions"] >= 0, "rules.json: solo",
           "field 'held_card_actions' must not be negative")
    options = require(raw, "options", dict, where)
    for key in ("evactrak_start", "vp_target"):
        spec = require(options, key, dict, "rules.json: options")
        for bound in ("default", "low", "high"):
            require(spec, bound, int, f"rules.json: options.{key}")
        _check(spec["low"] <= spec["default"] <= spec["high"], f"rules.json: options.{key}",
               "need low <= default <= high")
    return raw


def _vpt(raw: dict[str, Any], factions: dict[str, Faction]) -> list[dict[str, Any]]:
    spaces = require(raw, "spaces", list, "vpt.json")
    for i, s in enumerate(spaces):
        where = f"vpt.json: spaces[{i}]"
        _check(isinstance(s, dict) and s.get("type") in VPT_TYPES, where,
               f"field 'type' must be one of {VPT_TYPES}")
        if "faction" in s:
            _check(s["faction"] in factions, where, f"unknown faction '{s['faction']}'")
        if s["type"] == "wind":
            _check(s.get("direction") in DIRECTIONS, where,
                   "field 'direction' must be N, E, S or W")
    return spaces


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """All Brigade data, validated; raises ResourceError naming file and field."""
    raw_blocks = load_json(GAME, "blocks.json")
    factions = _factions(raw_blocks)
    blocks = _blocks(raw_blocks, factions)
    raw_events = load_json(GAME, "events.json")
    events = _events(raw_events, factions)
    crew = _crew(load_json(GAME, "crew.json"), factions)
    wardens = _wardens(load_json(GAME, "wardens.json"), factions)
    town = _town(load_json(GAME, "town.json"), blocks)
    rules = _rules(load_json(GAME, "rules.json"))
    vpt = _vpt(load_json(GAME, "vpt.json"), factions)
    wind_after = raw_events.get("wind_after_fireballs", True)
    _check(isinstance(wind_after, bool), "events.json",
           "field 'wind_after_fireballs' must be true or false")
    return Catalogue(factions, blocks, events, crew, wardens, town, rules, vpt,
                     int(raw_events.get("starter_events", 3)), wind_after)
