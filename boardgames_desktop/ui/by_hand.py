"""Whether what runs now was started by the player's own press (a click on the board, a click
or Enter in the action list, Enter on the board's focus ring).

The game page draws the board at once and lets the side panel follow on the next turn of the
event loop only then (``app/page_after_board.py``): a player's next press comes through the
event loop, which brings the panel up to date first.  A move made by code (a computer seat,
a test calling the page) updates the whole page at once, as it always did.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

_depth = 0


@contextmanager
def by_hand() -> Iterator[None]:
    """Mark the player's press being handled."""
    global _depth
    _depth += 1
    try:
        yield
    finally:
        _depth -= 1


def pressed_by_hand() -> bool:
    """Whether a player's press is being handled now."""
    return _depth > 0
