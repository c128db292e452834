"""The shared flow engine (rules/flow.py): hand-made flows, then the decision shape each game
shows in hand-set positions."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.flow import TURN, Decision, Flow, WrongSeat
from boardgames_desktop.rules.plain import to_plain


def kinds(flow: Flow) -> list[str]:
    return [d.kind for d in flow.queue]


# ----- asking order ----------------------------------------------------------------------
def test_asks_of_one_step_come_in_the_order_asked():
    flow = Flow()
    flow.ask(0, "first")
    flow.ask(1, "second")
    flow.ask(0, "third")
    assert kinds(flow) == ["first", "second", "third"]
    assert flow.current == Decision(0, "first")


def test_what_an_answer_asks_comes_before_older_questions():
    flow = Flow()
    flow.ask(0, "claim")
    flow.ask(1, "claim_later")
    flow.settle()
    answered = flow.answer(0)
    assert answered.kind == "claim"
    flow.ask(0, "follow_up_a")
    flow.ask(0, "follow_up_b")
    assert kinds(flow) == ["follow_up_a", "follow_up_b", "claim_later"]


def test_a_later_automatic_step_asks_before_the_earlier_step():
    flow = Flow()
    flow.ask(1, "from_step_one")
    flow.settle()
    flow.ask(2, "from_step_two")
    flow.settle()
    assert kinds(flow) == ["from_step_two", "from_step_one"]


def test_details_are_read_by_name_and_never_shared_with_the_next_question():
    flow = Flow()
    asked = flow.ask(2, "knockdown", ff=3, spots=[4, 5])
    assert asked["ff"] == 3 and asked.get("spots") == [4, 5] and asked.get("nope", 7) == 7
    changed = asked.with_details(ff=4)
    flow.replace_current(changed)
    assert flow.current is not None and flow.current["ff"] == 4 and asked["ff"] == 3
    with pytest.raises(KeyError):
        asked["missing"]


# ----- who may answer --------------------------------------------------------------------
def test_answering_the_wrong_seat_is_refused_and_changes_nothing():
    flow = Flow()
    flow.ask(1, "suppress")
    before = flow.get_state()
    with pytest.raises(WrongSeat):
        flow.answer(0)
    assert flow.get_state() == before
    assert flow.active_seats() == [1]
    assert flow.answer(1).kind == "suppress"
    with pytest.raises(WrongSeat):
        flow.answer()


def test_only_the_first_question_is_open_without_a_group():
    flow = Flow()
    flow.ask(0, "a")
    flow.ask(1, "b")
    assert flow.active_seats() == [0]
    assert flow.asked(1) is None
    with pytest.raises(WrongSeat):
        flow.answer(1)


def test_simultaneous_seats_answer_in_any_order():
    flow = Flow()
    flow.ask_each([0, 2, 3], "discard", prompt="Discard a card")
    flow.ask(1, "after_the_group")
    assert flow.active_seats() == [0, 2, 3]
    assert all(d.prompt == "Discard a card" for d in flow.open())
    assert flow.answer(2).seat == 2
    assert flow.active_seats() == [0, 3]
    with pytest.raises(WrongSeat):
        flow.answer(1)  # waiting behind the group
    flow.answer(3)
    flow.answer(0)
    assert flow.active_seats() == [1]


def test_two_groups_asked_one_after_the_other_are_open_one_at_a_time():
    flow = Flow()
    flow.ask_each([0, 1], "first_round")
    flow.ask_each([0, 1], "second_round")
    assert [d.kind for d in flow.open()] == ["first_round", "first_round"]
    flow.answer(0)
    flow.answer(1)
    assert [d.kind for d in flow.open()] == ["second_round", "second_round"]


def test_an_interrupt_is_offered_to_another_seat_and_names_whose_turn_it_is():
    flow = Flow("actions")
    offered = flow.ask(3, "suppress", interrupts=1)
    assert offered.interrupts == 1 and not offered.is_turn
    assert flow.active_seats() == [3]
    with pytest.raises(WrongSeat):
        flow.answer(1)  # the seat whose turn it is cannot answer for the other
    flow.answer(3)
    assert flow.current is None and flow.active_seats() == []


# ----- automatic steps -------------------------------------------------------------------
def test_steps_run_in_the_order_scheduled_and_before_older_ones():
    flow = Flow()
    flow.schedule(("fire_phase",), ("replenish",), ("next_turn",))
    assert flow.next_step() == ("fire_phase",)
    flow.schedule(("explode", 42), ["flare_up"])
    assert [flow.next_step() for _ in range(5)] == [
        ("explode", 42), ("flare_up",), ("replenish",), ("next_turn",), None]


def test_clear_forgets_questions_and_steps():
    flow = Flow()
    flow.ask(0, "a")
    flow.schedule(("b",))
    flow.clear()
    assert flow.current is None and flow.next_step() is None


# ----- copies ------------------------------------------------------------------------------
def test_a_copy_is_independent_and_equal():
    flow = Flow("fire")
    flow.ask(0, "a", cells=[1, 2])
    flow.schedule(("step",))
    twin = flow.copy()
    assert twin == flow and twin.get_state() == flow.get_state()
    twin.answer(0)
    twin.ask(1, "b")
    twin.schedule(("other",))
    twin.phase = "actions"
    assert kinds(flow) == ["a"] and flow.steps == [("step",)] and flow.phase == "fire"
    assert twin != flow


def test_snapshots_see_every_difference():
    one, two = Flow("x"), Flow("x")
    assert to_plain(one) == to_plain(two)
    two.ask(0, "a")
    assert to_plain(one) != to_plain(two)
    one.ask(0, "a", n=1)
    two.answer(0)
    two.ask(0, "a", n=2)
    assert to_plain(one) != to_plain(two)
    one.answer(0)
    two.answer(0)
    one.schedule(("s",))
    assert to_plain(one) != to_plain(two)


def test_the_turn_decision_is_not_a_question():
    assert Decision(0, TURN).is_turn
    assert not Decision(0, "claim").is_turn
