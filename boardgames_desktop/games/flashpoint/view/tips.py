"""Tooltips for every board component: what it is, its state in words, what it does.

Each function returns a short rich-text tip (a bold title, then sentences), so Qt wraps it.
A face-down POI is only ever "an unknown point of interest": nothing here reads its kind.
The AP costs come from the rules file, so a tip never disagrees with the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..data import events, rules, specialists
from ..steps import CARD_NAMES, CARD_TEXTS

if TYPE_CHECKING:
    from .seen import Seen


def tip(title: str, *sentences: str) -> str:
    """'<b>title</b><br>sentence sentence' with the text escaped."""
    body = " ".join(s for s in sentences if s)
    return f"<b>{_esc(title)}</b>" + (f"<br>{_esc(body)}" if body else "")


def _esc(words: str) -> str:
    return words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _costs() -> dict[str, int]:
    return rules()["costs"]


# ----- the house --------------------------------------------------------------------------
def space_tip(seen: Seen, i: int) -> str:
    h = seen.house
    r, c = h.rc(i)
    if not h.inside[i]:
        spot = next((p for p in h.parking.values() if i in p.cells), None)
        where = (f" Part of a parking spot for the {spot.vehicle} ({spot.side} side)."
                 if spot is not None and seen.experienced else "")
        return tip(f"Outside square {r},{c}", "Outside the house: fire never stays here. "
                   "Firefighters start out here, and in the Family game a victim carried "
                   "out here is rescued." if not seen.experienced else
                   "Outside the house: fire never stays here; firefighters start out here."
                   + where)
    state = ("On fire." if seen.fire[i] == 2 else "Full of smoke." if seen.fire[i] == 1
             else "No fire or smoke.")
    return tip(f"Space {r}{c}", f"Inside the house (row {r} by the red die, column {c} by "
               "the black die).", state)


def fire_tip(seen: Seen, i: int) -> str:
    c = _costs()
    return tip(f"Fire at {seen.house.label(i)}",
               f"Walking in costs {c['move_into_fire']} AP, and a firefighter still here when "
               "the fire advances is knocked down. Victims and POIs caught here are lost; a "
               "hazmat here explodes. When the dice hit it again it explodes.",
               f"Extinguish for {c['extinguish']} AP to turn it into smoke.")


def smoke_tip(seen: Seen, i: int) -> str:
    c = _costs()
    return tip(f"Smoke at {seen.house.label(i)}",
               "Smoke next to fire through an open edge bursts into flame (flashover); when the "
               "dice hit it, it becomes fire.",
               f"Clear it for {c['extinguish']} AP.")


def hot_spot_tip(seen: Seen, i: int) -> str:
    return tip(f"Hot spot at {seen.house.label(i)}",
               "When the Advance Fire dice hit this space the fire flares up: after it "
               "resolves, the dice are rolled and the fire advances once more.")


def hazmat_tip(seen: Seen, i: int | None = None) -> str:
    where = f" at {seen.house.label(i)}" if i is not None else " (carried)"
    return tip(f"Hazardous materials{where}",
               "If fire reaches it, it explodes like a fire hit by the dice and leaves a "
               + ("Flare Up in the Fire discard." if seen.tragic else "hot spot."),
               f"Carry it outside ({_costs()['move_carrying']} AP a step, never into fire) or "
               "have the Hazmat Technician dispose of it.")


def poi_tip(seen: Seen, poi: dict[str, Any]) -> str:
    """``poi``: as the seat's view shows it (``seat_view.seen_poi``)."""
    where = seen.house.label(poi["cell"])
    if not poi["revealed"]:
        return tip(f"Unknown point of interest at {where}",
                   "Face down: it may be a victim or a false alarm. It is turned over when a "
                   "firefighter enters the space (or the Imaging Technician flips it). Fire "
                   "here destroys it.")
    goal = "to the ambulance's squares" if seen.experienced else "out of the house"
    if poi["treated"]:
        return tip(f"Treated victim at {where}",
                   f"Led by a firefighter for {_costs()['move_leading']} AP a step; bring it "
                   f"{goal} to rescue it. Fire here kills it.")
    carried = (f" Carried by {seen.firefighters[poi['carrier']].short}."
               if poi["carrier"] is not None else "")
    return tip(f"Victim at {where}",
               f"Pick it up (free) and carry it {goal} to rescue it: "
               f"{_costs()['move_carrying']} AP a step, never into fire. Lost if fire "
               "reaches it." + carried)


def wall_tip(seen: Seen, key: str) -> str:
    dmg = seen.walls[key]
    state = ("intact", "damaged (1 damage marker): it still blocks",
             "destroyed (2 damage markers): it no longer blocks")[min(dmg, 2)]
    return tip(f"Wall {seen.edge_words(key)}", f"This wall is {state}.",
               f"Chop a wall of your space for {_costs()['chop']} AP a damage marker (the "
               "Rescue Specialist 1 AP); explosions damage it too. Every damage marker counts "
               "towards the house collapsing.")


def door_tip(seen: Seen, key: str) -> str:
    state = seen.doors[key]
    what = {"closed": "Closed: it stops firefighters, fire and smoke.",
            "open": "Open: firefighters, fire and smoke pass.",
            "destroyed": "Destroyed by an explosion: it stays open for good."}[state]
    return tip(f"Door {seen.edge_words(key)}", what,
               "" if state == "destroyed" else
               f"Open or close it from either side for {_costs()['door']} AP. An explosion "
               "destroys it.")


def entrance_tip() -> str:
    return tip("Entrance", "An opening in the outer wall: firefighters, victims and fire pass "
               "freely.")


def coordinate_tip(kind: str, n: int) -> str:
    if kind == "row":
        return tip(f"Row {n}", f"The red six-sided die picks the row: {n} is this row.")
    return tip(f"Column {n}", f"The black eight-sided die picks the column: {n} is this "
               "column.")


# ----- vehicles ---------------------------------------------------------------------------
def spot_tip(seen: Seen, spot_id: str) -> str:
    spot = seen.house.parking[spot_id]
    here = seen.vehicles[spot.vehicle] == spot_id
    return tip(f"{spot.vehicle.capitalize()} parking spot ({spot.side} side)",
               f"The {spot.vehicle} is parked here." if here else
               f"The {spot.vehicle} may drive here: {_costs()['drive_per_side']} AP a side of "
               "the house.")


def vehicle_tip(seen: Seen, vehicle: str) -> str:
    spot = seen.house.parking[seen.vehicles[vehicle]]
    c = _costs()
    if vehicle == "ambulance":
        return tip(f"Ambulance ({spot.side} side)",
                   "A victim brought onto its two squares is rescued. Any firefighter may "
                   f"call it to another spot for {c['drive_per_side']} AP a side (firefighters "
                   "on it may ride along).")
    return tip(f"Fire engine ({spot.side} side)",
               f"A firefighter on it may drive it ({c['drive_per_side']} AP a side) or fire "
               f"the deck gun into its quarter of the house ({c['deck_gun']} AP, the "
               f"Driver/Operator {c['deck_gun'] // 2}): the dice pick a space there, and it and "
               "its open neighbours lose all fire and smoke. Not while a firefighter is in that "
               f"quarter. A crew change ({c['crew_change']} AP) happens on its squares.")


def quadrant_tip(seen: Seen) -> str:
    return tip("The deck gun's quarter", "The engine's deck gun can only hit the spaces in "
               "this dashed outline.")


# ----- firefighters -----------------------------------------------------------------------
def firefighter_tip(seen: Seen, ff: Any, who: str) -> str:
    """``who``: the person playing it, by the typed name."""
    name = ff.short
    playing = seen.stage == "actions" and ff.index == seen.current and not seen.is_over
    ap = (f"Playing now: {ff.ap_words}." if playing and ff.cell >= 0
          else f"Saved AP: {ff.ap}." if ff.cell >= 0 else "Not on the board yet.")
    carry = ""
    if ff.victim is not None:
        carry = ("Leading a treated victim." if seen.poi_by_id(ff.victim).treated
                 else "Carrying a victim.")
    elif ff.hazmat:
        carry = "Carrying a hazmat."
    where = f"On {seen.where(ff.cell)}." if ff.cell >= 0 else ""
    if ff.specialist:
        spec = specialists()[ff.specialist]
        extra = f" + {spec.bonus_ap} {spec.bonus_kind} AP" if spec.bonus_ap else ""
        ability = f"{spec.name}: {spec.ap} AP a turn{extra}. {spec.text}"
    elif seen.experienced:
        ability = "No specialist chosen yet."
    else:
        ability = (f"{rules()['ap_per_turn']} AP a turn; up to {rules()['max_saved_ap']} "
                   "unspent AP are saved.")
    return tip(f"{name} — {who}", where, ap, carry, ability)


# ----- tracks, dice, decks ----------------------------------------------------------------
def rescued_tip(seen: Seen) -> str:
    return tip("Rescued victims", f"{seen.rescued} rescued; the team wins at "
               f"{rules()['win_rescued']}.")


def lost_tip(seen: Seen) -> str:
    return tip("Lost victims", f"{seen.lost} lost; the team loses at {rules()['lose_lost']}.")


def damage_tip(seen: Seen) -> str:
    cap = rules()["lose_damage"]
    return tip("Damage track", f"{seen.damage} damage markers placed; the house collapses (and "
               f"the team loses) at {cap}. Chopping and explosions place them.")


def pool_tip(seen: Seen) -> str:
    return tip("Points of interest still to come", f"{seen.piles['poi_pool']} face-down POIs left "
               "in the pool; after each turn the board is topped up to 3.")


def dice_tip(seen: Seen, die: str) -> str:
    if die == "red":
        return tip("Red die (six sides)", "Picks the row of the space the fire advances on.")
    return tip("Black die (eight sides)", "Picks the column of the space the fire advances on.")


def fire_deck_tip(seen: Seen) -> str:
    return tip("Fire deck", f"{seen.piles['fire_deck']} cards face down. After each turn's actions "
               "one is drawn: " + "; ".join(f"{CARD_NAMES[k]}: {CARD_TEXTS[k]}"
                                           for k in ("fire_rages", "accelerate", "flare_up",
                                                     "respite")) + ".")


def fire_discard_tip(seen: Seen) -> str:
    counts: dict[str, int] = {}
    for card in seen.fire_discard:
        counts[card] = counts.get(card, 0) + 1
    mix = ", ".join(f"{CARD_NAMES.get(k, k)} ×{n}" for k, n in counts.items()) or "empty"
    return tip("Fire discard", f"{len(seen.fire_discard)} cards: {mix}.")


def flare_tip(seen: Seen) -> str:
    return tip("Flare Up supply", f"{seen.flare_supply} Flare Up cards wait here; a hazmat "
               "explosion or an Accelerate card puts one into the Fire discard."
               + (f" {seen.flare_removed} removed from the game." if seen.flare_removed else ""))


def event_deck_tip(seen: Seen) -> str:
    return tip("Event deck and discard", f"{seen.piles['event_deck']} Event cards face down, "
               f"{len(seen.event_discard)} in the discard. Flare Up and Accelerate draw one.")


def event_tip(card: str) -> str:
    ev = events()[card]
    return tip(f"Event: {ev.name}", ev.text)
