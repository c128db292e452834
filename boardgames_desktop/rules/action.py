"""Actions as data: listed, described, logged, saved and replayed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


def freeze(value: Any) -> Any:
    """Turn JSON-like data into hashable data (lists become tuples, dicts sorted tuples)."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action arguments must not nest dicts; use tuples of values")
    return value


def thaw(value: Any) -> Any:
    """Inverse of :func:`freeze` for JSON: tuples become lists."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


@dataclass(frozen=True)
class Action:
    """One move a player may make.

    ``player`` is the seat index, ``kind`` a short verb such as ``"move"``, and ``args`` the
    move's parameters as a sorted tuple of ``(name, value)`` pairs so that actions hash and
    compare by value.  ``text`` is what players read; ``target`` names the board element the
    action is about (for highlighting and click-to-act), e.g. ``"cell:3,4"``.
    """

    player: int
    kind: str
    args: tuple[tuple[str, Any], ...] = ()
    text: str = field(default="", compare=False)
    target: str | None = field(default=None, compare=False)
    cost: str | None = field(default=None, compare=False)

    @classmethod
    def make(
        cls,
        player: int,
        kind: str,
        text: str = "",
        target: str | None = None,
        cost: str | None = None,
        **args: Any,
    ) -> Action:
        """Build an action from keyword arguments."""
        frozen = tuple(sorted((k, freeze(v)) for k, v in args.items()))
        return cls(player, kind, frozen, text or kind, target, cost)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def __getitem__(self, name: str) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    @property
    def arg_dict(self) -> dict[str, Any]:
        return dict(self.args)

    def describe(self) -> str:
        """A sentence a player understands, e.g. 'Move to C4 (1 AP)'."""
        if self.cost:
            return f"{self.text} ({self.cost})"
        return self.text

    def key(self) -> tuple[int, str, tuple[tuple[str, Any], ...]]:
        return (self.player, self.kind, self.args)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "player": self.player,
            "kind": self.kind,
            "args": {k: thaw(v) for k, v in self.args},
            "text": self.describe(),
        }
        if self.target is not None:
            data["target"] = self.target
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Action:
        args = data.get("args", {})
        if not isinstance(args, dict):
            raise ValueError("action args must be an object")
        return cls.make(int(data["player"]), str(data["kind"]), str(data.get("text", "")),
                        data.get("target"), None, **args)
