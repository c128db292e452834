"""Fast copies of a Brigade state for search (``GameState.clone``; see rules/CLONE_PROTOCOL.md).

``copy_state_data`` copies every game attribute of a state by its type: numbers, strings,
booleans, None, tuples, frozensets and finished Outcomes are immutable and shared; lists
and dicts are copied with their contents copied the same way; the game's own pieces
(town, tiles, Wardens, Wagons, boards, tracks, the Pyromancer, decks) have hand-written
copies below.  What never changes during a game — the catalogue, the town's neighbour
tables and its move cache, action objects — is shared.  A type not listed falls back to
``copy.deepcopy`` with the RNG redirected, so a new kind of attribute is still copied
correctly (only more slowly) until it gets its own entry here.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.flow import Flow
from boardgames_desktop.rules.rng import SeededRNG
from boardgames_desktop.rules.state import Outcome

from .mode import Mode
from .pieces import Board, CrewMember, Wagon, Warden
from .pyromancer import Pyromancer
from .town import Tile, Town
from .tracks import EvacTrak, Influence, Vpt

_new = object.__new__
IMMUTABLE: frozenset[type] = frozenset({int, str, bool, float, type(None), tuple, frozenset,
                                        Outcome, Mode})
Copier = Callable[[Any, SeededRNG], Any]


def copy_value(value: Any, rng: SeededRNG) -> Any:
    """A copy of ``value`` sharing nothing mutable with it (``rng``: the copy's RNG)."""
    kind = type(value)
    if kind in IMMUTABLE:
        return value
    copier = COPIERS.get(kind)
    if copier is not None:
        return copier(value, rng)
    return copy.deepcopy(value)  # not expected: see the module docstring


def _list(value: list[Any], rng: SeededRNG) -> list[Any]:
    immutable = IMMUTABLE
    copiers = COPIERS
    return [x if (kind := type(x)) in immutable else (copiers.get(kind) or _fallback)(x, rng)
            for x in value]


def _dict(value: dict[Any, Any], rng: SeededRNG) -> dict[Any, Any]:
    immutable = IMMUTABLE
    for x in value.values():
        if type(x) not in immutable:
            break
    else:  # every value immutable (budgets, flags, levels): a flat copy
        return value.copy()
    copiers = COPIERS
    return {k: x if (kind := type(x)) in immutable else (copiers.get(kind) or _fallback)(x, rng)
            for k, x in value.items()}


def _fallback(value: Any, rng: SeededRNG) -> Any:
    return copy.deepcopy(value)  # not expected: see the module docstring


def _tile(t: Tile, rng: SeededRNG) -> Tile:
    """A loose copy of one cell (a Tile kept apart from the town: not expected)."""
    return Tile(t.label, t.block, t.firehouse, t.intensity, t.destroyed, t.renown, t.loyalty,
                t.favour)


def _town(town: Town, rng: SeededRNG) -> Town:
    return town.copy()  # a few flat lists; the layout and the Renown dicts shared


def _warden(w: Warden, rng: SeededRNG) -> Warden:
    twin = _new(Warden)
    fields = w.__dict__.copy()
    if w.crew:
        fields["crew"] = [_flat(m, rng) for m in w.crew]
    else:
        fields["crew"] = []
    twin.__dict__ = fields
    return twin


def _flat(value: Any, rng: SeededRNG) -> Any:
    """An object whose attributes are all immutable."""
    twin = _new(type(value))
    twin.__dict__ = value.__dict__.copy()
    return twin


def _board(b: Board, rng: SeededRNG) -> Board:
    twin = _new(Board)
    fields = b.__dict__.copy()  # the track values never change during a game: shared
    fields["levels"] = b.levels.copy()
    twin.__dict__ = fields
    return twin


def _with_levels(value: Any, rng: SeededRNG) -> Any:
    """An object whose only mutable attribute is the dict ``levels``."""
    twin = _new(type(value))
    fields = value.__dict__.copy()
    fields["levels"] = value.levels.copy()
    twin.__dict__ = fields
    return twin


def _flow(flow: Flow, rng: SeededRNG) -> Flow:
    return flow.copy()  # its decisions are immutable: shared


def _deck(deck: Deck[Any], rng: SeededRNG) -> Deck[Any]:
    twin: Deck[Any] = _new(Deck)
    twin.__dict__.update(deck.__dict__)
    twin.rng = rng
    twin.cards = list(deck.cards)
    twin.discards = list(deck.discards)
    return twin


COPIERS: dict[type, Copier] = {
    list: _list, dict: _dict, Town: _town, Tile: _tile, Warden: _warden, Wagon: _flat,
    CrewMember: _flat, Board: _board, EvacTrak: _flat, Vpt: _flat, Influence: _with_levels,
    Pyromancer: _with_levels, Deck: _deck, Flow: _flow,
}


def _queue(value: list[dict[str, Any]], rng: SeededRNG) -> list[dict[str, Any]]:
    """The queue of steps or effects: a new list sharing the step dicts, which are never
    changed once queued (``run`` hands a copy of one to its op; every writer queues new
    dicts) and hold plain values only."""
    return value.copy()


#: attributes copied by name rather than by type
BY_NAME: dict[str, Copier] = {"steps": _queue, "effects": _queue}


def copy_state_data(state: Any, twin: Any) -> None:
    """Put a copy of every game attribute of ``state`` on ``twin`` (made by ``clone``)."""
    rng = twin.rng
    mine = state.__dict__
    theirs = twin.__dict__
    base = theirs.copy()  # the base attributes clone() already set on the copy
    theirs.update(mine)  # immutable values are shared as they are
    theirs.update(base)
    immutable = IMMUTABLE
    copiers = COPIERS
    by_name = BY_NAME
    for name, value in mine.items():
        kind = type(value)
        if kind in immutable or name in base:
            continue
        if not value and (kind is list or kind is dict):  # empty: nothing to walk
            theirs[name] = [] if kind is list else {}
            continue
        copier = by_name.get(name) or copiers.get(kind)
        theirs[name] = (copier(value, rng) if copier is not None
                        else copy.deepcopy(value, {id(state.rng): rng, id(state): twin}))
