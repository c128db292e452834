"""Emberheart content: load and validate the JSON files under resources/emberheart/."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json, require

GAME = "emberheart"
COLORS = ("red", "blue", "green")
HIRELINGS = ("grunt", "scout", "ranger", "warden")
EXPERTS = ("scout", "ranger", "warden")


@dataclass(frozen=True)
class Card:
    """Any Emberheart card.  ``kind`` is hero, captive, mountain, tavern, preserve, garrison,
    raid or twoplayer; the other fields are used by the kinds that need them."""

    id: str
    kind: str
    name: str
    color: str = ""
    glory: int = 0
    flame: int = 0
    warden: int = 0
    level: str = ""
    key: str = ""  # hero ability key, e.g. "bard"
    text: str = ""
    scoring_text: str = ""
    score: dict[str, Any] = field(default_factory=dict)
    hirelings: dict[str, int] = field(default_factory=dict)
    bonus: dict[str, int] = field(default_factory=dict)
    dragons: int = 0
    other: tuple[str, int] = ("", 0)
    track: str = ""
    discard: str = ""
    per: str = ""
    every: int = 1
    fixed: int = 0
    blocks: tuple[tuple[str, int], ...] = ()

    @property
    def is_dragon(self) -> bool:
        return self.kind in ("captive", "mountain")


@dataclass(frozen=True)
class Content:
    board: dict[str, Any]
    cards: dict[str, Card]
    decks: dict[str, tuple[str, ...]]  # deck name -> card ids in file order


def _int(d: dict, key: str, where: str, low: int = 0, high: int = 99) -> int:
    value = require(d, key, int, where)
    if not low <= value <= high:
        raise ResourceError(f"{where}: field '{key}' = {value} is outside {low}..{high}")
    return value


def _color(d: dict, where: str, exotic: bool = False) -> str:
    value = require(d, "color", str, where)
    allowed = COLORS + (("exotic",) if exotic else ())
    if value not in allowed:
        raise ResourceError(f"{where}: field 'color' must be one of {', '.join(allowed)}")
    return value


def _hirelings(d: dict, where: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for k, v in d.items():
        if k not in HIRELINGS or not isinstance(v, int) or v < 0:
            raise ResourceError(f"{where}: bad Hireling entry '{k}': {v!r}")
        out[k] = v
    return out


@lru_cache(maxsize=1)
def content() -> Content:
    """All content, validated once per process."""
    return build_content(lambda name: load_json(GAME, name))


def build_content(load: Callable[[str], Any]) -> Content:
    """Validate the files ``load(name)`` returns; errors name the file and the field."""
    board = load("board.json")
    for key in ("locations", "flame_glory", "track_glory", "supply", "player_start", "aides",
                "tracks", "mountain_levels"):
        require(board, key, (list, dict), "emberheart/board.json")
    cards: dict[str, Card] = {}
    decks: dict[str, list[str]] = {}

    def add(deck: str, card: Card, where: str) -> None:
        if card.id in cards:
            raise ResourceError(f"{where}: duplicate card id '{card.id}'")
        cards[card.id] = card
        decks.setdefault(deck, []).append(card.id)

    for i, h in enumerate(require(load("heroes.json"), "heroes", list,
                                  "emberheart/heroes.json")):
        w = f"emberheart/heroes.json heroes[{i}]"
        score = require(h, "score", dict, w)
        if score.get("kind") not in ("flat", "most", "per", "threshold"):
            raise ResourceError(f"{w}: field 'score.kind' is unknown")
        add("heroes", Card(require(h, "id", str, w), "hero", require(h, "name", str, w),
                           _color(h, w), glory=_int(score, "glory", w + ".score"),
                           key=require(h, "key", str, w), text=require(h, "ability", str, w),
                           scoring_text=require(h, "scoring", str, w), score=score), w)
    for fname, kind in (("captive.json", "captive"), ("mountain.json", "mountain")):
        for i, d in enumerate(require(load(fname), "dragons", list,
                                      f"emberheart/{fname}")):
            w = f"emberheart/{fname} dragons[{i}]"
            level = d.get("level", "") if kind == "mountain" else ""
            if kind == "mountain" and level not in ("bottom", "middle", "top"):
                raise ResourceError(f"{w}: field 'level' must be bottom, middle or top")
            if kind == "captive" and d.get("warden"):
                raise ResourceError(f"{w}: field 'warden' must be 0 (no Wardens go to the "
                                    "Poachers' Camp)")
            deck = "captive" if kind == "captive" else f"mountain_{level}"
            add(deck, Card(require(d, "id", str, w), kind, require(d, "name", str, w),
                           _color(d, w, exotic=kind == "captive"),
                           glory=_int(d, "glory", w, 1, 12), flame=_int(d, "flame", w, 0, 3),
                           warden=_int(d, "warden", w, 0, 1), level=level), w)
    for i, d in enumerate(require(load("tavern.json"), "cards", list,
                                  "emberheart/tavern.json")):
        w = f"emberheart/tavern.json cards[{i}]"
        add("tavern", Card(require(d, "id", str, w), "tavern", require(d, "name", str, w),
                           flame=_int(d, "flame", w, -3, 3),
                           hirelings=_hirelings(require(d, "hirelings", dict, w), w)), w)
    for i, d in enumerate(require(load("preserves.json"), "cards", list,
                                  "emberheart/preserves.json")):
        w = f"emberheart/preserves.json cards[{i}]"
        bonus = require(d, "bonus", dict, w)
        for k in bonus:
            if k not in ("gear", "grunt"):
                raise ResourceError(f"{w}: bonus '{k}' must be gear or grunt")
        add("preserves", Card(require(d, "id", str, w), "preserve", require(d, "name", str, w),
                              _color(d, w), bonus=dict(bonus)), w)
    for i, d in enumerate(require(load("garrison.json"), "cards", list,
                                  "emberheart/garrison.json")):
        w = f"emberheart/garrison.json cards[{i}]"
        other = require(d, "other", dict, w)
        otype = require(other, "type", str, w + ".other")
        if otype not in ("heroes", "preserves", "hirelings"):
            raise ResourceError(f"{w}: other.type must be heroes, preserves or hirelings")
        track = require(d, "track", str, w)
        if track not in board["tracks"]:
            raise ResourceError(f"{w}: field 'track' must be one of {board['tracks']}")
        color = _color(d, w)
        add(f"garrison_{color}", Card(
            require(d, "id", str, w), "garrison", require(d, "name", str, w), color,
            glory=_int(d, "glory", w, 1, 12), dragons=_int(d, "dragons", w, 0, 9),
            other=(otype, _int(other, "count", w + ".other", 0, 50)), track=track), w)
    for i, d in enumerate(require(load("raids.json"), "cards", list,
                                  "emberheart/raids.json")):
        w = f"emberheart/raids.json cards[{i}]"
        disc = require(d, "discard", str, w)
        if disc not in ("grunt", "expert"):
            raise ResourceError(f"{w}: field 'discard' must be grunt or expert")
        per = d.get("per", "")
        if per not in ("", "heroes_preserves", "garrisons", "highest_step", "red", "blue",
                       "green", "scouts", "rangers", "wardens"):
            raise ResourceError(f"{w}: field 'per' = {per!r} is unknown")
        add("raids", Card(require(d, "id", str, w), "raid", require(d, "name", str, w),
                          discard=disc, per=per, every=int(d.get("every", 1)) or 1,
                          fixed=int(d.get("fixed", 0))), w)
    for i, d in enumerate(require(load("twoplayer.json"), "cards", list,
                                  "emberheart/twoplayer.json")):
        w = f"emberheart/twoplayer.json cards[{i}]"
        blocks = []
        for b in require(d, "blocks", list, w):
            loc_ids = [loc["id"] for loc in board["locations"]]
            if (not isinstance(b, list) or len(b) != 2 or b[0] not in loc_ids
                    or b[1] not in (1, 2, 3, 4, 5)):
                raise ResourceError(f"{w}: bad block {b!r} (want [location, 1..5])")
            blocks.append((b[0], b[1]))
        add("twoplayer", Card(require(d, "id", str, w), "twoplayer", d["id"],
                              blocks=tuple(blocks)), w)
    expected = {"heroes": 27, "captive": 15, "tavern": 15, "preserves": 15, "raids": 10,
                "twoplayer": 12, "mountain_bottom": 15, "mountain_middle": 10, "mountain_top": 5}
    for deck, count in expected.items():
        if len(decks.get(deck, [])) != count:
            raise ResourceError(f"emberheart: the {deck} deck has {len(decks.get(deck, []))} "
                                f"cards; the game needs {count}")
    return Content(board, cards, {k: tuple(v) for k, v in decks.items()})
