"""Tragic Events: the Fire deck, Flare Up supply and every Event card."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.flashpoint.data import events
from boardgames_desktop.rules import new_game

from .helpers import acts, at, clear, dice, find, fresh_house, make, place_ff


def tragic(*specs, level="Recruit", players=1, position=None, aps=()):
    """Two firefighters on (0,0) and (7,9) in a fresh house (``clear``); ``position`` (or
    ``aps``, the firefighters' AP in order): the same as a scenario (``fresh_house``), with
    more of its fields."""
    specs = specs or ("generalist", "paramedic")
    if position is not None or aps:
        firefighters = [(space, spec, *aps[k:k + 1])
                        for k, (space, spec) in enumerate(zip(("0,0", "7,9"), specs,
                                                              strict=True))]
        return fresh_house("experienced", *firefighters, players=players,
                           options={"tragic_events": True, "difficulty": level},
                           **(position or {}))
    s = clear(make("experienced", players=players, firefighters=max(players, len(specs)),
                   specialists=specs, engine="top-engine", ambulance="left-ambulance",
                   tragic_events=True, difficulty=level))
    place_ff(s, 0, 0, 0)
    place_ff(s, 1, 7, 9)
    return s


def fire_phase(s):
    s.fire_steps = []
    s.stage = "fire"
    s.flow.schedule(["fire_phase"])
    s.run()


@pytest.mark.parametrize("count,level,rages", [
    (1, "Recruit", 15), (2, "Veteran", 10), (2, "Heroic", 10), (3, "Recruit", 11),
    (3, "Veteran", 8), (4, "Recruit", 10), (5, "Heroic", 7), (6, "Veteran", 7)])
def test_fire_deck_built_by_the_table(count, level, rages):
    s = new_game("flashpoint", "experienced", 1, 2,
                 {"difficulty": level, "tragic_events": True, "firefighters": count})
    assert s.fire_deck.count("fire_rages") == rages
    assert s.fire_deck.count("accelerate") == 1 and len(s.fire_deck) == rages + 1
    assert s.flare_supply == {"Recruit": 6, "Veteran": 8, "Heroic": 10}[level]
    assert sorted(s.event_deck) == sorted(events()) and len(s.event_deck) == 35
    assert not any(s.hot_spots) and s.hot_spot_reserve == 0


def test_fire_rages_advances_fire_then_is_discarded():
    s = tragic(position={"fire_deck": ["fire_rages"]})
    dice(s, 1, 1)
    fire_phase(s)
    assert s.fire[at(s, 1, 1)] == 1 and s.fire_discard == ["fire_rages"]
    assert s.fire_steps[0] == {"step": "fire_card", "card": "fire_rages"}


def test_flare_up_chain_without_limit():
    s = tragic(position={"fire_deck": ["flare_up", "flare_up", "fire_rages"],
                         "event_deck": ["adrenaline", "thermal-sweep"]})
    dice(s, 1, 1)
    fire_phase(s)
    assert s.flare_supply == 4
    assert sorted(s.fire_discard) == ["fire_rages"] + ["flare_up"] * 4
    assert s.event_discard == ["adrenaline", "thermal-sweep"] and s.event_deck == []
    assert s.fire[at(s, 1, 1)] == 1
    assert s.last_event == "thermal-sweep"


def test_accelerate_advances_event_flare_and_reshuffles_everything():
    s = tragic(position={"fire_deck": ["accelerate", "fire_rages"],
                         "fire_discard": ["fire_rages", "flare_up"], "event_deck": ["adrenaline"]})
    dice(s, 1, 1)
    fire_phase(s)
    assert s.fire_discard == []
    assert sorted(s.fire_deck) == sorted(["accelerate", "fire_rages", "fire_rages",
                                          "flare_up", "flare_up"])
    assert s.fire[at(s, 1, 1)] == 1 and s.event_discard == ["adrenaline"]
    assert s.flare_supply == 5


def test_respite_no_advance_fire():
    s = tragic(position={"fire_deck": ["respite"]})
    dice(s)  # any roll would fail
    fire_phase(s)
    assert sum(s.fire) == 0 and s.fire_discard == ["respite"]


def test_flare_ups_are_limited():
    s = tragic(position={"flare_supply": 0, "fire_deck": ["flare_up", "fire_rages"],
                         "event_deck": ["adrenaline"]})
    dice(s, 1, 1)
    fire_phase(s)
    assert s.fire_discard.count("flare_up") == 1  # only the card itself
    assert any(r.get("skipped") for r in s.fire_steps if r["step"] == "add_flare_up")


def test_removed_flare_up_does_not_return_to_supply():
    s = tragic(position={"fire_discard": ["flare_up"]})
    supply = s.flare_supply
    s.apply_event({"kind": "remove_flare_up", "count": 1})
    assert s.fire_discard == [] and s.flare_supply == supply and s.flare_removed == 1


def test_hazmat_explosion_adds_a_flare_up_not_a_hot_spot():
    s = tragic(position={"fire": ["3,4"], "hazmats": ["3,5"], "fire_deck": ["fire_rages"]})
    supply = s.flare_supply
    dice(s, 3, 4)
    fire_phase(s)
    assert s.hazmats == [] and not any(s.hot_spots)
    assert s.flare_supply == supply - 1 and s.fire_discard.count("flare_up") == 1


def test_empty_fire_deck_reshuffles_its_discards():
    s = tragic(position={"fire_deck": [], "fire_discard": ["fire_rages"]})
    dice(s, 1, 1)
    fire_phase(s)
    assert s.fire[at(s, 1, 1)] == 1 and s.fire_discard == ["fire_rages"]


def test_suppression_interrupt_inside_a_flare_up_chain_resumes():
    s = tragic("generalist", "suppression", players=2, position={
        "firefighters": [{"at": "0,0", "specialist": "generalist"},
                         {"at": "7,9", "specialist": "suppression", "ap": 1}],
        "fire_deck": ["flare_up", "fire_rages"], "event_deck": ["adrenaline"]})
    dice(s, 1, 1)
    fire_phase(s)
    assert s.decision.kind == "suppress" and s.active_players == [1]
    s.apply(find(s, "suppress", flip="red"))  # 1,1 → 6,1
    assert s.fire[at(s, 6, 1)] == 1
    assert sorted(s.fire_discard) == ["fire_rages", "flare_up", "flare_up"]
    assert s.flow.steps == []


def test_end_turn_draws_fire_card_then_replenishes():
    s = tragic(position={"poi_pool": ["victim"] * 3, "fire_deck": ["fire_rages"]})
    dice(s, 1, 1, 2, 2, 4, 4, 5, 5)
    s.apply(find(s, "end_turn"))
    assert s.fire[at(s, 1, 1)] == 1 and len(s.pois) == 3
    assert s.current == 1


# ----- every Event card ----------------------------------------------------------------------
def _prepare(kind):
    """The position an Event card of ``kind`` acts on (Red 4 AP, Blue 3, three victims to
    come) and the dice it rolls."""
    position = {"poi_pool": ["victim"] * 3}
    rolls: tuple[int, ...] = ()
    if kind == "backdraft":
        position.update(smoke=["3,2"], fire=["3,3"])
    elif kind in ("advance_fire", "smoke_rolls"):
        rolls = (1, 1, 1, 2, 1, 3)
    elif kind in ("explosion_roll", "damage_roll"):
        rolls = (3, 4) if kind == "explosion_roll" else (1, 1)
    elif kind == "remove_flare_up":
        position["fire_discard"] = ["flare_up", "fire_rages"]
    elif kind == "add_pois":
        rolls = (2, 2, 5, 5)
    elif kind == "hide_revealed":
        position["pois"] = [{"at": "2,2", "kind": "victim", "revealed": True},
                            {"at": "5,5", "kind": "victim"}]
    elif kind == "doors_burn":
        position["fire"] = ["3,3"]
    elif kind in ("hazmat_roll", "fire_roll", "fire_grenade"):
        rolls = (2, 2)
        if kind == "fire_grenade":
            position.update(fire=["2,2", "2,1", "1,2"], smoke=["2,3"])
    elif kind == "wind_gust":
        rolls = (2,)
        position["smoke"] = ["1,2", "5,2", "6,4"]
    elif kind == "reveal_pois":
        position["pois"] = [{"at": "5,5", "kind": "victim"},
                            {"at": "2,2", "kind": "false_alarm"}]
    return position, rolls


def _check(s, e):
    kind = e["kind"]
    f = s.fire
    if kind == "backdraft":
        assert f[at(s, 3, 2)] == 2
    elif kind == "advance_fire":
        assert sum(f) == e["count"]
    elif kind == "smoke_rolls":
        assert sum(f) == e["count"]
    elif kind == "explosion_roll":
        assert f[at(s, 3, 4)] == 2 and s.walls["2,4,S"] == 1 and f[at(s, 3, 5)] == 2
    elif kind == "damage_roll":
        assert s.damage == 2 and s.walls["0,1,S"] == 1 and s.walls["1,0,E"] == 1
    elif kind == "add_flare_up":
        assert s.fire_discard.count("flare_up") == e["count"]
    elif kind == "remove_flare_up":
        assert s.fire_discard == ["fire_rages"] and s.flare_removed == 1
    elif kind == "add_pois":
        assert len(s.pois) == e["count"]
    elif kind == "hide_revealed":
        assert not any(p.revealed for p in s.pois) and len(s.pois) == 2
    elif kind == "lose_saved_ap":
        expect = ([4 - e["amount"], max(0, 3 - e["amount"])] if e["who"] == "all"
                  else [4, max(0, 3 - e["amount"])])
        assert [ff.ap for ff in s.firefighters] == expect
    elif kind == "gain_saved_ap":
        assert [ff.ap for ff in s.firefighters] == [4, 4]
    elif kind == "turn_effect":
        s.task_next_turn()
        kinds = {a.kind for a in s.legal_actions()}
        banned = {"no_move": "move", "no_drive": "drive", "no_deck_gun": "deck_gun"}
        assert s.turn_effects == {e["effect"]: 1}
        assert banned[e["effect"]] not in kinds
    elif kind == "ap_penalty":
        s.task_next_turn()
        assert s.firefighters[1].ap == 3 + 4 - e["amount"]
    elif kind == "bonus_extinguish":
        s.task_next_turn()
        assert s.firefighters[1].extra_extinguish == e["amount"]
    elif kind == "doors_burn":
        assert s.doors["3,2,E"] == "destroyed"
        assert sum(st == "closed" for st in s.doors.values()) == 7
    elif kind == "open_doors":
        assert all(st == "open" for st in s.doors.values())
    elif kind == "hazmat_roll":
        assert s.hazmats == [at(s, 2, 2)]
    elif kind == "fire_roll":
        assert f[at(s, 2, 2)] == 2
    elif kind == "wind_gust":
        assert f[at(s, 1, 2)] == 2 and f[at(s, 5, 2)] == 2 and f[at(s, 6, 4)] == 1
    elif kind == "fire_grenade":
        assert sum(f) == 0
    elif kind == "add_respite":
        assert "respite" in s.fire_deck
    elif kind == "reveal_pois":
        assert len(s.pois) == 1 and s.pois[0].revealed
    else:
        raise AssertionError(f"no check for {kind}")


@pytest.mark.parametrize("card_id", sorted(events()))
def test_every_event_card_has_its_effect(card_id):
    card = events()[card_id]
    position, rolls = _prepare(card.effect["kind"])
    s = tragic(position={**position, "event_deck": [card_id]}, aps=(4, 3))
    dice(s, *rolls)
    s.stage = "fire"
    s.flow.schedule(["event_draw"])
    s.run()
    assert s.last_event == card_id and s.event_discard == [card_id]
    assert any(r["step"] == "event" and r["card"] == card_id for r in s.fire_steps)
    _check(s, card.effect)


def test_event_deck_reshuffles_its_discards_when_empty():
    s = tragic()
    s.event_deck = []
    s.event_discard = ["adrenaline"]
    s.flow.schedule(["event_draw"])
    s.run()
    assert s.last_event == "adrenaline" and s.event_discard == ["adrenaline"]


def test_respite_added_only_once():
    s = tragic(position={"fire_deck": ["fire_rages"]})
    s.apply_event({"kind": "add_respite"})
    s.apply_event({"kind": "add_respite"})
    assert s.fire_deck.count("respite") == 1


def test_about_three_in_four_events_hurt():
    harmful = sum(c.harmful for c in events().values())
    assert len(events()) == 35 and 24 <= harmful <= 29


def test_tragic_specialists_offered_only_with_tragic_events():
    s = new_game("flashpoint", "experienced", 1, 1, {"tragic_events": True})
    s.apply(acts(s)[0])
    s.apply(acts(s)[0])
    offered = {a["specialist"] for a in acts(s)}
    assert {"prevention", "strategist", "suppression"} <= offered and len(offered) == 11


def test_hazmat_event_with_no_valid_space_is_skipped():
    inside = [f"{r},{c}" for r in range(1, 7) for c in range(1, 9)]
    s = tragic(position={"smoke": inside})  # smoke everywhere in the house
    assert all(s.fire[i] == 1 for i in range(len(s.fire)) if s.house.inside[i])
    s.apply_event({"kind": "hazmat_roll"})
    assert s.hazmats == []
    assert s.fire_steps[-1] == {"step": "placement", "cell": None}


def test_setup_explosions_are_recorded_for_the_view():
    s = new_game("flashpoint", "experienced", 2, 9, {"difficulty": "Heroic"})
    booms = [r for r in s.fire_steps if r["step"] == "explosion"]
    assert len(booms) == 4 and all(len(b["directions"]) == 4 for b in booms)
