"""Computer players for every seat of every game (pure Python, no Qt).

Public face::

    from boardgames_desktop import bots
    bots.levels()                        # (Level("easy", ...), Level("normal", ...), ...)
    bot = bots.make_bot("hard", seat=1, seed=7)
    action = bot.choose(state, time_limit=None)   # one of state.legal_actions() for seat 1
    bot.explain(state, action)           # "Pour water on ...: it aims for ..."

Bots use only the public rules contract (``legal_actions``, ``apply``, ``clone``,
``active_players``, ``outcome``, ``is_over``, ``determinized``); they never look at what
their seat cannot see, because every look-ahead runs on a ``determinized`` copy.
Simultaneous and interrupt decisions are answered by the bot of the seat asked: ask the
bot of each seat in ``state.active_players``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Bot
from .easy import EasyBot
from .ismcts import SearchSettings
from .planning_bot import PlanningBot


@dataclass(frozen=True)
class Level:
    id: str
    title: str
    description: str
    iterations: int = 0  # search iterations (0: no search)
    seconds: float | None = None  # the default time cap of one decision


LEVELS: tuple[Level, ...] = (
    Level("easy", "Easy", "Looks one action ahead; plays sensibly but makes mistakes."),
    Level("normal", "Normal", "Searches about half a second per decision, imagining the "
          "hidden cards many times.", iterations=400, seconds=0.5),
    Level("hard", "Hard", "Searches about two seconds per decision: fewer mistakes, "
          "plans a few actions ahead.", iterations=1600, seconds=2.0),
)


def levels() -> tuple[Level, ...]:
    """The three strengths, weakest first."""
    return LEVELS


def level(level_id: str) -> Level:
    for entry in LEVELS:
        if entry.id == level_id:
            return entry
    known = ", ".join(e.id for e in LEVELS)
    raise ValueError(f"There is no computer level '{level_id}' (levels: {known}).")


def make_bot(level_id: str, seat: int, seed: int = 0, iterations: int | None = None) -> Bot:
    """A computer player of the given level for ``seat``; ``iterations`` overrides the
    level's search budget (tests, benchmarks)."""
    entry = level(level_id)
    if entry.id == "easy":
        return EasyBot(seat, seed)
    settings = SearchSettings(iterations=iterations or entry.iterations,
                              candidates=8 if entry.id == "hard" else 5)
    return PlanningBot(seat, seed, level=entry.id, settings=settings,
                       default_time=entry.seconds)


__all__ = ["Bot", "Level", "level", "levels", "make_bot"]
