"""Normal and Hard for a game whose turns are planned whole (``PLAN_TURNS`` in the game's
evaluation module: Flash Point): the seat's own turn is planned to its end
(``turn_plan.plan_turn``) and played as planned; interrupts and questions (no "end the
turn" on offer) are left to the tree search of ``SearchBot``, as in every other game.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames_desktop.rules.action import Action

from .base import Deadline
from .evaluation import (
    book_kinds,
    judged_kinds,
    opening_choice,
    plans_turns,
    position_key,
    turn_end_kinds,
    turn_planner,
    values,
)
from .ismcts import SearchBot
from .turn_plan import PLANS, Plan, PlanSettings, plan_turn

#: positions judged per plan for each search iteration of the level's budget: a turn of
#: five or six decisions costs about what the tree search spent on it
EVALUATIONS_PER_ITERATION = 8
#: positions kept after each action: Hard's plan of a turn then judges about as many
#: positions (300-700) as its tree search did over the turn's five or six decisions
WIDTH = {"normal": 6, "hard": 12}


class PlanningBot(SearchBot):
    """A ``SearchBot`` that plans its own turns whole where the game asks for it."""

    def owner(self) -> tuple:
        return (self.level, self.seat, self.seed)

    def plan_settings(self) -> PlanSettings:
        return PlanSettings(width=WIDTH.get(self.level, 8),
                            evaluations=EVALUATIONS_PER_ITERATION * self.settings.iterations)

    def decide(self, state: Any, own: list[Action], rng: random.Random,
               deadline: Deadline) -> Action:
        judged = own[0].kind in judged_kinds(state)
        if judged or own[0].kind in book_kinds(state):
            book = opening_choice(state, own)
            if book is not None:
                return book[0]
            if judged:
                return self.best_judged(state, own, rng)
        planner = turn_planner(state)
        if planner is not None:
            settings = self.plan_settings()
            action = planner(state, self.seat, own, rng, deadline, settings.evaluations,
                             self.owner(), settings.width)
            if action is not None:
                return action
        ends = turn_end_kinds(state)
        if not plans_turns(state) or not any(a.kind in ends for a in own):
            return super().decide(state, own, rng, deadline)
        owner = self.owner()
        planned = PLANS.next_action(owner, state)
        if planned is not None and planned in own:
            plan = PLANS.current(owner)
            self.last_estimate = plan.value if plan else None
            return planned
        plan = plan_turn(state, self.seat, rng, deadline, self.plan_settings(),
                         key_of=position_key(state))
        if plan is None or plan.actions[0] not in own:
            PLANS.forget(owner)
            return super().decide(state, own, rng, deadline)
        PLANS.keep(owner, plan)
        self.last_estimate = plan.value
        return plan.actions[0]

    def best_judged(self, state: Any, own: list[Action], rng: random.Random) -> Action:
        return self.ranked_judged(state, own, rng)[0][0]

    def ranked_judged(self, state: Any, own: list[Action],
                      rng: random.Random) -> list[tuple[Action, Any]]:
        """Each action with the position it leaves, the evaluation's favourite first (the
        first listed of equals), all played on one imagined copy of the game (the seat's
        view: nothing hidden is read)."""
        world = state.determinized(self.seat, rng)
        scored = []
        for index, action in enumerate(own):
            after = world.clone()
            after.apply(action)
            scored.append((values(after)[self.seat], -index, action, after))
        scored.sort(key=lambda item: item[:2], reverse=True)
        return [(action, after) for _value, _index, action, after in scored]

    def explain(self, state: Any, action: Action) -> str:
        judged = action.kind in judged_kinds(state)
        if (judged or action.kind in book_kinds(state)) and action in state.legal_actions():
            own = self.own_actions(state)
            book = opening_choice(state, own)
            if book is not None and book[0] == action:
                return f"{action.describe().rstrip('.')}: {book[1]}."
            if judged:
                from .explain import explain_judged

                ranked = self.ranked_judged(state, own, self.decision_rng(state, own))
                return explain_judged(action, ranked, self.seat)
        plan = self.current_plan(state, action)
        if plan is None or plan.aims_from is None:
            return super().explain(state, action)
        from .explain import explain_planned

        return explain_planned(state, self.seat, action, plan)

    def current_plan(self, state: Any, action: Action) -> Plan | None:
        """The committed plan if ``action`` is its next step in ``state``."""
        owner = self.owner()
        if PLANS.next_action(owner, state) != action:
            return None
        return PLANS.current(owner)
