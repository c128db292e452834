"""What a Brigade seat cannot see, drawn again for ``state.determinized`` (``hidden.py``).

The promise (``hidden.py``'s docstring): the undrawn decks are reshuffled, a recruit's crew
cards are secret to the recruiting seat only, and in campaign chapter 2 an egg is known once
its Favour token was taken or peeked at; the other eggs may lie under any standing block's
unpeeked Favour token, and nowhere else.  Everything a seat can see stays as it is.
"""

from __future__ import annotations

import random
from collections import Counter

from boardgames_desktop.rules import new_game

from .helpers import game, one, pick_wardens

#: where seed 1's chapter 2 hides its eggs (``hide_eggs``: 8 of the Favour tokens)
EGGS_OF_SEED_1 = ["A5", "B2", "C5", "D1", "D6", "E3", "F2", "F5"]


def chapter_2(position: dict | None = None, **options):
    """Campaign chapter 2, seed 1, the Warden cards picked (each seat the first offered)."""
    scenario = {"position": position} if position is not None else None
    return pick_wardens(new_game("brigade", "campaign", 2, 1, {"chapter": 2, **options},
                                 scenario=scenario))


def copies(state, seat: int, count: int = 12) -> list:
    return [state.determinized(seat, random.Random(k)) for k in range(count)]


def test_seed_1_hides_its_eggs_where_these_tests_expect_them():
    assert chapter_2().egg_cells == EGGS_OF_SEED_1


def test_an_egg_moves_only_among_the_blocks_still_under_a_favour_token():
    """Four eggs found (their tokens taken) and four plain tokens taken: the four unfound
    eggs may be under any of the eight tokens left, and the found ones stay put."""
    found, unfound = EGGS_OF_SEED_1[4:], EGGS_OF_SEED_1[:4]
    plain_tokens = ["B1", "C1", "E1", "A2"]
    state = chapter_2({"favour_tokens": unfound + plain_tokens,
                       "chapter_progress": {"eggs_found": 4, "eggs_held": 4}})
    seen = set()
    for copy in copies(state, 0):
        cells = copy.egg_cells
        assert len(cells) == 8 and cells == sorted(cells)
        assert set(found) <= set(cells)
        hidden = set(cells) - set(found)
        assert len(hidden) == 4 and hidden <= set(unfound + plain_tokens)
        seen |= hidden
    assert seen & set(plain_tokens)  # really drawn again, not left where they are
    assert state.egg_cells == EGGS_OF_SEED_1  # the real game is untouched


def test_a_peeked_token_keeps_what_was_seen_under_it():
    """Interrogate: a peeked egg stays known; a peeked token without an egg never hides one
    in any imagined copy."""
    state = chapter_2(boon="interrogate")
    egg = EGGS_OF_SEED_1[0]
    empty = ["B1", "C1"]
    for cell in [egg, *empty]:
        state.apply(one(state, "peek", cell=cell))
    assert state.peeked == {egg: True, "B1": False, "C1": False}
    seen = set()
    for copy in copies(state, 1):
        assert egg in copy.egg_cells and len(copy.egg_cells) == 8
        assert not set(empty) & set(copy.egg_cells)
        seen |= set(copy.egg_cells)
    assert seen - set(EGGS_OF_SEED_1)  # the seven unknown eggs were drawn again


def test_every_undrawn_deck_is_reshuffled_with_the_same_cards():
    state = game(seed=4)
    events, crew = list(state.events.cards), list(state.crew_deck.cards)
    event_orders, crew_orders = set(), set()
    for copy in copies(state, 0, 6):
        assert Counter(copy.events.cards) == Counter(events)
        assert Counter(copy.crew_deck.cards) == Counter(crew)
        event_orders.add(tuple(copy.events.cards))
        crew_orders.add(tuple(copy.crew_deck.cards))
    assert len(event_orders) > 1 and len(crew_orders) > 1
    assert state.events.cards == events and state.crew_deck.cards == crew


def recruiting() -> tuple:
    """Competitive 2p: seat 0 upgrades its Crew track and recruits; it now chooses between
    the two crew cards drawn."""
    state = game()
    state.apply(one(state, "upgrade", warden=0, track="crew"))
    state.apply(one(state, "recruit", warden=0))
    assert state.pending["kind"] == "recruit" and state.pending["player"] == 0
    return state, list(state.pending["cards"]), list(state.crew_deck.cards)


def test_the_recruiting_seat_imagines_the_crew_cards_it_was_dealt():
    state, offered, deck = recruiting()
    for copy in copies(state, 0, 6):
        assert copy.pending["cards"] == offered
        assert copy.flow.current.details["cards"] == offered
        assert Counter(copy.crew_deck.cards) == Counter(deck)


def test_another_seat_imagines_any_two_crew_cards_of_the_same_pool():
    state, offered, deck = recruiting()
    dealt = set()
    for copy in copies(state, 1):
        cards = copy.pending["cards"]
        assert len(cards) == 2 and copy.pending["player"] == 0
        assert Counter(cards + copy.crew_deck.cards) == Counter(offered + deck)
        assert len(copy.crew_deck.cards) == len(deck)
        dealt.add(tuple(cards))
    assert dealt - {tuple(offered)}
    assert state.pending["cards"] == offered  # the real offer is untouched
