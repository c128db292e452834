"""Actions as data: listed, described, logged, saved and replayed."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

#: An action's text, given as the text itself or as a function that makes it when asked
#: (a listing builds hundreds of candidates; only the few a player reads need their words).
TextSource = str | Callable[[], str]


#: argument values that are already hashable and need no freezing
_PLAIN = frozenset({int, str, bool, float, type(None)})


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


class Action:
    """One move a player may make.

    ``player`` is the seat index, ``kind`` a short verb such as ``"move"``, and ``args`` the
    move's parameters as a sorted tuple of ``(name, value)`` pairs so that actions hash and
    compare by value.  ``text`` is what players read (it may be given as a function and is
    then made on first use); ``target`` names the board element the action is about (for
    highlighting and click-to-act), e.g. ``"cell:3,4"``.  Only ``player``, ``kind`` and
    ``args`` take part in equality and hashing.

    A text function must use only values captured when the action was listed, never the live
    state: the text is made later (at the latest just before the action is performed) and
    copies of a state share their listed actions.
    """

    __slots__ = ("player", "kind", "args", "_text", "target", "cost", "_key")
    player: int
    kind: str
    args: tuple[tuple[str, Any], ...]
    _text: TextSource
    target: str | None
    cost: str | None
    _key: tuple[int, str, tuple[tuple[str, Any], ...]]

    def __init__(self, player: int, kind: str, args: tuple[tuple[str, Any], ...] = (),
                 text: TextSource = "", target: str | None = None,
                 cost: str | None = None) -> None:
        setter = object.__setattr__
        setter(self, "player", player)
        setter(self, "kind", kind)
        setter(self, "args", args)
        setter(self, "_text", text)
        setter(self, "target", target)
        setter(self, "cost", cost)
        setter(self, "_key", (player, kind, args))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Action is immutable; cannot set {name!r}")

    @classmethod
    def make(
        cls,
        player: int,
        kind: str,
        text: TextSource = "",
        target: str | None = None,
        cost: str | None = None,
        **args: Any,
    ) -> Action:
        """Build an action from keyword arguments."""
        plain = _PLAIN
        frozen = tuple(sorted([(k, v if v.__class__ in plain else freeze(v))
                               for k, v in args.items()]))
        return cls(player, kind, frozen, text or kind, target, cost)

    @property
    def text(self) -> str:
        text = self._text
        if not isinstance(text, str):
            text = text() or self.kind
            object.__setattr__(self, "_text", text)
        return text

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
        return self._key

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return (f"Action(player={self.player!r}, kind={self.kind!r}, args={self.args!r}, "
                f"text={self.text!r}, target={self.target!r}, cost={self.cost!r})")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Action, (self.player, self.kind, self.args, self.text, self.target, self.cost))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Action:
        return self  # immutable (text is resolved to a str on first use, never changed)

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
        """An action read from outside (a save, a script); MalformedAction (an IllegalAction
        and a ValueError) when it is not shaped like any game's action."""
        from .validate import check_action_data

        player, kind, args, text, target = check_action_data(data)
        plain = _PLAIN
        frozen = tuple(sorted([(k, v if v.__class__ in plain else freeze(v))
                               for k, v in args.items()]))
        return cls(player, kind, frozen, text or kind, target, None)
