"""The Brigade, Solo: the Faction Quests still open besides crew cards.

Solo is won by raising four Influence tracks to the top, one Faction Quest a step: discard a
crew card on a block of its faction, gain the Loyalty of a value-4 block of the faction
(twice per faction at most), or return a Tinderbox Treasure to its home block.  The crew
deck runs dry in a long game (seed 3 stood at 14 of 16 steps for 40 actions with no crew
left to recruit), so the evaluation must also see the other two ways: Renown on its way to a
value-4 block's Loyalty, and a Treasure in the Forge or on the Warden whose home block the
Warden can reach.
"""

from __future__ import annotations

from typing import Any

# a quest step that is not yet done is worth this share of a step taken (the fire may take
# the block first, Blaze may take its Loyalty, the Treasure may be sold or its home burn)
RENOWN_SHARE = 0.8
TREASURE_SHARE = 0.8


def open_factions(state: Any) -> set[str]:
    """Factions whose Influence track is still below the top."""
    infl = state.influence
    return {f for f, level in infl.levels.items() if level < infl.top}


def level4_renown(state: Any, seat: int = 0) -> float:
    """Renown on value-4 blocks of factions still below the top that can still raise them
    (the faction's value-4 quests not used up), each by the square of its share of the
    block's value (the last Renown, which wins the Loyalty, counts most); at most the
    faction's remaining quests count, best first."""
    open_ = open_factions(state)
    used = getattr(state, "level4_quests", {})
    limit = state.solo["level4_quest_limit"]
    shares: dict[str, list[float]] = {}
    for t in state.town.blocks():
        if not t.standing or t.loyalty is not None or not t.renown:
            continue
        info = state.cat.blocks[t.block]
        if info.value != 4 or info.faction not in open_:
            continue
        mine = t.renown.get(seat, 0)
        if mine:
            shares.setdefault(info.faction, []).append(min(1.0, mine / info.value) ** 2)
    total = 0.0
    for faction, found in shares.items():
        room = min(limit - used.get(faction, 0), state.influence.top
                   - state.influence.levels[faction])
        total += sum(sorted(found, reverse=True)[:max(0, room)])
    return total


def treasures_in_reach(state: Any, moves_to: Any, unreachable: int) -> float:
    """Treasures in the Forge or on the Warden whose home block belongs to a faction still
    below the top: each by the Moves the Warden needs to stand on its home block (one full
    step when standing there, half one Move away, and so on)."""
    info = getattr(state, "equipment_info", None)
    if info is None or not state.wardens or not state.wardens[0].cell:
        return 0.0
    open_ = open_factions(state)
    cards = list(getattr(state, "forge", None) or []) + list(getattr(state, "held", None) or [])
    homes = {t.block: t.label for t in state.town.blocks() if t.standing}
    w = state.wardens[0]
    total = 0.0
    for card in cards:
        entry = info[card]
        if entry.kind != "treasure":
            continue
        home = homes.get(entry.home)
        if home is None or state.cat.blocks[entry.home].faction not in open_:
            continue
        moves = moves_to(state, w, home)
        if moves < unreachable:
            total += 1.0 / (1.0 + moves)
    return total


def level4_chance(state: Any, moves_to: Any, unreachable: int, seat: int = 0) -> float:
    """What the best visit to a burning value-4 block of a faction still below the top
    (with value-4 quests left) would add to ``level4_renown``: the Renown its fire and the
    Brigade's water (with the Wagon on its block) allow, less the more Moves away.  Renown
    stays on the block between visits, so a block burning below 4 is worth a start."""
    if not state.wardens or not state.wardens[0].cell:
        return 0.0
    open_ = open_factions(state)
    used = getattr(state, "level4_quests", {})
    limit = state.solo["level4_quest_limit"]
    w = state.wardens[0]
    water = w.water + sum(m.water for m in w.crew)
    water += sum(g.water for g in state.wagons if g.cell == w.cell)
    best = 0.0
    for t in state.town.burning():
        if not t.block or t.loyalty is not None:
            continue
        info = state.cat.blocks[t.block]
        if info.value != 4 or info.faction not in open_ or used.get(info.faction, 0) >= limit:
            continue
        mine = t.renown.get(seat, 0)
        adds = min(t.intensity, water, info.value - mine)
        if adds <= 0:
            continue
        gain = ((mine + adds) / info.value) ** 2 - (mine / info.value) ** 2
        moves = moves_to(state, w, t.label)
        if moves < unreachable:
            best = max(best, gain / (1.0 + moves))
    return best
