"""Helpers to build hand-set Brigade positions."""

from __future__ import annotations

import functools

from boardgames_desktop.rules import Action, new_game


def game(mode: str = "competitive", players: int = 2, seed: int = 1,
         position: dict | None = None, **options):
    """A new game; in competitive each seat takes the first Warden card offered.
    ``position``: a scenario position laid out at the start (``games/brigade/scenario.py``;
    ``{"intensity": {}}`` is a calm town)."""
    scenario = {"position": position} if position is not None else None
    state = new_game("brigade", mode, players, seed, options, scenario=scenario)
    while state.pending is not None and state.pending["kind"] == "warden":
        state.apply(state.legal_actions()[0])
    return state


def calm(state) -> None:
    """Put out every fire and clear all tokens: a quiet town to set up a position."""
    for t in state.town.tiles.values():
        t.intensity = 0
        t.renown = {}
        t.loyalty = None


def place(state, label: str, block_id: str) -> None:
    """Swap block ``block_id`` onto ``label`` (the other tile gets label's old block)."""
    tiles = state.town.tiles
    other = next(t for t in tiles.values() if t.block == block_id)
    other.block, tiles[label].block = tiles[label].block, block_id


def kinds(state, kind: str, player: int | None = None) -> list[Action]:
    state.forget_listing()  # tests set positions by hand
    return [a for a in state.legal_actions()
            if a.kind == kind and (player is None or a.player == player)]


def one(state, kind: str, **args) -> Action:
    state.forget_listing()  # tests set positions by hand
    found = [a for a in state.legal_actions()
             if a.kind == kind and all(a.get(k) == v for k, v in args.items())]
    assert len(found) == 1, (kind, args, [a.describe() for a in state.legal_actions()])
    return found[0]


def block_with(state, faction: str, value: int, pack: str = "base") -> str:
    return next(b.id for b in state.cat.blocks.values()
                if b.faction == faction and b.value == value and b.pack == pack)


def pick_wardens(state):
    """Make the set-up's Warden card picks (Co-Op and the campaign choose them): each seat
    takes the first card offered, so the game's own actions come next."""
    while state.pending is not None and state.pending["kind"] == "warden":
        state.apply(state.legal_actions()[0])
    return state


@functools.cache
def _catalogue():
    return new_game("brigade", "competitive", 2, 1).cat


def block_id(faction: str, value: int, pack: str = "base") -> str:
    """``block_with`` before a game exists (to name a block in a scenario position)."""
    return next(b.id for b in _catalogue().blocks.values()
                if b.faction == faction and b.value == value and b.pack == pack)


def vpt_space(pred) -> int:
    """The first VP track space ``pred`` accepts (to name it in a scenario position)."""
    return next(i for i, s in enumerate(_catalogue().vpt) if pred(s))
