"""Cards slide from deck to display: a card on offer is keyed by its id, and a card dealt to
a Location comes from that Location's deck label (the scene remembers where each card was
dealt: ``EmberheartScene.origin``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

PREFIX = "offer-card:"


def card_key(card_id: str) -> str:
    return PREFIX + card_id


def card_of(key: str) -> str | None:
    """The card id of an offer card's key (None for any other key)."""
    return key[len(PREFIX):] if key.startswith(PREFIX) else None


def deck_origin(decks: dict[str, QPointF], key: str) -> QPointF | None:
    card = card_of(key)
    return decks.get(card) if card is not None else None
