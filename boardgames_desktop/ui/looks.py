"""Board parts that switch between a few looks without being drawn again.

A legal space is filled yellow, a player board lights up while its seat plays: such a part
goes back and forth between two or three looks, click after click.  Showing a new look means
rendering its items into their cached pixmaps again (each item ~0.1 ms: allocating the pixmap,
filling and stroking the path, laying out the words), and that made most of an Emberheart
click's first paint.

:class:`Looks` (a mixin for a game's scene, listed before ``GameScene``) keeps *every* look of
such a part on the board, each hung on a holder item of its own: the look wanted has opacity
1, the others opacity 0.  A fully transparent item is not painted, not found under the pointer
(no click, no tooltip: ``QGraphicsItem.isVisible`` stays true, though), and keeps its cached
pixmap, so a look coming back costs one ``setOpacity`` and a blit.

Every look of a part is described on every drawing (each reused while its signature stays
the same), so a board updated click after click holds the same items as one drawn from
nothing.  What a look's build may do: put sketches without a key (they hang on the look's
body, stacking among themselves as they would on the board) and ``tag`` them; the tags of
the look on show count (``tagged_targets``), made again whenever it is reused; a hidden
look's items carry their targets but are not the board's targets.  No ``memo``, no keyed
pieces, no ``scope(at=)``.

:func:`toggled` does the same for one sketch without children (a highlight ring): two copies,
one transparent, handed out in turn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from .game_scene import TARGET_ROLE
from .paint import NO_PEN
from .sketch import RectSketch, Sketch

#: the holder of the look ``L`` of the part ``name`` is keyed ``name~L|look``
HOLDER = "look"


@dataclass
class _Look:
    """One look of a part: its signature, the body its sketches hang on, the two holders
    (shown, hidden) around that body, and the tags its build made."""

    signature: object
    body: RectSketch
    shown: RectSketch
    hidden: RectSketch
    #: (tagged sketch, target, whether it had a pen, its pen) after the build
    tags: list[tuple[Sketch, str, bool, Any]] = field(default_factory=list)
    #: (while built) whether it is built hidden: its tags are made when it shows
    building_hidden: bool = False


def _holder(body: Sketch, z: float, opacity: float) -> RectSketch:
    holder = RectSketch()
    holder.setPen(NO_PEN)
    if z:
        holder.setZValue(z)
    if opacity != 1.0:
        holder.setOpacity(opacity)
    holder.children = [body]
    return holder


class Looks:
    """Mixin for a ``GameScene`` subclass: :meth:`looks` (see the module docstring)."""

    _look_capture: _Look | None = None

    def looks(self, name: str, showing: Hashable,
              looks: dict[Hashable, tuple[object, Callable[[], None]]], z: float = 0.0) -> None:
        """Put every look of the part ``name`` — ``looks`` maps a look to (its signature, the
        build that draws it) — showing the look ``showing`` (the others transparent).  A look
        is drawn again only when its signature changed.  ``z``: the holders' z (the z the
        look's top sketches would have had on the board)."""
        assert showing in looks, f"{name}: no look {showing!r}"
        cache: dict[str, _Look] = self.__dict__.setdefault("_looks", {})
        for look, (signature, build) in looks.items():
            key = f"{name}~{look}"
            made = cache.get(key)
            shown = look == showing
            if made is None or made.signature != signature:
                made = cache[key] = self._build_look(signature, build, z, shown)
            elif shown:
                self._retag(made)
            holder = made.shown if shown else made.hidden
            made.body.parent = holder
            super().put(holder, key=f"{key}|{HOLDER}")  # type: ignore[misc]

    def _build_look(self, signature: object, build: Callable[[], None], z: float,
                    shown: bool) -> _Look:
        body = RectSketch()
        body.setPen(NO_PEN)
        made = _Look(signature, body, _holder(body, z, 1.0), _holder(body, z, 0.0))
        assert self._look_capture is None, "a look inside a look"
        made.building_hidden = not shown
        self._look_capture = made
        try:
            build()
        finally:
            self._look_capture = None
        made.tags = [(item, target, "pen" in item.props, item.props.get("pen"))
                     for item, target, *_ in made.tags]
        return made

    def _retag(self, made: _Look) -> None:
        """Make the tags of a reused look again (the sketches keep the pens they were
        built with: a tag may not change a drawing that is already on the board)."""
        for item, target, had, pen in made.tags:
            self.tag(item, target)
            if had:
                item.props["pen"] = pen
            else:
                item.props.pop("pen", None)

    # ----- the scene's own calls, redirected while a look is built ---------------------------
    def put(self, sketch: Sketch, key: str | None = None, name: str | None = None) -> Sketch:
        capture = self._look_capture
        if capture is None:
            return super().put(sketch, key, name)  # type: ignore[misc]
        assert key is None, "a look holds no keyed piece"
        sketch.setParentItem(capture.body)
        return sketch

    def tag(self, item: Sketch, target: str) -> Sketch:
        capture = self._look_capture
        if capture is not None and capture.building_hidden:
            # a hidden look's targets are not the board's (nothing hidden can be clicked):
            # its items carry their target, registered when the look shows
            item.setData(TARGET_ROLE, target)
            capture.tags.append((item, target, False, None))
            return item
        out = super().tag(item, target)  # type: ignore[misc]
        if capture is not None:
            capture.tags.append((item, target, False, None))
        return out


def toggled(pair: tuple[Sketch, Sketch] | None, make: Callable[[], Sketch],
            shown: bool) -> tuple[tuple[Sketch, Sketch], Sketch]:
    """One childless sketch in two copies, opaque and transparent (made by ``make`` when
    ``pair`` is None): returns the pair and the copy to put.  Handing the reconciler the
    other copy changes one property (opacity), and the item keeps its cached pixmap."""
    if pair is None:
        on = make()
        off = type(on).__new__(type(on))
        Sketch.__init__(off)
        off.props = dict(on.props)
        off.props["opacity"] = 0.0
        pair = (on, off)
    return pair, pair[0] if shown else pair[1]
