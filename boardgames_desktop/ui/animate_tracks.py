"""Track markers that step space by space, the same way in every game.

A track's marker is a ring around its current space.  It is drawn inside a group standing at
the track's first space (keyed by the track: ``"track|vpt"``), at ``index × spacing`` from
there, so when the value changes only the ring's place inside the group changes, and when
the panel the track sits on moves (a longer panel above it) the group jumps with the panel
while the ring keeps its space.  :class:`~boardgames_desktop.ui.animate.Motion` asks
:meth:`TrackSteps.hops` how many spaces the ring crossed and plays one short hop per space,
with a rest on each, so the table can count them.  A game whose markers are pieces of their
own (Emberheart's Flame markers) notes their spacing the same way (:meth:`TrackSteps.note`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen

from .sketch import GroupSketch, PathSketch

if TYPE_CHECKING:
    from .game_scene import GameScene

TRACK_PREFIX = "track|"  #: (a "|" in the key: the group is no travelling piece itself)
RING_KEY = "/group0"  #: the ring's key under its track's group (``ui/reconcile.py``)
RING = QColor(255, 255, 255)  #: the marker's ring: white on a dark edge, seen on any fill
EDGE = QColor(20, 20, 20)
PAD = 2.5  #: how far the ring stands outside its space
MARKER_Z = 30.0  #: above the panels the tracks are drawn on
MAX_HOPS = 30  #: a longer jump (a new game, a layout change) glides instead


class TrackSteps:
    """Track marker key -> the distance between two spaces of its track."""

    def __init__(self) -> None:
        self._spacing: dict[str, float] = {}

    def note(self, key: str, spacing: float) -> None:
        """The item ``key`` is a marker on a track whose spaces are ``spacing`` apart."""
        if spacing > 0:
            self._spacing[key] = float(spacing)

    def steps(self, key: str) -> bool:
        """Whether the item ``key`` is a track marker (it moves even inside a group)."""
        return key in self._spacing

    def hops(self, key: str, old: QPointF, new: QPointF) -> int:
        """How many spaces the marker ``key`` crossed from ``old`` to ``new`` (0: not a
        track marker, or too far to step)."""
        spacing = self._spacing.get(key)
        if spacing is None:
            return 0
        count = round(math.hypot(new.x() - old.x(), new.y() - old.y()) / spacing)
        return count if count <= MAX_HOPS else 0


def track_key(name: str) -> str:
    """The key of the track ``name``'s group (its ring is ``track_key(name) + RING_KEY``)."""
    return TRACK_PREFIX + name


def track_marker(scene: GameScene, name: str, first: QRectF, index: int, spacing: float,
                 tip: str = "", colour: QColor = RING, vertical: bool = False) -> GroupSketch:
    """Put the marker of the track ``name`` around its space ``index``: ``first`` is the
    track's first space (scene coordinates), the next ones follow every ``spacing`` to the
    right (``vertical``: downwards).  It takes no clicks: the track below does."""
    key = track_key(name)
    track = GroupSketch()
    track.setPos(first.topLeft())
    track.setZValue(MARKER_Z)
    track.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    track.setAcceptHoverEvents(False)
    ring = GroupSketch(track)  # (the reconciler keys it ``key + RING_KEY``)
    ring.setPos(0.0, index * spacing) if vertical else ring.setPos(index * spacing, 0.0)
    ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    path = QPainterPath()
    outline = QRectF(-PAD, -PAD, first.width() + 2 * PAD, first.height() + 2 * PAD)
    radius = min(5.0, outline.height() / 3)
    path.addRoundedRect(outline, radius, radius)
    for pen in (QPen(EDGE, 4.5), QPen(colour, 2.2)):
        line = PathSketch(path, ring)
        line.setPen(pen)
        line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        line.setAcceptHoverEvents(False)
        if tip:
            line.setToolTip(tip)
    scene.motion.tracks.note(key + RING_KEY, spacing)
    scene.put(track, key=key)
    return track
