"""Brigade scenario positions (``scenario.py``): a misspelt field anywhere in a position is
refused naming it (a hand-written position must never start silently from another one), the
Favour tokens given are exactly the ones on the board, and a fire given from scratch replaces
the starter events' story (their fireballs belong to a fire that is gone)."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.scenario import ScenarioError


@pytest.mark.parametrize(("mode", "players", "options", "position", "path"), [
    ("competitive", 2, {}, {"intensitty": {}}, "position.intensitty"),
    ("competitive", 2, {}, {"warden_crew": [[{"card": "dottie_quench", "watr": 1}]]},
     "position.warden_crew[0][0].watr"),
    ("competitive", 2, {}, {"wagons": [{"at": "A1", "colour": "red"}]},
     "position.wagons[0].colour"),
    ("3v1", 4, {}, {"pyromancer_start": "C3", "pyromancer": {"mana": 1, "manna": 2}},
     "position.pyromancer.manna"),
    ("coop", 1, {}, {"shields": {"still_air": True, "stil_air": True}},
     "position.shields.stil_air"),
    ("campaign", 1, {"chapter": 2}, {"chapter_progress": {"eggs_fund": 1}},
     "position.chapter_progress.eggs_fund"),
])
def test_a_misspelt_field_inside_a_position_is_refused_naming_it(mode, players, options,
                                                                  position, path):
    with pytest.raises(ScenarioError) as refused:
        new_game("brigade", mode, players, 1, options, scenario={"position": position})
    assert f"'{path}' is not a field this version knows" in str(refused.value)


def test_the_favour_tokens_given_are_the_only_ones_on_the_board():
    state = new_game("brigade", "coop", 1, 1, scenario={"position": {"favour_tokens": ["B1",
                                                                                       "C2"]}})
    assert sorted(t.label for t in state.town.tiles.values() if t.favour) == ["B1", "C2"]


def test_a_fire_from_scratch_drops_the_starter_events_story():
    state = new_game("brigade", "competitive", 2, 1,
                     scenario={"position": {"intensity": {"A2": 1}}})
    told = state.setup_messages
    assert not [m for m in told if m.startswith("Starter event") or "burns at" in m]
    assert told[-1] == "The game starts from a prepared position."


def test_without_a_fire_given_the_starter_events_are_told():
    state = new_game("brigade", "competitive", 2, 1, scenario={"position": {"loyalty": {"B2": 0}}})
    told = state.setup_messages
    assert sum(m.startswith("Starter event") for m in told) == 3
    assert sum("burns at" in m for m in told) == 6  # two fireballs each


def test_a_wagon_may_be_placed_on_a_firehouse():
    """Firehouses are cells without a block, and a Wagon's start space."""
    state = new_game("brigade", "competitive", 2, 1,
                     scenario={"position": {"wagons": [{"at": "F1"}]}})
    assert state.wagons[0].cell == "F1"


def test_blaze_may_be_placed_on_a_firehouse():
    """Blaze starts on a Firehouse (Solo set-up); a position may put him on another one."""
    state = new_game("brigade", "solo", 1, 1, scenario={"position": {"blaze_at": "F1"}})
    assert state.blaze_cell == "F1"
