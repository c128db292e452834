"""Per-game hand-written evaluations behind one face.

``values(state)`` gives each seat's prospects in 0..1 (1 = surely wins): the final result
once the game is over, otherwise the game's evaluation.  ``features(state, seat)`` lists the
named aims behind it, which ``explain`` turns into words.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

from . import eval_brigade, eval_emberheart, eval_flashpoint
from .features import Feature

EVALUATORS: dict[str, ModuleType] = {
    "brigade": eval_brigade,
    "emberheart": eval_emberheart,
    "flashpoint": eval_flashpoint,
}


def _module(state: Any) -> ModuleType:
    try:
        return EVALUATORS[state.game_id]
    except KeyError:
        raise ValueError(f"No computer player knows the game '{state.game_id}'.") from None


def final_values(state: Any) -> list[float]:
    """1 for each winner, 0 for everyone else (a lost cooperative game: all 0)."""
    outcome = state.outcome
    winners = set(outcome.winners)
    return [1.0 if p in winners else 0.0 for p in range(state.players)]


def values(state: Any) -> list[float]:
    if state.is_over:
        return final_values(state)
    return _module(state).values(state)


def quiet_first(state: Any) -> bool:
    """Whether Easy's ranking puts a quiet action that improves the position before any
    action that passes the turn: true where the end of a turn brings chance that the
    one-step look-ahead sees only once (fire, events); a module may say otherwise
    (``QUIET_FIRST = False``)."""
    return getattr(_module(state), "QUIET_FIRST", True)


def turn_end_kinds(state: Any) -> frozenset[str]:
    """Action kinds that end the searching seat's turn and that the search judges without
    playing them (``TURN_END_KINDS`` of the game's module; none by default)."""
    return frozenset(getattr(_module(state), "TURN_END_KINDS", ()))


def plans_own_turn(state: Any) -> bool:
    """Whether the search plans the searching seat's turn: each action judged by the best
    line found after it (not the average of random follow-ups), and a line ends where the
    turn passes on (not on random moves imagined for the other seats).  True where the
    game's module names turn-ending kinds (``TURN_END_KINDS``) or says so for this state
    (``plans_own_turn(state)``)."""
    if turn_end_kinds(state):
        return True
    plan = getattr(_module(state), "plans_own_turn", None)
    return bool(plan(state)) if plan is not None else False


def averaged_kinds(state: Any) -> frozenset[str]:
    """Own action kinds whose outcome is chance, that turn planning judges by the average
    of their outcomes (``AVERAGED_KINDS`` of the game's module; none by default)."""
    return frozenset(getattr(_module(state), "AVERAGED_KINDS", ()))


def judged_kinds(state: Any) -> frozenset[str]:
    """Own action kinds that Normal and Hard choose by the evaluation of the position each
    leaves, without a tree search (``JUDGED_KINDS`` of the game's module for this mode;
    none by default)."""
    return frozenset(getattr(_module(state), "JUDGED_KINDS", {}).get(state.mode, ()))


def book_kinds(state: Any) -> frozenset[str]:
    """Own action kinds for which Normal and Hard ask the opening book first and search
    only when it has no move (``BOOK_KINDS`` of the game's module for this mode)."""
    return frozenset(getattr(_module(state), "BOOK_KINDS", {}).get(state.mode, ()))


def opening_choice(state: Any, own: list[Any]) -> tuple[Any, str] | None:
    """A book move for one of the ``JUDGED_KINDS`` or ``BOOK_KINDS`` decisions and why it
    is played (``opening_choice`` of the game's module: Flash Point's starting squares and
    crews), or None: the evaluation or the search decides."""
    book = getattr(_module(state), "opening_choice", None)
    return book(state, own) if book is not None else None


def plans_turns(state: Any) -> bool:
    """Whether the search plans the seat's whole turn at once: the game's module lists the
    modes where it does (``PLAN_TURNS``; none by default)."""
    return state.mode in getattr(_module(state), "PLAN_TURNS", ())


def turn_planner(state: Any) -> Callable[..., Any] | None:
    """The game's own planner of the seat's turn for this state (``turn_planner(state)`` of
    the game's module: The Brigade's Solo), or None: Normal and Hard then ask it first."""
    get = getattr(_module(state), "turn_planner", None)
    return get(state) if get is not None else None


def position_key(state: Any) -> Callable[[Any], Any] | None:
    """The game's ``position_key`` (a position's name, so that two orders of the same
    actions are planned once), if it has one."""
    return getattr(_module(state), "position_key", None)


def planned_choice(state: Any, seat: int, own: list[Any], rng: Any,
                   deadline: Any) -> Any | None:
    """An action the game's module decides without search, or None: a string of small
    moves that only make sense together (a Brigade Transfer's water, one at a time) is
    planned as one decision (``planned_choice`` of the game's module; none by default)."""
    plan = getattr(_module(state), "planned_choice", None)
    return plan(state, seat, own, rng, deadline) if plan is not None else None


def features(state: Any, seat: int) -> list[Feature]:
    if state.is_over:
        won = seat in state.outcome.winners
        return [Feature("result", 100.0 if won else -100.0,
                        "winning the game" if won else "the end of the game")]
    return _module(state).features(state, seat)


Evaluator = Callable[[Any], list[float]]
