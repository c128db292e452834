"""Playing a game through the game page, as the people at the table would: one helper for
every window test that needs a game some way along (or finished).

Each move is a seeded random choice among the actions the page offers (``random.Random(seed)
.choice``), passed to ``page.choose``; the curtain's button is pressed when the screen must
pass; a seat that waits gets the screen (or, with ``qtbot``, the computer's move is awaited).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from PySide6.QtCore import Qt

from boardgames_desktop.hotseat import HotseatController


def play_page(window, seed: int, until: Callable[[HotseatController], bool] | None = None, *,
              after_move: Callable[[], None] | None = None, qtbot=None,
              limit: float | None = None) -> tuple[int, int]:
    """Play until ``until(controller)`` holds or the game is over; returns (moves chosen on
    the page, moves the computer made).  ``after_move`` runs after each chosen move (a
    check); ``qtbot``: computer seats move on the app's timer, and the curtain is clicked;
    ``limit``: seconds the whole game may take."""
    page, controller = window.game_page, window.controller
    chooser = random.Random(seed)
    start = time.monotonic()
    person_moves = computer_moves = 0
    while not controller.state.is_over and not (until is not None and until(controller)):
        assert limit is None or time.monotonic() - start < limit, "the game took too long"
        if controller.curtain_required:
            if qtbot is not None:
                qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
            else:
                page.curtain.button.click()
            continue
        offered = controller.visible_legal()
        if offered:
            page.choose(chooser.choice(offered))
            person_moves += 1
            if after_move is not None:
                after_move()
        elif qtbot is not None:
            before = len(controller.state.log)
            qtbot.waitUntil(lambda b=before: len(controller.state.log) != b
                            or controller.state.is_over, timeout=20_000)
            computer_moves += 1
        else:
            controller.hand_to(controller.waiting_seats()[0])
    return person_moves, computer_moves
