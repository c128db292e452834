"""Flash Point rules left untested by the session-7 mutation samples (``bench/mutate.py
boardgames_desktop/games/flashpoint tests/flashpoint --exclude view --seed 707``, and the
larger ``--seed 7070`` search): each test lays out a position through the scenario API and
checks one rule where a one-character slip in the code would move it."""

from __future__ import annotations

import copy
import re

import pytest

from boardgames_desktop.games.flashpoint.house import parse_house
from boardgames_desktop.games.flashpoint.state import FlashPointState
from boardgames_desktop.games.flashpoint.steps import step_text
from boardgames_desktop.rules import Action, ResourceError, new_game
from boardgames_desktop.rules.resources import load_json
from boardgames_desktop.rules.scenario import ScenarioError

from .test_mutants_orders import experienced
from .test_mutants_tragic import tragic


def family(players: int = 1, **fields) -> FlashPointState:
    """A Family game in a clear house (one firefighter per seat unless ``firefighters`` is
    given); ``fields``: more scenario position fields."""
    layout = {"firefighters": [{"at": "0,0"}] * players, "fire": [], "hot_spots": [],
              "hazmats": [], "pois": [], "poi_pool": [], **fields}
    state = new_game("flashpoint", "family", players, 1, {"firefighters": players},
                     scenario={"position": layout})
    assert isinstance(state, FlashPointState)
    return state


def act(state: FlashPointState, kind: str, **args) -> None:
    """Apply the listed action of ``kind`` with these arguments (it must be listed)."""
    state.apply(next(a for a in state.legal_actions()
                     if a.kind == kind and all(a.get(k) == v for k, v in args.items())))


# ----- the team wins or loses together ------------------------------------------------------
def test_the_seventh_rescue_wins_the_game_for_the_whole_team_together():
    """Flash Point is cooperative: the players win together when the 7th victim is carried
    out.  The outcome names every seat and says the game was played as one team (the screen
    then reads "You won together!", not "Ada and Ben share the win!")."""
    state = family(2, rescued=6, firefighters=[{"at": "6,3", "carrying": 0}, {"at": "0,0"}],
                   pois=[{"at": "6,3", "kind": "victim", "revealed": True}])
    assert not state.is_over
    act(state, "move", to=(7, 3))
    outcome = state.outcome
    assert state.is_over and state.active_players == [] and outcome is not None
    assert outcome.winners == (0, 1) and outcome.cooperative
    assert outcome.to_dict()["cooperative"] is True


def test_the_fourth_victim_lost_ends_the_game_for_the_team_at_once():
    """Four victims lost in the fire lose the game: with 3 lost, a revealed victim in a
    burning space is lost at the end of the Advance Fire, and the game is over then (no
    seat may act), lost by the team together."""
    state = family(lost=3, fire=["3,3"], pois=[{"at": "3,3", "kind": "victim",
                                                 "revealed": True}], dice=[[1, 1]])
    act(state, "end_turn")
    assert state.lost == 4
    assert state.is_over and state.active_players == [] and state.legal_actions() == []
    outcome = state.outcome
    assert outcome is not None and outcome.winners == () and outcome.cooperative
    assert "4 victims were lost" in outcome.reason


def test_the_twenty_fourth_damage_marker_collapses_the_house():
    """The house collapses when the last (24th) damage marker is placed: a chop at 23
    damage ends the game, lost by the team together."""
    state = family(damage=23, firefighters=[{"at": "1,1"}])
    act(state, "chop", edge="0,1,S")
    assert state.damage == 24
    assert state.is_over and state.active_players == []
    outcome = state.outcome
    assert outcome is not None and outcome.winners == () and outcome.cooperative
    assert "collapsed" in outcome.reason


# ----- Tragic Events --------------------------------------------------------------------------
def test_calm_winds_adds_the_respite_card_only_when_it_is_not_in_play():
    """Calm Winds: shuffle the Respite card into the Fire deck if it is not in play yet.
    With Respite still in the Fire deck the Event does nothing, and the Advance Fire list
    says so ("already in play"), not that a second Respite was shuffled in."""
    state = tragic(("0,0", "generalist"), fire_deck=["flare_up", "respite"],
                   event_deck=["calm-winds"])
    act(state, "end_turn")
    texts = [step_text(record) for record in state.fire_steps]
    assert "Respite is already in play" in texts
    assert "Respite is shuffled into the Fire deck" not in texts
    assert (state.fire_deck + state.fire_discard).count("respite") == 1
    # Respite out of play: the Event shuffles it in, and says so
    state = tragic(("0,0", "generalist"), fire_deck=["flare_up", "fire_rages"],
                   event_deck=["calm-winds"], dice=[[3, 3]])
    act(state, "end_turn")
    texts = [step_text(record) for record in state.fire_steps]
    assert "Respite is shuffled into the Fire deck" in texts
    assert "Respite is already in play" not in texts
    assert (state.fire_deck + state.fire_discard).count("respite") == 1


# ----- walls ----------------------------------------------------------------------------------
def test_the_log_says_a_wall_is_destroyed_at_its_second_damage_marker():
    """A wall takes two damage markers: the first chop damages it, the second destroys it
    (it then blocks nothing).  The log says which, so the players know whether one more
    chop is needed."""
    state = family(firefighters=[{"at": "1,1"}])
    act(state, "chop", edge="0,1,S")
    assert state.walls["0,1,S"] == 1
    assert "is damaged (1 more chop destroys it)" in state.messages()[-1]
    act(state, "chop", edge="0,1,S")
    assert state.walls["0,1,S"] == 2
    assert "is destroyed: it no longer blocks" in state.messages()[-1]
    assert "1 more chop" not in state.messages()[-1]


# ----- positions (the scenario API) -----------------------------------------------------------
def test_a_carried_victim_must_be_one_of_the_positions_pois():
    """``carrying`` is an index into ``pois``: one past the last POI is refused in words
    naming the field (not a crash), like any other index that names no revealed victim."""
    victim_here = [{"at": "2,2", "kind": "victim", "revealed": True}]
    for index in (1, 2):
        with pytest.raises(ScenarioError, match=r"firefighters\[0\]\.carrying' must name"):
            family(firefighters=[{"at": "2,2", "carrying": index}], pois=victim_here)
    state = family(firefighters=[{"at": "2,2", "carrying": 0}], pois=victim_here)
    assert state.firefighters[0].victim == state.pois[0].id


def test_every_poi_keeps_its_own_number_after_new_ones_are_placed():
    """Actions name a POI by its number, so no two POIs may share one: a position's POIs
    are numbered from 1 in order, and a POI placed later (replenished at the end of a turn)
    takes a number no other POI has."""
    state = family(pois=[{"at": "2,2", "kind": "victim"}, {"at": "3,3", "kind": "false_alarm"}],
                   poi_pool=["victim"], dice=[[1, 1], [4, 4]])
    assert [poi.id for poi in state.pois] == [1, 2]
    act(state, "end_turn")
    ids = [poi.id for poi in state.pois]
    assert len(ids) == 3 and len(set(ids)) == 3


# ----- vehicles -------------------------------------------------------------------------------
def test_the_ambulance_is_never_driven_onto_an_engine_spot():
    """Each side of the house has one parking spot for the engine and one for the ambulance:
    a vehicle drives only to its own kind of spot.  The ambulance (driven from anywhere) is
    offered the other ambulance spots only, and asking for an engine spot is refused in
    words, even with the AP to drive there."""
    state = experienced(("0,0", "generalist"))
    spots = {a["spot"] for a in state.legal_actions() if a.kind == "drive"}
    assert spots == {"top-ambulance", "bottom-ambulance", "right-ambulance"}
    for spot in ("top-engine", "left-engine", "no-such-spot"):
        reason = state.why_illegal(Action.make(0, "drive", spot=spot, to=None,
                                               vehicle="ambulance"))
        assert reason == "The ambulance parks only on its own spots beside the house."


# ----- every refusal of a position names its field -------------------------------------------
def experienced_position(tragic: bool = False, **fields) -> FlashPointState:
    """A one-firefighter Experienced game laid out from ``fields`` over a plain default."""
    layout = {"engine": "top-engine", "ambulance": "left-ambulance",
              "firefighters": [{"at": "0,0", "specialist": "generalist"}], "fire": [],
              **fields}
    state = new_game("flashpoint", "experienced", 1, 1, {"tragic_events": tragic},
                     scenario={"position": layout})
    assert isinstance(state, FlashPointState)
    return state


IMPOSSIBLE_POSITIONS = [
    (family, {"firefighters": [{"at": "8,0"}]},
     "'position.firefighters[0].at' must be a space \"row,column\" on the board, not '8,0'"),
    (family, {"firefighters": [{"at": "0,10"}]}, "'position.firefighters[0].at' must be a space"),
    (family, {"fire": ["0,3"]}, "'position.fire[0]' must be a space inside the house"),
    (family, {"firefighters": [{"at": "0,0"}, {"at": "0,1"}]},
     "'position.firefighters' lists 2 firefighters, but this game has 1"),
    (family, {"firefighters": [{"at": "0,0", "specialist": "generalist"}]},
     "the Family game has no specialists"),
    (experienced_position, {"firefighters": [{"at": "0,0", "specialist": "nobody"}]},
     "'position.firefighters[0].specialist' must be an unused specialist, not 'nobody'"),
    (experienced_position, {"firefighters": [{"at": "0,0"}]},
     "'position.firefighters[0].specialist' is missing"),
    (experienced_position, {"engine": "left-ambulance"}, "parking spot, not 'left-ambulance'"),
    (experienced_position, {"ambulance": "top-engine"}, "parking spot, not 'top-engine'"),
    (family, {"walls": {"0,1,S": 2}, "damage": 1},
     "'position.damage' is 1, less than the wall damage (2)"),
    (family, {"current": 1}, "'position.current' is 1, but there are only 1 firefighters"),
    (family, {"fire_deck": ["respite"]}, "'position.fire_deck' needs the Tragic Events game"),
    (experienced_position, {"event_deck": []}, "'position.event_deck' needs the Tragic Events"),
    (family, {"pois": [{"at": "2,2", "kind": "false_alarm", "revealed": True}]},
     "'position.pois[0]': a revealed false alarm leaves the board"),
    (family, {"firefighters": [{"at": "2,3", "carrying": 0}],
              "pois": [{"at": "2,2", "kind": "victim", "revealed": True}]},
     "carrying': the victim must be on the firefighter's space"),
    (family, {"firefighters": [{"at": "2,2", "carrying": 0}],
              "pois": [{"at": "2,2", "kind": "victim"}]},
     "carrying' must name a revealed victim"),
]


@pytest.mark.parametrize("build,fields,words", IMPOSSIBLE_POSITIONS,
                         ids=[f"{k}-{next(iter(case[1]))}"
                              for k, case in enumerate(IMPOSSIBLE_POSITIONS)])
def test_an_impossible_position_is_refused_naming_its_field(build, fields, words):
    """A scenario that cannot be laid out on the board (a space off the board or outside
    the house, a firefighter too many, a specialist in the Family game, a vehicle on the
    other vehicle's spot, fewer damage markers than the walls show, ...) is refused with a
    sentence naming the field, never set up half way."""
    with pytest.raises(ScenarioError, match=re.escape(words)):
        build(**fields)


def test_positions_at_the_edges_of_what_is_allowed_are_laid_out():
    """The counterparts of the refusals above: the outside corner squares are spaces of the
    board, the damage may equal the wall damage, the last firefighter may be the current
    one, an Experienced game names each specialist once, Tragic Events takes a known Event
    card, and the Event deck and the Fire deck are laid out as given."""
    state = family(2, firefighters=[{"at": "7,9"}, {"at": "0,0"}], current=1,
                   walls={"0,1,S": 2}, damage=2)
    assert state.firefighters[0].cell == state.house.idx(7, 9)
    assert state.current == 1 and state.damage == 2 and state.walls["0,1,S"] == 2
    tragic_state = experienced_position(True, event_deck=["calm-winds"],
                                        fire_deck=["respite", "flare_up"], flare_supply=3)
    assert tragic_state.event_deck == ["calm-winds"]
    assert tragic_state.fire_deck == ["respite", "flare_up"] and tragic_state.flare_supply == 3
    with pytest.raises(ScenarioError, match=re.escape("'position.event_deck[0]' is not an Event")):
        experienced_position(True, event_deck=["no-such-card"])
    with pytest.raises(ScenarioError, match="must be an unused specialist, not 'generalist'"):
        new_game("flashpoint", "experienced", 2, 1, {}, scenario={"position": {
            "engine": "top-engine", "ambulance": "left-ambulance",
            "firefighters": [{"at": "0,0", "specialist": "generalist"},
                             {"at": "0,1", "specialist": "generalist"}]}})


# ----- the house data file --------------------------------------------------------------------
@pytest.mark.parametrize("broken,words", [
    ([[1, 3], [1, 4], [1, 5]], "is not a pair of cells"),
    ([[1, 3]], "is not a pair of cells"),
    ("1,3|1,4", "is not a pair of cells"),
    ([[1, 3], [1, 4, 0]], "is not a [row, column] on the board"),
    ([[1, 3], "1,4"], "is not a [row, column] on the board"),
    ([[1, 3], [1, 3.5]], "is not a [row, column] on the board"),
    ([[7, 9], [8, 9]], "is not a [row, column] on the board"),
    ([[0, 9], [0, 10]], "is not a [row, column] on the board"),
])
def test_a_wall_in_the_house_file_is_a_pair_of_cells_on_the_board(broken, words):
    """``house.json`` lists each wall as the two neighbouring cells it separates, each a
    [row, column] on the 8 x 10 board.  Anything else (three cells, one, a text, a cell off
    the board or not two whole numbers) is refused naming the entry; the game never starts
    on a board it cannot draw."""
    data = copy.deepcopy(load_json("flashpoint", "house.json"))
    data["walls"][0] = broken
    with pytest.raises(ResourceError, match=re.escape("house.json walls[0]: ") + ".*"
                       + re.escape(words)):
        parse_house(data, "house.json")
