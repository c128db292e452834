"""Computer seats in the hot-seat controller and the bot driver (no Qt): who looks at the
screen, the curtain, undo over the computer's moves, display notes, pace, watch controls."""

from __future__ import annotations

from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.hotseat.bot_driver import BotDriver
from boardgames_desktop.hotseat.seats import clean_kinds, kind_title
from boardgames_desktop.rules import new_game

from .fakes import FirstLegalRunner


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def find(controller, kind, player=None):
    return next(a for a in controller.state.legal_actions()
                if a.kind == kind and (player is None or a.player == player))


def drive(driver, polls=20):
    for _ in range(polls):
        driver.poll()


def test_kinds_from_a_file_default_to_a_person():
    assert clean_kinds(["hard", "wizard", 3], 4) == ["hard", "person", "person", "person"]
    assert clean_kinds(None, 2) == ["person", "person"]
    assert kind_title("easy") == "Computer (Easy)" and kind_title("person") == "Person"


def test_no_curtain_between_a_person_and_a_computer_seat():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    assert not controller.curtain_required and controller.viewer == 0  # the only person
    driver = BotDriver(controller, lambda: FirstLegalRunner(prefer="end"), pace="instant")
    controller.apply(find(controller, "end"))
    assert not controller.curtain_required  # before the computer's turn
    assert controller.active == [1] and controller.visible_legal() == []
    drive(driver)
    assert controller.active == [0]
    assert not controller.curtain_required and controller.viewer == 0  # nor after it


def test_the_curtain_still_stands_between_two_people():
    state = new_game("toy-secret", "standard", 3, seed=4)
    controller = HotseatController(state, ["Ann", "Bo", "Cpu"],
                                   kinds=["person", "person", "easy"])
    assert controller.curtain_for == 0  # two people: the first one's turn starts hidden
    controller.acknowledge_curtain()
    controller.apply(find(controller, "end"))
    assert controller.curtain_for == 1  # Ann → Bo
    controller.acknowledge_curtain()
    driver = BotDriver(controller, lambda: FirstLegalRunner(prefer="end"), pace="instant")
    controller.apply(find(controller, "end"))
    assert not controller.curtain_required and controller.viewer == 1  # Bo → computer
    drive(driver)
    assert controller.active == [0] and controller.curtain_for == 0  # back to Ann: hidden


def test_a_person_is_never_offered_the_computers_actions():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    controller.apply(find(controller, "offer"))  # Ann offers; the computer may interrupt
    assert controller.active == [0, 1]
    assert {a.player for a in controller.visible_legal()} == {0}
    assert "played by the computer" in controller.apply(find(controller, "interrupt", 1))


def test_undo_steps_back_over_the_computers_answer_to_the_persons_decision():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    driver = BotDriver(controller, lambda: FirstLegalRunner(prefer="interrupt"),
                       pace="instant")
    controller.apply(find(controller, "tick"))
    controller.apply(find(controller, "offer"))
    drive(driver)  # the computer interrupts at once
    assert [e.action.kind for e in state.log] == ["tick", "offer", "interrupt"]
    assert controller.can_undo()
    assert controller.undo() is None
    assert [e.action.kind for e in state.log] == ["tick"]  # the offer and its answer
    assert controller.undo() is None
    assert state.log == []


def test_undo_stops_where_the_turn_passed():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    driver = BotDriver(controller, lambda: FirstLegalRunner(prefer="tick"), pace="instant")
    controller.apply(find(controller, "end"))
    driver.poll()
    driver.poll()  # the computer ticks (its turn goes on)
    assert state.log[-1].action.kind == "tick"
    assert "turn has passed" in controller.undo_reason()
    assert controller.undo() is not None and len(state.log) == 2


def test_the_computers_reason_is_a_display_note_under_its_action():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    driver = BotDriver(controller, lambda: FirstLegalRunner(prefer="tick"), pace="instant")
    controller.apply(find(controller, "end"))
    drive(driver, 3)
    lines = controller.log_lines()
    at = lines.index("Cpu: Tick")
    assert lines[at + 1] == "  ↳ Tick looked best"
    assert "looked best" not in "\n".join(state.messages())  # the rules' log is untouched
    controller.note("Ann asked for a hint.")
    assert controller.log_lines()[-1] == "  ↳ Ann asked for a hint."


def test_pace_keeps_each_computer_action_on_the_board_for_a_moment():
    clock = Clock()
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    driver = BotDriver(controller, lambda: FirstLegalRunner(prefer="tick"), pace="normal",
                       clock=clock)
    controller.apply(find(controller, "end"))
    drive(driver, 5)
    assert len(state.log) == 2  # one tick, then the pause
    clock.now += 2.0
    drive(driver, 2)
    assert len(state.log) == 3


def test_watch_mode_pauses_steps_and_resumes():
    state = new_game("toy-secret", "standard", 2, seed=4, options={"rounds": 3})
    controller = HotseatController(state, ["A", "B"], kinds=["easy", "hard"])
    assert controller.all_computer and controller.viewer is None
    assert not controller.curtain_required
    driver = BotDriver(controller, lambda: FirstLegalRunner(prefer="end"), pace="instant")
    driver.pause()
    drive(driver)
    assert state.log == []
    assert driver.thinking_seat == 0  # it thinks ahead while paused
    driver.step()
    drive(driver)
    assert len(state.log) == 1
    driver.resume()
    drive(driver)
    assert state.is_over


def test_an_answer_to_an_older_position_is_thrown_away():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    runner = FirstLegalRunner(prefer="interrupt", hold=True)
    driver = BotDriver(controller, lambda: runner, pace="instant")
    controller.apply(find(controller, "offer"))
    driver.poll()
    assert driver.thinking_seat == 1
    controller.apply(find(controller, "wait", 0))  # Ann answers first
    runner.release()
    drive(driver)
    assert [e.action.kind for e in state.log] == ["offer", "wait"]


def test_handing_a_seat_over_mid_game():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Bo"])
    assert controller.curtain_for == 0
    controller.set_kind(1, "easy")
    assert not controller.curtain_required and controller.viewer == 0
    controller.set_kind(0, "easy")
    assert controller.all_computer and controller.viewer is None
    controller.set_kind(1, "person")
    assert controller.viewer == 1  # Bo is the only person now


def test_seat_kinds_name_the_bots_levels_without_importing_them():
    from boardgames_desktop import bots
    from boardgames_desktop.hotseat.seats import LEVEL_IDS

    assert LEVEL_IDS == tuple(level.id for level in bots.levels())
    assert [kind_title(k) for k in LEVEL_IDS] == [f"Computer ({level.title})"
                                                  for level in bots.levels()]


class BrokenRunner:
    def __init__(self) -> None:
        self.closed = 0

    def ask(self, state, level, seat, seed=0, time_limit=None):
        from concurrent.futures import Future

        future = Future()
        future.set_exception(RuntimeError("the search lost its way"))
        return future

    def close(self) -> None:
        self.closed += 1


def test_a_failing_bot_pauses_with_a_message_and_leaves_the_game_as_it_was():
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    runner = BrokenRunner()
    driver = BotDriver(controller, lambda: runner, pace="instant")
    controller.apply(find(controller, "end"))
    drive(driver)
    assert len(state.log) == 1 and driver.paused
    assert "could not decide for Cpu" in driver.problem and "the search lost its way" in \
        driver.problem
    assert runner.closed == 1  # a fresh worker answers next time
    controller.set_kind(1, "person")  # a person takes the seat over and plays on
    assert controller.curtain_for == 1  # Ann had the screen: Bo's secret stays hidden
    controller.acknowledge_curtain()
    assert {a.player for a in controller.visible_legal()} == {1}


def test_a_worker_that_cannot_start_is_reported_once_not_raised():
    class NoWorker:
        def ask(self, *args, **kwargs):
            raise RuntimeError("no process for you")

        def close(self) -> None:
            pass

    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["Ann", "Cpu"], kinds=["person", "easy"])
    driver = BotDriver(controller, NoWorker, pace="instant")
    controller.apply(find(controller, "end"))
    drive(driver)  # no exception escapes the GUI timer
    assert driver.paused and "cannot start" in driver.problem
    driver.ask_hint(1)
    assert "no process for you" in driver.hint_problem


def test_computer_seats_acting_together_are_asked_together_and_play_together():
    """3v1: the three Wardens act at the same time; with all three played by the computer
    they are asked about the same position and their answers land in one poll."""
    import random

    state = new_game("brigade", "3v1", 4, 2)
    rng = random.Random(1)
    while len(state.active_players) < 2:
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    assert state.active_players == [1, 2, 3]
    controller = HotseatController(state, ["Pyro", "A", "B", "C"],
                                   kinds=["person", "easy", "normal", "hard"])
    runner = FirstLegalRunner(prefer="move", hold=True)
    driver = BotDriver(controller, lambda: runner, pace="normal", clock=Clock())
    before = len(state.log)
    driver.poll()
    assert [(seat, length) for _level, seat, length in runner.asked] == [
        (1, before), (2, before), (3, before)]
    assert driver.thinking_seats == [1, 2, 3]
    runner.release()
    driver.poll()
    assert [(e.action.player, e.action.kind) for e in state.log[before:]] == [
        (1, "move"), (2, "move"), (3, "move")]
    assert not driver.problem


def test_an_answer_the_rules_no_longer_allow_after_anothers_is_dropped_not_an_error():
    """toy-secret: after an offer both seats may answer; the first answer (wait) closes the
    offer, so the second seat's interrupt is dropped quietly and that seat asked again."""
    state = new_game("toy-secret", "standard", 2, seed=4)
    controller = HotseatController(state, ["A", "B"], kinds=["easy", "easy"])
    runner = FirstLegalRunner(prefer="offer")
    driver = BotDriver(controller, lambda: runner, pace="instant")
    drive(driver, 4)
    assert [e.action.kind for e in state.log[:2]] == ["offer", "wait"]
    assert [(seat, length) for _level, seat, length in runner.asked[1:3]] == [(0, 1), (1, 1)]
    assert not driver.problem and not driver.paused
