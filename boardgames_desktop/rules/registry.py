"""The catalogue of games and the entry point that sets one up."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .campaign import CampaignInfo
    from .state import GameState


@dataclass(frozen=True)
class ModeInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    description: str = ""

    @property
    def player_counts(self) -> list[int]:
        return list(range(self.min_players, self.max_players + 1))


#: ``OptionRequirement.needs`` for the number of players (not an option's key)
PLAYERS = "players"


@dataclass(frozen=True)
class OptionRequirement:
    """One value of an option is accepted only with some values of another option, or with
    some player counts: the launcher offers exactly what the rules accept without setting a
    game up (and so without importing the game).  ``needs`` is the other option's key, or
    :data:`PLAYERS`; ``among`` the values it must have.

    The game declares these next to its options; ``tests/rules/test_option_requirements.py``
    checks them against what its set-up refuses."""

    value: Any
    needs: str
    among: tuple[Any, ...]


@dataclass(frozen=True)
class OptionInfo:
    """A game option the launcher offers: ``kind`` is 'bool', 'choice' or 'int'.

    ``choice_labels`` are the texts a player reads for ``choices`` (same order, same
    length; empty: the launcher prettifies the raw values), ``help`` is one sentence the
    launcher shows as a hint, ``players`` the player counts the option matters for (empty:
    every count).  An option that does not apply is neither shown nor given its default.
    """

    key: str
    title: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    modes: tuple[str, ...] = ()  # empty: every mode
    low: int | None = None
    high: int | None = None
    choice_labels: tuple[str, ...] = ()
    help: str = ""
    players: tuple[int, ...] = ()  # empty: every player count
    requires: tuple[OptionRequirement, ...] = ()  # values accepted only with other choices

    def __post_init__(self) -> None:
        if self.choice_labels and len(self.choice_labels) != len(self.choices):
            raise ValueError(
                f"Option '{self.key}': {len(self.choice_labels)} choice_labels for "
                f"{len(self.choices)} choices {self.choices!r}; give one label per choice "
                f"(or none)."
            )

    def applies_to(self, mode: str, players: int | None = None) -> bool:
        """Whether the option matters in ``mode`` (and, when given, for ``players``)."""
        if self.modes and mode not in self.modes:
            return False
        return players is None or not self.players or players in self.players

    def accepts(self, value: Any, players: int, options: dict[str, Any]) -> bool:
        """Whether ``value`` meets this option's requirements with ``players`` and the
        other ``options`` chosen."""
        for requirement in self.requires:
            if requirement.value == value and type(requirement.value) is type(value):
                other = players if requirement.needs == PLAYERS else \
                    options.get(requirement.needs)
                if other not in requirement.among:
                    return False
        return True

    def choice_label(self, value: Any) -> str | None:
        """The label given for a choice value, or None when there is none."""
        if self.choice_labels:
            for choice, label in zip(self.choices, self.choice_labels):
                if choice == value:
                    return label
        return None


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    modes: tuple[ModeInfo, ...]
    factory: Callable[[str, int, int, dict[str, Any]], GameState] = field(repr=False)
    options: tuple[OptionInfo, ...] = ()
    summary: str = ""
    campaign: CampaignInfo | None = field(default=None, repr=False)  # see rules/campaign.py
    #: the game's view, named so ``ui/`` and ``app/`` import no game by name: the module
    #: with ``create_scene(parent)`` and the one with the rules reference's ``PICTURES``
    #: (empty: the game is played from the list of actions / its reference has no pictures)
    scene_module: str = ""
    pictures_module: str = ""

    def accepts(self, mode: str, players: int, options: dict[str, Any]) -> bool:
        """Whether the declared option requirements accept ``options`` (with the defaults
        of those not given) in ``mode`` for ``players``: what the launcher offers."""
        applying = [o for o in self.options if o.applies_to(mode, players)]
        chosen = {o.key: o.default for o in applying}
        chosen.update(options)
        return all(o.accepts(chosen.get(o.key), players, chosen) for o in applying)

    def mode(self, mode_id: str) -> ModeInfo:
        for mode in self.modes:
            if mode.id == mode_id:
                return mode
        known = ", ".join(m.id for m in self.modes)
        raise ValueError(f"{self.title} has no mode '{mode_id}' (modes: {known}).")


# Each game package exposes GAME_INFO in its ``register`` module.
GAME_MODULES = (
    "boardgames_desktop.games.brigade.register",
    "boardgames_desktop.games.emberheart.register",
    "boardgames_desktop.games.flashpoint.register",
)

_registry: dict[str, GameInfo] = {}
_load_errors: dict[str, str] = {}
_loaded = False


def register(info: GameInfo) -> None:
    _registry[info.id] = info


def _load() -> None:
    """Register every game; one broken game never hides the others.

    Games listed in the light catalogue (``rules/catalogue.py``) are registered from it
    without importing their modules; the rest are imported as before.
    """
    global _loaded
    if _loaded:
        return
    _loaded = True
    from .catalogue import info_from_dict, read_catalogue

    light = read_catalogue()
    for module_name in GAME_MODULES:
        entry = light.get(module_name)
        if entry is not None and _package_present(module_name):
            try:
                register(info_from_dict(entry, module_name))
                continue
            except (KeyError, TypeError, ValueError):
                pass  # a damaged entry: import the game instead
        try:
            module = importlib.import_module(module_name)
            register(module.GAME_INFO)
        except ModuleNotFoundError as exc:
            if exc.name and module_name.startswith(exc.name):
                continue  # that game is not part of this build
            _load_errors[module_name] = f"{type(exc).__name__}: {exc}"
        except Exception as exc:  # a broken game package: report it, load the rest
            _load_errors[module_name] = f"{type(exc).__name__}: {exc}"


def _package_present(module_name: str) -> bool:
    """Whether the game's register module exists in this build (found, not imported)."""
    try:
        return importlib.util.find_spec(module_name) is not None
    except (ImportError, ValueError):
        return False


def load_errors() -> dict[str, str]:
    """Game packages that failed to load, with the error (empty when all is well)."""
    _load()
    return dict(_load_errors)


def games() -> list[GameInfo]:
    """The registered games, in a stable order."""
    _load()
    return [_registry[k] for k in sorted(_registry)]


def game_info(game_id: str) -> GameInfo:
    _load()
    try:
        return _registry[game_id]
    except KeyError:
        known = ", ".join(sorted(_registry)) or "none"
        raise ValueError(f"There is no game '{game_id}' (games: {known}).") from None


def new_game(game_id: str, mode: str, players: int, seed: int,
             options: dict[str, Any] | None = None,
             scenario: dict[str, Any] | None = None) -> GameState:
    """Set up a new game.  Raises ValueError with a readable message on bad arguments.

    ``scenario``: a start position (``rules/scenario.py``: title, position, dice), kept in
    the options so saves, undo and replay start from it."""
    info = game_info(game_id)
    mode_info = info.mode(mode)
    if not mode_info.min_players <= players <= mode_info.max_players:
        raise ValueError(
            f"{info.title} ({mode_info.title}) is for {mode_info.min_players}"
            f"–{mode_info.max_players} players, not {players}."
        )
    # defaults only for the options that matter here; options passed in are kept as given
    merged = {o.key: o.default for o in info.options if o.applies_to(mode, players)}
    merged.update(options or {})
    if scenario is not None:
        from .scenario import ScenarioError, check_stored
        from .schema import Invalid

        try:
            merged["scenario"] = check_stored(game_id, scenario)
        except Invalid as exc:
            raise ScenarioError(f"The scenario is not valid: {exc}.") from None
    return info.factory(mode, players, int(seed), merged)
