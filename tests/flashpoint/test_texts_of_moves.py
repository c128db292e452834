"""The words of each listed move say what the step is: into fire, a plain step, leading a
treated victim, carrying a victim, carrying a hazmat (and what each costs: 2 AP into fire,
2 carrying, 1 leading; rulebook and ``rules.json`` costs)."""

from __future__ import annotations

from boardgames_desktop.rules import Action

from .test_refusals_each_rule import experienced

A = Action.make


def move_words(state, to: tuple[int, int]) -> tuple[str, str]:
    action = state.find_legal(A(0, "move", to=to))
    assert action is not None, to
    return action.text, action.cost


def test_a_step_into_fire_and_a_plain_step_say_which_they_are():
    state = experienced(("2,2", "generalist", 4), fire=["3,2"])
    assert move_words(state, (3, 2)) == ("Move into the fire at 32", "2 AP")
    assert move_words(state, (2, 1)) == ("Move to 21", "1 AP")


def test_a_step_with_a_victim_or_a_hazmat_says_what_is_carried_or_led():
    victim = [{"at": "2,2", "kind": "victim", "revealed": True}]
    carried = experienced(("2,2", "generalist", 4), pois=victim,
                          firefighters=[{"at": "2,2", "specialist": "generalist",
                                         "carrying": 0, "ap": 4}])
    assert move_words(carried, (2, 1)) == ("Carry the victim to 21", "2 AP")
    led = experienced(("2,2", "generalist", 4), pois=victim,
                      firefighters=[{"at": "2,2", "specialist": "generalist",
                                     "carrying": 0, "ap": 4}])
    led.pois[0].treated = True
    led.forget_listing()
    assert move_words(led, (2, 1)) == ("Lead the victim to 21", "1 AP")
    hazmat = experienced(("2,2", "generalist", 4))
    hazmat.firefighters[0].hazmat = True
    hazmat.forget_listing()
    assert move_words(hazmat, (2, 1)) == ("Carry the hazmat to 21", "2 AP")


def test_a_door_action_says_open_for_a_closed_door_and_close_for_an_open_one():
    state = experienced(("1,3", "generalist", 4), doors={"1,3,E": "closed"})
    own = state.find_legal(A(0, "door", edge="1,3,E"))
    assert own is not None and own.text.startswith("Open the door ")
    state.apply(own)
    again = state.find_legal(A(0, "door", edge="1,3,E"))
    assert again is not None and again.text.startswith("Close the door ")


def test_the_captain_s_order_at_a_door_says_open_or_close_as_the_door_stands():
    state = experienced(("1,1", "captain", 4), ("4,7", "generalist", 4),
                        doors={"4,6,E": "open"})
    order = state.find_legal(A(0, "command_door", edge="4,6,E", ff=1))
    assert order is not None and order.text.startswith("Order Blue to close the door ")
    state.apply(order)
    order = state.find_legal(A(0, "command_door", edge="4,6,E", ff=1))
    assert order is not None and order.text.startswith("Order Blue to open the door ")
