"""Which scene class draws which game (imported lazily so a broken view can't stop the app)."""

from __future__ import annotations

import importlib

from .game_scene import GameScene

SCENES = {
    "brigade": "boardgames_desktop.games.brigade.view.scene",
    "emberheart": "boardgames_desktop.games.emberheart.view.scene",
    "flashpoint": "boardgames_desktop.games.flashpoint.view.scene",
}


def create_scene(game_id: str, parent=None) -> GameScene:
    """The game's scene; each view module exposes ``create_scene(parent) -> GameScene``."""
    module = importlib.import_module(SCENES[game_id])
    return module.create_scene(parent)
