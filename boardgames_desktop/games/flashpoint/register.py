"""Flash Point's entry in the game catalogue."""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules import GameInfo, GameState, ModeInfo, OptionInfo


def _factory(mode: str, players: int, seed: int, options: dict[str, Any]) -> GameState:
    from .state import make_state

    return make_state(mode, players, seed, options)


GAME_INFO = GameInfo(
    id="flashpoint",
    title="Flash Point: Fire Rescue",
    modes=(
        ModeInfo("family", "Family game", 1, 6,
                 "The introductory game: no specialists, vehicles, hazmats or hot spots."),
        ModeInfo("experienced", "Experienced game", 1, 6,
                 "Specialists, engine and ambulance, hazmats and hot spots "
                 "(or the Tragic Events Fire and Event decks)."),
    ),
    factory=_factory,
    options=(
        OptionInfo("difficulty", "Difficulty", "choice", "Recruit",
                   choices=("Recruit", "Veteran", "Heroic"), modes=("experienced",)),
        OptionInfo("tragic_events", "Tragic Events expansion", "bool", False,
                   modes=("experienced",)),
        OptionInfo("firefighters", "Firefighters (solo: one player may run several)", "int", 1,
                   low=1, high=6),
    ),
    summary="Cooperative firefighting: rescue 7 victims before the house collapses.",
)
