"""The one gate for everything that comes from outside: save files, campaign files, game
options (saves, ``--option``, the launcher) and actions (``Action.from_dict`` and actions
applied by scripts).

Files are refused with ``SaveError``, options with ``ValueError``, actions with
``IllegalAction`` -- always with a sentence that names the field.  Game code only ever sees
values of the kinds it produces itself.  The schemas are in :mod:`.schema`.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction, ResourceError, SaveError
from .schema import (
    Bool,
    Const,
    Int,
    Invalid,
    ListOf,
    MapOf,
    Plain,
    Record,
    Schema,
    Str,
    optional,
    read_json,
    shown,
)

if TYPE_CHECKING:
    from .action import Action
    from .registry import GameInfo, OptionInfo
    from .state import GameState

NOT_AN_ACTION = "That is not an action of this game"
MAX_SAVE_CHARS = 20_000_000  # far above any real save (a long game is a few hundred KB)
MAX_ACTIONS = 200_000
SEED = Int(-2**62, 2**62)
NAME = Str(2000)  # a seat name as typed (the launcher does not cut names short)
TITLE = Str(5000)
SEATS = 16  # more seats than any game has


class MalformedAction(IllegalAction, ValueError):
    """An action whose shape no game produces (also a ValueError for older callers)."""


# ----- actions: the shape every game's actions share ------------------------------------------
_KIND = re.compile(r"[a-z][a-z0-9_]{0,39}\Z")
_ARG_VALUE = Plain(depth=3, items=64, longest=200, digits=15, objects=False)
_ARG_LONGEST = _ARG_VALUE.longest
_ARG_BOUND = _ARG_VALUE.bound
#: argument names already seen to match ``_KIND`` (a save repeats a handful of names)
_GOOD_ARG_NAMES: set[str] = set()


def check_action_data(data: Any) -> tuple[int, str, dict[str, Any], str, str | None]:
    """(player, kind, args, text, target) of an action read from outside, or
    MalformedAction: a seat number, a short lower-case kind, plain arguments (no objects,
    no fractions as seat numbers, bounded lists and texts)."""
    if not isinstance(data, dict):
        raise MalformedAction(f"{NOT_AN_ACTION} (it is {shown(data)}, not an object).")
    player = data.get("player")
    if type(player) is not int or not 0 <= player < SEATS:
        raise MalformedAction(f"{NOT_AN_ACTION} ('player' is {shown(player)}, not a seat).")
    kind = data.get("kind")
    if not isinstance(kind, str) or not _KIND.match(kind):
        raise MalformedAction(f"{NOT_AN_ACTION} ('kind' is {shown(kind)}).")
    args = data.get("args", {})
    if not isinstance(args, dict) or len(args) > 16:
        raise MalformedAction(f"{NOT_AN_ACTION} ('args' must be an object of a few values).")
    good_names = _GOOD_ARG_NAMES
    for name, value in args.items():
        if name not in good_names:
            if not isinstance(name, str) or not _KIND.match(name):
                raise MalformedAction(f"{NOT_AN_ACTION} (argument name {shown(name)}).")
            if len(good_names) < 4096:
                good_names.add(name)
        # the usual values (a word, a small number, a flag, nothing) pass without the
        # schema walk; anything else, and every refusal, goes through it
        if value is None or value.__class__ is bool:
            continue
        if value.__class__ is str:
            if len(value) <= _ARG_LONGEST:
                continue
        elif value.__class__ is int and -_ARG_BOUND < value < _ARG_BOUND:
            continue
        if type(value) is float:
            raise MalformedAction(f"{NOT_AN_ACTION} (argument '{name}' is a fraction).")
        try:
            _ARG_VALUE.check(value, f"args.{name}")
        except Invalid as exc:
            raise MalformedAction(f"{NOT_AN_ACTION} ({exc}).") from None
    text = data.get("text", "")
    if not isinstance(text, str) or len(text) > 2000:
        text = ""
    target = data.get("target")
    if not (target is None or (isinstance(target, str) and len(target) <= 200)):
        raise MalformedAction(f"{NOT_AN_ACTION} ('target' is {shown(target)}).")
    return player, kind, args, text, target


# ----- actions: the shapes one game produces --------------------------------------------------
@cache
def action_shapes(game_id: str) -> dict[str, Any] | None:
    """resources/<game>/action_shapes.json (None for a game without one, e.g. a test toy)."""
    from .resources import load_json

    try:
        data = load_json(game_id, "action_shapes.json")
    except ResourceError:
        return None
    return data.get("kinds") if isinstance(data, dict) else None


def _fits(value: Any, spec: dict[str, Any]) -> bool:
    """Whether one argument value fits its recorded shape (types, bounds, list lengths)."""
    if value is None:
        return "null" in spec["types"]
    if isinstance(value, bool):
        return "bool" in spec["types"]
    if isinstance(value, int):
        return "int" in spec["types"] and spec["low"] <= value <= spec["high"]
    if isinstance(value, str):
        return "str" in spec["types"]
    if isinstance(value, tuple):
        low, high = spec.get("length", (0, -1))
        if "list" not in spec["types"] or not low <= len(value) <= high:
            return False
        items = spec.get("items")
        return items is not None and all(_fits(v, items) for v in value)
    return False


def shape_problem(state: GameState, action: Action) -> str | None:
    """Why ``action`` is no action of ``state``'s game at all (None when it is shaped like
    one): a seat that does not exist, a kind the game never produces, arguments it never
    gives that kind, or values of another type or outside every value it produces."""
    player = action.player
    if type(player) is not int or not 0 <= player < state.players:
        return f"{NOT_AN_ACTION}: there is no seat {shown(player)}."
    shapes = action_shapes(state.game_id)
    if shapes is None:
        return None
    shape = shapes.get(action.kind) if isinstance(action.kind, str) else None
    if shape is None:
        return f"{NOT_AN_ACTION}: it has no move called {shown(action.kind)}."
    given = dict(action.args)
    args = shape["args"]
    for name in given:
        if name not in args:
            return f"{NOT_AN_ACTION}: '{action.kind}' takes no '{shown(name)}'."
    for name, spec in args.items():
        if name not in given:
            if spec.get("required", True):
                return f"{NOT_AN_ACTION}: '{action.kind}' needs '{name}'."
            continue
        if not _fits(given[name], spec):
            return f"{NOT_AN_ACTION}: '{name}' cannot be {shown(given[name])}."
    return None


def explain_illegal(state: GameState, action: Action) -> str:
    """The refusal of an action that is not in the listing: shape first, then the game's
    own reason.  A game's ``why_illegal`` only ever sees actions shaped like its own."""
    problem = shape_problem(state, action)
    if problem is not None:
        return problem
    try:
        return state.why_illegal(action)
    except (LookupError, TypeError, ValueError, AttributeError):
        # shaped like a move of the game but naming something that does not exist here
        return f"{NOT_AN_ACTION}: {action.describe()} does not fit this game."


# ----- options ------------------------------------------------------------------------------
#: Options a game keeps in its saves that the launcher does not offer (set by the game
#: itself, e.g. the campaign hands each chapter the Forgeware order).
HIDDEN_OPTIONS: dict[str, dict[str, Schema]] = {
    "brigade": {"deck": ListOf(Str(40), 64)},
}
#: Choice options a game may store as null ("none"), per game.
NULLABLE_OPTIONS: dict[str, tuple[str, ...]] = {"brigade": ("boon", "blight")}


def option_schema(option: OptionInfo, nullable: bool = False) -> Schema:
    if option.kind == "bool":
        schema: Schema = Bool()
    elif option.kind == "int":
        low = option.low if option.low is not None else -10**6
        high = option.high if option.high is not None else 10**6
        schema = Int(low, high)
    else:
        schema = _Choice(option.choices)
    return optional(schema) if nullable else schema


class _Choice(Schema):
    def __init__(self, choices: tuple[Any, ...]) -> None:
        self.choices = choices

    def describe(self) -> str:
        return "one of " + ", ".join(shown(c) for c in self.choices)

    def check(self, value: Any, path: str = "") -> Any:
        if not any(type(value) is type(c) and value == c for c in self.choices):
            raise self.fail(value, path, self.describe())
        return value


def check_options(info: GameInfo, options: Any, what: str = "option") -> dict[str, Any]:
    """Game options from outside, checked against the game's declared options (any mode:
    the rules refuse combinations); raises Invalid naming the option."""
    if not isinstance(options, dict):
        raise Invalid(f"the {what}s must be an object, not {shown(options)}")
    if len(options) > 64:
        raise Invalid(f"there are far too many {what}s ({len(options)})")
    declared = {o.key: o for o in info.options}
    hidden = HIDDEN_OPTIONS.get(info.id, {})
    nullable = NULLABLE_OPTIONS.get(info.id, ())
    for key, value in options.items():
        if key in declared:
            option_schema(declared[key], key in nullable).check(value, f"{what} {key}")
        elif key in hidden:
            hidden[key].check(value, f"{what} {key}")
        elif key == "scenario":  # a start position (rules/scenario.py)
            from .scenario import check_stored

            check_stored(info.id, value)
        else:
            known = ", ".join(declared) or "none"
            raise Invalid(f"{info.title} has no {what} {shown(key)} (it has: {known})")
    return options


def options_error(info: GameInfo, options: Any) -> ValueError | None:
    """A ValueError for options from outside (launcher, scripts), or None when they fit."""
    try:
        check_options(info, options)
    except Invalid as exc:
        return ValueError(_sentence(str(exc)))
    return None


# ----- save files ---------------------------------------------------------------------------
def _summary_schema() -> Schema:
    outcome = Record(required={"winners": ListOf(Int(0, SEATS), SEATS),
                               "reason": Str(4000)},
                     optional={"scores": optional(MapOf(Plain(depth=1), SEATS)),
                               "cooperative": Bool()})
    return Record(optional={"actions": Int(0, MAX_ACTIONS), "phase": Str(4000),
                            "over": Bool(), "outcome": optional(outcome)})


def _notes_schema() -> Schema:
    """bot_notes (the computer's explanation of each of its moves) and hint_notes (a
    person's hint requests), both lists of {"at", "why"} (storage/move_notes.py)."""
    return ListOf(Record(required={"at": Int(0, MAX_ACTIONS), "why": Str(4000)}, longest=8),
                  MAX_ACTIONS)


def _app_schema() -> Schema:
    return Record(optional={"seats": ListOf(NAME, SEATS), "title": TITLE,
                            "saved_at": Str(64), "seat_kinds": ListOf(Str(16), SEATS),
                            "bot_notes": _notes_schema(), "hint_notes": _notes_schema()},
                  longest=64)


def save_schema(newest: int) -> Schema:
    return Record(
        required={"game": Str(40, shortest=1), "mode": Str(40, shortest=1),
                  "players": Int(1, SEATS), "seed": SEED,
                  "actions": ListOf(Record(longest=16), MAX_ACTIONS)},
        optional={"options": _Options(),
                  "rng": Plain(depth=3, items=2000, longest=20_000, digits=20),
                  "summary": _summary_schema(), "app": _app_schema()},
    )


class _Options(Schema):
    """A save's options: plain values, and a scenario's position (deeper: checked by the
    game's scenario schema in ``check_game``)."""

    def check(self, value: Any, path: str = "") -> Any:
        from .scenario import POSITION_DATA

        MapOf(Plain(depth=3, items=64, longest=200), 64).check(
            {k: v for k, v in value.items() if k != "scenario"}
            if isinstance(value, dict) else value, "options")
        if "scenario" in value:
            POSITION_DATA.check(value["scenario"], "options.scenario")
        return value


def _sentence(problem: str) -> str:
    return problem[:1].upper() + problem[1:] + "."


def read_save(text: Any, format_name: str, newest: int) -> dict[str, Any]:
    """A save file's data, fully checked; SaveError with a sentence naming the field.

    Checks the text (size, JSON), the header (format, version, game, mode, players, seed),
    the options against the game's declared options, and the shape of every part; the
    actions themselves are checked one by one as they are replayed.
    """
    try:
        data = read_json(text, MAX_SAVE_CHARS, "the file")
    except Invalid as exc:
        raise SaveError(f"This is not a readable save: {exc}.") from None
    if not isinstance(data, dict) or data.get("format") != format_name:
        raise SaveError("This file is not a Boardgames Desktop save.")
    version = data.get("version")
    if type(version) is int and version > newest:
        raise SaveError(
            f"This save was made by a newer version of Boardgames Desktop (format "
            f"{shown(version)}); this version reads format {newest} and older.")
    try:
        Int(1, newest).check(version, "version")
        save_schema(newest).check(data)
        check_game(data)
    except Invalid as exc:
        raise SaveError(f"The save is damaged: {exc}.") from None
    return data


def check_game(data: dict[str, Any]) -> None:
    """The header names a game, mode and seat count this version has; the options fit."""
    from .registry import game_info

    try:
        info = game_info(data["game"])
    except ValueError:
        raise Invalid(f"there is no game {shown(data['game'])} in this version") from None
    try:
        mode = info.mode(data["mode"])
    except ValueError:
        raise Invalid(f"{info.title} has no mode {shown(data['mode'])}") from None
    players = data["players"]
    if not mode.min_players <= players <= mode.max_players:
        raise Invalid(f"'players' is {players}, but {info.title} ({mode.title}) is for "
                      f"{mode.min_players}–{mode.max_players} players")
    check_options(info, data.get("options") or {})


# ----- campaign files -----------------------------------------------------------------------
MAX_CAMPAIGN_CHARS = 2 * MAX_SAVE_CHARS


def _chapter_result() -> Schema:
    """A finished chapter (each game's campaign reads it; these are the fields' kinds)."""
    return Record(
        optional={"chapter": Int(1, 99), "success": Bool(), "reason": Str(4000),
                  "seed": SEED, "carried": optional(Str(64)),
                  "equipment_used": Int(0, 999), "forge_exhausted": Bool(),
                  "stats": MapOf(Int(-10**6, 10**6), 64), "attempt": Int(1, 999)},
        longest=32)


def campaign_schema() -> Schema:
    """The fields every campaign file shares (a game's own ``load`` checks the rest)."""
    return Record(
        required={"kind": Str(64), "format": Int(1, 99), "players": Int(1, SEATS)},
        optional={"seed": Int(-2**40, 2**40), "options": MapOf(Plain(depth=3, items=64), 64),
                  "results": ListOf(_chapter_result(), 64),
                  "deck": ListOf(Plain(depth=1, longest=64), 64),
                  "chapter_save": optional(Str(MAX_SAVE_CHARS)),
                  "retry": Str(32), "retried": ListOf(_chapter_result(), 256),
                  "app": Record(optional={"seats": ListOf(NAME, SEATS), "title": TITLE,
                                          "created_at": Str(64), "saved_at": Str(64),
                                          "seat_kinds": ListOf(Str(16), SEATS),
                                          "bot_notes": _notes_schema(),
                                          "hint_notes": _notes_schema()})},
    )


def read_campaign_json(text: Any) -> Any:
    """A campaign file's JSON (size, nesting and numbers checked before and while
    parsing); SaveError with a sentence."""
    try:
        return read_json(text, MAX_CAMPAIGN_CHARS, "the campaign file")
    except Invalid as exc:
        raise SaveError(_sentence(str(exc))) from None


def check_campaign(data: dict[str, Any], newest: int, game: str | None = None) -> None:
    """Every field of a campaign file's data (its options against ``game``'s declared
    options); SaveError naming the field."""
    version = data.get("format")
    if type(version) is int and version > newest:
        raise SaveError(f"This campaign was saved by a newer version of Boardgames Desktop "
                        f"(format {shown(version)}); this version reads format {newest}.")
    try:
        Const(newest, f"format {newest}").check(version, "format")
        campaign_schema().check(data)
        if game is not None and "options" in data:
            from .registry import game_info

            check_options(game_info(game), data["options"])
    except Invalid as exc:
        raise SaveError(f"The campaign save is damaged: {exc}.") from None
    chapter = data.get("chapter_save")
    if chapter is not None:  # readable JSON (the game checks it as a save when resuming)
        try:
            read_json(chapter, MAX_SAVE_CHARS, "the running chapter")
        except Invalid as exc:
            raise SaveError(f"The campaign's running chapter is damaged: {exc}.") from None


def read_campaign(text: Any, kind: str, newest: int, game: str | None = None,
                  title: str = "") -> dict[str, Any]:
    """A campaign file of ``kind`` read and checked (read_campaign_json, check_campaign)."""
    data = read_campaign_json(text)
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise SaveError(f"This is not a {title + ' ' if title else ''}campaign save.")
    check_campaign(data, newest, game)
    return data
