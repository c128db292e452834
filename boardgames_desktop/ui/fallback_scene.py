"""A plain board used when a game's own scene is missing or broken.

It keeps the game playable: every board target of the legal actions becomes a labelled,
clickable box, and a note says why the real board is not shown.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from .game_scene import GameScene
from .paint import brush_of, passive, pen_of, point_font, text_block
from .sketch import RectSketch, RichTextSketch

WIDTH = 760
BOX_W, BOX_H, GAP = 170, 54, 12


class FallbackScene(GameScene):
    def __init__(self, reason: str = "", title: str = "", parent=None) -> None:
        super().__init__(parent)
        self.reason = reason
        self.title = title

    def _text(self, text: str, x: float, y: float, size: float, colour: QColor,
              width: float = WIDTH, bold: bool = False) -> RichTextSketch:
        item = text_block(text, x, y, width, point_font(size, bold), colour)
        self.put(item)
        return item

    def draw(self) -> None:
        light = QColor(235, 235, 235)
        y = 0.0
        head = self._text(self.title or (self.state.game_id if self.state else "Game"),
                          0, y, 20, light, bold=True)
        y += head.boundingRect().height() + 4
        if self.reason:
            note = self._text(self.reason, 0, y, 11, QColor(255, 200, 120))
            y += note.boundingRect().height() + 8
        targets = self.targets()
        if targets:
            hint = self._text("Board places you can act on (click one):", 0, y, 11, light)
            y += hint.boundingRect().height() + 6
            columns = max(1, int((WIDTH + GAP) // (BOX_W + GAP)))
            ordered = sorted(targets.items())
            for start in range(0, len(ordered), columns):
                row_items = []
                for col, (target, actions) in enumerate(ordered[start:start + columns]):
                    box = RectSketch()
                    box.setBrush(brush_of(QColor(60, 66, 76)))
                    box.setPen(pen_of(QColor(120, 120, 120), 1))
                    self.put(box, key=f"target:{target}")
                    first = actions[0].describe()
                    more = f" (+{len(actions) - 1} more)" if len(actions) > 1 else ""
                    label = RichTextSketch(f"{target}\n{first}{more}", box)
                    label.setDefaultTextColor(light)
                    label.setTextWidth(BOX_W - 8)
                    passive(label)
                    row_items.append((col, box, label, target))
                height = max([BOX_H] + [lab.boundingRect().height() + 6
                                        for _, _, lab, _ in row_items])
                for col, box, label, target in row_items:
                    x = col * (BOX_W + GAP)
                    box.setRect(QRectF(x, y, BOX_W, height))
                    label.setPos(x + 4, y + 2)
                    self.tag(box, target)
                y += height + GAP
        elif self.legal:
            self._text("Use the buttons in the side panel to play.", 0, y, 11, light)
            y += 30
        self.setSceneRect(QRectF(-20, -20, WIDTH + 40, y + 40))
