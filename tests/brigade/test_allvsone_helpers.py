"""Helpers for All-Versus-One and campaign tests (hand-set positions, reloads)."""

from __future__ import annotations

from typing import Any

from boardgames_desktop.games.brigade.allvsone import AllVsOneState
from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.rules import Action, GameState, new_game, parse_save

from .helpers import calm, pick_wardens


def avo(mode: str = "3v1", players: int = 4, seed: int = 1, start: str = "C3",
        position: dict[str, Any] | None = None, **options: Any) -> AllVsOneState:
    """Set up, the Pyromancer on ``start``.  ``position``: a quiet town (one small fire on
    A3, see ``quiet``) with more of a scenario position (``games/brigade/scenario.py``)."""
    if position is not None:
        position = {"pyromancer_start": start, "intensity": {"A3": 1}, **position}
        return new_game("brigade", mode, players, seed, options,
                        scenario={"position": position})
    g = pick_wardens(AllVsOneState(mode, players, seed, options))
    g.apply(act(g, "pyro_start", cell=start))
    return g


def act(state: GameState, kind: str, player: int | None = None, **args: Any) -> Action:
    state.forget_listing()  # tests set positions by hand
    found = [a for a in state.legal_actions()
             if a.kind == kind and (player is None or a.player == player)
             and all(a.get(k) == v for k, v in args.items())]
    assert len(found) == 1, (kind, args, [a.describe() for a in state.legal_actions()])
    return found[0]


def quiet(g: AllVsOneState, fire: str = "A3") -> None:
    """A calm town with one small fire far away (a town free of fire ends the game)."""
    calm(g)
    g.town.tiles[fire].intensity = 1


def to_wardens(g: AllVsOneState) -> None:
    """End the Pyromancer's turn with no event card drawn."""
    g.prevent = 9
    g.apply(act(g, "end_turn", player=PYRO))
    assert g.side == "wardens", g.phase


def end_wardens(g: AllVsOneState) -> None:
    """Every Warden seat ends its part; Incidents are witnessed; the Pyromancer's turn."""
    while g.acting and g.side == "wardens" and g.pending is None:
        seat = g.acting_seats()[0]
        g.apply(act(g, "end_turn", player=seat))


def reload(state: GameState) -> GameState:
    """Save to JSON and replay it into a fresh state of the same class (as load_game does)."""
    data = parse_save(state.to_json())
    fresh = type(state)(data["mode"], data["players"], data["seed"], data["options"])
    for raw in data["actions"]:
        fresh.apply(Action.from_dict(raw))
    return fresh
