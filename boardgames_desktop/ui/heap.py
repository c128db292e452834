"""The heap of a game being played, set aside from the garbage collector's full passes.

Python's cyclic collector now and then walks every object the program holds (a "generation
2" pass): with a game on the screen that is some 70,000 objects — Qt wrappers, the rules, the
board's items — and ~25 ms, taken in the middle of whichever click happened to allocate the
last straw.  Nearly all of those objects live as long as the game.  So when a game has been
drawn, what is alive is collected once and *frozen* (``gc.freeze``): later passes look only at
what was made since.  The next game unfreezes first, so cycles left by the last one are still
found.
"""

from __future__ import annotations

import gc


def settle_heap() -> None:
    """Collect once and put everything alive now out of the collector's later passes."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
