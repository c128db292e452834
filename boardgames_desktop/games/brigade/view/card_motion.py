"""The Brigade's cards slide (the shared way: ``ui/animate_cards.py``): an Event card drawn
in the Event Phase comes from the Event deck to the display, a Forge card dealt to the Forge
comes from the Equipment deck, and a Forge card a Solo Warden takes glides from the Forge onto
the Warden (the same key in both places)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from boardgames_desktop.ui.animate_cards import put_card
from boardgames_desktop.ui.sketch import Sketch

if TYPE_CHECKING:
    from .scene import BrigadeScene

EVENTS, EQUIPMENT = "events", "equipment"  #: the decks' names


def event_key(card_id: str) -> str:
    return f"event-card:{card_id}"


def equipment_key(card_id: str) -> str:
    return f"equipment-card:{card_id}"


def deck(scene: BrigadeScene, name: str, place: QPointF) -> None:
    """Where the deck ``name`` (EVENTS, EQUIPMENT) is drawn: its label's top-left."""
    scene.motion.cards.deck(name, place)


def display(scene: BrigadeScene, name: str, corner: QPointF) -> None:
    """The cards drawn next lie in the display ``name`` ("events", "forge", "held") whose
    corner is here (a card that moves only with it jumps)."""
    scene.motion.cards.display = (name, QPointF(corner))


def put_event(scene: BrigadeScene, face: Sketch, card_id: str, corner: QPointF) -> None:
    """An Event card face drawn (in scene coordinates) with its top-left at ``corner``."""
    put_card(scene, face, event_key(card_id), EVENTS, corner)


def put_equipment(scene: BrigadeScene, face: Sketch, card_id: str, corner: QPointF) -> None:
    """An Equipment card face, in the Forge or on a Warden."""
    put_card(scene, face, equipment_key(card_id), EQUIPMENT, corner)
