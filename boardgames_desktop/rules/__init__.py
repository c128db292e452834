"""The shared rules package: pure Python, no Qt.  The public scripting API lives here."""

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
