"""A click where nothing is legal says the real reason, as a Reason naming the kind of move:
never the generic fallback, in mid-game positions of every mode, and the right words in
hand-set positions (AP short, a wall in the way, not your turn, only one specialist may)."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.flashpoint.moves import why_not
from boardgames_desktop.games.flashpoint.moves.at_target import refusal_at
from boardgames_desktop.games.flashpoint.view.scene import create_scene
from boardgames_desktop.rules import Action, new_game
from boardgames_desktop.rules.playout import random_steps
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.ui.game_scene import TARGET_ROLE

from .helpers import clear, make, place_ff, put, victim

GENERIC = ("Nothing can be done there right now.", "is not possible right now")

MODES = [
    ("family", 2, {}),
    ("experienced", 2, {"difficulty": "Recruit"}),
    ("experienced", 3, {"difficulty": "Veteran"}),
    ("experienced", 2, {"difficulty": "Heroic"}),
    ("experienced", 4, {"difficulty": "Veteran", "tragic_events": True}),
]


def mid_game(mode: str, players: int, opts: dict, seed: int, steps: int):
    state = new_game("flashpoint", mode, players, seed, opts)
    random_steps(state, seed, steps)
    return state


@pytest.mark.parametrize("mode,players,opts", MODES)
def test_no_clickable_place_answers_with_the_generic_refusal(qapp, mode, players, opts):
    scene = create_scene()
    checked = 0
    for seed, steps in ((1, 3), (2, 25), (3, 60), (4, 110)):
        state = mid_game(mode, players, opts, seed, steps)
        if state.is_over:
            continue
        seat = state.active_players[0]
        scene.show_state(state, seat, state.legal_actions())
        legal = scene.targets()
        places = {str(i.data(TARGET_ROLE)) for i in scene.items()
                  if i.data(TARGET_ROLE) is not None}
        for target in sorted(places - set(legal)):
            reason = scene.refusal_reason(target)
            assert isinstance(reason, Reason), target
            assert not any(g in reason.text for g in GENERIC), (target, reason.text)
            assert reason.action_kind, (target, reason.text)
            checked += 1
    assert checked > 100


def family(ap: int = 4):
    s = clear(make("family", 1, seed=3))
    place_ff(s, 0, 3, 3, ap=ap)
    s.forget_listing()
    return s


def test_a_move_short_of_ap_names_the_cost_and_the_ap_left(qapp):
    s = family(ap=1)
    victim(s, 3, 3)
    s.apply(next(a for a in s.legal_actions() if a.kind == "pickup"))
    scene = create_scene()
    scene.show_state(s, 0, s.legal_actions())
    assert "cell:4,3" not in scene.targets()
    reason = scene.refusal_reason("cell:4,3")  # carrying costs 2 AP a step
    assert reason.text == "Moving there costs 2 AP; only 1 AP left."
    assert reason.action_kind == "move"


def test_no_ap_to_put_out_a_neighbouring_fire():
    s = family(ap=0)
    put(s, "fire", (4, 3))
    reason = refusal_at(s, "cell:4,3")
    assert reason.text == "Extinguishing costs 1 AP; you have 0."
    assert reason.action_kind == "extinguish"
    reason = refusal_at(s, "cell:3,2")  # behind a closed door, no fire
    assert reason.text == "A closed door is in the way." and reason.action_kind == "move"


def test_moving_into_fire_with_one_ap_says_it_costs_two():
    s = family(ap=1)
    put(s, "fire", (4, 3))
    reason = why_not(s, Action.make(0, "move", to=(4, 3)))
    assert reason.text == "Moving there costs 2 AP; only 1 AP left."
    assert reason.action_kind == "move"


def test_a_wall_in_the_way_is_named():
    s = family()
    reason = refusal_at(s, "cell:2,3")
    assert reason.text == "A wall is in the way." and reason.action_kind == "move"


def test_far_spaces_say_one_step_at_a_time():
    s = family()
    reason = refusal_at(s, "cell:5,6")
    assert "adjacent" in reason.text and reason.action_kind == "move"


def test_not_your_turn():
    s = clear(make("family", players=2))
    place_ff(s, 0, 3, 3, ap=4)
    s.forget_listing()
    reason = refusal_at(s, "cell:3,4", viewer=1)
    assert reason.text == "It is not Player 2 (Blue)'s turn."


def test_only_the_right_specialist():
    s = clear(make("experienced", specialists=("generalist",)))
    place_ff(s, 0, 2, 2, ap=4)
    v = victim(s, 2, 2)
    s.forget_listing()
    reason = why_not(s, Action.make(0, "treat", poi=v.id))
    assert reason.text == "Only the Paramedic can treat a victim."
    assert reason.action_kind == "treat"
    gift = refusal_at(s, "firefighter:0")
    assert gift.action_kind == "move" and "playing now" in gift.text


def test_own_space_says_what_is_missing():
    s = family()
    reason = refusal_at(s, "cell:3,3")
    assert "stands here" in reason.text and reason.action_kind == "move"
    victim(s, 3, 3)
    s.firefighters[0].hazmat = True
    s.forget_listing()
    reason = refusal_at(s, "cell:3,3")
    assert reason.text == "You are already carrying something: put it down first."


def test_destroyed_door_and_far_door():
    s = family()
    door = next(k for k in s.doors if any(k == e for _d, _j, e in s.house.links[s.house.idx(3, 3)]))
    s.doors[door] = "destroyed"
    s.forget_listing()
    assert refusal_at(s, f"door:{door}").text.startswith("That door is destroyed")
    far = next(k for k in s.doors
               if not any(k == e for _d, _j, e in s.house.links[s.house.idx(3, 3)]))
    reason = refusal_at(s, f"door:{far}")
    assert "own space" in reason.text and reason.action_kind == "door"


def test_chop_short_of_ap_and_vehicle_refusals():
    s = clear(make("experienced", engine="top-engine", ambulance="left-ambulance"))
    place_ff(s, 0, 3, 3, ap=1)
    s.forget_listing()
    wall = next(k for _d, _j, k in s.house.links[s.house.idx(3, 3)] if k in s.walls)
    reason = refusal_at(s, f"wall:{wall}")
    assert reason.text == "Chopping costs 2 AP per damage marker; you have 1."
    engine_spot = next(p.id for p in s.house.parking.values()
                       if p.vehicle == "engine" and p.id != "top-engine")
    reason = refusal_at(s, f"parking:{engine_spot}")
    assert reason.text == "Only a firefighter on the engine can drive it."
    assert reason.action_kind == "drive"


def test_a_pending_decision_is_named():
    from .helpers import advance, dice

    s = clear(make("experienced", engine="top-engine", ambulance="left-ambulance"))
    put(s, "smoke", (2, 2))
    place_ff(s, 0, 2, 2)
    dice(s, 2, 2)
    advance(s)
    reason = refusal_at(s, "cell:5,5")
    assert "ambulance" in reason.text and reason.action_kind == "knockdown_spot"
