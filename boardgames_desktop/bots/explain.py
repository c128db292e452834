"""Why a computer player likes an action, in a sentence or two a player understands.

The action's own text already names the place or card in the game's words ("Pour water on
Bell Cloister (D2)"); the reason comes from the evaluation: the aims the action improves
most (features whose score rises), plus, for a Brigade block, how hot it burns.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames_desktop.rules.action import Action

from .evaluation import features, turn_end_kinds, values

SMALL = 0.02  # feature changes below this are not worth a word
FORCED_STEPS = 3
FOLLOW_WIDTH = 4  # a follow-up choice of at most this many options is looked into


def explain(state: Any, seat: int, action: Action, rng: random.Random,
            estimate: float | None = None) -> str:
    """One or two sentences: what the action does and what it is good for."""
    what = action.describe().rstrip(".")
    context = _context(state, action)
    reason = _reason(state, seat, action, rng)
    text = f"{what}: {reason}." if reason else f"{what}."
    if context:
        text = f"{what}: {context}" + (f"; {reason}." if reason else ".")
    if estimate is not None and not state.is_over:
        text += f" (Chance of success as the computer sees it: {round(100 * estimate)}%.)"
    return text


def _reason(state: Any, seat: int, action: Action, rng: random.Random) -> str:
    if action not in state.legal_actions():
        return ""
    world = state.determinized(seat, rng)
    before = world.clone()
    world.apply(action)
    follow_up(world, seat)
    if world.is_over and seat in world.outcome.winners:
        return "it wins the game"
    good = aims(before, world, seat)
    if not good:
        return "nothing better is on offer, and it keeps the position steady"
    return "it aims for " + " and ".join(good)


def follow_up(world: Any, seat: int) -> None:
    """Play on the seat's own small follow-up decisions (the pour after Extinguish, the
    deck gun's "shoot or re-roll"): a forced one as it is, a choice of a few by the one the
    evaluation likes best, so that an action is judged by what it leads to."""
    for _ in range(FORCED_STEPS):
        follow = [] if world.is_over or world.active_players != [seat] \
            else world.legal_actions()
        if not follow or any(a.player != seat for a in follow) or len(follow) > FOLLOW_WIDTH:
            return
        best, best_value = follow[0], -float("inf")
        for option in follow if len(follow) > 1 else []:
            after = world.clone()
            after.apply(option)
            value = values(after)[seat]
            if value > best_value:
                best, best_value = option, value
        world.apply(best)


def aims(before: Any, after: Any, seat: int, most: int = 2) -> list[str]:
    """The aims (feature texts) that improve most from ``before`` to ``after``."""
    old = {f.name: f for f in features(before, seat)}
    new = {f.name: f for f in features(after, seat)}
    gains = sorted(((new[n].score - old[n].score, new[n].text) for n in new if n in old),
                   reverse=True)
    return [text for delta, text in gains if delta > SMALL][:most]


def explain_planned(state: Any, seat: int, action: Action, plan: Any) -> str:
    """An action that is one step of a turn planned whole: which step, what comes last and
    what the whole turn aims for (one step alone, a walk say, may gain nothing yet)."""
    what = action.describe().rstrip(".")
    done = len(state.log) - plan.start
    total = len(plan.actions)
    finish = plan.aims_to.clone()
    last = plan.actions[-1]
    if not finish.is_over and last in finish.legal_actions() \
            and last.kind not in turn_end_kinds(state):
        finish.apply(last)  # the plan stops at an action that meets chance: count it in
        follow_up(finish, seat)
    good = aims(plan.aims_from, finish, seat)
    goal = "aims for " + " and ".join(good) if good else "keeps the position steady"
    if total <= 1:
        return f"{what}: it {goal}."
    if done + 1 >= total:
        return f"{what}: the last step of this turn's plan, which {goal}."
    following = plan.actions[done + 1].describe().rstrip(".")
    return (f"{what}: step {done + 1} of {total} of this turn's plan (next: {following}); "
            f"the turn {goal}.")


def explain_judged(action: Action, ranked: list[tuple[Action, Any]], seat: int) -> str:
    """An action chosen by the position it leaves among all on offer (a firefighter's
    starting square): how it ranks, and what it gains over the best of the others."""
    what = action.describe().rstrip(".")
    place = next(i for i, (option, _after) in enumerate(ranked) if option == action)
    mine = ranked[place][1]
    if len(ranked) < 2:
        return f"{what}."
    other, theirs = ranked[1] if place == 0 else ranked[0]
    rival = other.describe().rstrip(".")
    rival = rival[:1].lower() + rival[1:]  # read on inside the sentence
    if place == 0:
        good = aims(theirs, mine, seat)
        why = f"; over it, this aims for {' and '.join(good)}" if good else ""
        return (f"{what}: the best of {len(ranked)} choices as the computer judges the "
                f"position each leaves (next best: {rival}){why}.")
    good = aims(mine, theirs, seat)
    why = f", which aims for {' and '.join(good)}" if good else ""
    return (f"{what}: choice {place + 1} of {len(ranked)} as the computer judges them; "
            f"it prefers: {rival}{why}.")


def _context(state: Any, action: Action) -> str:
    """A fact about the target that a player weighs (Brigade: a block's fire)."""
    target = action.target or ""
    if state.game_id != "brigade" or not target.startswith("cell:"):
        return ""
    label = target.split(":", 1)[1]
    tile = state.town.tiles.get(label)
    if tile is None or not tile.standing or not tile.burning:
        return ""
    top = min(state.cat.blocks[tile.block].flame_track, state.max_intensity)
    name = state.tile_name(label)
    if tile.intensity >= top:
        return f"{name} burns at {tile.intensity} and the next fire would destroy it"
    return f"{name} burns at {tile.intensity} (it is destroyed past {top})"
