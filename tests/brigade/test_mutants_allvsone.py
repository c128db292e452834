"""All-Versus-One boundaries a mutation run of the Brigade models found untested
(``bench/mutate.py``): exact costs and exact counts, one below and at the limit."""

from __future__ import annotations

import copy

import pytest

from boardgames_desktop.games.brigade import allvsone
from boardgames_desktop.games.brigade.allvsone import avo_rules
from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.rules import Action
from boardgames_desktop.rules.errors import ResourceError

from .test_allvsone_helpers import act, avo, end_wardens, to_wardens


def offered(g, kind: str) -> bool:
    g.forget_listing()
    return any(a.kind == kind for a in g.legal_actions())


def test_the_familiar_ability_is_offered_with_exactly_its_three_fire_mana():
    """At level 6 of the Familiar track the Pyromancer may pay 3 Fire Mana (and an action)
    for the Familiar's ability: with exactly 3 in the pool it can be paid, with 2 it cannot."""
    top = {"familiar": 5, "mana": 1}  # the sixth space; a pool of 4
    assert offered(avo(position={"pyromancer": {"mana": 3, "tracks": top}}), "familiar")
    assert not offered(avo(position={"pyromancer": {"mana": 2, "tracks": top}}), "familiar")


def test_a_block_the_familiar_burns_down_under_the_pyromancer_does_not_stop_the_move():
    """With the Familiar's ability every block the Pyromancer moves onto gains 1 intensity, so
    stepping onto a block at 4 burns it down under them.  They may move through a destroyed
    block but not end a move there: the move simply goes on (no separate 'step off' question
    as when a block burns down under a Pyromancer standing still), and stopping is not
    offered."""
    g = avo(start="C3", position={"intensity": {"A3": 1, "C2": 4},
                                  "pyromancer": {"mana": 3, "tracks": {"familiar": 5,
                                                                       "mana": 1}}})
    g.apply(act(g, "familiar"))
    g.apply(act(g, "pyro_move", to=None))
    g.apply(act(g, "pyro_step", to="C2"))
    assert g.town.tiles["C2"].destroyed and g.pyro.cell == "C2"
    assert g.pending["kind"] == "pyro_step"
    assert "Stop here" not in [a.text for a in g.legal_actions()]


@pytest.mark.parametrize("tracks,accepted", [(1, True), (0, False)])
def test_a_mode_needs_at_least_one_incident_track(monkeypatch, tracks, accepted):
    """The Wardens win by witnessing an Incident on each Incident track (5 in 3v1, 6 in
    4v1).  The rules file may change the count, down to a single track; a count of 0 would
    leave the Wardens that way of winning for nothing, and loading refuses it, naming the
    file and the field."""
    raw = copy.deepcopy(avo_rules())
    raw["modes"]["3v1"]["incident_tracks"] = tracks
    monkeypatch.setattr(allvsone, "load_json", lambda game, name: raw)
    avo_rules.cache_clear()
    try:
        if accepted:
            assert avo_rules()["modes"]["3v1"]["incident_tracks"] == 1
        else:
            with pytest.raises(ResourceError, match=r"allvsone\.json: modes\.3v1.*"
                                                    r"incident_tracks"):
                avo_rules()
    finally:
        avo_rules.cache_clear()


def test_flame_torch_needs_its_one_fire_mana():
    """Flame Torch: spend 1 Fire Mana (and an action) to add 1 intensity to the block the
    Pyromancer stands on.  With an empty Mana Pool it cannot be paid, so it is not offered;
    with 1 Fire Mana it is."""
    assert offered(avo(position={"pyromancer": {"mana": 1}}), "flame_torch")
    assert not offered(avo(position={"pyromancer": {"mana": 0}}), "flame_torch")


def test_a_pyromancer_in_the_middle_of_a_move_is_told_to_finish_it_first():
    """One decision at a time: while the Pyromancer is stepping square by square (a move
    with the Familiar's ability) another action is refused with the question waiting, not
    with the rule of that action."""
    g = avo(start="C3", position={"pyromancer": {"mana": 4, "tracks": {"familiar": 5,
                                                                       "mana": 1}}})
    g.apply(act(g, "familiar"))
    g.apply(act(g, "pyro_move", to=None))
    assert g.pending["kind"] == "pyro_step"
    torch = Action(PYRO, "flame_torch", {})
    assert g.why_illegal(torch).startswith("First: Pyromancer: step on")


def test_a_seats_row_must_place_every_warden(monkeypatch):
    """3v1 has three Wardens whatever the number of players: the rules file's seat table
    gives, for each player count, the seat running each Warden.  A row for 3 players that
    places only two Wardens is refused at load, even though every seat runs one."""
    raw = copy.deepcopy(avo_rules())
    raw["modes"]["3v1"]["seats"]["3"] = [1, 2]
    monkeypatch.setattr(allvsone, "load_json", lambda game, name: raw)
    avo_rules.cache_clear()
    try:
        with pytest.raises(ResourceError, match=r"modes\.3v1\.seats\.3: 3 Wardens"):
            avo_rules()
    finally:
        avo_rules.cache_clear()


def test_the_wardens_refill_ability_is_not_offered_with_every_water_full():
    """Wardens' Refill ability: 3 Favour (and an action) refill every Warden and the Wagon.
    With all of them full it would do nothing and is not offered; one Warden short of water
    and it is."""
    def refill_offered(water: list[int]) -> bool:
        g = avo(players=4, position={"favour": 10, "warden_water": water})
        to_wardens(g)
        assert g.wagons[0].water == g.capacity("wagon:0")
        return any(a["ability"] == "refill" for a in g.legal_actions() if a.kind == "ability")
    assert not refill_offered([2, 2, 2])
    assert refill_offered([2, 1, 2])


def test_a_wardens_turn_ending_with_nobody_beside_the_pyromancer_says_no_incident():
    """Incidents: at the end of the Wardens' turn enough Wardens on the Pyromancer's block
    witness one.  With no Warden there, the log says that no Incident was witnessed."""
    g = avo(position={})
    to_wardens(g)
    end_wardens(g)
    assert any("No Incident witnessed" in m for m in g.messages())


def test_prevent_damage_needs_its_two_favour():
    """Wardens' Prevent Damage: 2 Favour (and an action) to draw one Event card fewer next
    turn.  With 1 Favour in the pool it cannot be paid and is not offered; with 2 it is."""
    def prevent_offered(favour: int) -> bool:
        g = avo(players=4, position={"favour": favour})
        to_wardens(g)
        return any(a["ability"] == "prevent" for a in g.legal_actions() if a.kind == "ability")
    assert prevent_offered(2)
    assert not prevent_offered(1)
