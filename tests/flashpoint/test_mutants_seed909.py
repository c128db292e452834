"""Flash Point rules left untested by the fresh seed-909 mutation sample (``bench/mutate.py
boardgames_desktop/games/flashpoint tests/flashpoint --exclude view --seed 909 --count 40``),
one test per survivor's class: the rulings read from ``rules.json`` are honoured at their
other values too, a POI entry of a position is a closed record, a decision offered out of
turn says whose turn it interrupts, Backdraft needs both the fire and the closed door, and
an extinguish action names fire or smoke."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.scenario import ScenarioError

from .helpers import dice
from .test_mutants_orders import experienced
from .test_mutants_tragic import tragic

A = Action.make


def test_a_second_crew_change_a_turn_is_allowed_when_the_ruling_says_two(ruling):
    """#7 (``vehicles.py``): each crew change counts one against
    ``crew_changes_per_turn``; with the ruling at 2, a second change is offered and a third
    refused ("Only one crew change a turn." is the sentence of the shipped ruling of 1)."""
    ruling("crew_changes_per_turn", 2)
    state = experienced(("0,7", "generalist", 8), ("1,1", "paramedic", 4))
    state.apply(state.find_legal(A(0, "crew_change", specialist="imaging")))
    second = state.find_legal(A(0, "crew_change", specialist="driver"))
    assert second is not None
    state.apply(second)
    assert state.turn_flags["crew_change"] == 2
    assert state.find_legal(A(0, "crew_change", specialist="captain")) is None


def test_a_new_poi_on_a_burning_space_keeps_the_fire_when_the_ruling_says_so(ruling):
    """#17 (``fire.py`` ``place_poi``): ``replenish_clears_fire`` decides whether a POI
    placed on fire or smoke clears it; at false the fire stays under the new POI."""
    ruling("replenish_clears_fire", False)
    state = tragic(("0,0", "generalist"), fire=["4,4"], poi_pool=["victim"],
                   fire_deck=["fire_rages"], dice=[[6, 8], [4, 4]])
    state.apply(state.find_legal(A(0, "end_turn")))
    spot = state.house.idx(4, 4)
    assert any(p.cell == spot for p in state.pois)
    assert state.fire[spot] == 2


def test_the_shipped_ruling_clears_the_fire_under_a_new_poi():
    state = tragic(("0,0", "generalist"), fire=["4,4"], poi_pool=["victim"],
                   fire_deck=["fire_rages"], dice=[[6, 8], [4, 4]])
    state.apply(state.find_legal(A(0, "end_turn")))
    spot = state.house.idx(4, 4)
    assert any(p.cell == spot for p in state.pois) and state.fire[spot] == 0


def test_a_poi_entry_of_a_position_takes_no_unknown_field():
    """#12 (``scenario.py``): a POI is ``at``, ``kind`` and ``revealed``; any other field is
    a mistake in the position and is refused naming it."""
    with pytest.raises(ScenarioError, match=r"position\.pois\[0\].*colour"):
        tragic(("0,0", "generalist"), pois=[{"at": "2,2", "kind": "victim", "colour": "red"}])


def test_a_decision_offered_out_of_turn_names_the_turn_it_interrupts():
    """#19 (``state.ask``): the Suppression Specialist's flip is asked of seat 1 during seat
    0's turn, so it interrupts seat 0; the Driver's own re-roll interrupts nobody."""
    state = tragic(("1,1", "generalist"), ("5,5", "suppression"), fire=["3,4"],
                   dice=[[3, 4]])
    state.firefighters[1].ap = 1
    state.apply(state.find_legal(A(0, "end_turn")))
    asked = state.pending_decisions()[0]
    assert (asked.kind, asked.seat, asked.interrupts) == ("suppress", 1, 0)
    own = experienced(("0,7", "driver", 4), fire=["1,5"])
    dice(own, 1, 5)
    own.apply(own.find_legal(A(0, "deck_gun")))
    asked = own.pending_decisions()[0]
    assert (asked.kind, asked.seat, asked.interrupts) == ("reroll", 0, None)


def test_backdraft_needs_the_fire_behind_a_closed_door():
    """#20 (``events.py``): Backdraft ignites smoke that sits behind a closed door *from a
    fire* — 1,4 (fire at 1,3 behind the closed door 1,3,E) — not smoke beside a closed door
    with no fire behind it (2,5, door 2,5,E, 2,6 clear)."""
    state = tragic(("0,0", "generalist"), event_deck=["backdraft"],
                   fire_deck=["flare_up", "fire_rages"], fire=["1,3"], smoke=["1,4", "2,5"],
                   dice=[[6, 8]])
    state.apply(state.find_legal(A(0, "end_turn")))
    lit = next(r for r in state.fire_steps if r["step"] == "backdraft")
    assert lit["cells"] == [[1, 4]]
    assert state.fire[state.house.idx(1, 4)] == 2 and state.fire[state.house.idx(2, 5)] == 1


def test_an_extinguish_action_says_whether_it_puts_out_fire_or_clears_smoke():
    """#32 (``hands.py``): fire is put out to smoke, smoke is cleared."""
    state = experienced(("1,1", "generalist", 4), fire=["1,2"], smoke=["2,1"])
    texts = {a["at"]: a.text for a in state.legal_actions() if a.kind == "extinguish"}
    assert texts[(1, 2)] == "Put out the fire at 12, leaving smoke"
    assert texts[(2, 1)] == "Clear the smoke at 21"


# ----- the class of #7 and #17: every ruling of rules.json at its other value too ---------------
@pytest.mark.parametrize("per_turn,orders_after_one", [(1, 0), (2, 3)])
def test_the_captains_ap_on_the_cafs_firefighter_follow_the_ruling(ruling, per_turn,
                                                                   orders_after_one):
    """``captain_cafs_ap_per_turn``: the Fire Captain spends at most this many AP a turn
    ordering the CAFS Firefighter (1 as shipped: after one step, no order is left)."""
    ruling("captain_cafs_ap_per_turn", per_turn)
    state = experienced(("1,1", "captain", 4), ("3,3", "cafs", 3))
    state.apply(state.find_legal(A(0, "command_move", ff=1, to=(3, 4))))
    left = [a for a in state.legal_actions() if a.kind == "command_move"]
    assert len(left) == orders_after_one


@pytest.mark.parametrize("through_walls,level", [(False, 1), (True, 2)])
def test_pushed_smoke_ignites_through_a_closed_door_only_by_the_ruling(ruling, through_walls,
                                                                       level):
    """``desmoke_ignites_through_walls``: smoke pushed to 3,2 ignites next to the fire at
    3,3 behind the closed door 3,2,E only when the ruling lets fire reach through."""
    ruling("desmoke_ignites_through_walls", through_walls)
    state = tragic(("1,1", "prevention"), smoke=["2,2"], fire=["3,3"])
    state.apply(state.find_legal(A(0, "desmoke", frm=(2, 2), to=(3, 2))))
    assert state.fire[state.house.idx(3, 2)] == level


def test_a_knocked_down_firefighter_goes_to_the_nearest_square_by_the_ruling(ruling):
    """``knockdown_square``: "player" (shipped) asks where on the ambulance's spot the
    firefighter recovers; "nearest" puts it on the nearer square at once (3,0 from 2,2)."""
    state = experienced(("2,2", "generalist", 4), fire=["2,2"], dice=[[6, 8]])
    state.apply(state.find_legal(A(0, "end_turn")))
    assert state.decision.kind == "knockdown"
    ruling("knockdown_square", "nearest")
    state = experienced(("2,2", "generalist", 4), fire=["2,2"], dice=[[6, 8]])
    state.apply(state.find_legal(A(0, "end_turn")))
    assert not any(d.kind == "knockdown" for d in state.pending_decisions())
    assert state.firefighters[0].cell == state.house.idx(3, 0)
