"""Every registered real game plays through the app shell: its own board scene draws, random
legal actions go through the game page (curtains acknowledged), save and load round-trip."""

from __future__ import annotations

import pytest

from boardgames_desktop.app.launcher import NewGameRequest
from boardgames_desktop.app.main_window import load_games
from boardgames_desktop.ui.fallback_scene import FallbackScene
from tests.page_play import play_page

REAL = [(info.id, mode.id, mode.min_players) for info in load_games()[0]
        if info.scene_module for mode in info.modes]


def test_every_registered_game_has_its_own_board_scene():
    """The test below runs for each real game: it must not quietly run for none."""
    assert {game_id for game_id, _, _ in REAL} == {"brigade", "emberheart", "flashpoint"}


@pytest.mark.parametrize("game_id, mode, players", REAL)
def test_real_game_plays_in_the_window(window, dialogs, game_id, mode, players):
    seats = [f"Seat {i + 1}" for i in range(players)]
    assert window.start_from_request(NewGameRequest(game_id, mode, players, seats, 11, {})), \
        dialogs.errors()
    page, controller = window.game_page, window.controller
    assert not isinstance(page.scene, FallbackScene), page.problem
    moves = 0

    def no_notice() -> None:
        nonlocal moves
        assert not page.notice.isVisibleTo(page), page.notice.text()
        moves += 1

    play_page(window, 5, lambda _: moves >= 8, after_move=no_notice)
    assert not isinstance(page.scene, FallbackScene), page.problem
    path = window.save_game()
    expected = controller.state.snapshot()
    assert window.open_save(path), dialogs.errors()
    assert window.controller.state.snapshot() == expected
    assert dialogs.errors() == []
