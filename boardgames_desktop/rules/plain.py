"""Turn any game object into plain, comparable JSON-like data."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

#: classes returned as they are (exactly these; subclasses take the long way)
_SCALARS = frozenset({type(None), bool, int, float, str})
#: the field names of each dataclass met so far (``dataclasses.fields`` costs a walk)
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def to_plain(value: Any, _depth: int = 0) -> Any:
    """Convert dataclasses, objects, sets and tuples to dicts and lists (sets sorted)."""
    if _depth > 60:
        raise ValueError("object nesting too deep to convert")
    cls = value.__class__
    if cls in _SCALARS:  # the common cases first, by exact class
        return value
    d = _depth + 1
    if cls is list or cls is tuple:
        return [to_plain(v, d) for v in value]
    if cls is dict:
        return {str(to_plain(k, d)): to_plain(v, d) for k, v in value.items()}
    names = _FIELD_NAMES.get(cls)
    if names is not None:
        return {name: to_plain(getattr(value, name), d) for name in names}
    return _to_plain_other(value, d)


def _to_plain_other(value: Any, d: int) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, enum.Enum):
        return to_plain(value.value, d)
    if isinstance(value, (list, tuple)):
        return [to_plain(v, d) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((to_plain(v, d) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(to_plain(k, d)): to_plain(v, d) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = tuple(f.name for f in dataclasses.fields(value))
        _FIELD_NAMES[value.__class__] = names
        return {name: to_plain(getattr(value, name), d) for name in names}
    if hasattr(value, "get_state") and callable(value.get_state):
        return to_plain(value.get_state(), d)
    if hasattr(value, "__dict__"):
        return {k: to_plain(v, d) for k, v in vars(value).items()
                if not callable(v) and not k.startswith("__")}
    if callable(value):
        return None
    return repr(value)
