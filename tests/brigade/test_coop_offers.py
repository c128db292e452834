"""Co-Op offers and their effects (``games/brigade/coop.py``): the Favour Refill of the
Wardens and of the Wagon only when one of them is short of water, Call the Watch only with
the EvacTrak below its start, what the log says after a Refill, upgrades per round from
coop.json, crew abilities off, Renown on a block already Loyal, and the Insurance Fraud
space shown at the top of the VP track."""

from __future__ import annotations

import copy

from boardgames_desktop.games.brigade import coop_tracks
from boardgames_desktop.games.brigade.coop_tracks import coop_rules
from boardgames_desktop.games.brigade.tracks import describe_space
from boardgames_desktop.rules.resources import load_json

from .helpers import game, kinds, one


def abilities(g, warden: int = 0) -> list[tuple[str, str | None]]:
    return [(a["ability"], a.get("what")) for a in kinds(g, "ability")
            if a["warden"] == warden]


def test_the_favour_refills_are_offered_only_to_fill_something():
    """Everyone starts full: no Favour Refill.  One Warden short: the Wardens' Refill only;
    an empty Wagon: the Wagon's only."""
    full = game("coop", 2, seed=3, position={"favour": 10})
    assert all(w.water == w.capacity for w in full.wardens)
    assert [a for a in abilities(full) if a[0] == "refill"] == []
    short = game("coop", 2, seed=3, position={"favour": 10, "warden_water": [2, 1]})
    assert [a for a in abilities(short) if a[0] == "refill"] == [("refill", "wardens")]
    dry = game("coop", 2, seed=3, position={"favour": 10, "wagons": [{"water": 0}]})
    assert [a for a in abilities(dry) if a[0] == "refill"] == [("refill", "wagon")]


def test_call_the_watch_needs_the_evactrak_below_its_start():
    """Call the Watch moves the EvacTrak 2 spaces back towards S (15): at 15 there is
    nothing to call it back for; at 14 it is offered."""
    at_start = game("coop", 2, seed=3, position={"favour": 10})
    assert at_start.evac.position == at_start.evac.start == 15
    assert ("call_watch", None) not in abilities(at_start)
    below = game("coop", 2, seed=3, position={"favour": 10, "evacuation": 14})
    assert ("call_watch", None) in abilities(below)


def test_the_log_says_what_a_favour_refill_filled():
    g = game("coop", 2, seed=3, position={"favour": 10, "warden_water": [2, 1],
                                          "wagons": [{"water": 0}]})
    g.apply(one(g, "ability", warden=0, ability="refill", what="wardens"))
    assert g.messages()[-1].strip() == "Every Warden is full."
    assert g.wardens[1].water == g.wardens[1].capacity and g.wagons[0].water == 0
    g.apply(one(g, "ability", warden=0, ability="refill", what="wagon"))
    assert g.messages()[-1].strip() == "The Wagon is full."
    assert g.wagons[0].water == g.wagon_capacity(g.wagons[0])


def upgrades_of_warden_0(g) -> int:
    return len([a for a in kinds(g, "upgrade") if a["warden"] == 0])


def test_a_warden_upgrades_as_often_per_round_as_coop_json_allows(monkeypatch):
    """``upgrades_per_warden_per_round`` is 1 (ruling); with 2 a second upgrade is
    offered in the same round."""
    g = game("coop", 2, seed=3)
    g.apply(kinds(g, "upgrade")[0])
    assert upgrades_of_warden_0(g) == 0
    raw = copy.deepcopy(load_json("brigade", "coop.json"))
    raw["upgrades_per_warden_per_round"] = 2
    monkeypatch.setattr(coop_tracks, "load_json", lambda game, name: raw)
    coop_rules.cache_clear()
    try:
        g = game("coop", 2, seed=3)
        g.apply(kinds(g, "upgrade")[0])
        assert upgrades_of_warden_0(g) > 0
    finally:
        coop_rules.cache_clear()


def test_crew_cards_give_no_ability_in_coop():
    """Co-Op has no crew deck and plays crew abilities off: Hob the Runner laid out in a
    position leaves the move at 4 steps."""
    g = game("coop", 2, seed=3, position={
        "intensity": {}, "warden_crew": [[{"card": "hob_the_runner", "water": 1}]]})
    w = g.wardens[0]
    assert w.cell == "A1" and [m.card for m in w.crew] == ["hob_the_runner"]
    ends = {a["to"] for a in kinds(g, "move") if a["warden"] == 0}
    ruin = g.rules["destroyed_step_cost"]
    assert ends == set(g.town.reachable("A1", 4, ruin))
    assert ends != set(g.town.reachable("A1", 5, ruin))


def test_a_loyal_block_takes_no_more_renown():
    """Renown goes on a block until it is Loyal; the water still puts the fire out."""
    g = game("coop", 2, seed=3, position={"loyalty": {"B2": 0}, "intensity": {"B2": 2},
                                          "warden_at": ["B2"], "warden_water": [2]})
    g.apply(one(g, "extinguish", warden=0))
    g.apply(one(g, "pour", source="warden:0"))
    tile = g.town.tiles["B2"]
    assert tile.intensity == 1 and tile.renown == {}


def test_the_board_shows_the_insurance_fraud_space_at_the_top_of_the_vp_track():
    g = game("coop", 2, seed=3, position={"vp": 40})
    top = len(g.cat.vpt) - 1
    assert g.vpt.points == top == 40
    assert g.coop_board()["insurance_next"] == describe_space(g.cat, g.cat.vpt[top])
    assert describe_space(g.cat, g.cat.vpt[top]) != describe_space(g.cat, g.cat.vpt[top - 1])
