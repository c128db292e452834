"""The Brigade, judged by hand: how well each seat is doing, as features with weights.

Every mode shares the fire picture (how hot each standing block is, how close to burning
down); then each mode adds its own aims: Loyalty and Renown in the competitive game, the VPT,
EvacTrak and Favour of the team modes (Co-Op, campaign), the Pyromancer's targets against
the Wardens' Incidents in All-Versus-One.  Solo's aims are ``brigade_solo_eval``'s (it
builds on the fire picture here).
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterator
from typing import Any

from boardgames_desktop.games.brigade.town import to_rc

from .features import Feature, team_value, versus_values

TOWN_TYPES = ("merchant", "guild", "noble", "temple", "university")


def _top(state: Any, tile: Any) -> int:
    return min(state.cat.blocks[tile.block].flame_track, state.max_intensity)


def fire_picture(state: Any) -> tuple[float, list[str]]:
    """(heat 0..n: the town's burning danger, labels one fire away from destruction)."""
    heat = 0.0
    brink = []
    for t in state.town.burning():
        top = _top(state, t)
        frac = t.intensity / (top + 1)
        heat += (0.5 * frac + frac ** 2) * (1 + state.cat.blocks[t.block].value / 3)
        if t.intensity >= top:
            brink.append(t.label)
    return heat, brink


def reach(state: Any, seats: set[int] | None) -> float:
    """Minus the steps from each Warden (of ``seats``; None: all) to the nearest fire,
    weighted towards the hottest blocks: Wardens near the fire can act next turn."""
    fires = [(to_rc(t.label), t.intensity) for t in state.town.burning()]
    if not fires:
        return 0.0
    total = 0.0
    for w in state.wardens:
        if seats is not None and w.seat not in seats:
            continue
        r, c = to_rc(w.cell)
        total -= min(abs(r - fr) + abs(c - fc) - 0.3 * heat for (fr, fc), heat in fires)
    return total


def upgrades(state: Any, seats: set[int] | None) -> int:
    """Upgrade steps on the boards of the Wardens of ``seats`` (None: every board)."""
    boards = {w.board for w in state.wardens if seats is None or w.seat in seats}
    return sum(sum(state.boards[b].levels.values()) for b in boards if b < len(state.boards))


def features(state: Any, seat: int) -> list[Feature]:
    """The position as ``seat`` would weigh it (seat's own aims first)."""
    mode = state.mode
    if mode == "solo":
        from .brigade_solo_eval import features as solo  # it imports this module
        return solo(state)
    if mode in ("3v1", "4v1"):
        return _allvsone(state, seat)
    if mode == "competitive":
        return _competitive(state, seat)
    return _team(state)


def values(state: Any) -> list[float]:
    """Each seat's prospects in 0..1 (the game is not over)."""
    mode = state.mode
    if mode == "solo":
        from .brigade_solo_eval import values as solo  # it imports this module
        return solo(state)
    if mode == "competitive":
        raw = [sum(f.score for f in _competitive(state, s)) for s in range(state.players)]
        return versus_values(raw, scale=2.0)
    if mode in ("3v1", "4v1"):
        pyro = sum(f.score for f in _allvsone(state, 0))
        v = team_value(pyro, scale=1.5)
        return [v] + [1.0 - v] * (state.players - 1)
    v = team_value(sum(f.score for f in _team(state)), scale=1.5)
    return [v] * state.players


def plans_own_turn(state: Any) -> bool:
    """Where the search plans its own turn (``evaluation.plans_own_turn``): the competitive
    game and All-Versus-One (the Pyromancer's turn and each Warden seat's part of the
    Wardens' turn).  Judged by averages of random follow-ups, with random rivals after a
    hand-off, passing the turn looked better than acting (seed 1, 4p: a Hard seat ended its
    turn with all four actions unused; 3v1 seed 15: the Hard Pyromancer ended four turns in
    a row without acting, beside a Warden), and a Warden's walk onto the Pyromancer's block
    was judged by random team-mates, who seldom advance the Incident track it needs."""
    return state.mode in ("competitive", "3v1", "4v1")


def turn_planner(state: Any) -> Any:
    """Solo plans the player's Action Phase whole (``brigade_solo_plan``); None elsewhere."""
    if state.mode != "solo":
        return None
    from .brigade_solo_plan import plan_choice  # imports ``evaluation``, which imports us

    return plan_choice


def planned_choice(state: Any, seat: int, own: list[Any], rng: Any, deadline: Any) -> Any:
    """The next step of an open Transfer, planned as one decision (``brigade_transfer``);
    None for every other decision (searched as usual)."""
    from .brigade_transfer import transfer_choice  # imports ``evaluation``, which imports us

    return transfer_choice(state, seat, own, rng, deadline)


# ----- competitive -------------------------------------------------------------------------
def loyalty_chance(state: Any, seat: int) -> float:
    """The best block the seat's Wardens could win the Loyalty of soon: a burning block not
    yet theirs whose missing Renown both the fire (each water puts one out) and the water
    they carry (Warden, crew, and the Wagon on the same block) can cover, worth its value
    and less the farther the Warden stands from it."""
    cat = state.cat
    best = 0.0
    for w in state.wardens:
        if w.seat != seat or not w.cell:
            continue
        water = w.water + sum(m.water for m in w.crew)
        water += sum(g.water for g in state.wagons if g.cell == w.cell and g.owner == seat)
        r, c = to_rc(w.cell)
        for t in state.town.burning():
            if t.loyalty == seat or not t.block:
                continue
            value = cat.blocks[t.block].value
            need = value - t.renown.get(seat, 0)
            if need <= 0 or t.intensity < need or water < need:
                continue
            tr, tc = to_rc(t.label)
            best = max(best, value / (1.0 + abs(tr - r) + abs(tc - c)))
    return best


def evacuation_near(state: Any) -> float:
    """How near the competitive game is to its evacuation (0 at the start, 1 when the next
    block to burn down ends it): blocks down, plus half of those one fire from burning
    down, against the limit.  Most 4-player games end there, on loyal block value, after
    about five turns a seat: upgrades, water and Renown short of a Loyalty then win
    nothing, and the loyal blocks held are the score."""
    end = state.rules["competitive"]["evacuation_destroyed"]
    _heat, brink = fire_picture(state)
    down = state.town.destroyed_count + 0.5 * len(brink)
    return min(1.0, down / max(1, end - 1))


def _competitive(state: Any, seat: int) -> list[Feature]:
    cat = state.cat
    late = evacuation_near(state)
    later = 1.0 - late  # what pays off only in turns to come
    need = state.rules["competitive"]["win_blocks"]
    mine = [t for t in state.town.tiles.values() if t.loyalty == seat and t.standing]
    count = Counter(cat.blocks[t.block].faction for t in mine)
    toward = max([max(count.values(), default=0) / need,
                  sum(1 for f in TOWN_TYPES if count[f]) / len(TOWN_TYPES)])
    renown = 0.0
    at_risk = 0.0
    for t in state.town.blocks():
        info = cat.blocks[t.block]
        if t.renown.get(seat) and t.loyalty != seat:
            share = min(1.0, t.renown[seat] / info.value)
            renown += info.value * share ** 2  # the last Renown that wins Loyalty counts most
        if (t.loyalty == seat or t.renown.get(seat)) and t.burning:
            at_risk += t.intensity / (_top(state, t) + 1)
    water = sum(w.water / max(1, w.capacity) for w in state.wardens if w.seat == seat)
    return [
        Feature("win", 4.0 * toward * (1.0 - 0.5 * late),
                "closer to five loyal blocks of a kind or one of each"),
        Feature("loyal", (1.0 + 1.5 * late) * sum(cat.blocks[t.block].value for t in mine),
                "more loyal block value"),
        Feature("renown", 0.6 * later * renown, "more Renown on blocks"),
        Feature("risk", -0.5 * at_risk, "less fire on the blocks you count on"),
        Feature("water", 0.15 * later * water, "water kept for the next fire"),
        Feature("chance", 0.5 * loyalty_chance(state, seat),
                "near a fire whose block's Loyalty is within reach"),
        Feature("reach", 0.08 * later * reach(state, {seat}), "closer to the fires"),
        Feature("upgrades", 0.2 * later * upgrades(state, {seat}),
                "a stronger Firehouse board"),
    ]


# ----- team modes: Co-Op, campaign (Solo: brigade_solo_eval) -----------------------------
def _team(state: Any) -> list[Feature]:
    heat, brink = fire_picture(state)
    out = [Feature("heat", -0.12 * heat - 0.12 * len(state.town.burning()),
                   "less fire in the town"),
           Feature("brink", -0.35 * len(brink), "fewer blocks one fire away from burning down")]
    evac = getattr(state, "evac", None)
    if evac is not None and getattr(state, "uses_evactrak", True):
        room = evac.position - BRINK_FALL * evac_fall(state.town.destroyed_count, len(brink))
        room -= tip_off_missed(state)
        used = 1.0 - max(0.0, room) / max(1, evac.start)
        out.append(Feature("evac", -race(used), "the EvacTrak kept away from F"))
    vpt = getattr(state, "vpt", None)
    if vpt is not None and hasattr(state, "target"):
        per_vp = 3.0 / max(1, state.target)
        out.append(Feature("vpt", per_vp * vpt.points, "more VP"))
    if state.mode == "coop":
        per_vp = 3.0 / max(1, state.target)
        out.append(Feature("renown", per_vp * RENOWN_WORTH * renown_on_the_way(state),
                           "Renown on the way to saving a block"))
        out.append(Feature("treasure", per_vp * treasure_in_reach(state),
                           "a Tinderbox Treasure within reach of its home block"))
    out.append(Feature("favour", 0.1 * getattr(state, "favour", 0), "more Favour tokens"))
    out.extend(_chapter(state))
    out.append(Feature("water", 0.1 * sum(brigade_water(state, w) for w in state.wardens),
                       "water kept for the next fire"))
    out.append(Feature("reach", 0.06 * reach(state, None), "Wardens closer to the fires"))
    out.append(Feature("upgrades", 0.12 * upgrades(state, None), "stronger boards"))
    return out


def renown_on_the_way(state: Any) -> float:
    """Co-Op: the VP of the blocks the team's Renown is on the way to saving, each by the
    square of its share (the last Renown, which saves the block, counts most).  Renown is
    the team's (all seats' tokens count together)."""
    total = 0.0
    for t in state.town.blocks():
        placed = sum(t.renown.values()) if t.renown else 0
        if not placed or not t.standing:
            continue
        value = state.cat.blocks[t.block].value
        total += value * min(1.0, placed / max(1, value)) ** 2
    return total


def treasure_in_reach(state: Any) -> float:
    """Co-Op: the VP of each face-up Tinderbox Treasure in the Forge, by how many Moves the
    nearest Warden needs to end on its home block (returned at the end of the seat's turn:
    full VP when a Warden stands there, half one Move away, and so on)."""
    forge = getattr(state, "forge", None) or []
    info = getattr(state, "equipment_info", None)
    if not forge or info is None:
        return 0.0
    homes = {t.block: t.label for t in state.town.blocks() if t.standing}
    total = 0.0
    for card in forge:
        entry = info[card]
        home = homes.get(entry.home) if entry.kind == "treasure" else None
        if home is None:
            continue
        moves = min((moves_to(state, w, home) for w in state.wardens if w.cell),
                    default=UNREACHABLE)
        if moves < UNREACHABLE:
            total += entry.vp / (1.0 + moves)
    return total


def tip_off_missed(state: Any) -> int:
    """Campaign chapter 1: the EvacTrak spaces the round's end takes if the team has not
    yet gained a Loyalty of the tipped-off faction this round (every such round moves it;
    the marker starts only 7 spaces from F)."""
    if state.mode != "campaign" or getattr(state, "chapter", None) != 1:
        return 0
    if state.indicated is None or state.indicated_gained:
        return 0
    return int(state.chapter_data["missed_round_steps"])


def hideout_progress(state: Any) -> float:
    """Campaign chapter 1: how near the best block of the tipped-off faction is to its
    Loyalty (a seat's Renown against the block's value, squared: the last Renown counts
    most); 0 when the faction is not known yet."""
    faction = getattr(state, "indicated", None)
    best = 0.0
    for t in state.town.blocks():
        if faction is None or not t.standing or t.loyalty is not None or not t.renown:
            continue
        info = state.cat.blocks[t.block]
        if info.faction != faction:
            continue
        best = max(best, min(1.0, max(t.renown.values()) / max(1, info.value)) ** 2)
    return best


# a block's Renown is worth this share of its VP before it is saved (a fire may take the
# block first, and Renown is returned when it is saved with the Favour token taken)
RENOWN_WORTH = 0.7


def evac_fall(destroyed: int, burning_down: int) -> int:
    """EvacTrak spaces lost if ``burning_down`` more blocks burn down after ``destroyed``:
    the n-th destroyed block moves the marker n spaces towards F (1, 2, 3 ...), so the
    same block costs more the later it falls."""
    return sum(destroyed + k for k in range(1, burning_down + 1))


# A block on the brink burns down at its next fireball; about this share of them do before
# the Brigade puts them out.  Priced on the EvacTrak, where they would move it, a block on
# the brink weighs little at S and decides the game when its fall would reach F.
BRINK_FALL = 0.5


def blaze_coming(state: Any) -> int:
    """Solo: the VP Blaze takes at the end of this turn.  The event card drawn at the start
    of the turn names his quarter; he puts out its most intense burning block that has
    neither the Brigade nor the Wagon on it and scores its intensity (the Solo rules), so
    putting that fire out, or standing on it, keeps those VP from him."""
    candidates = getattr(state, "blaze_candidates", None)
    if candidates is None or not state.wardens:  # before the Warden is chosen: no Blaze yet
        return 0
    cells = candidates()
    return state.town.tiles[cells[0]].intensity if cells else 0


def brigade_water(state: Any, w: Any) -> float:
    """How full a Warden's Brigade is (the Warden and its crew together, 0..1): moving water
    between them changes nothing, so a Transfer action is worth only what it enables."""
    water = w.water + sum(m.water for m in w.crew)
    room = w.capacity + sum(state.cat.crew[m.card].water for m in w.crew)
    return water / max(1, room)


def _chapter(state: Any) -> list[Feature]:
    """The campaign chapter's own goal (campaign.json), when there is one."""
    chapter = getattr(state, "chapter", None)
    if state.mode != "campaign" or chapter is None:
        return []
    table = state.chapter_data
    if chapter == 1:
        progress = state.loyalties + hideout_progress(state)
        return [Feature("goal", 2.0 * progress / max(1, table["loyalty_needed"]),
                        "more cultist hideouts flushed out")]
    if chapter == 2:
        return [Feature("goal", 2.0 * state.deliveries() / max(1, state.deliveries_needed())
                        + 0.5 * state.eggs_held - 1.0 * state.eggs_lost,
                        "Phoenix Eggs found and delivered")]
    if chapter == 3:
        return [Feature("goal", 1.0 * state.university_favours
                        + (1.0 if state.scroll_bought else 0.0)
                        - 1.0 * state.university_destroyed(), "the University stormed")]
    if chapter == 4:
        top = state.p4["phoenix_top"]
        near = sum(1 for w in state.wardens if state.near_phoenix(w)) / max(1, len(state.wardens))
        return [Feature("goal", -3.0 * state.phoenix / max(1, top) + 0.5 * near,
                        "the Phoenix weakened and surrounded")]
    return []


# ----- All-Versus-One -----------------------------------------------------------------------
def moves_to(state: Any, w: Any, target: str) -> int:
    """How many Move actions Warden ``w`` needs to end on ``target`` (a large number when it
    cannot): each Move walks up to the Warden's move points, entering a burning block ends
    it, a destroyed block costs more steps (the rules of Move; Dijkstra over (moves, steps
    used in the current move))."""
    if w.cell == target:
        return 0
    for label, moves in _move_search(state, w):
        if label == target:
            return moves
    return UNREACHABLE


def moves_from(state: Any, w: Any) -> dict[str, int]:
    """``moves_to`` for every block Warden ``w`` can reach, in one search."""
    return dict(_move_search(state, w))


def _move_search(state: Any, w: Any) -> Iterator[tuple[str, int]]:
    """(block, Moves needed to end there), nearest first (``moves_to``'s Dijkstra)."""
    town = state.town
    tiles = town.tiles
    points = state.move_points(w)
    ruin = state.rules["destroyed_step_cost"]
    best: dict[str, tuple[int, int]] = {w.cell: (0, points)}  # no move begun yet
    heap = [(0, points, w.cell)]
    while heap:
        moves, used, label = heapq.heappop(heap)
        if best.get(label) != (moves, used):
            continue
        yield label, moves
        for other in town.adjacent(label):
            tile = tiles[other]
            cost = ruin if tile.destroyed else 1
            if cost > points:
                continue
            step = (moves, used + cost) if used + cost <= points else (moves + 1, cost)
            if tile.intensity > 0 and tile.block is not None and not tile.destroyed:
                step = (step[0], points)  # the move ends on entering a burning block
            if step < best.get(other, (UNREACHABLE, 0)):
                best[other] = step
                heapq.heappush(heap, (step[0], step[1], other))


def moves_memo() -> Any:
    """A ``moves_to`` that shares one search per Warden between the targets of one
    evaluation, taking it only as far as the farthest target asked (nearest first)."""
    searches: dict[int, tuple[dict[str, int], Iterator[tuple[str, int]]]] = {}

    def moves(state: Any, w: Any, target: str) -> int:
        if w.index not in searches:
            searches[w.index] = ({}, _move_search(state, w))
        found, search = searches[w.index]
        if target in found:
            return found[target]
        for label, count in search:
            found[label] = count
            if label == target:
                return count
        return UNREACHABLE

    return moves


UNREACHABLE = 99


def exposure(state: Any) -> float:
    """How surely the Wardens witness an Incident at the end of their coming (or current)
    turn.  An Incident needs as many Wardens on the Pyromancer's block as an open track
    asks, and each Warden may spend one action a turn advancing a track (3 -> 2 -> 1
    Wardens needed, the 3v1 rules): so one Warden who can walk in while two others
    advance a track is as good as three who walk in.  Distance alone protects nothing (a
    Move crosses half the town); burning blocks that end each Move and the actions left
    decide.  1 when some split of the Wardens' actions witnesses one, 0.3 when one Warden
    more would, else 0."""
    if not state.pyro.cell:
        return 0.0  # not on the board yet
    track = state.avo_rulings["wardens"]["incident_track"]
    open_levels = [level for level, done in zip(state.incident_levels, state.witnessed)
                   if not done]
    if not open_levels:
        return 0.0
    wardens = witness_roles(state)
    if not any(reaches for reaches, _spare, _up in wardens):
        return 0.0
    # the track's need falls with its level: the most advanced open track is the nearest
    short = witnesses_short(wardens, track, max(open_levels))
    if short <= 0:
        return 1.0
    return 0.3 if short == 1 else 0.0  # one Warden short: an upgrade or a lucky path


def witness_roles(state: Any) -> list[tuple[bool, bool, bool]]:
    """Per Warden on the board, for the Wardens' coming (or current) turn: (can end on the
    Pyromancer's block, can do so and still advance an Incident track, can advance one)."""
    wardens_turn = 0 not in state.active_players
    roles = []
    for w in state.wardens:
        if not w.cell:
            continue
        actions = (state.budget.get(w.index, 0) if wardens_turn
                   else state.actions_per_turn(w))
        can_up = actions >= 1 and (not wardens_turn or state.upgrades_left(w) > 0)
        moves = moves_to(state, w, state.pyro.cell)
        roles.append((moves <= actions, can_up and moves + 1 <= actions, can_up))
    return roles


def witnesses_short(wardens: list[tuple[bool, bool, bool]], track: list[int],
                    level: int) -> int:
    """How many Wardens short of witnessing on an Incident track at ``level`` (0 or less:
    they witness), with the best split of who walks in and who advances the track.  A
    Warden who walks in with an action to spare advances the track as well, so such
    walkers go first, and those who could only advance it by staying away go last."""
    walkers = sorted(((spare, up) for reaches, spare, up in wardens if reaches),
                     key=lambda su: su[1] - su[0])
    stay = sum(up for reaches, _spare, up in wardens if not reaches)
    best = len(wardens) + 1
    for k in range(len(walkers) + 1):
        upgrades = (stay + sum(spare for spare, _up in walkers[:k])
                    + sum(up for _spare, up in walkers[k:]))
        need = track[min(len(track) - 1, level + upgrades)]
        best = min(best, need - k)
    return best


def next_incident(state: Any) -> float:
    """What one more witnessed Incident is worth to the Wardens (on the ``race`` curve)."""
    tracks = len(state.witnessed)
    done = sum(state.witnessed)
    return race((done + 1) / tracks) - race(done / tracks)


EXPOSED = 0.9  # an exposed Pyromancer is caught most turns, not every turn


def race(share: float) -> float:
    """A win track filled to ``share``: every step counts, the last ones most (the side one
    step from winning is in far more danger than the sum of its steps says)."""
    return 3.0 * share + 3.0 * share ** 4


def _allvsone(state: Any, seat: int) -> list[Feature]:
    """Features from the Pyromancer's side; a Warden seat reads them negated."""
    wins = state.mode_rules["pyromancer_wins"]
    heat, brink = fire_picture(state)
    sign = 1.0 if seat == 0 else -1.0
    burning = len(state.town.burning())
    feats = [
        Feature("burnt", race(state.town.destroyed_count / wins["destroyed"]),
                "more blocks burnt down"),
        Feature("favour", race(state.pyro.favour / wins["favour"]),
                "more Favour tokens from burnt blocks"),
        Feature("heat", 0.15 * heat + 0.3 * len(brink)
                + 0.3 * sum(1 for b in brink if getattr(state.town.tiles[b], "favour", False)),
                "fire ready to destroy blocks"),
        Feature("alive", 0.4 * min(burning, 3) / 3, "fires kept alive"),
        Feature("incidents", -race(sum(state.witnessed) / len(state.witnessed))
                - 0.3 * sum(state.incident_levels) / max(1, len(state.incident_levels)),
                "fewer Incidents witnessed"),
        Feature("mana", 0.05 * state.pyro.mana, "Fire Mana in the pool"),
        Feature("reach", -0.05 * reach(state, None), "Wardens far from the fires"),
        Feature("chase", -EXPOSED * exposure(state) * next_incident(state),
                "a block the witnesses cannot reach this turn"),
    ]
    if sign < 0:
        texts = {"burnt": "fewer blocks burnt down", "favour": "fewer Favour tokens lost",
                 "heat": "fires kept from destroying blocks", "alive": "fewer fires burning",
                 "incidents": "more Incidents witnessed", "mana": "less Fire Mana for him",
                 "reach": "Wardens closer to the fires",
                 "chase": "Wardens able to catch the Pyromancer in the act"}
        feats = [Feature(f.name, -f.score, texts[f.name]) for f in feats]
    return feats
