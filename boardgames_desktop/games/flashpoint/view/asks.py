"""The board's only questions to the rules, kept in one place.

Everything the scene draws comes from the seat's view (``seen.py``).  Two things it cannot
know from what it sees, it asks the model here, by name: why a click does nothing (the
moves' own refusal) and what walking to a space would cost (the hover preview's path).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules.reason import Reason

from ..moves.at_target import refusal_at
from ..paths import move_preview

if TYPE_CHECKING:
    from ..state import FlashPointState


def refusal(state: FlashPointState, target: str, viewer: int | None = None) -> Reason:
    """Why a click on ``target`` does nothing, in the moves' own words."""
    return refusal_at(state, target, viewer)


def walk(state: FlashPointState, firefighter: int, goal: int) -> tuple[int, list[int]] | None:
    """(AP, the spaces on the way) of the cheapest walk of ``firefighter`` to ``goal`` now;
    None when there is no way."""
    return move_preview(state, firefighter, goal)
