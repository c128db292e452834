"""What a clone of a Brigade state shares (``games/brigade/copying.py`` with
``GameState.clone``): the log's entries and the current listing are shared (they are never
changed), the RNG is the clone's own; everything else a game changes is its own copy."""

from __future__ import annotations

from .helpers import game


def played(moves: int = 3):
    g = game(seed=2)
    for _ in range(moves):
        g.apply(g.legal_actions()[0])
    g.legal_actions()  # a listing made now
    return g


def test_a_clone_shares_the_log_entries_and_the_listing():
    g = played()
    twin = g.clone()
    assert len(twin.log) == len(g.log) >= 3
    assert all(a is b for a, b in zip(twin.log, g.log, strict=True))
    assert twin.log is not g.log  # the list itself is the clone's
    assert twin._listing is g._listing


def test_a_clone_draws_the_same_numbers_from_its_own_rng():
    g = played()
    twin = g.clone()
    assert twin.rng is not g.rng
    drawn = [twin.rng.randint(1, 1000) for _ in range(5)]
    assert drawn == [g.rng.randint(1, 1000) for _ in range(5)]
