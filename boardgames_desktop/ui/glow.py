"""Legal targets lit by an overlay, so a board part's drawing does not depend on legality.

Without it, ``GameScene.tag`` turns a legal target's own pen yellow: every board part holding
a target must then be drawn again (its memo signature names what is legal) whenever the legal
actions change, which is on every click.  With ``GameScene.GLOW_OVERLAY`` the tagged sketches
are only recorded; after the drawing, :func:`with_glows` puts one *glow* per legal tagged
sketch — the same outline (rectangle, ellipse, path or polygon) in the highlight pen, without
a brush, not clickable — just after the top-level sketch (or memo block) that holds it.  So it
stacks where the highlighted pen stood, above its board part and below whatever was drawn
after it, and a click changes only a few glows.

A glow is keyed ``<target>|glow`` (``<target>|glow2``... for more items with one target: a
scoped key, so never taken for a travelling piece); it carries no click target and no tooltip,
so clicks, hover and tooltips reach the item below, and it appears and goes at once, as the
pen it stands for did (no growing in or fading out: ``instant``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from .animate import Changes
from .paint import HIGHLIGHT
from .reconcile import Block, Placed, Top
from .sketch import PathSketch, PolygonSketch, RectSketch, Sketch

Glowing = tuple[str, Sketch]  #: (target, the tagged sketch)
GLOW_SUFFIX = "|glow"
GLOW_WIDTH = 3


def glow_pen() -> QPen:
    return QPen(HIGHLIGHT, GLOW_WIDTH)


class GlowCache:
    """The glows of the last drawing by (key, tagged sketch, offset): a tagged sketch
    reused from a memo gets its very glow again, which the reconciler passes over."""

    def __init__(self) -> None:
        self._last: dict[tuple[str, int, float], tuple[Sketch, Sketch]] = {}
        self._now: dict[tuple[str, int, float], tuple[Sketch, Sketch]] = {}

    def get(self, key: str, item: Sketch, dy: float) -> Sketch | None:
        found = self._last.get((key, id(item), dy))
        return found[1] if found is not None and found[0] is item else None

    def keep(self, key: str, item: Sketch, dy: float, glow: Sketch) -> None:
        self._now[(key, id(item), dy)] = (item, glow)  # (the item held: its id stays its)

    def turn(self) -> None:
        """One drawing done: what it used is what the next one may reuse."""
        self._last, self._now = self._now, {}


def with_glows(tops: list[Top], glowing: list[Glowing], legal: dict[str, list],
               cache: GlowCache | None = None) -> list[Top]:
    """``tops`` with a glow after each top-level sketch or block holding a legal target."""
    after: dict[int, list[tuple[str, Sketch]]] = {}
    counts: dict[str, int] = {}
    for target, item in glowing:
        if not legal.get(target) or not _outlined(item) or not _shown(item):
            continue
        n = counts[target] = counts.get(target, 0) + 1
        root = item
        while root.parent is not None:
            root = root.parent
        after.setdefault(id(root), []).append(
            (f"{target}{GLOW_SUFFIX}" + (str(n) if n > 1 else ""), item))
    if not after:
        return tops
    cache = cache or GlowCache()
    out: list[Top] = []

    def glows(root: Sketch, dy: float) -> None:
        for key, item in after.get(id(root), ()):
            glow = cache.get(key, item, dy)
            if glow is None:
                glow = glow_of(item)
                assert glow is not None  # (``_outlined``)
                glow.key = key
                glow.setZValue(root.zValue())
                if dy:  # a placed block's sketches stand ``dy`` higher than it is put
                    x, y = glow.props.get("pos", (0.0, 0.0))
                    glow.props["pos"] = (x, y + dy)
            cache.keep(key, item, dy, glow)
            out.append(glow)

    for top in tops:
        out.append(top)
        if isinstance(top, Placed):
            for sketch in top.block.sketches:
                glows(sketch, top.dy)
        elif isinstance(top, Block):
            for sketch in top.sketches:
                glows(sketch, 0.0)
        else:
            glows(top, 0.0)
    cache.turn()
    return out


def glow_of(item: Sketch) -> Sketch | None:
    """The outline of ``item`` in scene coordinates, in the highlight pen."""
    geometry = item.props.get("geom")
    if geometry is None:
        return None
    offset = _offset(item)
    if offset is not None and isinstance(item, RectSketch):
        glow: Sketch = type(item)(geometry)  # a rectangle or an ellipse
    elif offset is not None and isinstance(item, PolygonSketch):
        glow = PolygonSketch(geometry)
    elif offset is not None and isinstance(item, PathSketch):
        glow = PathSketch(geometry)
    else:  # turned or scaled: the outline mapped into the scene
        path = QPainterPath()
        if isinstance(item, RectSketch):
            path.addRect(geometry)
        elif isinstance(item, PolygonSketch):
            path.addPolygon(geometry)
        elif isinstance(item, PathSketch):
            path = QPainterPath(geometry)
        else:
            return None
        glow = PathSketch(item.sceneTransform().map(path))
        offset = (0.0, 0.0)
    glow.setPos(*offset)
    glow.setPen(glow_pen())
    glow.props["passive"] = True
    glow.props["hover"] = False
    return glow


def _offset(item: Sketch) -> tuple[float, float] | None:
    """Where ``item``'s coordinates start in the scene, or None when it or a parent is
    turned or scaled."""
    x = y = 0.0
    node: Sketch | None = item
    while node is not None:
        props = node.props
        if "rotation" in props or "scale" in props:
            return None
        dx, dy = props.get("pos", (0.0, 0.0))
        x, y = x + dx, y + dy
        node = node.parent
    return x, y


def _outlined(item: Sketch) -> bool:
    """Whether ``item`` has an outline a glow can follow."""
    return item.props.get("geom") is not None and isinstance(
        item, RectSketch | PolygonSketch | PathSketch)


def _shown(item: Sketch) -> bool:
    node: Sketch | None = item
    while node is not None:
        if not node.props.get("visible", True):
            return False
        node = node.parent
    return True


def is_glow(key: str) -> bool:
    return GLOW_SUFFIX in key and key.rstrip("0123456789").endswith(GLOW_SUFFIX)


def instant(changes: Changes, at_once: Callable[[str], bool] = is_glow) -> list[QGraphicsItem]:
    """Take the glows (and whatever else ``at_once`` names: a highlight's frame) out of
    what a redraw animates: the new ones simply appear; the gone ones are returned, to be
    removed at once."""
    changes.born = [(key, item) for key, item in changes.born if not at_once(key)]
    gone = [item for key, item in changes.dying if at_once(key)]
    if gone:
        changes.dying = [(key, item) for key, item in changes.dying if not at_once(key)]
    return gone


def glowing_targets(scene) -> set[str]:
    """The targets lit on ``scene`` now (for tests): from its glow items' keys."""
    return {key[:key.rindex(GLOW_SUFFIX)] for key in scene.reconciler.entries if is_glow(key)}


def glows_on(scene, target: str) -> list[QGraphicsItem]:
    """The glow items lighting ``target`` on ``scene`` now (for tests)."""
    return [entry.item for key, entry in scene.reconciler.entries.items()
            if is_glow(key) and key[:key.rindex(GLOW_SUFFIX)] == target]
