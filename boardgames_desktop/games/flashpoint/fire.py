"""Advance Fire, exactly in the order of the base rules, as resumable tasks.

Each Advance Fire is ``advance_start → advance_roll → advance_resolve (→ flare-up rolls)
→ advance_end``.  A roll may pause for the Suppression Specialist's decision (asked through
``state.flow``), a knock-down for the player's choice of ambulance spot; the flow's steps
resume afterwards.  Every step appends a record to ``fire_steps``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import rules
from .moves.base import edge_blocker
from .steps import DIR_WORDS, step_text

if TYPE_CHECKING:
    from .pieces import Firefighter
    from .state_shape import FlashPointShape as _Base
else:
    _Base = object

DIR_NAMES = ("N", "E", "S", "W")


class FireMixin(_Base):
    # ----- records ------------------------------------------------------------------------
    def rc_list(self, cell: int) -> list[int]:
        return list(self.house.rcs[cell])

    def record(self, step: str, **data: Any) -> dict[str, Any]:
        entry = {"step": step, **data}
        self.fire_steps.append(entry)
        self.step_point(lambda: step_text(entry))  # a watching board may show this step
        return entry

    # ----- primitive effects -----------------------------------------------------------------
    def damage_wall(self, key: str) -> None:
        self.walls[key] += 1
        self.damage += 1

    def collapse_note(self) -> None:
        """Say so in the log when the last damage marker was just placed."""
        if self.damage >= rules()["lose_damage"]:
            self.say(f"That was damage marker {self.damage}: the house collapses!")

    def explode(self, cell: int) -> dict[str, Any]:
        """A full explosion at ``cell`` in the four directions (shockwaves included)."""
        house = self.house
        rc = house.rc
        steps = house.steps
        dirs: dict[str, Any] = {}
        for d in DIR_NAMES:
            if self.is_over:
                break  # the building collapsed: the game ends at once
            path: list[list[int]] = []
            doors_hit: list[str] = []
            cur = cell
            end = "edge"
            edge = None
            while True:
                link = steps[cur].get(d)
                if link is None:
                    end = "edge"
                    break
                nxt, key = link
                dmg = self.walls.get(key)
                if dmg is not None and dmg < 2:
                    self.damage_wall(key)
                    end, edge = "wall", key
                    break
                door = self.doors.get(key)
                if door == "closed":
                    self.doors[key] = "destroyed"
                    end, edge = "closed_door", key
                    break
                if door == "open":
                    self.doors[key] = "destroyed"
                    doors_hit.append(key)
                if self.fire[nxt] == 0 and not self.marker_left():
                    end = "no_marker"  # ruling out_of_fire_markers: the blast stops there
                    break
                path.append(list(rc(nxt)))
                if self.fire[nxt] != 2:
                    self.fire[nxt] = 2
                    end = "ignite"
                    break
                cur = nxt  # shockwave through a burning space
            dirs[d] = {"path": path, "end": end, "edge": edge, "open_doors_destroyed": doors_hit}
        parts = []
        for d, info in dirs.items():
            what = {"wall": "a wall takes damage", "closed_door": "a closed door is blown away",
                    "ignite": "sets fire", "edge": "the blast leaves the board",
                    "no_marker": "stops: no fire marker left"}[info["end"]]
            if info["end"] == "ignite":
                r, c = info["path"][-1]
                what = f"{house.label(house.idx(r, c))} catches fire"
                if len(info["path"]) > 1:
                    what = "a shockwave runs through the fire and " + what
            elif info["path"]:  # a shockwave through burning spaces met a wall or door
                r, c = info["path"][-1]
                reached = house.label(house.idx(r, c))
                what = f"a shockwave runs through the fire to {reached} and {what}"
            if info["open_doors_destroyed"]:
                what = "an open door is blown away, " + what
            parts.append(f"{DIR_WORDS[d]}: {what}")
        if parts:
            self.say(f"Explosion at {house.label(cell)} — " + "; ".join(parts) + ".")
        self.collapse_note()
        return self.record("explosion", cell=list(rc(cell)), directions=dirs)

    # ----- the 33 fire/smoke markers ---------------------------------------------------------
    def markers_on_board(self) -> int:
        return len(self.fire) - self.fire.count(0)

    def marker_left(self) -> bool:
        """Whether a new fire/smoke marker may be placed.  The rules limit the markers
        (components.fire_markers) but say nothing of running out: ruling
        ``out_of_fire_markers`` = "skip" — like a Flare Up with none left, a placement that
        needs a new marker is skipped (turning smoke to fire needs none)."""
        return self.markers_on_board() < rules()["components"]["fire_markers"]

    def no_marker(self, cell: int) -> None:
        self.record("no_marker", cell=self.rc_list(cell))
        self.say(f"No fire or smoke marker is left: nothing is placed at "
                 f"{self.house.label(cell)}.")

    def flashover(self) -> list[int]:
        """Smoke touching fire through an open edge ignites, until nothing changes."""
        changed: list[int] = []
        fire = self.fire
        links = self.house.links
        around = self.house.around_values
        walls = self.walls
        doors = self.doors
        again = 1 in fire
        while again:
            again = False
            # walk the smoke cells in order (found in C); a cell ignited earlier in the pass
            # is seen by the later ones, as when walking every cell
            i = -1
            while True:
                try:
                    i = fire.index(1, i + 1)
                except ValueError:
                    break
                if 2 not in around[i](fire):  # in C: no fire next to this smoke
                    continue
                for _d, j, k in links[i]:
                    if fire[j] == 2 and edge_blocker(walls, doors, k) is None:  # is_open
                        fire[i] = 2
                        changed.append(i)
                        again = True
                        break
        if changed:
            self.record("flashover", cells=[self.rc_list(i) for i in changed])
            self.say("Flashover: smoke touching the fire ignites at "
                     + ", ".join(self.house.label(i) for i in changed) + ".")
        return changed

    def hazmat_explosions(self) -> None:
        """Hazmats lying in fire explode (each a full explosion), then flashover, repeated."""
        while True:
            burning = sorted({i for i in self.hazmats if self.fire[i] == 2})
            if not burning or self.is_over:
                return
            for cell in burning:
                while cell in self.hazmats:
                    self.hazmats.remove(cell)
                    self.say(f"A hazmat explodes at {self.house.label(cell)}.")
                    self.record("hazmat", cell=self.rc_list(cell))
                    self.explode(cell)
                    if self.tragic:
                        self.add_flare_up("a hazmat exploded")
                    elif self.hot_spot_reserve > 0 and not self.hot_spots[cell]:
                        self.hot_spot_reserve -= 1
                        self.hot_spots[cell] = True
                        self.record("hot_spot", cell=self.rc_list(cell), reason="hazmat")
            self.flashover()

    def add_flare_up(self, why: str) -> None:
        if self.flare_supply > 0:
            self.flare_supply -= 1
            self.fire_discard.append("flare_up")
            self.record("add_flare_up", reason=why)
            self.say(f"A Flare Up goes into the Fire discards ({why}).")
        else:
            self.record("add_flare_up", reason=why, skipped=True)

    def roll_dice(self) -> tuple[int, int]:
        red, black = self.rng.roll(6), self.rng.roll(8)
        self.dice = [red, black]
        return red, black

    # ----- the Suppression Specialist ---------------------------------------------------------
    def suppression_ff(self) -> Firefighter | None:
        for ff in self.firefighters:
            if ff.specialist == "suppression" and ff.cell >= 0:
                return ff
        return None

    def suppressed_by(self, cell: int) -> bool:
        specialist = self.suppression_ff()
        if specialist is None:
            return False
        if specialist.cell == cell:
            return True
        return any(j == specialist.cell for _d, j, _k in self.house.links[cell])

    # ----- tasks ------------------------------------------------------------------------------
    def task_fire_phase(self) -> None:
        if self.tragic:
            self.flow.schedule(["fire_draw"])
        else:
            self.flow.schedule(["advance_start"])

    def task_advance_start(self) -> None:
        self.chain_flares = 0
        self.chain_last = -1
        self.flow.schedule(["advance_roll"], ["advance_end"])

    def task_advance_roll(self) -> None:
        red, black = self.roll_dice()
        cell = self.house.idx(red, black)
        self.record("roll", red=red, black=black, cell=self.rc_list(cell))
        self.say(f"Advance Fire: {self.roll_words(red, black)}.")
        if self.suppressed_by(cell):
            self.record("suppressed", cell=self.rc_list(cell))
            self.say("That is on or next to the Suppression Specialist: the roll has no "
                     "effect.")
            return
        specialist = self.suppression_ff()
        if specialist is not None and specialist.ap >= 1:
            self.ask(specialist.seat, "suppress", ff=specialist.index, red=red, black=black)
            return
        self.flow.schedule(["advance_resolve", cell])

    def resolve_suppress(self, flip: str) -> None:
        decision = self.flow.answer()
        red, black = decision["red"], decision["black"]
        if flip != "none":
            specialist = self.firefighters[decision["ff"]]
            specialist.ap -= 1
            if flip in ("red", "both"):
                red = 7 - red
            if flip in ("black", "both"):
                black = 9 - black
            self.dice = [red, black]
            cell = self.house.idx(red, black)
            self.record("flip", red=red, black=black, cell=self.rc_list(cell), dice=flip)
            what = "both dice" if flip == "both" else f"the {flip} die"
            self.say(f"The Suppression Specialist flips {what}: now {self.roll_words(red, black)}"
                     ".")
        self.flow.schedule(["advance_resolve", self.house.idx(red, black)])
        self.run()

    def task_advance_resolve(self, cell: int) -> None:
        label = self.house.label(cell)
        had_hot_spot = self.hot_spots[cell]
        if self.fire[cell] == 0 and not self.marker_left():
            self.no_marker(cell)
        elif self.fire[cell] == 0:
            self.fire[cell] = 1
            self.record("smoke", cell=self.rc_list(cell))
            self.say(f"Smoke fills {label}.")
        elif self.fire[cell] == 1:
            self.fire[cell] = 2
            self.record("ignite", cell=self.rc_list(cell))
            self.say(f"The smoke at {label} bursts into fire.")
        else:
            self.say(f"{label} was already on fire, so it explodes.")
            self.explode(cell)
        self.chain_last = cell
        self.flashover()
        self.hazmat_explosions()
        if not self.tragic and had_hot_spot:
            self.chain_flares += 1
            self.record("flare_up", cell=self.rc_list(cell))
            self.say(f"{label} has a hot spot: the fire flares up, roll again.")
            self.flow.schedule(["advance_roll"])
        elif self.chain_flares and self.hot_spot_reserve > 0 and not self.hot_spots[cell]:
            self.hot_spot_reserve -= 1
            self.hot_spots[cell] = True
            self.record("hot_spot", cell=self.rc_list(cell), reason="end of a flare-up chain")

    def task_advance_end(self) -> None:
        on_fire = [ff.index for ff in self.firefighters if ff.cell >= 0 and self.fire[ff.cell] == 2]
        self.flow.schedule(*[["knockdown", i] for i in on_fire], ["lost_pois"], ["clear_outside"])

    def task_settle(self) -> None:
        """After an Event changed the fire: flashover, hazmats, then knock-downs etc."""
        self.flashover()
        self.hazmat_explosions()
        self.flow.schedule(["advance_end"])

    def knockdown_spots(self, ff: Firefighter) -> list[str]:
        """Ambulance spots a knocked-down firefighter may go to."""
        if self.experienced:
            return [self.ambulance] if self.ambulance else []
        house = self.house
        best: dict[str, int] = {}
        r, c = house.rc(ff.cell)
        for spot in house.parking.values():
            if spot.vehicle == "ambulance":
                best[spot.id] = min(abs(r - house.rc(x)[0]) + abs(c - house.rc(x)[1])
                                    for x in spot.cells)
        low = min(best.values())
        return [s for s, v in best.items() if v == low]

    def task_knockdown(self, index: int) -> None:
        ff = self.firefighters[index]
        if self.fire[ff.cell] != 2:
            return
        spots = self.knockdown_spots(ff)
        if len(spots) == 1 and rules()["rulings"]["knockdown_square"] == "nearest":
            self.knock_down(ff, spots[0])
            return
        # The rule sends the firefighter to the spot; the spot is two squares and the text
        # names neither, so the player places it (ruling knockdown_square = "player").
        self.ask(ff.seat, "knockdown", ff=index, spots=spots)

    def knock_down(self, ff: Firefighter, spot: str, dest: int | None = None) -> None:
        house = self.house
        r, c = house.rc(ff.cell)
        cells = house.parking[spot].cells
        if dest is None:
            dest = min(cells, key=lambda x: (abs(r - house.rc(x)[0]) + abs(c - house.rc(x)[1]), x))
        lost_victim = False
        if ff.victim is not None:
            poi = self.poi_by_id(ff.victim)
            self.pois.remove(poi)
            ff.victim = None
            self.lost += 1
            lost_victim = True
        start = ff.cell
        if ff.hazmat:
            ff.hazmat = False
            self.hazmats.append(start)
        ff.cell = dest
        self.record("knockdown", firefighter=ff.index, cell=self.rc_list(start),
                    to=self.rc_list(dest), lost_victim=lost_victim)
        self.say(f"{self.ff_short(ff)} is caught in the fire at {house.label(start)}, is knocked "
                 f"down and recovers at the ambulance ({house.name(dest)})"
                 + (f" — the victim carried is lost ({self.lost} of {rules()['lose_lost']})."
                    if lost_victim else "."))
        self.check_rescues()

    def resolve_knockdown(self, spot: str, dest: int) -> None:
        decision = self.flow.answer()
        self.knock_down(self.firefighters[decision["ff"]], spot, dest)
        self.run()

    def task_lost_pois(self) -> None:
        for poi in list(self.pois):
            if poi.carrier is None and self.fire[poi.cell] == 2:
                self.pois.remove(poi)
                if not poi.revealed:
                    self.rng.note_reveal()
                if poi.kind == "victim":
                    self.lost += 1
                    what = "victim" if poi.revealed else "POI (a victim)"
                    self.say(f"The {what} at {self.house.label(poi.cell)} is lost in the fire "
                             f"({self.lost} of {rules()['lose_lost']} lost)."
                             + (" The team loses." if self.lost == rules()["lose_lost"] else ""))
                else:
                    self.say(f"The POI at {self.house.label(poi.cell)} burns: it was a false "
                             "alarm.")
                self.record("poi_lost", cell=self.rc_list(poi.cell), kind=poi.kind)

    def task_clear_outside(self) -> None:
        fire = self.fire
        house = self.house
        if not any(house.outside_values(fire)):  # read in one call: usually nothing there
            return
        cells = [i for i in house.outside_tuple if fire[i]]
        for i in cells:
            self.fire[i] = 0
        if cells:
            self.record("outside_cleared", cells=[self.rc_list(i) for i in cells])

    def pois_on_board(self) -> int:
        return len(self.pois)

    def task_replenish(self) -> None:
        house = self.house
        clears = rules()["rulings"]["replenish_clears_fire"]
        while self.pois_on_board() < rules()["pois"]["on_board"] and self.poi_pool:
            cell = self.roll_placement_record(lambda i: not self._pois_at(i))
            if cell < 0:
                break
            self.place_poi(cell, clears)
            self.say(f"A new POI (face down) appears at {house.label(cell)}.")

    def roll_placement_record(self, valid: Any) -> int:
        cell = self._roll_placement(valid)
        if cell < 0:
            self.record("placement", cell=None)
            return cell
        assert self.dice is not None
        self.record("placement", red=self.dice[0], black=self.dice[1], cell=self.rc_list(cell))
        return cell

    def place_poi(self, cell: int, clear_fire: bool = True) -> None:
        if clear_fire and self.fire[cell]:
            self.fire[cell] = 0
        poi = self._new_poi(cell)
        if poi is None:
            return
        self.record("replenish", cell=self.rc_list(cell))
        if self._ffs_at(cell):
            self.reveal(poi)

    # ----- Tragic Events Fire deck ---------------------------------------------------------
    def task_fire_draw(self) -> None:
        if not self.fire_deck:
            if not self.fire_discard or not rules()["rulings"]["fire_deck_reshuffles"]:
                self.record("fire_card", card=None)
                return
            self.fire_deck = self.fire_discard
            self.fire_discard = []
            self.rng.shuffle(self.fire_deck)
            self.record("shuffle_fire", reason="the Fire deck ran out")
        self.rng.note_reveal()
        card = self.fire_deck.pop(0)
        self.last_fire_card = card
        self.record("fire_card", card=card)
        self.say(f"Fire card: {FIRE_CARD_NAMES[card]} — {FIRE_CARD_TEXTS[card]}.")
        if card == "fire_rages":
            self.flow.schedule(["advance_start"], ["fire_finish", card])
        elif card == "flare_up":
            self.flow.schedule(["event_draw"], ["add_flare", "Flare Up"], ["fire_draw"],
                      ["fire_finish", card])
        elif card == "accelerate":
            self.flow.schedule(["advance_start"], ["event_draw"], ["add_flare", "Accelerate"],
                      ["fire_shuffle", card])
        else:  # respite
            self.flow.schedule(["fire_finish", card])

    def task_fire_finish(self, card: str) -> None:
        self.fire_discard.append(card)

    def task_add_flare(self, why: str) -> None:
        self.add_flare_up(why)

    def task_fire_shuffle(self, card: str) -> None:
        self.fire_deck = self.fire_deck + self.fire_discard + [card]
        self.fire_discard = []
        self.rng.shuffle(self.fire_deck)
        self.record("shuffle_fire", reason="Accelerate")
        self.say("The Fire deck and its discards are shuffled together.")


FIRE_CARD_NAMES = {"fire_rages": "The Fire Rages", "flare_up": "Flare Up",
                   "accelerate": "Accelerate", "respite": "Respite"}
#: What each Fire card does, in a few words (for the log and the step list).
FIRE_CARD_TEXTS = {
    "fire_rages": "the fire advances once",
    "flare_up": "an Event, a Flare Up into the Fire discards, then another Fire card",
    "accelerate": "the fire advances, an Event, a Flare Up into the Fire discards, then the "
                  "Fire deck is reshuffled",
    "respite": "no Advance Fire this turn",
}
