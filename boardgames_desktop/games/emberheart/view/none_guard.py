"""Work around PySide6 6.12 on Python 3.11 dropping a reference to ``None`` on every call
that returns nothing (``item.setPos``, ``setData``, ``setToolTip`` ...).

On Python 3.12+ ``None`` is immortal and this does not matter; on 3.11 ``None``'s reference
count (about 5,000 at start) reaches zero after a few thousand such calls and the process
aborts with "Fatal Python error: none_dealloc".  A board redraw makes thousands of calls, so
we lift the count far out of reach once.  ``None`` is never deallocated anyway (doing so is
a fatal error), so the extra count has no other effect.  This belongs at app start-up for
every game; it lives here until the shell adopts it.
"""

from __future__ import annotations

import ctypes
import sys

_LIFT = 1 << 40
_FLOOR = 1 << 30


def protect_none() -> None:
    """Make sure ``None``'s reference count cannot reach zero (no-op on Python 3.12+)."""
    if sys.version_info >= (3, 12):
        return
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < _FLOOR:
        count.value += _LIFT
