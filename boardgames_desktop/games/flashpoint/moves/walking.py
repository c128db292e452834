"""Stepping to a neighbouring space, opening and closing doors, and the Fire Captain's
orders (the same steps and doors, paid from the Captain's AP)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.rules.reuse import reused as made

from ..data import rules
from .base import (
    Move,
    ap_text,
    own_edge,
    said,
    space_of,
    step_check,
    step_cost,
    step_costs,
    step_verdicts,
)

if TYPE_CHECKING:
    from ..pieces import Firefighter
    from ..state import FlashPointState


#: The start of a move's words: into fire, walking, leading a treated victim, carrying a
#: victim, carrying a hazmat (``Walk.generate``'s ``verb``).
WALK_VERBS = ("Move into the fire at ", "Move to ", "Lead the victim to ",
              "Carry the victim to ", "Carry the hazmat to ")


class Walk(Move):
    """``move``: one space, through an open edge, for the AP of the step."""

    kinds = ("move",)

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        house = st.house
        # the words depend on what is carried: 0 into fire, then WALK_VERBS' index
        verb = 1
        if ff.victim is not None:
            verb = 2 if st.poi_by_id(ff.victim).treated else 3
        elif ff.hazmat:
            verb = 4
        fire = st.fire
        s = ff.seat
        listed = house.memo["move"]
        for j, _k, cost in step_verdicts(st, ff.cell, st.ap_for(ff, "move"),
                                         step_costs(st, ff)):
            if cost >= 0:  # the step is allowed: its AP
                key = (s, j, 0 if fire[j] == 2 else verb, cost)
                action = listed.get(key)
                if action is None:
                    action = listed[key] = made(s, "move", (("to", house.rcs[j]),),
                                                WALK_VERBS[key[2]] + house.labels[j],
                                                house.targets[j], ap_text(cost))
                out.append(action)

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        ff = st.current_ff
        to = space_of(st, action.get("to"))
        if to is None:
            return said("move", "Choose a space to move to.")
        found = step_check(st, "move", ff.cell, to, st.ap_for(ff, "move"), step_costs(st, ff))
        if found is None:
            return said("move", "You can only move to an adjacent space, one step at a time.")
        return found if isinstance(found, Reason) else super().refuse(st, action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        to = st.cell_of(action)
        st.pay(ff, step_cost(st, ff, to) or 0, "move")
        st.move_ff(ff, to)


def door_check(st: FlashPointState, kind: str, key: str, own: bool, budget: int
               ) -> int | Reason:
    """The AP to open or close the door on edge ``key`` (``own``: an edge of the
    firefighter's space), or why not (no door, not there, destroyed, too few AP)."""
    state = st.doors.get(key)
    if state is None:
        return said(kind, "There is no door there.")
    if not own:
        return said(kind, "The door must be on an edge of the firefighter's own space.")
    if state == "destroyed":
        return said(kind, "That door is destroyed: it stays open for good.")
    cost = st.costs()["door"]
    if cost > budget:
        return said(kind, "Opening or closing a door costs {} AP; you have {}.", cost, budget)
    return cost


def door_text(st: FlashPointState, key: str) -> str:
    return ("Close the door " if st.doors[key] == "open" else "Open the door ") \
        + st.house.edge_words[key]


class Door(Move):
    """``door``: open or close a door on an edge of the firefighter's space."""

    kinds = ("door",)

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        house = st.house
        doors = st.doors
        listed = house.memo["door"]
        for k in house.door_sides[ff.cell]:
            cost = door_check(st, "door", k, True, ff.ap)
            if cost.__class__ is int:
                key = (ff.seat, k, doors[k], cost)
                action = listed.get(key)
                if action is None:
                    action = listed[key] = made(ff.seat, "door", (("edge", k),),
                                                door_text(st, k), "door:" + k, ap_text(cost))
                out.append(action)

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        ff = st.current_ff
        key = str(action.get("edge"))
        found = door_check(st, "door", key, own_edge(st, ff.cell, key), ff.ap)
        return found if isinstance(found, Reason) else super().refuse(st, action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.pay(st.current_ff, st.costs()["door"], "other")
        st.toggle_door(action["edge"])


class Command(Move):
    """The Fire Captain's orders: ``command_move`` (another firefighter steps) and
    ``command_door`` (another firefighter opens or closes a door), paid from the Captain's
    AP (the CAFS Firefighter at most the ruling's AP a turn)."""

    kinds = ("command_move", "command_door")
    who = "captain"

    def budget(self, st: FlashPointState, ff: Firefighter, other: Firefighter) -> int:
        limit = st.ap_for(ff, "command")
        if other.specialist == "cafs":
            limit = min(limit, rules()["rulings"]["captain_cafs_ap_per_turn"]
                        - st.turn_flags.get("cafs", 0))
        return limit

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        if ff.specialist != self.who:
            return
        house = st.house
        seat = ff.seat
        costs = st.costs()
        for g in st.firefighters:
            if g is ff or g.cell < 0:
                continue
            limit = self.budget(st, ff, g)
            name = g.colour.capitalize()
            links = house.links[g.cell]
            step = step_costs(st, g, costs)
            for j, _k, step_ap in step_verdicts(st, g.cell, limit, step):
                if step_ap >= 0:  # the order is allowed: its AP
                    out.append(made(seat, "command_move", (("ff", g.index), ("to", house.rcs[j])),
                                    f"Order {name} to {house.labels[j]}", house.targets[j],
                                    ap_text(step_ap)))
            for _d, _j, k in links:
                if k not in st.doors:
                    continue
                cost = door_check(st, "command_door", k, True, limit)
                if cost.__class__ is int:
                    verb = "close" if st.doors[k] == "open" else "open"
                    out.append(made(seat, "command_door", (("edge", k), ("ff", g.index)),
                                    f"Order {name} to {verb} the door {house.edge_words[k]}",
                                    "door:" + k, ap_text(cost)))

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        ff = st.current_ff
        kind = action.kind
        if ff.specialist != self.who:
            return said(kind, "Only the Fire Captain can command other firefighters.")
        index = action.get("ff")
        if not isinstance(index, int) or not 0 <= index < len(st.firefighters) \
                or index == ff.index or st.firefighters[index].cell < 0:
            return said(kind, "Choose another firefighter on the board to command.")
        g = st.firefighters[index]
        limit = self.budget(st, ff, g)
        found: int | Reason | None
        if kind == "command_door":
            key = str(action.get("edge"))
            found = door_check(st, kind, key, own_edge(st, g.cell, key), limit)
        else:
            to = space_of(st, action.get("to"))
            found = None if to is None else step_check(st, kind, g.cell, to, limit,
                                                       step_costs(st, g))
            if found is None:
                return said(kind, "An order moves a firefighter one step, to an adjacent "
                                  "space.")
        return found if isinstance(found, Reason) else super().refuse(st, action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        g = st.firefighters[action["ff"]]
        if action.kind == "command_move":
            to = st.cell_of(action)
            cost = step_cost(st, g, to) or 0
        else:
            cost = st.costs()["door"]
        st.pay(ff, cost, "command")
        if g.specialist == "cafs":
            st.turn_flags["cafs"] = st.turn_flags.get("cafs", 0) + cost
        if action.kind == "command_move":
            st.move_ff(g, to)
        else:
            st.toggle_door(action["edge"])
