"""Equipment effects at their edges (``games/brigade/equipment.py``), in Co-Op: a card that
cools around the Warden touches only the burning neighbours; the Gatekeeper's Seal is not
offered where no Renown may go; Still Air alone still "runs out" after the Event Phase; the
Treasure question ends with the last Treasure returned."""

from __future__ import annotations

from .test_coop import acts, cell_of, do, quiet


def test_the_frost_lantern_cools_only_the_burning_neighbours():
    """Frost Lantern: each burning block around the Warden loses 1 intensity; a neighbour
    not burning is left alone (nothing in the log either)."""
    g = quiet(1, 2, {"forge": ["frost_lantern"], "favour": 1, "warden_at": ["B2"],
                     "intensity": {"B3": 2}})
    do(g, "ability", warden=0, ability="forge", card="frost_lantern")
    assert g.town.tiles["B3"].intensity == 1
    cooled = [m for m in g.messages() if " intensity (now " in m]
    assert len(cooled) == 1 and "(B3)" in cooled[0]


def test_the_gatekeepers_seal_needs_a_block_that_takes_renown():
    """"Place 1 Renown on the block you are on": in Co-Op a block takes Renown only while it
    has its Favour token; on a block without one the Seal is not offered."""
    g = quiet(1, 2, {"forge": ["gatekeepers_seal"], "favour": 1, "warden_at": ["B2"],
                     "favour_tokens": ["C2"]})
    assert not g.town.tiles["B2"].favour
    assert not acts(g, "ability", ability="forge", card="gatekeepers_seal")
    g = quiet(1, 2, {"forge": ["gatekeepers_seal"], "favour": 1, "warden_at": ["B2"],
                     "favour_tokens": ["B2"]})
    assert acts(g, "ability", ability="forge", card="gatekeepers_seal")


def test_still_air_alone_runs_out_after_the_event_phase():
    g = quiet(1, 2, {"forge": ["weathervane_charm"], "favour": 1})
    do(g, "ability", warden=0, ability="forge", card="weathervane_charm")
    assert g.shields["still_air"] and g.shields["firebreak"] == []
    while g.wardens[0].seat in g.acting_seats() and acts(g, "end_turn"):
        do(g, "end_turn")
        if not g.shields["still_air"]:
            break
    assert not g.shields["still_air"]
    assert "Firebreaks and still air run out." in [m.strip() for m in g.messages()]


def test_returning_the_last_treasure_ends_the_question():
    """At the end of the Action Phase the Treasures whose home holds a Warden may be
    returned; with the only one returned there is nothing left to ask."""
    g0 = quiet(1, 2)
    home = cell_of(g0, g0.equipment_info["vernas_watering_can"].home)
    g = quiet(1, 2, {"forge": ["vernas_watering_can"], "warden_at": [home]})
    do(g, "end_turn")
    assert g.pending is not None and g.pending["kind"] == "treasure"
    do(g, "treasure", card="vernas_watering_can", influence=True)
    assert "vernas_watering_can" not in g.forge
    assert g.pending is None or g.pending["kind"] != "treasure"
