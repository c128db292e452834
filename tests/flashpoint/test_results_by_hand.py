"""The results screen of games set up by hand (scenario positions): the headline names how
the team lost, and each firefighter's row counts its moves and knock-downs."""

from __future__ import annotations

from boardgames_desktop.rules import Action

from .test_mutants_tragic import tragic
from .test_refusals_each_rule import experienced

A = Action.make


def test_a_game_lost_by_the_fourth_victim_says_so_and_counts_the_knock_down():
    """Three victims lost; the firefighter walks out of 2,2 and back onto its smoke, ends the
    turn and the roll there ignites it: knocked down (to the ambulance square 3,0), and the
    revealed victim lying in the fire at 4,4 is the fourth lost."""
    state = experienced(("2,2", "generalist", 4), lost=3, smoke=["2,2"], fire=["4,4"],
                        pois=[{"at": "4,4", "kind": "victim", "revealed": True}],
                        dice=[[2, 2]])
    state.apply(state.find_legal(A(0, "move", to=(2, 1))))
    state.apply(state.find_legal(A(0, "move", to=(2, 2))))
    state.apply(state.find_legal(A(0, "end_turn")))
    state.apply(next(a for a in state.legal_actions() if a.get("to") == (3, 0)))
    assert state.is_over and state.lost == 4
    result = state.results(["Ada"])
    assert result.headline == "Ada lost: 4 victims died in the fire."
    assert result.reason.endswith(" The game lasted 1 turn.")  # one turn: no plural
    crew = result.tables[1]
    row = dict(zip(crew.columns, crew.rows[0]))
    assert (row["Firefighter"], row["Player"], row["Turns"]) == ("Red", "Ada", 1)
    assert (row["Moves"], row["Knocked down"], row["Rescued"]) == (2, 1, 0)


def test_only_a_knock_down_counts_as_one_though_other_steps_name_a_firefighter():
    """Tragic Events: Sprained Ankle names the next firefighter in its record, a knock-down
    does not happen; the fourth victim burns at 4,4 after Fire Rages (the roll on 1,1)."""
    state = tragic(("2,2", "generalist"), lost=3, fire=["4,4"],
                   pois=[{"at": "4,4", "kind": "victim", "revealed": True}],
                   fire_deck=["flare_up", "fire_rages"], event_deck=["sprained-ankle"],
                   dice=[[1, 1]])
    state.apply(state.find_legal(A(0, "end_turn")))
    assert state.is_over and state.lost == 4
    assert any(r.get("firefighter") == 0 for r in state.fire_steps)
    crew = state.results(["Ada"]).tables[1]
    assert dict(zip(crew.columns, crew.rows[0]))["Knocked down"] == 0
