"""The End Game Scoring table, line by line, drawn over the main board when the game is over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from boardgames_desktop.ui.items import readable_text_colour

from .paint import INK, PANEL, rounded, star, text
from .pieces import seat_colour

if TYPE_CHECKING:
    from .scene import EmberheartScene


def draw_scoring(sc: EmberheartScene, left: float, top: float, w: float,
                 scale: float = 1.0) -> None:
    """The table ``w`` wide, then enlarged by ``scale`` with its top-left at (left, top):
    drawn big so its numbers read at the board's fitted zoom."""
    scoring = sc.shown["scoring"]
    x = y = 0.0
    rows = scoring["rows"]
    players = sc.seen["players"]
    label_w = 330
    col_w = (w - label_w - 40) / players
    row_h = 44
    h = 244 + len(rows) * row_h
    panel = rounded(None, x, y, w, h, PANEL.lighter(104), QColor(120, 60, 20), 5, radius=14)
    panel.setZValue(50)
    panel.setPos(left, top)
    panel.setScale(scale)
    panel.setToolTip("End Game Scoring: each player's Glory by category; the most Glory "
                     "wins, ties go to the player with more Dragon cards.")
    sc.put(panel)
    text(panel, "End Game Scoring", x + w / 2, y + 14, 30, INK, bold=True, align="centre")
    if scoring["reason"] is not None:
        text(panel, scoring["reason"], x + w / 2, y + 56, 18, QColor(150, 60, 20), bold=True,
             align="centre")
    hy = y + 96
    for p in range(players):
        cx = x + 20 + label_w + p * col_w
        head = rounded(panel, cx + 4, hy, col_w - 8, 34, seat_colour(p), None, radius=6)
        text(head, sc.name(p), cx + col_w / 2, hy + 5, 19,
             readable_text_colour(seat_colour(p)), bold=True, align="centre")
    totals = {p: 0 for p in range(players)}
    for r, (label, values, details) in enumerate(rows):
        ry = hy + 40 + r * row_h
        if r % 2 == 0:
            rounded(panel, x + 14, ry, w - 28, row_h, QColor(0, 0, 0, 18), None, radius=4)
        text(panel, f"{r + 1}. {label}", x + 24, ry + 10, 17, INK, bold=True)
        for p in range(players):
            v = values[p]
            totals[p] += v
            cx = x + 20 + label_w + p * col_w + col_w / 2
            text(panel, str(v), cx, ry + 4, 20, INK, bold=True, align="centre")
            if details[p]:
                t = text(panel, details[p], cx, ry + 28, 11, INK, align="centre")
                if t.boundingRect().width() > col_w - 8:
                    t.setScale((col_w - 8) / t.boundingRect().width())
                    t.setPos(cx - (col_w - 8) / 2, ry + 28)
    ty = hy + 40 + len(rows) * row_h + 6
    rounded(panel, x + 14, ty, w - 28, row_h + 6, QColor(250, 220, 120), None, radius=6)
    text(panel, "Final Glory", x + 24, ty + 10, 20, INK, bold=True)
    winners = set(scoring["winners"])
    for p in range(players):
        cx = x + 20 + label_w + p * col_w + col_w / 2
        text(panel, str(totals[p]), cx, ty + 6, 26, INK, bold=True, align="centre")
        if p in winners:
            star(panel, cx + 50, ty + 24, 18, label="1", size=15)
    dragons = ", ".join(f"{sc.name(p)} {scoring['dragons'][p]}" for p in range(players))
    text(panel, f"Ties are broken by Dragon cards: {dragons}", x + 24, ty + row_h + 14, 14,
         INK)
