"""The results screen: every game and mode, finished from a seed, shows how it ended in the
names the players typed, and its buttons replay, rematch and start a new game."""

from __future__ import annotations

import pytest

from boardgames_desktop.app.main_window import load_games
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.results import Results, ResultTable
from tests.page_play import play_page

NAMES = ["Ada", "Ben", "Cleo", "Dev", "Eve"]
MODES = [(info.id, mode.id, mode.min_players) for info in load_games()[0]
         if info.scene_module for mode in info.modes]


def finish(window, game, mode, players, seed=1):
    """Play random legal actions through the game page until the game ends."""
    window.start_state(new_game(game, mode, players, seed), NAMES[:players])
    play_page(window, seed)
    return window.controller


@pytest.mark.parametrize("game, mode, players", MODES)
def test_every_game_ends_on_its_results_screen(window, game, mode, players):
    controller = finish(window, game, mode, players)
    page = window.game_page
    results = page.results_page
    assert page.showing_results, f"{game}/{mode}: no results screen"
    expected = controller.state.results(NAMES[:players])
    assert results.headline.text() == expected.headline
    assert results.reason.text() == expected.reason
    assert len(results.table_texts()) == len(expected.tables)
    for shown, table in zip(results.table_texts(), expected.tables, strict=True):
        assert shown == [[str(c) for c in row] for row in table.rows]
    for seat in expected.winners:  # winners by the names typed in the launcher
        assert NAMES[seat] in results.headline.text() + results.winners.text()
    assert "Player 1" not in results.headline.text() + results.winners.text()
    assert page.banner.isVisibleTo(page)  # the side panel keeps the short banner


def test_results_buttons_replay_rematch_new_game_and_board(window):
    controller = finish(window, "flashpoint", "family", 2, seed=2)
    page = window.game_page
    old = controller.state
    page.results_page.buttons["board"].click()
    assert not page.showing_results and page.board.isVisibleTo(page)
    page.results_button.click()
    assert page.showing_results
    page.results_page.buttons["replay"].click()
    assert page.replay is not None and not page.showing_results
    page.stop_replay()
    page.show_results()
    page.results_page.buttons["rematch"].click()
    new = window.controller.state
    assert window.controller is not controller and not new.is_over
    assert (new.game_id, new.mode, new.players, new.options) == \
        (old.game_id, old.mode, old.players, old.options)
    assert new.seed != old.seed and window.controller.seats == ["Ada", "Ben"]
    assert not page.showing_results
    finish(window, "flashpoint", "family", 2, seed=3)
    page.results_page.buttons["new"].click()
    assert window.pages.currentWidget() is window.launcher


def test_a_game_breakdown_is_drawn_as_given(window, monkeypatch):
    """A game's own results (several tables, a co-op loss) are drawn cell by cell."""
    controller = finish(window, "brigade", "coop", 2)
    made = Results("Tinderbox is evacuated", "The EvacTrak reached F.", (), True,
                   (ResultTable("Saved blocks", ("Warden", "Blocks", "VP"),
                                (("Ada", 2, 5), ("Ben", 1, 3))),
                    ResultTable("The town", ("Destroyed",), ((9,),))))
    monkeypatch.setattr(type(controller.state), "results", lambda self, names: made)
    page = window.game_page
    page.show_results()
    shown = page.results_page
    assert shown.headline.text() == "Tinderbox is evacuated"
    assert shown.winners.text() == "The team lost together."
    assert "#a33a2a" in shown.band.styleSheet()
    assert shown.table_texts() == [[["Ada", "2", "5"], ["Ben", "1", "3"]], [["9"]]]


def test_a_failing_breakdown_still_shows_how_the_game_ended(window, monkeypatch):
    controller = finish(window, "emberheart", "standard", 2)

    def broken(self, names):
        raise KeyError("glory")

    monkeypatch.setattr(type(controller.state), "results", broken)
    page = window.game_page
    assert page.show_results()
    assert controller.state.outcome.reason in page.results_page.reason.text()
    assert "could not be made" in page.results_page.reason.text()
