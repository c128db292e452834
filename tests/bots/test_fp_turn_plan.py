"""Flash Point: the computer firefighter plans its whole turn (``bots/turn_plan.py``), plays
it as planned, plans again when the game departs from the plan, and never reads what the
team cannot see.

Both games plan their turns (``eval_flashpoint.PLAN_TURNS``).  The positions below are
Family positions (the plainest to lay out); the ``planning`` fixture switches planning on
for them whatever ``PLAN_TURNS`` says, so these tests stay about the planner itself
(``test_fp_family_plans`` checks that the Family game plans by itself).
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from boardgames_desktop import bots
from boardgames_desktop.bots import eval_flashpoint
from boardgames_desktop.bots.base import Deadline
from boardgames_desktop.bots.eval_flashpoint import position_key
from boardgames_desktop.bots.turn_plan import PLANS, PlanBook, PlanSettings, plan_turn
from boardgames_desktop.rules import new_game

from .test_flashpoint_play import cell
from .test_flashpoint_play import play_turn as play_hard_turn

ITERATIONS = 100


@pytest.fixture(autouse=True)
def planning(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(eval_flashpoint, "PLAN_TURNS", ("family", "experienced"))


def family(position: dict[str, Any], seed: int = 3) -> Any:
    return new_game("flashpoint", "family", 2, seed, {}, scenario={"position": position})


def play_turn(state: Any, seed: int) -> list[Any]:
    """Hard plays the seat's turn on ``state`` (up to the end of the turn)."""
    return play_hard_turn(state, "hard", seed, iterations=ITERATIONS)


def fire_behind_a_door() -> Any:
    """Red at 3,2 with 4 AP; the closed door east of it holds back fire at 3,3, 4,3 and
    3,4.  The POIs lie far off on the right."""
    return family({
        "fire": ["3,3", "4,3", "3,4", "1,8", "6,8"], "smoke": [], "doors": {"3,2,E": "closed"},
        "pois": [{"at": "6,8", "kind": "victim"}, {"at": "5,8", "kind": "victim"},
                 {"at": "1,7", "kind": "false_alarm"}],
        "firefighters": [{"at": "3,2", "ap": 4}, {"at": "7,7", "ap": 0}],
    })


def test_a_door_is_opened_when_the_same_turn_puts_out_the_fire_behind_it():
    """Opening the door alone makes things worse (the fire's edge now reaches Red's
    space); opening it and putting 3,3 out (2 more AP) leaves the fire smaller.  Only a
    plan of the whole turn sees both.  The old search (same budget) walked off in all four
    seeds, opened another door into the fire (1,3 to 1,4) and ended the turn there."""
    for seed in range(1, 5):
        state = fire_behind_a_door()
        turn = play_turn(state, seed)
        kinds = [a.describe() for a in turn]
        assert kinds[0] == "Open the door between 32 and 33 (1 AP)", (seed, kinds)
        assert state.fire[cell(state, "3,3")] == 0, (seed, kinds)


def test_a_turn_is_played_as_planned():
    """Every decision of the turn after the first plays the next planned action: the plan
    made at the start of the turn is the turn played (no change of mind half-way)."""
    state = fire_behind_a_door()
    seat = state.active_players[0]
    bot = bots.make_bot("hard", seat, 7, iterations=ITERATIONS)
    first = bot.choose(state, math.inf)
    plan = PLANS.current(bot.owner())
    assert plan is not None and plan.actions[0] == first and len(plan.actions) >= 3
    played = [first]
    state.apply(first)
    while played[-1].kind != "end_turn" and len(played) < 20:
        action = bot.choose(state, math.inf)
        played.append(action)
        if action.kind != "end_turn":
            state.apply(action)
    assert played == plan.actions


def test_a_plan_is_given_up_when_the_game_departs_from_it():
    """The book hands out the next planned action only while the log is what the plan
    predicted: the same actions, writing the same lines.  Another action taken (a person
    took the seat over), or another outcome (a POI turned out otherwise), ends it."""
    state = fire_behind_a_door()
    plan = plan_turn(state, 0, random.Random(1), Deadline(None), PlanSettings())
    assert plan is not None and len(plan.actions) >= 3
    book = PlanBook()
    book.keep(("hard", 0, 1), plan)
    assert book.next_action(("hard", 0, 1), state) == plan.actions[0]
    followed = state.clone()
    followed.apply(plan.actions[0])
    assert book.next_action(("hard", 0, 1), followed) == plan.actions[1]

    other = next(a for a in state.legal_actions() if a != plan.actions[0] and a.player == 0
                 and a.kind != "end_turn")
    departed = state.clone()
    departed.apply(other)
    assert book.next_action(("hard", 0, 1), departed) is None

    plan.echoes[0] = ("A victim was found.",)  # the plan had imagined another outcome
    assert book.next_action(("hard", 0, 1), followed) is None


def test_a_plan_is_not_followed_in_another_game():
    """A plan made at the start of one game is not played in another game whose log looks
    alike (both empty), even where its first action is legal there."""
    state = fire_behind_a_door()
    plan = plan_turn(state, 0, random.Random(1), Deadline(None), PlanSettings(),
                     key_of=position_key)
    assert plan is not None
    book = PlanBook()
    book.keep(("hard", 0, 1), plan)
    elsewhere = family({
        "fire": ["3,3", "4,3", "1,8", "6,8"], "smoke": ["3,4"], "doors": {"3,2,E": "closed"},
        "pois": [{"at": "6,8", "kind": "victim"}, {"at": "5,8", "kind": "victim"},
                 {"at": "1,7", "kind": "false_alarm"}],
        "firefighters": [{"at": "3,2", "ap": 4}, {"at": "7,7", "ap": 0}],
    })
    assert plan.actions[0] in elsewhere.legal_actions() and not elsewhere.log
    assert book.next_action(("hard", 0, 1), state) == plan.actions[0]
    assert book.next_action(("hard", 0, 1), elsewhere) is None


def poi_nearby(kinds: tuple[str, str], pool: list[str]) -> Any:
    """Red at 0,4 with 5 AP; face-down POIs at 1,4 and 2,2 (their kinds vary), fire far."""
    return family({
        "fire": ["5,7", "6,8", "4,8"], "smoke": ["3,3"],
        "pois": [{"at": "1,4", "kind": kinds[0]}, {"at": "2,2", "kind": kinds[1]},
                 {"at": "6,6", "kind": "victim", "revealed": True}],
        "poi_pool": pool,
        "firefighters": [{"at": "0,4", "ap": 5}, {"at": "7,1", "ap": 0}],
    })


def test_the_turn_plan_does_not_depend_on_face_down_pois():
    """Two positions that differ only in what the face-down POIs are (and the order of the
    POI pool) give the same plan: the planner imagines them (``determinized``)."""
    plans = []
    for kinds, pool in ((("victim", "false_alarm"), ["victim", "false_alarm", "victim"]),
                        (("false_alarm", "victim"), ["false_alarm", "victim", "victim"])):
        state = poi_nearby(kinds, pool)
        plan = plan_turn(state, 0, random.Random(4), Deadline(None), PlanSettings())
        assert plan is not None
        plans.append([a.key() for a in plan.actions])
        bot = bots.make_bot("hard", 0, 11, iterations=ITERATIONS)
        plans.append([bot.choose(state, math.inf).key()])
    assert plans[0] == plans[2] and plans[1] == plans[3], plans


def test_the_plan_stays_within_the_time_limit():
    """A plan cut short by the clock still gives a legal action, soon after the limit."""
    state = poi_nearby(("victim", "false_alarm"), ["victim"])
    bot = bots.make_bot("hard", 0, 3)  # the level's full budget: the clock must stop it
    deadline = Deadline(None)
    action = bot.choose(state, 0.3)
    assert deadline.elapsed < 1.5
    assert action in state.legal_actions() and action.player == 0


def test_a_planned_step_is_explained_with_the_turn_it_belongs_to():
    """A step of a planned turn names its place in the plan and what the whole turn aims
    for: opening the door gains nothing by itself, the turn puts out the fire."""
    state = fire_behind_a_door()
    bot = bots.make_bot("hard", 0, 2, iterations=ITERATIONS)
    action = bot.choose(state, math.inf)
    text = bot.explain(state, action)
    assert text.startswith("Open the door between 32 and 33 (1 AP): step 1 of "), text
    assert "less fire and smoke in the house" in text, text


def test_a_deck_gun_shot_is_explained_by_what_it_puts_out():
    """The shot resolves only after the Driver's "shoot or re-roll" question.  The old
    explanation judged the position before that question and said "nothing better is on
    offer"; following the Driver's best answer, it names the fire put out."""
    from boardgames_desktop.bots.explain import explain

    layout = {"engine": "top-engine", "ambulance": "left-ambulance",
              "firefighters": [{"at": "0,7", "specialist": "driver", "ap": 4},
                               {"at": "6,2", "specialist": "generalist", "ap": 0}],
              "fire": ["1,5", "1,6", "2,6", "2,7", "3,7", "1,8", "2,2"], "smoke": ["3,6"],
              "hot_spots": [], "hazmats": [],
              "pois": [{"at": "5,2", "kind": "victim"}, {"at": "6,4", "kind": "victim"},
                       {"at": "4,1", "kind": "false_alarm"}], "poi_pool": []}
    state = new_game("flashpoint", "experienced", 2, 1, {"difficulty": "Recruit"},
                     scenario={"position": layout})
    gun = next(a for a in state.legal_actions() if a.kind == "deck_gun")
    for seed in range(3):
        text = explain(state, 0, gun, random.Random(seed))
        assert "less fire and smoke in the house" in text, text
        assert "nothing better" not in text, text
