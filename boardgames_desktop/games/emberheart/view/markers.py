"""Track markers that step: each seat's Flame marker and Attribute markers are pieces of
their own, keyed by seat and track, so a marker that moves three steps is seen passing each
step (the shared way: ``ui/animate_tracks.py`` learns each track's spacing here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from boardgames_desktop.ui.sketch import GroupSketch

from .pieces import seat_marker

if TYPE_CHECKING:
    from .scene import EmberheartScene

FLAME_CELL = 40.0  #: the width of a Flame track step (mainboard.py)
TRACK_CELL = 38.0  #: the width of an Attribute track step (playerboard.py)
#: key prefix -> the width of one step of that track
SPACINGS = {"flame-marker:": FLAME_CELL, "track-marker:": TRACK_CELL}


def flame_key(seat: int) -> str:
    return f"flame-marker:{seat}"


def track_key(seat: int, track: str) -> str:
    return f"track-marker:{seat}:{track}"


def marker(sc: EmberheartScene, key: str, cx: float, cy: float, r: float, seat: int,
           tip: str) -> None:
    """A seat's marker centred on (cx, cy), as a piece of its own."""
    group = GroupSketch()
    group.setPos(cx, cy)
    group.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the track below takes clicks
    seat_marker(group, 0, 0, r, seat, sc.colour_name(seat)).setToolTip(tip)  # R, B, G, Y
    sc.put(group, key=key)
    for prefix, spacing in SPACINGS.items():
        if key.startswith(prefix):
            sc.motion.tracks.note(key, spacing)
