"""What a board scene says: the words of its text items and its tooltips, for comparing two
drawings of the same position."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsTextItem


def words_and_tips(scene: QGraphicsScene) -> tuple[list[str], list[str]]:
    """Every text item's words and every tooltip on ``scene``, each list sorted."""
    words, tips = [], []
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            words.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            words.append(item.toPlainText())
        if item.toolTip():
            tips.append(item.toolTip())
    return sorted(words), sorted(tips)
