"""The tutorial runner without Qt: every tutorial can be finished by doing what it asks, a
wrong move gets the step's hint, and progress survives undo, leaving and resuming."""

from __future__ import annotations

import pytest

from boardgames_desktop.app.tutorial import (
    DEFAULT_HINT,
    TutorialRunner,
    play_through,
    read_tutorial,
    tutorials,
)
from boardgames_desktop.rules.errors import ResourceError

ALL = [t.id for t in tutorials()]


def test_there_is_a_tutorial_for_every_game():
    assert {t.game for t in tutorials()} == {"flashpoint", "brigade", "emberheart"}


@pytest.mark.parametrize("tid", ALL)
def test_every_tutorial_is_finished_by_doing_what_it_asks(tid):
    tut = next(t for t in tutorials() if t.id == tid)
    assert 8 <= len(tut.steps) <= 15
    for step in tut.steps:  # one or two sentences each
        assert step.do.count(". ") + step.why.count(". ") <= 3, step.do
    runner = TutorialRunner(tut)
    taken = play_through(runner)
    assert runner.finished
    assert len(taken) == sum(1 for s in tut.steps if s.waits_for_action)
    assert not runner.state.is_over or runner.state.outcome is not None


@pytest.mark.parametrize("tid", ALL)
def test_each_action_step_offers_exactly_one_action_and_names_its_rule_once(tid):
    tut = next(t for t in tutorials() if t.id == tid)
    runner = TutorialRunner(tut)
    named: list[str] = []
    while not runner.finished:
        step = runner.step
        rule = runner.rule_to_name()
        if rule:
            assert rule not in named
            named.append(rule)
        if step.waits_for_action:
            offered = runner.offered(runner.state.legal_actions())
            assert len(offered) == 1
            runner.state.apply(offered[0])
        else:
            assert runner.offered(runner.state.legal_actions()) == []
            runner.next()
    assert named  # every tutorial names the rules it shows


def test_a_wrong_action_gets_the_steps_hint():
    tut = read_tutorial("flashpoint", "family")
    runner = TutorialRunner(tut)
    assert runner.refusal() == "Read this step, then press Next."
    runner.next()
    step = runner.step
    wrong = next(a for a in runner.state.legal_actions() if not step.matches(a))
    right = runner.offered(runner.state.legal_actions())[0]
    assert runner.refusal(wrong) == step.hint
    assert runner.refusal(right) is None
    assert step.hint and step.hint != DEFAULT_HINT


def test_undo_goes_back_a_step_and_progress_resumes():
    tut = read_tutorial("flashpoint", "family")
    runner = TutorialRunner(tut)
    runner.next()
    runner.state.apply(runner.offered(runner.state.legal_actions())[0])
    assert runner.index == 2
    runner.state.undo()
    assert runner.index == 1
    runner.state.apply(runner.offered(runner.state.legal_actions())[0])
    resumed = TutorialRunner.resume(tut, runner.progress_data())
    assert resumed.index == runner.index == 2
    assert resumed.state.snapshot() == runner.state.snapshot()
    play_through(resumed)
    assert resumed.finished


def test_damaged_progress_starts_the_tutorial_over():
    tut = read_tutorial("brigade", "competitive")
    runner = TutorialRunner.resume(tut, {"save": "{broken", "read": 3})
    assert runner.index == 0 and not runner.state.log


def test_a_missing_tutorial_is_a_clear_error():
    with pytest.raises(ResourceError, match="no tutorial 'nothing'"):
        read_tutorial("flashpoint", "nothing")
