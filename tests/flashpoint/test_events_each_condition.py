"""Each condition of a Tragic Event, on its own: a position where exactly one condition
decides what the Event does (the card texts of ``resources/flashpoint/events.json``; the
placement rule: a space that may not take the piece follows the board's arrow)."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.games.flashpoint.data import rules
from boardgames_desktop.games.flashpoint.state import FlashPointState
from boardgames_desktop.rules import Action

from .test_mutants_tragic import tragic
from .test_refusals_each_rule import family

A = Action.make


def draw_event(card: str, *firefighters: tuple[str, str], **position: Any) -> FlashPointState:
    """End the first firefighter's turn with a Flare Up on the Fire deck, so ``card`` (on top
    of the Event deck) is drawn; Respite follows (nothing more happens)."""
    state = tragic(*(firefighters or (("0,0", "generalist"),)),
                   fire_deck=["flare_up", "respite"], event_deck=[card], **position)
    state.apply(state.find_legal(A(0, "end_turn")))
    return state


def step(state: FlashPointState, name: str) -> dict[str, Any]:
    return next(entry for entry in state.fire_steps if entry["step"] == name)


# ----- Chemical Storage: a hazmat on a space with no fire, POI or hazmat ---------------------
@pytest.mark.parametrize("blocker", [None, "fire", "smoke", "poi", "hazmat"])
def test_a_hazmat_found_by_an_event_follows_the_arrow_off_a_taken_space(blocker):
    """The roll hits 2,2; if it holds fire, smoke, a POI or a hazmat the new hazmat follows
    2,2's arrow (south-east) to 3,3."""
    taken: dict[str, Any] = {
        None: {}, "fire": {"fire": ["2,2"]}, "smoke": {"smoke": ["2,2"]},
        "poi": {"pois": [{"at": "2,2", "kind": "victim"}]}, "hazmat": {"hazmats": ["2,2"]},
    }[blocker]
    state = draw_event("chemical-storage", dice=[[2, 2]], **taken)
    lands = (2, 2) if blocker is None else (3, 3)
    assert step(state, "hazmat_placed")["cell"] == list(lands)
    assert state.house.idx(*lands) in state.hazmats


@pytest.mark.parametrize("placed,found", [(0, True), (None, True), (0, False)])
def test_an_event_finds_a_hazmat_only_while_hazmat_pieces_are_left(placed, found):
    """The box holds ``components.hazmats`` pieces: with one left the event places it, with
    none left it places nothing (and rolls nothing)."""
    cap = rules()["components"]["hazmats"]
    state = tragic(("0,0", "generalist"), fire_deck=["flare_up", "respite"],
                   event_deck=["chemical-storage"], dice=[[2, 2]] if found else [])
    state.hazmats_placed = cap - 1 if found else cap
    state.apply(state.find_legal(A(0, "end_turn")))
    entry = step(state, "hazmat_placed")
    assert (entry["cell"] is not None) == found
    assert state.hazmats_placed == cap


# ----- Lost Track / Panic: revealed victims lying in the house turn face down ----------------
def test_only_victims_lying_revealed_and_untreated_in_the_house_turn_face_down():
    """Lost Track: of the revealed victims, only the one lying at 2,2 turns face down; the
    one the Paramedic carries at 3,3, the treated one at 4,4 and the one lying outside at
    0,3 stay revealed, and the face-down POI at 5,5 is not counted."""
    state = tragic(("0,0", "generalist"), ("3,3", "paramedic"),
                   fire_deck=["flare_up", "respite"], event_deck=["lost-track"],
                   pois=[{"at": "2,2", "kind": "victim", "revealed": True},
                         {"at": "3,3", "kind": "victim", "revealed": True},
                         {"at": "4,4", "kind": "victim", "revealed": True},
                         {"at": "5,5", "kind": "victim"},
                         {"at": "0,3", "kind": "victim", "revealed": True}],
                   firefighters=[{"at": "0,0", "specialist": "generalist"},
                                 {"at": "3,3", "specialist": "paramedic", "carrying": 1}])
    state.pois[2].treated = True
    state.apply(state.find_legal(A(0, "end_turn")))
    assert step(state, "hide_revealed")["cells"] == [[2, 2]]
    by_cell = {state.house.rc(p.cell): p.revealed for p in state.pois}
    assert by_cell == {(2, 2): False, (3, 3): True, (4, 4): True, (5, 5): False,
                       (0, 3): True}


# ----- Calm Winds: Respite is shuffled in unless it is already in play ----------------------
@pytest.mark.parametrize("deck,discard,added", [
    (["flare_up"], [], True),
    (["flare_up", "respite"], [], False),
    (["flare_up"], ["respite"], False),
])
def test_calm_winds_adds_respite_only_when_it_is_in_neither_fire_pile(deck, discard, added):
    state = tragic(("0,0", "generalist"), fire_deck=deck, event_deck=["calm-winds"])
    state.fire_discard = list(discard)
    before = (deck + discard).count("respite")
    state.apply(state.find_legal(A(0, "end_turn")))
    entry = step(state, "add_respite")
    assert entry.get("skipped", False) is (not added)
    piles = state.fire_deck + state.fire_discard
    assert piles.count("respite") == before + (1 if added else 0)


# ----- Saved Actions lost or gained by an Event, within 0..4 ---------------------------------
@pytest.mark.parametrize("card,held,after", [
    ("exhaustion", [3, 0, 2], [2, 0, 1]),     # every firefighter loses 1, never below 0
    ("radio-failure", [3, 1, 2], [1, 0, 0]),  # every firefighter loses 2
    ("heat-stroke", [4, 3, 2], [4, 1, 2]),    # only the next firefighter loses 2
    ("adrenaline", [4, 0, 2], [4, 1, 3]),     # every firefighter gains 1, never above 4
])
def test_an_event_changes_saved_actions_within_the_limits(card, held, after):
    """Three firefighters; the first ends its turn (its AP are saved), the Event changes the
    Saved Actions, then the second one's turn starts with its 4 new AP on top."""
    state = tragic(("0,0", "generalist"), ("7,9", "paramedic"), ("7,8", "imaging"),
                   fire_deck=["flare_up", "respite"], event_deck=[card])
    for ff, ap in zip(state.firefighters, held):
        ff.ap = ap
    state.forget_listing()
    state.apply(state.find_legal(A(0, "end_turn")))
    assert state.current == 1
    new_turn = rules()["ap_per_turn"]
    assert [ff.ap for ff in state.firefighters] == [after[0], after[1] + new_turn, after[2]]


# ----- an explosion's blast and the walls in its way ----------------------------------------
def test_an_explosion_passes_a_destroyed_wall_and_damages_a_standing_one():
    """Rulebook: the blast damages the first wall it meets; a destroyed wall (2 markers) is
    an open edge.  Fire at 2,3 is rolled: east, through the destroyed wall, 2,4 catches fire;
    south, the wall to 3,3 takes its first marker (the house's damage goes 2 → 3)."""
    state = family(("0,0", None, 4), fire=["2,3"], walls={"2,3,E": 2}, dice=[[2, 3]])
    assert state.damage == 2
    state.apply(state.find_legal(A(0, "end_turn")))
    blast = step(state, "explosion")["directions"]
    assert (blast["E"]["end"], blast["E"]["path"]) == ("ignite", [[2, 4]])
    assert (blast["S"]["end"], blast["S"]["edge"]) == ("wall", "2,3,S")
    assert state.walls["2,3,E"] == 2 and state.walls["2,3,S"] == 1
    assert state.damage == 3


# ----- flashover: smoke touching fire ignites, again and again --------------------------------
def test_a_flashover_runs_through_a_row_of_smoke_one_space_after_the_other():
    """Smoke at 3,3 and 3,4 beside the fire at 3,5 (no wall between them): 3,4 ignites from
    3,5, then 3,3 from 3,4 — each space of the row is looked at, and the look is repeated
    while something ignited.  The roll (6,8) only puts smoke far away."""
    state = family(("0,0", None, 4), smoke=["3,3", "3,4"], fire=["3,5"], dice=[[6, 8]])
    state.apply(state.find_legal(A(0, "end_turn")))
    assert [state.fire[state.house.idx(3, c)] for c in (3, 4, 5)] == [2, 2, 2]
    assert sorted(step(state, "flashover")["cells"]) == [[3, 3], [3, 4]]
