"""Advance Fire, case by case, on hand-set positions with scripted dice."""

from __future__ import annotations

from boardgames_desktop.rules import new_game

from .helpers import acts, advance, at, clear, dice, fresh_house, go_to, make, place_ff, put, victim


def family(position=None):
    """One firefighter on (0,0) in a fresh house (``clear``); ``position``: the same as a
    scenario (``fresh_house``), with more of its fields."""
    if position is not None:
        return fresh_house("family", ("0,0",), **position)
    s = clear(make("family"))
    place_ff(s, 0, 0, 0)
    return s


def recruit(position):
    """The Experienced game at Recruit level, one Generalist on (0,0) in a fresh house; the
    ``position`` given on top."""
    return fresh_house("experienced", ("0,0", "generalist"), options={"difficulty": "Recruit"},
                       **position)


def victims(*spaces, revealed=True):
    """``pois``: a victim on each space."""
    return [{"at": space, "kind": "victim", "revealed": revealed} for space in spaces]


def test_roll_on_empty_space_places_smoke():
    s = family()
    dice(s, 2, 2)
    advance(s)
    assert s.fire[at(s, 2, 2)] == 1
    assert [r["step"] for r in s.fire_steps][:2] == ["roll", "smoke"]
    assert s.dice == [2, 2]


def test_roll_on_smoke_makes_fire():
    s = family()
    put(s, "smoke", (2, 2))
    dice(s, 2, 2)
    advance(s)
    assert s.fire[at(s, 2, 2)] == 2


def test_explosion_damages_wall_and_ignites_open_neighbours():
    s = family()
    put(s, "fire", (3, 4))
    dice(s, 3, 4)
    advance(s)
    # north: wall between 24 and 34 takes a damage marker; the others ignite
    assert s.walls["2,4,S"] == 1 and s.damage == 1
    assert s.fire[at(s, 2, 4)] == 0
    for cell in ((3, 5), (4, 4), (3, 3)):
        assert s.fire[at(s, *cell)] == 2
    exp = next(r for r in s.fire_steps if r["step"] == "explosion")
    assert exp["directions"]["N"]["end"] == "wall"
    assert exp["directions"]["E"] == {"path": [[3, 5]], "end": "ignite", "edge": None,
                                      "open_doors_destroyed": []}


def test_second_damage_destroys_wall_which_then_lets_fire_through():
    s = family({"fire": ["3,4"], "walls": {"2,4,S": 1}, "damage": 1})
    dice(s, 3, 4)
    advance(s)
    assert s.walls["2,4,S"] == 2 and s.damage == 2
    assert s.is_open("2,4,S")
    assert s.fire[at(s, 2, 4)] == 0  # the blast stopped at the wall


def test_explosion_destroys_closed_door_and_stops():
    s = family()
    put(s, "fire", (3, 3))
    dice(s, 3, 3)
    advance(s)
    assert s.doors["3,2,E"] == "destroyed"
    assert s.fire[at(s, 3, 2)] == 0
    assert s.damage == 1  # only the wall north of 33


def test_explosion_through_open_door_destroys_it_and_goes_on():
    s = family({"fire": ["3,3"], "doors": {"3,2,E": "open"}})
    dice(s, 3, 3)
    advance(s)
    assert s.doors["3,2,E"] == "destroyed"
    assert s.fire[at(s, 3, 2)] == 2
    exp = next(r for r in s.fire_steps if r["step"] == "explosion")
    assert exp["directions"]["W"]["open_doors_destroyed"] == ["3,2,E"]


def test_shockwave_travels_through_burning_spaces_to_first_non_burning():
    s = family()
    put(s, "fire", (3, 3), (3, 4), (3, 5))
    dice(s, 3, 3)
    advance(s)
    assert s.fire[at(s, 3, 6)] == 2
    exp = next(r for r in s.fire_steps if r["step"] == "explosion")
    assert exp["directions"]["E"]["path"] == [[3, 4], [3, 5], [3, 6]]


def test_shockwave_ends_on_wall_with_damage():
    s = family()
    put(s, "fire", (3, 5), (3, 6))
    dice(s, 3, 5)
    advance(s)
    assert s.walls["3,6,E"] == 1
    assert s.fire[at(s, 3, 7)] == 0


def test_shockwave_ends_on_closed_door():
    s = family()
    put(s, "fire", (4, 5), (4, 6))
    dice(s, 4, 5)
    advance(s)
    assert s.doors["4,6,E"] == "destroyed"
    assert s.fire[at(s, 4, 7)] == 0


def test_shockwave_through_open_door_ignites_beyond():
    s = family({"fire": ["4,5", "4,6"], "doors": {"4,6,E": "open"}})
    dice(s, 4, 5)
    advance(s)
    assert s.doors["4,6,E"] == "destroyed"
    assert s.fire[at(s, 4, 7)] == 2


def test_flashover_through_open_edges_only_to_a_fixpoint():
    s = family()
    put(s, "smoke", (3, 3), (3, 4), (3, 5), (3, 6), (2, 4), (3, 7), (3, 2), (4, 4), (5, 4))
    dice(s, 3, 3)
    advance(s)
    for cell in ((3, 3), (3, 4), (3, 5), (3, 6), (4, 4)):
        assert s.fire[at(s, *cell)] == 2, cell
    # behind an intact wall, a closed door (32-33, 44-54) or a wall: still smoke
    for cell in ((2, 4), (3, 7), (3, 2), (5, 4)):
        assert s.fire[at(s, *cell)] == 1, cell
    fo = next(r for r in s.fire_steps if r["step"] == "flashover")
    assert [3, 6] in fo["cells"]


def test_flashover_through_open_destroyed_doors_and_destroyed_wall_not_damaged_wall():
    s = family({"smoke": ["3,2", "3,3", "3,5", "3,6", "3,7", "5,4", "2,4", "3,4", "4,4"],
                "doors": {"3,2,E": "open", "4,4,S": "destroyed"},
                "walls": {"3,6,E": 2, "2,4,S": 1}})
    dice(s, 3, 3)
    advance(s)
    for cell in ((3, 2), (3, 7), (5, 4), (4, 4)):
        assert s.fire[at(s, *cell)] == 2, cell
    assert s.fire[at(s, 2, 4)] == 1  # a damaged wall still blocks


def test_fire_pushed_outside_knocks_down_then_is_cleared():
    s = family()
    put(s, "fire", (3, 1))
    place_ff(s, 0, 3, 0)
    dice(s, 3, 1)
    advance(s)
    go_to(s, 4, 0)
    outside = at(s, 3, 0)
    assert s.fire[outside] == 0
    steps = [r["step"] for r in s.fire_steps]
    assert "knockdown" in steps and steps[-1] == "outside_cleared"
    assert s.fire_steps[-1]["cells"] == [[3, 0]]
    assert s.firefighters[0].cell == at(s, 4, 0)


def test_knockdown_with_carried_victim_loses_it():
    s = family({"smoke": ["2,2"], "pois": victims("2,2"),
                "firefighters": [{"at": "2,2", "carrying": 0}]})
    assert s.firefighters[0].victim == s.pois[0].id
    dice(s, 2, 2)
    advance(s)
    go_to(s, 3, 0)  # a square of the nearest ambulance spot, the player's pick
    assert s.lost == 1 and s.pois == []
    assert s.firefighters[0].victim is None
    assert s.firefighters[0].cell == at(s, 3, 0)


def test_knockdown_tie_is_the_players_choice():
    s = family()
    put(s, "smoke", (5, 2))
    place_ff(s, 0, 5, 2)
    dice(s, 5, 2)
    advance(s)
    assert s.pending_decisions() and s.decision.kind == "knockdown"
    choices = acts(s)
    assert sorted({a["spot"] for a in choices}) == ["bottom-ambulance", "left-ambulance"]
    s.apply(next(a for a in choices if a["to"] == (7, 3)))
    assert s.firefighters[0].cell == at(s, 7, 3)
    assert not s.pending_decisions()


def test_knockdown_carrying_hazmat_leaves_it_on_the_space():
    s = clear(make("experienced"))
    put(s, "smoke", (2, 2))
    place_ff(s, 0, 2, 2)
    s.firefighters[0].hazmat = True
    dice(s, 2, 2)
    advance(s)
    amb = s.spot_cells(s.ambulance)
    go_to(s, *s.house.rc(amb[1]))
    assert s.hazmats == [at(s, 2, 2)]
    assert s.firefighters[0].cell in s.spot_cells(s.ambulance)


def test_pois_in_fire_are_lost_false_alarms_leave():
    s = family()
    put(s, "smoke", (2, 2), (2, 3))
    victim(s, 2, 2, revealed=False)
    victim(s, 2, 3, revealed=False, kind="false_alarm")
    dice(s, 2, 2)
    advance(s)
    assert s.lost == 1 and s.pois == []
    kinds = sorted(r["kind"] for r in s.fire_steps if r["step"] == "poi_lost")
    assert kinds == ["false_alarm", "victim"]


def test_hazmat_chain_explodes_each_and_leaves_hot_spots():
    s = recruit({"fire": ["3,4"], "hazmats": ["3,5", "3,6"]})
    reserve = s.hot_spot_reserve
    dice(s, 3, 4)
    advance(s)
    assert s.hazmats == []
    hz = [r["cell"] for r in s.fire_steps if r["step"] == "hazmat"]
    assert hz == [[3, 5], [3, 6]]
    assert s.hot_spots[at(s, 3, 5)] and s.hot_spots[at(s, 3, 6)]
    assert s.hot_spot_reserve == reserve - 2
    assert s.walls["3,6,E"] == 1  # the second hazmat blew into the wall


def test_flare_up_chain_and_hot_spot_at_its_end():
    s = recruit({"hot_spots": ["1,1", "1,2"]})
    reserve = s.hot_spot_reserve
    dice(s, 1, 1, 1, 2, 6, 8)
    advance(s)
    for cell in ((1, 1), (1, 2), (6, 8)):
        assert s.fire[at(s, *cell)] == 1
    assert [r["step"] for r in s.fire_steps].count("flare_up") == 2
    assert s.hot_spots[at(s, 6, 8)] and s.hot_spot_reserve == reserve - 1


def test_no_flare_up_no_new_hot_spot():
    s = recruit({})
    reserve = s.hot_spot_reserve
    dice(s, 6, 8)
    advance(s)
    assert not any(s.hot_spots) and s.hot_spot_reserve == reserve


def test_flare_up_with_empty_reserve_places_nothing():
    s = recruit({"hot_spots": ["1,1"], "hot_spot_reserve": 0})
    dice(s, 1, 1, 6, 8)
    advance(s)
    assert not s.hot_spots[at(s, 6, 8)]


def test_replenish_follows_arrows_clears_fire_and_reveals_on_firefighter():
    s = family({"poi_pool": ["victim", "false_alarm", "victim"], "fire": ["3,3"],
                "pois": victims("3,4", "2,2", revealed=False),
                "firefighters": [{"at": "3,3"}]})
    dice(s, 3, 4)  # 34 holds a POI: its arrow (W) leads to 33
    s.task_replenish()
    new = s.pois[-1]
    assert new.cell == at(s, 3, 3)
    assert s.fire[at(s, 3, 3)] == 0
    assert new.revealed  # a firefighter stands there: revealed at once


def test_end_of_turn_order_fire_then_replenish_then_next_turn():
    s = family({"poi_pool": ["victim"], "pois": victims("1,1", "1,2", revealed=False)})
    dice(s, 6, 8, 5, 5)
    s.apply(acts(s, "end_turn")[0])
    assert s.fire[at(s, 6, 8)] == 1
    assert len(s.pois) == 3 and s.pois[-1].cell == at(s, 5, 5)
    assert s.turn_number == 2


def test_win_seven_rescued():
    s = family({"rescued": 6, "firefighters": [{"at": "3,1", "ap": 4}],
                "pois": victims("3,1")})
    v = s.pois[0]
    s.apply(next(a for a in acts(s, "pickup")))
    assert s.firefighters[0].victim == v.id
    s.apply(next(a for a in acts(s, "move") if a["to"] == (3, 0)))
    assert s.rescued == 7
    assert s.outcome is not None and s.outcome.winners == (0,)
    assert s.legal_actions() == []


def test_loss_fourth_victim_lost():
    s = family({"lost": 3, "smoke": ["2,2"], "pois": victims("2,2")})
    dice(s, 2, 2)
    advance(s)
    assert s.outcome is not None and s.outcome.winners == ()
    assert "lost" in s.outcome.reason


def test_loss_24th_damage_marker_collapses():
    s = family({"damage": 23, "fire": ["3,4"]})
    dice(s, 3, 4)
    advance(s)
    assert s.damage == 24
    assert s.outcome is not None and "collapsed" in s.outcome.reason


def test_every_recorded_step_reads_as_a_sentence():
    import random

    from boardgames_desktop.games.flashpoint.steps import step_text

    seen = set()
    for g in range(30):
        s = new_game("flashpoint", "experienced", 2, g,
                     {"difficulty": "Heroic", "tragic_events": g % 2 == 0})
        rnd = random.Random(g)
        while not s.is_over:
            s.apply(rnd.choice(s.legal_actions()))
            for rec in s.fire_steps:
                text = step_text(rec)
                assert text and "{" not in text
                seen.add(rec["step"])
    assert {"roll", "explosion", "smoke"} <= seen


def test_explosion_step_text():
    from boardgames_desktop.games.flashpoint.steps import step_text

    s = family()
    put(s, "fire", (3, 4), (3, 5))
    dice(s, 3, 4)
    advance(s)
    exp = next(r for r in s.fire_steps if r["step"] == "explosion")
    assert step_text(exp) == ("Explosion at 34 — up: wall damaged; right: shockwave ignites 36; "
                              "down: ignites 44; left: ignites 33")
