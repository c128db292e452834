"""Keeping the real Qt items of a scene in step with the sketches a view draws.

Every sketch has a stable key (``"warden:2"``, ``"cell:A1|rect3"``; a child's key is its
parent's key, its kind and its place among the parent's children of that kind).
:meth:`Reconciler.apply` walks the new sketches: a key seen for the first time creates an
item, a key whose kind is unchanged keeps its item and only the properties that differ are
set on it (a new position is a real move of the same item), and the items of keys no longer
drawn are removed.  Stacking follows the drawing order, exactly as if the scene had been
drawn from nothing (``stackBefore``).

This is the keyed diff of React and Flutter, or the model-object → item map of Qt's
``diagramscene``, done once for every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsItemGroup,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from .animate import Changes
from .retiring import Retired
from .sketch import NO_BRUSH, Sketch


class Block:
    """Sketches drawn together and put again unchanged (``GameScene.memo``): once applied,
    the reconciler passes over the same block in one step."""

    __slots__ = ("sketches", "keys", "top_keys")

    def __init__(self, sketches: list[Sketch]) -> None:
        self.sketches = sketches
        self.keys: list[str] = []  #: every key of the block's items, once applied
        self.top_keys: list[str] = []


class Placed:
    """A :class:`Block` drawn in its own coordinates, put ``dy`` lower on the board (a panel
    of a column, moved as a whole when the panels above it change height).  When only
    ``dy`` changed since the block was last applied, its top items move; nothing inside is
    compared."""

    __slots__ = ("block", "dy")

    def __init__(self, block: Block, dy: float) -> None:
        self.block = block
        self.dy = float(dy)


Top = Sketch | Block | Placed  #: what a view hands the reconciler

ALL_BUTTONS = (Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton
               | Qt.MouseButton.MiddleButton | Qt.MouseButton.BackButton
               | Qt.MouseButton.ForwardButton)
DEVICE_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache

MAKERS: dict[str, Callable[[], QGraphicsItem]] = {
    "rect": QGraphicsRectItem,
    "ellipse": QGraphicsEllipseItem,
    "path": QGraphicsPathItem,
    "polygon": QGraphicsPolygonItem,
    "line": QGraphicsLineItem,
    "group": QGraphicsItemGroup,
    "text": QGraphicsSimpleTextItem,
    "rich": QGraphicsTextItem,
}

Setter = Callable[[QGraphicsItem, Any], None]


def _set_geometry(item: QGraphicsItem, value: Any) -> None:
    if isinstance(item, QGraphicsRectItem | QGraphicsEllipseItem):
        item.setRect(value)
    elif isinstance(item, QGraphicsPathItem):
        item.setPath(value)
    elif isinstance(item, QGraphicsPolygonItem):
        item.setPolygon(value)
    else:
        item.setLine(value)


def _set_content(item: QGraphicsTextItem, value: tuple[str, str]) -> None:
    kind, text = value
    if kind == "html":
        item.setHtml(text)
    else:
        item.setPlainText(text)
    item.update()  # (a cached text item whose words change is otherwise painted blank)


def _set_pen(item: QGraphicsItem, pen: QPen) -> None:
    item.setPen(pen)


#: property -> (how to set it on an item, the value an item has when it is not set).  The
#: order is the order of setting: a text's font and width before its words.
PROPS: dict[str, tuple[Setter, Any]] = {
    "geom": (_set_geometry, None),
    "font": (lambda i, v: i.setFont(v), None),
    "margin": (lambda i, v: i.document().setDocumentMargin(v), 4.0),
    "width": (lambda i, v: i.setTextWidth(v), -1.0),
    "text": (lambda i, v: i.setText(v), ""),
    "content": (_set_content, ("plain", "")),
    "colour": (lambda i, v: i.setDefaultTextColor(v), QColor(0, 0, 0)),
    "pen": (_set_pen, None),
    "brush": (lambda i, v: i.setBrush(v), NO_BRUSH),
    "pos": (lambda i, v: i.setPos(v[0], v[1]), (0.0, 0.0)),
    "z": (lambda i, v: i.setZValue(v), 0.0),
    "rotation": (lambda i, v: i.setRotation(v), 0.0),
    "scale": (lambda i, v: i.setScale(v), 1.0),
    "opacity": (lambda i, v: i.setOpacity(v), 1.0),
    "visible": (lambda i, v: i.setVisible(v), True),
    "tooltip": (lambda i, v: i.setToolTip(v), ""),
    "data0": (lambda i, v: i.setData(0, v), None),
    "data1": (lambda i, v: i.setData(1, v), None),
    "passive": (lambda i, v: i.setAcceptedMouseButtons(
        Qt.MouseButton.NoButton if v else ALL_BUTTONS), False),
    "hover": (lambda i, v: i.setAcceptHoverEvents(v), True),
}
ORDER = {name: n for n, name in enumerate(PROPS)}


def _default_pen(kind: str) -> QPen:
    return QPen(Qt.PenStyle.NoPen) if kind == "text" else QPen()


class Entry:
    """One live item: its sketch's kind and properties, and its children's keys in order."""

    __slots__ = ("item", "kind", "props", "children", "sketch", "subtree", "dy")

    def __init__(self, item: QGraphicsItem, kind: str) -> None:
        self.item = item
        self.kind = kind
        self.props: dict[str, Any] = {}
        self.children: list[str] = []
        self.sketch: Sketch | None = None
        self.subtree: list[str] = []  #: every descendant's key
        self.dy = 0.0  #: (a top item of a placed block) how far its block was put down


def same(a: Any, b: Any) -> bool:
    if a is b:
        return True
    try:
        return a == b
    except TypeError:
        return False


class Reconciler:
    """The items of one scene, by key (see the module docstring)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.entries: dict[str, Entry] = {}
        self.top: list[str] = []
        #: the blocks applied last time (held, by identity), with the offset they were put at
        self.blocks: dict[Block, float] = {}
        #: counts of the last :meth:`apply`, for tests and benchmarks
        self.created = self.updated = self.removed = 0
        #: what the last :meth:`apply` did, for animation and the last-move marks (or None:
        #: not recorded).  With ``keep_dying`` the removed items stay in the scene: whoever
        #: set it removes them (``ui/animate.py`` fades them out first).
        self.changes: Changes | None = None
        self.keep_dying = False
        #: which top-level keys retire instead of dying (``retiring.py``): their items stay in
        #: the scene, fully transparent, and come back when the key is drawn again
        self.retire: Callable[[str], bool] | None = None
        self.retired = Retired()
        self.retired_back: set[str] = set()  #: (while applying) the keys revived
        self._newborn = False  #: (while visiting) whether the parent was just created

    def item(self, key: str) -> QGraphicsItem | None:
        entry = self.entries.get(key)
        return entry.item if entry is not None else None

    def keys(self) -> list[str]:
        return list(self.entries)

    def clear(self) -> None:
        """Forget every item (the scene was cleared)."""
        self.entries = {}
        self.top = []
        self.blocks = {}
        self.retired = Retired()

    def apply(self, tops: list[Top]) -> None:
        """Make the scene's items match ``tops`` (each sketch with its ``key`` set)."""
        self.created = self.updated = self.removed = 0
        self.retired_back = set()
        if self.changes is not None:
            self.changes = Changes()
        seen: set[str] = set()
        dying: list[QGraphicsItem] = []
        top_keys: list[str] = []
        fresh: set[str] = set()
        blocks: dict[Block, float] = {}
        for top in tops:
            dy = 0.0
            if isinstance(top, Placed):
                top, dy = top.block, top.dy
            if isinstance(top, Block):
                blocks[top] = dy
                if top in self.blocks and self.blocks[top] == dy:  # applied, untouched since
                    seen.update(top.keys)
                    top_keys.extend(top.top_keys)
                    continue
                before = set(seen)
                top.top_keys = []
                for sketch in top.sketches:
                    self._visit(sketch, sketch.key, None, seen, dying, fresh, dy)
                    top.top_keys.append(sketch.key)
                top.keys = list(seen - before)
                top_keys.extend(top.top_keys)
                continue
            key = top.key
            assert key is not None, "a top-level sketch needs a key"
            self._visit(top, key, None, seen, dying, fresh)
            top_keys.append(key)
        self.blocks = blocks
        self._restack(self.top, top_keys, fresh)
        self.top = top_keys
        names: dict[int, str] = {}
        gone = [k for k in self.entries if k not in seen]
        if self.retire is not None and gone:
            gone, overflow = self.retired.take(self.entries, gone, self.retire)
            for item in overflow:
                self.scene.removeItem(item)
        for key in gone:
            item = self.entries.pop(key).item
            dying.append(item)
            names[id(item)] = key
            self.removed += 1
        doomed = set(dying)
        changes = self.changes
        for item in dying:
            parent = item.parentItem()
            if parent is None or parent not in doomed:
                if item.scene() is self.scene:
                    if changes is not None and self.keep_dying:
                        changes.dying.append((names.get(id(item), ""), item))
                    else:
                        self.scene.removeItem(item)

    # ----- one item -----------------------------------------------------------------------
    def _visit(self, sketch: Sketch, key: str, parent: QGraphicsItem | None, seen: set[str],
               dying: list[QGraphicsItem], fresh: set[str], dy: float = 0.0) -> QGraphicsItem:
        """Bring the item ``key`` in line with ``sketch`` (``dy``: a top sketch of a placed
        block, drawn that much higher than it stands)."""
        if key in seen:
            raise ValueError(f"two board items share the key {key!r}")
        seen.add(key)
        entry = self.entries.get(key)
        if entry is not None and entry.sketch is sketch and entry.item.parentItem() is parent:
            seen.update(entry.subtree)  # the very same sketch (memo): nothing to compare
            if entry.dy != dy:  # ... put elsewhere: only its place changes
                self._shift(entry, sketch, key, dy)
            return entry.item
        if entry is None and parent is None and key in self.retired:
            entry = self.retired.revive(key, self.entries)
            self.retired_back.add(key)
            fresh.add(key)  # (stacked among its siblings as a new item would be)
            if self.changes is not None:
                self.changes.born.append((key, entry.item))
        if entry is not None and entry.kind != sketch.kind:
            dying.append(entry.item)
            entry = None
        props = sketch.props
        if dy:
            x, y = props.get("pos", (0.0, 0.0))
            props = {**props, "pos": (x, y + dy)}
        if entry is None:
            entry = self._create(sketch.kind, props, key, parent)
            fresh.add(key)
            if self.changes is not None and (parent is None or not self._newborn):
                self.changes.born.append((key, entry.item))
        else:
            if entry.sketch is not sketch:
                self._update(entry, props, key)
            if entry.item.parentItem() is not parent:
                entry.item.setParentItem(parent)
        entry.sketch = sketch
        entry.dy = dy
        if not sketch.children and not entry.children:
            return entry.item
        newborn, self._newborn = self._newborn, key in fresh
        child_keys = []
        child_fresh: set[str] = set()
        subtree: list[str] = []
        kinds: dict[str, int] = {}
        for child in sketch.children:
            n = kinds.get(child.kind, 0)
            kinds[child.kind] = n + 1
            child_key = f"{key}/{child.kind}{n}"
            child.key = child_key
            self._visit(child, child_key, entry.item, seen, dying, child_fresh)
            child_keys.append(child_key)
            subtree.append(child_key)
            subtree.extend(self.entries[child_key].subtree)
        self._newborn = newborn
        if child_fresh or child_keys != entry.children:
            self._restack(entry.children, child_keys, child_fresh)
        entry.children = child_keys
        entry.subtree = subtree
        return entry.item

    def _create(self, kind: str, props: dict[str, Any], key: str,
                parent: QGraphicsItem | None) -> Entry:
        item = MAKERS[kind]()
        # Painted from a pixmap in device coordinates, re-rendered only when the item
        # changes (or the zoom does): a repaint around a changed item blits its neighbours.
        item.setCacheMode(DEVICE_CACHE)
        entry = Entry(item, kind)
        self.entries[key] = entry
        for name in sorted(props, key=ORDER.__getitem__):
            PROPS[name][0](item, props[name])
        entry.props = dict(props)
        if parent is not None:
            item.setParentItem(parent)
        else:
            self.scene.addItem(item)
        self.created += 1
        return entry

    def _shift(self, entry: Entry, sketch: Sketch, key: str, dy: float) -> None:
        """The same top sketch of a placed block, put at another offset: move its item."""
        x, y = sketch.props.get("pos", (0.0, 0.0))
        pos = (x, y + dy)
        entry.dy = dy
        if entry.props.get("pos", (0.0, 0.0)) == pos:
            return
        item = entry.item
        if self.changes is not None:
            self.changes.moved.append((key, item, item.pos()))
        item.setPos(pos[0], pos[1])
        entry.props = {**entry.props, "pos": pos}
        self.updated += 1

    def _update(self, entry: Entry, new: dict[str, Any], key: str) -> None:
        old = entry.props
        changed = [name for name, value in new.items()
                   if name not in old or not same(old[name], value)]
        gone = [name for name in old if name not in new]
        if not changed and not gone:
            return
        item = entry.item
        if self.changes is not None and "pos" in changed:
            self.changes.moved.append((key, item, item.pos()))
        for name in sorted(changed, key=ORDER.__getitem__):
            PROPS[name][0](item, new[name])
        for name in gone:
            default = PROPS[name][1]
            if name == "pen":
                default = _default_pen(entry.kind)
            elif name == "font":
                default = QFont()
            elif name == "geom":
                continue  # every sketch has its geometry
            PROPS[name][0](item, default)
        entry.props = dict(new)
        self.updated += 1

    # ----- stacking -----------------------------------------------------------------------
    def _restack(self, old: list[str], new: list[str], fresh: set[str]) -> None:
        """Siblings stack in drawing order: put new items in their place, and restack all
        of them if the surviving ones changed order."""
        if not new:
            return
        if new[-1] in self.retired_back:
            # a revived item keeps its old place in the stack: drawn last, it must go on top,
            # which only a full restack does (stackBefore needs an item after it)
            fresh = set()
            old = []
        kept = set(new) - fresh
        survivors_old = [k for k in old if k in kept]
        survivors_new = [k for k in new if k in kept]
        entries = self.entries
        if survivors_old == survivors_new:
            if not fresh:
                return
            following: QGraphicsItem | None = None
            for key in reversed(new):
                item = entries[key].item
                if key in fresh and following is not None:
                    item.stackBefore(following)
                following = item
            return
        items = [entries[k].item for k in new]
        for n in range(len(items) - 2, -1, -1):
            items[n].stackBefore(items[n + 1])


def stacking_keys(scene: QGraphicsScene, reconciler: Reconciler) -> list[str]:
    """The keys of the reconciled items from the top of the stack down (for tests)."""
    names = {id(e.item): k for k, e in reconciler.entries.items()}
    everywhere = QRectF(-1e6, -1e6, 2e6, 2e6)  # (without an index, items() is unsorted)
    stack = scene.items(everywhere, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                        Qt.SortOrder.DescendingOrder)
    return [names[id(i)] for i in stack if id(i) in names]


def item_facts(item: QGraphicsItem) -> tuple:
    """What a player sees of one item: kind, scene position, text, visibility, z, target."""
    text = ""
    if isinstance(item, QGraphicsSimpleTextItem):
        text = item.text()
    elif isinstance(item, QGraphicsTextItem):
        text = item.toPlainText()
    pos: QPointF = item.scenePos()
    rect = item.sceneBoundingRect()
    return (type(item).__name__, round(pos.x(), 3), round(pos.y(), 3),
            round(rect.x(), 2), round(rect.y(), 2), round(rect.width(), 2),
            round(rect.height(), 2), text, item.isVisible(), item.zValue(), item.data(0),
            item.data(1), item.toolTip())
