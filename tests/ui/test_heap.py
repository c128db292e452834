"""A game page sets the live heap aside from the collector's full passes once a game is drawn
(``ui/heap.py``), without keeping the garbage of the game before."""

from __future__ import annotations

import gc
import weakref

from boardgames_desktop.app.game_page import GamePage
from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import new_game


class Node:
    """An object in a reference cycle (only the cyclic collector frees it)."""

    def __init__(self) -> None:
        self.me = self


def test_a_started_game_is_frozen_and_the_last_games_cycles_still_go(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    try:
        page.start(HotseatController(new_game("flashpoint", "family", 3, 1, {}), title="a"))
        assert gc.get_freeze_count() > 1000  # the game's objects are out of full passes
        cycle = Node()
        gone = weakref.ref(cycle)
        gc.collect()
        gc.freeze()  # (as if it had been alive when the first game was drawn)
        del cycle
        gc.collect()
        assert gone() is not None  # frozen: no pass frees it
        page.start(HotseatController(new_game("flashpoint", "family", 3, 2, {}), title="b"))
        assert gone() is None  # the next game collects what the last one left
    finally:
        gc.unfreeze()
