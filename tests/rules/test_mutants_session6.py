"""Edges of the shared rules package left untested, found by the session-6 mutation sample
(``bench/mutate.py boardgames_desktop/rules tests/rules tests/contract --seed 606``): each
test fails on the one-line slip named in its docstring."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import IllegalAction, new_game
from boardgames_desktop.rules.components import Track

from .toy_game import PigState


def test_a_track_marker_may_be_set_on_either_end_but_not_beyond():
    """``Track.set``: ``low <= value <= high`` (not ``< high``): the top space is a space."""
    track = Track("Heat", 0, 5)
    track.set(5)
    assert track.value == 5 and track.at_max
    track.set(0)
    assert track.value == 0 and track.at_min
    for beyond in (6, -1):
        with pytest.raises(IllegalAction, match="only goes from 0 to 5"):
            track.set(beyond)
    assert track.value == 0


def test_the_screen_is_hidden_only_between_two_seats_of_a_hidden_information_game():
    """``needs_curtain``: hidden information *and* a previous seat *and* another seat (not
    ``... or previous != next``): an open game never hides the screen, and a game with
    hidden information hides it only when the computer passes to another seat."""
    open_game = PigState("standard", 2, 1, {})
    assert not open_game.hidden_information
    assert not open_game.needs_curtain(0, 1) and not open_game.needs_curtain(None, 1)
    secret = new_game("brigade", "3v1", 4, 1)
    assert secret.hidden_information
    assert secret.needs_curtain(0, 1)
    assert not secret.needs_curtain(1, 1)
    assert not secret.needs_curtain(None, 1)
