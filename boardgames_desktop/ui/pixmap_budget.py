"""Room in Qt's pixmap cache for every item of a board.

Every board item paints from a device-coordinate pixmap (``ui/reconcile.py`` sets
``DeviceCoordinateCache``), and Qt keeps those pixmaps in the one global ``QPixmapCache``,
whose default ceiling is 10 MB.  An Emberheart board shown at 1600×1000 already needs about
10.5 MB (the main board's base alone is 2.4 MB), and a bigger window or a zoom needs more:
past the ceiling the cache evicts the least recently used pixmaps, and a repaint that walks
the items in stacking order evicts each pixmap just before it is needed again, so every item
is drawn from scratch on every repaint (a whole Emberheart board: ~50 ms instead of ~15 ms).

The ceiling is only a bound, not memory taken: the cache holds what the items on the board
need (about 4 bytes a device pixel each), and a removed item's pixmap leaves with it.
"""

from __future__ import annotations

from PySide6.QtGui import QPixmapCache

#: the ceiling for the pixmap cache, in KB: a whole board zoomed in on a large screen fits
BOARD_CACHE_KB = 256 * 1024


def make_room() -> None:
    """Raise the pixmap cache's ceiling to :data:`BOARD_CACHE_KB` (never lower it)."""
    if QPixmapCache.cacheLimit() < BOARD_CACHE_KB:
        QPixmapCache.setCacheLimit(BOARD_CACHE_KB)
