"""Every bounded field of every file format read from outside, at limit−1, limit and limit+1.

The fields are found by walking the real schemas (a save, its summary and app data, a campaign
file and its chapter results, a scenario file and the scenario kept in a game's options), so
a field added later is tested at its edges without a new test.  For each whole number, text,
list, object or record with a limit, a smallest valid document is built with the value put in
that one field: the last value inside the limit is accepted, the first beyond it is refused
with the sentence that names the field.  A table of the limits people rely on checks that
the definitions still hold the numbers the formats promise.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from boardgames_desktop.rules import scenario as scenario_module
from boardgames_desktop.rules import validate
from boardgames_desktop.rules.schema import (
    Bool,
    Const,
    Int,
    Invalid,
    ListOf,
    MapOf,
    Null,
    OneOf,
    Plain,
    Record,
    Schema,
    Str,
)

#: The formats read from outside, by name.
FORMATS: dict[str, Schema] = {
    "save": validate.save_schema(2),
    "campaign": validate.campaign_schema(),
    "scenario file": scenario_module._file_schema(),
    "stored scenario": scenario_module._stored_schema(),
}

#: Lists longer than this are checked at limit+1 only (accepting 200,000 entries item by item
#: would take seconds; the list class itself is tested at its exact limit in
#: test_limits_schema.py).
WHOLE_LIST_UP_TO = 5000

Place = Callable[[Any], Any]


def smallest(schema: Schema) -> Any:
    """The smallest value ``schema`` accepts (built by hand from the schema's kinds)."""
    if isinstance(schema, Int):
        return max(schema.low, min(0, schema.high))
    if isinstance(schema, Str):
        return schema.choices[0] if schema.choices else "s" * schema.shortest
    if isinstance(schema, Bool):
        return False
    if isinstance(schema, Const):
        return schema.value
    if isinstance(schema, (Null, Plain)):
        return None
    if isinstance(schema, OneOf):
        return smallest(schema.options[0])
    if isinstance(schema, ListOf):
        return [smallest(schema.item) for _ in range(schema.shortest)]
    if isinstance(schema, MapOf):
        return {}
    if isinstance(schema, Record):
        return {name: smallest(field) for name, field in schema.required.items()}
    return {}  # a save's options: an empty object


def quoted(text: str) -> str:
    """A refused text as a refusal quotes it: in quotes, cut to 40 characters with '…'."""
    whole = repr(text)
    return whole if len(whole) <= 40 else whole[:38] + "…'"


def name_of(path: str) -> str:
    return f"'{path}'" if path else "the value"


def _join(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def bounded(schema: Schema, path: str, place: Place, outer: str | None = None
            ) -> Iterator[tuple[str, Schema, Place, str | None]]:
    """(path, schema, place, outer) for every bounded field under ``schema``;
    ``place(value)`` is the smallest whole document with ``value`` in that field.  ``outer``
    is None, or, for a number or a text that may also be null (``optional(...)``), the start
    of the sentence naming both kinds it may be.  A field inside an optional record or list
    is named by its own path."""
    if isinstance(schema, OneOf):
        for option in schema.options:
            if not isinstance(option, Null):
                leaf = isinstance(option, (Int, Str))
                yield from bounded(option, path, place,
                                   f"{name_of(path)} must be {schema.describe()}, not "
                                   if leaf else None)
        return
    if isinstance(schema, Record):
        if not schema.closed:
            yield path, schema, place, outer
        for name, field in {**schema.required, **schema.optional}.items():
            def into(value: Any, name: str = name, record: Record = schema,
                     place: Place = place) -> Any:
                return place({**smallest(record), name: value})
            yield from bounded(field, _join(path, name), into)
        return
    if isinstance(schema, (Int, Str)) and not getattr(schema, "choices", None):
        yield path, schema, place, outer
    elif isinstance(schema, ListOf):
        yield path, schema, place, outer
        yield from bounded(schema.item, f"{path}[0]",
                           lambda value, place=place: place([value]))
    elif isinstance(schema, MapOf):
        yield path, schema, place, outer
        yield from bounded(schema.item, _join(path, "k"),
                           lambda value, place=place: place({"k": value}))


def every_field() -> list[tuple[str, str, Schema, Place, str | None]]:
    out = []
    for name, schema in FORMATS.items():
        for path, field, place, outer in bounded(schema, "", lambda value: value):
            out.append((name, path, field, place, outer))
    return out


FIELDS = every_field()


def field_id(value: Any) -> str:
    """A test id names the format and the field (not the schema or the expected words)."""
    if isinstance(value, str) and not value.endswith("not "):
        return value
    return ""


def accepted(fmt: str, document: Any) -> None:
    FORMATS[fmt].check(document)


def refused(fmt: str, document: Any) -> str:
    with pytest.raises(Invalid) as caught:
        FORMATS[fmt].check(document)
    return str(caught.value)


def says(message: str, outer: str | None, expected: str) -> bool:
    """The refusal is ``expected``, or, inside an optional part, the part's own refusal."""
    return message.startswith(outer) if outer is not None else message == expected


def test_the_walk_finds_the_fields_people_rely_on():
    found = {(fmt, path) for fmt, path, *_rest in FIELDS}
    for expected in [("save", "players"), ("save", "seed"), ("save", "actions"),
                     ("save", "app.seats"), ("save", "app.seats[0]"), ("save", "app.title"),
                     ("save", "summary.outcome.winners[0]"), ("save", "app.bot_notes[0].at"),
                     ("campaign", "results[0].chapter"), ("campaign", "results[0].stats"),
                     ("campaign", "results[0].stats.k"), ("campaign", "players"),
                     ("scenario file", "dice[0]"), ("stored scenario", "title")]:
        assert expected in found, expected
    assert len(FIELDS) > 60


@pytest.mark.parametrize("fmt, path, schema, place, outer",
                         [f for f in FIELDS if isinstance(f[2], Int)],
                         ids=field_id)
def test_every_whole_number_field_at_its_edges(fmt, path, schema, place, outer):
    low, high = schema.low, schema.high
    for inside in {v for v in (low, low + 1, high - 1, high) if low <= v <= high}:
        accepted(fmt, place(inside))
    for beyond in (low - 1, high + 1):
        words = str(beyond) if abs(beyond) < 10**12 else "a huge number"
        assert says(refused(fmt, place(beyond)), outer,
                    f"{name_of(path)} must be a whole number from {low} to {high}, not {words}")
    assert says(refused(fmt, place(True)), outer,
                f"{name_of(path)} must be a whole number from {low} to {high}, not true")


@pytest.mark.parametrize("fmt, path, schema, place, outer",
                         [f for f in FIELDS if isinstance(f[2], Str)],
                         ids=field_id)
def test_every_text_field_at_its_edges(fmt, path, schema, place, outer):
    longest, shortest = schema.longest, schema.shortest
    for length in {shortest, longest - 1, longest} - {-1}:
        accepted(fmt, place("t" * length))
    kind = (f"exactly {longest}" if shortest == longest else
            f"{shortest} to {longest}" if shortest else f"at most {longest}")
    wanted = f"{name_of(path)} must be text of {kind} characters, not "
    too_long = refused(fmt, place("t" * (longest + 1)))
    if outer is None:
        assert too_long == wanted + quoted("t" * (longest + 1))
    else:
        assert too_long.startswith(outer)
    if shortest:
        assert says(refused(fmt, place("t" * (shortest - 1))), outer,
                    wanted + repr("t" * (shortest - 1)))
    assert says(refused(fmt, place(5)), outer, wanted + "5")


@pytest.mark.parametrize("fmt, path, schema, place, outer",
                         [f for f in FIELDS if isinstance(f[2], ListOf)],
                         ids=field_id)
def test_every_list_field_at_its_edges(fmt, path, schema, place, outer):
    item = smallest(schema.item)
    longest = schema.longest
    if longest <= WHOLE_LIST_UP_TO:
        accepted(fmt, place([item] * longest))
        accepted(fmt, place([item] * (longest - 1)))
    accepted(fmt, place([item] * schema.shortest))
    wanted = f"{name_of(path)} must be a list of at most {longest} items, not "
    assert says(refused(fmt, place([item] * (longest + 1))), outer, wanted + "a list")
    assert says(refused(fmt, place("x")), outer, wanted + "'x'")


@pytest.mark.parametrize("fmt, path, schema, place, outer",
                         [f for f in FIELDS if isinstance(f[2], MapOf)],
                         ids=field_id)
def test_every_object_field_at_its_edges(fmt, path, schema, place, outer):
    item = smallest(schema.item)
    longest = schema.longest
    full = {f"k{n}": item for n in range(longest)}
    accepted(fmt, place(full))
    accepted(fmt, place(dict(list(full.items())[:-1])))
    assert says(refused(fmt, place({**full, "last": item})), outer,
                f"{name_of(path)} must be an object of at most {longest} entries, not an object")
    assert refused(fmt, place({"k" * 65: item})).startswith(
        outer or f"'{path} key' must be text of")


@pytest.mark.parametrize("fmt, path, schema, place, outer",
                         [f for f in FIELDS if isinstance(f[2], Record)],
                         ids=field_id)
def test_every_open_record_at_its_number_of_entries(fmt, path, schema, place, outer):
    base = smallest(schema)
    extra = schema.longest - len(base)
    full = {**base, **{f"later_field_{n}": 0 for n in range(extra)}}
    assert len(full) == schema.longest
    accepted(fmt, place(full))
    assert says(refused(fmt, place({**full, "one_more": 0})), outer,
                f"{name_of(path)} has too many entries ({schema.longest + 1})")


@pytest.mark.parametrize("fmt, path, schema, place, outer",
                         [f for f in FIELDS if isinstance(f[2], Record) and f[2].required],
                         ids=field_id)
def test_every_required_field_is_named_when_missing(fmt, path, schema, place, outer):
    base = smallest(schema)
    for name in schema.required:
        document = place({k: v for k, v in base.items() if k != name})
        assert says(refused(fmt, document), outer, f"'{_join(path, name)}' is missing")


# ----- the numbers the formats promise --------------------------------------------------------
LIMITS = [
    # (format, path, what, low or shortest, high or longest)
    ("save", "players", Int, 1, 16),
    ("save", "seed", Int, -2**62, 2**62),
    ("save", "actions", ListOf, 0, 200_000),
    ("save", "app.seats", ListOf, 0, 16),
    ("save", "app.seats[0]", Str, 0, 2000),
    ("save", "app.title", Str, 0, 5000),
    ("save", "summary.outcome.winners[0]", Int, 0, 16),
    ("campaign", "format", Int, 1, 99),
    ("campaign", "results", ListOf, 0, 64),
    ("campaign", "retried", ListOf, 0, 256),
    ("campaign", "results[0].chapter", Int, 1, 99),
    ("campaign", "results[0].attempt", Int, 1, 999),
    ("campaign", "results[0].stats.k", Int, -10**6, 10**6),
    ("scenario file", "players", Int, 1, 16),
    ("scenario file", "dice", ListOf, 0, 2000),
    ("scenario file", "dice[0]", Int, 1, 20),
    ("scenario file", "game", Str, 1, 40),
    ("stored scenario", "title", Str, 0, 200),
]


@pytest.mark.parametrize("fmt, path, kind, low, high", LIMITS,
                         ids=[f"{f}:{p}" for f, p, *_ in LIMITS])
def test_the_formats_keep_the_limits_they_promise(fmt, path, kind, low, high):
    (schema,) = [s for f, p, s, *_ in FIELDS if f == fmt and p == path and isinstance(s, kind)]
    if kind is Int:
        assert (schema.low, schema.high) == (low, high)
    else:
        assert (schema.shortest, schema.longest) == (low, high)
