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
    for file, listing, read in CARD_FILES:
        entries = require(load(file), listing, list, f"emberheart/{file}")
        for i, entry in enumerate(entries):
            where = f"emberheart/{file} {listing}[{i}]"
            deck, card = read(entry, where, board)
            if card.id in cards:
                raise ResourceError(f"{where}: duplicate card id '{card.id}'")
            cards[card.id] = card
            decks.setdefault(deck, []).append(card.id)
    expected = {"heroes": 27, "captive": 15, "tavern": 15, "preserves": 15, "raids": 10,
                "twoplayer": 12, "mountain_bottom": 15, "mountain_middle": 10, "mountain_top": 5}
    for deck, count in expected.items():
        if len(decks.get(deck, [])) != count:
            raise ResourceError(f"emberheart: the {deck} deck has {len(decks.get(deck, []))} "
                                f"cards; the game needs {count}")
    return Content(board, cards, {k: tuple(v) for k, v in decks.items()})


# ----- one reader per card file: (entry, where, board) -> (deck, card) -------------------
def _hero(entry: dict, where: str, board: dict) -> tuple[str, Card]:
    score = require(entry, "score", dict, where)
    if score.get("kind") not in ("flat", "most", "per", "threshold"):
        raise ResourceError(f"{where}: field 'score.kind' is unknown")
    return "heroes", Card(
        require(entry, "id", str, where), "hero", require(entry, "name", str, where),
        _color(entry, where), glory=_int(score, "glory", where + ".score"),
        key=require(entry, "key", str, where), text=require(entry, "ability", str, where),
        scoring_text=require(entry, "scoring", str, where), score=score)


def _dragon(entry: dict, where: str, kind: str, level: str) -> Card:
    return Card(require(entry, "id", str, where), kind, require(entry, "name", str, where),
                _color(entry, where, exotic=kind == "captive"),
                glory=_int(entry, "glory", where, 1, 12), flame=_int(entry, "flame", where, 0, 3),
                warden=_int(entry, "warden", where, 0, 1), level=level)


def _captive(entry: dict, where: str, board: dict) -> tuple[str, Card]:
    if entry.get("warden"):
        raise ResourceError(f"{where}: field 'warden' must be 0 (no Wardens go to the "
                            "Poachers' Camp)")
    return "captive", _dragon(entry, where, "captive", "")


def _mountain(entry: dict, where: str, board: dict) -> tuple[str, Card]:
    level = entry.get("level", "")
    if level not in ("bottom", "middle", "top"):
        raise ResourceError(f"{where}: field 'level' must be bottom, middle or top")
    return f"mountain_{level}", _dragon(entry, where, "mountain", level)


def _tavern(entry: dict, where: str, board: dict) -> tuple[str, Card]:
    return "tavern", Card(
        require(entry, "id", str, where), "tavern", require(entry, "name", str, where),
        flame=_int(entry, "flame", where, -3, 3),
        hirelings=_hirelings(require(entry, "hirelings", dict, where), where))


def _preserve(entry: dict, where: str, board: dict) -> tuple[str, Card]:
    bonus = require(entry, "bonus", dict, where)
    for kind in bonus:
        if kind not in ("gear", "grunt"):
            raise ResourceError(f"{where}: bonus '{kind}' must be gear or grunt")
    return "preserves", Card(
        require(entry, "id", str, where), "preserve", require(entry, "name", str, where),
        _color(entry, where), bonus=dict(bonus))


def _garrison(entry: dict, where: str, board: dict) -> tuple[str, Card]:
    other = require(entry, "other", dict, where)
    other_kind = require(other, "type", str, where + ".other")
    if other_kind not in ("heroes", "preserves", "hirelings"):
        raise ResourceError(f"{where}: other.type must be heroes, preserves or hirelings")
    track = require(entry, "track", str, where)
    if track not in board["tracks"]:
        raise ResourceError(f"{where}: field 'track' must be one of {board['tracks']}")
    color = _color(entry, where)
    return f"garrison_{color}", Card(
        require(entry, "id", str, where), "garrison", require(entry, "name", str, where), color,
        glory=_int(entry, "glory", where, 1, 12), dragons=_int(entry, "dragons", where, 0, 9),
        other=(other_kind, _int(other, "count", where + ".other", 0, 50)), track=track)


def _raid(entry: dict, where: str, board: dict) -> tuple[str, Card]:
    discard = require(entry, "discard", str, where)
    if discard not in ("grunt", "expert"):
        raise ResourceError(f"{where}: field 'discard' must be grunt or expert")
    per = entry.get("per", "")
    if per not in ("", "heroes_preserves", "garrisons", "highest_step", "red", "blue",
                   "green", "scouts", "rangers", "wardens"):
        raise ResourceError(f"{where}: field 'per' = {per!r} is unknown")
    return "raids", Card(require(entry, "id", str, where), "raid",
                         require(entry, "name", str, where), discard=discard, per=per,
                         every=int(entry.get("every", 1)) or 1,
                         fixed=int(entry.get("fixed", 0)))


def _twoplayer(entry: dict, where: str, board: dict) -> tuple[str, Card]:
    blocks = []
    location_ids = [loc["id"] for loc in board["locations"]]
    for block in require(entry, "blocks", list, where):
        if (not isinstance(block, list) or len(block) != 2 or block[0] not in location_ids
                or block[1] not in (1, 2, 3, 4, 5)):
            raise ResourceError(f"{where}: bad block {block!r} (want [location, 1..5])")
        blocks.append((block[0], block[1]))
    return "twoplayer", Card(require(entry, "id", str, where), "twoplayer", entry["id"],
                             blocks=tuple(blocks))


#: The card files in reading order (card ids and deck order follow it): file, its list, reader.
CARD_FILES: tuple[tuple[str, str, Callable[[dict, str, dict], tuple[str, Card]]], ...] = (
    ("heroes.json", "heroes", _hero),
    ("captive.json", "dragons", _captive),
    ("mountain.json", "dragons", _mountain),
    ("tavern.json", "cards", _tavern),
    ("preserves.json", "cards", _preserve),
    ("garrison.json", "cards", _garrison),
    ("raids.json", "cards", _raid),
    ("twoplayer.json", "cards", _twoplayer),
)
