"""The hot-seat controller: whose turn, hand-off curtain, undo policy, autosave (no Qt).

The controller is imported on first use (PEP 562), so that the launcher, which only needs the
seat kinds of ``seats.py``, starts without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .controller import HotseatController, Replay

__all__ = ["HotseatController", "Replay"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import controller

        return getattr(controller, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
