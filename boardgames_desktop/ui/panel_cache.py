"""Board panels drawn once in their own coordinates and moved as a whole.

``GameScene.memo`` reuses a board part while its signature stays the same, and with
``at=`` moves it down as a whole (The Brigade's side column).  A part whose travelling pieces
(a track marker, a card that slides) must keep their own keys on the board's top level cannot
be a memo, though: its sketches are keyed inside the memo's scope.
:class:`PanelCache` (a mixin for a game's scene, listed before ``GameScene``) handles such a
panel: it draws it once with its origin at (0, 0), hangs its sketches on one *body* sketch,
and puts a small *holder* sketch at the panel's offset with that body as its only child.  While the
signature (a fingerprint of the view data the panel shows) stays the same, every drawing puts
a new holder around the very same body: the reconciler updates one position and passes over
the body's items without comparing them (``Reconciler._visit``: the same sketch again).

What a build may do, and what happens on reuse:

* sketches put without a key hang on the body (stacking among themselves by z and drawing
  order, as they did on the board);
* sketches put with their own key (travelling pieces: a track marker, a card) stay on the
  board's top level, moved by the offset; reused at a new offset they are put again as
  copies at the new place (their children shared);
* ``tag`` calls are remembered and made again on reuse (so the board's targets stay whole),
  the tagged sketch's pen kept as the build left it;
* no ``memo`` or ``scope(at=)`` inside a panel, and no other side effect is replayed.

A signature must hold everything the build reads: a cached panel whose signature left
something out stays stale, which ``tests/ui/test_reconcile.py`` catches by comparing with a
board drawn from nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .paint import NO_PEN
from .sketch import RectSketch, Sketch

T = TypeVar("T")
#: the holder of the panel ``name`` is keyed ``name|panel``, its body ``name|panel/rect0``
#: and the body's sketches ``name|panel/rect0/<kind><n>`` (not pieces: ``GameScene.moves``)
HOLDER = "panel"


@dataclass
class _Panel:
    """One cached panel: what it was built for and the sketches it made."""

    signature: object
    body: RectSketch
    offset: tuple[float, float]
    result: Any = None
    #: keyed sketches put at the top level, with their keys, at ``offset``
    keyed: list[tuple[Sketch, str]] = field(default_factory=list)
    #: (tagged sketch, target, whether it had a pen, its pen) after the build
    tags: list[tuple[Sketch, str, bool, Any]] = field(default_factory=list)


class PanelCache:
    """Mixin for a ``GameScene`` subclass: :meth:`panel` (see the module docstring)."""

    _panel_capture: _Panel | None = None

    def panel(self, name: str, signature: object, build: Callable[[], T],
              x: float = 0.0, y: float = 0.0, z: float = 0.0) -> T:
        """Put the panel ``name`` that ``build`` draws from (0, 0), moved to (``x``, ``y``)
        as a whole and stacked at ``z`` among the board's top-level items; ``build`` runs
        only when ``signature`` changed.  Returns what ``build`` returned (its bottom, say, in
        the panel's own coordinates)."""
        cache: dict[str, _Panel] = self.__dict__.setdefault("_panels", {})
        assert self._panel_capture is None, "a panel inside a panel"
        cached = cache.get(name)
        if cached is None or cached.signature != signature:
            cached = self._build_panel(name, signature, build, (x, y))
        else:
            self._reuse_panel(cached, (x, y))
        holder = RectSketch()
        holder.setPen(NO_PEN)
        holder.setPos(x, y)
        holder.setZValue(z)
        holder.children = [cached.body]
        cached.body.parent = holder
        super().put(holder, key=f"{name}|{HOLDER}")  # type: ignore[misc]
        return cached.result

    def _build_panel(self, name: str, signature: object, build: Callable[[], Any],
                     offset: tuple[float, float]) -> _Panel:
        body = RectSketch()
        body.setPen(NO_PEN)
        made = _Panel(signature, body, offset)
        self._panel_capture = made
        try:
            made.result = build()
        finally:
            self._panel_capture = None
        made.tags = [(item, target, "pen" in item.props, item.props.get("pen"))
                     for item, target, *_ in made.tags]
        self.__dict__["_panels"][name] = made
        return made

    def _reuse_panel(self, cached: _Panel, offset: tuple[float, float]) -> None:
        dx, dy = offset[0] - cached.offset[0], offset[1] - cached.offset[1]
        if dx or dy:
            moved = []
            for sketch, key in cached.keyed:
                copy = _moved_copy(sketch, dx, dy)
                moved.append((copy, key))
            cached.keyed = moved
            cached.offset = offset
        for sketch, key in cached.keyed:
            super().put(sketch, key=key)  # type: ignore[misc]
        for item, target, had, pen in cached.tags:
            super().tag(item, target)  # type: ignore[misc]
            if had:
                item.props["pen"] = pen
            else:
                item.props.pop("pen", None)

    def panel_origin(self) -> tuple[float, float]:
        """Where the panel being built will stand (scene coordinates of its (0, 0)); (0, 0)
        outside a build.  For a place a build hands to something other than a sketch."""
        capture = self._panel_capture
        return capture.offset if capture is not None else (0.0, 0.0)

    # ----- the scene's own calls, redirected while a panel is built --------------------------
    def put(self, sketch: Sketch, key: str | None = None, name: str | None = None) -> Sketch:
        capture = self._panel_capture
        if capture is None:
            return super().put(sketch, key, name)  # type: ignore[misc]
        if key is None:
            sketch.setParentItem(capture.body)
            return sketch
        x, y = sketch.props.get("pos", (0.0, 0.0))
        sketch.props["pos"] = (x + capture.offset[0], y + capture.offset[1])
        capture.keyed.append((sketch, key))
        return super().put(sketch, key=key)  # type: ignore[misc]

    def tag(self, item: Sketch, target: str) -> Sketch:
        out = super().tag(item, target)  # type: ignore[misc]
        capture = self._panel_capture
        if capture is not None:
            capture.tags.append((item, target, False, None))
        return out


def _moved_copy(sketch: Sketch, dx: float, dy: float) -> Sketch:
    """A new sketch like ``sketch`` (its children shared) standing ``dx``, ``dy`` further."""
    copy = type(sketch).__new__(type(sketch))
    Sketch.__init__(copy)
    copy.props = dict(sketch.props)
    x, y = copy.props.get("pos", (0.0, 0.0))
    copy.props["pos"] = (x + dx, y + dy)
    copy.children = sketch.children
    return copy
