"""Random playouts with invariants after every step, save/load and undo round trips."""

import random

import pytest

from boardgames_desktop.games.brigade.town import BLAZE
from boardgames_desktop.rules import load_game
from boardgames_desktop.rules.playout import random_playout

from .helpers import game

CONFIGS = [
    ("competitive", 2, {}),
    ("competitive", 3, {"advanced_wardens": True, "special_events": True}),
    ("competitive", 4, {"big_buildings": True}),
    ("competitive", 2, {"expert": "replace", "special_events": True}),
    ("competitive", 3, {"expert": "big_buildings", "advanced_wardens": True}),
    ("solo", 1, {}),
]


def check(state) -> None:
    assert state.is_over or state.active_players, state.phase
    seats = set(range(state.players)) | {BLAZE}
    destroyed = 0
    for t in state.town.tiles.values():
        assert 0 <= t.intensity <= state.max_intensity
        assert all(n > 0 for n in t.renown.values())
        assert t.loyalty is None or t.loyalty in seats
        if t.destroyed:
            destroyed += 1
            assert t.intensity == 0 and not t.renown and t.loyalty is None and not t.favour
        if t.firehouse is not None:
            assert t.intensity == 0 and not t.destroyed
    assert destroyed == state.town.destroyed_count
    for w in state.wardens:
        assert 0 <= w.water <= w.capacity
        assert len(w.crew) <= state.crew_slots(w)
        for m in w.crew:
            assert 0 <= m.water <= state.cat.crew[m.card].water
        assert w.cell in state.town.tiles  # a block may burn down under a meeple
    for g in state.wagons:
        assert 0 <= g.water <= state.wagon_capacity(g)
    assert all(n >= 0 for n in state.budget.values())
    if state.mode == "solo":
        assert 0 <= state.evac.position <= state.evac.start
        assert all(1 <= v <= 5 for v in state.influence.levels.values())
        assert state.favour >= 0 and 0 <= state.vpt.points <= state.vpt.top
        cards = state.held + state.forge + state.equipment.cards + state.equipment.discards
        assert sorted(cards) == sorted(c.id for c in state.equipment_info.values() if c.in_deck)


@pytest.mark.parametrize("mode,players,options", CONFIGS)
def test_random_games_end_with_invariants(mode, players, options):
    reasons = set()
    for seed in range(100):
        state = game(mode, players, seed, **options)
        steps = random_playout(state, seed, max_steps=5000, check=check, validate=True)
        assert state.is_over and steps > 0
        assert state.legal_actions() == []
        reasons.add(state.outcome.reason.split(" ")[0])
    assert reasons


@pytest.mark.parametrize("mode,players,options", CONFIGS[:1] + CONFIGS[2:3] + CONFIGS[5:])
def test_save_load_and_clone_mid_game(mode, players, options):
    for seed in range(3):
        state = game(mode, players, seed, **options)
        chooser = random.Random(seed)
        for _ in range(30 + seed * 7):
            if state.is_over:
                break
            acts = state.legal_actions()
            state.apply(acts[chooser.randrange(len(acts))])
        loaded = load_game(state.to_json())
        assert loaded.snapshot() == state.snapshot()
        assert state.clone().snapshot() == state.snapshot()
        if not state.is_over:  # both continue identically
            a = state.legal_actions()[0]
            state.apply(a)
            loaded.apply(a)
            assert loaded.snapshot() == state.snapshot()


def test_undo_within_a_turn():
    state = game("competitive", 2, 7)
    before = state.snapshot()
    move = next(a for a in state.legal_actions() if a.kind == "move")
    state.apply(move)
    assert state.undoable_steps() == 1
    state.undo()
    assert state.snapshot() == before


@pytest.mark.parametrize("mode,players,options", [CONFIGS[1], CONFIGS[2], CONFIGS[5]])
def test_every_legal_action_applies(mode, players, options):
    """At sampled positions, every offered action (not only the chosen one) applies."""
    for seed in range(3):
        state = game(mode, players, seed, **options)
        chooser = random.Random(seed)
        step = 0
        while not state.is_over and step < 120:
            acts = state.legal_actions()
            if step % 15 == 0:
                for a in acts:
                    copy = state.clone()
                    copy.apply(a)
                    check(copy)
            state.apply(acts[chooser.randrange(len(acts))])
            step += 1
