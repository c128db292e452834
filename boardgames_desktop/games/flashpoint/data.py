"""Flash Point content: numbers, specialists and Event cards from ``resources/flashpoint/``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json, require

LEVELS = ("Recruit", "Veteran", "Heroic")

#: Every Event effect kind the model implements, with its required integer parameters.
EVENT_KINDS: dict[str, tuple[str, ...]] = {
    "backdraft": (), "advance_fire": ("count",), "explosion_roll": (), "smoke_rolls": ("count",),
    "add_flare_up": ("count",), "remove_flare_up": ("count",), "add_pois": ("count",),
    "hide_revealed": (), "lose_saved_ap": ("amount",), "turn_effect": (), "damage_roll": (),
    "doors_burn": (), "open_doors": (), "hazmat_roll": (), "ap_penalty": ("amount",),
    "fire_roll": (), "wind_gust": (), "fire_grenade": (), "bonus_extinguish": ("amount",),
    "add_respite": (), "gain_saved_ap": ("amount",), "reveal_pois": (),
}
TURN_EFFECTS = ("no_move", "no_drive", "no_deck_gun")


@dataclass(frozen=True)
class Specialist:
    id: str
    name: str
    set: str  # "base" or "tragic"
    ap: int
    bonus_ap: int
    bonus_kind: str  # "", "command", "extinguish", "move", "plan"
    text: str


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    text: str
    effect: dict[str, Any]
    harmful: bool


@lru_cache(maxsize=1)
def rules() -> dict[str, Any]:
    where = "resources/flashpoint/rules.json"
    data = load_json("flashpoint", "rules.json")
    for key in ("ap_per_turn", "max_saved_ap", "win_rescued", "lose_lost", "lose_damage"):
        require(data, key, int, where)
    costs = require(data, "costs", dict, where)
    for key in ("move", "move_into_fire", "move_carrying", "move_leading", "door", "extinguish",
                "chop", "drive_per_side", "deck_gun", "crew_change", "treat", "imaging",
                "dispose", "plan_give", "plan_peek", "desmoke", "escape", "escape_door"):
        require(costs, key, int, where + " costs")
    levels = require(data, "levels", dict, where)
    for level in LEVELS:
        spec = require(levels, level, dict, where + " levels")
        for key in ("explosions", "hazmats", "extra_hot_spots", "hot_spot_reserve", "flare_ups"):
            require(spec, key, int, f"{where} levels.{level}")
    for row in require(data, "fire_deck", list, where):
        require(row, "firefighters", list, where + " fire_deck")
        if row.get("level") not in LEVELS:
            raise ResourceError(f"{where} fire_deck: unknown level {row.get('level')!r}")
        require(row, "fire_rages", int, where + " fire_deck")
        require(row, "accelerate", int, where + " fire_deck")
    pois = require(data, "pois", dict, where)
    for key in ("victims", "false_alarms", "on_board"):
        require(pois, key, int, where + " pois")
    if len(require(data, "colours", list, where)) < 6:
        raise ResourceError(f"{where}: field 'colours' needs 6 colours")
    if len(require(data, "hot_spots_by_firefighters", list, where)) < 7:
        raise ResourceError(f"{where}: 'hot_spots_by_firefighters' needs entries for 0..6")
    rulings = require(data, "rulings", dict, where)
    for key in ("replenish_clears_fire", "fire_deck_reshuffles", "event_deck_reshuffles",
                "desmoke_ignites_through_walls"):
        require(rulings, key, bool, where + " rulings")
    for key in ("crew_changes_per_turn", "captain_cafs_ap_per_turn", "reroll_onto_fire_tries"):
        require(rulings, key, int, where + " rulings")
    if rulings.get("out_of_fire_markers") != "skip":
        raise ResourceError(f"{where} rulings: 'out_of_fire_markers' must be \"skip\" "
                            "(the only way the model implements)")
    if rulings.get("knockdown_square") not in ("player", "nearest"):
        raise ResourceError(f"{where} rulings: 'knockdown_square' must be \"player\" or "
                            "\"nearest\"")
    components = require(data, "components", dict, where)
    for key in ("fire_markers", "hazmats", "hot_spots", "treated_markers", "firefighters"):
        require(components, key, int, where + " components")
    return data


@lru_cache(maxsize=1)
def specialists() -> dict[str, Specialist]:
    where = "resources/flashpoint/specialists.json"
    out: dict[str, Specialist] = {}
    for k, raw in enumerate(load_json("flashpoint", "specialists.json")):
        w = f"{where}[{k}]"
        spec = Specialist(require(raw, "id", str, w), require(raw, "name", str, w),
                          require(raw, "set", str, w), require(raw, "ap", int, w),
                          require(raw, "bonus_ap", int, w), require(raw, "bonus_kind", str, w),
                          require(raw, "text", str, w))
        if spec.bonus_kind not in ("", "command", "extinguish", "move", "plan"):
            raise ResourceError(f"{w}: unknown bonus_kind '{spec.bonus_kind}'")
        out[spec.id] = spec
    return out


@lru_cache(maxsize=1)
def events() -> dict[str, EventCard]:
    where = "resources/flashpoint/events.json"
    out: dict[str, EventCard] = {}
    for k, raw in enumerate(load_json("flashpoint", "events.json")):
        w = f"{where}[{k}]"
        effect = require(raw, "effect", dict, w)
        kind = effect.get("kind")
        if kind not in EVENT_KINDS:
            raise ResourceError(f"{w}: effect kind {kind!r} is not implemented")
        for param in EVENT_KINDS[kind]:
            require(effect, param, int, w + " effect")
        if kind == "turn_effect" and effect.get("effect") not in TURN_EFFECTS:
            raise ResourceError(f"{w}: turn_effect needs 'effect' in {TURN_EFFECTS}")
        if kind == "lose_saved_ap" and effect.get("who") not in ("all", "next"):
            raise ResourceError(f"{w}: lose_saved_ap needs 'who' of 'all' or 'next'")
        card = EventCard(require(raw, "id", str, w), require(raw, "name", str, w),
                         require(raw, "text", str, w), effect, bool(raw.get("harmful", True)))
        if card.id in out:
            raise ResourceError(f"{w}: duplicate id '{card.id}'")
        out[card.id] = card
    return out
