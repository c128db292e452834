"""The Brigade's track markers step (the shared way: ``ui/animate_tracks.py``): each track
that shows a position — a Firehouse upgrade track, the Pyromancer's and the Wardens' tracks,
the Co-Op Faction Influence, the EvacTrak, the Victory Point Track (Blaze's VP in Solo) and
the Phoenix track — gets a marker ring around its current space, keyed by the track, so a
change of two spaces is seen as two hops, and a panel moving down the column does not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from boardgames_desktop.ui.animate_tracks import track_marker

if TYPE_CHECKING:
    from .scene import BrigadeScene


def upgrade(scene: BrigadeScene, target: str, x: float, y: float, space: float,
            level: int, count: int, tip: str = "") -> None:
    """An upgrade track drawn by ``boards.track_row`` (its boxes from ``x``, top ``y``)."""
    if 0 <= level < count:
        track_marker(scene, target, QRectF(x, y, space - 2, space), level, space, tip)


def strip(scene: BrigadeScene, name: str, x: float, y: float, spacing: float, width: float,
          height: float, index: int, count: int, tip: str = "") -> None:
    """A strip of ``count`` spaces from ``x`` (one every ``spacing``), the marker on space
    ``index`` (VPT, EvacTrak, Phoenix track, an Influence row)."""
    if 0 <= index < count:
        track_marker(scene, name, QRectF(x, y, width, height), index, spacing, tip)
