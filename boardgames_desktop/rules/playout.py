"""Random playouts: the harness behind invariant tests and throughput benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable

from .state import GameState

Check = Callable[[GameState], None]


def random_playout(state: GameState, seed: int, max_steps: int = 20000,
                   check: Check | None = None, validate: bool = False) -> int:
    """Play random legal actions until the game ends; returns the number of steps.

    ``check`` runs after every step (invariants).  ``validate`` routes every action through
    the checked ``apply`` (slower).  Raises RuntimeError if the game neither ends nor offers
    an action.
    """
    chooser = random.Random(seed)
    steps = 0
    while not state.is_over:
        if steps >= max_steps:
            raise RuntimeError(f"no end after {max_steps} actions (phase {state.phase!r})")
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError(f"no legal action but the game is not over (phase {state.phase!r})")
        action = actions[chooser.randrange(len(actions))]
        if validate:
            state.apply(action)
        else:
            state._apply_known(action)
        steps += 1
        if check is not None:
            check(state)
    return steps


def random_steps(state: GameState, seed: int, steps: int,
                 after: Check | None = None) -> int:
    """Play up to ``steps`` random legal actions through the checked ``apply`` (fewer when
    the game ends first), calling ``after`` after each; returns how many were played.
    Chosen like ``random_playout``, so the same seed picks the same actions."""
    chooser = random.Random(seed)
    played = 0
    while played < steps and not state.is_over:
        actions = state.legal_actions()
        state.apply(actions[chooser.randrange(len(actions))])
        played += 1
        if after is not None:
            after(state)
    return played
