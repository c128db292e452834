"""``state.determinized(seat, rng)``: only hidden parts change, invariants hold, the copy
plays on legally, and the copy never depends on the true hidden order."""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.rules.playout import random_playout

from .positions import CONFIGS, config_id, position, rehidden, visible


@pytest.mark.parametrize("cfg", CONFIGS, ids=config_id)
def test_only_hidden_parts_change_and_the_copy_plays_on(cfg):
    state = position(cfg, seed=11, steps=25)
    before = state.snapshot()
    for seat in range(state.players):
        copy = state.determinized(seat, random.Random(seat))
        assert visible(copy) == visible(state)  # what anyone can see is untouched
        assert state.snapshot() == before  # the real game is untouched
        _play_on(copy, seat)


def _play_on(copy, seat, steps=60):
    rng = random.Random(seat)
    for _ in range(steps):
        if copy.is_over:
            return
        actions = copy.legal_actions()
        assert actions, "the copy offers no action but is not over"
        copy.apply(actions[rng.randrange(len(actions))])  # checked apply: stays legal


@pytest.mark.parametrize("cfg", CONFIGS, ids=config_id)
def test_the_copy_does_not_depend_on_the_true_hidden_order(cfg):
    state = position(cfg, seed=5, steps=15)
    other = rehidden(state, seed=99)
    assert visible(other) == visible(state)
    a = state.determinized(0, random.Random(3)).snapshot()
    b = other.determinized(0, random.Random(3)).snapshot()
    assert a == b


def test_something_hidden_does_change():
    """Resampling is real: some seed gives another event order (Brigade Co-Op)."""
    state = position(CONFIGS[1], seed=2, steps=5)
    orders = {tuple(state.determinized(0, random.Random(k)).events.cards) for k in range(5)}
    assert len(orders) > 1


def test_flash_point_keeps_the_counts_of_victims_and_false_alarms():
    state = position(CONFIGS[-2], seed=3, steps=40)

    def counts(s):
        kinds = [p.kind for p in s.pois if not p.revealed] + s.poi_pool
        return sorted(kinds)

    for k in range(5):
        copy = state.determinized(0, random.Random(k))
        assert counts(copy) == counts(state)
        assert [p.kind for p in copy.pois if p.revealed] == \
            [p.kind for p in state.pois if p.revealed]


def test_a_peeked_event_stays_on_top():
    state = position(CONFIGS[-1], seed=4, steps=0)
    state.peeked_event = state.event_deck[0]
    for k in range(4):
        copy = state.determinized(0, random.Random(k))
        assert copy.event_deck[0] == state.event_deck[0]
        assert sorted(copy.event_deck) == sorted(state.event_deck)


def test_random_playout_helper_still_runs_on_a_copy():
    state = position(CONFIGS[-2], seed=8, steps=10)
    copy = state.determinized(1, random.Random(0))
    random_playout(copy, seed=1, max_steps=5000)
    assert copy.is_over
