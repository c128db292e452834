"""Seeded random games of every mode: the guard that rules stay byte-identical.

``python -m tests.golden.games --write`` records, for each configuration, a digest of the
game's ``to_json()`` and of its log text; ``test_golden.py`` replays every configuration and
requires the same digests.  Regenerate only for a deliberate change (a new save format with
migration, reworded texts) and say so in the commit message: a save-format change may change
only the ``save`` digest, never ``actions``, ``log`` or ``end``.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from boardgames_desktop.rules import games, new_game
from boardgames_desktop.rules.playout import random_playout

GOLDEN_FILE = Path(__file__).with_name("golden_games.json")
GAMES_PER_MODE = 200


def random_options(info: Any, mode: str, players: int, rng: random.Random) -> dict[str, Any]:
    """A random value for every option that applies to this mode and player count."""
    options: dict[str, Any] = {}
    for option in info.options:
        if not option.applies_to(mode, players):
            continue
        if option.kind == "bool":
            options[option.key] = rng.random() < 0.5
        elif option.kind == "choice":
            options[option.key] = rng.choice(option.choices)
        elif option.kind == "int":
            options[option.key] = rng.randint(option.low, option.high)
    return options


def configurations() -> list[dict[str, Any]]:
    """Every (game, mode, players, seed, options) of the golden set, in a stable order."""
    configs: list[dict[str, Any]] = []
    for info in games():
        for mode in info.modes:
            rng = random.Random(f"{info.id}/{mode.id}")
            for index in range(GAMES_PER_MODE):
                for _ in range(20):  # redraw combinations the rules refuse (campaign boons)
                    players = rng.choice(mode.player_counts)
                    options = random_options(info, mode.id, players, rng)
                    if accepted(info.id, mode.id, players, options):
                        break
                configs.append({"game": info.id, "mode": mode.id, "players": players,
                                "seed": 1000 + index, "options": options})
    return configs


def accepted(game: str, mode: str, players: int, options: dict[str, Any]) -> bool:
    try:
        new_game(game, mode, players, 0, options)
    except ValueError:
        return False
    return True


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def play(config: dict[str, Any]) -> dict[str, Any]:
    """Play one configuration to the end; the digests of its save and its log."""
    try:
        state = new_game(config["game"], config["mode"], config["players"], config["seed"],
                         config["options"])
    except ValueError:  # a combination the rules refuse is recorded as such
        return {"refused": True}
    steps = random_playout(state, config["seed"])
    save = json.loads(state.to_json())
    return {
        "steps": steps,
        # the whole save text: changes only with a deliberate save-format change
        "save": digest(state.to_json()),
        # what the rules did, independent of the save container
        "actions": digest(json.dumps(save["actions"], sort_keys=True)),
        "log": digest("\n".join(state.messages())),
        "end": digest(json.dumps([save["summary"], state.rng.get_state()], sort_keys=True)),
    }


def key(config: dict[str, Any]) -> str:
    return json.dumps(config, sort_keys=True)


def main(argv: list[str]) -> int:
    if "--write" not in argv:
        print("usage: python -m tests.golden.games --write")
        return 2
    records = [{"config": c, "result": play(c)} for c in configurations()]
    GOLDEN_FILE.write_text(json.dumps(records, indent=0, sort_keys=True) + "\n")
    print(f"wrote {len(records)} games to {GOLDEN_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
