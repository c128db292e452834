"""What the Flash Point team cannot see, resampled for ``GameState.determinized``.

Flash Point is cooperative and every seat sees the same table.  Hidden: what each face-down
POI is (victim or false alarm) together with the undrawn POI pool, the order of the Tragic
Events Fire deck and of the Event deck.  An Event the Strategist has peeked at keeps its
place (on top while ``peeked_event`` is set).  Victims and false alarms are dealt again over
the face-down POIs and the pool, so the counts stay right.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import FlashPointState


def resample_hidden(state: FlashPointState, seat: int, rng: random.Random) -> None:
    """Deal the face-down POIs again and reshuffle the undrawn decks (in place)."""
    face_down = [p for p in state.pois if not p.revealed]
    kinds = sorted([p.kind for p in face_down] + state.poi_pool)
    rng.shuffle(kinds)
    for poi, kind in zip(face_down, kinds):
        poi.kind = kind
    state.poi_pool = kinds[len(face_down):]
    state.fire_deck = _shuffled(state.fire_deck, rng)
    deck = state.event_deck
    if state.peeked_event is not None and deck and deck[0] == state.peeked_event:
        state.event_deck = deck[:1] + _shuffled(deck[1:], rng)
    else:
        state.event_deck = _shuffled(deck, rng)


def _shuffled(cards: list[str], rng: random.Random) -> list[str]:
    out = sorted(cards)
    rng.shuffle(out)
    return out
