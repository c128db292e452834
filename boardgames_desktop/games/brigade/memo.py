"""Listing fast: identical candidate actions are built once and reused.

A listing offers the same candidates position after position (the same moves, the same
upgrades), and building an ``Action`` (sorting and freezing its arguments) costs far more
than looking it up.  ``act`` keys an action by everything that makes it — player, kind,
text, target, cost and arguments — so a reused action is equal in every field, text
included, to a freshly made one; actions are immutable, so sharing them between positions,
games and copies is safe.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.action import Action

#: built actions by (player, kind, text, target, cost, *argument pairs); emptied when full
_ACTIONS: dict[tuple[Any, ...], Action] = {}
_LIMIT = 60_000


def act(player: int, kind: str, text: str, target: str | None = None,
        cost: str | None = None, **args: Any) -> Action:
    """``Action.make(player, kind, text, target, cost, **args)``, reused when seen before."""
    key = (player, kind, text, target, cost, *args.items())
    try:
        found = _ACTIONS.get(key)
    except TypeError:  # an unhashable argument (a list): build it every time
        return Action.make(player, kind, text, target, cost, **args)
    if found is None:
        if len(_ACTIONS) >= _LIMIT:
            _ACTIONS.clear()
        found = _ACTIONS[key] = Action.make(player, kind, text, target, cost, **args)
    return found
