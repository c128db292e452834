"""Each action's AP cost and its refusals."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action, IllegalAction, new_game

from .helpers import acts, at, clear, dice, find, fresh_house, make, place_ff, put, victim


def family(cell=(3, 3), ap=4, **position):
    """One firefighter on ``cell`` with ``ap`` AP in a fresh house (``fresh_house``);
    ``position``: more of the scenario position."""
    return fresh_house("family", (f"{cell[0]},{cell[1]}", None, ap), **position)


def move(s, r, c, player=0):
    return Action.make(player, "move", to=(r, c))


def test_factory_and_options():
    with pytest.raises(ValueError, match="Experienced"):
        new_game("flashpoint", "family", 2, 1, {"tragic_events": True})
    with pytest.raises(ValueError, match="difficulty"):
        new_game("flashpoint", "experienced", 2, 1, {"difficulty": "Legend"})
    with pytest.raises(ValueError, match="1 to 6 firefighters"):
        new_game("flashpoint", "family", 1, 1, {"firefighters": 7})
    with pytest.raises(ValueError):
        new_game("flashpoint", "family", 7, 1)
    solo = new_game("flashpoint", "family", 1, 1, {"firefighters": 3})
    assert [f.seat for f in solo.firefighters] == [0, 0, 0]
    duo = new_game("flashpoint", "experienced", 2, 1, {"firefighters": 4})
    assert [f.seat for f in duo.firefighters] == [0, 1, 0, 1]


def test_family_setup_layout():
    s = new_game("flashpoint", "family", 2, 5)
    assert sum(1 for v in s.fire if v == 2) == 10 and s.fire[at(s, 5, 7)] == 2
    assert sorted(p.cell for p in s.pois) == sorted(at(s, *c) for c in ((2, 4), (5, 1), (5, 8)))
    assert all(st == "closed" for st in s.doors.values())
    placements = acts(s)
    assert all(a.kind == "place" for a in placements) and len(placements) == 32
    assert all(not s.house.inside[at(s, *a["to"])] for a in placements)


def test_move_costs_one_and_two_into_fire():
    s = family()
    put(s, "fire", (3, 4))
    assert find(s, "move", to=(3, 4)).cost == "2 AP"
    assert find(s, "move", to=(4, 3)).cost == "1 AP"
    s.apply(find(s, "move", to=(3, 4)))
    assert s.firefighters[0].ap == 2


def test_move_refused_through_wall_and_closed_door_and_without_ap():
    s = family()
    with pytest.raises(IllegalAction, match="wall"):
        s.apply(move(s, 2, 3))
    with pytest.raises(IllegalAction, match="closed door"):
        s.apply(move(s, 3, 2))
    s = family(ap=1, fire=["3,4"])
    with pytest.raises(IllegalAction, match="costs 2 AP"):
        s.apply(move(s, 3, 4))
    with pytest.raises(IllegalAction, match="adjacent"):
        s.apply(move(s, 5, 5))


def test_carrying_costs_two_never_into_fire_leading_costs_one():
    s = family()
    v = victim(s, 3, 3)
    s.apply(find(s, "pickup"))
    put(s, "fire", (3, 4))
    assert find(s, "move", to=(4, 3)).cost == "2 AP"
    assert find(s, "move", to=(3, 4)) is None
    with pytest.raises(IllegalAction, match="into fire"):
        s.apply(move(s, 3, 4))
    v.treated = True
    assert find(s, "move", to=(4, 3)).cost == "1 AP"
    assert find(s, "move", to=(3, 4)) is None


def test_entering_poi_reveals_false_alarm_removed():
    s = family()
    victim(s, 4, 3, revealed=False, kind="false_alarm")
    v = victim(s, 3, 4, revealed=False)
    s.apply(find(s, "move", to=(4, 3)))
    assert len(s.pois) == 1
    s.apply(find(s, "move", to=(3, 3)))
    s.apply(find(s, "move", to=(3, 4)))
    assert v.revealed and s.pois == [v]


def test_doors_cost_one():
    s = family()
    a = find(s, "door", edge="3,2,E")
    assert a.cost == "1 AP" and a.target == "door:3,2,E"
    s.apply(a)
    assert s.doors["3,2,E"] == "open" and s.firefighters[0].ap == 3
    s.apply(find(s, "move", to=(3, 2)))
    s.apply(find(s, "door", edge="3,2,E"))
    assert s.doors["3,2,E"] == "closed"
    s = family(cell=(3, 2), ap=3, doors={"3,2,E": "destroyed"})
    assert find(s, "door") is None
    with pytest.raises(IllegalAction, match="destroyed"):
        s.apply(Action.make(0, "door", edge="3,2,E"))


def test_extinguish_own_and_open_neighbours_not_behind_walls():
    s = family()
    put(s, "fire", (3, 3), (3, 4), (2, 3))
    put(s, "smoke", (3, 2))
    targets = sorted(a["at"] for a in acts(s, "extinguish"))
    assert targets == [(3, 3), (3, 4)]  # 23 behind a wall, 32 behind a closed door
    s.apply(find(s, "extinguish", at=(3, 4)))
    assert s.fire[at(s, 3, 4)] == 1 and s.firefighters[0].ap == 3
    s.apply(find(s, "extinguish", at=(3, 4)))
    assert s.fire[at(s, 3, 4)] == 0 and s.firefighters[0].ap == 2


def test_chop_two_ap_per_marker_and_counts_damage():
    s = family(ap=5)
    a = find(s, "chop", edge="2,3,S")
    assert a.cost == "2 AP"
    s.apply(a)
    assert s.walls["2,3,S"] == 1 and s.damage == 1
    s.apply(find(s, "chop", edge="2,3,S"))
    assert s.walls["2,3,S"] == 2 and s.damage == 2
    assert find(s, "chop", edge="2,3,S") is None
    assert find(s, "move", to=(2, 3)) is not None  # destroyed: no longer blocks


def test_saved_ap_never_above_four():
    s = family(ap=8)  # no POI to come
    dice(s, 6, 8)
    s.apply(find(s, "end_turn"))
    # solo: the same firefighter again, saved 4 + 4 new
    assert s.firefighters[0].ap == 8
    dice(s, 6, 7)
    s.firefighters[0].ap = 3
    s.apply(find(s, "end_turn"))
    assert s.firefighters[0].ap == 7


def test_family_rescue_on_any_outside_space():
    s = family(cell=(6, 3))
    victim(s, 6, 3)
    s.apply(find(s, "pickup"))
    s.apply(find(s, "move", to=(7, 3)))
    assert s.rescued == 1 and s.pois == [] and s.firefighters[0].victim is None


def test_drop_and_pick_up_again():
    s = family()
    v = victim(s, 3, 3)
    s.apply(find(s, "pickup"))
    s.apply(find(s, "drop"))
    assert v.carrier is None and s.firefighters[0].victim is None
    assert find(s, "pickup") is not None


def test_turn_passes_between_seats_and_wrong_seat_refused():
    s = clear(make("family", players=2))
    place_ff(s, 0, 3, 3, ap=4)
    s.poi_pool = []
    with pytest.raises(IllegalAction, match="Player 2"):
        s.apply(Action.make(1, "end_turn"))
    dice(s, 6, 8)
    s.apply(find(s, "end_turn"))
    assert s.active_players == [1]
    assert s.firefighters[1].ap == 4


# ----- Experienced ---------------------------------------------------------------------------
def exp(specs=(), **kw):
    s = clear(make("experienced", players=1, firefighters=max(1, len(specs)),
                   specialists=specs, engine="top-engine", ambulance="left-ambulance", **kw))
    return s


def test_experienced_setup_counts_per_level():
    for level, hazmats, boom in (("Recruit", 3, 3), ("Veteran", 4, 3), ("Heroic", 5, 4)):
        s = new_game("flashpoint", "experienced", 4, 3, {"difficulty": level})
        assert len(s.hazmats) == hazmats
        assert len(s.pois) == 3
        fires = sum(1 for v in s.fire if v == 2)
        assert fires >= boom
        extra = {"Recruit": 0, "Veteran": 3, "Heroic": 3}[level]
        # hot spots: one per initial explosion + extra + 3 for four firefighters
        assert sum(s.hot_spots) == boom + extra + 3
        assert s.hot_spot_reserve == (12 if level == "Heroic" else 6)
        kinds = [a.kind for a in s.legal_actions()]
        assert set(kinds) == {"park"}


def test_experienced_rescue_only_at_the_ambulance():
    s = exp()
    place_ff(s, 0, 3, 1, ap=6)
    victim(s, 3, 1)
    s.apply(find(s, "pickup"))
    s.apply(find(s, "move", to=(3, 0)))
    assert s.rescued == 1  # the ambulance is parked on the left: 30-40
    s2 = exp()
    place_ff(s2, 0, 4, 8, ap=6)
    victim(s2, 4, 8)
    s2.apply(find(s2, "pickup"))
    s2.apply(find(s2, "move", to=(4, 9)))
    assert s2.rescued == 0 and s2.firefighters[0].victim is not None


def test_ambulance_driven_from_anywhere_costs_per_side_and_rescues():
    s = exp()
    place_ff(s, 0, 3, 3, ap=4)
    victim(s, 4, 9)  # a victim lying outside on the right
    costs = {a["spot"]: a.cost for a in acts(s, "drive")}
    assert costs == {"top-ambulance": "2 AP", "bottom-ambulance": "2 AP",
                     "right-ambulance": "4 AP"}
    s.apply(find(s, "drive", spot="right-ambulance"))
    assert s.ambulance == "right-ambulance" and s.rescued == 1 and s.firefighters[0].ap == 0


def test_engine_needs_driver_on_it_and_riders_choose():
    s = exp(specs=("generalist", "paramedic"))
    place_ff(s, 0, 3, 3, ap=5)
    place_ff(s, 1, 0, 8)
    assert all(a["vehicle"] == "ambulance" for a in acts(s, "drive"))
    with pytest.raises(IllegalAction, match="on the engine"):
        s.apply(Action.make(0, "drive", vehicle="engine", spot="right-engine", to=(5, 9)))
    place_ff(s, 0, 0, 7)
    drive = find(s, "drive", vehicle="engine", spot="right-engine", to=(6, 9))
    assert drive.cost == "2 AP"
    s.apply(drive)
    assert s.engine == "right-engine" and s.firefighters[0].cell == at(s, 6, 9)
    assert s.decision.kind == "ride"
    ride = acts(s)
    assert sorted(str(a["to"]) for a in ride) == ["(5, 9)", "(6, 9)", "None"]
    s.apply(find(s, "ride", to=(5, 9)))
    assert s.firefighters[1].cell == at(s, 5, 9) and not s.pending_decisions()


def test_deck_gun_flips_into_quadrant_and_soaks_target_and_open_neighbours():
    s = exp(specs=("generalist",))
    place_ff(s, 0, 0, 7, ap=5)
    put(s, "fire", (2, 6), (1, 6), (2, 7), (3, 6))
    put(s, "smoke", (2, 5))
    a = find(s, "deck_gun")
    assert a.cost == "4 AP" and a.target == "quadrant:NE"
    dice(s, 5, 3)  # 5,3 → flipped to 2,6 (red 7-5, black 9-3)
    s.apply(a)
    assert s.deck_gun_shot["rolled"] == [5, 3] and s.deck_gun_shot["flipped"] == [2, 6]
    assert s.fire[at(s, 2, 6)] == 0 and s.fire[at(s, 1, 6)] == 0 and s.fire[at(s, 2, 7)] == 0
    assert s.fire[at(s, 2, 5)] == 1  # behind the closed door 25-26
    assert s.fire[at(s, 3, 6)] == 2  # behind the wall
    assert s.firefighters[0].ap == 1


def test_deck_gun_forbidden_with_firefighter_in_quadrant():
    s = exp(specs=("generalist", "paramedic"))
    place_ff(s, 0, 0, 7, ap=5)
    place_ff(s, 1, 2, 6)
    assert find(s, "deck_gun") is None
    with pytest.raises(IllegalAction, match="firefighter is in its quarter"):
        s.apply(Action.make(0, "deck_gun"))


def test_crew_change_on_engine_once_a_turn_bonus_lost():
    s = exp(specs=("rescue",))
    place_ff(s, 0, 0, 8, ap=4)
    a = find(s, "crew_change", specialist="cafs")
    assert a.cost == "2 AP"
    s.apply(a)
    ff = s.firefighters[0]
    assert ff.specialist == "cafs" and ff.ap == 2 and ff.bonus_ap == 0
    assert find(s, "crew_change") is None
    place_ff(s, 0, 3, 3)
    assert find(s, "crew_change") is None


def test_hazmat_carried_outside_is_disposed():
    s = exp()
    place_ff(s, 0, 6, 3, ap=4)
    put(s, "hazmat", (6, 3))
    s.apply(find(s, "pickup_hazmat"))
    assert find(s, "move", to=(7, 3)).cost == "2 AP"
    s.apply(find(s, "move", to=(7, 3)))
    assert s.hazmats == [] and not s.firefighters[0].hazmat


def test_bonus_ap_never_saved():
    s = exp(specs=("cafs",))
    place_ff(s, 0, 3, 3)
    ff = s.firefighters[0]
    assert ff.bonus_ap == 3 and ff.bonus_kind == "extinguish" and ff.ap == 3
    put(s, "smoke", (3, 4))
    s.apply(find(s, "extinguish", at=(3, 4)))
    assert ff.bonus_ap == 2 and ff.ap == 3  # extinguish-only AP spent first
    ff.ap = 1
    dice(s, 6, 8)
    s.apply(find(s, "end_turn"))
    assert ff.bonus_ap == 3 and ff.ap == 1 + 3  # 2 unused bonus AP were not saved


def test_family_has_no_vehicles_or_hazmat_actions():
    s = family()
    put(s, "hazmat", (3, 3))
    kinds = {a.kind for a in s.legal_actions()}
    assert not kinds & {"drive", "deck_gun", "crew_change", "pickup_hazmat"}
    with pytest.raises(IllegalAction, match="Family"):
        s.apply(Action.make(0, "drive", vehicle="ambulance", spot="top-ambulance", to=None))


def test_extinguish_and_chop_refusals_say_why():
    s = family(ap=1, fire=["2,3"])
    with pytest.raises(IllegalAction, match="no fire or smoke"):
        s.apply(Action.make(0, "extinguish", at=(3, 4)))
    with pytest.raises(IllegalAction, match="adjacent one not behind a wall"):
        s.apply(Action.make(0, "extinguish", at=(2, 3)))
    with pytest.raises(IllegalAction, match="costs 2 AP per damage marker; you have 1"):
        s.apply(Action.make(0, "chop", edge="2,3,S"))
    with pytest.raises(IllegalAction, match="wall of your own space"):
        s.apply(Action.make(0, "chop", edge="2,4,S"))
    s = family(ap=1, fire=["2,3"], walls={"2,3,S": 2})
    with pytest.raises(IllegalAction, match="already destroyed"):
        s.apply(Action.make(0, "chop", edge="2,3,S"))
    s = family(ap=0, fire=["2,3"], smoke=["3,3"], walls={"2,3,S": 2})
    with pytest.raises(IllegalAction, match="costs 1 AP; you have 0"):
        s.apply(Action.make(0, "extinguish", at=(3, 3)))


def test_deck_gun_and_crew_change_refused_off_the_engine():
    s = exp(specs=("generalist",))
    place_ff(s, 0, 3, 3, ap=5)
    with pytest.raises(IllegalAction, match="from the engine"):
        s.apply(Action.make(0, "deck_gun"))
    with pytest.raises(IllegalAction, match="engine's space"):
        s.apply(Action.make(0, "crew_change", specialist="cafs"))


def test_move_preview_cheapest_walk():
    from boardgames_desktop.games.flashpoint.paths import move_preview

    s = family(fire=["3,4"])
    cost, path = move_preview(s, 0, at(s, 3, 5))
    assert (cost, path) == (3, [at(s, 3, 3), at(s, 3, 4), at(s, 3, 5)])  # fire 2 + 1
    assert move_preview(s, 0, at(s, 2, 3)) is None  # the room is shut by closed doors
    s = family(fire=["3,4"], doors={"3,2,E": "open"})
    assert move_preview(s, 0, at(s, 2, 3))[0] == 3  # 32, 22, 23
    v = victim(s, 3, 3)
    s.apply(find(s, "pickup"))
    assert v.carrier == 0
    cost, path = move_preview(s, 0, at(s, 3, 5))
    assert cost == 8 and at(s, 3, 4) not in path  # carrying: 2 a space, never into fire


def test_ambulance_riders_choose_and_carried_victim_rescued_on_arrival():
    s = exp(specs=("generalist", "paramedic"))
    place_ff(s, 0, 3, 0, ap=5)  # driver on the ambulance (left, 30-40)
    place_ff(s, 1, 4, 0)
    v = victim(s, 4, 0)
    v.carrier, s.firefighters[1].victim = 1, v.id
    # hand-set: the rider holds a victim that has not been checked for rescue yet
    s.apply(find(s, "drive", spot="top-ambulance", to=(0, 5)))
    assert s.firefighters[0].cell == at(s, 0, 5)
    assert s.decision.kind == "ride" and s.decision["ff"] == 1
    s.apply(find(s, "ride", to=(0, 6)))
    assert s.firefighters[1].cell == at(s, 0, 6)
    assert s.rescued == 1 and s.firefighters[1].victim is None


def test_ambulance_rider_may_stay():
    s = exp(specs=("generalist", "paramedic"))
    place_ff(s, 0, 3, 3, ap=5)
    place_ff(s, 1, 4, 0)
    s.apply(find(s, "drive", spot="bottom-ambulance"))
    s.apply(find(s, "ride", to=None))
    assert s.firefighters[1].cell == at(s, 4, 0) and not s.pending_decisions()
    assert s.firefighters[0].cell == at(s, 3, 3)
