"""Carrying out the actions a firefighter (or a pending decision) chose."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules import Action

from .actions import DOUBLE_EXTINGUISH
from .data import rules, specialists

if TYPE_CHECKING:
    from .state import FlashPointState as _Base
else:
    _Base = object


class PerformMixin(_Base):
    # ----- performing -------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        getattr(self, "do_" + action.kind)(action)

    def cell_of(self, action: Action, name: str = "to") -> int:
        r, c = action[name]
        return self.house.idx(r, c)

    # setup
    def do_park(self, a: Action) -> None:
        setattr(self, a["vehicle"], a["spot"])
        self.next_setup()

    def do_specialist(self, a: Action) -> None:
        ff = self.firefighters[a["ff"]]
        ff.specialist = a["specialist"]
        self.next_setup()

    def do_place(self, a: Action) -> None:
        ff = self.firefighters[a["ff"]]
        ff.cell = self.cell_of(a)
        self.say(f"{self.ff_short(ff)} starts on {self.where(ff.cell)}.")
        self.next_setup()

    def next_setup(self) -> None:
        self.setup_queue.pop(0)
        if not self.setup_queue:
            self.current = 0
            self.start_turn()
            self.say("The fire fight begins: each firefighter takes actions, then the fire "
                     "advances.")

    # pending decisions
    def do_suppress(self, a: Action) -> None:
        self.resolve_suppress(a["flip"])

    def do_knockdown_spot(self, a: Action) -> None:
        self.resolve_knockdown(a["spot"], self.cell_of(a))

    def do_ride(self, a: Action) -> None:
        p = self.pending
        assert p is not None
        ff = self.firefighters[p["ff"]]
        if a["to"] is not None:
            self.move_ff(ff, self.cell_of(a))
            self.say(f"{self.ff_short(ff)} rides along to {self.house.name(ff.cell)}.")
        queue = list(p["queue"])
        if queue:
            nxt = self.firefighters[queue.pop(0)]
            self.pending = {**p, "ff": nxt.index, "seat": nxt.seat, "queue": queue}
        else:
            self.pending = None

    def do_reroll(self, a: Action) -> None:
        p = self.pending
        assert p is not None
        die = a["die"]
        quad = self.house.quadrants[self.house.parking[self.engine].quadrant]
        if die == "red":
            red = self.rng.roll(6)
            p["red"] = red if quad[0] <= red <= quad[1] else 7 - red
        else:
            black = self.rng.roll(8)
            p["black"] = black if quad[2] <= black <= quad[3] else 9 - black
        p["rerolled"] = p["rerolled"] + [die]
        self.dice = [p["red"], p["black"]]
        h = self.house
        self.say(f"The Driver/Operator re-rolls the {die} die: the deck gun now aims at "
                 f"{h.label(h.idx(p['red'], p['black']))}.")
        self.deck_gun_shot["rolls"].append([die, p["red"], p["black"]])
        if len(p["rerolled"]) == 2:
            self.pending = None
            self.shoot_deck_gun(p["red"], p["black"])

    def do_shoot(self, a: Action) -> None:
        p = self.pending
        assert p is not None
        self.pending = None
        self.shoot_deck_gun(p["red"], p["black"])

    def do_peek_place(self, a: Action) -> None:
        self.pending = None
        if a["where"] == "bottom":
            card = self.event_deck.pop(0)
            self.event_deck.append(card)
            self.peeked_event = None
            self.say("The Strategist puts the next Event at the bottom of the Event deck.")
        else:
            self.say("The Strategist leaves the next Event on top: it comes next.")

    # the turn
    def do_end_turn(self, a: Action) -> None:
        ff = self.current_ff
        self.say(f"{self.ff_short(ff)}'s turn is over. "
                 + ("A Fire card is drawn:" if self.tragic else "The fire advances:"))
        self.end_actions()

    def do_move(self, a: Action) -> None:
        ff = self.current_ff
        to = self.cell_of(a)
        self.pay(ff, self.move_cost(ff, to) or 0, "move")
        self.move_ff(ff, to)

    def do_command_move(self, a: Action) -> None:
        ff = self.current_ff
        g = self.firefighters[a["ff"]]
        to = self.cell_of(a)
        cost = self.move_cost(g, to) or 0
        self.pay(ff, cost, "command")
        if g.specialist == "cafs":
            self.turn_flags["cafs"] = self.turn_flags.get("cafs", 0) + cost
        self.move_ff(g, to)

    def do_door(self, a: Action) -> None:
        self.pay(self.current_ff, self.costs()["door"], "other")
        self.toggle_door(a["edge"])

    def do_command_door(self, a: Action) -> None:
        g = self.firefighters[a["ff"]]
        cost = self.costs()["door"]
        self.pay(self.current_ff, cost, "command")
        if g.specialist == "cafs":
            self.turn_flags["cafs"] = self.turn_flags.get("cafs", 0) + cost
        self.toggle_door(a["edge"])

    def toggle_door(self, key: str) -> None:
        self.doors[key] = "open" if self.doors[key] == "closed" else "closed"

    def do_extinguish(self, a: Action) -> None:
        ff = self.current_ff
        i = self.cell_of(a, "at")
        mult = 2 if ff.specialist in DOUBLE_EXTINGUISH else 1
        self.pay(ff, self.costs()["extinguish"] * mult, "extinguish")
        self.fire[i] -= 1

    def do_chop(self, a: Action) -> None:
        ff = self.current_ff
        self.pay(ff, 1 if ff.specialist == "rescue" else self.costs()["chop"], "other")
        self.damage_wall(a["edge"])
        done = self.walls[a["edge"]] >= 2
        self.say(f"The wall {self.edge_words(a['edge'])} is "
                 + ("destroyed: it no longer blocks." if done else "damaged (1 more chop "
                    "destroys it).") + f" Damage markers: {self.damage}/{rules()['lose_damage']}.")
        self.collapse_note()

    def do_pickup(self, a: Action) -> None:
        ff = self.current_ff
        poi = self.poi_by_id(a["poi"])
        poi.carrier = ff.index
        ff.victim = poi.id

    def do_pickup_hazmat(self, a: Action) -> None:
        ff = self.current_ff
        self.hazmats.remove(ff.cell)
        ff.hazmat = True

    def do_drop(self, a: Action) -> None:
        ff = self.current_ff
        if ff.hazmat:
            ff.hazmat = False
            self.hazmats.append(ff.cell)
        elif ff.victim is not None:
            self.poi_by_id(ff.victim).carrier = None
            ff.victim = None

    def do_drive(self, a: Action) -> None:
        ff = self.current_ff
        h = self.house
        vehicle = a["vehicle"]
        old = getattr(self, vehicle)
        spot = a["spot"]
        cost = self.costs()["drive_per_side"] * h.side_distance(h.parking[old].side,
                                                                h.parking[spot].side)
        self.pay(ff, cost, "other")
        riders = [f.index for f in self.firefighters
                  if f.cell in h.parking[old].cells and f is not ff]
        setattr(self, vehicle, spot)
        if a["to"] is not None:
            self.move_ff(ff, self.cell_of(a))
        self.check_rescues()
        if riders:
            first = self.firefighters[riders[0]]
            self.pending = {"kind": "ride", "seat": first.seat, "ff": first.index,
                            "queue": riders[1:], "spot": spot}

    def do_deck_gun(self, a: Action) -> None:
        ff = self.current_ff
        h = self.house
        C = self.costs()
        self.pay(ff, C["deck_gun"] // 2 if ff.specialist == "driver" else C["deck_gun"], "other")
        r1, r2, c1, c2 = h.quadrants[h.parking[self.engine].quadrant]
        red, black = self.roll_dice()
        rolled = [red, black]
        if not r1 <= red <= r2:
            red = 7 - red
        if not c1 <= black <= c2:
            black = 9 - black
        self.dice = [red, black]
        self.deck_gun_shot = {"rolled": rolled, "flipped": [red, black],
                              "rolls": [], "cells": []}
        flipped = "" if rolled == [red, black] else " (dice flipped to stay in its quarter)"
        self.say(f"Deck gun: the dice show red {rolled[0]}, black {rolled[1]} → it aims at "
                 f"{h.label(h.idx(red, black))}{flipped}.")
        if ff.specialist == "driver":
            self.pending = {"kind": "reroll", "seat": ff.seat, "red": red, "black": black,
                            "rerolled": []}
        else:
            self.shoot_deck_gun(red, black)

    def shoot_deck_gun(self, red: int, black: int) -> None:
        cell = self.house.idx(red, black)
        hit = [cell] + self.open_neighbours(cell)
        for i in hit:
            self.fire[i] = 0
        assert self.deck_gun_shot is not None
        self.deck_gun_shot["cells"] = [list(self.rc(i)) for i in hit]
        self.say(f"The deck gun soaks {self.house.label(cell)} and the spaces next to it "
                 "(not behind walls or closed doors): "
                 + ", ".join(self.house.label(i) for i in hit if self.house.inside[i]) + ".")

    def do_crew_change(self, a: Action) -> None:
        ff = self.current_ff
        self.pay(ff, self.costs()["crew_change"], "other")
        ff.specialist = a["specialist"]
        ff.bonus_ap = 0
        ff.bonus_kind = ""
        self.turn_flags["crew_change"] = self.turn_flags.get("crew_change", 0) + 1
        self.say(f"Crew change: now the {specialists()[ff.specialist].name}.")

    def do_treat(self, a: Action) -> None:
        self.pay(self.current_ff, self.costs()["treat"], "other")
        self.poi_by_id(a["poi"]).treated = True
        self.say("The Paramedic treats the victim.")

    def do_imaging(self, a: Action) -> None:
        self.pay(self.current_ff, self.costs()["imaging"], "other")
        self.reveal(self.poi_by_id(a["poi"]))

    def do_dispose(self, a: Action) -> None:
        ff = self.current_ff
        self.pay(ff, self.costs()["dispose"], "other")
        if ff.hazmat:
            ff.hazmat = False
        else:
            self.hazmats.remove(ff.cell)
        self.say("The Hazmat Technician disposes of a hazmat.")

    def do_plan_give(self, a: Action) -> None:
        self.pay(self.current_ff, self.costs()["plan_give"], "plan")
        g = self.firefighters[a["ff"]]
        g.ap += 1
        self.say(f"The Strategist gives a saved AP to {self.ff_short(g)} (now {g.ap}).")

    def do_plan_peek(self, a: Action) -> None:
        ff = self.current_ff
        self.pay(ff, self.costs()["plan_peek"], "other")
        self.turn_flags["peek"] = 1
        if not self.event_deck:
            self.event_deck = self.event_discard
            self.event_discard = []
            self.rng.shuffle(self.event_deck)
        self.rng.note_reveal()
        self.peeked_event = self.event_deck[0]
        self.pending = {"kind": "peek", "seat": ff.seat, "card": self.peeked_event}

    def do_desmoke(self, a: Action) -> None:
        self.pay(self.current_ff, self.costs()["desmoke"], "other")
        frm, to = self.cell_of(a, "frm"), self.cell_of(a)
        self.fire[frm] = 0
        h = self.house
        if not h.inside[to]:
            self.say("The smoke leaves the building and vanishes.")
            return
        if self.fire[to] >= 1:
            self.fire[to] = 2
            self.say(f"The smoke joins {h.label(to)}, which is now on fire.")
            return
        self.fire[to] = 1
        near = ([j for _d, j, _k in h.links[to]]
                if rules()["rulings"]["desmoke_ignites_through_walls"]
                else self.open_neighbours(to))
        if any(self.fire[j] == 2 for j in near):
            self.fire[to] = 2
            self.say(f"The smoke moved to {h.label(to)} ignites next to the fire.")
        else:
            self.say(f"The smoke moves to {h.label(to)}.")

    def do_escape(self, a: Action) -> None:
        self.pay(self.current_ff, self.costs()["escape"], "other")
        poi = self.poi_by_id(a["poi"])
        to = self.cell_of(a)
        poi.cell = to
        self.say(f"The POI moves to {self.house.label(to)}.")
        if not self.house.inside[to] or self._ffs_at(to):
            self.reveal(poi)

    def do_escape_door(self, a: Action) -> None:
        self.pay(self.current_ff, self.costs()["escape_door"], "other")
        self.doors[a["edge"]] = "open"
        self.say("The POI opens a door on its way out.")
