"""Highlights that go transparent instead of dying, and come back without being rendered again.

A legal target's glow and a Brigade cell's frame and verb pill come and go on almost every
click as the legal actions change: a cell legal now was often legal two clicks ago, with the
same words.  Removing such an item and creating it again costs the Python side of the
reconciler and, above all, the first paint: a new item is rendered into its device-coordinate
pixmap (~0.1 ms an item), where a kept one is blitted.

So the reconciler *retires* a vanished top-level item whose key the scene names (its
``appears_at_once`` keys: highlights, never pieces): the item, its children and their entries
stay, the item's opacity set to 0.  A fully transparent item is not painted, not found under
the pointer and keeps its cached pixmap (``ui/looks.py`` measured the same).  When the key is
drawn again, its entry comes back and is compared as usual: the opacity goes back to 1 and,
when nothing else changed, that is the only call into Qt.

Retired entries are not the board's: ``Reconciler.entries`` (the keys, the tests comparing an
updated board with one drawn from nothing, ``board_item``) never holds them.  At most
``LIMIT`` retired items are kept; beyond that the oldest are removed for good.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

    from .reconcile import Entry

LIMIT = 400  #: retired top-level items kept at most (a board has a few hundred targets)


class Retired:
    """The retired top-level entries by key, each with its descendants' entries."""

    def __init__(self) -> None:
        self._tops: dict[str, tuple[Entry, dict[str, Entry]]] = {}

    def __contains__(self, key: str) -> bool:
        return key in self._tops

    def __len__(self) -> int:
        return len(self._tops)

    def items(self) -> list[QGraphicsItem]:
        """The retired top-level items (for tests)."""
        return [entry.item for entry, _ in self._tops.values()]

    def take(self, entries: dict[str, Entry], gone: list[str],
             retire: Callable[[str], bool]) -> tuple[list[str], list[QGraphicsItem]]:
        """Retire the top-level keys of ``gone`` that ``retire`` names (moving them and
        their descendants out of ``entries``): returns the keys still to remove, and the
        oldest retired items pushed out by the limit (to remove from the scene)."""
        kept: set[str] = set()
        for key in gone:
            entry = entries.get(key)
            if entry is None:
                continue  # (a descendant of a part retired just now)
            item = entry.item
            if item.parentItem() is not None or item.scene() is None or not retire(key):
                continue
            family = {k: entries[k] for k in entry.subtree if k in entries}
            if len(family) != len(entry.subtree):
                continue  # (a descendant is still drawn elsewhere: not a whole part)
            for child_key, child in family.items():
                child.sketch = None
                del entries[child_key]
            del entries[key]
            kept.add(key)
            kept.update(family)
            if entry.props.get("opacity", 1.0) != 0.0:
                item.setOpacity(0.0)
            entry.props = {**entry.props, "opacity": 0.0}
            entry.sketch = None  # (compared again when it comes back)
            self._tops.pop(key, None)
            self._tops[key] = (entry, family)
        overflow = []
        while len(self._tops) > LIMIT:
            overflow.append(self._tops.pop(next(iter(self._tops)))[0].item)
        return ([k for k in gone if k not in kept] if kept else gone), overflow

    def revive(self, key: str, entries: dict[str, Entry]) -> Entry:
        """Put the retired ``key`` and its descendants back into ``entries``."""
        entry, family = self._tops.pop(key)
        entries.update(family)
        entries[key] = entry
        return entry
