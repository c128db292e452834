"""Survivors of the fresh seed-606 mutation sample (session 6, mutants #24-35, scored on the
session-start tests): each test sets a position through the scenario API and checks one
rule, or one refusal of a malformed position, at the edge the slip would move."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.scenario import ScenarioError

from .helpers import fresh
from .test_mutants_heroes import BLUE_WHELP, RED_SCALE

ME = 0


def test_an_attached_dragon_must_be_one_the_seat_owns():
    """A Dragon is attached to a Hero or Preserve of its owner: a position that joins the
    seat's own Hero to a Dragon it does not hold is refused, as is one that joins the seat's
    own Dragon to a Hero it does not hold."""
    for board in ({"heroes": ["H-fire_marshall"], "dragons": [BLUE_WHELP],
                   "attached": {"H-fire_marshall": RED_SCALE}},
                  {"heroes": ["H-fire_marshall"], "dragons": [BLUE_WHELP],
                   "attached": {"H-infiltrator": BLUE_WHELP}}):
        with pytest.raises(ScenarioError) as caught:
            fresh(3, seed=2, position={"turn": ME, "boards": [board]})
        assert "must join a Hero or Preserve of the seat" in str(caught.value)
    fine = fresh(3, seed=2, position={"turn": ME, "boards": [{
        "heroes": ["H-fire_marshall"], "dragons": [BLUE_WHELP],
        "attached": {"H-fire_marshall": BLUE_WHELP}}]})
    assert fine.boards[ME].attached == {"H-fire_marshall": BLUE_WHELP}


def warehouse_label(state) -> str:
    state.forget_listing()
    return next(a.text for a in state.legal_actions() if a.kind == "warehouse")


def test_the_merchants_bonus_is_promised_only_beside_another_crest():
    """Merchant: "Each time you place a Crest on the Warehouse Location and if there is at
    least one other Crest, you gain 2 additional Gear."  The Warehouse move offered to the
    Merchant promises the Warehouse's own 2 Gear while it is empty, 4 once a Crest is there."""
    from .test_mutants_heroes import with_hero

    state = with_hero("H-merchant", BLUE_WHELP)
    assert state.hero_active(ME, "merchant")
    assert warehouse_label(state) == "Warehouse: +2 Gear"
    state.warehouse.append(1)
    assert warehouse_label(state) == "Warehouse: +4 Gear"


def test_a_turn_to_play_is_not_shown_as_deciding():
    """The player board tags the seat to act "TO PLAY" during the Action phase (a turn: place
    a Party, an Aide, a Crest, or pass) and "DECIDING" when a choice is asked of it, as while
    Locations resolve and claims are made."""
    from boardgames_desktop.games.emberheart import seat_view

    from .helpers import start_reward

    state = fresh(3, position={"turn": ME, "parties": {
        "tavern": [None, {"seat": ME, "grunt": 2}, None, None, None]}})
    assert state.stage == "action"
    assert seat_view.board(state)["deciding"] is False
    start_reward(state, {})
    assert state.stage == "reward"
    assert seat_view.board(state)["deciding"] is True


def test_the_tactician_completes_a_garrison_one_dragon_short():
    """Tactician: a Garrison card is completed with one of its requirements missing — here
    one Dragon.  The Green Garrison asking for 2 green Dragons and 2 Preserves is completed
    with one green Dragon (the one attached to the Tactician) and both Preserves; without the
    second Preserve it stays open (two short), and so does a Garrison two Dragons short."""
    from .test_heroes import hero, my_turn

    state = fresh(3)
    hero(state, "tactician")
    pb = my_turn(state)
    pb.garrisons = ["G-green-5"]
    pb.preserves = ["P11"]
    state.resume()
    assert pb.completed == []
    pb.preserves.append("P12")
    state.resume()
    assert pb.completed == ["G-green-5"]
    # two Dragons short (no red one for a Garrison asking 2) is past the Tactician's help
    pb.garrisons.append("G-red-6")
    pb.heroes.append("H-squire")
    assert len(pb.heroes) == 2 and state.color_count(ME, "red") == 0
    state.resume()
    assert pb.completed == ["G-green-5"]
