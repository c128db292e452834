"""Experienced setup words and set-up checks, found by mutation runs
(``bench/mutate_many.py``): each test checks one rule of the rulebook at the edge a
one-character slip in the code would move."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.flashpoint.state import FlashPointState
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.scenario import ScenarioError


def test_parking_prompts_say_what_each_vehicle_is_for():
    """Experienced game: the players choose where the engine and the ambulance park.  The
    engine's deck gun only reaches the quarter of the house beside it; a victim reaches
    safety at the ambulance.  Each prompt gives its own vehicle's reason, not the other's."""
    state = new_game("flashpoint", "experienced", 1, 1, {"difficulty": "Recruit"})
    assert state.flow.current["vehicle"] == "engine"
    assert "deck gun" in state.phase and "rescued" not in state.phase
    state.apply(next(a for a in state.legal_actions() if a.kind == "park"))
    assert state.flow.current["vehicle"] == "ambulance"
    assert "rescued" in state.phase and "deck gun" not in state.phase


def family_position(**fields) -> FlashPointState:
    """A Family game (one firefighter) laid out from a scenario position."""
    layout = {"firefighters": [{"at": "0,0"}], "fire": [], "hot_spots": [], "hazmats": [],
              "pois": [], "poi_pool": [], **fields}
    state = new_game("flashpoint", "family", 1, 1, scenario={"position": layout})
    assert isinstance(state, FlashPointState)
    return state


def refused(**fields) -> str:
    with pytest.raises(ScenarioError) as caught:
        family_position(**fields)
    return str(caught.value)


def test_hazmats_lie_inside_the_house():
    """Hazmats are placed on house spaces (a hazmat carried outside is disposed of), so a
    position with one outside is refused, naming the field."""
    state = family_position(hazmats=["3,4"])
    assert state.hazmats == [state.house.idx(3, 4)]
    assert "position.hazmats[0]" in refused(hazmats=["0,4"])


def test_scripted_dice_take_every_face_of_the_red_d6_and_no_more():
    """The red die is a d6: a scripted roll of 6 is a row of the house, 7 is no face."""
    family_position(dice=[[6, 8], [1, 1]])
    assert "position.dice[1]" in refused(dice=[[6, 8], [7, 1]])


def test_victims_may_lie_revealed_but_a_revealed_false_alarm_is_gone():
    """Entering a POI reveals it; a false alarm is then removed, so no position shows one
    face up.  Revealed victims and face-down POIs of either kind are laid out as written."""
    state = family_position(pois=[{"at": "2,2", "kind": "victim", "revealed": True},
                                  {"at": "5,5", "kind": "false_alarm"}])
    kinds = [(p.kind, p.revealed) for p in state.pois]
    assert kinds == [("victim", True), ("false_alarm", False)]
    said = refused(pois=[{"at": "5,5", "kind": "false_alarm", "revealed": True}])
    assert "position.pois[0]" in said


def test_the_ap_given_for_the_firefighter_playing_now_is_what_it_has():
    """A firefighter has 4 AP a turn and saves what it does not spend; a position writes
    the AP the one playing now has, its turn begun, and that is what it has."""
    state = family_position(firefighters=[{"at": "0,0", "ap": 1}])
    assert state.firefighters[0].ap == 1


def test_the_third_explosion_takes_the_flipped_column_of_the_second():
    """Experienced setup: the 2nd explosion rolls both dice; the 3rd keeps the 2nd's black
    die flipped (column 9 − c) and rolls only the red one."""
    columns_of_second = set()
    for seed in range(1, 9):
        state = new_game("flashpoint", "experienced", 1, seed, {"difficulty": "Recruit"})
        spots = [m.removeprefix("Initial explosion at ").rstrip(".")
                 for m in state.setup_messages if m.startswith("Initial explosion at ")]
        assert len(spots) == 3, spots
        second, third = int(spots[1][1]), int(spots[2][1])
        assert third == 9 - second, (seed, spots)
        columns_of_second.add(second)
    assert len(columns_of_second) > 1  # the 2nd explosion's column is rolled
