"""Flash Point's tracks step (the shared way: ``ui/animate_tracks.py``): the Rescued and Lost
tracks and the damage count each get a marker ring around the current space, keyed by the
track, so two victims lost to one explosion are seen as two hops."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from boardgames_desktop.ui.animate_tracks import track_marker

if TYPE_CHECKING:
    from .scene import FlashPointScene


def score(scene: FlashPointScene, name: str, x: float, y: float, space: float,
          value: int, high: int) -> None:
    """The Rescued or Lost track (``name``): spaces 0..high from (x, y), ``space`` apart."""
    if 0 <= value <= high:
        track_marker(scene, name, QRectF(x, y, space - 2, space - 2), value, space)


def damage(scene: FlashPointScene, x: float, y: float, cell: float, count: int,
           cap: int) -> None:
    """The damage count: the marker on the last damaged space (none before any damage)."""
    if 0 < count <= cap:
        track_marker(scene, "damage", QRectF(x, y, cell - 2, 14), count - 1, cell)
