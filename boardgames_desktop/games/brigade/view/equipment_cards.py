"""Equipment card faces: the Forge's face-up cards and the cards a Solo Warden holds.

Each face is tagged ``equipment:<id>`` (the target of buying, using, selling or returning
that card), so the same picture serves every action on the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from boardgames_desktop.ui.sketch import RectSketch, Sketch

from . import card_motion, tips
from .paint import INK, PAPER, rect, text, wrapped

if TYPE_CHECKING:
    from .scene import BrigadeScene

CARD_H = 112  # height of one card face
KIND = {"forgeware": "Forgeware (used once)", "treasure": "Tinderbox Treasure",
        "scroll": "Campaign item"}


def card_face(scene: BrigadeScene, parent: Sketch | None, cid: str, x: float,
              y: float, w: float, h: float = CARD_H) -> RectSketch:
    """One Equipment card: name, kind (a Treasure's home block, VP and whether it was used
    this turn) and its effect text.  Added to the scene when ``parent`` is None."""
    info = (scene.parts["equipment_cards"] or {}).get(cid)
    treasure = info is not None and info["kind"] == "treasure"
    fill = QColor(250, 230, 170) if treasure else PAPER
    card = rect(parent, x, y, w, h, fill, QColor(120, 100, 80), 1.5)
    if parent is None:  # a card of its own: it slides from the deck and travels
        card_motion.put_equipment(scene, card, cid, QPointF(x, y))
    scene.tag(card, f"equipment:{cid}")
    tips.component(card, "equipment", tips.equipment_tip(scene, cid))
    if info is None:
        text(card, cid, x + 6, y + 4, 13, INK, bold=True)
        return card
    kind = KIND.get(info["kind"], info["kind"])
    if treasure:
        home = scene.block_cell(info["home"])
        kind += f" · home {home or '—'} · {info['vp']} VP"
        if scene.treasure_used(cid):
            kind += " · used this turn"
    t = wrapped(card, info["name"], x + 6, y + 3, w - 12, 13, INK, bold=True)
    ty = y + 5 + t.boundingRect().height()
    k = wrapped(card, kind, x + 6, ty, w - 12, 11, QColor(110, 70, 20), italic=True)
    ty += k.boundingRect().height() + 2
    wrapped(card, info["text"], x + 6, ty, w - 12, 12, INK)
    return card


def card_grid(scene: BrigadeScene, parent: Sketch | None, cards: list[str], x: float,
              y: float, w: float, cols: int = 2) -> float:
    """Cards in rows of ``cols`` from (x, y), ``w`` wide; returns the height used."""
    if not cards:
        return 0
    cw = (w - 6 * (cols - 1)) / cols
    for i, cid in enumerate(cards):
        card_face(scene, parent, cid, x + (i % cols) * (cw + 6), y + (i // cols) * (CARD_H + 6),
                  cw)
    rows = (len(cards) + cols - 1) // cols
    return rows * (CARD_H + 6) - 6
