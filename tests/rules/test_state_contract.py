"""The state contract on a toy dice game: legality, reasons, undo policy, save/load."""

import json

import pytest

from boardgames_desktop.rules import (
    Action,
    IllegalAction,
    SaveError,
    load_game,
    new_game,
)
from boardgames_desktop.rules.playout import random_playout

from . import toy_game  # noqa: F401  (registers the toy game)


def play(state, kinds):
    for kind in kinds:
        action = next(a for a in state.legal_actions() if a.kind == kind)
        state.apply(action)


def test_same_seed_same_game_different_seed_differs():
    a = new_game("toy-pig", "standard", 2, seed=7)
    b = new_game("toy-pig", "standard", 2, seed=7)
    play(a, ["roll"] * 5)
    play(b, ["roll"] * 5)
    assert a.snapshot() == b.snapshot()
    rolls = set()
    for seed in range(20):
        s = new_game("toy-pig", "standard", 2, seed=seed)
        play(s, ["roll"])
        rolls.add(s.log[-1].messages[0])
    assert len(rolls) > 1


def test_illegal_action_reason_and_state_untouched():
    state = new_game("toy-pig", "standard", 2, seed=1)
    before = state.snapshot()
    other = 1 - state.current
    with pytest.raises(IllegalAction, match="not Player .*'s turn"):
        state.apply(Action.make(other, "roll"))
    play(state, ["note", "note"])
    with pytest.raises(IllegalAction, match="only two notes"):
        state.apply(Action.make(state.current, "note", amount=3))
    assert state.snapshot() != before  # the notes happened
    assert state.notes == 2


def test_undo_within_turn_but_not_past_a_roll():
    state = new_game("toy-pig", "standard", 2, seed=3)
    play(state, ["note"])
    assert state.undoable_steps() == 1
    state.undo()
    assert state.notes == 0 and not state.log
    play(state, ["note", "roll"])
    assert state.undoable_steps() == 0
    with pytest.raises(IllegalAction, match="die roll"):
        state.undo()


def test_undo_not_past_hand_off():
    state = new_game("toy-pig", "standard", 2, seed=3)
    play(state, ["bank"])
    with pytest.raises(IllegalAction, match="turn has passed"):
        state.undo()


def test_save_load_round_trip_continues_identically():
    state = new_game("toy-pig", "standard", 3, seed=11)
    random_playout_steps = 0
    for _ in range(12):
        actions = state.legal_actions()
        state.apply(actions[random_playout_steps % len(actions)])
        random_playout_steps += 1
    loaded = load_game(state.to_json())
    assert loaded.snapshot() == state.snapshot()
    assert loaded.rng.get_state() == state.rng.get_state()
    play(state, ["roll", "roll"])
    play(loaded, ["roll", "roll"])
    assert loaded.snapshot() == state.snapshot()


@pytest.mark.parametrize(
    "text, message",
    [
        ("{not json", "not a readable save"),
        ('{"format": "something-else"}', "not a Boardgames Desktop save"),
        ('[1, 2, 3]', "not a Boardgames Desktop save"),
    ],
)
def test_corrupt_saves_refused(text, message):
    with pytest.raises(SaveError, match=message):
        load_game(text)


def test_future_version_and_tampered_moves_refused():
    state = new_game("toy-pig", "standard", 2, seed=5)
    play(state, ["roll", "note"])
    data = json.loads(state.to_json())
    future = dict(data, version=99)
    with pytest.raises(SaveError, match="newer version"):
        load_game(json.dumps(future))
    tampered = dict(data, actions=[{"player": 9, "kind": "roll", "args": {}}])
    with pytest.raises(SaveError, match="move 1 cannot be replayed"):
        load_game(json.dumps(tampered))
    truncated = state.to_json()[:40]
    with pytest.raises(SaveError):
        load_game(truncated)


def test_random_playouts_end_and_replay_matches():
    for seed in range(20):
        state = new_game("toy-pig", "standard", 1 + seed % 4, seed=seed)
        steps = random_playout(state, seed, validate=True)
        assert state.is_over and steps == len(state.log)
        assert state.outcome.winners
        replayed = list(state.replay())
        assert len(replayed) == steps + 1
        assert replayed[-1].snapshot() == state.snapshot()


def test_new_game_rejects_bad_arguments():
    with pytest.raises(ValueError, match="no game"):
        new_game("chess", "standard", 2, 1)
    with pytest.raises(ValueError, match="no mode"):
        new_game("toy-pig", "blitz", 2, 1)
    with pytest.raises(ValueError, match="1–4 players"):
        new_game("toy-pig", "standard", 5, 1)


def test_clone_is_independent_and_equal():
    state = new_game("toy-pig", "standard", 2, seed=4)
    play(state, ["roll", "note"])
    twin = state.clone()
    assert twin.snapshot() == state.snapshot()
    play(twin, ["roll"])
    assert twin.snapshot() != state.snapshot()
    assert len(state.log) == 2


def test_a_broken_game_package_does_not_hide_the_others(monkeypatch):
    from boardgames_desktop.rules import registry

    monkeypatch.setattr(registry, "_registry", {})
    monkeypatch.setattr(registry, "_load_errors", {})
    monkeypatch.setattr(registry, "_loaded", False)
    monkeypatch.setattr(registry, "GAME_MODULES",
                        ("tests.rules.broken_game_register", *registry.GAME_MODULES))
    ids = [info.id for info in registry.games()]
    assert ids == ["brigade", "emberheart", "flashpoint"]
    errors = registry.load_errors()
    assert list(errors) == ["tests.rules.broken_game_register"]
    assert "broken on purpose" in errors["tests.rules.broken_game_register"]


def test_the_log_names_seats_through_log_name():
    state = new_game("toy-pig", "standard", 2, seed=3)
    play(state, ["note"])
    mover = state.log[-1].action.player
    assert f"Player {mover + 1}: Make a note" in state.messages()
    state.log_name = lambda player: f"Seat {player}"  # a game may shorten or rename seats
    assert f"Seat {mover}: Make a note" in state.messages()
