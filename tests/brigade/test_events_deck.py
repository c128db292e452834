"""The event deck at set-up (``events.py``): which cards are in it, and that it is shuffled.

Rulebook (brigade-base.md): "The first player resolves 3 starter events, shuffles the rest of
the events into the deck"; deck (ruling): 28 normal events, 6 starter events, 4 special, 8 Big
Buildings.
"""

from __future__ import annotations

from .helpers import game


def normal_cards(state) -> list[str]:
    return [c for c in state.events.cards if not state.cat.events[c].starter]


def test_the_deck_holds_the_normal_events_and_the_three_starters_not_resolved():
    state = game(seed=1)
    starters = [c for c in state.events.cards if state.cat.events[c].starter]
    assert len(state.events.cards) == 28 + 3 and len(starters) == 3
    assert len(state.events.discards) == 3  # the three resolved at set-up


def test_the_normal_events_are_shuffled_differently_for_each_seed():
    orders = [normal_cards(game(seed=s)) for s in (1, 2, 3)]
    printed = sorted(orders[0])
    assert all(sorted(order) == printed for order in orders)
    assert len({tuple(order) for order in orders}) == 3
    assert printed not in orders  # not left in the catalogue's order


def test_the_starters_left_over_are_shuffled_in_not_put_at_the_bottom():
    states = [game(seed=s) for s in (1, 2, 3)]
    at_the_bottom = [all(st.cat.events[c].starter for c in st.events.cards[-3:])
                     for st in states]
    assert at_the_bottom.count(False) >= 1
