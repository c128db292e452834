"""The recorded action shapes (resources/<game>/action_shapes.json) cover what the games
list: other seeds than the recording's, and every kind the game code can make."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from boardgames_desktop.rules import games, new_game
from boardgames_desktop.rules.validate import action_shapes, shape_problem
from tests.golden.games import accepted, random_options

GAMES_DIR = Path(__file__).resolve().parents[2] / "boardgames_desktop" / "games"


@pytest.mark.parametrize("info", games(), ids=lambda info: info.id)
def test_every_listed_action_fits_its_recorded_shape(info):
    for mode in info.modes:
        rng = random.Random(f"drift/{info.id}/{mode.id}")
        for index in range(2):
            for _ in range(20):
                players = rng.choice(mode.player_counts)
                options = random_options(info, mode.id, players, rng)
                if accepted(info.id, mode.id, players, options):
                    break
            state = new_game(info.id, mode.id, players, 90_000 + index, options)
            for _ in range(400):
                listing = state.legal_actions()
                if not listing:
                    break
                for action in listing:
                    assert shape_problem(state, action) is None, (mode.id, action)
                state.apply(listing[rng.randrange(len(listing))])


@pytest.mark.parametrize("game", ["brigade", "emberheart", "flashpoint"])
def test_every_kind_the_code_makes_is_recorded(game):
    source = "\n".join(p.read_text(encoding="utf-8")
                       for p in (GAMES_DIR / game).rglob("*.py"))
    # Action.make(...) or The Brigade's reusing act(...) with the same arguments
    made = set(re.findall(r'(?:Action\.make|\bact)\(\s*[^,()]+,\s*"([a-z_]+)"', source))
    assert made, "the pattern no longer finds the game's actions"
    assert made <= set(action_shapes(game)), sorted(made - set(action_shapes(game)))
