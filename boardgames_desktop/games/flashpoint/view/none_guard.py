"""Work-around for PySide6 6.12 on Python 3.11: shiboken assumes the immortal ``None``,
``True`` and ``False`` of Python 3.12+, so every Qt call that returns nothing drops a
reference to ``None`` and every ``Signal.emit`` drops one to ``True``.  A board redraw
makes thousands of such calls (hovering emits on every new space), so a count reaches zero
and the process aborts ("Fatal Python error: none_dealloc" / "bool_dealloc").  We lift the
three counts far out of reach; these objects are never freed anyway.  No-op on Python
3.12+.  (Belongs at app start-up for every game; the brigade and emberheart views carry a
similar guard for ``None`` only.)"""

from __future__ import annotations

import ctypes
import sys

_LIFT = 1 << 40
_FLOOR = 1 << 30


def protect_none() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt is the first field
        if count.value < _FLOOR:
            count.value += _LIFT
