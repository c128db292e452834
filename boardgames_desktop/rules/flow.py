"""The flow engine every game shares: its phase, the decisions it waits for, and the automatic
steps still to run.

A game keeps one :class:`Flow` (as ``state.flow``) and asks questions through it instead of
keeping its own ``pending``/``prompts``.  Everybody outside the rules (the hot-seat
controller, bots, tutorials, the hint) reads the same shape, a :class:`Decision`, through
``GameState.decision`` and ``GameState.pending_decisions()``.

The ideas follow boardgame.io's flow (a game-wide phase, per-seat stages, several seats
active at once), in a form that suits a state which is replayed from its log and copied for
search:

* **Asking.** ``flow.ask(seat, kind, **details)`` queues a decision.  Decisions asked while
  one step of the game runs (answering a decision, or one automatic step) come *before*
  everything already waiting, in the order they were asked: what an answer raises is settled
  before the game goes back to older questions.  ``settle()`` marks the end of an automatic
  step; ``answer()`` marks the start of the answer's step.
* **Simultaneous seats.** ``ask_each(seats, kind)`` asks several seats the same question in
  one *group*: all of them are open at once, each seat answers its own, in any order.
* **Interrupts.** ``ask(other_seat, kind, interrupts=turn_seat)`` offers a seat a decision
  during another seat's turn (a reaction it may take or decline); ``Decision.interrupts``
  tells the controller and the bots whose turn was interrupted.
* **Automatic steps.** ``schedule(*steps)`` puts steps (plain tuples, e.g.
  ``("fire_phase",)``) before the ones already scheduled; the game runs them with
  ``next_step()`` while nobody has to decide.

Decisions are immutable and hold plain data, so a copy of a flow shares them: ``copy()`` costs
three list copies (see ``rules/CLONE_PROTOCOL.md``).  To change a waiting decision, ask a new
one (``replace_current``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

#: The kind of the decision of an ordinary turn (no question is pending: the seat plays).
TURN = "turn"

Step = tuple[Any, ...]

Handler = TypeVar("Handler")


class WrongSeat(ValueError):
    """An answer came from a seat that has not been asked anything now."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision a game waits for.

    ``seat`` decides; ``kind`` names the question (the game's moves answering it key on it);
    ``prompt`` is the question for people (filled in when read through
    ``GameState.decision``; games may leave it empty while it waits); ``details`` is plain data
    the answer needs (never changed once asked; ``decision["name"]`` reads it).  ``group``
    is shared by decisions open at the same time (simultaneous seats); ``interrupts`` is the
    seat whose turn this decision interrupts, when it is offered out of turn.
    """

    seat: int
    kind: str
    prompt: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)
    group: int | None = None
    interrupts: int | None = None

    def __getitem__(self, name: str) -> Any:
        return self.details[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.details.get(name, default)

    @property
    def is_turn(self) -> bool:
        """An ordinary turn rather than a question."""
        return self.kind == TURN

    def with_details(self, **changes: Any) -> Decision:
        """The same decision with some details changed (a new object)."""
        return replace(self, details={**self.details, **changes})


class Flow:
    """The mutable part of a game's flow: phase, waiting decisions, automatic steps.

    ``phase`` is the game's own name for where it is ("setup", "actions", ...).  ``queue``
    holds the waiting decisions, the one being asked first (with a simultaneous group, the
    leading decisions of that group are all open).  ``steps`` is a stack: the next step to run
    is last.  Read them freely; change them through the methods.
    """

    __slots__ = ("phase", "queue", "steps", "_asked", "_groups")

    def __init__(self, phase: str = "") -> None:
        self.phase = phase
        self.queue: list[Decision] = []
        self.steps: list[Step] = []
        self._asked = 0  # decisions asked in the current step (they go first, in order)
        self._groups = 0  # simultaneous groups made so far (their ids)

    # ----- asking -------------------------------------------------------------------------
    def ask(self, seat: int, kind: str, prompt: str = "", *, interrupts: int | None = None,
            **details: Any) -> Decision:
        """Ask ``seat`` a question; it comes after the others asked in this step and before
        every decision that was waiting already."""
        decision = Decision(seat, kind, prompt, details, None, interrupts)
        self._put(decision)
        return decision

    def ask_each(self, seats: Iterable[int], kind: str, prompt: str = "",
                 **details: Any) -> list[Decision]:
        """Ask several seats the same question at once: all are open until each answered."""
        self._groups += 1
        asked = [Decision(seat, kind, prompt, details, self._groups) for seat in seats]
        for decision in asked:
            self._put(decision)
        return asked

    def _put(self, decision: Decision) -> None:
        self.queue.insert(self._asked, decision)
        self._asked += 1

    def settle(self) -> None:
        """End of a step: what the next step asks goes before what this one asked."""
        self._asked = 0

    # ----- reading --------------------------------------------------------------------------
    @property
    def current(self) -> Decision | None:
        """The decision being asked (the first of a simultaneous group), or None."""
        queue = self.queue
        return queue[0] if queue else None

    def open(self) -> list[Decision]:
        """The decisions that may be answered now: the first, or its whole group."""
        queue = self.queue
        if not queue:
            return []
        group = queue[0].group
        if group is None:
            return [queue[0]]
        out = []
        for decision in queue:
            if decision.group != group:
                break
            out.append(decision)
        return out

    def active_seats(self) -> list[int]:
        """The seats asked something now (empty when nothing is waiting)."""
        queue = self.queue
        if queue and queue[0].group is None:
            return [queue[0].seat]
        return [d.seat for d in self.open()]

    def asked(self, seat: int) -> Decision | None:
        """The open decision of ``seat``, or None when it has not been asked anything now."""
        for decision in self.open():
            if decision.seat == seat:
                return decision
        return None

    # ----- answering ----------------------------------------------------------------------
    def answer(self, seat: int | None = None) -> Decision:
        """Take ``seat``'s open decision off the queue (the current one when ``seat`` is
        None) and start the answer's step.  Raises :class:`WrongSeat` when that seat was not
        asked anything now, and leaves the flow unchanged."""
        if seat is None:
            if not self.queue:
                raise WrongSeat("Nothing is being asked now.")
            decision = self.queue[0]
        else:
            found = self.asked(seat)
            if found is None:
                raise WrongSeat(f"Seat {seat} has not been asked anything now.")
            decision = found
        self.queue.remove(decision)
        self._asked = 0
        return decision

    def replace_current(self, decision: Decision) -> None:
        """Put ``decision`` in place of the current one (a question that goes on, changed)."""
        if not self.queue:
            raise WrongSeat("Nothing is being asked now.")
        self.queue[0] = decision

    def drop_current(self) -> Decision:
        """Take the current decision away unanswered (it became pointless)."""
        return self.queue.pop(0)

    def reorder(self, key: Callable[[Decision], Any]) -> None:
        """Sort the waiting decisions by ``key`` (stable; for positions set up by hand)."""
        self.queue.sort(key=key)

    def clear(self) -> None:
        """Forget every waiting decision and step (the game ended)."""
        self.queue.clear()
        self.steps.clear()
        self._asked = 0

    # ----- automatic steps ----------------------------------------------------------------
    def schedule(self, *steps: Iterable[Any]) -> None:
        """Run these steps in the given order, before every step scheduled already."""
        for step in reversed(steps):
            self.steps.append(tuple(step))

    def next_step(self) -> Step | None:
        """Take the next automatic step to run (None when there is none)."""
        steps = self.steps
        return steps.pop() if steps else None

    def clear_steps(self) -> None:
        """Drop the steps still scheduled (the game ended)."""
        self.steps.clear()

    # ----- copies and comparison ----------------------------------------------------------
    def copy(self) -> Flow:
        """An independent flow (the decisions and steps themselves are immutable: shared)."""
        twin = Flow.__new__(Flow)
        twin.phase = self.phase
        twin.queue = self.queue.copy()
        twin.steps = self.steps.copy()
        twin._asked = self._asked
        twin._groups = self._groups
        return twin

    def get_state(self) -> dict[str, Any]:
        """Everything in the flow as data (``state.snapshot()`` compares it)."""
        return {"phase": self.phase, "queue": list(self.queue), "steps": list(self.steps),
                "asked": self._asked, "groups": self._groups}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Flow) and self.get_state() == other.get_state()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (f"Flow(phase={self.phase!r}, queue={self.queue!r}, steps={self.steps!r})")


class FlowStage:
    """The part of a game state whose ``stage`` is the phase its flow engine keeps.

    A game that names its phases ``state.stage`` (Emberheart, Flash Point) derives from this
    ahead of ``GameState``; reading or setting ``stage`` reads or sets ``self.flow.phase``,
    so the flow stays the one place the phase is kept (and copied, saved, compared).
    """

    flow: Flow

    @property
    def stage(self) -> str:
        """The game's phase (``flow.phase``)."""
        return self.flow.phase

    @stage.setter
    def stage(self, phase: str) -> None:
        self.flow.phase = phase


def handler_table(what: str, handlers: Mapping[str, Handler],
                  kinds: Iterable[str]) -> dict[str, Handler]:
    """``handlers`` as a dict, once checked to hold exactly one entry per name in ``kinds``.

    Games build their tables of decisions, steps and effects with it at import, so a kind
    that nothing handles (or a handler for a kind that does not exist) stops the import with
    a ``LookupError`` naming ``what`` and the kinds that differ, instead of failing in play.
    """
    known = set(kinds)
    unhandled = sorted(known - set(handlers))
    unknown = sorted(set(handlers) - known)
    if unhandled or unknown:
        raise LookupError(f"{what}: no handler for {unhandled}; handlers for unknown kinds "
                          f"{unknown}.")
    return dict(handlers)
