"""Random playouts of 3v1 and 4v1 with invariants, and save/load round trips mid-game."""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.games.brigade.allvsone import AllVsOneState
from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.rules.playout import random_playout

from .test_allvsone_helpers import reload

GAMES = 30


def invariants(g: AllVsOneState) -> None:
    p = g.pyro
    assert 0 <= p.mana <= g.pyro_value("mana")
    assert p.actions_left >= 0 and p.favour >= 0 and g.favour >= 0
    assert all(v >= 0 for v in g.budget.values())
    for t in g.town.tiles.values():
        assert 0 <= t.intensity <= g.max_intensity
        if t.destroyed:
            assert t.intensity == 0 and not t.favour
    for key in g.all_water_keys():
        assert 0 <= g.water(key) <= g.capacity(key)
    last = g.log[-1].action if g.log else None
    burnt = any("burns down" in m for m in g.log[-1].messages) if g.log else False
    if last is not None and last.kind in ("move", "pyro_move") and not burnt:
        moved = g.wardens[last["warden"]].cell if last.kind == "move" else g.pyro.cell
        assert not g.town.tiles[moved].destroyed  # no move ends on a ruin
    levels = list(g.action_levels.values())
    for level in range(1, len(g.avo_rulings["wardens"]["actions_track"])):
        assert levels.count(level) <= g.action_spaces(level)
    if last is not None and last.kind == "pyro_move" and last["to"] is not None:
        assert g.pyro.cell not in g.warden_cells()  # never onto a Warden
    assert g.active_players or g.outcome is not None


@pytest.mark.parametrize("mode,counts", [("3v1", (2, 3, 4)), ("4v1", (5,))])
def test_random_playouts_end_with_a_winner(mode, counts):
    winners = set()
    for seed in range(GAMES):
        players = counts[seed % len(counts)]
        g = AllVsOneState(mode, players, seed, {})
        random_playout(g, seed, check=invariants, validate=seed % 3 == 0)
        assert g.outcome is not None
        side = "pyro" if g.outcome.winners == (PYRO,) else "wardens"
        assert g.outcome.winners in ((PYRO,), tuple(g.warden_seats()))
        winners.add(side)
    assert "pyro" in winners


@pytest.mark.parametrize("mode,players", [("3v1", 3), ("4v1", 5)])
def test_save_and_load_mid_game_round_trip(mode, players):
    g = AllVsOneState(mode, players, 11, {})
    chooser = random.Random(4)
    for _ in range(60):
        if g.is_over:
            break
        actions = g.legal_actions()
        g.apply(actions[chooser.randrange(len(actions))])
    again = reload(g)
    assert again.snapshot() == g.snapshot()
    assert [a.key() for a in again.legal_actions()] == [a.key() for a in g.legal_actions()]


def guided_playout(g: AllVsOneState, seed: int) -> None:
    """Wardens chase the Pyromancer and improve their Incident tracks; the rest is random."""
    chooser = random.Random(seed)
    while not g.is_over:
        actions = g.legal_actions()
        pick = None
        if g.pending is None and g.side == "wardens":
            chase = [a for a in actions if a.kind == "move" and a["to"] == g.pyro.cell]
            ups = [a for a in actions if a.kind == "upgrade" and a["track"].startswith("incid")]
            pick = (chase or ups or [None])[0]
            waiting = all(g.budget.get(w.index, 0) == 0 or w.cell == g.pyro.cell
                          for w in g.wardens)
            if pick is None and waiting:
                pick = next(a for a in actions if a.kind == "end_turn")
        if pick is None:
            pick = actions[chooser.randrange(len(actions))]
        g.apply(pick)
        invariants(g)


def test_guided_playouts_let_both_sides_win():
    reasons = set()
    for seed in range(20):
        g = AllVsOneState("3v1", 2 + seed % 3, seed, {})
        guided_playout(g, seed)
        reasons.add("caught" if "caught in the act" in g.outcome.reason else "pyro"
                    if g.outcome.winners == (PYRO,) else "other")
    assert {"caught", "pyro"} <= reasons
