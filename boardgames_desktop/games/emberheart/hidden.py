"""What an Emberheart seat cannot see, resampled for ``GameState.determinized``.

Every card on the table and in the players' areas is open; what nobody sees is the order of
the face-down decks (Heroes, Tavern, Captive, Preserves, the Mountain levels, Raids and the
two-player cards).  The Garrison decks are sorted by Glory for all to see and stay as they
are.  Sorting before shuffling makes the copy independent of the true order.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import EmberheartState

OPEN_DECK_PREFIX = "garrison_"


def resample_hidden(state: EmberheartState, seat: int, rng: random.Random) -> None:
    """Reshuffle the undrawn part of every face-down deck (in place)."""
    for name in sorted(state.decks):
        if name.startswith(OPEN_DECK_PREFIX):
            continue
        cards = state.decks[name]
        if len(cards) > 1:
            cards.sort()
            rng.shuffle(cards)
