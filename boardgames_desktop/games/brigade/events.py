"""Event cards: building the deck for a game and turning a card into effects.

An event card resolves as a list of *effects* (plain dicts, see state.py): one
``fireball`` per coordinate, then (if printed) one ``gust``, or a ``special`` effect for the
four Special Events.  The deck is a shared-rules ``Deck`` of card ids; an empty deck
reshuffles its discards (``Deck.draw_or_reshuffle``).
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.rng import SeededRNG

from .data import Catalogue, EventCard
from .town import display_labels


def deck_card_ids(cat: Catalogue, big_buildings: bool,
                  special: bool) -> tuple[list[str], list[str]]:
    """(starter ids, other ids) of the events in play with these options."""
    starters = [e.id for e in cat.events.values() if e.starter]
    others = [e.id for e in cat.events.values()
              if not e.starter
              and (big_buildings or not e.big_buildings)
              and (special or e.special is None)]
    return starters, others


def build_event_decks(cat: Catalogue, rng: SeededRNG, big_buildings: bool, special: bool,
                      starter_count: int) -> tuple[list[str], Deck[str]]:
    """Shuffle the starter events and draw ``starter_count``; the rest of the starters are
    shuffled into the main deck (as the base game does)."""
    starters, others = deck_card_ids(cat, big_buildings, special)
    rng.shuffle(starters)
    chosen, rest = starters[:starter_count], starters[starter_count:]
    deck: Deck[str] = Deck(rng, others + rest, name="event deck", shuffle=True)
    return chosen, deck


def card_effects(card: EventCard, wind_after: bool = True) -> list[dict[str, Any]]:
    """The effects of one card, in resolution order."""
    effects: list[dict[str, Any]] = [{"op": "fireball", "cell": c} for c in card.fireballs]
    if card.special is not None:
        effects.append({"op": "special", "card": card.id})
    if card.wind is not None:
        gust = {"op": "gust", "direction": card.wind}
        effects = effects + [gust] if wind_after else [gust] + effects
    return effects


def describe(card: EventCard) -> str:
    parts = []
    if card.fireballs:
        parts.append("fireballs on " + display_labels(card.fireballs))
    if card.wind:
        parts.append(f"Wind Gust {card.wind}")
    if card.special:
        parts.append(card.special["text"])
    return f"{card.name}: " + ("; ".join(parts) if parts else "no effect")
