"""The game's printed content the board draws: names and numbers of the board and the cards.

This is the rulebook's material, the same in every game and every position (read once per
process, ``data.content``), not the position: the position comes from the seat's view
(``seat_view.py``).  Here the scene looks up what a Location is called, which Expert it
takes, a track's name and the face of a card that no view shows (a card a choice names).
"""

from __future__ import annotations

from typing import Any

from ..data import content


def numbers() -> dict[str, Any]:
    """The board's numbers and names (``resources/emberheart/board.json``)."""
    return content().board


def _location(loc: str) -> dict[str, Any] | None:
    return next((e for e in numbers()["locations"] if e["id"] == loc), None)


def loc_name(loc: str) -> str:
    """"Heroes' Guild" for "guild"; the Special Locations by their own names."""
    entry = _location(loc)
    if entry is not None:
        return entry["name"]
    return {"warehouse": "Warehouse", "firestation": "Firestation"}.get(loc, loc)


def expert_of(loc: str) -> str:
    """The Expert whose Parties (with Grunts) claim at Location ``loc``."""
    entry = _location(loc)
    if entry is None:
        raise KeyError(loc)
    return entry["expert"]


def track_name(track: str) -> str:
    return numbers()["track_names"][track]


def is_card(card_id: str) -> bool:
    return card_id in content().cards
