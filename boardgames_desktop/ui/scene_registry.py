"""Which scene draws which game: the module named by the game's catalogue entry.

The module is imported only when the scene is made, so a broken view cannot stop the app,
and reading the name (``GameInfo.scene_module``, from the light catalogue) imports no game.
"""

from __future__ import annotations

import importlib

from boardgames_desktop.rules.registry import game_info

from .game_scene import GameScene


def scene_module(game_id: str) -> str:
    """The module drawing ``game_id``; empty when the game has no board picture."""
    return game_info(game_id).scene_module


def create_scene(game_id: str, parent=None) -> GameScene:
    """The game's scene; each view module exposes ``create_scene(parent) -> GameScene``.

    Raises ValueError for a game without a scene module."""
    name = scene_module(game_id)
    if not name:
        raise ValueError(f"The game '{game_id}' has no board picture.")
    module = importlib.import_module(name)
    return module.create_scene(parent)
