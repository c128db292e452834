"""Why a computer player likes an action, in a sentence or two a player understands.

The action's own text already names the place or card in the game's words ("Pour water on
Bell Cloister (D2)"); the reason comes from the evaluation: the aims the action improves
most (features whose score rises), plus, for a Brigade block, how hot it burns.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames_desktop.rules.action import Action

from .evaluation import features

SMALL = 0.02  # feature changes below this are not worth a word
FORCED_STEPS = 3


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
    before = {f.name: f for f in features(world, seat)}
    world.apply(action)
    for _ in range(FORCED_STEPS):  # a forced follow-up (the pour after Extinguish) counts
        follow = [] if world.is_over else world.legal_actions()
        if len(follow) != 1 or follow[0].player != seat:
            break
        world.apply(follow[0])
    after = {f.name: f for f in features(world, seat)}
    gains = sorted(((after[n].score - before[n].score, after[n].text) for n in after
                    if n in before), reverse=True)
    good = [text for delta, text in gains if delta > SMALL][:2]
    if world.is_over and seat in world.outcome.winners:
        return "it wins the game"
    if not good:
        return "nothing better is on offer, and it keeps the position steady"
    return "it aims for " + " and ".join(good)


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
