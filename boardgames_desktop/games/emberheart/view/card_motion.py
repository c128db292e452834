"""Cards slide from deck to display (the shared way: ``ui/animate_cards.py``): a card on
offer is keyed by its id, and a card dealt to a Location comes from that Location's deck
label (``mainboard.py`` notes the deck while drawing the Location)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

if TYPE_CHECKING:
    from .scene import EmberheartScene

PREFIX = "offer-card:"


def card_key(card_id: str) -> str:
    return PREFIX + card_id


def card_of(key: str) -> str | None:
    """The card id of an offer card's key (None for any other key)."""
    return key[len(PREFIX):] if key.startswith(PREFIX) else None


def dealt(sc: EmberheartScene, card_id: str, deck: QPointF | None) -> None:
    """The card ``card_id`` on offer was dealt from the deck at ``deck``."""
    sc.motion.cards.dealt(card_key(card_id), deck)
