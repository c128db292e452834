"""Emberheart's pictures for the rules reference, drawn with the board's own painters.

``PICTURES`` maps a picture name (the part after ``emberheart.`` in a reference section)
to a function returning sketches; ``ui/reference_pictures.py`` renders them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt

from boardgames_desktop.ui.sketch import RectSketch, Sketch

from ..data import content
from . import cards, paint, pieces


def _card_info(kind: str) -> dict[str, Any]:
    """What the card painter reads for the first card of ``kind`` in the content file."""
    c = next(card for card in content().cards.values() if card.kind == kind)
    info = {"id": c.id, "kind": c.kind, "name": c.name, "color": c.color, "glory": c.glory,
            "label": c.name}
    if kind == "mountain":
        info.update(flame=c.flame, warden=c.warden, level=c.level)
    else:
        info.update(ability=c.text, scoring=c.scoring_text)
    return info


def _party() -> list[Sketch]:
    holder = RectSketch(0, 0, 60, 120)
    holder.setPen(Qt.PenStyle.NoPen)
    party = {"player": 0, "grunt": 2, "scout": 1, "companion": True}
    pieces.party_stack(holder, party, 30, 118, ["Red"])
    return [holder]


PICTURES: dict[str, Callable[[], list[Sketch]]] = {
    "dragon": lambda: [cards.draw_card(None, _card_info("mountain"), 0, 0)],
    "card": lambda: [cards.draw_card(None, _card_info("hero"), 0, 0)],
    "crest": lambda: [paint.crest(None, 30, 30, 44, pieces.seat_colour(0), "R")],
    "companion": lambda: [paint.dragon_head(None, 30, 30, 56, pieces.seat_colour(1))],
    "flame": lambda: [paint.flame_icon(None, 30, 30, 54)],
    "party": _party,
}
