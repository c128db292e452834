"""What a Brigade seat cannot see, resampled for ``GameState.determinized``.

Hidden from every seat alike: the order of the undrawn event, crew and Equipment decks, and
(campaign chapter 2) which Favour tokens still hide a Phoenix Egg.  Nothing in The Brigade
is secret to one seat only: the Pyromancer's board is open, so every seat resamples the same
things.  Each hidden multiset is sorted before it is shuffled, so two states that differ
only in hidden order give the same copy for the same ``rng``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.deck import Deck

if TYPE_CHECKING:
    from .state import BrigadeState


def resample_hidden(state: BrigadeState, seat: int, rng: random.Random) -> None:
    """Reshuffle every undrawn deck and re-hide the unfound Phoenix Eggs (in place)."""
    for name in sorted(vars(state)):
        deck = getattr(state, name)
        if isinstance(deck, Deck) and len(deck.cards) > 1:
            deck.cards.sort()
            rng.shuffle(deck.cards)
    _rehide_eggs(state, rng)


def _rehide_eggs(state: Any, rng: random.Random) -> None:
    """Chapter 2: an egg is known once its token was taken, peeked at or lost in a ruin;
    the others may lie under any standing block's unpeeked Favour token."""
    eggs = getattr(state, "egg_cells", None)
    if not eggs:
        return
    peeked = getattr(state, "peeked", {})
    unknown = sorted(t.label for t in state.town.blocks()
                     if t.favour and t.standing and t.label not in peeked)
    hidden = [c for c in eggs if c in unknown]
    known = [c for c in eggs if c not in unknown]
    state.egg_cells = sorted(known + rng.sample(unknown, len(hidden)))
