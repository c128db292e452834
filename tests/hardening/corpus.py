"""Real files to mutate: saves of every game (several modes) and campaign files."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

from boardgames_desktop.rules import GameState, game_info, new_game
from boardgames_desktop.storage import SaveStore
from tests.golden.games import random_options

#: (game, mode, players, seed, steps): short games keep the default run fast
SAVES = (
    ("brigade", "competitive", 3, 11, 12),
    ("brigade", "coop", 1, 12, 25),
    ("brigade", "solo", 1, 13, 30),
    ("brigade", "3v1", 4, 14, 25),
    ("brigade", "campaign", 2, 15, 30),
    ("emberheart", "standard", 3, 16, 40),
    ("flashpoint", "family", 2, 17, 40),
    ("flashpoint", "experienced", 3, 18, 40),
)


def playing(game: str, mode: str, players: int, seed: int, steps: int) -> GameState:
    rng = random.Random(seed)
    info = game_info(game)
    for _ in range(20):
        try:
            state = new_game(game, mode, players, seed,
                             random_options(info, mode, players, rng))
            break
        except ValueError:
            continue
    else:
        state = new_game(game, mode, players, seed)
    for _ in range(steps):
        listing = state.legal_actions()
        if not listing:
            break
        state.apply(listing[rng.randrange(len(listing))])
    return state


@cache
def save_texts() -> tuple[str, ...]:
    out = []
    for game, mode, players, seed, steps in SAVES:
        state = playing(game, mode, players, seed, steps)
        seats = [f"Seat {p + 1}" for p in range(state.players)]
        out.append(SaveStore.save_text(state, seats, f"{game} {mode}"))
    return tuple(out)


@cache
def states() -> tuple[GameState, ...]:
    return tuple(playing(*spec) for spec in SAVES)


def campaign_texts(store_root: Any) -> list[str]:
    """Campaign files as the app writes them: one fresh, one with a running chapter."""
    from boardgames_desktop.storage import CampaignStore

    campaigns = CampaignStore(SaveStore(store_root))
    fresh = campaigns.new(2, 21, ["Ann", "Bo"])
    running = campaigns.new(1, 22, ["Cy"])
    state = running.progress.start_chapter()
    rng = random.Random(22)
    for _ in range(25):
        listing = state.legal_actions()
        state.apply(listing[rng.randrange(len(listing))])
    running.progress.keep_chapter(state)
    texts = []
    for campaign in (fresh, running):
        path = campaigns.write(campaign)
        texts.append(path.read_text(encoding="utf-8"))
        path.unlink()
    return texts


def data_of(text: str) -> dict[str, Any]:
    return json.loads(text)
