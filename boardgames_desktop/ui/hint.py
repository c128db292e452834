"""The hint's mark on the board: a bold dashed frame around the place the hint points at.

The frame is an item of its own on top of the scene (the reconciler never sees it); whoever
puts it there removes it when the position changes (``HintMark.clear``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from .game_scene import TARGET_ROLE

HINT_COLOUR = QColor(40, 200, 255)  # cyan: apart from the yellow of legal targets
HINT_FILL = QColor(40, 200, 255, 50)
MARGIN = 6.0
Z_ON_TOP = 10_000.0


def target_items(scene: QGraphicsScene, target: str) -> list[QGraphicsItem]:
    """The board items tagged with ``target`` (what a click there would act on)."""
    return [item for item in scene.items() if item.data(TARGET_ROLE) == target
            and item.isVisible()]


class HintMark:
    """At most one hint frame on one scene at a time."""

    def __init__(self) -> None:
        self.item: QGraphicsRectItem | None = None
        self.target = ""

    def show(self, scene: QGraphicsScene | None, target: str) -> bool:
        """Frame the items of ``target``; False when the board has no such place."""
        self.clear()
        if scene is None or not target:
            return False
        items = target_items(scene, target)
        if not items:
            return False
        rect = QRectF()
        for item in items:
            rect = rect.united(item.sceneBoundingRect())
        rect.adjust(-MARGIN, -MARGIN, MARGIN, MARGIN)
        frame = QGraphicsRectItem(rect)
        pen = QPen(HINT_COLOUR, 5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)  # as bold at every zoom
        frame.setPen(pen)
        frame.setBrush(QBrush(HINT_FILL))
        frame.setZValue(Z_ON_TOP)
        frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks reach the board
        frame.setToolTip("The hint suggests this")
        scene.addItem(frame)
        self.item = frame
        self.target = target
        return True

    def clear(self) -> None:
        item, self.item = self.item, None
        self.target = ""
        try:
            if item is not None and item.scene() is not None:
                item.scene().removeItem(item)
        except RuntimeError:  # the scene was cleared and took the frame with it
            pass

    @property
    def shown(self) -> bool:
        try:
            return self.item is not None and self.item.scene() is not None
        except RuntimeError:
            return False
