"""The hot-seat controller (pure Python): messages, undo policy, autosave, curtain, replay."""

from __future__ import annotations

from boardgames_desktop.hotseat import HotseatController, Replay
from boardgames_desktop.rules import Action, Outcome, new_game


def find(controller, kind, player=None):
    return next(a for a in controller.state.legal_actions()
                if a.kind == kind and (player is None or a.player == player))


def test_illegal_action_becomes_a_message_and_changes_nothing():
    state = new_game("toy-pig", "standard", 2, seed=1)
    controller = HotseatController(state, ["Ann", "Bo"])
    other = 1 - state.current
    before = state.snapshot()
    message = controller.apply(Action.make(other, "roll"))
    assert message == f"It is not {['Ann', 'Bo'][other]}'s turn."  # seat names, not Player N
    assert state.snapshot() == before


def test_autosave_after_every_action_and_undo():
    saved = []
    state = new_game("toy-pig", "standard", 2, seed=3)
    controller = HotseatController(state, ["Ann", "Bo"], "Pig",
                                   autosave=lambda s, seats, title: saved.append(
                                       (len(s.log), seats, title)))
    assert controller.apply(find(controller, "note")) is None
    assert controller.apply(find(controller, "note")) is None
    assert controller.undo() is None
    assert saved == [(1, ["Ann", "Bo"], "Pig"), (2, ["Ann", "Bo"], "Pig"),
                     (1, ["Ann", "Bo"], "Pig")]


def test_autosave_failure_is_reported_not_raised():
    def full_disk(*_):
        raise OSError(28, "No space left on device")

    controller = HotseatController(new_game("toy-pig", "standard", 2, seed=3), autosave=full_disk)
    assert controller.apply(find(controller, "note")) is None
    assert "No space left" in controller.autosave_error


def test_undo_follows_the_policy():
    controller = HotseatController(new_game("toy-pig", "standard", 2, seed=3))
    assert not controller.can_undo() and controller.undo_reason() == "There is nothing to undo."
    controller.apply(find(controller, "note"))
    assert controller.can_undo()
    controller.apply(find(controller, "roll"))
    assert not controller.can_undo()
    assert "die roll" in controller.undo() and "die roll" in controller.undo_reason()
    assert len(controller.state.log) == 2


def test_no_curtain_without_hidden_information():
    state = new_game("toy-pig", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Bo"])
    first = state.current
    controller.apply(find(controller, "bank"))
    assert not controller.curtain_required
    assert controller.viewer == 1 - first


def test_curtain_between_seats_with_hidden_information():
    events = []
    state = new_game("toy-secret", "standard", 3, seed=4)
    controller = HotseatController(state, ["Ann", "Bo", "Cy"])
    controller.subscribe(lambda: events.append(controller.curtain_for))
    # Whoever set the game up may be Bo or Cy: Ann's first turn starts behind the curtain.
    assert controller.curtain_for == 0 and controller.viewer is None
    assert controller.visible_legal() == [] and not controller.can_undo()
    controller.acknowledge_curtain()
    assert controller.viewer == 0 and not controller.curtain_required
    controller.apply(find(controller, "tick"))
    assert not controller.curtain_required  # same seat plays on
    controller.apply(find(controller, "end"))
    assert controller.curtain_for == 1 and controller.visible_legal() == []
    assert "Pass the screen to Bo" in controller.apply(find(controller, "tick", 1))
    assert not controller.can_undo()
    controller.acknowledge_curtain()
    assert controller.viewer == 1 and not controller.curtain_required
    assert {a.player for a in controller.visible_legal()} == {1}
    assert events == [None, None, 1, None]


def test_interrupt_offered_to_another_seat():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Bo"])
    controller.acknowledge_curtain()
    controller.apply(find(controller, "offer"))
    assert controller.state.active_players == [0, 1]
    assert controller.viewer == 0 and controller.waiting_seats() == [1]
    assert [a.kind for a in controller.visible_legal()] == ["wait"]
    assert controller.status() == "Ann and Bo may act"
    refused = controller.apply(find(controller, "interrupt", 1))
    assert refused == "It is Ann at the screen, not Bo."
    controller.hand_to(1)
    assert controller.curtain_for == 1
    controller.acknowledge_curtain()
    assert [a.kind for a in controller.visible_legal()] == ["interrupt"]
    assert controller.apply(find(controller, "interrupt", 1)) is None
    # Back to Ann's turn alone: the screen must go back to her behind the curtain.
    assert controller.curtain_for == 0


def test_all_active_seats_offered_without_hidden_information():
    state = new_game("toy-secret", "standard", 2, seed=4)
    type(state).hidden_information = False
    try:
        controller = HotseatController(state, ["Ann", "Bo"])
        controller.apply(find(controller, "offer"))
        assert {a.kind for a in controller.visible_legal()} == {"wait", "interrupt"}
        assert controller.waiting_seats() == []
        assert controller.status() == "Ann and Bo may act"
    finally:
        type(state).hidden_information = True


def test_names_and_outcome_text():
    state = new_game("toy-pig", "standard", 2, seed=5)
    controller = HotseatController(state, ["Ann", ""])
    assert controller.seats == ["Ann", "Player 2"]
    assert controller.humanize("Player 1 gives Player 2 a die") == "Ann gives Player 2 a die"
    state.scores = [25, 3]
    assert controller.outcome_text() == "Ann won! Ann reached 20. Scores: Ann 25, Player 2 3."
    assert controller.active == [] and not controller.can_undo()


def test_replay_steps_through_the_game():
    state = new_game("toy-pig", "standard", 2, seed=6)
    chooser = 0
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[chooser % 2])  # roll / bank alternately
        chooser += 1
    replay = Replay(state)
    assert replay.length == len(state.log)
    assert replay.current.log == [] and replay.last_action_text() == "Setup"
    step_one = replay.step(1)
    assert len(step_one.log) == 1 and replay.last_action_text().startswith("Player")
    assert replay.go(10_000) is state and replay.index == replay.length
    middle = replay.go(replay.length // 2)
    assert len(middle.log) == replay.length // 2
    assert replay.step(-1_000).log == []


def test_a_bug_in_the_rules_becomes_a_message():
    state = new_game("toy-pig", "standard", 2, seed=3)
    controller = HotseatController(state)
    before = state.snapshot()

    def broken(action):
        raise ZeroDivisionError("oops")

    state.perform = broken
    message = controller.apply(find(controller, "note"))
    assert "could not carry out" in message and "ZeroDivisionError" in message
    assert state.snapshot() == before


def test_a_shared_win_is_worded_as_shared():
    state = new_game("brigade", "competitive", 3, seed=2)
    controller = HotseatController(state, ["Ann", "Bo", "Cy"])
    type_outcome = type(state).outcome
    try:
        type(state).outcome = property(lambda self: Outcome((0, 2), "A tie on value."))
        assert controller.outcome_text() == "Ann and Cy share the win! A tie on value."
    finally:
        type(state).outcome = type_outcome


def test_the_decision_names_the_seat_asked_in_its_chosen_name():
    state = new_game("brigade", "coop", 2, 1)
    controller = HotseatController(state, ["Ann", "Bo"])
    asked = controller.decision
    assert asked is not None and (asked.seat, asked.kind) == (0, "warden")
    assert "Ann" in asked.prompt and "Player 1" not in asked.prompt
    assert state.decision is not None and "Player 1" in state.decision.prompt
