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
                   choices=("Recruit", "Veteran", "Heroic"), modes=("experienced",),
                   choice_labels=("Recruit (easiest)", "Veteran", "Heroic (hardest)"),
                   help="Recruit/Veteran/Heroic: more explosions, hazmats and hot spots."),
        OptionInfo("tragic_events", "Tragic Events expansion", "bool", False,
                   modes=("experienced",),
                   help="No hot spots: the Fire and Event decks drive the fire, and its "
                        "specialists join the game."),
        # the game plays max(players, option) firefighters: with 4 or more players there are
        # already enough on the board, so only small tables are offered extra ones
        OptionInfo("firefighters", "Firefighters (one player may run several)", "int", 1,
                   low=1, high=6, players=(1, 2, 3),
                   help="How many firefighters are on the board; never fewer than the "
                        "players, the extra ones are shared out among the seats."),
    ),
    summary="Cooperative firefighting: rescue 7 victims before the house collapses.",
    scene_module="boardgames_desktop.games.flashpoint.view.scene",
    pictures_module="boardgames_desktop.games.flashpoint.view.reference_pictures",
)
