"""The Brigade, Solo: the player's Action Phase planned whole.

A Solo turn is four actions whose worth shows only together: two Moves and a free discard
raise a faction, a Move, an Extinguish and the pours save a block on the brink.  A tree
search of a hundred iterations over eight candidate actions sees one or two of them, and
its lines run on into Blaze's phase and the next event, whose imagined fire outweighs the
difference between two plans.  So the rest of the turn is planned and judged at its end:

* the plan runs on an imagined copy (``state.determinized``) whose action budget is
  raised by ``SPARE`` so that the engine never closes the phase on its own; an action the
  real budget could not pay is dropped, and a position where the real budget is spent (or
  the turn may end) is a place the plan can stop;
* a beam keeps the ``width`` best positions after each whole action, never the same
  position twice; the questions an action asks (which crew card, pour from whom) are
  answered at once, so that half an action never competes with whole ones;
* an action that meets chance (a Recruit's draw, a card turned up in the Forge) is judged by
  the average over ``samples`` imagined outcomes, and the plan stops after it: what follows
  is planned again once the real outcome is seen (``turn_plan``'s back-up and reading);
* the ``FIRE_CANDIDATES`` best ends are judged again through Blaze, the Insurance Fraud and
  the next event (``FIRE_ROLLS`` imagined futures, the same for each): the evaluation alone
  prices the coming fire too cheaply (without it the planner let the town burn).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from boardgames_desktop.rules.action import Action

from .base import Deadline
from .evaluation import values
from .turn_plan import PLANS, Plan, Step, finish_plan, shift_by_what_follows

SPARE = 1000  # actions added to the imagined copy's budget (never reached)
END = frozenset({"end_turn"})
# the best ends of the turn judged again after Blaze, the Insurance Fraud and the next
# event, each in this many imagined futures (the same ones for every candidate)
FIRE_CANDIDATES = 6
FIRE_ROLLS = 8
FREE = frozenset({"discard_crew", "use_card"})  # kinds that may cost no action
# the plan's share of a decision's time: when the plan cannot be followed (``prune_loops``
# took its first action off the bot's list) the tree search decides in the rest
PLAN_SHARE = 0.8


def plan_choice(state: Any, seat: int, own: list[Action], rng: random.Random,
                deadline: Deadline, evaluations: int, owner: Hashable,
                width: int = 8, samples: int = 3) -> Action | None:
    """The next action of the planned turn, or None outside the Action Phase (the search
    decides those: the Treasure returns after it, Blaze's ties)."""
    if not getattr(state, "acting", False) or not state.wardens:
        return None
    planned = PLANS.next_action(owner, state)
    if planned is not None and planned in own:
        return planned
    plan = plan_turn(state, seat, rng, share_of(deadline, PLAN_SHARE), evaluations, width,
                     samples)
    if plan is None or plan.actions[0] not in own:
        PLANS.forget(owner)
        return None
    PLANS.keep(owner, plan)
    return plan.actions[0]


def share_of(deadline: Deadline, share: float) -> Deadline:
    """A deadline ending after ``share`` of what is left of ``deadline`` (the same when it
    has no limit)."""
    if deadline.seconds is None:
        return deadline
    return Deadline(max(0.0, (deadline.seconds - deadline.elapsed) * share))


def real_left(world: Any) -> int:
    """Actions the real budget still has in an imagined copy raised by ``SPARE``."""
    return world.budget.get(world.wardens[0].index, 0) - SPARE


def position_key(world: Any) -> Hashable:
    """Two orders of the same actions that reach the same position are planned once."""
    w = world.wardens[0]
    town = tuple((t.label, t.intensity, tuple(sorted(t.renown.items())), t.loyalty, t.favour)
                 for t in world.town.blocks() if t.intensity or t.renown or t.loyalty is not None)
    return (w.cell, w.water, tuple((m.card, m.water) for m in w.crew),
            tuple((g.cell, g.water) for g in world.wagons), tuple(world.influence.levels.items()),
            world.favour, real_left(world), town, tuple(world.forge), tuple(world.held),
            tuple(tuple(b.levels.items()) for b in world.boards),
            tuple(a.key() for a in world.legal_actions()))


def plan_turn(state: Any, seat: int, rng: random.Random, deadline: Deadline,
              evaluations: int, width: int, samples: int) -> Plan | None:
    """The best rest of the turn found (None: nothing to plan)."""
    world = state.determinized(seat, rng)
    world.budget[world.wardens[0].index] += SPARE
    root = _step(world, seat, None, None, chance=False, branch=())
    seen = {((), position_key(world))}
    frontier = [root]
    judged = 0
    cut = False  # the budget or the clock stopped the search before the turn's end
    while frontier and not cut:
        grown: list[Step] = []
        queue = list(frontier)
        while queue:
            step = queue.pop()
            for action in _own(step.world, seat):
                if judged >= evaluations or deadline.passed:
                    cut = True
                    break
                children = _expand(step, action, seat, rng, samples)
                judged += len(children)
                for child in children:
                    key = (child.branch, position_key(child.world))
                    if key in seen:
                        continue
                    seen.add(key)
                    step.children.append(child)
                    if child.world.is_over:
                        continue
                    # a question the action asked (which crew card, pour from whom) is
                    # answered at once: half an action must not compete with whole ones
                    (queue if child.world.pending is not None else grown).append(child)
        grown.sort(key=lambda s: s.value, reverse=True)
        frontier = grown[:width]
    _judge_after_the_turn(root, seat, rng, deadline, FIRE_CANDIDATES, FIRE_ROLLS)
    return finish_plan(state, root, END, judged, cut)


def _own(world: Any, seat: int) -> list[Action]:
    """The seat's actions on in the planned turn (ending it is judged without playing)."""
    if world.is_over or not getattr(world, "acting", False):
        return []
    spent = real_left(world) <= 0 and world.pending is None
    return [a for a in world.legal_actions() if a.player == seat and a.kind not in END
            and (not spent or a.kind in FREE)]


def _expand(step: Step, action: Action, seat: int, rng: random.Random,
            samples: int) -> list[Step]:
    world = step.world.clone()
    world.apply(action)
    if not world.is_over and real_left(world) < 0:
        return []  # the real budget cannot pay for it
    if not world.log[-1].chance:
        return [_step(world, seat, step, action, chance=False, branch=step.branch)]
    out = [_step(world, seat, step, action, chance=True, branch=step.branch + (0,))]
    for sample in range(1, samples):
        other = step.world.determinized(seat, rng)  # a copy of an imagined world: no leak
        other.apply(action)
        out.append(_step(other, seat, step, action, chance=True,
                         branch=step.branch + (sample,)))
    return out


def _step(world: Any, seat: int, parent: Step | None, action: Action | None, chance: bool,
          branch: tuple[int, ...]) -> Step:
    can_end = world.is_over or (any(a.kind in END for a in world.legal_actions())
                                and getattr(world, "acting", False))
    return Step(world=world, value=values(world)[seat], action=action, parent=parent,
                echo=tuple(world.log[-1].messages) if action is not None else (),
                can_end=can_end, chance=chance, branch=branch)


def _ends(step: Step) -> list[Step]:
    out = [step] if step.can_end and not step.world.is_over else []
    for child in step.children:
        out.extend(_ends(child))
    return out


def _judge_after_the_turn(root: Step, seat: int, rng: random.Random, deadline: Deadline,
                          candidates: int, rolls: int) -> None:
    """Judge the best ends of the turn again after what follows them: Blaze, the Insurance
    Fraud and the next Event Phase (``shift_by_what_follows``; past the deadline nothing is
    moved)."""
    best = sorted(_ends(root), key=lambda s: s.value, reverse=True)[:candidates]
    shift_by_what_follows(best, seat, rng, rolls,
                          lambda _step, future: _through_the_turn_end(future, seat), deadline)


def _through_the_turn_end(world: Any, seat: int) -> Any:
    """Play ``world`` from the end of the Action Phase to the next one: the Treasures on
    their home block are returned, Blaze's ties go to the first block offered."""
    world.apply(next(a for a in world.legal_actions() if a.kind in END))
    for _ in range(20):
        if world.is_over or getattr(world, "acting", False):
            break
        options = world.legal_actions()
        if not options:
            break
        returns = [a for a in options if a.get("influence")]
        world.apply(returns[0] if returns else options[0])
    return world
