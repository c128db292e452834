"""The Brigade, Solo: the position as the player against Bernhardt Blaze weighs it.

Solo is a race: sixteen Faction Influence steps (four tracks, one Faction Quest a step)
before the EvacTrak reaches F or Blaze's VP reach the end of the VPT.  Most steps come from
crew cards, discarded on a block of their faction, so a crew card in hand is worth more the
fewer Moves the Warden needs to reach such a block: without that, walking to the faction's
quarter looked worthless and the bot held three Merchants crew for five turns (seed 5) or
two Commons crew for two (seed 3) while the town burnt down.
"""

from __future__ import annotations

from typing import Any

from . import brigade_solo
from .brigade_solo import level4_chance, level4_renown, treasures_in_reach
from .eval_brigade import (
    BRINK_FALL,
    UNREACHABLE,
    blaze_coming,
    brigade_water,
    evac_fall,
    fire_picture,
    moves_memo,
    race,
    reach,
)
from .features import Feature, team_value

SOLO_STEP = 1.0  # one Faction Influence step (the fire, Blaze and EvacTrak weigh against it)

# A crew card of a faction still below the top is a step in hand: this share of a step
# however far its faction's nearest block, plus ``CREW_NEAR`` shared out by the Moves to it
# (all of it when the Warden stands on such a block, half one Move away, ...).
CREW_FAR = 0.3
CREW_NEAR = 0.4


def features(state: Any) -> list[Feature]:
    """Solo's aims (one seat: the player)."""
    heat, brink = fire_picture(state)
    out = [Feature("heat", -0.12 * heat - 0.12 * len(state.town.burning()),
                   "less fire in the town"),
           Feature("brink", -0.35 * len(brink), "fewer blocks one fire away from burning down")]
    evac = state.evac
    room = evac.position - BRINK_FALL * evac_fall(state.town.destroyed_count, len(brink))
    used = 1.0 - max(0.0, room) / max(1, evac.start)
    out.append(Feature("evac", -race(used), "the EvacTrak kept away from F"))
    out.extend(quests(state))
    top = state.solo["blaze_vp_win"]
    coming = blaze_coming(state)
    out.append(Feature("blaze", -race(min(1.0, (state.vpt.points + coming) / max(1, top))),
                       "Blaze kept away from his VP win"))
    out.append(Feature("favour", 0.1 * state.favour, "more Favour tokens"))
    out.append(Feature("water", 0.1 * sum(brigade_water(state, w) for w in state.wardens),
                       "water kept for the next fire"))
    out.append(Feature("reach", 0.06 * reach(state, None), "Wardens closer to the fires"))
    out.append(Feature("upgrades", upgrades(state), "a stronger Firehouse board"))
    return out


def values(state: Any) -> list[float]:
    """The player's chance, from the sum of the features."""
    return [team_value(sum(f.score for f in features(state)), scale=1.5)]


# Solo: what one upgrade step of each track is worth.  Crew room is how the quests are done
# (recruit, then discard on a matching block); a bigger Wagon or Forge rarely pays back the
# action it costs before Blaze's VP run out.
UPGRADE = {"crew": 0.4, "wagon": 0.03, "forge": 0.03}


def upgrades(state: Any) -> float:
    return sum(UPGRADE.get(track, 0.03) * level
               for board in state.boards for track, level in board.levels.items())


def quests(state: Any) -> list[Feature]:
    """Every Influence step counts, the lowest track most (all four must reach the top);
    then the steps under way: crew in hand, Renown on a value-4 block, a Treasure."""
    infl = state.influence
    levels = infl.levels
    moves = moves_memo()
    gained = sum(v - 1 for v in levels.values())
    lowest = min(levels.values()) - 1
    return [Feature("influence", SOLO_STEP * gained + 1.0 * lowest, "more Faction Influence"),
            Feature("quests", SOLO_STEP * crew_in_hand(state, moves),
                    "crew who can raise a faction's Influence"),
            Feature("level4", SOLO_STEP * (brigade_solo.RENOWN_SHARE * level4_renown(state)
                                           + 0.3 * level4_chance(state, moves, UNREACHABLE)),
                    "Renown on the way to a value-4 block's Loyalty (a Faction Quest)"),
            Feature("treasure", SOLO_STEP * brigade_solo.TREASURE_SHARE
                    * treasures_in_reach(state, moves, UNREACHABLE),
                    "a Tinderbox Treasure within reach of its home block (a Faction Quest)")]


def crew_in_hand(state: Any, moves: Any) -> float:
    """The crew cards that can still raise a faction (no more of a faction than its track
    has steps left), each by the Moves to the nearest standing block of its faction."""
    infl = state.influence
    total = 0.0
    for w in state.wardens:
        if not w.cell:
            continue
        held: dict[str, int] = {}
        for m in w.crew:
            faction = state.cat.crew[m.card].faction
            held[faction] = held.get(faction, 0) + 1
        for faction, count in held.items():
            left = infl.top - infl.levels.get(faction, infl.top)
            if left <= 0:
                continue
            near = nearest_block(state, w, faction, moves)
            share = CREW_FAR + (CREW_NEAR / (1.0 + near) if near < UNREACHABLE else 0.0)
            total += share * min(count, left)
    return total


def nearest_block(state: Any, w: Any, faction: str, moves: Any) -> int:
    """Moves Warden ``w`` needs to stand on a standing block of ``faction``."""
    best = UNREACHABLE
    for t in state.town.blocks():
        if t.standing and state.cat.blocks[t.block].faction == faction:
            best = min(best, moves(state, w, t.label))
            if best == 0:
                break
    return best

