"""Words the board shows: short badges for highlighted targets and descriptions of a space
for the status bar (from the seat's view: ``seen.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules import Action

from ..data import specialists

if TYPE_CHECKING:
    from .seen import Seen

#: Short verb per action kind, for the badge on a highlighted space.
VERBS = {"move": "Move", "pickup": "Carry", "pickup_hazmat": "Carry", "extinguish": "Ext.",
         "treat": "Treat", "imaging": "Flip", "dispose": "Dispose", "desmoke": "Smoke→",
         "escape": "POI→", "command_move": "Order", "place": "Start here", "ride": "Ride here",
         "drive": "Drive", "suppress": "Flip", "shoot": "Shoot", "park": "Park",
         "knockdown_spot": "Go here", "door": "Door", "command_door": "Order", "chop": "Chop",
         "escape_door": "Door", "deck_gun": "Deck gun", "plan_give": "Give"}


def badge(actions: list[Action]) -> str:
    """'Move 1' for one action, the shared verb with a cost range, or 'N choices'."""
    kinds = {a.kind for a in actions}
    if kinds == {"suppress"}:
        return "Flip to here"
    costs = sorted({a.cost.split()[0] for a in actions
                    if a.cost and a.cost[0].isdigit() and a.cost.endswith("AP")}, key=int)
    cost = ""
    if costs:
        cost = " " + (costs[0] if len(costs) == 1 else f"{costs[0]}-{costs[-1]}")
    if len(actions) == 1 or len(kinds) == 1:
        verb = VERBS.get(actions[0].kind, actions[0].kind)
        if actions[0].kind == "extinguish":
            verb = "Put out" if actions[0].text.startswith("Put out") else "Clear"
        return f"{verb}{cost}"
    return f"{len(actions)} choices"


def specialist_name(spec: str | None) -> str:
    return specialists()[spec].name if spec else "specialist not chosen yet"


def poi_words(seen: Seen, cell: int) -> list[str]:
    out = []
    for p in seen.pois:
        if p["cell"] != cell:
            continue
        if not p["revealed"]:
            out.append("a face-down POI")
        elif p["treated"]:
            out.append("a treated victim")
        else:
            out.append("a victim")
    return out


def describe_cell(seen: Seen, r: int, c: int) -> str:
    """'Space 34: fire, a face-down POI, Red (Paramedic)' — everything a player can see."""
    h = seen.house
    i = h.idx(r, c)
    name = f"Space {r}{c}" if h.inside[i] else f"Outside ({r},{c})"
    bits: list[str] = []
    fire = ("none", "smoke", "fire")[seen.fire[i]]
    if fire != "none":
        bits.append(fire)
    if seen.hot_spots[i]:
        bits.append("hot spot")
    hazmats = seen.hazmats.count(i)
    if hazmats:
        bits.append("hazmat" if hazmats == 1 else f"{hazmats} hazmats")
    bits += poi_words(seen, i)
    for ff in [f for f in seen.firefighters if f.cell == i]:
        bits.append(f"{ff.colour.capitalize()} ({specialist_name(ff.specialist)})"
                    if ff.specialist else f"{ff.colour.capitalize()} firefighter")
    for spot in h.parking.values():
        if i in spot.cells:
            here = seen.vehicles[spot.vehicle] == spot.id
            bits.append(f"{spot.vehicle} {'parked here' if here else 'parking spot'}")
    return name + (": " + ", ".join(bits) if bits else "")


def actions_words(actions: list[Action]) -> str:
    return "; ".join(a.describe() for a in actions)
