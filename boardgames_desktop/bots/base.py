"""What every computer player shares: its seat, its seed, the actions it may take, the
per-decision random stream and the clock."""

from __future__ import annotations

import random
import time
import zlib
from typing import Any

from boardgames_desktop.rules.action import Action


class Deadline:
    """A time budget in seconds (None: no limit)."""

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self.start = time.perf_counter()

    @property
    def passed(self) -> bool:
        return self.seconds is not None and time.perf_counter() - self.start >= self.seconds

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.start


STREAK_CAP = 24  # own actions in a row without passing control before the bot must pass


def own_streak(state: Any, seat: int) -> list[Any]:
    """The seat's latest actions that neither passed control on nor met chance."""
    out = []
    for entry in reversed(state.log):
        if entry.action.player != seat or entry.undo_barrier:
            break
        out.append(entry.action)
    return out


def prune_loops(state: Any, seat: int, own: list[Action], rng: random.Random) -> list[Action]:
    """Keep a bot from shuffling water (or anything free) back and forth for ever: an action
    already taken twice in the current run of its own actions is dropped, and after
    ``STREAK_CAP`` such actions only actions that pass control on (or meet chance) remain.
    Decided from the visible log only; a determinized copy tells which actions pass on."""
    streak = own_streak(state, seat)
    if not streak:
        return own
    seen: dict[tuple, int] = {}
    for action in streak:
        seen[action.key()] = seen.get(action.key(), 0) + 1
    fresh = [a for a in own if seen.get(a.key(), 0) < 2] or own
    if len(streak) < STREAK_CAP:
        return fresh
    world = state.determinized(seat, rng)
    passing = []
    for action in fresh:
        after = world.clone()
        after.apply(action)
        if after.is_over or after.log[-1].undo_barrier:
            passing.append(action)
    return passing or fresh


class Bot:
    """A computer player for one seat.  Subclasses implement ``decide``.

    Determinism: every decision draws from a random stream seeded by the bot's seed, its
    seat and what the seat sees of the state (the log length and its legal actions), never
    from the game's own RNG; so the same seed and state give the same choice.
    """

    level = ""

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.seed = int(seed)
        self.last_estimate: float | None = None  # the searched chance of winning, if any
        self.last_choice: Action | None = None

    # ----- the public face ------------------------------------------------------------------
    def own_actions(self, state: Any) -> list[Action]:
        return [a for a in state.legal_actions() if a.player == self.seat]

    def choose(self, state: Any, time_limit: float | None = None) -> Action:
        """One of ``state.legal_actions()`` for this bot's seat."""
        own = self.own_actions(state)
        if not own:
            raise ValueError(f"Seat {self.seat + 1} has nothing to decide now.")
        self.last_estimate = None
        self.last_choice = own[0]
        if len(own) == 1:
            return own[0]
        deadline = Deadline(time_limit)
        rng = self.decision_rng(state, own)
        from .evaluation import planned_choice

        planned = planned_choice(state, self.seat, own, rng, deadline)
        if planned is not None:  # a step of a plan the game's module makes (no loops)
            self.last_choice = planned
            return planned
        own = prune_loops(state, self.seat, own, rng)
        self.last_choice = own[0] if len(own) == 1 else self.decide(state, own, rng, deadline)
        return self.last_choice

    def explain(self, state: Any, action: Action) -> str:
        from .explain import explain

        estimate = self.last_estimate if action == self.last_choice else None
        return explain(state, self.seat, action, random.Random(self.seed), estimate)

    def decide(self, state: Any, own: list[Action], rng: random.Random,
               deadline: Deadline) -> Action:
        raise NotImplementedError

    # ----- helpers ----------------------------------------------------------------------------
    def decision_rng(self, state: Any, own: list[Action]) -> random.Random:
        visible = repr((len(state.log), [a.key() for a in own])).encode()
        return random.Random(f"{self.level}:{self.seed}:{self.seat}:{zlib.crc32(visible)}")
