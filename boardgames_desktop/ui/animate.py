"""Movement a table can follow: pieces glide, new things grow in, gone things fade out.

The reconciler (``ui/reconcile.py``) always brings the items to their final state at once; it
then tells a :class:`Motion` what it did — which keyed items changed position (and where they
were), which were created, which it is about to remove.  The motion puts those items back to
where they were a moment ago and plays one :class:`QVariantAnimation` from 0 to 1 that drives
all of them to the final state (one timer, however many items move):

* removed items fade out during the first half (they leave the scene at the end),
* moved pieces glide from the old to the new place (``GameScene.moves(key)`` says which keys
  are pieces that travel; others jump),
* new items fade in and grow during the second half.

So within one action the table sees the piece move first and the fire appear after it.
Several actions in one burst (a computer player's turn, a run of automatic steps) are played
one after the other by :class:`BurstPlayer`: it keeps copies of the states it was handed and
shows the next one when the previous animation ends.  The model never waits for the view.

Ending an animation early (:meth:`Motion.finish`) sets every item to its final state, so a
board drawn with animation on ends exactly like one drawn with it off.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QObject, QPointF, Qt, QVariantAnimation, Signal
from PySide6.QtWidgets import QGraphicsItem

from .animate_cards import CardOrigins
from .animate_tracks import TrackSteps
from .animation_speed import (  # noqa: F401  (the speed preference, re-exported)
    DEFAULT_SPEED,
    SPEED_ENV,
    SPEED_NAMES,
    SPEEDS,
    clean_speed,
    speed_override,
)

BASE_MS = 700  #: one step at normal speed
GROW_FROM = 0.55  #: a new piece starts at this share of its size
EASE = QEasingCurve(QEasingCurve.Type.InOutCubic)
OUT = QEasingCurve(QEasingCurve.Type.OutBack)
HOLD_SHARE = 0.6  #: a step where nothing moves is held this share of a step
HOP_MOVING = 0.7  #: of each hop of a track marker, the share spent moving (then it rests)
HOP_MS = 170  #: at normal speed, each hop takes at least this long (the table counts them)
MAX_HOP_MS = 2600  #: however far a marker goes, at normal speed
TRAVEL_Z = 5e5  #: a piece on its way passes over the panels (below the rings and captions)


@dataclass
class Changes:
    """What one reconcile did to the keyed items (filled in by the reconciler)."""

    #: (key, item, position before) of items whose position changed
    moved: list[tuple[str, QGraphicsItem, QPointF]] = field(default_factory=list)
    #: (key, item) of new items whose parent existed already (a new subtree once)
    born: list[tuple[str, QGraphicsItem]] = field(default_factory=list)
    #: (key, item) of items no longer drawn, topmost only (their children go with them)
    dying: list[tuple[str, QGraphicsItem]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.moved or self.born or self.dying)


def _part(t: float, start: float, end: float) -> float:
    """``t`` in [0, 1] mapped onto the window [start, end] of the whole animation."""
    if t <= start:
        return 0.0
    if t >= end:
        return 1.0
    return (t - start) / (end - start)


def _stepped(way: float, count: int) -> float:
    """The share of the way a marker stepping ``count`` spaces has gone at ``way`` of the
    time: each space is one eased hop, with a short rest on it."""
    if way >= 1:
        return 1.0
    hop = int(way * count)
    local = min(1.0, (way * count - hop) / HOP_MOVING)
    return (hop + EASE.valueForProgress(local)) / count


class Motion(QObject):
    """Plays what one reconcile changed; see the module docstring."""

    finished = Signal()

    #: windows of the whole animation (0..1) for each kind of change
    FADE_OUT = (0.0, 0.45)
    GLIDE = (0.0, 0.7)
    GROW = (0.5, 1.0)
    ARRIVE = (0.0, 0.25)  #: a card sliding in from its deck shows at once

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = "off"
        self._anim: QVariantAnimation | None = None
        #: (item, from, to, spaces stepped through: 1 = one smooth glide)
        self._glides: list[tuple[QGraphicsItem, QPointF, QPointF, int]] = []
        self._grows: list[tuple[QGraphicsItem, float, bool]] = []
        self._fades: list[tuple[QGraphicsItem, float]] = []
        #: (item, opacity) of new pieces sliding in from where they come from (a deck)
        self._arrivals: list[tuple[QGraphicsItem, float]] = []
        #: (item, its own z) of travelling pieces lifted over the board while they move
        self._lifted: list[tuple[QGraphicsItem, float]] = []
        self.played = 0  #: animations started (for tests)
        #: where each card on the board was dealt from (``ui/animate_cards.py``)
        self.cards = CardOrigins()
        #: the spacing of each track a marker steps along (``ui/animate_tracks.py``)
        self.tracks = TrackSteps()

    @property
    def on(self) -> bool:
        return SPEEDS.get(self.speed, 0.0) > 0

    @property
    def running(self) -> bool:
        return self._anim is not None

    def duration(self) -> int:
        return int(BASE_MS * SPEEDS.get(self.speed, 0.0))

    # ----- starting -----------------------------------------------------------------------
    def keeps_dying(self) -> bool:
        """Whether removed items should stay (fading) instead of leaving at once."""
        return self.on

    def play(self, changes: Changes, moves: Callable[[str], bool], hold: bool = False,
             hops: Callable[[str, QPointF, QPointF], int] | None = None,
             origin: Callable[[str], QPointF | None] | None = None) -> None:
        """Animate ``changes`` (the items already show their final state).  ``hold``: take
        the animation's time even when nothing moves (a step of a sequence the table should
        have time to read).  ``hops``: how many track spaces a marker passes on its way
        (it steps through them one by one); 0 or 1, it glides.  ``origin``: where a new
        piece comes from (a card from its deck): it slides in from there instead of
        growing in place.  Cards and track markers the scene drew through
        ``ui/animate_cards.py`` and ``ui/animate_tracks.py`` need neither."""
        self.finish()
        if not self.on or not (changes or hold):
            for _key, item in changes.dying:
                self._drop(item)
            return
        self._glides = []
        for key, item, old in changes.moved:
            if self.cards.carried(key):
                continue  # it only moved with its panel: it jumps with it
            if moves(key) or self.tracks.steps(key):
                new = item.pos()
                if (new - old).manhattanLength() > 0.5:
                    count = hops(key, old, new) if hops is not None else 0
                    count = count or self.tracks.hops(key, old, new)
                    self._glides.append((item, QPointF(old), QPointF(new), max(1, count)))
                    item.setPos(old)
        self._grows = []
        self._arrivals = []
        for key, item in changes.born:
            start = None
            if item.parentItem() is None:
                start = origin(key) if origin is not None else None
                start = start if start is not None else self.cards.origin(key)
            if start is not None:
                new = item.pos()
                self._glides.append((item, QPointF(start), QPointF(new), 1))
                self._arrivals.append((item, item.opacity()))
                item.setPos(start)
                continue
            grow = item.scale() == 1.0 and item.rotation() == 0.0
            if grow:
                item.setTransformOriginPoint(item.boundingRect().center())
            self._grows.append((item, item.opacity(), grow))
        self._fades = []
        for _key, item in changes.dying:
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setAcceptHoverEvents(False)
            item.setData(0, None)  # no longer a click target
            item.setToolTip("")
            self._fades.append((item, item.opacity()))
        if not (self._glides or self._grows or self._fades or hold):
            return
        for item, _opacity in self._arrivals:
            item.setOpacity(0.0)
        self._lifted = [(item, item.zValue()) for item, old, new, _count in self._glides
                        if item.parentItem() is None and (new - old).manhattanLength() > 60]
        for item, _z in self._lifted:
            item.setZValue(TRAVEL_Z)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        still = not (self._glides or self._grows or self._fades)  # a step held to be read
        anim.setDuration(max(1, int(self.duration() * (HOLD_SHARE if still else 1)),
                             self._hopping_ms()))
        anim.valueChanged.connect(self._step)
        anim.finished.connect(self.finish)
        self._anim = anim
        self._step(0.0)
        self.played += 1
        anim.start()

    def _hopping_ms(self) -> int:
        """Long enough for the marker crossing the most spaces to rest on each of them."""
        most = max((count for _item, _old, _new, count in self._glides), default=1)
        if most <= 1:
            return 0
        factor = SPEEDS.get(self.speed, 0.0)
        glide = self.GLIDE[1] - self.GLIDE[0]
        return int(min(MAX_HOP_MS, HOP_MS * most / glide) * factor)

    # ----- each frame ---------------------------------------------------------------------
    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        way = _part(t, *self.GLIDE)
        glide = EASE.valueForProgress(way)
        for item, old, new, count in self._glides:
            share = glide if count == 1 else _stepped(way, count)
            item.setPos(old + (new - old) * share)
        grow = _part(t, *self.GROW)
        size = GROW_FROM + (1 - GROW_FROM) * OUT.valueForProgress(grow)
        for item, opacity, scales in self._grows:
            item.setOpacity(opacity * grow)
            if scales:
                item.setScale(size if grow < 1 else 1.0)
        fade = 1 - _part(t, *self.FADE_OUT)
        for item, opacity in self._fades:
            item.setOpacity(opacity * fade)
        appear = _part(t, *self.ARRIVE)
        for item, opacity in self._arrivals:
            item.setOpacity(opacity * appear)

    # ----- ending -------------------------------------------------------------------------
    def finish(self) -> None:
        """Jump to the end: every item at its final state, removed items gone."""
        anim = self._stop_animation()
        for item, _old, new, _count in self._glides:
            item.setPos(new)
        for item, opacity, scales in self._grows:
            item.setOpacity(opacity)
            if scales:
                item.setScale(1.0)
                item.setTransformOriginPoint(QPointF(0, 0))
        for item, _opacity in self._fades:
            self._drop(item)
        for item, opacity in self._arrivals:
            item.setOpacity(opacity)
        for item, z in self._lifted:
            item.setZValue(z)
        had = bool(self._glides or self._grows or self._fades) or anim is not None
        self._glides, self._grows, self._fades, self._arrivals = [], [], [], []
        self._lifted = []
        if had:
            self.finished.emit()

    def forget(self) -> None:
        """The scene was cleared: its items are gone, so drop them without touching them."""
        self._stop_animation()
        self._glides, self._grows, self._fades, self._arrivals = [], [], [], []
        self._lifted = []

    def _stop_animation(self) -> QVariantAnimation | None:
        """Stop and release the running animation, if any; returns it (None when idle)."""
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.valueChanged.disconnect(self._step)
            anim.finished.disconnect(self.finish)
            anim.stop()
            anim.deleteLater()
        return anim

    @staticmethod
    def _drop(item: QGraphicsItem) -> None:
        scene = item.scene()
        if scene is None:
            return
        if item.parentItem() is not None and item.parentItem().scene() is scene:
            item.setParentItem(None)  # (a child of a surviving parent)
        scene.removeItem(item)
