"""A purposeful Co-Op team policy, for balance checks of the VP target and EvacTrak start.

Better than ``test_coop_playouts.firefighter`` (which wanders at random when no fire is in
reach): each Warden heads for the fire that pays best per step of travel, goes to refill when
dry, pours everything, spends Favour on useful Equipment and Call the Watch, raises Faction
Influence and returns Treasures.  Still far from a strong human team.

Run ``python -m tests.brigade.coop_bot`` for a table of results by Warden count.
"""

from __future__ import annotations

import heapq
import random
import sys

from boardgames_desktop.rules import Action, new_game

COOL = ("cool_here", "cool_any", "cool_around", "water", "refill", "evac", "favour", "actions",
        "renown", "wagon_to_warden", "upgrade", "free_move")


def distances(g, start: str) -> dict[str, int]:
    """Steps from ``start`` to every cell (ruins cost 2; fire ignored: a rough map)."""
    cost = g.rules["destroyed_step_cost"]
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        d, cell = heapq.heappop(queue)
        if d > best[cell]:
            continue
        for other in g.town.adjacent(cell):
            nd = d + (cost if g.town.tiles[other].destroyed else 1)
            if nd < best.get(other, 1 << 30):
                best[other] = nd
                heapq.heappush(queue, (nd, other))
    return best


def fire_value(g, tile) -> float:
    """How much putting out this fire is worth to the team right now."""
    info = g.block_info(tile)
    if not g.renown_allowed(0, tile):
        return tile.intensity * 0.6  # no VP, but it stops the EvacTrak from racing
    need = info.value - sum(tile.renown.values())
    gain = info.value if tile.intensity >= need else tile.intensity * 0.5
    return gain + (3 if tile.intensity >= 3 else 0)  # about to burn down


def choose(g, rnd: random.Random) -> Action:
    actions = g.legal_actions()
    if g.pending:
        kind = g.pending["kind"]
        if kind == "pour":
            return next((a for a in actions if a["source"] is not None), actions[0])
        if kind == "treasure":
            return next((a for a in actions if a.get("influence")),
                        next((a for a in actions if a["card"] is not None), actions[0]))
        if kind == "reward":
            return next(a for a in actions if a["take"] == ("favour" if g.favour < 3 else "vp"))
        if kind == "equip":
            return max(actions, key=lambda a: _equip_score(g, a))
        return actions[0] if kind == "fire_sale" else rnd.choice(actions)
    by: dict[str, list[Action]] = {}
    for a in actions:
        by.setdefault(a.kind, []).append(a)
    if "extinguish" in by:
        return by["extinguish"][0]
    for a in by.get("ability", []):
        if a["ability"] == "call_watch" and g.evac.position <= 6:
            return a
        if a["ability"] == "forge" and g.equipment_info[a["card"]].effect["type"] in COOL:
            return a
    for w in g.wardens:
        if not g.can_act(w):
            continue
        here = g.town.tiles[w.cell]
        dry = all(g.water(k) == 0 for k in g.water_sources(w))
        refill = [a for a in by.get("refill", []) if a["warden"] == w.index]
        if refill and (dry or w.water < w.capacity and not here.burning):
            return refill[0]
        moves = [a for a in by.get("move", []) if a["warden"] == w.index]
        if not moves:
            continue
        if dry:
            goals = {t.label: 1.0 for t in g.town.tiles.values()
                     if g.refill_allowed(w, t)}
        else:
            goals = {t.label: fire_value(g, t) for t in g.town.burning()}
        if not goals:
            continue
        dist = distances(g, w.cell)
        target = max(goals, key=lambda c: goals[c] / (1 + dist.get(c, 99)))
        to_target = distances(g, target)
        return min(moves, key=lambda a: (to_target.get(a["to"], 99), rnd.random()))
    ups = by.get("upgrade", [])
    for track in ("wagon", "influence"):
        wanted = [a for a in ups if a["track"].startswith(track)]
        if wanted:
            return rnd.choice(wanted)
    return next((a for a in actions if a.kind == "end_turn"), actions[0])


def _equip_score(g, a: Action) -> float:
    choice = a.get("choice")
    if isinstance(choice, str) and choice in g.town.tiles:
        return g.town.tiles[choice].intensity
    return 0.0


def play(players: int, seed: int, **options) -> object:
    g = new_game("brigade", "coop", players, seed, options)
    rnd = random.Random(seed)
    steps = 0
    while not g.is_over:
        g.apply(choose(g, rnd))
        steps += 1
        assert steps < 8000
    return g


def table(games: int = 40) -> None:
    configs = [(1, {}), (1, {"coop_wardens": 3}), (3, {}), (1, {"coop_wardens": 4}),
               (2, {}), (4, {})]
    for players, options in configs:
        wardens = len(new_game("brigade", "coop", players, 0, options).wardens)
        vps, wins = [], 0
        for seed in range(games):
            g = play(players, seed, **options)
            vps.append(g.vpt.points)
            wins += bool(g.outcome.winners)
        vps.sort()
        target = new_game("brigade", "coop", players, 0, options).target
        print(f"{players}p {wardens} Wardens target {target}: won {wins}/{games}, final VP "
              f"median {vps[len(vps) // 2]}, quartiles {vps[len(vps) // 4]}–"
              f"{vps[3 * len(vps) // 4]}, max {vps[-1]}")


if __name__ == "__main__":
    table(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
