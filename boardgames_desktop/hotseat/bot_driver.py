"""Plays the computer seats of a hot-seat game, and answers hints (no Qt: the app polls).

The app calls :meth:`BotDriver.poll` from a GUI timer, a few dozen times a second.  Each poll
looks at the controller: when an active seat (a turn, an interrupt, a simultaneous choice) is
a computer's, the driver asks the runner (a worker process: ``bot_runner.py``) and returns at
once; a later poll finds the answer and applies it through the controller's normal path, its
explanation going into the log.  Nothing here ever waits, so the window keeps painting.

* **Pace**: after a computer action, the next one waits ``PACES[pace]`` seconds so the table
  can see it on the board (the next decision is already being thought about meanwhile).
* **Watch** (all-computer games): ``pause`` holds the next action, ``step`` lets exactly one
  through, ``resume`` goes on.
* **Seats acting together** (the Wardens of All-Versus-One): every computer seat active at
  once is asked in the same poll, and their answers are played together (in seat order, one
  pace pause for all).  Each is played only if the rules still allow it once the answers
  before it are on the board; one they no longer allow is dropped and that seat is asked
  again about the new position.
* **Stale answers**: every question carries the controller's ``version``; an answer to a game
  that changed since (an undo, a seat taken over) is thrown away.
* **Failures**: a bot that raises pauses the driver with a message (``problem``); the game
  stays as it was and a person may take the seat over.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from boardgames_desktop.rules import Action

from .bot_runner import BotMove, BotRunner
from .controller import HotseatController
from .seats import DEFAULT_PACE, PACE_TITLES, PACES  # noqa: F401  (re-exported)

#: seconds a computer's action stays on the board before its next one
HINT_LEVEL = "normal"  # the issue: the Normal bot gives hints
SEED_STEP = 7919  # bots of different seats draw different random streams


class Runner(Protocol):
    def ask(self, state: Any, level: str, seat: int, seed: int = 0,
            time_limit: float | None = None) -> Future[BotMove]: ...

    def close(self) -> None: ...


@dataclass
class Question:
    version: int
    seat: int
    future: Future[BotMove]


@dataclass(frozen=True)
class Hint:
    seat: int
    action: Action
    explanation: str


class BotDriver:
    """The computer seats of one controller; ``runner_factory`` makes the runner when it is
    first needed (a process is only started for a game that uses it)."""

    def __init__(self, controller: HotseatController,
                 runner_factory: Callable[[], Runner] = BotRunner,
                 pace: str = DEFAULT_PACE, time_limit: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.controller = controller
        self.runner_factory = runner_factory
        self.pace = pace if pace in PACES else DEFAULT_PACE
        self.time_limit = time_limit  # None: each level's own budget
        self.clock = clock
        self.paused = False
        self.problem = ""
        self.hint_problem = ""
        self.on_hint: Callable[[Hint], None] | None = None
        self._runner: Runner | None = None
        self._batch: list[Question] = []  # the computer seats asked about one position
        self._hint: Question | None = None
        self._steps = 0  # actions allowed through while paused
        self._next_at = 0.0

    # ----- state for the side panel --------------------------------------------------------
    @property
    def thinking_seats(self) -> list[int]:
        """The computer seats whose decisions are awaited."""
        version = self.controller.version
        return [q.seat for q in self._batch if q.version == version]

    @property
    def thinking_seat(self) -> int | None:
        """The first computer seat whose decision is awaited (None when none is)."""
        seats = self.thinking_seats
        return seats[0] if seats else None

    @property
    def hint_pending(self) -> bool:
        return self._hint is not None and self._hint.version == self.controller.version

    @property
    def busy(self) -> bool:
        """Whether polling may change something (a computer to play, a hint to come)."""
        return bool(self.controller.computer_seats_to_act()) or self._hint is not None

    # ----- watch controls ----------------------------------------------------------------
    def pause(self) -> None:
        self.paused = True
        self._steps = 0

    def resume(self) -> None:
        self.paused = False
        self.problem = ""
        self._steps = 0

    def step(self) -> None:
        """While paused: let the computer make exactly one more action."""
        self.paused = True
        self.problem = ""
        self._steps = 1
        self._next_at = 0.0

    def set_pace(self, pace: str) -> None:
        if pace in PACES:
            self.pace = pace
            self._next_at = min(self._next_at, self.clock() + PACES[pace])

    # ----- the loop ------------------------------------------------------------------------
    def _get_runner(self) -> Runner:
        if self._runner is None:
            self._runner = self.runner_factory()
        return self._runner

    def warm_up(self) -> None:
        """Start the runner now if it can start ahead of time (a game with computer seats
        begins); a failure here shows up again, with a message, at the first question."""
        warm = getattr(self._get_runner(), "warm_up", None)
        if warm is not None:
            try:
                warm()
            except Exception:
                self._runner_lost()

    def _ask(self, level: str, seat: int, seed_offset: int = 0) -> Question:
        state = self.controller.state
        seed = state.seed + SEED_STEP * (seat + 1) + seed_offset
        future = self._get_runner().ask(state, level, seat, seed, self.time_limit)
        return Question(self.controller.version, seat, future)

    def poll(self) -> bool:
        """Do what is due now; True when the game or the thinking mark changed."""
        changed = self._poll_hint()
        controller = self.controller
        if controller.state.is_over:
            self._batch = []
            return changed
        if self._drop_stale():
            changed = True  # the game moved on: those answers are stale
        if not self._batch:
            if self.problem:
                return changed
            seats = controller.computer_seats_to_act()
            if not seats:
                return changed
            try:  # every computer seat active now is asked at once
                self._batch = [self._ask(controller.kinds[seat], seat) for seat in seats]
            except Exception as exc:  # the worker could not even start: say so once, stop
                self._batch = []
                self._fail(f"The computer players cannot start ({type(exc).__name__}: "
                           f"{exc}). Take the computer's seats over from the Game menu.")
                self._runner_lost()
            return True
        if not all(q.future.done() for q in self._batch):
            return changed
        if self.paused and self._steps <= 0:
            return changed
        if self.clock() < self._next_at:
            return changed
        return self._play_batch() or changed

    def _drop_stale(self) -> bool:
        """Forget questions about a position gone by or a seat no longer to act."""
        version = self.controller.version
        acting = self.controller.computer_seats_to_act()
        fresh = [q for q in self._batch if q.version == version and q.seat in acting]
        dropped = len(fresh) != len(self._batch)
        self._batch = fresh
        return dropped

    def _play_batch(self) -> bool:
        """Play the answers of the seats asked together, in seat order: the first as the
        rules must take it, each later one only if still allowed then (else dropped: its
        seat is asked again).  While paused, a step lets one answer through."""
        batch, self._batch = self._batch, []
        played = False
        for index, question in enumerate(batch):
            if played and (self.paused and self._steps <= 0):
                self._batch = list(batch[index:])  # held for the next step
                break
            if played and not self._still_allowed(question):
                continue
            if not self._play(question):
                break
            played = True
            for later in batch[index + 1:]:
                later.version = self.controller.version  # our own move: still current
        if played:
            self._next_at = self.clock() + PACES[self.pace]
        return True

    def _still_allowed(self, question: Question) -> bool:
        """Whether a seat's answer is still legal after the answers played before it."""
        if question.seat not in self.controller.computer_seats_to_act():
            return False
        try:
            key = Action.from_dict(question.future.result().action).key()
        except Exception:
            return True  # _play reports the failure
        return any(a.key() == key for a in self.controller.state.legal_actions())

    def _play(self, question: Question) -> bool:
        """Apply one answer; False (and the driver paused with a message) when it failed."""
        controller = self.controller
        name = controller.seat_name(question.seat)
        try:
            move = question.future.result()
            action = Action.from_dict(move.action)
        except Exception as exc:  # a bug in a bot or a lost worker: stop, say so
            self._fail(f"The computer could not decide for {name} ({type(exc).__name__}: "
                       f"{exc}). The game is paused; take the seat over from the Game menu "
                       f"or press Resume to try again.")
            self._runner_lost()
            return False
        problem = controller.apply(action, by_computer=True, why=move.explanation)
        if problem:
            self._fail(f"The computer chose a move for {name} the rules refused: {problem}")
            return False
        self._steps = max(0, self._steps - 1)
        return True

    def _fail(self, message: str) -> None:
        self.problem = message
        self.paused = True
        self._steps = 0

    def _runner_lost(self) -> None:
        """After a failure the worker may be broken: a fresh one answers next time."""
        if self._runner is not None:
            self._runner.close()
            self._runner = None

    # ----- hints -------------------------------------------------------------------------
    def ask_hint(self, seat: int) -> None:
        """Ask the Normal bot what ``seat`` should do (from that seat's information only:
        the bot plays on ``state.determinized(seat, ...)`` copies); ``on_hint`` gets it."""
        self.hint_problem = ""
        try:
            self._hint = self._ask(HINT_LEVEL, seat, seed_offset=1)
        except Exception as exc:  # the worker could not start
            self.hint_problem = f"No hint this time ({type(exc).__name__}: {exc})."
            self._runner_lost()

    def _poll_hint(self) -> bool:
        hint = self._hint
        if hint is None or not hint.future.done():
            return False
        self._hint = None
        if hint.version != self.controller.version:
            return True  # the position changed before the answer came
        try:
            move = hint.future.result()
            answer = Hint(hint.seat, Action.from_dict(move.action), move.explanation)
        except Exception as exc:
            self.hint_problem = f"No hint this time ({type(exc).__name__}: {exc})."
            self._runner_lost()
            return True
        if self.on_hint is not None:
            self.on_hint(answer)
        return True

    def close(self) -> None:
        self._batch = []
        self._hint = None
        if self._runner is not None:
            self._runner.close()
            self._runner = None
