"""Competitive-game boundaries a mutation run of the Brigade models found untested
(``bench/mutate.py``)."""

from __future__ import annotations

from .helpers import game, kinds, one


def upgradable(**levels: int) -> set[str]:
    g = game(seed=2, position={"intensity": {}, "tracks": [levels]})
    return {a["track"] for a in kinds(g, "upgrade", player=0)}


def test_each_firehouse_track_upgrades_onto_its_last_space_and_no_further():
    """Upgrade advances one Firehouse track one space.  Our tracks: Crew 0-1-2-3, Wagon
    2-3-4-5-6, Leadership 3-4-5: one space before the end a track can still be upgraded
    onto its last space; on its last space it cannot."""
    assert upgradable(crew=2, wagon=3, leadership=1) == {"crew", "wagon", "leadership"}
    assert upgradable(crew=3, wagon=4, leadership=2) == set()


def test_transfer_costs_an_action_so_a_brigade_without_one_left_cannot_transfer():
    """Each action costs 1 action, Transfer included (moving water among the Warden, crew
    and Wagon on one block).  With the Wagon's water beside a Warden who has room, Transfer
    is offered while an action is left and not once the turn's actions are spent."""
    def transfers(left: int) -> list:
        g = game(seed=2, position={"intensity": {}, "warden_water": [1],
                                   "actions_left": {"0": left}})
        assert g.wagons[0].cell == g.wardens[0].cell and g.wagons[0].water > 0
        return kinds(g, "transfer", player=0)
    assert transfers(1)
    assert not transfers(0)


def test_transfer_moves_water_only_out_of_what_holds_some_into_what_has_room():
    """Transfer moves water among the Warden, crew and Wagon on one block.  A Warden with 1
    of 2 water beside an empty Wagon can pour into the Wagon, and that is all: nothing
    comes out of the empty Wagon, and nothing moves from the Warden to itself."""
    g = game(seed=2, position={"intensity": {}, "warden_water": [1], "wagons": [{"water": 0}]})
    g.apply(one(g, "transfer"))
    moves = {(a["source"], a["dest"]) for a in kinds(g, "transfer")}
    assert moves - {(None, None)} == {("warden:0", "wagon:0")}
