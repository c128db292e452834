"""Planning a whole turn: the best sequence of the seat's own actions until it ends its turn.

In a game where one seat acts many times in a row before the world answers (Flash Point:
a firefighter spends its AP, then the fire advances), the turn is the unit that wins or
loses.  ``plan_turn`` searches sequences of the seat's own actions on an imagined copy of
the game (``state.determinized``: face-down POIs and decks drawn afresh, never the real
hidden part), best-first by the evaluation of "end the turn here", keeping the ``width``
best positions after each action (a beam) and never expanding a position twice.

Chance inside the turn (a POI turned over, the deck gun's dice) is met in ``samples``
imagined worlds at once, and the action is worth the *average* of the best turn found in
each: the luckiest world does not decide.  The plan stops at the first such action; what
follows it is planned again once the real outcome is seen.

The bot commits to the plan and plays it action by action while the game goes as predicted
(the same actions, the same log lines); anything unforeseen (another seat's interrupt, an
outcome the plan did not imagine) makes it plan afresh (``PlanBook.next_action``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from boardgames_desktop.rules.action import Action

from .base import Deadline
from .evaluation import averaged_kinds, turn_end_kinds, values


@dataclass(frozen=True)
class PlanSettings:
    width: int = 8  # positions kept after each action (the beam)
    evaluations: int = 800  # positions judged at most (the budget; the deadline also stops)
    samples: int = 3  # imagined outcomes of an action that meets chance
    # the best ends of the turn found may be judged again after the fire's answer: each is
    # played out ``fire_rolls`` times (the same imagined dice for every candidate).  Off: a
    # few imagined rolls favour the turn that happens to put out the spaces they hit, while
    # the evaluation prices every burning space at its exact chance of a roll
    fire_candidates: int = 0
    fire_rolls: int = 8
    max_actions: int = 16  # own actions in a turn at most


@dataclass
class Step:
    """A position reached in the turn and how: ``chance`` groups the imagined outcomes of one
    chance action (their values are averaged); ``children`` the positions one action on."""

    world: Any
    value: float  # the evaluation of ending the turn here (or of the game's end)
    action: Action | None = None
    parent: Step | None = None
    echo: tuple[str, ...] = ()  # the log lines the action wrote
    can_end: bool = False  # the turn may end here (the plan then ends the turn)
    chance: bool = False  # the action met chance (it closes the plan)
    children: list[Step] = field(default_factory=list)
    backed: float = 0.0
    branch: tuple[int, ...] = ()  # which imagined outcome of each chance met on the way


@dataclass
class Plan:
    """Actions to play from log position ``start`` on, each with the log lines expected."""

    start: int
    anchor: tuple  # the last log entry before ``start`` when planned (undo is noticed)
    actions: list[Action]
    echoes: list[tuple[str, ...]]
    value: float
    aims_from: Any = None  # the imagined position the plan starts from
    aims_to: Any = None  # and the one it leads to (explanations compare the two)
    # the game's name of the position expected before each action (``key_of``), if any:
    # a plan is never followed in another game whose log happens to look alike
    positions: list[Hashable] | None = None
    key_of: Callable[[Any], Hashable] | None = None
    judged: int = 0  # positions judged to make it (for benchmarks)
    cut: bool = False  # the budget or the clock stopped the search before the turn's end


def _anchor(state: Any, start: int) -> tuple:
    if start == 0:
        return ()
    entry = state.log[start - 1]
    return (entry.action.key(), tuple(entry.messages))


def plan_turn(state: Any, seat: int, rng: random.Random, deadline: Deadline,
              settings: PlanSettings,
              key_of: Callable[[Any], Hashable] | None = None) -> Plan | None:
    """The best turn found for ``seat`` from ``state`` (None: no turn to plan here).

    ``key_of`` names a position (two move orders that reach the same position are expanded
    once); without it every sequence counts as new."""
    ends = turn_end_kinds(state)
    lotteries = averaged_kinds(state)
    world = state.determinized(seat, rng)
    root = Step(world=world, value=values(world)[seat], can_end=_may_end(world, seat, ends))
    seen: set = set()
    if key_of is not None:
        seen.add(((), key_of(world)))
    frontier = [root]
    judged = 0
    cut = False  # the budget or the clock stopped the search before the turn's end
    for _depth in range(settings.max_actions):
        grown: list[Step] = []
        for step in frontier:
            for action in _own(step.world, seat, ends):
                if judged >= settings.evaluations or deadline.passed:
                    cut = True
                    break
                children = _expand(step, action, seat, rng, settings, ends, lotteries)
                judged += len(children)
                fresh = []
                for child in children:
                    if key_of is not None:
                        key = (child.branch, key_of(child.world))
                        if key in seen:
                            continue
                        seen.add(key)
                    fresh.append(child)
                step.children.extend(fresh)
                grown.extend(c for c in fresh if _goes_on(c, seat, ends))
            if cut:
                break
        if cut or not grown:
            break
        grown.sort(key=lambda s: s.value, reverse=True)
        frontier = grown[:settings.width]
    _judge_after_the_turn(root, seat, rng, settings, ends)
    return finish_plan(state, root, ends, judged, cut, key_of)


def finish_plan(state: Any, root: Step, ends: frozenset[str], judged: int, cut: bool,
                key_of: Callable[[Any], Hashable] | None = None) -> Plan | None:
    """The plan a searched turn gives (``back_up``, then ``read_plan``), with what the search
    judged; a turn cut short by the clock does not end the turn on its partial plan."""
    back_up(root)
    plan = read_plan(state, root, ends, key_of)
    if plan is not None and cut and len(plan.actions) > 1 and plan.actions[-1].kind in ends:
        # the turn was not searched to its end: play what was found, then plan again
        plan.actions.pop()
        plan.echoes.pop()
    if plan is not None:
        plan.judged, plan.cut = judged, cut
    return plan


def _own(world: Any, seat: int, ends: frozenset[str]) -> list[Action]:
    """The seat's actions that keep its turn going (ending it is judged without playing)."""
    if world.is_over or world.active_players != [seat]:
        return []
    return [a for a in world.legal_actions() if a.player == seat and a.kind not in ends]


def _may_end(world: Any, seat: int, ends: frozenset[str]) -> bool:
    if world.is_over or world.active_players != [seat]:
        return False
    return any(a.kind in ends and a.player == seat for a in world.legal_actions())


def _goes_on(step: Step, seat: int, ends: frozenset[str]) -> bool:
    """Whether the turn can be planned on from ``step`` (not after an interrupt of another
    seat, nor after the end of the game)."""
    return not step.world.is_over and step.world.active_players == [seat]


def _expand(step: Step, action: Action, seat: int, rng: random.Random,
            settings: PlanSettings, ends: frozenset[str],
            lotteries: frozenset[str]) -> list[Step]:
    """The position(s) one action on: one, or ``samples`` imagined outcomes when the action
    met chance (a lottery of the game's ``averaged_kinds`` always counts as chance)."""
    world = step.world.clone()
    world.apply(action)
    entry = world.log[-1]
    if not (entry.chance or action.kind in lotteries):
        return [_child(step, action, world, seat, ends, chance=False)]
    out = [_child(step, action, world, seat, ends, chance=True, branch=0)]
    for sample in range(1, settings.samples):
        other = step.world.determinized(seat, rng)  # a copy of an imagined world: no leak
        other.apply(action)
        out.append(_child(step, action, other, seat, ends, chance=True, branch=sample))
    return out


def _child(step: Step, action: Action, world: Any, seat: int, ends: frozenset[str],
           chance: bool, branch: int = 0) -> Step:
    return Step(world=world, value=values(world)[seat], action=action, parent=step,
                echo=tuple(world.log[-1].messages), can_end=_may_end(world, seat, ends),
                chance=chance, branch=step.branch + ((branch,) if chance else ()))


def _ends(step: Step) -> list[Step]:
    out = [step] if step.can_end else []
    for child in step.children:
        out.extend(_ends(child))
    return out


def _judge_after_the_turn(root: Step, seat: int, rng: random.Random,
                          settings: PlanSettings, ends: frozenset[str]) -> None:
    """Judge the best ends of the turn again by what follows them (the fire's advance, in
    Flash Point): each is played to the next decision (``shift_by_what_follows``)."""
    if settings.fire_candidates < 2 or settings.fire_rolls < 1:
        return
    best = sorted(_ends(root), key=lambda s: s.value, reverse=True)[:settings.fire_candidates]

    def end_the_turn(step: Step, future: Any) -> Any:
        future.apply(next(a for a in step.world.legal_actions() if a.kind in ends))
        return future

    shift_by_what_follows(best, seat, rng, settings.fire_rolls, end_the_turn)


def shift_by_what_follows(best: list[Step], seat: int, rng: random.Random, rolls: int,
                          play: Callable[[Step, Any], Any],
                          deadline: Deadline | None = None) -> None:
    """Judge candidate ends of a turn again by what follows them: ``play(step, future)``
    plays each in ``rolls`` imagined futures, the same ones for every candidate, so that the
    candidates differ by their positions, not by their luck.  Only differences between the
    candidates count: each keeps its own evaluation, moved by how much better or worse than
    the others' it came through.  Past the ``deadline`` nothing is moved (judged by some
    candidates only, the shifts would not compare)."""
    if len(best) < 2 or rolls < 1:
        return
    seeds = [rng.getrandbits(64) for _ in range(rolls)]
    shifts = []
    for step in best:
        total = 0.0
        for seed in seeds:
            if deadline is not None and deadline.passed:
                return
            future = step.world.determinized(seat, random.Random(seed))  # imagined: no leak
            total += values(play(step, future))[seat]
        shifts.append(total / rolls - step.value)
    mean = sum(shifts) / len(shifts)
    for step, shift in zip(best, shifts):
        step.value += shift - mean


def back_up(step: Step) -> float:
    """Each position's worth: ending the turn there (when allowed), or the best action on;
    an action that met chance is worth the average over its imagined outcomes."""
    best = step.value if step.can_end or not step.children else -float("inf")
    groups: dict[tuple, list[float]] = {}
    for child in step.children:
        worth = back_up(child)
        if child.chance:
            assert child.action is not None
            groups.setdefault(child.action.key(), []).append(worth)
        else:
            best = max(best, worth)
    for outcomes in groups.values():
        best = max(best, sum(outcomes) / len(outcomes))
    if best == -float("inf"):
        best = step.value
    step.backed = best
    return best


def read_plan(state: Any, root: Step, ends: frozenset[str],
              key_of: Callable[[Any], Hashable] | None = None) -> Plan | None:
    """Follow the best choices from the root: to a position where ending the turn is best
    (the plan then ends the turn) or to an action that meets chance (the plan stops)."""
    actions: list[Action] = []
    echoes: list[tuple[str, ...]] = []
    positions: list[Hashable] = []
    step = root
    while True:
        if key_of is not None:
            positions.append(key_of(step.world))
        target = step.backed
        if step.can_end and step.value >= target - 1e-12:
            end = next((a for a in step.world.legal_actions() if a.kind in ends), None)
            if end is not None:
                actions.append(end)
                echoes.append(())
            break
        nxt = _best_child(step, target)
        if nxt is None:
            break
        actions.append(nxt.action)
        echoes.append(nxt.echo)
        if nxt.chance:
            break
        step = nxt
    if not actions:
        return None
    start = len(state.log)
    return Plan(start=start, anchor=_anchor(state, start), actions=actions, echoes=echoes,
                value=root.backed, aims_from=root.world, aims_to=step.world,
                positions=positions if key_of is not None else None, key_of=key_of)


def _best_child(step: Step, target: float) -> Step | None:
    best, best_worth = None, -float("inf")
    seen_chance: set = set()
    for child in step.children:
        if child.chance:
            assert child.action is not None
            key = child.action.key()
            if key in seen_chance:
                continue
            seen_chance.add(key)
            group = [c.backed for c in step.children
                     if c.chance and c.action is not None and c.action.key() == key]
            worth = sum(group) / len(group)
        else:
            worth = child.backed
        if worth > best_worth:
            best, best_worth = child, worth
    return best


class PlanBook:
    """The plan a bot committed to, kept between its decisions (one per level, seat and
    seed: the app asks a fresh bot object for every decision, in the same worker)."""

    def __init__(self) -> None:
        self._plans: dict[tuple, Plan] = {}

    def forget(self, owner: tuple) -> None:
        self._plans.pop(owner, None)

    def keep(self, owner: tuple, plan: Plan) -> None:
        self._plans[owner] = plan

    def current(self, owner: tuple) -> Plan | None:
        return self._plans.get(owner)

    def next_action(self, owner: tuple, state: Any) -> Action | None:
        """The plan's next action if the game went exactly as it predicted since it was
        made (the planned actions, writing the planned log lines); else None."""
        plan = self._plans.get(owner)
        if plan is None:
            return None
        done = len(state.log) - plan.start
        if not 0 <= done < len(plan.actions) or _anchor(state, plan.start) != plan.anchor:
            return None
        for i in range(done):
            entry = state.log[plan.start + i]
            if entry.action != plan.actions[i] or tuple(entry.messages) != plan.echoes[i]:
                return None
        if plan.positions is not None and plan.key_of is not None \
                and plan.key_of(state) != plan.positions[done]:
            return None
        action = plan.actions[done]
        return action if action in state.legal_actions() else None


#: plans kept between decisions in this process
PLANS = PlanBook()
