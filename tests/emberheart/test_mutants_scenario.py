"""Positions written as data (``games/emberheart/scenario.py``) at the edges a one-character
slip would move, found by mutation runs (``bench/mutate_many.py``): what the rulebook allows
is laid out as written, what it does not is refused naming the field."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.scenario import ScenarioError

SEED = 2  # its offer: guild H-outfitter, H-dragon_trainer, H-quartermaster; garrison *-3


def position(players: int = 2, **fields) -> object:
    return new_game("emberheart", "standard", players, SEED,
                    {"side": "A"}, scenario={"position": fields})


def refused(players: int = 2, **fields) -> str:
    with pytest.raises(ScenarioError) as caught:
        position(players, **fields)
    return str(caught.value)


def every_card_in_decks(state) -> list[str]:
    return [card for deck in state.decks.values() for card in deck]


def test_an_offer_keeps_the_cards_it_names_and_returns_the_ones_it_replaces():
    """Each card is in one place only: a card kept on offer is not also in a deck, a card
    taken from its deck leaves it, and the card it replaces goes back under its own deck."""
    state = position(offer={"guild": ["H-outfitter", "H-merchant", "H-quartermaster"]})
    assert state.offer["guild"] == ["H-outfitter", "H-merchant", "H-quartermaster"]
    in_decks = every_card_in_decks(state)
    assert "H-outfitter" not in in_decks and "H-quartermaster" not in in_decks
    assert "H-merchant" not in in_decks
    assert state.decks["heroes"][-1] == "H-dragon_trainer"


def test_the_garrison_offer_takes_each_card_from_its_colour_deck():
    """The Garrison shows one card of each colour, each from its own deck sorted by Glory."""
    state = position(offer={"garrison": ["G-red-4", "G-blue-3", "G-green-3"]})
    assert state.offer["garrison"] == ["G-red-4", "G-blue-3", "G-green-3"]
    assert "G-red-4" not in state.decks["garrison_red"]
    assert state.decks["garrison_red"][-1] == "G-red-3"


def test_only_dragon_cards_may_be_given_as_dragons_and_only_heroes_as_heroes():
    """A player's Dragons are Dragon cards (Mountain, Captive, or a Tavern Dragon) and Heroes
    are Hero cards; anything else is refused, naming the kind expected."""
    said = refused(boards=[{"dragons": ["H-merchant"]}])
    assert "position.boards[0].dragons[0]" in said and "not a Dragon card" in said
    said = refused(boards=[{"heroes": ["T01"]}])
    assert "position.boards[0].heroes[0]" in said and "not a hero card" in said


def test_a_party_takes_only_the_hirelings_its_location_allows():
    """Poachers' Camp takes Grunts and Scouts, the Mountain Grunts and Wardens: a Party
    there is laid out as written; a Ranger in the Camp is refused."""
    state = position(parties={"camp": [{"seat": 0, "grunt": 1, "scout": 1}, {"seat": -1},
                                       None, None, None]})
    party = state.spaces["camp"][0]
    assert (party["player"], party["grunt"], party["scout"]) == (0, 1, 1)
    assert state.spaces["camp"][1]["player"] == -1
    said = refused(parties={"camp": [{"seat": 0, "ranger": 1}, None, None, None, None]})
    assert "position.parties.camp[0].ranger" in said


def test_a_seats_party_has_a_hireling_but_a_non_player_crest_has_none():
    """A Party is placed with as many Hirelings as the space's number; a seat's Party with
    none is no Party.  (A non-player Crest stands alone: laid out in the test above.)"""
    said = refused(parties={"camp": [{"seat": 1}, None, None, None, None]})
    assert "position.parties.camp[0]" in said


def test_an_aide_is_held_by_a_seat_of_the_game():
    """Each of the four Aides is taken by a player; in a two-player game seat 2 does not
    exist."""
    assert position(aides={"healer": 1}).aides["healer"] == 1
    assert "position.aides.healer" in refused(aides={"healer": 2})
