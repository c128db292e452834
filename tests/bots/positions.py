"""Positions for the bot tests: every mode, reached by seeded random play, and a way to
hide the same position's hidden parts differently."""

from __future__ import annotations

import random
from typing import Any

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.deck import Deck

CONFIGS: list[tuple[str, str, int, dict[str, Any]]] = [
    ("brigade", "competitive", 3, {}),
    ("brigade", "coop", 2, {}),
    ("brigade", "solo", 1, {}),
    ("brigade", "3v1", 3, {}),
    ("brigade", "4v1", 5, {}),
    ("brigade", "campaign", 1, {"chapter": 2}),
    ("brigade", "campaign", 2, {"chapter": 4}),
    ("emberheart", "standard", 2, {}),
    ("emberheart", "standard", 4, {"side": "B"}),
    ("flashpoint", "family", 2, {}),
    ("flashpoint", "experienced", 3, {"difficulty": "Veteran", "tragic_events": True}),
]


def config_id(cfg: tuple) -> str:
    game, mode, players, options = cfg
    extra = "-".join(f"{k}{v}" for k, v in options.items())
    return f"{game}-{mode}-{players}" + (f"-{extra}" if extra else "")


def position(cfg: tuple, seed: int, steps: int) -> Any:
    """The game after up to ``steps`` random actions, stopped where a seat has a choice."""
    game, mode, players, options = cfg
    state = new_game(game, mode, players, seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        actions = state.legal_actions()
        if not actions:
            break
        state.apply(actions[rng.randrange(len(actions))])
    # go on to a real choice (more than one action for the first active seat)
    for _ in range(200):
        if state.is_over:
            break
        seat = state.active_players[0]
        own = [a for a in state.legal_actions() if a.player == seat]
        if len(own) > 1:
            break
        state.apply(own[0])
    return state


def rehidden(state: Any, seed: int) -> Any:
    """A copy that looks the same to every seat but hides other cards: undrawn decks in
    another order, face-down POIs swapped, unfound eggs moved, other future dice."""
    other = state.clone()
    rng = random.Random(seed)
    other.rng._random.seed(rng.getrandbits(64))
    if other.game_id == "brigade":
        for value in vars(other).values():
            if isinstance(value, Deck):
                rng.shuffle(value.cards)
        if getattr(other, "egg_cells", None):
            from boardgames_desktop.games.brigade.hidden import _rehide_eggs

            _rehide_eggs(other, rng)
    elif other.game_id == "emberheart":
        for name, cards in other.decks.items():
            if not name.startswith("garrison_"):
                rng.shuffle(cards)
    else:
        down = [p for p in other.pois if not p.revealed]
        kinds = [p.kind for p in down] + other.poi_pool
        rng.shuffle(kinds)
        for poi, kind in zip(down, kinds):
            poi.kind = kind
        other.poi_pool = kinds[len(down):]
        rng.shuffle(other.fire_deck)
        rng.shuffle(other.event_deck)
    return other


def visible(state: Any) -> Any:
    """The snapshot with everything hidden masked (decks as sorted multisets)."""
    snap = state.snapshot()
    snap.pop("rng", None)
    if state.game_id == "brigade":
        for key, value in list(snap.items()):
            if isinstance(getattr(state, key, None), Deck):
                value["cards"] = sorted(value["cards"])
                value.pop("rng", None)
        if "egg_cells" in snap:
            snap["egg_cells"] = len(snap["egg_cells"])
    elif state.game_id == "emberheart":
        snap["decks"] = {k: (v if k.startswith("garrison_") else sorted(v))
                         for k, v in snap["decks"].items()}
    else:
        for poi in snap["pois"]:
            if not poi["revealed"]:
                poi["kind"] = "?"
        kinds = sorted([p.kind for p in state.pois if not p.revealed] + state.poi_pool)
        snap["poi_pool"] = kinds
        snap["fire_deck"] = sorted(snap["fire_deck"])
        snap["event_deck"] = sorted(snap["event_deck"])
    return snap
