"""The enlarged card at the pointer: hovering any card shows it big enough to read.

At the board's fitted zoom a card's text is a few pixels tall, so the scene shows, next to
the pointer, the card face drawn at :data:`FACE_SCALE` with its full text beside it.  The
overlay ignores the view's zoom (``ItemIgnoresTransformations``): its sizes are screen
pixels, so the text is at least :data:`MIN_TEXT_PX` tall however far the board is zoomed
out.  It lives outside the board's own items (a reconciler of its own), takes no clicks and
has no tooltip, so it never changes what a click or a tooltip finds.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from boardgames_desktop.ui.reconcile import Reconciler
from boardgames_desktop.ui.sketch import Sketch

from .cards import CARD_H, CARD_W, draw_card, tooltip
from .paint import INK, no_click, rounded, text, wrapped

FACE_SCALE = 1.6  #: the card face at 192 × 253 screen pixels; its smallest text 16 px
MIN_TEXT_PX = 12  #: 9 pt at 96 dpi: nothing in the overlay is drawn smaller
TEXT_W = 300
PAD = 12
GAP_FROM_POINTER = 18
KEY = "zoom-card"


def zoom_sketch(info: dict[str, Any], notes: list[str]) -> Sketch:
    """The overlay's drawing in screen pixels, its top-left at (0, 0)."""
    face_w, face_h = CARD_W * FACE_SCALE, CARD_H * FACE_SCALE
    lines = tooltip(info).split("\n")
    body = "\n".join(lines[1:] + notes)
    panel = rounded(None, 0, 0, 10, 10, QColor(252, 248, 236), QColor(60, 50, 40), 2,
                    radius=10)
    title = text(panel, info["name"], 2 * PAD + face_w, PAD, 18, INK, bold=True)
    words = wrapped(panel, body, 2 * PAD + face_w, PAD + 28, TEXT_W, 15, INK)
    text_h = 28 + words.boundingRect().height()
    width = 3 * PAD + face_w + max(TEXT_W, title.boundingRect().width())
    height = 2 * PAD + max(face_h, text_h)
    panel.props["geom"] = rounded(None, 0, 0, width, height, None).props["geom"]
    face = draw_card(panel, info, PAD, PAD)
    face.setToolTip("")
    face.setScale(FACE_SCALE)
    _passive_tree(panel)
    return panel


def _passive_tree(sketch: Sketch) -> None:
    no_click(sketch)
    sketch.setAcceptHoverEvents(False)
    for child in sketch.children:
        _passive_tree(child)


class CardZoom:
    """Shows and hides the enlarged card of one scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.reconciler = Reconciler(scene)
        self.card: str | None = None

    @property
    def item(self) -> QGraphicsItem | None:
        return self.reconciler.item(KEY)

    def show(self, card_id: str, info: dict[str, Any], notes: list[str],
             scene_pos: QPointF) -> None:
        """Show the card ``card_id`` next to ``scene_pos`` (left of it near the right edge)."""
        sketch = zoom_sketch(info, notes)
        sketch.key = KEY
        self.reconciler.apply([sketch])
        item = self.item
        if item is None:
            return
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        item.setZValue(10_000)
        item.setPos(scene_pos)
        rect = item.boundingRect()
        dx, dy = GAP_FROM_POINTER, -rect.height() / 2
        views = self.scene.views()
        if views:
            viewport = views[0].viewport().rect()
            at = views[0].mapFromScene(scene_pos)
            if at.x() + dx + rect.width() > viewport.width():
                dx = -GAP_FROM_POINTER - rect.width()
            top = at.y() + dy
            dy -= min(0.0, top) + max(0.0, top + rect.height() - viewport.height())
            dy = max(dy, -at.y())
        item.setTransform(item.transform().fromTranslate(dx, dy))
        self.card = card_id

    def hide(self) -> None:
        if self.card is not None or self.reconciler.keys():
            self.reconciler.apply([])
        self.card = None

    def forget(self) -> None:
        """The scene was cleared: its items are gone."""
        self.reconciler.clear()
        self.card = None
