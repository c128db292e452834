"""The default results screen data: built from the outcome, seats by their typed names."""

from __future__ import annotations

from boardgames_desktop.rules.results import Results

from .toy_game import PigState


def finished_pig() -> PigState:
    state = PigState("standard", 2, 4, {})
    state.scores = [7, 21]
    state.forget_listing()
    return state


def test_results_is_none_while_the_game_goes_on():
    assert PigState("standard", 2, 4, {}).results(["Ada", "Ben"]) is None


def test_results_name_the_winner_and_list_scores_by_typed_names():
    results = finished_pig().results(["Ada", "Ben"])
    assert isinstance(results, Results)
    assert results.headline == "Ben won."
    assert results.winners == (1,)
    assert results.reason == "Player 2 reached 20."
    (table,) = results.tables
    assert table.rows == (("Ada", 7), ("Ben", 21))


def test_missing_names_fall_back_to_the_game_seat_names():
    results = finished_pig().results([])
    assert results is not None and results.tables[0].rows[0][0] == "Player 1"
