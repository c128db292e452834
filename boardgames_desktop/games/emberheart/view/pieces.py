"""Parties (stacks of Hireling tokens under a Crest and the Companion) and Location spaces."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QPen

from boardgames_desktop.games.emberheart.common import SEAT_NAMES
from boardgames_desktop.ui.sketch import EllipseSketch, PathSketch, Sketch

from .paint import (
    HIRE_COLOURS,
    HIRE_LETTER,
    INK,
    NPC_COLOUR,
    SEAT_COLOURS,
    as_piece,
    as_reading,
    crest,
    disc,
    dragon_head,
    no_click,
    rounded,
    text,
)

SPACE_W, SPACE_H = 74, 118
TOKEN_W, TOKEN_H, TOKEN_STEP = 50, 16, 9
NUMBER_ROW = 22  #: an occupied space shows its number and ✓ above this line


def seat_colour(p: int) -> QColor:
    return QColor(NPC_COLOUR) if p < 0 else QColor(SEAT_COLOURS[p % len(SEAT_COLOURS)])


def seat_marker(parent: Sketch | None, cx: float, cy: float, r: float, p: int,
                name: str) -> EllipseSketch:
    """A player's marker (tracks): the seat's colour *and* its letter, so colour is never
    the only way to tell whose it is."""
    return as_piece(disc(parent, cx, cy, r, seat_colour(p), name[:1], size=r * 1.45,
                         outline=INK))


def party_label(party: dict[str, Any]) -> str:
    parts = [f"{party[h]}{HIRE_LETTER[h]}" for h in ("grunt", "scout", "ranger", "warden")
             if party.get(h)]
    return " ".join(parts) if parts else "none"


def party_stack(parent: Sketch, party: dict[str, Any], cx: float, bottom: float,
                names: list[str], top: float | None = None, scale: float = 1.0) -> float:
    """Draw the Party standing on (cx, bottom): its Hireling tokens, on them its Crest and,
    beside the Crest, the Dragon Companion.  With ``top``, the tokens close up so the
    Party never rises above it (a space's number and marks stay readable).  Returns the
    y of its top."""
    p = party["player"]
    y = bottom
    if p < 0:
        c = as_piece(crest(parent, cx, y - 20, 30, NPC_COLOUR, "X"))
        c.setToolTip("Non-player Crest (two-player mode): this space is blocked.")
        return y - 40
    token_w, token_h = TOKEN_W * scale, TOKEN_H * scale
    crest_w = 26 * scale
    crest_h = crest_w * 1.15
    order = [h for h in ("grunt", "scout", "ranger", "warden") for _ in range(party.get(h, 0))]
    step = TOKEN_STEP * scale
    if top is not None and len(order) > 1:
        room = bottom - top - token_h - crest_h - 2
        step = max(2.0, min(step, room / (len(order) - 1)))
    for h in order:
        tok = EllipseSketch(QRectF(cx - token_w / 2, y - token_h, token_w, token_h), parent)
        fill = HIRE_COLOURS[h]
        tok.setBrush(QBrush(fill))
        tok.setPen(QPen(fill.darker(200), 1.2))
        no_click(tok)
        as_piece(tok)
        y -= step
    if order:
        y -= token_h - step
    colour = seat_colour(p)
    companion = bool(party.get("companion"))
    shift = 8 * scale if companion else 0
    centre_y = y - 1 - crest_h / 2
    as_piece(crest(parent, cx - shift, centre_y, crest_w, colour,
                   SEAT_NAMES[p][0] if p < len(SEAT_NAMES) else ""))  # the colour's letter
    if companion:
        as_piece(dragon_head(parent, cx + 17 * scale, centre_y, 24 * scale,
                             colour.lighter(115)))
    return y - 1 - crest_h


def space_box(parent: Sketch, n: int, x: float, y: float, party: dict[str, Any] | None,
              names: list[str], legal: bool, width: float = SPACE_W,
              height: float = SPACE_H, stack: bool = True) -> PathSketch:
    """A numbered Location space with its Party (if any); returns the item to tag.
    ``stack=False``: the Party's pieces are drawn apart (a piece that glides:
    ``party_keys.py``), the space keeps its words."""
    fill = QColor(255, 236, 150) if legal else QColor(250, 246, 232, 200)
    box = rounded(parent, 0, 0, width, height, fill, QColor(90, 80, 60), 1.5, radius=8)
    box.setPos(x, y)
    if party is None:
        as_reading(text(box, str(n), width / 2, height / 2 - 26, 40,
                        QColor(90, 80, 60, 170 if not legal else 255), bold=True,
                        align="centre"))
        if legal:
            as_reading(text(box, "free", width / 2, height - 22, 12, INK, align="centre"))
        return box
    as_reading(text(box, str(n), 5, 2, 16, QColor(90, 80, 60), bold=True))
    if stack or party["player"] < 0:
        party_stack(box, party, width / 2 + 6, height - 20, names, top=NUMBER_ROW)
    if party["player"] >= 0:
        label = party_label(party) + (" +C" if party.get("companion") else "")
        as_reading(text(box, label, width / 2, height - 18, 12, INK, bold=True,
                        align="centre"))
        tip = (f"{names[party['player']]}'s Party: "
               + ", ".join(f"{party[h]} {h.capitalize()}" for h in
                           ("grunt", "scout", "ranger", "warden") if party.get(h))
               + (" + Dragon Companion" if party.get("companion") else ""))
        if party.get("claimed"):
            tip += " (has claimed a card)"
            as_reading(text(box, "✓", width - 6, 1, 17, QColor(30, 130, 50), bold=True,
                            align="right"))
        box.setToolTip(tip)
    else:
        text(box, "blocked", width / 2, height - 18, 11, INK, align="centre")
    return box
