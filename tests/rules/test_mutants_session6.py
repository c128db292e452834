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


def test_a_position_entry_is_refused_for_an_unknown_key_or_a_value_not_allowed():
    """``set_known``: a key the table lacks *or* a value ``allowed`` rejects (not ``and``):
    either fault alone refuses the entry, naming it; an allowed value of a known key is set."""
    from boardgames_desktop.rules.scenario import set_known
    from boardgames_desktop.rules.schema import Invalid

    table = {"walls": 0, "doors": 0}
    words = "'position.parts' names {shown}"
    with pytest.raises(Invalid, match="names 'roof'"):
        set_known(table, {"roof": 1}, words, allowed=lambda value: value < 3)
    with pytest.raises(Invalid, match="names 'walls'"):
        set_known(table, {"walls": 7}, words, allowed=lambda value: value < 3)
    set_known(table, {"walls": 2}, words, allowed=lambda value: value < 3)
    assert table == {"walls": 2, "doors": 0}


def test_a_text_field_is_refused_when_too_long_or_too_short_or_not_text():
    """``Str.check``: not text *or* a length outside [shortest, longest] (not ``and``)."""
    from boardgames_desktop.rules.schema import Invalid, Str

    schema = Str(5, shortest=1)
    assert schema.check("abcde") == "abcde" and schema.check("a") == "a"
    for bad in ("abcdef", "", 5, None):
        with pytest.raises(Invalid):
            schema.check(bad)


class _Seats:
    """Two seats named as a solo-style game names them ("You ...")."""

    players = 2

    def __init__(self, *names: str) -> None:
        self.names = names

    def player_name(self, player: int) -> str:
        return self.names[player]

    def log_name(self, player: int) -> str:
        return self.names[player]


def test_a_typed_name_takes_the_place_of_you_alone_or_before_brackets():
    """``SeatNames``: a model name "You" or "You (...)" has its seat word swapped for the
    typed name (``== "You" or startswith("You (")``, not ``and``)."""
    from boardgames_desktop.rules.seat_names import SeatNames

    names = SeatNames(["Ada", "Bo"])
    assert names.name(_Seats("You", "Player 2 (Red)"), 0) == "Ada"
    assert names.name(_Seats("You (Ida Brightwater)", "Red"), 0) == "Ada (Ida Brightwater)"
    assert names.name(_Seats("You", "Red"), 1) == "Bo (Red)"
    assert names.text(_Seats("You (Ida)", "Red"), "You (Ida) wins.") == "Ada (Ida) wins."


def test_a_supply_gives_out_exactly_what_it_has_and_zero_is_nothing_taken():
    """``Supply``: ``available >= count`` (not ``>``): the last tokens can be taken; taking
    none is no fault (``count < 0`` is, not ``<= 0``)."""
    from boardgames_desktop.rules.components import Supply

    cubes = Supply("cubes", 10, 3)
    assert cubes.can_take(3) and not cubes.can_take(4)
    cubes.take(0)
    assert cubes.available == 3
    cubes.take(3)
    assert cubes.available == 0
    with pytest.raises(IllegalAction, match="not enough cubes"):
        cubes.take(1)
    cubes.give_back(0)
    assert cubes.available == 0


def test_a_campaign_names_each_chapter_by_its_own_number():
    """``CampaignInfo.chapter_title``: the chapter whose number matches (``==``, not
    ``!=``); a number no chapter has gets no title.  The Brigade's campaign, Chapter 2: "The
    Search for the Phoenix Eggs"."""
    from boardgames_desktop.rules.campaign import campaigns

    brigade = next(info for info in campaigns() if info.game_id == "brigade")
    assert brigade.chapter_title(2) == "The Search for the Phoenix Eggs"
    assert brigade.chapter_title(1) != brigade.chapter_title(2)
    assert brigade.chapter_title(99) == ""
