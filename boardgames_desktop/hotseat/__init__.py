"""The hot-seat controller: whose turn, hand-off curtain, undo policy, autosave (no Qt)."""

from .controller import HotseatController, Replay

__all__ = ["HotseatController", "Replay"]
