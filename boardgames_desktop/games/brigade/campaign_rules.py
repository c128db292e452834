"""Rise of the Phoenix rulings (resources/brigade/campaign.json), validated at load."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json, require

CHAPTERS = (1, 2, 3, 4)
F = "campaign.json"


def _int(data: dict[str, Any], key: str, where: str, low: int = 0) -> int:
    value = require(data, key, int, where)
    if value < low:
        raise ResourceError(f"{where}: field '{key}' must be at least {low}")
    return value


@lru_cache(maxsize=1)
def campaign_rules() -> dict[str, Any]:
    raw = load_json("brigade", F)
    chapters = require(raw, "chapters", dict, F)
    boons = require(raw, "boons", dict, F)
    blights = require(raw, "blights", dict, F)
    for ch in CHAPTERS:
        c = require(chapters, str(ch), dict, f"{F}: chapters")
        where = f"{F}: chapters.{ch}"
        require(c, "title", str, where)
        require(c, "goal", str, where)
        require(c, "event_moves_evactrak", bool, where)
        if ch < 4:
            _int(c, "evactrak_start", where, 1)
            if c.get("success") not in boons or boons[c["success"]].get("chapter") != ch + 1:
                raise ResourceError(f"{where}: field 'success' must name a boon of chapter "
                                    f"{ch + 1}")
            if c.get("failure") not in blights or blights[c["failure"]].get("chapter") != ch + 1:
                raise ResourceError(f"{where}: field 'failure' must name a blight of chapter "
                                    f"{ch + 1}")
    _int(chapters["1"], "loyalty_needed", f"{F}: chapters.1", 1)
    _int(chapters["1"], "missed_round_steps", f"{F}: chapters.1")
    two = chapters["2"]
    for key in ("eggs", "eggs_needed", "university_deliveries", "firehouse_deliveries"):
        _int(two, key, f"{F}: chapters.2", 1)
    if two["eggs_needed"] > two["eggs"]:
        raise ResourceError(f"{F}: chapters.2: 'eggs_needed' exceeds 'eggs'")
    three = chapters["3"]
    require(three, "scroll", str, f"{F}: chapters.3")
    for key in ("scroll_price_start", "scroll_price_step", "university_favours",
                "university_destroyed_fail"):
        _int(three, key, f"{F}: chapters.3")
    four = chapters["4"]
    require(four, "phoenix_start_cell", str, f"{F}: chapters.4")
    for key in ("phoenix_start", "phoenix_top", "fireball_hit", "burning_block",
                "destroys_block"):
        _int(four, key, f"{F}: chapters.4")
    if not 0 < four["phoenix_start"] < four["phoenix_top"]:
        raise ResourceError(f"{F}: chapters.4: need 0 < phoenix_start < phoenix_top")
    for table, name in ((boons, "boons"), (blights, "blights")):
        for key, entry in table.items():
            where = f"{F}: {name}.{key}"
            if _int(entry, "chapter", where, 2) > 4:
                raise ResourceError(f"{where}: field 'chapter' must be 2..4")
            require(entry, "title", str, where)
            require(entry, "text", str, where)
    _int(boons["interrogate"], "peek", f"{F}: boons.interrogate", 1)
    _int(boons["efficient"], "upgrades", f"{F}: boons.efficient", 1)
    _int(boons["skilled"], "phoenix_start", f"{F}: boons.skilled", 1)
    _int(blights["time_is_precious"], "evactrak_start", f"{F}: blights.time_is_precious", 1)
    _int(blights["in_trouble"], "starter_events", f"{F}: blights.in_trouble", 1)
    if _int(raw, "forgewares", F, 1) != 16:
        raise ResourceError(f"{F}: field 'forgewares' must be 16 (the printed deck)")
    return raw


def chapter_rules(chapter: int) -> dict[str, Any]:
    return campaign_rules()["chapters"][str(chapter)]
