"""Turn any game object into plain, comparable JSON-like data."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any


def to_plain(value: Any, _depth: int = 0) -> Any:
    """Convert dataclasses, objects, sets and tuples to dicts and lists (sets sorted)."""
    if _depth > 60:
        raise ValueError("object nesting too deep to convert")
    d = _depth + 1
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
        return {f.name: to_plain(getattr(value, f.name), d) for f in dataclasses.fields(value)}
    if hasattr(value, "get_state") and callable(value.get_state):
        return to_plain(value.get_state(), d)
    if hasattr(value, "__dict__"):
        return {k: to_plain(v, d) for k, v in vars(value).items()
                if not callable(v) and not k.startswith("__")}
    if callable(value):
        return None
    return repr(value)
