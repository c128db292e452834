"""The Experienced game's vehicles: driving the ambulance or the engine, the deck gun and
a crew change on the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.rules.reuse import reused as made

from ..data import rules, specialists
from .base import Move, ap_text, said, space_of

if TYPE_CHECKING:
    from ..pieces import Firefighter
    from ..state import FlashPointState

#: Quadrant ids (deck gun) in words.
QUARTERS = {"NW": "top-left", "NE": "top-right", "SW": "bottom-left", "SE": "bottom-right"}

#: (house id, vehicle, parked spot, whether the driver rides in it) -> drive options:
#: [(spot id, sides to drive, [(text, target, args), ...]), ...] in listing order.
_DRIVE_OPTIONS: dict[tuple[int, str, str, bool],
                     list[tuple[str, int, list[tuple[str, str, Any]]]]] = {}


def on_engine(st: FlashPointState, ff: Firefighter) -> bool:
    return ff.cell in st.spot_cells(st.engine)


def vehicle_check(st: FlashPointState, ff: Firefighter, vehicle: str) -> Reason | None:
    """Why ``ff`` may not drive ``vehicle`` now at all (None: they may)."""
    if not st.experienced:
        return said("drive", "Vehicles are not driven in the Family game.")
    if "no_drive" in st.turn_effects:
        return said("drive", "An Event forbids driving this turn.")
    if vehicle == "engine" and not on_engine(st, ff):
        return said("drive", "Only a firefighter on the engine can drive it.")
    return None


def spot_check(st: FlashPointState, ff: Firefighter, vehicle: str, spot: str,
               sides: int | None = None) -> int | Reason:
    """The AP to drive ``vehicle`` (one ``ff`` may drive) to ``spot`` (``sides``: how many
    sides of the house away it is, when known), or why not."""
    house = st.house
    where = st.parked(vehicle)
    if spot not in house.parking or house.parking[spot].vehicle != vehicle or where is None:
        return said("drive", "The {} parks only on its own spots beside the house.", vehicle)
    if spot == where:
        return said("drive", "The vehicle is already parked there.")
    per_side = st.costs()["drive_per_side"]
    if sides is None:
        sides = house.side_distance(house.parking[where].side, house.parking[spot].side)
    cost = per_side * sides
    if cost > ff.ap:
        return said("drive", "Driving costs {} AP per side ({} to the opposite side); you have "
                    "{}.", per_side, 2 * per_side, ff.ap)
    return cost


def drive_check(st: FlashPointState, ff: Firefighter, vehicle: str, spot: str) -> int | Reason:
    """The AP to drive ``vehicle`` to ``spot``, or why not."""
    return vehicle_check(st, ff, vehicle) or spot_check(st, ff, vehicle, spot)


class Drive(Move):
    """``drive``: the ambulance from anywhere, the engine only from on it; a driver standing
    on the vehicle rides along to one of the new spot's squares."""

    kinds = ("drive",)

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        house = st.house
        listed = house.memo["drive"]
        for vehicle in ("ambulance", "engine"):
            where = st.parked(vehicle)
            if where is None:
                continue
            if vehicle_check(st, ff, vehicle) is not None:
                continue
            on_it = ff.cell in house.parking[where].cells
            # once the vehicle may be driven, its drives depend only on these (the spots,
            # sides and costs are the plan's): kept on the plan and reused
            key = (ff.seat, vehicle, where, on_it, ff.ap)
            drives = listed.get(key)
            if drives is None:
                made_now: list[Action] = []
                for spot, sides, options in self._options(st, vehicle, where, on_it):
                    cost = spot_check(st, ff, vehicle, spot, sides)
                    if cost.__class__ is not int:
                        continue
                    cost_text = ap_text(cost)
                    for text, target, args in options:
                        made_now.append(made(ff.seat, "drive", args, text, target, cost_text))
                drives = listed[key] = tuple(made_now)
            out += drives

    @staticmethod
    def _options(st: FlashPointState, vehicle: str, where: str, on_it: bool
                 ) -> list[tuple[str, int, list[tuple[str, str, Any]]]]:
        """Where the vehicle parked at ``where`` may drive (made once per case): per other
        spot, the sides to drive and the (text, target, args) of each action."""
        house = st.house
        key = (id(house), vehicle, where, on_it)
        table = _DRIVE_OPTIONS.get(key)
        if table is not None:
            return table
        table = []
        for spot in house.parking.values():
            if spot.vehicle != vehicle or spot.id == where:
                continue
            sides = house.side_distance(house.parking[where].side, spot.side)
            options = []
            for half in (spot.cells if on_it else (None,)):
                ride = f", riding along to square {house.name(half)}" if half is not None else ""
                options.append((f"Drive the {vehicle} to the {spot.side} side{ride}",
                                f"parking:{spot.id}" if half is None else house.targets[half],
                                (("spot", spot.id),
                                 ("to", None if half is None else house.rc(half)),
                                 ("vehicle", vehicle))))
            table.append((spot.id, sides, options))
        _DRIVE_OPTIONS[key] = table
        return table

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        ff = st.current_ff
        vehicle, spot = str(action.get("vehicle")), str(action.get("spot"))
        found = drive_check(st, ff, vehicle, spot)
        if isinstance(found, Reason):
            return found
        to = action.get("to")
        on_it = ff.cell in st.spot_cells(st.parked(vehicle))
        if to is not None and (not on_it or space_of(st, to) not in st.spot_cells(spot)):
            return said("drive", "Only a driver standing on the vehicle rides along, to one of "
                                 "its squares at the new spot.")
        if to is None and on_it:
            return said("drive", "Standing on the vehicle, you ride along: choose one of its "
                                 "squares at the new spot.")
        return super().refuse(st, action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        house = st.house
        vehicle = action["vehicle"]
        old = st.parked(vehicle)
        assert old is not None  # only a parked vehicle is driven
        spot = action["spot"]
        cost = st.costs()["drive_per_side"] * house.side_distance(house.parking[old].side,
                                                              house.parking[spot].side)
        st.pay(ff, cost, "other")
        riders = [f.index for f in st.firefighters
                  if f.cell in house.parking[old].cells and f is not ff]
        st.park(vehicle, spot)
        if action["to"] is not None:
            st.move_ff(ff, st.cell_of(action))
        st.check_rescues()
        if riders:
            first = st.firefighters[riders[0]]
            st.ask(first.seat, "ride", ff=first.index, queue=riders[1:], spot=spot)


def gun_cost(st: FlashPointState, ff: Firefighter) -> int:
    full = st.costs()["deck_gun"]
    return full // 2 if ff.specialist == "driver" else full


def gun_check(st: FlashPointState, ff: Firefighter) -> int | Reason:
    """The AP to fire the deck gun now, or why it may not fire."""
    if not st.experienced:
        return said("deck_gun", "There is no deck gun in the Family game.")
    if not on_engine(st, ff):
        return said("deck_gun", "The deck gun is fired from the engine.")
    if "no_deck_gun" in st.turn_effects:
        return said("deck_gun", "An Event forbids the deck gun this turn.")
    house = st.house
    cells = house.quadrant_sets[house.parking[st.engine].quadrant]  # type: ignore[index]
    if any(f.cell in cells for f in st.firefighters):
        return said("deck_gun", "The deck gun may not fire while a firefighter is in its "
                                "quarter.")
    cost = gun_cost(st, ff)
    if cost > ff.ap:
        full = st.costs()["deck_gun"]
        return said("deck_gun", "The deck gun costs {} AP ({} for the Driver/Operator); you "
                                "have {}.", full, full // 2, ff.ap)
    return cost


class DeckGun(Move):
    """``deck_gun``: from the engine, into its quarter of the house; the dice pick the space
    (the Driver/Operator pays half and may re-roll)."""

    kinds = ("deck_gun",)

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        cost = gun_check(st, ff)
        if cost.__class__ is int:
            quad = st.house.parking[st.engine].quadrant  # type: ignore[index]
            out.append(made(ff.seat, "deck_gun", (), f"Fire the deck gun into the "
                            f"{QUARTERS.get(quad, quad)} quarter of the house "  # type: ignore[arg-type]
                            "(the dice pick the space)", f"quadrant:{quad}",
                            ap_text(cost)))

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        found = gun_check(st, st.current_ff)
        return found if isinstance(found, Reason) else super().refuse(st, action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        house = st.house
        st.pay(ff, gun_cost(st, ff), "other")
        r1, r2, c1, c2 = house.quadrants[house.parking[st.engine].quadrant]  # type: ignore[index]
        red, black = st.roll_dice()
        rolled = [red, black]
        if not r1 <= red <= r2:
            red = 7 - red
        if not c1 <= black <= c2:
            black = 9 - black
        st.dice = [red, black]
        st.deck_gun_shot = {"rolled": rolled, "flipped": [red, black],
                            "rolls": [], "cells": []}
        flipped = "" if rolled == [red, black] else " (dice flipped to stay in its quarter)"
        st.say(f"Deck gun: the dice show red {rolled[0]}, black {rolled[1]} → it aims at "
               f"{house.label(house.idx(red, black))}{flipped}.")
        if ff.specialist == "driver":
            st.ask(ff.seat, "reroll", red=red, black=black, rerolled=[])
        else:
            st.shoot_deck_gun(red, black)


def crew_check(st: FlashPointState, ff: Firefighter, spec: str | None) -> int | Reason:
    """The AP of a crew change (to ``spec``; None: to any free specialist), or why not."""
    if not st.experienced:
        return said("crew_change", "There are no specialists in the Family game.")
    if not on_engine(st, ff):
        return said("crew_change", "A crew change happens on the engine's space.")
    if st.turn_flags.get("crew_change", 0) >= rules()["rulings"]["crew_changes_per_turn"]:
        return said("crew_change", "Only one crew change a turn.")
    cost = st.costs()["crew_change"]
    if cost > ff.ap:
        return said("crew_change", "A crew change costs {} AP; you have {}.", cost, ff.ap)
    if spec is not None and spec not in st.unused_specialists():
        return said("crew_change", "That specialist is already on the team (or not in this "
                                   "game).")
    return cost


class CrewChange(Move):
    """``crew_change``: on the engine's space, swap for a specialist nobody plays."""

    kinds = ("crew_change",)

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        cost = crew_check(st, ff, None)
        if cost.__class__ is not int:
            return
        cost_text = ap_text(cost)
        for spec in st.unused_specialists():
            card = specialists()[spec]
            out.append(made(ff.seat, "crew_change", (("specialist", spec),),
                            f"Crew change: become the {card.name} — {card.text}", None,
                            cost_text))

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        found = crew_check(st, st.current_ff, str(action.get("specialist")))
        return found if isinstance(found, Reason) else super().refuse(st, action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        st.pay(ff, st.costs()["crew_change"], "other")
        ff.specialist = action["specialist"]
        ff.bonus_ap = 0
        ff.bonus_kind = ""
        st.turn_flags["crew_change"] = st.turn_flags.get("crew_change", 0) + 1
        st.say(f"Crew change: now the {specialists()[ff.specialist].name}.")
