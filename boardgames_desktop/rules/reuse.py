"""Listing fast: identical candidate actions are built once and reused.

A listing offers the same candidates position after position (the same moves, the same
upgrades), and building an ``Action`` (sorting and freezing its arguments) costs far more
than looking it up.  An action is keyed here by everything that makes it (player, kind,
arguments, text, target, cost), so a reused action is equal in every field, text included,
to a freshly made one; actions are immutable, so sharing them between positions, games and
copies is safe.  Each cache is emptied when it grows past its limit.
"""

from __future__ import annotations

from typing import Any

from .action import Action

_LIMIT = 200_000
_BY_CANONICAL: dict[tuple[Any, ...], Action] = {}
_BY_KEYWORDS: dict[tuple[Any, ...], Action] = {}


def reused(player: int, kind: str, args: tuple[tuple[str, Any], ...], text: str,
           target: str | None = None, cost: str | None = None) -> Action:
    """``Action(player, kind, args, text, target, cost)`` made once; ``args`` must already be
    canonical (sorted by name, frozen), as ``Action.make`` would make them."""
    key = (player, kind, args, text, target, cost)
    action = _BY_CANONICAL.get(key)
    if action is None:
        if len(_BY_CANONICAL) > _LIMIT:
            _BY_CANONICAL.clear()
        action = _BY_CANONICAL[key] = Action(player, kind, args, text, target, cost)
    return action


def reused_make(player: int, kind: str, text: str, target: str | None = None,
                cost: str | None = None, **args: Any) -> Action:
    """``Action.make(player, kind, text, target, cost, **args)`` made once."""
    key = (player, kind, text, target, cost, *args.items())
    try:
        action = _BY_KEYWORDS.get(key)
    except TypeError:  # an unhashable argument (a list): build it every time
        return Action.make(player, kind, text, target, cost, **args)
    if action is None:
        if len(_BY_KEYWORDS) > _LIMIT:
            _BY_KEYWORDS.clear()
        action = _BY_KEYWORDS[key] = Action.make(player, kind, text, target, cost, **args)
    return action
