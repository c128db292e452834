"""Helpers to build hand-set Flash Point positions."""

from __future__ import annotations

from boardgames_desktop.games.flashpoint.pieces import Poi
from boardgames_desktop.games.flashpoint.state import FlashPointState
from boardgames_desktop.rules import new_game


def make(mode: str = "family", players: int = 1, seed: int = 1,
         specialists: tuple[str, ...] = (), engine: str | None = None,
         ambulance: str | None = None, **opts) -> FlashPointState:
    """A game past setup; firefighters wherever the first placement puts them."""
    s = new_game("flashpoint", mode, players, seed, opts)
    wanted = list(specialists)
    while s.stage == "setup":
        acts = s.legal_actions()
        pick = acts[0]
        if acts[0].kind == "specialist" and wanted:
            pick = next(a for a in acts if a["specialist"] == wanted[0])
            wanted.pop(0)
        if acts[0].kind == "park":
            want = engine if acts[0]["vehicle"] == "engine" else ambulance
            if want:
                pick = next(a for a in acts if a["spot"] == want)
        s.apply(pick)
    assert isinstance(s, FlashPointState)
    return s


def clear(s: FlashPointState) -> FlashPointState:
    """Fresh house: no fire, damage, POIs, hazmats or hot spots, doors closed; POI pool
    emptied (so no replenish)."""
    n = len(s.fire)
    s.fire = [0] * n
    s.hot_spots = [False] * n
    s.pois = []
    s.hazmats = []
    s.poi_pool = []
    s.fire_steps = []
    s.walls = {k: 0 for k in s.walls}
    s.doors = {k: "closed" for k in s.doors}
    s.damage = 0
    return s


def at(s: FlashPointState, r: int, c: int) -> int:
    return s.house.idx(r, c)


def put(s: FlashPointState, what: str, *cells: tuple[int, int]) -> None:
    s.forget_listing()  # tests set positions by hand
    for r, c in cells:
        i = at(s, r, c)
        if what == "fire":
            s.fire[i] = 2
        elif what == "smoke":
            s.fire[i] = 1
        elif what == "hot":
            s.hot_spots[i] = True
        elif what == "hazmat":
            s.hazmats.append(i)
        else:
            raise ValueError(what)


def victim(s: FlashPointState, r: int, c: int, revealed: bool = True,
           kind: str = "victim", treated: bool = False) -> Poi:
    poi = Poi(s.next_poi_id, at(s, r, c), kind, revealed, treated)
    s.next_poi_id += 1
    s.pois.append(poi)
    return poi


def dice(s: FlashPointState, *values: int) -> list[int]:
    """Script the next die rolls (red d6 first, then black d8, ...)."""
    seq = list(values)

    def roll(sides: int = 6) -> int:
        s.rng.events += 1
        if not seq:
            raise AssertionError("more dice rolled than scripted")
        v = seq.pop(0)
        assert 1 <= v <= sides
        return v

    # a per-call subclass: works whether or not the RNG class has __slots__
    scripted = type("ScriptedRNG", (type(s.rng),),
                    {"__slots__": (), "roll": lambda self, sides=6: roll(sides)})
    s.rng.__class__ = scripted
    return seq


def advance(s: FlashPointState) -> None:
    """Run one Advance Fire (without the end of the turn)."""
    s.fire_steps = []
    s.stage = "fire"
    s.flow.schedule(["advance_start"])
    s.run()
    if not s.pending_decisions():
        s.stage = "actions"


def acts(s: FlashPointState, kind: str | None = None):
    s.forget_listing()  # tests set positions by hand
    return [a for a in s.legal_actions() if kind is None or a.kind == kind]


def find(s: FlashPointState, kind: str, **args):
    s.forget_listing()  # tests set positions by hand
    for a in s.legal_actions():
        if a.kind == kind and all(a.get(k) == v for k, v in args.items()):
            return a
    return None


def place_ff(s: FlashPointState, index: int, r: int, c: int, ap: int | None = None) -> None:
    ff = s.firefighters[index]
    ff.cell = at(s, r, c)
    if ap is not None:
        ff.ap = ap


def go_to(s: FlashPointState, r: int, c: int) -> None:
    """Answer a pending knock-down: the player puts the firefighter on square (r, c)."""
    assert s.pending_decisions() and s.decision.kind == "knockdown", s.pending_decisions()
    s.apply(find(s, "knockdown_spot", to=(r, c)))
    if not s.pending_decisions() and s.stage == "fire" and not s.flow.steps:
        s.stage = "actions"


def fresh_house(mode: str, *firefighters: tuple, players: int = 1, options: dict | None = None,
                **position) -> FlashPointState:
    """A game started from a scenario position (``games/flashpoint/scenario.py``) in a fresh
    house: no fire, smoke, POIs, hazmats or hot spots, no POI to come; the Experienced game's
    vehicles on the top and left spots.  Each firefighter is ``(space,)``,
    ``(space, specialist)`` or ``(space, specialist, AP)`` (specialist None in the Family
    game); ``position``: more of the position (it wins over the fresh house)."""
    placed = []
    for ff in firefighters:
        entry = {"at": ff[0]}
        if len(ff) > 1 and ff[1] is not None:
            entry["specialist"] = ff[1]
        if len(ff) > 2:
            entry["ap"] = ff[2]
        placed.append(entry)
    vehicles = ({"engine": "top-engine", "ambulance": "left-ambulance"}
                if mode == "experienced" else {})
    laid = {**vehicles, "firefighters": placed, "fire": [], "hot_spots": [], "hazmats": [],
            "pois": [], "poi_pool": [], **position}
    opts = {"firefighters": max(players, len(placed)), **(options or {})}
    state = new_game("flashpoint", mode, players, 1, opts, scenario={"position": laid})
    assert isinstance(state, FlashPointState)
    return state
