"""What a Brigade seat cannot see, resampled for ``GameState.determinized``.

Hidden from every seat alike: the order of the undrawn event, crew and Equipment decks,
(campaign chapter 2) which Favour tokens still hide a Phoenix Egg, and (chapter 4) the
Wardens' face-down Phoenix cards.  Secret to one seat: the crew cards a recruiting seat is
choosing from (the others are resampled for every other seat).  The Pyromancer's board is
open.  Each hidden multiset
is sorted before it is shuffled, so two states that differ only in hidden order give the
same copy for the same ``rng``.
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
    _redeal_phoenix_cards(state, rng)
    _redeal_recruit_offer(state, seat, rng)


def _redeal_recruit_offer(state: BrigadeState, seat: int, rng: random.Random) -> None:
    """The crew cards a recruiting seat is choosing from are seen by that seat only: for
    any other seat they are dealt again from the same pool as the undrawn crew deck."""
    offer = recruit_offer(state)
    if offer is None or offer[0] == seat:
        return
    deck, cards = state.crew_deck, offer[1]
    pool = sorted(cards + deck.cards)
    rng.shuffle(pool)
    current = state.flow.current
    assert current is not None  # recruit_offer found the question
    # the same question with other cards (not asked again: the flow's counts stay as seen)
    state.flow.replace_current(current.with_details(cards=pool[:len(cards)]))
    deck.cards[:] = pool[len(cards):]


def recruit_offer(state: BrigadeState) -> tuple[int, list[str]] | None:
    """(the recruiting seat, the crew cards it was dealt to choose from), while it chooses."""
    pending = state.pending
    if not pending or pending.get("kind") != "recruit":
        return None
    return pending["player"], list(pending["cards"])


def _redeal_phoenix_cards(state: Any, rng: random.Random) -> None:
    """Chapter 4: the Wardens' face-down Phoenix cards are unknown to every seat, so they
    are dealt again from the same pool as the undrawn event cards."""
    held = getattr(state, "phoenix_cards", None)
    if not held or all(card is None for card in held):
        return
    deck = state.events
    pool = sorted([c for c in held if c is not None] + deck.cards)
    rng.shuffle(pool)
    dealt = iter(pool)
    state.phoenix_cards = [None if c is None else next(dealt) for c in held]
    deck.cards[:] = list(dealt)


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
