"""What a firefighter does on and around their own space: carry or put down a victim or a
hazmat, put out fire and smoke, chop a wall, end the turn."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.rules.reuse import reused as made

from ..data import rules
from .base import Move, ap_text, edge_blocker, link_to, own_edge, said, space_of

if TYPE_CHECKING:
    from ..pieces import Firefighter
    from ..state import FlashPointState

_CELL = attrgetter("cell")

#: Specialists whose extinguishing costs double.
DOUBLE_EXTINGUISH = ("paramedic", "rescue")


class Carry(Move):
    """``pickup`` (a revealed victim, or lead a treated one), ``pickup_hazmat`` and
    ``drop``: all free, one thing carried at a time."""

    kinds = ("pickup", "pickup_hazmat", "drop")

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        s = ff.seat
        here = ff.cell
        target = st.house.targets[here]
        if ff.victim is None and not ff.hazmat:
            # in C first: usually no POI lies here
            pois = st.pois if here in map(_CELL, st.pois) else []
            for poi in pois:
                if poi.cell == here and poi.revealed and poi.carrier is None:
                    out.append(made(s, "pickup", (("poi", poi.id),),
                                    "Lead the treated victim" if poi.treated
                                    else "Pick up the victim", target, "0 AP"))
            if here in st.hazmats and st.experienced:
                out.append(made(s, "pickup_hazmat", (), "Pick up the hazmat", target, "0 AP"))
        else:
            out.append(made(s, "drop", (), "Put down the hazmat" if ff.hazmat
                            else "Put down the victim", None, "0 AP"))

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        ff = st.current_ff
        kind = action.kind
        if kind == "drop":
            return said(kind, "You are carrying nothing.")
        if ff.victim is not None or ff.hazmat:
            return said(kind, "You are already carrying something: put it down first.")
        if kind == "pickup_hazmat":
            return said(kind, "There is no hazmat on your space." if st.experienced
                        else "There are no hazmats in the Family game.")
        return said(kind, "There is no revealed victim on your space to carry.")

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        if action.kind == "pickup":
            poi = st.poi_by_id(action["poi"])
            poi.carrier = ff.index
            ff.victim = poi.id
        elif action.kind == "pickup_hazmat":
            st.hazmats.remove(ff.cell)
            ff.hazmat = True
        elif ff.hazmat:
            ff.hazmat = False
            st.hazmats.append(ff.cell)
        elif ff.victim is not None:
            st.poi_by_id(ff.victim).carrier = None
            ff.victim = None


def extinguish_cost(st: FlashPointState, ff: Firefighter) -> int:
    return st.costs()["extinguish"] * (2 if ff.specialist in DOUBLE_EXTINGUISH else 1)


NOT_WITHIN_REACH = ("You can only extinguish on your space or an adjacent one not behind a "
                    "wall or closed door.")


def extinguish_check(st: FlashPointState, ff: Firefighter, at: int, key: str | None,
                     cost: int | None = None) -> int | Reason:
    """The AP to take one step of fire or smoke off ``at`` (``key``: the edge crossed,
    None for the own space; ``cost``: ``extinguish_cost`` when known), or why not."""
    if not st.fire[at]:
        return said("extinguish", "There is no fire or smoke there.")
    if at != ff.cell:
        blocker = None if key is None else edge_blocker(st.walls, st.doors, key)
        if key is None or blocker is not None:
            if blocker is None:
                return said("extinguish", NOT_WITHIN_REACH)
            return said("extinguish", blocker[:-1] + ": y" + NOT_WITHIN_REACH[1:])
    if cost is None:
        cost = extinguish_cost(st, ff)
    have = st.ap_for(ff, "extinguish")
    if cost > have:
        return said("extinguish", "Extinguishing costs {} AP; you have {}.", cost, have)
    return cost


class Extinguish(Move):
    """``extinguish``: fire becomes smoke, smoke goes; on the own space or a neighbour not
    behind a wall or closed door."""

    kinds = ("extinguish",)

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        here = ff.cell
        fire = st.fire
        each = extinguish_cost(st, ff)
        house = st.house
        listed = house.memo["extinguish"]
        s = ff.seat
        for i, k in house.reach[here]:
            if not fire[i]:
                continue
            cost = extinguish_check(st, ff, i, k, each)
            if cost.__class__ is not int:
                continue
            key = (s, i, fire[i], cost)
            action = listed.get(key)
            if action is None:
                text = ("Put out the fire at " + house.labels[i] + ", leaving smoke"
                        if fire[i] == 2 else "Clear the smoke at " + house.labels[i])
                action = listed[key] = made(s, "extinguish", (("at", house.rcs[i]),), text,
                                            house.targets[i], ap_text(cost))
            out.append(action)

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        ff = st.current_ff
        at = space_of(st, action.get("at"))
        if at is None:
            return said("extinguish", "Choose a space to extinguish.")
        link = link_to(st, ff.cell, at)
        found = extinguish_check(st, ff, at, link[2] if link else None)
        return found if isinstance(found, Reason) else super().refuse(st, action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        st.pay(ff, extinguish_cost(st, ff), "extinguish")
        st.fire[st.cell_of(action, "at")] -= 1


def chop_cost(st: FlashPointState, ff: Firefighter) -> int:
    return 1 if ff.specialist == "rescue" else st.costs()["chop"]


def chop_check(st: FlashPointState, ff: Firefighter, key: str, own: bool,
               cost: int | None = None) -> int | Reason:
    """The AP of one damage marker on wall ``key`` (``own``: an edge of ``ff``'s space;
    ``cost``: ``chop_cost`` when known), or why it cannot be chopped."""
    if key not in st.walls or not own:
        return said("chop", "You can only chop a wall of your own space.")
    if st.walls[key] >= 2:
        return said("chop", "That wall is already destroyed.")
    if cost is None:
        cost = chop_cost(st, ff)
    if cost > ff.ap:
        return said("chop", "Chopping costs {} AP per damage marker; you have {}.", cost, ff.ap)
    return cost


class Chop(Move):
    """``chop``: one damage marker on a wall of the own space (two destroy it)."""

    kinds = ("chop",)

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        house = st.house
        walls = st.walls
        each = chop_cost(st, ff)
        listed = house.memo["chop"]
        for k in house.wall_sides[ff.cell]:
            cost = chop_check(st, ff, k, True, each)
            if cost.__class__ is int:
                key = (ff.seat, k, walls[k], cost)
                action = listed.get(key)
                if action is None:
                    left = "destroys it" if walls[k] == 1 else "1st damage marker"
                    action = listed[key] = made(
                        ff.seat, "chop", (("edge", k),),
                        f"Chop the wall {house.edge_words[k]} ({left})", "wall:" + k,
                        ap_text(cost))
                out.append(action)

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        ff = st.current_ff
        key = str(action.get("edge"))
        found = chop_check(st, ff, key, own_edge(st, ff.cell, key))
        return found if isinstance(found, Reason) else super().refuse(st, action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        st.pay(ff, chop_cost(st, ff), "other")
        key = action["edge"]
        st.damage_wall(key)
        done = st.walls[key] >= 2
        st.say(f"The wall {st.edge_words(key)} is "
               + ("destroyed: it no longer blocks." if done else "damaged (1 more chop "
                  "destroys it).") + f" Damage markers: {st.damage}/{rules()['lose_damage']}.")
        st.collapse_note()


class EndTurn(Move):
    """``end_turn``: keep up to the saved-AP limit, then the fire advances."""

    kinds = ("end_turn",)

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        kept = min(ff.ap, rules()["max_saved_ap"])
        listed = st.house.memo["end_turn"]
        key = (ff.seat, kept)
        action = listed.get(key)
        if action is None:
            action = listed[key] = made(ff.seat, "end_turn", (),
                                        f"End the turn (keep {kept} saved AP)")
        out.append(action)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        st.say(f"{st.ff_short(ff)}'s turn is over. "
               + ("A Fire card is drawn:" if st.tragic else "The fire advances:"))
        st.end_actions()
