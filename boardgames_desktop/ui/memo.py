"""Signatures for ``GameScene.memo``: a value that compares equal exactly when what a board
part shows may be reused.

:func:`snapshot` turns plain game data — numbers, strings, lists, dicts, sets, dataclasses —
into nested tuples, so a later change to the same (mutable) object gives an unequal
signature.  Anything else becomes a value equal to nothing, so an unknown object never
makes a board part look unchanged: it is drawn again.
"""

from __future__ import annotations

import dataclasses
from typing import Any


class _Unknown:
    """Equal to nothing (not even itself): forces a rebuild."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return False

    __hash__ = None  # type: ignore[assignment]


UNKNOWN = _Unknown()
PLAIN = (str, int, float, bool, type(None))


def snapshot(value: Any) -> Any:
    """A deep, immutable copy of plain data (see the module docstring)."""
    if isinstance(value, PLAIN):
        return value
    if isinstance(value, list | tuple):
        return tuple(snapshot(v) for v in value)
    if isinstance(value, dict):
        return tuple((k, snapshot(v)) for k, v in value.items())
    if isinstance(value, set | frozenset):
        return tuple(sorted(snapshot(v) for v in value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,) + tuple(
            snapshot(getattr(value, f.name)) for f in dataclasses.fields(value))
    return UNKNOWN
