"""A small typed schema for data from outside (save files, campaign files, actions, options).

Every check names the field in words ("'players' must be a whole number from 1 to 6, not
'abc'") and raises :class:`Invalid`; callers turn that into the project's own refusal
(``SaveError`` for files, ``IllegalAction`` for actions, ``ValueError`` for arguments).
Checks never recurse deeper than the schema itself, so hostile nesting cannot exhaust the
stack, and every container has a length limit.

Written by hand rather than with a schema library: the checks are few, start-up stays fast,
and the runtime needs no extra dependency.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from typing import Any


class Invalid(ValueError):
    """A value that does not fit its schema; ``str()`` is a sentence a person reads.

    ``mismatch_at`` is the path of a value of the wrong kind altogether (None when the value
    was of the right kind and something inside it, or its size, was wrong)."""

    def __init__(self, message: str, mismatch_at: str | None = None) -> None:
        super().__init__(message)
        self.mismatch_at = mismatch_at


def key_text(key: str, limit: int = 40) -> str:
    """An object's key as it reads inside a quoted path (control characters escaped)."""
    text = repr(key)[1:-1]
    return text if len(text) <= limit else text[:limit - 1] + "…"


def shown(value: Any, limit: int = 40) -> str:
    """A short, safe rendering of a refused value for messages."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int) and not -10**12 < value < 10**12:
        return "a huge number"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, float):
        return "a fraction" if math.isfinite(value) else "not a number"
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= limit else text[:limit - 2] + "…'"  # limit characters in all


def field_name(path: str) -> str:
    return f"'{path}'" if path else "the value"


class Schema:
    """One kind of value; ``check`` returns the value (unchanged) or raises Invalid."""

    def check(self, value: Any, path: str = "") -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def fail(self, value: Any, path: str, wanted: str) -> Invalid:
        return Invalid(f"{field_name(path)} must be {wanted}, not {shown(value)}", path)


class Int(Schema):
    """A whole number (never a boolean) from ``low`` to ``high``."""

    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high

    def describe(self) -> str:
        return f"a whole number from {self.low} to {self.high}"

    def check(self, value: Any, path: str = "") -> Any:
        if type(value) is not int or not self.low <= value <= self.high:
            raise self.fail(value, path, self.describe())
        return value


class Str(Schema):
    """Text of at most ``longest`` characters, optionally one of ``choices``."""

    def __init__(self, longest: int = 200, choices: Iterable[str] | None = None,
                 shortest: int = 0) -> None:
        self.longest, self.shortest = longest, shortest
        self.choices = tuple(choices) if choices is not None else None

    def describe(self) -> str:
        if self.choices is not None:
            return "one of " + ", ".join(repr(c) for c in self.choices)
        if self.shortest == self.longest:
            return f"text of exactly {self.longest} characters"
        if self.shortest:
            return f"text of {self.shortest} to {self.longest} characters"
        return f"text of at most {self.longest} characters"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, str) or not self.shortest <= len(value) <= self.longest:
            raise self.fail(value, path, self.describe())
        if self.choices is not None and value not in self.choices:
            raise self.fail(value, path, self.describe())
        return value


class Bool(Schema):
    def describe(self) -> str:
        return "true or false"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, bool):
            raise self.fail(value, path, self.describe())
        return value


class Const(Schema):
    def __init__(self, value: Any, wanted: str) -> None:
        self.value, self.wanted = value, wanted

    def describe(self) -> str:
        return self.wanted

    def check(self, value: Any, path: str = "") -> Any:
        if type(value) is not type(self.value) or value != self.value:
            raise self.fail(value, path, self.wanted)
        return value


class Null(Schema):
    def describe(self) -> str:
        return "empty (null)"

    def check(self, value: Any, path: str = "") -> Any:
        if value is not None:
            raise self.fail(value, path, self.describe())
        return value


class OneOf(Schema):
    """The first of ``options`` that fits."""

    def __init__(self, *options: Schema) -> None:
        self.options = options

    def describe(self) -> str:
        return " or ".join(o.describe() for o in self.options)  # type: ignore[attr-defined]

    def check(self, value: Any, path: str = "") -> Any:
        inside: list[Invalid] = []  # options the value's kind fitted, refused further in
        for option in self.options:
            try:
                return option.check(value, path)
            except Invalid as exc:
                if exc.mismatch_at != path:
                    inside.append(exc)
        if len(inside) == 1:  # name the field inside that is wrong, not the whole value
            raise inside[0]
        raise self.fail(value, path, self.describe())


def optional(schema: Schema) -> OneOf:
    return OneOf(Null(), schema)


class ListOf(Schema):
    """A list of at most ``longest`` items, each fitting ``item``."""

    def __init__(self, item: Schema, longest: int, shortest: int = 0) -> None:
        self.item, self.longest, self.shortest = item, longest, shortest

    def describe(self) -> str:
        return f"a list of at most {self.longest} items"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, list):
            raise self.fail(value, path, self.describe())
        if not self.shortest <= len(value) <= self.longest:  # a list, of the wrong length
            wanted = (f"a list of at least {self.shortest} items" if len(value) < self.shortest
                      else self.describe())
            raise Invalid(f"{field_name(path)} must be {wanted}, not {shown(value)}")
        check = self.item.check
        for index, item in enumerate(value):
            check(item, f"{path}[{index}]")
        return value


class MapOf(Schema):
    """An object of at most ``longest`` entries with text keys and ``item`` values."""

    def __init__(self, item: Schema, longest: int, key: Str | None = None) -> None:
        self.item, self.longest, self.key = item, longest, key or Str(64, shortest=1)

    def describe(self) -> str:
        return f"an object of at most {self.longest} entries"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, dict):
            raise self.fail(value, path, self.describe())
        if len(value) > self.longest:  # an object, with too many entries
            raise Invalid(f"{field_name(path)} must be {self.describe()}, not an object")
        for key, item in value.items():
            self.key.check(key, f"{path} key")
            self.item.check(item, f"{path}.{key}" if path else str(key))
        return value


class Record(Schema):
    """An object with named fields: ``required`` must be there, ``optional`` may be.

    Fields not named are allowed (files from a newer minor version may carry more) unless
    ``closed``; at most ``longest`` entries in all.
    """

    def __init__(self, required: Mapping[str, Schema] | None = None,
                 optional: Mapping[str, Schema] | None = None, closed: bool = False,
                 longest: int = 64) -> None:
        self.required = dict(required or {})
        self.optional = dict(optional or {})
        self.closed, self.longest = closed, longest

    def describe(self) -> str:
        return "an object"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, dict):
            raise self.fail(value, path, self.describe())
        if len(value) > self.longest:
            raise Invalid(f"{field_name(path)} has too many entries ({len(value)})")
        prefix = f"{path}." if path else ""
        for name, schema in self.required.items():
            if name not in value:
                raise Invalid(f"'{prefix}{name}' is missing")
            schema.check(value[name], prefix + name)
        for name, schema in self.optional.items():
            if name in value:
                schema.check(value[name], prefix + name)
        if self.closed:
            for name in value:
                if name not in self.required and name not in self.optional:
                    raise Invalid(f"'{prefix}{key_text(name)}' is not a field this version "
                                  f"knows")
        return value


class Plain(Schema):
    """Any JSON value within limits: nesting ``depth``, ``items`` per container, text
    ``longest`` characters, whole numbers of at most ``digits`` digits, finite fractions."""

    def __init__(self, depth: int = 4, items: int = 1000, longest: int = 2000,
                 digits: int = 40, objects: bool = True) -> None:
        self.depth, self.items, self.longest = depth, items, longest
        self.digits, self.objects = digits, objects
        self.bound = 10 ** digits

    def describe(self) -> str:
        return "plain data"

    def check(self, value: Any, path: str = "") -> Any:
        self._walk(value, path, self.depth)
        return value

    def _walk(self, value: Any, path: str, depth: int) -> None:
        if value is None or isinstance(value, bool):
            return
        if isinstance(value, int):
            if not -self.bound < value < self.bound:
                raise Invalid(f"{field_name(path)} is a number far too large")
            return
        if isinstance(value, float):
            if not math.isfinite(value):
                raise Invalid(f"{field_name(path)} is not a number")
            return
        if isinstance(value, str):
            if len(value) > self.longest:
                raise Invalid(f"{field_name(path)} is too long ({len(value)} characters)")
            return
        if isinstance(value, (list, dict)):
            if depth <= 0:
                raise Invalid(f"{field_name(path)} is nested too deeply")
            if len(value) > self.items:
                raise Invalid(f"{field_name(path)} has too many entries ({len(value)})")
            if isinstance(value, list):
                for index, item in enumerate(value):
                    self._walk(item, f"{path}[{index}]", depth - 1)
                return
            if not self.objects:
                raise Invalid(f"{field_name(path)} must not be an object")
            for key, item in value.items():
                if not isinstance(key, str) or len(key) > 64:
                    raise Invalid(f"{field_name(path)} has a wrong key")
                self._walk(item, f"{path}.{key}" if path else key, depth - 1)
            return
        raise Invalid(f"{field_name(path)} is not plain data")


# ----- reading JSON text from outside ------------------------------------------------------
def _refuse_constant(name: str) -> Any:
    raise Invalid(f"the file contains {name}, which is not a number")


def read_json(text: str | bytes, longest: int, what: str) -> Any:
    """Parse JSON text from outside: size checked before parsing, no NaN or Infinity, no
    whole numbers over 4,300 digits, no nesting deep enough to exhaust the stack.

    Raises Invalid with a sentence naming ``what`` ("the save", "the campaign file").
    """
    if not isinstance(text, (str, bytes)):
        raise Invalid(f"{what} is not text")
    if len(text) > longest:
        raise Invalid(f"{what} is far too large ({len(text):,} characters)")
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except Invalid:
        raise
    except json.JSONDecodeError as exc:
        raise Invalid(f"{what} is damaged or truncated (not valid JSON at line {exc.lineno}, "
                      f"column {exc.colno})") from None
    except RecursionError:
        raise Invalid(f"{what} is nested far too deeply to be one of ours") from None
    except UnicodeDecodeError:
        raise Invalid(f"{what} is not text") from None
    except ValueError as exc:  # e.g. a whole number with more digits than Python reads
        raise Invalid(f"{what} is damaged ({exc})") from None
