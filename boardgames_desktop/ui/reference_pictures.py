"""Small pictures for the rules reference, drawn by each game's own view painters.

A picture id such as ``"flashpoint.fire"`` names the game and one entry of the ``PICTURES``
dict in the module the game's catalogue entry names (``GameInfo.pictures_module``, e.g.
``games/flashpoint/view/reference_pictures.py``): a function returning sketches
(``ui/sketch.py``) built with the game's painting helpers.  :func:`picture` turns them into a
pixmap through a throwaway scene.  An unknown game or picture, a game view that cannot be
imported, or a painter that fails gives no picture: the text stands alone.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from boardgames_desktop.rules.registry import game_info

from .reconcile import Reconciler
from .sketch import Sketch

Painter = Callable[[], list[Sketch]]
BACKGROUND = QColor(246, 243, 236)


def painter_for(picture_id: str) -> Painter | None:
    """The function drawing ``picture_id`` (``"<game id>.<name>"``), or None when the game,
    its pictures module or the name is unknown.  Imports the game's view module."""
    game_id, dot, name = picture_id.partition(".")
    if not dot:
        return None
    try:
        module_name = game_info(game_id).pictures_module
    except ValueError:
        return None
    if not module_name:
        return None
    pictures = getattr(importlib.import_module(module_name), "PICTURES", {})
    return pictures.get(name)


def render(tops: list[Sketch], height: int, ratio: float = 1.0) -> QPixmap:
    """Draw sketches into a pixmap ``height`` logical pixels tall (width follows)."""
    scene = QGraphicsScene()
    for i, top in enumerate(tops):
        top.key = f"picture{i}"
    Reconciler(scene).apply(tops)
    bounds = scene.itemsBoundingRect().adjusted(-4, -4, 4, 4)
    scale = height / max(1.0, bounds.height())
    width = max(1, int(bounds.width() * scale))
    pixmap = QPixmap(int(width * ratio), int(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(BACKGROUND)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), bounds)
    painter.end()
    return pixmap


@cache
def picture(picture_id: str, height: int = 72, ratio: float = 1.0) -> QPixmap | None:
    """The pixmap for ``picture_id``, or None when there is no such picture or it failed."""
    try:
        painter = painter_for(picture_id)
        if painter is None:
            return None
        return render(painter(), height, ratio)
    except Exception:  # a view or painter broke: the reference still shows its text
        return None
