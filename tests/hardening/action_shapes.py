"""The shapes of every game's actions, learned from seeded random games.

``python -m tests.hardening.action_shapes --write`` plays seeded random games of every mode
(options varied as in the golden set), looks at every action listed on the way, and writes
``resources/<game>/action_shapes.json``: per kind, its arguments, which are always given,
their JSON types, the range of their whole numbers and the length of their lists.  The rules
use it only for actions that are *not* listed (``validate.shape_problem``), to refuse with
"That is not an action of this game" before a game's ``why_illegal`` sees them; a value the
sample never saw therefore costs at worst a plainer refusal, never a legal move.
``test_action_shapes.py`` checks that other seeds' games produce nothing outside them.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from boardgames_desktop.rules import games, new_game
from boardgames_desktop.rules.resources import resource_path
from tests.golden.games import random_options

GAMES_PER_MODE = 40
FIRST_SEED = 50_000


def value_shape(value: Any, spec: dict[str, Any]) -> None:
    """Widen ``spec`` so that it admits ``value``."""
    types = spec.setdefault("types", [])
    if value is None:
        kind = "null"
    elif isinstance(value, bool):
        kind = "bool"
    elif isinstance(value, int):
        kind = "int"
        spec["low"] = min(spec.get("low", value), value)
        spec["high"] = max(spec.get("high", value), value)
    elif isinstance(value, str):
        kind = "str"
    elif isinstance(value, tuple):
        kind = "list"
        low, high = spec.get("length", (len(value), len(value)))
        spec["length"] = [min(low, len(value)), max(high, len(value))]
        items = spec.setdefault("items", {"types": []})
        for item in value:
            value_shape(item, items)
    else:
        raise TypeError(f"unexpected argument value {value!r}")
    if kind not in types:
        types.append(kind)
        types.sort()


def learn(kinds: dict[str, Any], action: Any) -> None:
    shape = kinds.get(action.kind)
    names = {name for name, _ in action.args}
    if shape is None:
        shape = kinds[action.kind] = {"args": {}, "_always": set(names)}
    shape["_always"] &= names
    for name, value in action.args:
        value_shape(value, shape["args"].setdefault(name, {}))


def sample(games_per_mode: int, first_seed: int) -> dict[str, dict[str, Any]]:
    """Per game, per kind: the shapes of every listed action in the sampled games."""
    found: dict[str, dict[str, Any]] = {}
    for info in games():
        kinds = found.setdefault(info.id, {})
        for mode in info.modes:
            rng = random.Random(f"shapes/{info.id}/{mode.id}")
            for index in range(games_per_mode):
                state = None
                for _ in range(20):  # redraw combinations the rules refuse
                    players = rng.choice(mode.player_counts)
                    options = random_options(info, mode.id, players, rng)
                    try:
                        state = new_game(info.id, mode.id, players, first_seed + index,
                                         options)
                        break
                    except ValueError:
                        continue
                if state is None:
                    continue
                chooser = random.Random(index)
                for _ in range(20_000):
                    listing = state.legal_actions()
                    if not listing:
                        break
                    for action in listing:
                        learn(kinds, action)
                    state._apply_known(listing[chooser.randrange(len(listing))])
    return found


#: Kinds the sampled games rarely reach, written from the code that lists them (per game:
#: kind -> argument -> JSON types; whole numbers take the bounds the same argument name has
#: in the game's sampled kinds, or ``RARE_INT``).
RARE_KINDS: dict[str, dict[str, dict[str, list[str]]]] = {
    "brigade": {"incident": {"track": ["int"]}, "ointment": {"warden": ["int"]},
                "phoenix_pour": {"source": ["null", "str"]}, "pyro_step": {"to": ["null", "str"]},
                "scroll": {"warden": ["int"]}, "use_card": {"warden": ["int"], "card": ["str"]}},
    "emberheart": {"wrangler": {"option": ["str"]}},
    "flashpoint": {"dispose": {}, "treat": {"poi": ["int"]}, "shoot": {},
                   "reroll": {"die": ["str"]}},
}
RARE_INT = (0, 99)


def int_bounds(kinds: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """Per argument name, the range of whole numbers over every kind (items of lists too)."""
    bounds: dict[str, tuple[int, int]] = {}
    for shape in kinds.values():
        for name, spec in shape["args"].items():
            for part in (spec, spec.get("items") or {}):
                if "low" in part:
                    low, high = bounds.get(name, (part["low"], part["high"]))
                    bounds[name] = (min(low, part["low"]), max(high, part["high"]))
    return bounds


def widen(spec: dict[str, Any], bounds: tuple[int, int]) -> dict[str, Any]:
    spec = dict(spec)
    for part in (spec, spec.get("items")):
        if part is not None and "int" in part["types"]:
            part["low"], part["high"] = bounds
    return spec


def finished(game: str, kinds: dict[str, Any]) -> dict[str, Any]:
    """The file's ``kinds``: an argument's whole numbers may take any value the same
    argument name takes in any kind of the game (a sample is never complete)."""
    bounds = int_bounds(kinds)
    out = {}
    for kind in sorted(kinds):
        shape = kinds[kind]
        args = {}
        for name in sorted(shape["args"]):
            spec = widen(shape["args"][name], bounds.get(name, RARE_INT))
            if name not in shape["_always"]:
                spec["required"] = False
            args[name] = spec
        out[kind] = {"args": args}
    for kind, given in RARE_KINDS.get(game, {}).items():
        if kind not in out:
            out[kind] = {"args": {name: widen({"types": types}, bounds.get(name, RARE_INT))
                                  for name, types in given.items()}}
    return dict(sorted(out.items()))


def write() -> None:
    for game, kinds in sample(GAMES_PER_MODE, FIRST_SEED).items():
        target = resource_path(game, "action_shapes.json")
        data = {"about": "Shapes of this game's actions, learned by "
                         "tests/hardening/action_shapes.py; only used to refuse malformed "
                         "actions before the rules look at them.",
                "kinds": finished(game, kinds)}
        Path(target).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n",
                                encoding="utf-8")
        print(f"wrote {target} ({len(data['kinds'])} kinds)")


if __name__ == "__main__":
    if "--write" in sys.argv:
        write()
    else:
        print(__doc__)
