"""The shared half of ``GameState.view(seat)``: what one seat may see, as plain JSON data.

A game's ``seat_view`` module builds its view from two pieces made here:

* ``header(state, seat)``: who looks, who acts, the phase and whether the game is over;
* ``public_table(state, hidden)``: every attribute of the game's own data as plain data, with
  the ones named in ``hidden`` passed through the game's redaction (a face-down card shown as
  a count or a card back) and every draw pile shown by how many cards it holds.  Chance
  (``SeededRNG``: it foretells every future roll) is never part of a view.

Starting from *everything* and redacting what is hidden (rather than listing what is shown)
means data a game adds later is visible to the contract harness at once: the check
``view(seat) == determinized(seat, rng).view(seat)`` (``rules/contract.py``) then fails for any
hidden attribute that a view forgot to redact.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from .deck import Deck
from .rng import SeededRNG

if TYPE_CHECKING:
    from .state import GameState

#: Plain JSON data: what every view is made of.
Plain = Any
Redaction = Callable[[Any], Plain]

#: Base bookkeeping a view never shows (chance, the log, caches); see ``BASE_ATTRIBUTES``.
#: The seed is chance too: with the moves made, it foretells every deck order and roll.
NOT_SHOWN = frozenset({"rng", "seed", "log", "setup_messages", "_pending_messages",
                       "_turn_ended", "_listing", "_listing_index"})


def header(state: GameState, seat: int | None) -> dict[str, Plain]:
    """What any view starts with.  ``seat`` None: the table as a spectator sees it."""
    return {
        "game": state.game_id,
        "mode": state.mode,
        "players": state.players,
        "seat": seat,
        "active": list(state.active_players) if not state.is_over else [],
        "phase": state.phase,
        "over": state.is_over,
    }


def public_table(state: GameState, hidden: Mapping[str, Redaction] | None = None
                 ) -> dict[str, Plain]:
    """The game's own attributes as plain data, each hidden one through its redaction.

    Shared read-only data (``shared_attributes``: board layouts, card texts) is left out: it
    is the same for every game and says nothing about this one.
    """
    hidden = hidden or {}
    skip = state.shared_attributes
    out: dict[str, Plain] = {}
    for name, value in vars(state).items():
        if name in NOT_SHOWN or name in skip or name.startswith("__"):
            continue
        redact = hidden.get(name)
        out[name] = redact(value) if redact is not None else plain(value)
    return out


def deck_back(deck: Deck[Any]) -> dict[str, Plain]:
    """A face-down draw pile as a seat sees it: how many cards, and the open discard pile."""
    return {"left": len(deck.cards), "discards": plain(deck.discards)}


def count(cards: Any) -> int:
    """A hidden pile or set shown only by its size."""
    return len(cards)


def plain(value: Any, _depth: int = 0) -> Plain:
    """Like ``rules.plain.to_plain`` but for a view: a ``Deck`` shows only its back
    (``deck_back``) and a ``SeededRNG`` nothing at all."""
    if _depth > 60:
        raise ValueError("object nesting too deep for a view")
    d = _depth + 1
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, SeededRNG):
        return None
    if isinstance(value, Deck):
        return deck_back(value)
    if isinstance(value, enum.Enum):
        return plain(value.value, d)
    if hasattr(value, "get_state") and callable(value.get_state):  # e.g. the flow engine
        return plain(value.get_state(), d)
    if isinstance(value, (list, tuple)):
        return [plain(v, d) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v, d) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(plain(k, d)): plain(v, d) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name), d) for f in dataclasses.fields(value)}
    if hasattr(value, "__dict__"):
        return {k: plain(v, d) for k, v in vars(value).items()
                if not callable(v) and not k.startswith("__")}
    return repr(value)
