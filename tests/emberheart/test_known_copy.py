"""``rules/known_copy.KnownCopier`` (Emberheart's clone; tried on Flash Point too) copies as
``GameState.copy_with`` does: the same data, the same (never-changed) parts shared,
attributes without a copier deep-copied with the state and its RNG redirected to the copy's."""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.games.emberheart import state as eh_state
from boardgames_desktop.games.flashpoint import state as fp_state
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.known_copy import KnownCopier
from boardgames_desktop.rules.state import BASE_ATTRIBUTES


def _midgame(game: str, mode: str, players: int, options: dict, seed: int, steps: int):
    state = new_game(game, mode, players, seed, options)
    chooser = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        listed = state.legal_actions()
        state.apply(listed[chooser.randrange(len(listed))])
    return state


def _mutable_ids(value, seen=None) -> set[int]:
    """Ids of every list, dict and object reachable from ``value`` (plain data)."""
    seen = set() if seen is None else seen
    if isinstance(value, (list, tuple, set)):
        if isinstance(value, (list, set)):
            seen.add(id(value))
        for item in value:
            _mutable_ids(item, seen)
    elif isinstance(value, dict):
        seen.add(id(value))
        for item in value.values():
            _mutable_ids(item, seen)
    elif hasattr(value, "__dict__") and not isinstance(value, type):
        seen.add(id(value))
        _mutable_ids(vars(value), seen)
    return seen


GAMES = [("emberheart", "standard", 4, {"side": "B"}, eh_state._COPIERS),
         ("flashpoint", "experienced", 4, {"difficulty": "Veteran", "tragic_events": True},
          fp_state._COPIERS)]


@pytest.mark.parametrize(("game", "mode", "players", "options", "copiers"), GAMES)
def test_known_copier_copies_as_copy_with_does(game, mode, players, options, copiers):
    state = _midgame(game, mode, players, dict(options), 5, 60)
    state.extra_notes = {"seen": [1, 2]}  # no copier: deep-copied
    state.back_reference = [state, state.rng]  # deep-copied, pointing at the copy
    base = {k: v for k, v in state.clone().__dict__.items() if k in BASE_ATTRIBUTES}
    fast = object.__new__(type(state))
    fast.__dict__.update(base)
    KnownCopier(copiers).copy(state, fast)
    slow = object.__new__(type(state))
    slow.__dict__.update(base)
    state.copy_with(slow, copiers)
    assert fast.__dict__.keys() == slow.__dict__.keys() == state.__dict__.keys()
    assert fast.back_reference[0] is fast and fast.back_reference[1] is fast.rng
    assert slow.back_reference[0] is slow
    for each in (state, fast, slow):  # a state inside itself cannot be a snapshot
        del each.back_reference
    def game_data(each) -> set[int]:
        return _mutable_ids({k: v for k, v in vars(each).items() if k not in BASE_ATTRIBUTES})

    mine = game_data(state)
    # shared with the original: exactly what copy_with shares (the never-changed data)
    assert mine & game_data(fast) == mine & game_data(slow)
    assert repr(fast.snapshot()) == repr(slow.snapshot()) == repr(state.snapshot())


@pytest.mark.parametrize(("game", "mode", "players", "options", "copiers"), GAMES)
def test_a_copy_plays_on_as_a_fresh_replay(game, mode, players, options, copiers):
    """Copy mid-game (``clone``), play the copy and the original on with different
    choices: each ends as a fresh game given the same choices does."""
    def finish(state, seed):
        chooser = random.Random(seed)
        while not state.is_over:
            listed = state.legal_actions()
            state.apply(listed[chooser.randrange(len(listed))])
        return repr(state.snapshot())

    original = _midgame(game, mode, players, dict(options), 3, 40)
    twin = original.clone()
    assert finish(twin, 11) == finish(_midgame(game, mode, players, dict(options), 3, 40), 11)
    assert finish(original, 12) == finish(_midgame(game, mode, players, dict(options), 3, 40),
                                          12)
