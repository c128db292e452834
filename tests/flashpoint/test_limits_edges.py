"""Flash Point's numbers at their edges: each limit is checked at the number, and one past it
(``/work/shared/rules/flashpoint-base.md``: at most 4 saved AP; 3 treated-victim markers;
24 Hot Spot markers in the box; the red die 1 to 6, the black die 1 to 8), plus the scenario
fields a game cannot start without."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.games.flashpoint.moves import why_not
from boardgames_desktop.rules import Action, new_game
from boardgames_desktop.rules.scenario import ScenarioError

from .helpers import fresh_house

EXPERIENCED = {"engine": "top-engine", "ambulance": "left-ambulance",
               "firefighters": [{"at": "0,0", "specialist": "generalist"}]}
FAMILY = {"firefighters": [{"at": "0,0"}]}


def start(mode: str, position: dict[str, Any]) -> Any:
    return new_game("flashpoint", mode, 1, 1, {}, scenario={"position": position})


@pytest.mark.parametrize("saved,next_turn", [(3, 7), (4, 8), (5, 8), (8, 8)])
def test_at_most_four_ap_are_saved_for_the_next_turn(saved, next_turn):
    """A lone firefighter ending the turn with ``saved`` AP starts the next with what was
    saved (never more than 4) plus the turn's 4."""
    state = fresh_house("family", ("1,1", None, saved))
    state.apply(state.find_legal(Action.make(0, "end_turn")))
    assert state.current == 0 and state.firefighters[0].ap == next_turn


def test_the_paramedic_treats_while_one_of_the_three_markers_is_free():
    victims = [{"at": at, "kind": "victim", "revealed": True}
               for at in ("2,2", "1,1", "1,2", "1,3")]
    state = fresh_house("experienced", ("2,2", "paramedic", 4), pois=victims)
    treat = Action.make(0, "treat", poi=state.pois[0].id)
    for poi in state.pois[1:3]:  # two markers in use: the third is free
        poi.treated = True
    state.forget_listing()
    assert state.find_legal(treat) is not None
    state.pois[3].treated = True  # all three in use
    state.forget_listing()
    assert state.find_legal(treat) is None
    reason = why_not(state, treat)
    assert reason.text == "All the treated-victim markers are in use."
    assert reason.action_kind == "treat"


def test_the_hot_spot_reserve_and_the_board_share_the_boxs_twenty_four_markers():
    assert start("experienced", {**EXPERIENCED, "hot_spot_reserve": 24,
                                 "hot_spots": []}).hot_spot_reserve == 24
    assert start("experienced", {**EXPERIENCED, "hot_spot_reserve": 23,
                                 "hot_spots": ["2,2"]}).hot_spot_reserve == 23
    with pytest.raises(ScenarioError) as refused:
        start("experienced", {**EXPERIENCED, "hot_spot_reserve": 24, "hot_spots": ["2,2"]})
    assert str(refused.value) == ("'position.hot_spot_reserve' is 24, but with the 1 on the "
                                  "board that is more Hot Spot markers than the box holds (24).")
    with pytest.raises(ScenarioError) as refused:
        start("family", {**FAMILY, "hot_spot_reserve": 3})
    assert str(refused.value) == ("'position.hot_spot_reserve': the Family game has no Hot "
                                  "Spot reserve.")


def test_scripted_dice_show_a_red_d6_and_a_black_d8():
    state = start("family", {**FAMILY, "dice": [[6, 8]]})
    assert state.rng.roll(6) == 6 and state.rng.roll(8) == 8
    with pytest.raises(ScenarioError) as refused:
        start("family", {**FAMILY, "dice": [[7, 1]]})
    assert str(refused.value) == "'position.dice[0]': the red die shows 1 to 6, not 7."


@pytest.mark.parametrize("mode,position,message", [
    ("family", {"fire": []}, "'position.firefighters' is missing: say where each one stands."),
    ("experienced", {**EXPERIENCED, "engine": None},
     "'position.engine' is missing: the Experienced game needs its parking spot."),
    ("experienced", {**EXPERIENCED, "ambulance": None},
     "'position.ambulance' is missing: the Experienced game needs its parking spot."),
    ("family", {"firefighters": [{"at": "2,2", "carrying": 1}],
                "pois": [{"at": "2,2", "kind": "victim", "revealed": True}]},
     "'position.firefighters[0].carrying' must name a revealed victim in 'position.pois'."),
])
def test_a_position_missing_what_the_game_needs_is_refused(mode, position, message):
    laid = {k: v for k, v in position.items() if v is not None}
    with pytest.raises(ScenarioError) as refused:
        start(mode, laid)
    assert str(refused.value) == message


def test_a_copy_taken_after_a_deck_gun_shot_keeps_its_own_record_of_the_shot():
    """The shot's record (rolls, cells) is drawn on the board; a copy (the bots search on
    copies) changing its record must leave the real game's shot as it was."""
    from .helpers import dice
    from .test_mutants_orders import experienced

    state = experienced(("0,7", "driver", 4), fire=["1,5"])
    dice(state, 1, 5)
    state.apply(state.find_legal(Action.make(0, "deck_gun")))
    state.apply(state.find_legal(Action.make(0, "shoot")))
    shot = state.deck_gun_shot
    assert shot is not None and shot["cells"][0] == [1, 5]
    twin = state.clone()
    assert twin.deck_gun_shot == shot
    for key in ("rolls", "rolled", "flipped", "cells"):
        assert twin.deck_gun_shot[key] is not shot[key], key
    twin.deck_gun_shot["cells"][0][0] = 9
    twin.deck_gun_shot["rolls"].append([6, 6])
    assert shot["cells"][0] == [1, 5] and [6, 6] not in shot["rolls"]


def test_a_space_tells_everything_on_it_and_where_the_vehicles_stand():
    state = fresh_house("experienced", ("0,7", "generalist", 4), smoke=["1,1"], hazmats=["1,1"],
                        hot_spots=["1,1"])
    inside = state.cell_info(1, 1)
    assert inside["inside"] and inside["fire"] == "smoke" and inside["hot_spot"]
    assert inside["hazmats"] == 1 and not inside["engine"] and not inside["ambulance"]
    engine = state.cell_info(0, 7)
    assert not engine["inside"] and engine["engine"] and not engine["ambulance"]
    assert [f.index for f in engine["firefighters"]] == [0]
    ambulance = state.cell_info(3, 0)
    assert ambulance["ambulance"] and not ambulance["engine"] and ambulance["fire"] == "none"
