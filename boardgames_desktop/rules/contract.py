"""A contract harness every registered game and mode must pass (in the spirit of OpenSpiel's
random-simulation tests): it plays seeded random games and checks the rules package's promises
at every step.

``check_game`` raises ``ContractBroken`` naming the step and the promise that failed.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from .action import Action
from .errors import IllegalAction
from .registry import new_game
from .savefile import load_game
from .state import GameState


class ContractBroken(AssertionError):
    """A game broke a promise of the rules contract."""


@dataclass
class ContractReport:
    """What one ``check_game`` run exercised, so a test can require that it did something."""

    steps: int = 0
    refusals_checked: int = 0
    undos_checked: int = 0
    reloads_checked: int = 0
    views_checked: int = 0


def _fail(step: int, state: GameState, promise: str) -> ContractBroken:
    return ContractBroken(f"{state.game_id}/{state.mode}/{state.players}p seed {state.seed}, "
                          f"step {step}: {promise}")


def _foreign_actions(state: GameState, legal: list[Action], rng: random.Random) -> list[Action]:
    """Actions that must be refused now: a legal one for a seat that may not act, one of a
    kind this position does not offer, and one with an argument that is not offered."""
    out: list[Action] = []
    keys = {a.key() for a in legal}
    sample = legal[rng.randrange(len(legal))]
    idle = [p for p in range(state.players) if p not in state.active_players]
    if idle:
        candidate = Action(idle[0], sample.kind, sample.args)
        if candidate.key() not in keys:
            out.append(candidate)
    out.append(Action(sample.player, "no-such-move", sample.args))
    if sample.args:
        name, _value = sample.args[0]
        candidate = Action(sample.player, sample.kind,
                           ((name, "no-such-value"),) + sample.args[1:])
        if candidate.key() not in keys:
            out.append(candidate)
    return out


def check_game(game: str, mode: str, players: int, seed: int,
               options: dict[str, Any] | None = None, max_steps: int = 400,
               deep_every: int = 7) -> ContractReport:
    """Play one seeded random game and check the contract; every ``deep_every`` steps the
    expensive promises too (refusals leave the state identical, save/load, undo)."""
    rng = random.Random(seed)
    state = new_game(game, mode, players, seed, options)
    report = ContractReport()
    for step in range(max_steps):
        if state.is_over:
            if state.legal_actions():
                raise _fail(step, state, "a finished game still offers actions")
            break
        legal = state.legal_actions()
        if not legal:
            raise _fail(step, state, "no legal action but the game is not over")
        active = set(state.active_players)
        if not active:
            raise _fail(step, state, "the game is not over but no seat is active")
        for action in legal:
            if action.player not in active:
                raise _fail(step, state, f"{action.describe()!r} belongs to seat "
                                         f"{action.player}, who may not act now")
        _check_decision(step, state, legal)
        if len({a.key() for a in legal}) != len(legal):
            raise _fail(step, state, "two listed actions are the same move")
        if step % deep_every == 0:
            _check_refusals(step, state, legal, rng, report)
            _check_reload(step, state, report)
            _check_views(step, state, random.Random(f"{seed}:{step}"), report)
        action = legal[rng.randrange(len(legal))]
        words = action.describe()
        if not isinstance(words, str) or not words.strip():
            raise _fail(step, state, f"{action.kind} has no text a player can read")
        before = state.clone() if step % deep_every == 0 else None
        state.apply(action)
        report.steps += 1
        if before is not None and state.undoable_steps() > 0:
            _check_undo(step, state, before, action, report)
    replayed = list(state.replay())[-1]
    if replayed.snapshot() != state.snapshot():
        raise _fail(report.steps, state, "replaying the log does not give the same state")
    return report


def _check_decision(step: int, state: GameState, legal: list[Action]) -> None:
    """The decision every consumer reads (rules/flow.py) names a seat that may act, and while
    questions wait only the seats asked now have actions."""
    decision = state.decision
    if decision is None:
        raise _fail(step, state, "the game goes on but waits for no decision")
    if decision.seat not in state.active_players:
        raise _fail(step, state, f"the decision {decision.kind!r} asks seat {decision.seat}, "
                                 "who may not act now")
    pending = state.pending_decisions()
    if pending:
        first = pending[0]
        asked = {d.seat for d in pending
                 if d is first or (first.group is not None and d.group == first.group)}
        for action in legal:
            if action.player not in asked:
                raise _fail(step, state, f"{action.describe()!r} belongs to seat "
                                         f"{action.player}, who was not asked {first.kind!r}")


def _check_refusals(step: int, state: GameState, legal: list[Action], rng: random.Random,
                    report: ContractReport) -> None:
    before = _snapshot_bytes(state)
    for foreign in _foreign_actions(state, legal, rng):
        try:
            state.apply(foreign)
        except IllegalAction as exc:
            if not str(exc).strip():
                raise _fail(step, state, f"refusing {foreign.kind} gives no reason") from exc
        else:
            raise _fail(step, state, f"an action that was not listed was accepted: "
                                     f"{foreign.key()!r}")
        report.refusals_checked += 1
    if _snapshot_bytes(state) != before:
        raise _fail(step, state, "a refused action changed the state")


def _keys(state: GameState) -> list[tuple]:
    """The listed actions of a position, in order, as comparable keys."""
    return [a.key() for a in state.legal_actions()]


def _snapshot_bytes(state: GameState) -> str:
    """The state as text, so "unchanged" means byte-identical (1 and True, or 1 and 1.0,
    compare equal as values but not as text)."""
    return json.dumps(state.snapshot(), default=repr)


def _check_reload(step: int, state: GameState, report: ContractReport) -> None:
    text = state.to_json()
    copy = load_game(text)
    if copy.snapshot() != state.snapshot():
        raise _fail(step, state, "save and load do not give the same state")
    if copy.to_json() != text:
        raise _fail(step, state, "a loaded game saves differently")
    if _keys(copy) != _keys(state):
        raise _fail(step, state, "a loaded game offers other actions")
    report.reloads_checked += 1


#: How many resampled copies each seat's view is compared with (``_check_views``).
VIEW_RESAMPLES = 3


def _check_views(step: int, state: GameState, rng: random.Random,
                 report: ContractReport) -> None:
    """No leak: what a seat sees is plain JSON and does not change when everything it cannot
    see is resampled (``determinized``) — so nothing hidden can be in it."""
    for seat in [None, *range(state.players)]:
        seen = state.view(seat)
        try:
            json.dumps(seen, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise _fail(step, state, f"the view of seat {seat} is not plain JSON: {exc}") from exc
        if seat is None:
            continue  # a spectator has no seat to determinize for
        for _ in range(VIEW_RESAMPLES):
            imagined = state.determinized(seat, random.Random(rng.getrandbits(32)))
            if imagined.view(seat) != seen:
                raise _fail(step, state, f"the view of seat {seat} shows hidden data: "
                                         f"{', '.join(_differing(seen, imagined.view(seat)))}")
        report.views_checked += 1


def _differing(seen: dict[str, Any], other: dict[str, Any]) -> list[str]:
    """The keys (one level into ``table``/``board``) where two views differ, for the message."""
    out: list[str] = []
    for key in sorted(set(seen) | set(other)):
        mine, theirs = seen.get(key), other.get(key)
        if mine == theirs:
            continue
        if isinstance(mine, dict) and isinstance(theirs, dict):
            out.extend(f"{key}.{k}" for k in sorted(set(mine) | set(theirs))
                       if mine.get(k) != theirs.get(k))
        else:
            out.append(key)
    return out


def _check_undo(step: int, state: GameState, before: GameState, action: Action,
                report: ContractReport) -> None:
    undone = state.clone()
    taken_back = undone.undo()
    if taken_back != action:
        raise _fail(step, state, "undo took back another action than the last one")
    if undone.snapshot() != before.snapshot():
        raise _fail(step, state, "undo does not restore the position before the action")
    if _keys(undone) != _keys(before):
        raise _fail(step, state, "after undo other actions are offered than before the action")
    undone.apply(action)
    if undone.snapshot() != state.snapshot():
        raise _fail(step, state, "redoing an undone action gives another position")
    report.undos_checked += 1
