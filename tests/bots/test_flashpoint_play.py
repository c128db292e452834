"""Flash Point: hand-set positions where a computer firefighter must make the obvious move.

Each position is a scenario (``new_game(..., scenario=...)``); the bot searches with a
small fixed budget and no time cap, so the test is deterministic and quick.
"""

from __future__ import annotations

import math
from typing import Any

from boardgames_desktop import bots
from boardgames_desktop.rules import new_game

ITERATIONS = 150


def family(position: dict[str, Any], seed: int = 3) -> Any:
    return new_game("flashpoint", "family", 2, seed, {}, scenario={"position": position})


def cell(state: Any, text: str) -> int:
    row, column = map(int, text.split(","))
    return state.house.idx(row, column)


def play_turn(state: Any, level: str = "hard", seed: int = 1,
              iterations: int = ITERATIONS) -> list[Any]:
    """Let the bot of the seat to move play until it ends its turn (not applied: the
    position is the one the turn leaves, before the fire moves); its actions."""
    seat = state.active_players[0]
    bot = bots.make_bot(level, seat, seed, iterations=iterations)
    taken = []
    while not state.is_over and state.active_players == [seat] and len(taken) < 20:
        action = bot.choose(state, math.inf)
        taken.append(action)
        if action.kind == "end_turn":
            break
        state.apply(action)
    return taken


FAR_FIRE = ["1,7", "1,8", "2,8"]  # fire far from the firefighters: work for later


def test_a_firefighter_steps_out_of_smoke_the_flashover_will_light():
    """Red stands in smoke between two fires with 1 AP: putting out either fire still
    leaves the other touching the smoke, so the flashover at the end of the turn lights it
    and knocks Red down.  Stepping south to the clear 6,4 (or clearing the smoke Red stands
    in) is the move."""
    state = family({
        "fire": ["5,3", "5,5"] + FAR_FIRE, "smoke": ["5,4"],
        "pois": [{"at": "2,2", "kind": "victim"}, {"at": "3,6", "kind": "victim"},
                 {"at": "1,1", "kind": "false_alarm"}],
        "firefighters": [{"at": "5,4", "ap": 1}, {"at": "0,4", "ap": 0}],
    })
    safe = {"Move to 64 (1 AP)", "Clear the smoke at 54 (1 AP)"}
    for level in ("easy", "normal", "hard"):
        turn = play_turn(state.clone(), level)
        assert turn[0].describe() in safe, (level, [a.describe() for a in turn])


def test_a_firefighter_does_not_wait_at_the_end_of_a_smoke_chain():
    """Red stands in smoke at 1,2; smoke runs on through 1,1 and 2,1 to the fire at 3,1.
    The flashover repeats until nothing ignites, so the whole chain burns back to Red, who
    is knocked down.  With 1 AP Red must break the chain (clear 1,1 or its own smoke) or
    step out to a clear space, not end the turn there nor step into 1,1."""
    state = family({
        "fire": ["3,1", "5,7", "6,8"], "smoke": ["1,2", "1,1", "2,1"],
        "pois": [{"at": "4,6", "kind": "victim", "revealed": True},
                 {"at": "5,2", "kind": "victim"}, {"at": "6,1", "kind": "false_alarm"}],
        "firefighters": [{"at": "1,2", "ap": 1}, {"at": "7,4", "ap": 0}],
    })
    safe = {"Clear the smoke at 11 (1 AP)", "Clear the smoke at 12 (1 AP)",
            "Move to 13 (1 AP)", "Move to 22 (1 AP)"}
    for level in ("easy", "normal", "hard"):
        turn = play_turn(state.clone(), level)
        assert turn[0].describe() in safe, (level, [a.describe() for a in turn])


def burning(state: Any, text: str) -> bool:
    return state.fire[cell(state, text)] == 2


def test_a_fire_walled_in_on_three_sides_is_put_out_before_walking_to_a_far_poi():
    """A lone fire at 5,8 has walls to its north, east and west: one Advance Fire roll on it
    damages three walls at once and spreads fire.  Red stands beside it with 4 AP; the POIs
    lie far away and out of the fire's reach.  Over the rolls still to come that fire costs
    more than two steps towards a victim, so Red puts it out this turn.  (The old
    evaluation priced a fire at the next roll only and walked Red towards the POIs.)"""
    state = family({
        "fire": ["5,8", "1,1"], "smoke": [],
        "pois": [{"at": "2,3", "kind": "victim", "revealed": True},
                 {"at": "1,5", "kind": "victim"}, {"at": "3,4", "kind": "false_alarm"}],
        "firefighters": [{"at": "6,8", "ap": 4}, {"at": "0,4", "ap": 0}],
    })
    for level in ("easy", "hard"):
        after = state.clone()
        turn = play_turn(after, level)
        assert not burning(after, "5,8"), (level, [a.describe() for a in turn])


def test_a_wall_is_not_chopped_half_way_for_a_shortcut():
    """Red stands outside at 0,3 with 2 AP; a victim lies just inside at 1,3, behind the
    outer wall, and the way round through the gap at 0,6 is long.  One chop (2 AP) places
    a damage marker and opens nothing: the wall stands until a second chop next turn.  The
    old path cost made every chop look like half a shortcut, so the team chopped walls
    turn after turn (four of the markers in one collapsed game)."""
    state = family({
        "fire": ["5,1", "6,1"], "smoke": [],
        "pois": [{"at": "1,3", "kind": "victim", "revealed": True},
                 {"at": "4,5", "kind": "victim"}, {"at": "6,4", "kind": "false_alarm"}],
        "firefighters": [{"at": "0,3", "ap": 2}, {"at": "7,7", "ap": 0}],
    })
    for level in ("easy", "hard"):
        after = state.clone()
        turn = play_turn(after, level)
        assert after.damage == 0, (level, [a.describe() for a in turn])


def test_smoke_is_cleared_before_it_is_rolled_into_fire():
    """Red has 1 AP beside a lone smoke space at 3,4 that touches no fire; the POIs wait
    far off.  Every Advance Fire roll on that space turns it to fire, and over the rolls
    still to come that is a fair chance of a burning space (and of its explosion), worth
    more than one step towards a POI.  The old evaluation priced smoke at a fifth of a
    fire's direct cost and walked on."""
    state = family({
        "fire": ["1,8", "6,1"], "smoke": ["3,4"],
        "pois": [{"at": "1,1", "kind": "victim"}, {"at": "6,8", "kind": "victim"},
                 {"at": "1,5", "kind": "false_alarm"}],
        "firefighters": [{"at": "3,5", "ap": 1}, {"at": "0,4", "ap": 0}],
    })
    for level in ("normal", "hard"):  # (Easy's deliberate mistakes may walk on)
        after = state.clone()
        turn = play_turn(after, level)
        assert after.fire[cell(after, "3,4")] == 0, (level, [a.describe() for a in turn])


def test_a_fire_behind_an_open_door_costs_more_than_behind_a_closed_one():
    """A clear space beside the fire through an open edge lights on a single Advance Fire
    roll (smoke is placed, and smoke touching fire flashes over at once), just as smoke
    does.  So the same fire at 3,3 with the door to 3,2 open costs more than with it
    closed, though no firefighter stands near it and no wall is at stake.  The old
    evaluation priced the two alike (a door is no wall: the explosion damages nothing)."""
    def position(door: str) -> Any:
        return family({
            "fire": ["3,3", "4,3", "1,8", "6,8"], "smoke": [], "doors": {"3,2,E": door},
            "pois": [{"at": "2,1", "kind": "victim"}, {"at": "6,5", "kind": "victim"},
                     {"at": "1,5", "kind": "false_alarm"}],
            "firefighters": [{"at": "0,4", "ap": 2}, {"at": "7,7", "ap": 0}],
        })
    from boardgames_desktop.bots.evaluation import values

    assert values(position("closed"))[0] > values(position("open"))[0] + 0.005


def experienced(driver_at: str, ap: int) -> Any:
    """A Recruit game: the Driver/Operator at ``driver_at`` with ``ap`` AP, the engine on
    the top side (its gun covers the top-right quarter, rows 1-3 × columns 5-8, where
    six spaces burn), the Generalist and the POIs far off in the bottom-left."""
    layout = {"engine": "top-engine", "ambulance": "left-ambulance",
              "firefighters": [{"at": driver_at, "specialist": "driver", "ap": ap},
                               {"at": "6,2", "specialist": "generalist", "ap": 0}],
              "fire": ["1,5", "1,6", "2,6", "2,7", "3,7", "1,8", "2,2"], "smoke": ["3,6"],
              "hot_spots": [], "hazmats": [],
              "pois": [{"at": "5,2", "kind": "victim"}, {"at": "6,4", "kind": "victim"},
                       {"at": "4,1", "kind": "false_alarm"}], "poi_pool": []}
    return new_game("flashpoint", "experienced", 2, 1, {"difficulty": "Recruit"},
                    scenario={"position": layout})


def test_the_driver_on_the_engine_fires_the_deck_gun_into_a_burning_quarter():
    """The Driver/Operator stands on the engine with 4 AP: a shot costs the Driver 2 AP
    and puts out the fire on a space and its four neighbours, in a quarter where half the
    spaces burn.  Two shots beat walking into the house.  The old evaluation never valued
    the gun's reach, and drove the engine away to walk towards the POIs."""
    state = experienced("0,7", 4)
    turn = play_turn(state, "hard")
    assert turn[0].kind == "deck_gun", [a.describe() for a in turn]


def test_a_veteran_team_chooses_specialists_who_fight_the_fire():
    """At the start of a Veteran game each firefighter picks a specialist.  The fire is
    what loses these games, so the first pick is one that fights it (the CAFS
    Firefighter's extinguishing AP, the Generalist's fifth AP, the Driver's deck gun, the
    Suppression Specialist), never the Paramedic, who pays double to extinguish.  The
    old evaluation saw no difference and took the Paramedic in this game."""
    state = new_game("flashpoint", "experienced", 2, 4,
                     {"difficulty": "Veteran", "tragic_events": True})
    picks = []
    while state.stage == "setup" and len(picks) < 12:
        seat = state.active_players[0]
        action = bots.make_bot("hard", seat, 4, iterations=ITERATIONS).choose(state, math.inf)
        picks.append(action)
        state.apply(action)
    chosen = [a.get("specialist") for a in picks if a.kind == "specialist"]
    assert chosen and chosen[0] in {"cafs", "generalist", "driver", "suppression"}, chosen


def test_the_driver_keeps_a_good_aim_rather_than_gamble_on_a_re_roll():
    """The deck gun's dice aim at 2,8, which soaks two of the four burning spaces in the
    top-right quarter (1,8 and 2,7); most other spaces of the quarter would soak fewer.
    Turn planning judged a re-roll by the luckiest roll it imagined, so the Driver
    re-rolled a good aim four times in five; judged by the average roll, it fires."""
    layout = {"engine": "top-engine", "ambulance": "left-ambulance",
              "firefighters": [{"at": "0,7", "specialist": "driver", "ap": 2},
                               {"at": "6,2", "specialist": "generalist", "ap": 0}],
              "fire": ["1,6", "1,7", "1,8", "2,7", "2,2", "5,5"], "smoke": [],
              "hot_spots": [], "hazmats": [], "dice": [[2, 8]],
              "pois": [{"at": "5,2", "kind": "victim"}, {"at": "6,4", "kind": "victim"},
                       {"at": "4,1", "kind": "false_alarm"}], "poi_pool": []}
    state = new_game("flashpoint", "experienced", 2, 1, {"difficulty": "Recruit"},
                     scenario={"position": layout})
    state.apply(next(a for a in state.legal_actions() if a.kind == "deck_gun"))
    choices = [bots.make_bot("hard", 0, seed, iterations=ITERATIONS).choose(state, math.inf)
               for seed in range(1, 6)]
    assert sum(a.kind == "shoot" for a in choices) >= 4, [a.describe() for a in choices]
