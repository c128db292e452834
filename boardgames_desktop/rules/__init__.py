"""The shared rules package: pure Python, no Qt.  The public scripting API lives here.

The names below load their module on first use (PEP 562), so a program that needs only the
game catalogue (the launcher, at start) does not pay for the whole engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy_names import lazy_names

#: public name -> the module of this package that defines it
_HOME = {
    "Action": "action",
    "Supply": "components", "Track": "components",
    "Deck": "deck",
    "IllegalAction": "errors", "ResourceError": "errors", "SaveError": "errors",
    "SquareGrid": "grid",
    "GameInfo": "registry", "ModeInfo": "registry", "OptionInfo": "registry",
    "game_info": "registry", "games": "registry", "new_game": "registry", "register": "registry",
    "SeededRNG": "rng",
    "FORMAT_VERSION": "savefile", "load_game": "savefile", "parse_save": "savefile",
    "ScenarioError": "scenario", "load_scenario": "scenario",
    "GameState": "state", "LogEntry": "state", "Outcome": "state",
}

__all__ = [
    "Action",
    "Deck",
    "FORMAT_VERSION",
    "GameInfo",
    "GameState",
    "IllegalAction",
    "LogEntry",
    "ModeInfo",
    "OptionInfo",
    "Outcome",
    "ResourceError",
    "SaveError",
    "ScenarioError",
    "SeededRNG",
    "SquareGrid",
    "Supply",
    "Track",
    "game_info",
    "games",
    "load_game",
    "load_scenario",
    "new_game",
    "parse_save",
    "register",
]


__getattr__, __dir__ = lazy_names(__name__, globals(), _HOME)


if TYPE_CHECKING:
    from .action import Action
    from .components import Supply, Track
    from .deck import Deck
    from .errors import IllegalAction, ResourceError, SaveError
    from .grid import SquareGrid
    from .registry import GameInfo, ModeInfo, OptionInfo, game_info, games, new_game, register
    from .rng import SeededRNG
    from .savefile import FORMAT_VERSION, load_game, parse_save
    from .scenario import ScenarioError, load_scenario
    from .state import GameState, LogEntry, Outcome
