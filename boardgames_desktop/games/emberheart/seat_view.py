"""What an Emberheart seat may see (``state.view(seat)``), as plain JSON data.

Every card in play and in the players' areas lies face up, so all seats see the same table.
Hidden from everyone (what ``hidden.py`` reshuffles for ``determinized``): the face-down decks
(Heroes, Tavern, Captive, Preserves, the Mountain levels, Raids, the two-player cards), shown
as how many cards each holds.  The Garrison decks lie face up, sorted by Glory, and are
shown card by card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.seat_view import header, public_table

from .hidden import OPEN_DECK_PREFIX

if TYPE_CHECKING:
    from .state import EmberheartState


def view(state: EmberheartState, seat: int | None = None) -> dict[str, Any]:
    """The table as ``seat`` sees it (every seat sees the same)."""
    return {**header(state, seat), "table": public_table(state, {"decks": seen_decks}),
            "deck_sizes": {name: len(cards) for name, cards in sorted(state.decks.items())}}


def seen_decks(decks: dict[str, list[str]]) -> dict[str, Any]:
    """Open (Garrison) decks card by card, face-down ones as their size."""
    return {name: list(cards) if name.startswith(OPEN_DECK_PREFIX) else len(cards)
            for name, cards in sorted(decks.items())}
