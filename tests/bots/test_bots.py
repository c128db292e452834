"""Computer players: legal choices in every mode, determinism, time limits, no peeking at
hidden cards, explanations, and complete all-computer games."""

from __future__ import annotations

import random
import time

import pytest

from boardgames_desktop import bots
from boardgames_desktop.rules import new_game

from .positions import CONFIGS, config_id, position, rehidden

LEVELS = ("easy", "normal", "hard")
SMALL = 6  # search iterations in tests: the search code runs, the suite stays fast


def make(level, seat, seed=0):
    return bots.make_bot(level, seat, seed, iterations=SMALL)


def test_levels_are_three_with_titles():
    ids = [lv.id for lv in bots.levels()]
    assert ids == ["easy", "normal", "hard"]
    assert all(lv.title and lv.description for lv in bots.levels())
    with pytest.raises(ValueError, match="no computer level"):
        bots.make_bot("expert", 0)


@pytest.mark.parametrize("cfg", CONFIGS, ids=config_id)
def test_every_level_returns_a_legal_action_for_the_seat_asked(cfg):
    for seed, steps in ((1, 3), (2, 40)):
        state = position(cfg, seed, steps)
        if state.is_over:
            continue
        legal = {a.key() for a in state.legal_actions()}
        for seat in state.active_players:  # several seats when they act together
            for level in LEVELS:
                action = make(level, seat, seed).choose(state, time_limit=30)
                assert action.key() in legal and action.player == seat


def test_an_interrupt_is_answered_by_the_seat_asked():
    """Flash Point: a knocked-down firefighter's owner (or a ride-along) decides."""
    for seed in range(1, 40):
        state = position(CONFIGS[-1], seed, 0)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over or state.pending_decisions():
                break
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        if state.pending_decisions():
            seat = state.decision.seat
            assert state.active_players == [seat]
            for level in LEVELS:
                action = make(level, seat, seed).choose(state, time_limit=30)
                assert action in state.legal_actions() and action.player == seat
            return
    pytest.fail("no Flash Point interrupt came up")


@pytest.mark.parametrize("cfg", [CONFIGS[1], CONFIGS[7], CONFIGS[10]], ids=config_id)
def test_same_seed_same_state_same_choice(cfg):
    state = position(cfg, 3, 20)
    seat = state.active_players[0]
    for level in LEVELS:
        first = make(level, seat, seed=4).choose(state, time_limit=30)
        again = make(level, seat, seed=4).choose(state.clone(), time_limit=30)
        assert first == again


@pytest.mark.parametrize("cfg", [CONFIGS[0], CONFIGS[3], CONFIGS[5], CONFIGS[8], CONFIGS[10]],
                         ids=config_id)
def test_the_choice_does_not_depend_on_hidden_cards(cfg):
    """Two positions that look the same to the seat (other deck orders, other face-down
    POIs, other future dice) give the same choice."""
    for seed in (6, 7):
        state = position(cfg, seed, 30)
        if state.is_over:
            continue
        other = rehidden(state, seed=seed + 100)
        seat = state.active_players[0]
        for level in LEVELS:
            a = make(level, seat, seed).choose(state, time_limit=30)
            b = make(level, seat, seed).choose(other, time_limit=30)
            assert a == b, level


def test_time_limit_is_respected():
    state = position(CONFIGS[1], 2, 10)  # Brigade Co-Op: many actions to weigh
    seat = state.active_players[0]
    bot = bots.make_bot("hard", seat, 0, iterations=100000)
    start = time.perf_counter()
    action = bot.choose(state, time_limit=0.3)
    elapsed = time.perf_counter() - start
    assert action in state.legal_actions()
    assert elapsed < 0.3 + 0.7  # one iteration may finish after the limit


def test_explanation_names_the_action_and_a_reason():
    state = new_game("flashpoint", "family", 1, 3, {})
    for _ in range(30):
        own = state.legal_actions()
        if len(own) > 1:
            break
        state.apply(own[0])
    bot = bots.make_bot("normal", 0, 1, iterations=SMALL)
    action = bot.choose(state, time_limit=30)
    text = bot.explain(state, action)
    assert text.startswith(action.describe().rstrip("."))
    # a starting square is ranked against the next best ("... this aims for ...")
    assert "aims for" in text or "nothing better" in text or "wins" in text
    assert text.count(".") <= 4


def test_brigade_explanation_tells_how_hot_the_block_burns():
    state = position(CONFIGS[1], 9, 30)
    for a in state.legal_actions():
        if a.kind == "extinguish":
            text = bots.make_bot("easy", a.player).explain(state, a)
            tile = state.town.tiles[a.target.split(":")[1]]
            assert f"burns at {tile.intensity}" in text
            return
    pytest.skip("no fire to put out in this position")


@pytest.mark.parametrize("cfg", CONFIGS, ids=config_id)
def test_all_computer_games_run_to_the_end(cfg):
    game, mode, players, options = cfg
    state = new_game(game, mode, players, 2, options)
    seats = [bots.make_bot("normal", p, seed=p, iterations=1) for p in range(players)]
    for _ in range(3000):
        if state.is_over:
            break
        seat = state.active_players[0]
        state.apply(seats[seat].choose(state, time_limit=30))
    assert state.is_over
