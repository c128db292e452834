"""Positions as data: a hand-written position per game starts a game exactly there, plays on,
saves and loads back to the same state; impossible positions are refused naming the field."""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.rules import (
    SaveError,
    ScenarioError,
    load_game,
    load_scenario,
    new_game,
)
from boardgames_desktop.rules.scenario import read_scenario, scenario_file, scenario_names


def scenario_text(game: str, mode: str, players: int, position: dict, **extra) -> str:
    data = {"format": "boardgames-desktop-scenario", "game": game, "mode": mode,
            "players": players, "seed": 3, "position": position, **extra}
    return json.dumps(data)


def play_save_load(state, moves: int) -> None:
    """Play the first legal action ``moves`` times; saving and loading gives the same state,
    and the save's header carries the scenario."""
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    text = state.to_json()
    assert "scenario" in json.loads(text)["options"]
    again = load_game(text)
    assert again.snapshot() == state.snapshot()
    assert again.messages() == state.messages()


# ----- Flash Point -----------------------------------------------------------------------
FP_POSITION = {
    "fire": ["3,3", "4,4"], "smoke": ["3,4"],
    "walls": {"2,3,S": 1}, "doors": {"3,2,E": "open"},
    "pois": [{"at": "3,2", "kind": "victim", "revealed": True},
             {"at": "5,5", "kind": "false_alarm"}],
    "firefighters": [{"at": "3,2", "ap": 3, "carrying": 0}],
    "rescued": 2, "lost": 1,
    "dice": [[3, 4], [6, 8]],
}


def test_flashpoint_position_is_laid_out_as_written():
    state = load_scenario(scenario_text("flashpoint", "family", 1, FP_POSITION))
    h = state.house
    assert state.stage == "actions"
    assert [h.name(i) for i, f in enumerate(state.fire) if f == 2] == ["3,3", "4,4"]
    assert [h.name(i) for i, f in enumerate(state.fire) if f == 1] == ["3,4"]
    assert state.walls["2,3,S"] == 1 and state.damage == 1
    assert state.doors["3,2,E"] == "open"
    ff = state.firefighters[0]
    assert h.name(ff.cell) == "3,2" and ff.ap == 3
    assert ff.victim == state.pois[0].id and state.pois[0].carrier == 0
    assert (state.rescued, state.lost) == (2, 1)


def test_flashpoint_dice_to_come_decide_the_advance_fire():
    state = load_scenario(scenario_text("flashpoint", "family", 1, FP_POSITION))
    end = next(a for a in state.legal_actions() if a.kind == "end_turn")
    state.apply(end)
    # red 3, black 4 hits 3,4, which holds smoke: it becomes fire
    assert "Advance Fire: red 3, black 4 → space 34." in state.log[-1].messages
    assert state.fire[state.house.idx(3, 4)] == 2
    # the next pair placed the POI that keeps three on the board
    assert state.dice == [6, 8] and len(state.pois) == 3


def test_flashpoint_scenario_saves_loads_and_undoes_to_the_position():
    state = load_scenario(scenario_text("flashpoint", "family", 1, FP_POSITION))
    start = state.snapshot()
    move = next(a for a in state.legal_actions() if a.kind == "move")
    state.apply(move)
    state.undo()
    assert state.snapshot() == start
    assert next(state.replay()).snapshot() == start
    play_save_load(state, 6)


@pytest.mark.parametrize(("position", "field"), [
    ({"fire": ["0,0"], "firefighters": [{"at": "0,3"}]}, "position.fire[0]"),
    ({"fire": ["9,9"], "firefighters": [{"at": "0,3"}]}, "position.fire[0]"),
    ({"walls": {"1,1,E": 3}, "firefighters": [{"at": "0,3"}]}, "position.walls.1,1,E"),
    ({"walls": {"3,3,E": 1}, "firefighters": [{"at": "0,3"}]}, "position.walls"),
    ({"firefighters": [{"at": "0,3"}, {"at": "0,4"}]}, "position.firefighters"),
    ({"firefighters": [{"at": "0,3", "specialist": "paramedic"}]},
     "position.firefighters[0].specialist"),
    ({"firefighters": [{"at": "0,3", "carrying": 0}],
      "pois": [{"at": "0,3", "kind": "victim"}]}, "position.firefighters[0].carrying"),
    ({}, "position.firefighters"),
    ({"firefighters": [{"at": "0,3"}], "rescued": 9}, "position.rescued"),
    ({"firefighters": [{"at": "0,3"}], "colour": "red"}, "'position.colour'"),
])
def test_flashpoint_impossible_positions_are_refused_naming_the_field(position, field):
    with pytest.raises(ScenarioError) as caught:
        load_scenario(scenario_text("flashpoint", "family", 1, position))
    assert field in str(caught.value)


def test_experienced_scenario_needs_vehicles_and_specialists():
    position = {"firefighters": [{"at": "0,3", "specialist": "paramedic"}]}
    with pytest.raises(ScenarioError, match="position.engine"):
        load_scenario(scenario_text("flashpoint", "experienced", 1, position))
    position.update(engine="top-engine", ambulance="top-ambulance")
    state = load_scenario(scenario_text("flashpoint", "experienced", 1, position))
    assert state.engine == "top-engine" and state.firefighters[0].specialist == "paramedic"
    play_save_load(state, 5)


# ----- The Brigade -------------------------------------------------------------------------
BRIGADE_POSITION = {
    "wardens": ["rook_cinders", "marla_soot"],
    "blocks": {"B1": "pedlars_stall"},
    "intensity": {"B1": 3, "C3": 1},
    "renown": {"B1": {"1": 0}},
    "loyalty": {"B2": 1},
    "destroyed": ["F2"],
    "warden_at": ["B1"], "warden_water": [1],
    "wagons": [{"at": "A2", "water": 1}],
    "tracks": [{"leadership": 2}],
    "events": ["ev05", "ev13"],
}


def test_brigade_position_is_laid_out_as_written():
    state = new_game("brigade", "competitive", 2, 4,
                     scenario={"position": BRIGADE_POSITION})
    town = state.town
    assert state.pending is None and state.acting
    assert [w.card for w in state.wardens] == ["rook_cinders", "marla_soot"]
    assert town.tiles["B1"].block == "pedlars_stall"
    burning = {t.label: t.intensity for t in town.tiles.values() if t.intensity}
    assert burning == {"B1": 3, "C3": 1}
    assert town.tiles["B2"].loyalty == 1 and town.tiles["F2"].destroyed
    assert town.destroyed_count == 1
    assert (state.wardens[0].cell, state.wardens[0].water) == ("B1", 1)
    assert (state.wagons[0].cell, state.wagons[0].water) == ("A2", 1)
    assert state.budget == {0: 5}  # leadership level 2 gives 5 actions
    assert state.events.cards[:2] == ["ev05", "ev13"]


def test_brigade_scenario_plays_saves_and_loads():
    state = new_game("brigade", "competitive", 2, 4, scenario={"position": BRIGADE_POSITION})
    end = next(a for a in state.legal_actions() if a.kind == "end_turn")
    state.apply(end)  # the next turn draws the event put on top: Ember Mishap
    assert any("Ember Mishap" in m for m in state.log[-1].messages)
    play_save_load(state, 4)


@pytest.mark.parametrize(("position", "field"), [
    ({"wardens": ["nobody", "marla_soot"]}, "position.wardens[0]"),
    ({"wardens": ["marla_soot"]}, "position.wardens"),
    ({"wardens": ["marla_soot", "rook_cinders"], "intensity": {"Z9": 1}}, "position.intensity.Z9"),
    ({"wardens": ["marla_soot", "rook_cinders"], "intensity": {"A1": 1}}, "position.intensity.A1"),
    ({"wardens": ["marla_soot", "rook_cinders"], "intensity": {"B1": 7}}, "position.intensity.B1"),
    ({"wardens": ["marla_soot", "rook_cinders"], "loyalty": {"B1": 3}}, "position.loyalty.B1"),
    ({"wardens": ["marla_soot", "rook_cinders"], "events": ["ev05", "nope"]}, "position.events[1]"),
    ({"wardens": ["marla_soot", "rook_cinders"], "warden_water": [9]},
     "position.warden_water[0]"),
])
def test_brigade_impossible_positions_are_refused_naming_the_field(position, field):
    with pytest.raises(ScenarioError) as caught:
        new_game("brigade", "competitive", 2, 4, scenario={"position": position})
    assert field in str(caught.value)


# ----- Emberheart --------------------------------------------------------------------------
EMBER_POSITION = {
    "first": 1,
    "offer": {"guild": ["H-squire", "H-overseer", None]},
    "mountain": {"top": ["M27"]},
    "decks": {"tavern": ["T01", "T02"]},
    "boards": [{"gear": 5, "flame": 3, "hire": {"scout": 2}, "heroes": ["H-bard"]}],
    "supply": {"gear": 20},
    "aides": {"healer": 0},
    "headstarts": ["senses", "strength"],
}


def test_emberheart_position_is_laid_out_as_written():
    state = new_game("emberheart", "standard", 2, 8, scenario={"position": EMBER_POSITION})
    assert state.first == 1 and state.stage == "action" and state.turn == 1
    assert state.offer["guild"] == ["H-squire", "H-overseer", None]
    assert state.mountain["top"] == ["M27"]
    assert state.decks["tavern"][:2] == ["T01", "T02"]
    board = state.boards[0]
    assert (board.gear, board.flame, board.hire["scout"], board.heroes) == (5, 3, 2, ["H-bard"])
    assert state.supply["gear"] == 20 and state.aides["healer"] == 0
    # the first player (Blue) chose its head start first
    assert state.boards[1].tracks["senses"] == 1 and state.boards[0].tracks["strength"] == 1
    every_card = [c for deck in state.decks.values() for c in deck]
    assert "H-squire" not in every_card and "H-bard" not in every_card


def test_emberheart_scenario_plays_saves_and_loads():
    state = new_game("emberheart", "standard", 2, 8, scenario={"position": EMBER_POSITION})
    play_save_load(state, 8)


@pytest.mark.parametrize(("position", "field"), [
    ({"first": 3}, "position.first"),
    ({"offer": {"guild": ["H-squire"]}}, "position.offer.guild"),
    ({"offer": {"guild": ["T01", None, None]}}, "position.offer.guild[0]"),
    ({"boards": [{"heroes": ["T01"]}]}, "position.boards[0].heroes[0]"),
    ({"boards": [{"tracks": {"luck": 1}}]}, "position.boards[0].tracks"),
    ({"decks": {"heroes": ["T01"]}}, "position.decks.heroes[0]"),
    ({"headstarts": ["speed", "speed", "speed"]}, "position.headstarts[2]"),
])
def test_emberheart_impossible_positions_are_refused_naming_the_field(position, field):
    with pytest.raises(ScenarioError) as caught:
        new_game("emberheart", "standard", 2, 8, scenario={"position": position})
    assert field in str(caught.value)


# ----- files and saves ---------------------------------------------------------------------
def test_scenario_files_are_read_from_text_or_path(tmp_path):
    text = scenario_text("flashpoint", "family", 1, FP_POSITION)
    path = tmp_path / "mine.json"
    path.write_text(text, encoding="utf-8")
    assert load_scenario(path).snapshot() == load_scenario(text).snapshot()
    assert load_scenario(str(path)).snapshot() == load_scenario(text).snapshot()


@pytest.mark.parametrize(("text", "words"), [
    ("no such file.json", "cannot be read"),
    ("{not json", "not valid"),
    (json.dumps({"format": "something else", "game": "flashpoint", "mode": "family",
                 "players": 1}), "'format'"),
    (json.dumps({"format": "boardgames-desktop-scenario", "game": "flashpoint",
                 "mode": "family"}), "'players'"),
    (json.dumps({"format": "boardgames-desktop-scenario", "game": "flashpoint",
                 "mode": "family", "players": 1, "position": {"fire": "3,3"}}),
     "'position.fire'"),
])
def test_bad_scenario_files_are_refused_with_a_sentence(text, words):
    with pytest.raises(ScenarioError) as caught:
        read_scenario(text)
    assert words in str(caught.value)


def test_a_save_with_an_impossible_scenario_is_refused_naming_the_field():
    state = load_scenario(scenario_text("flashpoint", "family", 1, FP_POSITION))
    data = json.loads(state.to_json())
    data["options"]["scenario"]["position"]["fire"] = ["0,0"]
    with pytest.raises(SaveError) as caught:
        load_game(json.dumps(data))
    assert "position.fire[0]" in str(caught.value)


def test_games_without_a_scenario_keep_their_options():
    state = new_game("flashpoint", "family", 2, 5)
    assert "scenario" not in state.options
    assert "scenario" not in json.loads(state.to_json())["options"]


@pytest.mark.parametrize("game", ["flashpoint", "brigade", "emberheart"])
def test_every_shipped_scenario_loads_and_replays(game):
    names = scenario_names(game)
    assert names
    for name in names:
        state = load_scenario(scenario_file(game, name))
        play_save_load(state, 3)


def test_all_versus_one_needs_the_pyromancers_start():
    picks = {"wardens": ["marla_soot", "fenwick_dray", "ida_brightwater"]}
    with pytest.raises(ScenarioError, match="position.pyromancer_start"):
        new_game("brigade", "3v1", 2, 4, scenario={"position": picks})
    with pytest.raises(ScenarioError, match="position.pyromancer_start"):
        new_game("brigade", "3v1", 2, 4,
                 scenario={"position": {**picks, "pyromancer_start": "A2"}})
    state = new_game("brigade", "3v1", 2, 4,
                     scenario={"position": {**picks, "pyromancer_start": "D4"}})
    assert state.pyro.cell == "D4" and state.pending is None
    play_save_load(state, 4)
