"""The Advance Fire list (``fire_steps``, drawn step by step on the board) holds what the fire
phase did, and only that: a POI flipped during the fire phase is one of its steps, a POI a
firefighter flips by walking onto it during the actions is not (the log says it)."""

from __future__ import annotations

from boardgames_desktop.games.flashpoint.steps import step_text
from boardgames_desktop.rules import Action

from .test_mutants_tragic import tragic
from .test_refusals_each_rule import experienced, family

A = Action.make


def test_a_poi_flipped_by_a_firefighter_walking_onto_it_is_no_fire_step():
    state = family(("2,2", None, 4), pois=[{"at": "2,3", "kind": "victim"},
                                          {"at": "5,5", "kind": "false_alarm"}])
    state.apply(state.find_legal(A(0, "move", to=(2, 3))))
    assert state.pois[0].revealed
    assert "The POI at 23 is a victim!" in state.log[-1].messages
    assert state.fire_steps == []


def test_a_poi_replenished_onto_a_firefighter_is_flipped_as_a_fire_step():
    """Two POIs on the board, one to come: the replenish rolls 4,4 where the firefighter
    stands, so the new POI is placed and flipped there during the fire phase."""
    state = family(("4,4", None, 4), poi_pool=["victim"],
                   pois=[{"at": "2,3", "kind": "victim"}, {"at": "2,5", "kind": "false_alarm"}],
                   dice=[[1, 1], [4, 4]])
    state.apply(state.find_legal(A(0, "end_turn")))
    steps = [(entry["step"], entry.get("cell")) for entry in state.fire_steps]
    assert steps[-2:] == [("replenish", [4, 4]), ("reveal", [4, 4])]
    assert state.fire_steps[-1]["kind"] == "victim"


def test_a_poi_replenished_on_an_empty_space_lies_face_down_and_untreated():
    """Rulebook: new POIs are placed face down; nobody has treated the victim it may be.  So
    walking onto it flips it, and the Paramedic may then treat it."""
    state = experienced(("4,3", "paramedic", 4), poi_pool=["victim"],
                        pois=[{"at": "2,3", "kind": "victim"},
                              {"at": "2,5", "kind": "false_alarm"}],
                        dice=[[1, 1], [4, 4]])
    state.apply(state.find_legal(A(0, "end_turn")))
    spot = state.house.idx(4, 4)
    new = next(p for p in state.pois if p.cell == spot)
    assert (new.revealed, new.treated, new.kind) == (False, False, "victim")
    assert ("replenish", [4, 4]) in [(e["step"], e.get("cell")) for e in state.fire_steps]
    assert "reveal" not in [e["step"] for e in state.fire_steps]
    state.apply(state.find_legal(A(0, "move", to=(4, 4))))
    assert new.revealed
    state.apply(state.find_legal(A(0, "treat", poi=new.id)))
    assert new.treated


def test_an_event_s_smoke_roll_is_recorded_as_smoke_then_as_fire():
    """Smouldering Rooms rolls twice, each target gaining smoke (smoke turns to fire): both
    rolls hit 2,2, so the list says smoke there, then that 2,2 ignites."""
    state = tragic(("0,0", "generalist"), fire_deck=["flare_up", "respite"],
                   event_deck=["smouldering"], dice=[[2, 2], [2, 2]])
    state.apply(state.find_legal(A(0, "end_turn")))
    marks = [(e["step"], e["cell"]) for e in state.fire_steps if e["step"] in ("smoke", "ignite")]
    assert marks == [("smoke", [2, 2]), ("ignite", [2, 2])]
    assert state.fire[state.house.idx(2, 2)] == 2


def test_a_step_names_an_outside_square_as_one_and_a_house_space_by_its_number():
    """The ambulance square 3,0 lies outside the house though its row is one of the house's:
    the knock-down step names it "outside square 3,0"; the space 2,2 inside is "22"."""
    state = experienced(("2,2", "generalist", 4), smoke=["2,2"], dice=[[2, 2]])
    state.apply(state.find_legal(A(0, "end_turn")))
    state.apply(next(a for a in state.legal_actions() if a.get("to") == (3, 0)))
    knocked = next(e for e in state.fire_steps if e["step"] == "knockdown")
    assert step_text(knocked) == ("Firefighter in the fire at 22 knocked down → ambulance "
                                  "outside square 3,0")


def test_the_draft_event_step_counts_the_doors_it_blew_open():
    """Draft opens every closed door; the standard house has 8 doors, all closed here."""
    state = tragic(("0,0", "generalist"), fire_deck=["flare_up", "respite"],
                   event_deck=["draft"])
    closed = sum(1 for door in state.doors.values() if door == "closed")
    state.apply(state.find_legal(A(0, "end_turn")))
    opened = next(e for e in state.fire_steps if e["step"] == "open_doors")
    assert step_text(opened) == f"{closed} closed doors blown open"
    assert closed == 8
