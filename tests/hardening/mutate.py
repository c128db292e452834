"""Hostile changes to real files and actions, driven by a ``random.Random`` (so hypothesis
and the soak share them): truncation, byte flips, type swaps, huge numbers, deep nesting,
missing and extra fields, wrong versions."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

HOSTILE_VALUES: list[Any] = [
    None, True, False, 0, 1, -1, 2, 7, 10**18, -(10**18), 10**400, 1.5, float("nan"),
    "", "x", "0", "true", "none", "<b>html</b>", "\u202e", "é" * 300, [], [0], [[[]]], {},
    {"a": 1}, [1, 2, 3] * 50,
]


def nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def paths(data: Any, limit: int = 4000) -> list[tuple[Any, ...]]:
    """Paths to the nodes of a JSON tree (breadth first, at most ``limit``)."""
    out: list[tuple[Any, ...]] = [()]
    queue = [((), data)]
    while queue and len(out) < limit:
        path, node = queue.pop(0)
        children = node.items() if isinstance(node, dict) else \
            enumerate(node) if isinstance(node, list) else ()
        for key, child in children:
            out.append(path + (key,))
            queue.append((path + (key,), child))
    return out


def get(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def hostile_value(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.1:
        return nested(rng.choice([5, 50, 500, 5000]))
    if roll < 0.2:
        return rng.choice([1, -1]) * rng.randrange(10 ** rng.randrange(1, 60))
    return copy.deepcopy(rng.choice(HOSTILE_VALUES))


def mutate_data(data: Any, rng: random.Random) -> Any:
    """One structural change somewhere in ``data`` (a deep copy is changed)."""
    data = copy.deepcopy(data)
    all_paths = paths(data)
    # prefer the header and small parts: most of a save is its actions
    path = rng.choice(all_paths[:60] if rng.random() < 0.5 else all_paths)
    op = rng.choice(["swap", "swap", "delete", "extra", "nest", "number", "version",
                     "duplicate"])
    if op == "version" and isinstance(data, dict):  # an earlier change may have left a list
        data["version" if "version" in data else "format"] = hostile_value(rng)
        return data
    if not path:
        return hostile_value(rng) if op == "swap" else data
    parent, key = get(data, path[:-1]), path[-1]
    if op == "swap":
        parent[key] = hostile_value(rng)
    elif op == "delete":
        del parent[key]
    elif op == "extra":
        target = parent[key] if isinstance(parent[key], (dict, list)) else parent
        if isinstance(target, dict):
            target[rng.choice(["extra", "players", "kind", "args", "x" * 70])] = \
                hostile_value(rng)
        else:
            target.insert(rng.randrange(len(target) + 1), hostile_value(rng))
    elif op == "nest":
        parent[key] = nested(rng.choice([1, 3, 30, 3000])) if rng.random() < 0.3 else \
            [parent[key]]
    elif op == "number":
        value = parent[key]
        if isinstance(value, int) and not isinstance(value, bool):
            parent[key] = rng.choice([value + 1, value - 1, -value, value * 10**20, 0])
        else:
            parent[key] = rng.choice([-1, 10**20, 0])
    elif op == "duplicate" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    return data


def mutate_text(text: str, rng: random.Random) -> str:
    """A change to the text itself: truncation, a flipped byte, or a structural change."""
    if len(text) < 2:
        return rng.choice(["", "{", "[]", "null", "{}"])
    roll = rng.random()
    if roll < 0.2:
        return text[:rng.randrange(len(text))]
    if roll < 0.4:
        raw = bytearray(text.encode("utf-8"))
        for _ in range(rng.choice([1, 1, 2, 8])):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return raw.decode("utf-8", errors="replace")
    try:
        data = mutate_data(json.loads(text), rng)
    except (ValueError, RecursionError):  # already broken: break it further
        return text[:len(text) // 2]
    try:
        return json.dumps(data)
    except (ValueError, RecursionError):
        return text[:len(text) // 2]


def mutate_action(data: dict[str, Any], rng: random.Random) -> Any:
    """A legal action's dict, changed: its player, kind, an argument's type or value, a
    missing or extra argument, or the whole thing replaced."""
    data = copy.deepcopy(data)
    op = rng.choice(["player", "kind", "arg", "arg", "arg", "drop", "extra", "whole",
                     "args"])
    args = data.get("args", {})
    if op == "player":
        data["player"] = rng.choice([data["player"] + 1, data["player"] + 5, -1, 99,
                                     True, "0", None, 1.0, 10**30])
    elif op == "kind":
        data["kind"] = rng.choice(["", "KIND", "move", "end_turn", "pass", "party", 3,
                                   None, "x" * 300, data["kind"] + "_"])
    elif op == "arg" and args:
        name = rng.choice(sorted(args))
        value = args[name]
        if isinstance(value, list) and value and rng.random() < 0.5:
            value[rng.randrange(len(value))] = hostile_value(rng)
        elif isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
            args[name] = rng.choice([value + 1, value - 1, -value - 1, value + 100, 10**30])
        else:
            args[name] = hostile_value(rng)
    elif op == "drop" and args:
        del args[rng.choice(sorted(args))]
    elif op == "extra":
        args[rng.choice(["extra", "player", "to", "card", "warden"])] = hostile_value(rng)
    elif op == "whole":
        return hostile_value(rng)
    elif op == "args":
        data["args"] = hostile_value(rng)
    return data
