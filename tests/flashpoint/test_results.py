"""The end of a game explains itself: the team by the names the players typed, why it ended,
the score against the limits and each firefighter's part."""

from __future__ import annotations

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_playout

from .helpers import clear, find, make, place_ff, victim


def finished(mode: str, players: int, seed: int, **opts):
    state = new_game("flashpoint", mode, players, seed, opts)
    random_playout(state, seed)
    assert state.is_over
    return state


def test_no_results_while_the_game_goes_on():
    state = new_game("flashpoint", "family", 2, 1, {})
    assert state.results(["Ada", "Ben"]) is None


def test_a_lost_game_names_the_team_the_reason_and_the_score():
    state = finished("experienced", 2, 3, difficulty="Veteran", firefighters=3)
    result = state.results(["Ada", "Ben"])
    assert result.winners == () and result.cooperative
    assert result.headline.startswith("Ada and Ben lost")
    assert f"{state.turn_number} turns" in result.reason
    score = {row[0]: row[1] for row in result.tables[0].rows}
    assert score == {"Victims rescued": state.rescued, "Victims lost": state.lost,
                     "Damage markers": state.damage, "Turns played": state.turn_number}


def test_each_firefighter_row_adds_up_to_the_game():
    state = finished("experienced", 2, 5, difficulty="Recruit", firefighters=3)
    crew = state.results(["Ada", "Ben"]).tables[1]
    assert [row[0] for row in crew.rows] == ["Red", "Blue", "Green"]
    assert [row[1] for row in crew.rows] == ["Ada", "Ben", "Ada"]  # seats take turns
    column = {name: k for k, name in enumerate(crew.columns)}
    assert sum(row[column["Turns"]] for row in crew.rows) == state.turn_number
    moves = sum(1 for entry in state.log if entry.action.kind == "move")
    assert sum(row[column["Moves"]] for row in crew.rows) == moves
    chops = sum(1 for entry in state.log if entry.action.kind == "chop")
    assert sum(row[column["Chops"]] for row in crew.rows) == chops
    assert sum(row[column["Rescued"]] for row in crew.rows) == state.rescued


def test_a_won_game_names_every_player_as_a_winner():
    s = clear(make("family", players=2))
    place_ff(s, 0, 6, 3, ap=4)
    victim(s, 6, 3)
    s.rescued = 6
    s.apply(find(s, "pickup"))
    s.apply(find(s, "move", to=(7, 3)))
    assert s.is_over
    result = s.results(["Ada", "Ben"])
    assert result.winners == (0, 1)
    assert result.headline == "Ada and Ben saved the day: 7 victims rescued."
    # a hand-set position: the log does not lead here, so no made-up breakdown
    assert [t.title for t in result.tables] == ["The fire fight"]


def test_untyped_names_fall_back_to_the_seats():
    state = finished("family", 1, 2)
    assert state.results([]).headline.startswith("Player 1 lost")
