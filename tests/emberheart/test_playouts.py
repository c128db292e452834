"""Random complete games for 2, 3 and 4 players on both sides, with invariants every step."""

import random

import pytest

from boardgames_desktop.rules import load_game, new_game

from .helpers import check_invariants

GAMES = 100


def play_random(players: int, side: str, seed: int, stop_at: int | None = None):
    state = new_game("emberheart", "standard", players, seed, {"side": side})
    chooser = random.Random(seed * 7 + players)
    steps = 0
    while not state.is_over and (stop_at is None or steps < stop_at):
        actions = state.legal_actions()
        assert actions, state.phase
        assert all(a.player in state.active_players for a in actions)
        # lean towards claiming and attaching so that Heroes come into play
        keen = [a for a in actions if a.kind in ("claim", "mclaim", "attach", "attach_now")]
        pool = keen if keen and chooser.random() < 0.7 else actions
        state.apply(chooser.choice(pool))  # checked apply: every offered action applies
        check_invariants(state)
        steps += 1
    return state, steps


@pytest.mark.parametrize("side", ["A", "B"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_reach_the_end(players, side):
    for seed in range(GAMES):
        state, _ = play_random(players, side, seed)
        assert state.round == 5 and state.stage == "over"
        outcome = state.outcome
        assert outcome is not None and set(outcome.scores) == set(range(players))
        assert all(len(state.scores[p]) >= 6 for p in range(players))
        best = max(outcome.scores.values())
        assert all(outcome.scores[w] == best for w in outcome.winners)


@pytest.mark.parametrize("players,side", [(2, "A"), (3, "B"), (4, "A"), (4, "B")])
def test_save_load_round_trip_mid_game(players, side):
    for seed in range(3):
        state, steps = play_random(players, side, 100 + seed, stop_at=90 + 17 * seed)
        assert not state.is_over
        loaded = load_game(state.to_json())
        assert loaded.snapshot() == state.snapshot()
        assert [a.key() for a in loaded.legal_actions()] == \
            [a.key() for a in state.legal_actions()]


def test_same_seed_same_setup_and_first_player_varies():
    a = new_game("emberheart", "standard", 4, 11)
    b = new_game("emberheart", "standard", 4, 11)
    assert a.snapshot() == b.snapshot()
    firsts = {new_game("emberheart", "standard", 4, s).first for s in range(20)}
    assert len(firsts) > 1


def test_undo_a_gear_swap_within_the_turn():
    from .helpers import fresh, pick

    state = fresh(3)
    before = state.snapshot()
    pick(state, "swap", src="grunt", dst="scout")
    assert state.undoable_steps() == 1
    state.undo()
    assert state.snapshot() == before
