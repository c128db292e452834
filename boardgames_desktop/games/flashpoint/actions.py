"""Every action a firefighter may take now, with its AP cost (performing: perform.py).

Actions are generated for the current stage: setup choices, a firefighter's actions, or a
pending decision (Suppression Specialist flips, knock-down spot, ride-along, Driver re-roll,
Strategist's peek).  ``why_illegal`` explains refusals in words.

Action targets (for the board view): ``cell:r,c`` (a space: move, extinguish, place, POI
actions, ride-along halves), ``door:r,c,E|S`` and ``wall:r,c,E|S`` (an edge),
``parking:<spot id>`` (vehicle spots), ``quadrant:<NW|NE|SW|SE>`` (deck gun),
``firefighter:<index>`` (Strategist's gift).  Panel-only actions have no target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reuse import reused as made

from .data import rules, specialists

if TYPE_CHECKING:
    from .pieces import Firefighter, Poi
    from .state import FlashPointState as _Base
else:
    _Base = object

DOUBLE_EXTINGUISH = ("paramedic", "rescue")
#: Decisions answered only while ``pending`` asks for them.
PENDING_KINDS = ("suppress", "knockdown_spot", "ride", "reroll", "shoot", "peek_place")
#: Specialist actions: (specialist id, what only they can do — for refusals).
SPECIALIST_OF = {
    "treat": ("paramedic", "treat a victim"),
    "imaging": ("imaging", "flip a POI from afar"),
    "dispose": ("hazmat_tech", "dispose of a hazmat"),
    "plan_give": ("strategist", "give Saved Actions"),
    "plan_peek": ("strategist", "look at the next Event"),
    "command_door": ("captain", "command other firefighters"),
    "desmoke": ("prevention", "move smoke (De-Smoke)"),
    "escape": ("prevention", "move a POI (Escape)"),
    "escape_door": ("prevention", "let a POI open a door (Escape)"),
}


#: Quadrant ids (deck gun) in words.
QUARTERS = {"NW": "top-left", "NE": "top-right", "SW": "bottom-left", "SE": "bottom-right"}


def cell_target(h: Any, i: int) -> str:
    r, c = h.rc(i)
    return f"cell:{r},{c}"


# Listings build actions with ``Action(player, kind, args, text, target, cost)`` directly:
# the arguments are written as ``Action.make`` would make them (sorted by name, frozen), so
# the actions are the same, without sorting and freezing every candidate.
_AP_TEXTS: dict[int, str] = {}


def ap_text(n: int) -> str:
    """'2 AP' (made once per number)."""
    text = _AP_TEXTS.get(n)
    if text is None:
        text = _AP_TEXTS[n] = f"{n} AP"
    return text






#: (house id, seat, firefighter index, colour) -> its setup placement actions (they never
#: change).
_PLACE_ACTIONS: dict[tuple[int, int, int, str], list[Action]] = {}
#: (house id, vehicle, parked spot, whether the driver rides in it) -> drive options:
#: [(sides to drive, [(text, target, args), ...]), ...] in listing order.
_DRIVE_OPTIONS: dict[tuple[int, str, str, bool],
                     list[tuple[int, list[tuple[str, str, Any]]]]] = {}


class ActionMixin(_Base):
    # ----- AP ---------------------------------------------------------------------------------
    def ap_for(self, ff: Firefighter, cat: str) -> int:
        """AP ``ff`` can spend on an action of category ``cat`` (move, extinguish, command,
        plan or other)."""
        total = ff.ap
        if ff.bonus_kind == cat:
            total += ff.bonus_ap
        if cat == "extinguish":
            total += ff.extra_extinguish
        return total

    def pay(self, ff: Firefighter, cost: int, cat: str) -> None:
        if cat == "extinguish":
            use = min(ff.extra_extinguish, cost)
            ff.extra_extinguish -= use
            cost -= use
        if ff.bonus_kind == cat:
            use = min(ff.bonus_ap, cost)
            ff.bonus_ap -= use
            cost -= use
        ff.ap -= cost
        assert ff.ap >= 0

    def costs(self) -> dict[str, int]:
        return rules()["costs"]

    # ----- helpers ------------------------------------------------------------------------------
    def poi_by_id(self, pid: int) -> Poi:
        return next(p for p in self.pois if p.id == pid)

    def rc(self, i: int) -> tuple[int, int]:
        return self.house.rc(i)

    def move_cost(self, ff: Firefighter, to: int) -> int | None:
        """AP to move ``ff`` to the adjacent space ``to``, or None when not allowed."""
        C = self.costs()
        burning = self.fire[to] == 2
        if ff.victim is not None:
            if burning:
                return None
            return C["move_leading"] if self.poi_by_id(ff.victim).treated else C["move_carrying"]
        if ff.hazmat:
            return None if burning else C["move_carrying"]
        return C["move_into_fire"] if burning else C["move"]

    def reveal(self, poi: Poi) -> None:
        self.rng.note_reveal()
        poi.revealed = True
        where = self.house.label(poi.cell)
        if poi.kind == "false_alarm":
            self.pois.remove(poi)
            self.say(f"The POI at {where} is a false alarm.")
            self.record_action_step("reveal", cell=list(self.rc(poi.cell)), kind="false_alarm")
        else:
            self.say(f"The POI at {where} is a victim!")
            self.record_action_step("reveal", cell=list(self.rc(poi.cell)), kind="victim")
            self.check_rescues()

    def record_action_step(self, step: str, **data: Any) -> None:
        if self.stage == "fire":
            self.record(step, **data)

    def check_rescues(self) -> None:
        amb = self.spot_cells(self.ambulance) if self.experienced else ()
        for poi in list(self.pois):
            if poi.kind != "victim" or not poi.revealed:
                continue
            safe = (poi.cell in amb) if self.experienced else not self.house.inside[poi.cell]
            if safe:
                self.pois.remove(poi)
                if poi.carrier is not None:
                    self.firefighters[poi.carrier].victim = None
                self.rescued += 1
                need = rules()["win_rescued"]
                self.say(f"A victim is rescued! ({self.rescued} of {need})"
                         + (" The team wins!" if self.rescued == need else ""))

    def move_ff(self, ff: Firefighter, to: int) -> None:
        ff.cell = to
        if ff.victim is not None:
            self.poi_by_id(ff.victim).cell = to
        if ff.hazmat and not self.house.inside[to]:
            ff.hazmat = False
            self.say("The hazmat is carried outside and disposed of.")
        for poi in [p for p in self.pois if p.cell == to and not p.revealed]:
            self.reveal(poi)
        self.check_rescues()

    def edge_words(self, key: str) -> str:
        """'between 34 and 44': the two spaces an edge key ``r,c,E|S`` separates."""
        return self.house.edge_words.get(key) or self.house.edge_text(key)

    def unused_specialists(self) -> list[str]:
        taken = {f.specialist for f in self.firefighters}
        sets = ("base", "tragic") if self.tragic else ("base",)
        return [s for s, spec in specialists().items() if spec.set in sets and s not in taken]

    # ----- generation -------------------------------------------------------------------------
    def generate_actions(self) -> list[Action]:
        if self.pending is not None:
            return self.pending_actions()
        if self.stage == "setup":
            return self.setup_actions()
        return self.turn_actions()

    def setup_actions(self) -> list[Action]:
        h = self.house
        kind, arg = self.setup_queue[0]
        if kind == "vehicle":
            return [Action.make(0, "park", f"Park the {arg} on the {spot.side} side",
                                target=f"parking:{spot.id}", vehicle=arg, spot=spot.id)
                    for spot in h.parking.values() if spot.vehicle == arg]
        ff = self.firefighters[arg]
        if kind == "specialist":
            return [Action.make(ff.seat, "specialist",
                                f"Become the {specialists()[s].name} "
                                f"({specialists()[s].ap} AP) — "
                                f"{specialists()[s].text}",
                                ff=ff.index, specialist=s)
                    for s in self.unused_specialists()]
        key = (id(h), ff.seat, ff.index, ff.colour)
        acts = _PLACE_ACTIONS.get(key)
        if acts is None:
            acts = _PLACE_ACTIONS[key] = [
                Action(ff.seat, "place", (("ff", ff.index), ("to", h.rcs[i])),
                       f"Place the {ff.colour} firefighter on {self.where(i)}", h.targets[i])
                for i in h.outside_tuple]
        return list(acts)

    def pending_actions(self) -> list[Action]:
        p = self.pending
        assert p is not None
        seat = p["seat"]
        kind = p["kind"]
        h = self.house
        if kind == "suppress":
            red, black = p["red"], p["black"]
            here = h.idx(red, black)
            out = [Action.make(seat, "suppress", f"Let the roll stand (red {red}, black {black}"
                               f" → {h.label(here)}: {self.hit_words(here)})", flip="none")]
            for flip, r, b in (("red", 7 - red, black), ("black", red, 9 - black),
                               ("both", 7 - red, 9 - black)):
                what = "both dice" if flip == "both" else f"the {flip} die"
                there = h.idx(r, b)
                out.append(Action.make(seat, "suppress", f"Flip {what}: the fire advances at "
                                       f"{h.label(there)} instead ({self.hit_words(there)}; red "
                                       f"{r}, black {b})",
                                       target=f"cell:{r},{b}", cost="1 saved AP",
                                       flip=flip))
            return out
        if kind == "knockdown":
            ff = self.firefighters[p["ff"]]
            return [Action.make(seat, "knockdown_spot",
                                f"{ff.colour.capitalize()} recovers at the ambulance on the "
                                f"{h.parking[s].side} side, square {h.name(i)}",
                                target=cell_target(h, i), spot=s, to=self.rc(i))
                    for s in p["spots"] for i in h.parking[s].cells]
        if kind == "ride":
            ff = self.firefighters[p["ff"]]
            name = ff.colour.capitalize()
            out = [Action.make(seat, "ride", f"{name} stays behind at {h.name(ff.cell)}",
                               to=None)]
            for i in self.spot_cells(p["spot"]):
                out.append(Action.make(seat, "ride", f"{name} rides along to square "
                                       f"{h.name(i)}", target=cell_target(h, i), cost="free",
                                       to=self.rc(i)))
            return out
        if kind == "reroll":
            aim = h.label(h.idx(p["red"], p["black"]))
            out = [Action.make(seat, "shoot", f"Fire the deck gun at {aim} (no re-roll)",
                               target=f"cell:{p['red']},{p['black']}")]
            for die in ("red", "black"):
                if die not in p["rerolled"]:
                    shown = p[die]
                    out.append(Action.make(seat, "reroll", f"Re-roll the {die} die (now {shown}; "
                                           "once only)", die=die))
            return out
        if kind == "peek":
            return [Action.make(seat, "peek_place", "Leave it on top: it comes next",
                                where="top"),
                    Action.make(seat, "peek_place", "Put it at the bottom of the Event deck",
                                where="bottom")]
        raise AssertionError(kind)

    def turn_actions(self) -> list[Action]:
        ff = self.current_ff
        s = ff.seat
        h = self.house
        C = self.costs()
        out: list[Action] = []
        append = out.append
        here = ff.cell
        fx = self.turn_effects
        fire = self.fire
        walls = self.walls
        doors = self.doors
        links = h.links[here]
        labels = h.labels
        targets = h.targets
        rcs = h.rcs
        # move (the costs of move_cost, inlined)
        if "no_move" not in fx:
            move_ap = self.ap_for(ff, "move")
            carrying = ff.victim is not None or ff.hazmat
            if ff.victim is not None:
                treated = self.poi_by_id(ff.victim).treated
                carry_cost = C["move_leading"] if treated else C["move_carrying"]
                verb = "Lead the victim to " if treated else "Carry the victim to "
            elif ff.hazmat:
                carry_cost = C["move_carrying"]
                verb = "Carry the hazmat to "
            for _d, j, k in links:
                dmg = walls.get(k)
                if dmg is not None:
                    if dmg < 2:
                        continue
                elif doors.get(k) == "closed":
                    continue
                if fire[j] == 2:
                    if carrying:
                        continue
                    cost = C["move_into_fire"]
                    text = "Move into the fire at " + labels[j]
                elif carrying:
                    cost = carry_cost
                    text = verb + labels[j]
                else:
                    cost = C["move"]
                    text = "Move to " + labels[j]
                if cost <= move_ap:
                    append(made(s, "move", (("to", rcs[j]),), text, targets[j], ap_text(cost)))
        # carry / lead / put down
        if ff.victim is None and not ff.hazmat:
            for poi in self.pois:
                if poi.cell == here and poi.revealed and poi.carrier is None:
                    append(made(s, "pickup", (("poi", poi.id),),
                                  "Lead the treated victim" if poi.treated
                                  else "Pick up the victim", targets[here], "0 AP"))
            if here in self.hazmats and self.experienced:
                append(made(s, "pickup_hazmat", (), "Pick up the hazmat", targets[here],
                              "0 AP"))
        else:
            append(made(s, "drop", (), "Put down the hazmat" if ff.hazmat
                          else "Put down the victim", None, "0 AP"))
        # doors
        if ff.ap >= C["door"]:
            cost_text = ap_text(C["door"])
            for _d, _j, k in links:
                st = doors.get(k)
                if st == "open":
                    append(made(s, "door", (("edge", k),), "Close the door " + h.edge_words[k],
                                  "door:" + k, cost_text))
                elif st == "closed":
                    append(made(s, "door", (("edge", k),), "Open the door " + h.edge_words[k],
                                  "door:" + k, cost_text))
        # extinguish: the own space, then the neighbours not behind a wall or closed door
        mult = 2 if ff.specialist in DOUBLE_EXTINGUISH else 1
        ext_cost = C["extinguish"] * mult
        if self.ap_for(ff, "extinguish") >= ext_cost:
            cost_text = ap_text(ext_cost)
            if fire[here]:
                append(self._extinguish_action(s, here, cost_text))
            for _d, j, k in links:
                if fire[j]:
                    dmg = walls.get(k)
                    if dmg is not None:
                        if dmg < 2:
                            continue
                    elif doors.get(k) == "closed":
                        continue
                    append(self._extinguish_action(s, j, cost_text))
        # chop
        chop = 1 if ff.specialist == "rescue" else C["chop"]
        if ff.ap >= chop:
            cost_text = ap_text(chop)
            for _d, _j, k in links:
                dmg = walls.get(k)
                if dmg is not None and dmg < 2:
                    left = "destroys it" if dmg == 1 else "1st damage marker"
                    append(made(s, "chop", (("edge", k),),
                                  f"Chop the wall {h.edge_words[k]} ({left})", "wall:" + k,
                                  cost_text))
        if self.experienced:
            out += self.vehicle_actions(ff)
        out += self.specialist_actions(ff)
        kept = min(ff.ap, rules()["max_saved_ap"])
        append(made(s, "end_turn", (), f"End the turn (keep {kept} saved AP)"))
        return out

    def _extinguish_action(self, s: int, i: int, cost_text: str) -> Action:
        h = self.house
        if self.fire[i] == 2:
            text = "Put out the fire at " + h.labels[i] + ", leaving smoke"
        else:
            text = "Clear the smoke at " + h.labels[i]
        return made(s, "extinguish", (("at", h.rcs[i]),), text, h.targets[i], cost_text)

    def vehicle_actions(self, ff: Firefighter) -> list[Action]:
        h = self.house
        C = self.costs()
        s = ff.seat
        out: list[Action] = []
        fx = self.turn_effects
        on_engine = ff.cell in self.spot_cells(self.engine)
        if "no_drive" not in fx:
            per_side = C["drive_per_side"]
            for vehicle, where in (("ambulance", self.ambulance), ("engine", self.engine)):
                if vehicle == "engine" and not on_engine:
                    continue
                assert where is not None
                on_it = ff.cell in h.parking[where].cells
                for sides, options in self._drive_options(vehicle, where, on_it):
                    cost = per_side * sides
                    if cost > ff.ap:
                        continue
                    cost_text = ap_text(cost)
                    for text, target, args in options:
                        out.append(made(s, "drive", args, text, target, cost_text))
        if on_engine:
            gun = C["deck_gun"] // 2 if ff.specialist == "driver" else C["deck_gun"]
            quad = h.parking[self.engine].quadrant
            cells = h.quadrant_sets[quad]
            if ("no_deck_gun" not in fx and ff.ap >= gun
                    and not any(f.cell in cells for f in self.firefighters)):
                out.append(made(s, "deck_gun", (), f"Fire the deck gun into the "
                                  f"{QUARTERS.get(quad, quad)} quarter of the house "
                                  "(the dice pick the space)", f"quadrant:{quad}", ap_text(gun)))
            if (self.turn_flags.get("crew_change", 0)
                    < rules()["rulings"]["crew_changes_per_turn"] and ff.ap >= C["crew_change"]):
                cost_text = ap_text(C["crew_change"])
                for spec in self.unused_specialists():
                    out.append(made(s, "crew_change", (("specialist", spec),),
                                      f"Crew change: become the {specialists()[spec].name}"
                                      f" — {specialists()[spec].text}", None, cost_text))
        return out

    def _drive_options(self, vehicle: str, where: str, on_it: bool
                       ) -> list[tuple[int, list[tuple[str, str, Any]]]]:
        """Where the vehicle parked at ``where`` may drive (made once per case): per other
        spot the sides to drive and the (text, target, args) of each action."""
        h = self.house
        key = (id(h), vehicle, where, on_it)
        table = _DRIVE_OPTIONS.get(key)
        if table is not None:
            return table
        table = []
        for spot in h.parking.values():
            if spot.vehicle != vehicle or spot.id == where:
                continue
            sides = h.side_distance(h.parking[where].side, spot.side)
            options = []
            for half in (spot.cells if on_it else (None,)):
                ride = f", riding along to square {h.name(half)}" if half is not None else ""
                options.append((f"Drive the {vehicle} to the {spot.side} side{ride}",
                                f"parking:{spot.id}" if half is None else cell_target(h, half),
                                (("spot", spot.id), ("to", None if half is None else h.rc(half)),
                                 ("vehicle", vehicle))))
            table.append((sides, options))
        _DRIVE_OPTIONS[key] = table
        return table

    def specialist_actions(self, ff: Firefighter) -> list[Action]:
        h = self.house
        C = self.costs()
        s = ff.seat
        sp = ff.specialist
        out: list[Action] = []
        here = ff.cell
        if sp == "paramedic" and ff.ap >= C["treat"]:
            treated = sum(1 for p in self.pois if p.treated)
            if treated < rules()["components"]["treated_markers"]:
                for poi in self.pois:
                    if (poi.cell == here and poi.revealed and not poi.treated
                            and poi.carrier in (None, ff.index)):
                        out.append(made(s, "treat", (("poi", poi.id),),
                                          "Treat the victim (then you lead it at 1 AP a move)",
                                          h.targets[here], ap_text(C["treat"])))
        elif sp == "imaging" and ff.ap >= C["imaging"]:
            for poi in self.pois:
                if not poi.revealed:
                    out.append(made(s, "imaging", (("poi", poi.id),),
                                      "Flip the POI at " + h.labels[poi.cell],
                                      h.targets[poi.cell], ap_text(C["imaging"])))
        elif sp == "hazmat_tech" and ff.ap >= C["dispose"]:
            if here in self.hazmats or ff.hazmat:
                out.append(made(s, "dispose", (), "Dispose of the hazmat", h.targets[here],
                                  ap_text(C["dispose"])))
        elif sp == "captain":
            out += self.command_actions(ff)
        elif sp == "strategist":
            if self.ap_for(ff, "plan") >= C["plan_give"]:
                for g in self.firefighters:
                    if g is not ff and g.ap < rules()["max_saved_ap"]:
                        out.append(made(s, "plan_give", (("ff", g.index),),
                                          f"Give a saved AP to {self.ff_short(g)}",
                                          f"firefighter:{g.index}", ap_text(C["plan_give"])))
            if (not self.turn_flags.get("peek") and ff.ap >= C["plan_peek"]
                    and (self.event_deck or self.event_discard)):
                out.append(made(s, "plan_peek", (), "Look at the next Event card (then keep "
                                  "it on top or put it at the bottom)", None,
                                  ap_text(C["plan_peek"])))
        elif sp == "prevention":
            out += self.prevention_actions(ff)
        return out

    def command_actions(self, ff: Firefighter) -> list[Action]:
        h = self.house
        C = self.costs()
        out: list[Action] = []
        seat = ff.seat
        budget = self.ap_for(ff, "command")
        fire = self.fire
        walls = self.walls
        doors = self.doors
        no_move = "no_move" in self.turn_effects
        for g in self.firefighters:
            if g is ff or g.cell < 0:
                continue
            limit = budget
            if g.specialist == "cafs":
                limit = min(limit, rules()["rulings"]["captain_cafs_ap_per_turn"]
                            - self.turn_flags.get("cafs", 0))
            name = g.colour.capitalize()
            links = h.links[g.cell]
            if not no_move:
                carrying = g.victim is not None or g.hazmat
                if g.victim is not None:
                    carry_cost = (C["move_leading"] if self.poi_by_id(g.victim).treated
                                  else C["move_carrying"])
                elif g.hazmat:
                    carry_cost = C["move_carrying"]
                for _d, j, k in links:
                    dmg = walls.get(k)
                    if dmg is not None:
                        if dmg < 2:
                            continue
                    elif doors.get(k) == "closed":
                        continue
                    if fire[j] == 2:
                        if carrying:
                            continue
                        cost = C["move_into_fire"]
                    else:
                        cost = carry_cost if carrying else C["move"]
                    if cost <= limit:
                        out.append(made(seat, "command_move", (("ff", g.index), ("to", h.rcs[j])),
                                          f"Order {name} to {h.labels[j]}", h.targets[j],
                                          ap_text(cost)))
            if C["door"] <= limit:
                cost_text = ap_text(C["door"])
                for _d, _j, k in links:
                    st = doors.get(k)
                    if st == "open" or st == "closed":
                        verb = "close" if st == "open" else "open"
                        out.append(made(seat, "command_door", (("edge", k), ("ff", g.index)),
                                          f"Order {name} to {verb} the door {h.edge_words[k]}",
                                          "door:" + k, cost_text))
        return out

    def escape_steps(self, cell: int) -> list[tuple[int, str]]:
        """Next spaces (with the edge crossed) on a shortest escape route from ``cell``."""
        walls = self.walls
        return [(j, k) for j, k in self.house.escape_links[cell] if k not in walls]

    def entrance_keys(self) -> set[str]:
        h = self.house
        return {k for a, b in h.entrances for _d, j, k in h.links[a] if j == b}

    def prevention_actions(self, ff: Firefighter) -> list[Action]:
        h = self.house
        C = self.costs()
        s = ff.seat
        out: list[Action] = []
        fire = self.fire
        labels = h.labels
        if ff.ap >= C["desmoke"]:
            cost_text = ap_text(C["desmoke"])
            for i in h.inside_tuple:
                if fire[i] == 1:
                    for j, _k in self.escape_steps(i):
                        out.append(made(s, "desmoke", (("frm", h.rcs[i]), ("to", h.rcs[j])),
                                          f"De-Smoke: push the smoke at {labels[i]} to "
                                          f"{labels[j]}", h.targets[i], cost_text))
        for poi in self.pois:
            if poi.revealed or poi.carrier is not None or not h.inside[poi.cell]:
                continue
            for j, k in self.escape_steps(poi.cell):
                if fire[j] == 2:
                    continue
                if self.doors.get(k) == "closed":
                    if ff.ap >= C["escape_door"]:
                        out.append(made(s, "escape_door", (("edge", k), ("poi", poi.id)),
                                          f"Escape: the POI at {labels[poi.cell]} opens the "
                                          f"door {h.edge_words[k]}", "door:" + k,
                                          ap_text(C["escape_door"])))
                elif ff.ap >= C["escape"]:
                    out.append(made(s, "escape", (("poi", poi.id), ("to", h.rcs[j])),
                                      f"Escape: move the POI at {labels[poi.cell]} to "
                                      f"{labels[j]}", h.targets[poi.cell],
                                      ap_text(C["escape"])))
        return out

    # ----- refusals ---------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> str:
        if self.is_over:
            return "The game is over."
        if action.player not in self.active_players:
            if self.pending is not None:
                return (f"{self.player_name(self.pending['seat'])} must decide first — "
                        f"{self.phase}.")
            return f"It is not {self.player_name(action.player)}'s turn."
        if self.pending is not None:
            return self.why_not_pending(action)
        if self.stage == "setup":
            return f"Finish the setup first: {self.phase}."
        if self.stage != "actions":
            return f"That is not possible now: {self.phase}."
        if action.kind in PENDING_KINDS:
            return "There is no such decision to make now."
        ff = self.current_ff
        C = self.costs()
        k = action.kind
        h = self.house
        if k == "command_move" and ff.specialist != "captain":
            return "Only the Fire Captain can command other firefighters."
        if k == "command_move" and action.get("ff") not in range(len(self.firefighters)):
            return "Choose a firefighter to command."
        if k in ("move", "command_move"):
            mover = ff if k == "move" else self.firefighters[action.get("ff", 0)]
            if "no_move" in self.turn_effects:
                return "An Event forbids moving this turn."
            to = action.get("to")
            if not isinstance(to, tuple) or len(to) != 2:
                return "Choose a space to move to."
            j = h.idx(*to)
            link = next((x for x in h.links[mover.cell] if x[1] == j), None)
            if link is None:
                return "You can only move to an adjacent space."
            if not self.is_open(link[2]):
                return ("A closed door is in the way." if link[2] in self.doors
                        else "A wall is in the way.")
            cost = self.move_cost(mover, j)
            if cost is None:
                return "You cannot carry a victim or a hazmat into fire."
            avail = self.ap_for(ff, "command" if k == "command_move" else "move")
            if cost > avail:
                return f"Moving there costs {cost} AP; only {avail} AP left."
        if k == "door":
            if self.doors.get(action.get("edge")) == "destroyed":
                return "That door is destroyed."
            if ff.ap < C["door"]:
                return "Opening or closing a door costs 1 AP."
            return "The door must be on an edge of your space."
        if k == "extinguish":
            at = action.get("at")
            if not isinstance(at, tuple) or len(at) != 2:
                return "Choose a space to extinguish."
            i = h.idx(*at)
            if not self.fire[i]:
                return "There is no fire or smoke there."
            if i != ff.cell and i not in self.open_neighbours(ff.cell):
                return ("You can only extinguish on your space or an adjacent one not behind a "
                        "wall or closed door.")
            need = C["extinguish"] * (2 if ff.specialist in DOUBLE_EXTINGUISH else 1)
            return f"Extinguishing costs {need} AP; you have {self.ap_for(ff, 'extinguish')}."
        if k == "chop":
            key = action.get("edge")
            if key not in self.walls or key not in {x[2] for x in h.links[ff.cell]}:
                return "You can only chop a wall of your own space."
            if self.walls[key] >= 2:
                return "That wall is already destroyed."
            need = 1 if ff.specialist == "rescue" else C["chop"]
            return f"Chopping costs {need} AP per damage marker; you have {ff.ap}."
        if k == "drive":
            if not self.experienced:
                return "Vehicles are not driven in the Family game."
            if "no_drive" in self.turn_effects:
                return "An Event forbids driving this turn."
            if action.get("vehicle") == "engine" and ff.cell not in self.spot_cells(self.engine):
                return "Only a firefighter on the engine can drive it."
            if action.get("spot") == getattr(self, str(action.get("vehicle")), None):
                return "The vehicle is already parked there."
            return (f"Driving costs {C['drive_per_side']} AP per side "
                    f"({2 * C['drive_per_side']} to the opposite side); you have {ff.ap}.")
        if k == "deck_gun":
            if not self.experienced:
                return "There is no deck gun in the Family game."
            if ff.cell not in self.spot_cells(self.engine):
                return "The deck gun is fired from the engine."
            if "no_deck_gun" in self.turn_effects:
                return "An Event forbids the deck gun this turn."
            quad = h.parking[self.engine].quadrant
            if any(f.cell in h.quadrant_cells(quad) for f in self.firefighters):
                return "The deck gun may not fire while a firefighter is in its quarter."
            return (f"The deck gun costs {C['deck_gun']} AP ({C['deck_gun'] // 2} for the "
                    f"Driver/Operator); you have {ff.ap}.")
        if k == "crew_change":
            if ff.cell not in self.spot_cells(self.engine):
                return "A crew change happens on the engine's space."
            if self.turn_flags.get("crew_change"):
                return "Only one crew change a turn."
            return "That specialist is taken, or you lack the 2 AP."
        if k in SPECIALIST_OF:
            return self.why_not_specialist(action)
        if k in ("pickup", "pickup_hazmat"):
            if ff.victim is not None or ff.hazmat:
                return "You are already carrying something: put it down first."
            if k == "pickup_hazmat":
                return ("There is no hazmat on your space." if self.experienced
                        else "There are no hazmats in the Family game.")
            return "There is no revealed victim on your space to carry."
        if k == "drop":
            return "You are carrying nothing."
        if k in ("park", "specialist", "place"):
            return "The setup is over."
        return super().why_illegal(action)

    def why_not_pending(self, action: Action) -> str:
        """Refusal while a decision is pending (the seat to decide is the action's)."""
        p = self.pending
        assert p is not None
        if action.kind == "knockdown_spot" and p["kind"] == "knockdown":
            where = " nearest to the firefighter" if not self.experienced else ""
            return ("A knocked-down firefighter goes to a square of the ambulance's parking "
                    f"spot{where}.")
        return f"First decide: {self.phase}."

    def why_not_specialist(self, action: Action) -> str:
        """Refusal of a specialist's action, naming who may do it and what is missing."""
        ff = self.current_ff
        C = self.costs()
        k = action.kind
        who, what = SPECIALIST_OF[k]
        if ff.specialist != who:
            name = specialists()[who].name
            return f"Only the {name} can {what}."
        here = ff.cell
        if k == "treat":
            poi = next((p for p in self.pois if p.id == action.get("poi")), None)
            if (poi is None or poi.cell != here or not poi.revealed or poi.treated
                    or poi.kind != "victim"):
                return "There is no revealed, untreated victim on your space to treat."
            if sum(1 for p in self.pois if p.treated) >= rules()["components"][
                    "treated_markers"]:
                return "All the treated-victim markers are in use."
            return f"Treating a victim costs {C['treat']} AP; you have {ff.ap}."
        if k == "imaging":
            poi = next((p for p in self.pois if p.id == action.get("poi")), None)
            if poi is None or poi.revealed:
                return "Choose a face-down POI on the board."
            return f"Flipping a POI costs {C['imaging']} AP; you have {ff.ap}."
        if k == "dispose":
            if here not in self.hazmats and not ff.hazmat:
                return "There is no hazmat on your space."
            return f"Disposing of a hazmat costs {C['dispose']} AP; you have {ff.ap}."
        if k == "plan_give":
            g = action.get("ff")
            if not isinstance(g, int) or not 0 <= g < len(self.firefighters) or g == ff.index:
                return "The Strategist gives Saved Actions to the other firefighters."
            cap = rules()["max_saved_ap"]
            if self.firefighters[g].ap >= cap:
                return (f"{self.ff_name(self.firefighters[g])} already holds {cap} Saved "
                        "Actions, the most allowed.")
            return (f"Giving a Saved Action costs {C['plan_give']} AP (the free Plan AP "
                    f"counts); you have {self.ap_for(ff, 'plan')}.")
        if k == "plan_peek":
            if self.turn_flags.get("peek"):
                return "The Strategist looks at the next Event only once a turn."
            if not (self.event_deck or self.event_discard):
                return "There is no Event card left to look at."
            return f"Looking at the next Event costs {C['plan_peek']} AP; you have {ff.ap}."
        if k == "command_door":
            return ("The Fire Captain orders a door open or shut on the commanded "
                    "firefighter's own space, at 1 AP (at most 1 AP a turn on the CAFS "
                    "Firefighter).")
        if k == "desmoke":
            return (f"Smoke moves one space at a time along a shortest route to the nearest "
                    f"exterior door, for {C['desmoke']} AP a space; you have {ff.ap}.")
        return (f"A face-down POI moves one space at a time along a shortest route to the "
                f"nearest exterior door, never into fire, for {C['escape']} AP a space "
                f"(opening a closed door on the way costs {C['escape_door']} AP); you have "
                f"{ff.ap}.")
