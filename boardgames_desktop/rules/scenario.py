"""Positions as data: a game started from a described position (a *scenario*).

A scenario file (JSON, in ``resources/<game>/scenarios/``) names the game, mode, players,
seed and options like a save header, plus ``position`` (what lies where, in the game's own
words: see ``games/<game>/scenario.py``) and ``dice`` (die results to come, in order).

The position travels inside the game's options under :data:`SCENARIO_OPTION`, so everything
that recreates a game from its header (loading a save, undo, replay, clone) starts from the
same position: ``GameState.__init__`` applies it right after ``setup``.  Games without a
scenario keep their options, and so their saves, unchanged.

Every part is checked like a save: an impossible position is refused with a
:class:`ScenarioError` whose sentence names the field ("'position.fire[2]' ...").
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .errors import ResourceError
from .rng import SeededRNG
from .schema import Int, Invalid, ListOf, Plain, Record, Str, read_json, shown

if TYPE_CHECKING:
    from .state import GameState

SCENARIO_OPTION = "scenario"
FORMAT_NAME = "boardgames-desktop-scenario"
FORMAT_VERSION = 1
MAX_SCENARIO_CHARS = 500_000
#: the part kept in the game's options (and so in every save of the game)
POSITION_DATA = Plain(depth=7, items=400, longest=200, digits=12)


class ScenarioError(ValueError):
    """A scenario that cannot be set up; ``str()`` is a sentence naming the field."""


def _stored_schema() -> Record:
    return Record(optional={"title": Str(200), "position": POSITION_DATA,
                            "dice": ListOf(Int(1, 20), 2000)}, closed=True)


def _file_schema() -> Record:
    return Record(
        required={"format": Str(64), "game": Str(40, shortest=1), "mode": Str(40, shortest=1),
                  "players": Int(1, 16)},
        optional={"version": Int(1, FORMAT_VERSION), "seed": Int(-2**62, 2**62),
                  "options": Record(longest=64), "title": Str(200), "about": Str(4000),
                  "position": POSITION_DATA, "dice": ListOf(Int(1, 20), 2000)},
        closed=True)


def game_module(game_id: str) -> ModuleType:
    """``games/<game>/scenario.py``: its ``POSITION`` schema and ``apply(state, position)``."""
    try:
        return importlib.import_module(f"boardgames_desktop.games.{game_id}.scenario")
    except ModuleNotFoundError:
        raise Invalid(f"the game {shown(game_id)} cannot start from a scenario") from None


def check_stored(game_id: str, value: Any, path: str = "scenario") -> dict[str, Any]:
    """The scenario as kept in the options: its shape, then the game's position fields.
    Raises Invalid naming the field."""
    _stored_schema().check(value, path)
    game_module(game_id).POSITION.check(value.get("position", {}), "position")
    return value


def apply_scenario(state: GameState, value: dict[str, Any]) -> None:
    """Lay out the position on a freshly set-up ``state`` (called by ``GameState``)."""
    try:
        module = game_module(state.game_id)
        position = value.get("position", {})
        module.POSITION.check(position, "position")
        module.apply(state, position)
    except Invalid as exc:
        raise ScenarioError(_sentence(str(exc))) from None
    dice = value.get("dice")
    if dice:
        script_dice(state.rng, dice)
    state.forget_listing()


def set_known(table: MutableMapping[str, Any], given: Mapping[str, Any], refusal: str,
              allowed: Callable[[Any], bool] | None = None) -> None:
    """Copy each entry of ``given`` (one section of a position) into ``table``.

    A key ``table`` does not have, or a value ``allowed`` rejects, is refused with ``refusal``:
    a sentence naming the field, in which ``{key}`` stands for the key as written and
    ``{shown}`` for the key quoted (e.g. ``"'position.walls' names {shown}, which is not a
    wall"``).  Entries before the refused one stay set; the scenario is refused as a whole.
    """
    for key, value in given.items():
        if key not in table or (allowed is not None and not allowed(value)):
            raise Invalid(refusal.format(key=key, shown=shown(key)))
        table[key] = value


def _sentence(problem: str) -> str:
    text = problem[:1].upper() + problem[1:]
    return text if text.endswith(".") else text + "."


# ----- reading scenario files ------------------------------------------------------------
def read_scenario(text_or_path: str | Path) -> dict[str, Any]:
    """A scenario file's data, checked; ScenarioError naming the field.  Accepts the JSON
    text itself or a path to a ``.json`` file."""
    if isinstance(text_or_path, str) and text_or_path.lstrip().startswith("{"):
        text = text_or_path
    else:
        try:
            text = Path(text_or_path).read_text(encoding="utf-8")
        except OSError as exc:
            raise ScenarioError(f"The scenario file cannot be read: {exc.strerror or exc}.") \
                from None
    try:
        data = read_json(text, MAX_SCENARIO_CHARS, "the scenario")
        _file_schema().check(data)
        if data["format"] != FORMAT_NAME:
            raise Invalid(f"'format' must be {FORMAT_NAME!r}, not {shown(data['format'])}")
        check_stored(data["game"], stored_part(data))
    except Invalid as exc:
        raise ScenarioError("The scenario is not valid: " + _sentence(str(exc))) from None
    return data


def stored_part(data: dict[str, Any]) -> dict[str, Any]:
    """What of a scenario file goes into the game's options."""
    return {k: data[k] for k in ("title", "position", "dice") if k in data}


def load_scenario(text_or_path: str | Path) -> GameState:
    """A new game set up from a scenario file (its text or its path)."""
    from .registry import new_game

    data = read_scenario(text_or_path)
    return new_game(data["game"], data["mode"], data["players"], data.get("seed", 1),
                    dict(data.get("options") or {}), scenario=stored_part(data))


def scenario_file(game_id: str, name: str) -> Path:
    """``resources/<game>/scenarios/<name>.json``."""
    from .resources import resource_path

    path = resource_path(game_id, "scenarios", f"{name}.json")
    if not path.is_file():
        raise ResourceError(f"There is no scenario '{name}' for {game_id}.")
    return path


def scenario_names(game_id: str) -> list[str]:
    """The scenarios shipped for a game, by file name."""
    from .resources import resource_path

    folder = resource_path(game_id, "scenarios")
    return sorted(p.stem for p in folder.glob("*.json")) if folder.is_dir() else []


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1)


# ----- dice to come ----------------------------------------------------------------------
class ScriptedRNG(SeededRNG):
    """A SeededRNG whose next die rolls are fixed by the scenario; later rolls, shuffles and
    draws come from the seeded generator as usual (so replay stays exact)."""

    script: tuple[int, ...] = ()
    used: int = 0

    def roll(self, sides: int = 6) -> int:
        if self.used < len(self.script):
            value = self.script[self.used]
            self.used += 1
            self.events += 1
            return max(1, min(sides, value))
        return super().roll(sides)

    def copy(self) -> SeededRNG:
        twin = super().copy()
        twin.__class__ = ScriptedRNG
        twin.script = self.script  # type: ignore[attr-defined]
        twin.used = self.used  # type: ignore[attr-defined]
        return twin

    def __getstate__(self) -> dict[str, Any]:
        data = super().__getstate__()
        data.update(script=list(self.script), used=self.used)
        return data

    def __setstate__(self, data: dict[str, Any]) -> None:
        super().__setstate__(data)
        self.script = tuple(data.get("script", ()))
        self.used = int(data.get("used", 0))


def script_dice(rng: SeededRNG, dice: list[int]) -> None:
    """Fix the next die rolls of ``rng`` in place (decks holding it see the change too)."""
    rng.__class__ = ScriptedRNG
    rng.script = tuple(dice)  # type: ignore[attr-defined]
    rng.used = 0  # type: ignore[attr-defined]
