"""An Emberheart scenario position outside the game's limits is refused in words naming the
field and the limit (``games/emberheart/scenario.py``), and the value *at* each limit is
laid out as given: seats 0 to players − 1, 5 rounds, the slots of each row, 5 spaces a
Location, a Party of a seat holding at least one Hireling of that Location's kinds."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.scenario import ScenarioError

HEADSTARTS = {"headstarts": ["strength"] * 3}
EMPTY = [None] * 5


def start(position: dict[str, Any], players: int = 3) -> Any:
    """Seed 1, side A: the Heroes' Guild offers H-overseer, H-squire, H-fire_marshall and the
    round's face-up Raid cards are R07 and R10."""
    return new_game("emberheart", "standard", players, 1, {"side": "A"},
                    scenario={"position": position})


REFUSED = [
    ({"first": 3}, "'position.first' is 3: there is no such seat."),
    ({"offer": {"nowhere": [None]}}, "'position.offer' names 'nowhere', which has no cards."),
    ({"offer": {"guild": [None]}}, "'position.offer.guild' must be a location with 3 slots."),
    ({"offer": {"guild": ["C01", None, None]}},
     "'position.offer.guild[0]' must be a card of that place still in its deck, not 'C01'."),
    ({"mountain": {"top": [None, None]}}, "'position.mountain.top' must have 1 slots."),
    ({"decks": {"nowhere": []}}, "'position.decks' names 'nowhere', which is not a deck."),
    ({"decks": {"heroes": ["C01"]}}, "'position.decks.heroes[0]' is not in that deck: 'C01'."),
    ({"boards": [{}, {}, {}, {}]}, "'position.boards' lists more boards than the 3 seats."),
    ({"boards": [{"heroes": ["C01"]}]},
     "'position.boards[0].heroes[0]' is not a hero card: 'C01'."),
    ({"boards": [{"dragons": ["H-apprentice"]}]},
     "'position.boards[0].dragons[0]' is not a Dragon card: 'H-apprentice'."),
    ({"boards": [{"dragons": ["T01"]}]},  # a Tavern card without a colour: no Dragon
     "'position.boards[0].dragons[0]' is not a Dragon card: 'T01'."),
    ({"boards": [{"heroes": ["H-overseer"]}]},
     "'position.boards[0].heroes[0]': 'H-overseer' is on offer on the main board (change the "
     "offer too)."),
    ({"boards": [{"heroes": ["H-apprentice"], "attached": {"H-apprentice": "C01"}}]},
     "'position.boards[0].attached.H-apprentice' must join a Hero or Preserve of the seat and "
     "one of its Dragons."),
    ({"parties": {"nowhere": [None]}}, "'position.parties' names 'nowhere', which has no spaces."),
    ({"parties": {"camp": [None]}},
     "'position.parties.camp' must list its 5 spaces (null for an empty one)."),
    ({"parties": {"camp": [{"seat": 3, "grunt": 1}, *EMPTY[1:]]}},
     "'position.parties.camp[0].seat' is 3: there is no such seat."),
    ({"parties": {"camp": [{"seat": 0, "ranger": 1}, *EMPTY[1:]]}},
     "'position.parties.camp[0].ranger': a Party there takes Grunts and Scouts only."),
    ({"parties": {"camp": [{"seat": 0}, *EMPTY[1:]]}},
     "'position.parties.camp[0]': a seat's Party has at least one Hireling."),
    ({"aides": {"healer": 3}}, "'position.aides.healer' must be an Aide held by a seat of the "
                               "game."),
    ({"supply": {"nonsense": 1}}, "'position.supply' names 'nonsense', which is not in the "
                                  "supply."),
    ({"headstarts": ["strength"] * 4},
     "'position.headstarts[3]': nobody is choosing a head start now."),
    ({**HEADSTARTS, "turn": 3}, "'position.turn' is 3: there is no such seat."),
    ({**HEADSTARTS, "round": 6}, "'position.round' is 6: the game has 5 rounds."),
    ({**HEADSTARTS, "raids": ["C01"]}, "'position.raids[0]' is not a Raid card: 'C01'."),
    ({**HEADSTARTS, "raids": ["R01", "R01"]}, "'position.raids[1]' names 'R01' twice."),
    ({**HEADSTARTS, "raid_discarded": "R07"},
     "'position.raid_discarded' is one of this round's face-up Raid cards."),
    ({"phase": {"stage": "reward"}},
     "'position.phase': the round has not begun (give 'position.headstarts')."),
    ({**HEADSTARTS, "phase": {"stage": "reward", "seats": [0]}},
     "'position.phase.seats' belongs to the Raid phase."),
    ({**HEADSTARTS, "phase": {"stage": "raid", "seats": [0, 0]}},
     "'position.phase.seats[1]' is 0: not a seat of the game (or named twice)."),
    ({**HEADSTARTS, "phase": {"stage": "raid", "seats": [3]}},
     "'position.phase.seats[0]' is 3: not a seat of the game (or named twice)."),
]


@pytest.mark.parametrize("position,message", REFUSED, ids=[str(i) for i in range(len(REFUSED))])
def test_a_position_past_a_limit_is_refused_naming_the_field(position, message):
    with pytest.raises(ScenarioError) as refused:
        start(position)
    assert str(refused.value) == message


def test_the_last_seat_and_the_last_round_are_accepted():
    state = start({**HEADSTARTS, "first": 2, "turn": 2, "round": 5})
    assert (state.first, state.turn, state.round) == (2, 2, 5)


def test_a_non_player_crest_stands_alone_and_a_party_of_one_grunt_is_enough():
    state = start({"parties": {"camp": [{"seat": -1}, {"seat": 2, "grunt": 1}, *EMPTY[2:]]}})
    assert state.spaces["camp"][0]["player"] == -1
    assert state.spaces["camp"][1]["player"] == 2 and state.spaces["camp"][1]["grunt"] == 1


def test_the_last_seat_holds_an_aide_and_the_raid_seats_run_in_the_order_given():
    state = start({"aides": {"healer": 2}})
    assert state.aides["healer"] == 2
    state = start({**HEADSTARTS, "phase": {"stage": "raid", "seats": [2, 1]}})
    assert state.round == 2  # the Raid asked nothing of seats 2 and 1: the next round began


def test_the_raids_of_the_round_come_out_of_the_deck_and_the_dealt_ones_go_back():
    state = start({**HEADSTARTS, "raids": ["R08", "R06"], "raid_discarded": "R07"})
    assert state.raids == ["R08", "R06"] and state.raid_discarded == "R07"
    deck = state.decks["raids"]
    assert "R10" in deck and not {"R08", "R06", "R07"} & set(deck)
