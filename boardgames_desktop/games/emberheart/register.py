"""Emberheart's entry in the game catalogue."""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules import GameInfo, ModeInfo, OptionInfo

from .state import EmberheartState


def _factory(mode: str, players: int, seed: int, options: dict[str, Any]) -> EmberheartState:
    return EmberheartState(mode, players, seed, options)


GAME_INFO = GameInfo(
    id="emberheart",
    title="Emberheart",
    modes=(ModeInfo("standard", "Standard", 2, 4,
                    "Rescue Dragons over five rounds; two players use the two-player mode."),),
    factory=_factory,
    options=(OptionInfo("side", "Player board side", "choice", "A", choices=("A", "B"),
                        choice_labels=("A: no Player Skills (first games)",
                                       "B: each player has a Player Skill"),
                        help="Everyone plays the same side of the Player boards; side B gives "
                             "each player a unique Player Skill."),),
    summary="Send Parties of Hirelings across the island, rescue Dragons, keep your Flame low.",
    scene_module="boardgames_desktop.games.emberheart.view.scene",
    pictures_module="boardgames_desktop.games.emberheart.view.reference_pictures",
)
