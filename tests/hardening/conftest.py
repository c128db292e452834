"""Hardening tests: user data in a temporary folder; helpers that build real saves."""

from __future__ import annotations

import json
from typing import Any

from boardgames_desktop.rules import GameState, new_game
from boardgames_desktop.rules.playout import random_steps
from tests.user_data import data_dir  # noqa: F401  (fixture)


def played(game: str, mode: str, players: int, seed: int, steps: int,
           options: dict[str, Any] | None = None) -> GameState:
    """A real game after ``steps`` random legal actions (chosen with Random(seed))."""
    state = new_game(game, mode, players, seed, options)
    random_steps(state, seed, steps)
    return state


def save_data(state: GameState) -> dict[str, Any]:
    """The save of ``state`` as data, with app data as the app writes it."""
    from boardgames_desktop.storage import SaveStore

    return json.loads(SaveStore.save_text(state, [f"P{p + 1}" for p in range(state.players)],
                                          "A game"))


def text_of(data: Any) -> str:
    return json.dumps(data)
