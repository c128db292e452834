"""The worker-process runner answers with a legal action of the seat asked."""

from __future__ import annotations

from boardgames_desktop.hotseat.bot_runner import BotRunner, think
from boardgames_desktop.rules import Action, new_game


def test_think_rebuilds_the_game_and_answers_for_the_seat():
    state = new_game("flashpoint", "family", 2, 4, {})
    move = think(state.to_json(), "easy", state.active_players[0], 1, 5.0)
    action = Action.from_dict(move.action)
    assert action.key() in {a.key() for a in state.legal_actions()}
    assert move.explanation


def test_the_runner_thinks_in_another_process():
    state = new_game("emberheart", "standard", 2, 3, {})
    seat = state.active_players[0]
    with BotRunner() as runner:
        move = runner.ask(state, "normal", seat, seed=2, time_limit=5.0).result(timeout=120)
    action = Action.from_dict(move.action)
    assert action.player == seat
    state.apply(action)  # the GUI side applies it like a person's click
