"""Tragic Events: drawing an Event card and carrying out its effect (data in events.json)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.flow import handler_table

from .data import EVENT_KINDS, events, rules

if TYPE_CHECKING:
    from .state_shape import FlashPointShape as _Base
else:
    _Base = object


class EventMixin(_Base):
    def task_event_draw(self) -> None:
        if not self.event_deck:
            if not self.event_discard or not rules()["rulings"]["event_deck_reshuffles"]:
                self.record("event", card=None)
                return
            self.event_deck = self.event_discard
            self.event_discard = []
            self.rng.shuffle(self.event_deck)
        self.rng.note_reveal()
        card_id = self.event_deck.pop(0)
        self.peeked_event = None
        card = events()[card_id]
        self.last_event = card_id
        self.record("event", card=card_id, name=card.name, text=card.text)
        self.say(f"Event: {card.name} — {card.text}")
        self.event_discard.append(card_id)
        self.apply_event(card.effect)

    def next_ff_index(self) -> int:
        return (self.current + 1) % len(self.firefighters)

    def apply_event(self, effect: dict[str, Any]) -> None:
        """Carry out one Event effect (see data.EVENT_KINDS)."""
        EVENT_EFFECTS[effect["kind"]](self, effect)

    # ----- fire ---------------------------------------------------------------------------------
    def roll_event_space(self) -> int:
        """Roll both dice for an event: the space hit, recorded and told."""
        red, black = self.roll_dice()
        cell = self.house.idx(red, black)
        self.record("roll", red=red, black=black, cell=self.rc_list(cell), purpose="event")
        self.say(f"Dice: {self.roll_words(red, black)}.")
        return cell

    def event_advance_fire(self, effect: dict[str, Any]) -> None:
        self.flow.schedule(*[["advance_start"] for _ in range(effect["count"])])

    def event_explosion_roll(self, effect: dict[str, Any]) -> None:
        cell = self.roll_event_space()
        if self.fire[cell] == 0 and not self.marker_left():
            self.no_marker(cell)
            return
        self.fire[cell] = 2
        self.explode(cell)
        self.flow.schedule(["settle"])

    def event_fire_roll(self, effect: dict[str, Any]) -> None:
        cell = self.roll_event_space()
        if self.fire[cell] == 2:
            self.explode(cell)
        elif self.fire[cell] == 0 and not self.marker_left():
            self.no_marker(cell)
            return
        else:
            self.fire[cell] = 2
            self.record("ignite", cell=self.rc_list(cell))
        self.flow.schedule(["settle"])

    def event_smoke_rolls(self, effect: dict[str, Any]) -> None:
        for _ in range(effect["count"]):
            cell = self.roll_event_space()
            if self.fire[cell] == 0 and not self.marker_left():
                self.no_marker(cell)
            elif self.fire[cell] < 2:
                self.fire[cell] += 1
                self.record("smoke" if self.fire[cell] == 1 else "ignite",
                            cell=self.rc_list(cell))
        self.flow.schedule(["settle"])

    def event_wind_gust(self, effect: dict[str, Any]) -> None:
        black = self.rng.roll(8)
        self.dice = [0, black]
        cells = [self.house.idx(r, black) for r in range(1, 7)]
        lit = [i for i in cells if self.fire[i] == 1]
        for i in lit:
            self.fire[i] = 2
        self.record("wind_gust", black=black, cells=[self.rc_list(i) for i in lit])
        self.say(f"Black die {black}: " + (f"the smoke in column {black} ignites at "
                 + ", ".join(self.house.label(i) for i in lit) if lit
                 else f"no smoke in column {black}, nothing happens") + ".")
        self.flow.schedule(["settle"])

    def event_backdraft(self, effect: dict[str, Any]) -> None:
        lit = []
        for i, v in enumerate(self.fire):
            if v == 1 and any(self.fire[j] == 2 and self.doors.get(k) == "closed"
                              for _d, j, k in self.house.links[i]):
                lit.append(i)
        for i in lit:
            self.fire[i] = 2
        self.record("backdraft", cells=[self.rc_list(i) for i in lit])
        self.say("Smoke behind a closed door from the fire ignites at "
                 + ", ".join(self.house.label(i) for i in lit) + "." if lit
                 else "No smoke sits behind a closed door from the fire: nothing happens.")
        self.flow.schedule(["settle"])

    def event_fire_grenade(self, effect: dict[str, Any]) -> None:
        red, black = self.roll_dice()
        cell = self.house.idx(red, black)
        hit = [cell] + self.open_neighbours(cell)
        for i in hit:
            self.fire[i] = 0
        self.record("fire_grenade", red=red, black=black, cells=[self.rc_list(i) for i in hit])
        self.say(f"Dice: {self.roll_words(red, black)} — it and the spaces open to it are "
                 "cleared of fire and smoke.")

    # ----- the building ---------------------------------------------------------------------------
    def event_damage_roll(self, effect: dict[str, Any]) -> None:
        red, black = self.roll_dice()
        cell = self.house.idx(red, black)
        hit = []
        for _d, _j, key in self.house.links[cell]:
            if key in self.walls and self.walls[key] < 2 and not self.is_over:
                self.damage_wall(key)
                hit.append(key)
        self.record("damage_roll", red=red, black=black, cell=self.rc_list(cell), walls=hit)
        self.say(f"Dice: {self.roll_words(red, black)} — {len(hit)} of its walls take damage "
                 f"(damage markers: {self.damage}/{rules()['lose_damage']}).")
        self.collapse_note()

    def event_doors_burn(self, effect: dict[str, Any]) -> None:
        burnt = []
        for key, door in self.doors.items():
            if door != "closed":
                continue
            row, column, side = key.split(",")
            near = self.house.idx(int(row), int(column))
            far = near + (1 if side == "E" else self.house.columns)
            if self.fire[near] == 2 or self.fire[far] == 2:
                self.doors[key] = "destroyed"
                burnt.append(key)
        self.record("doors_burn", doors=burnt)
        self.say(f"{len(burnt)} closed doors next to fire burn away." if burnt
                 else "No closed door is next to fire: nothing burns.")

    def event_open_doors(self, effect: dict[str, Any]) -> None:
        opened = [key for key, door in self.doors.items() if door == "closed"]
        for key in opened:
            self.doors[key] = "open"
        self.record("open_doors", doors=opened)

    def event_hazmat_roll(self, effect: dict[str, Any]) -> None:
        if self.hazmats_placed >= rules()["components"]["hazmats"]:
            self.record("hazmat_placed", cell=None)
            return
        cell = self.roll_placement_record(
            lambda i: self.fire[i] == 0 and not self._pois_at(i) and i not in self.hazmats)
        if cell < 0:
            return
        self.hazmats.append(cell)
        self.hazmats_placed += 1
        self.record("hazmat_placed", cell=self.rc_list(cell))
        self.say(f"A hazmat is found at {self.house.label(cell)}.")

    # ----- POIs -----------------------------------------------------------------------------------
    def event_add_pois(self, effect: dict[str, Any]) -> None:
        for _ in range(effect["count"]):
            if not self.poi_pool:
                break
            cell = self.roll_placement_record(lambda i: not self._pois_at(i))
            if cell < 0:
                break
            self.place_poi(cell, rules()["rulings"]["replenish_clears_fire"])

    def event_hide_revealed(self, effect: dict[str, Any]) -> None:
        hidden = [p for p in self.pois
                  if p.revealed and p.carrier is None and not p.treated
                  and self.house.inside[p.cell]]
        for p in hidden:
            p.revealed = False
        face_down = [p for p in self.pois if not p.revealed]
        kinds = [p.kind for p in face_down] + self.poi_pool
        self.rng.shuffle(kinds)
        for p, k in zip(face_down, kinds):
            p.kind = k
        self.poi_pool = kinds[len(face_down):]
        self.record("hide_revealed", cells=[self.rc_list(p.cell) for p in hidden])
        self.say((f"{len(hidden)} revealed victims are turned face down again" if hidden
                  else "No revealed victim lies in the house") + "; the face-down POIs are mixed.")

    def event_reveal_pois(self, effect: dict[str, Any]) -> None:
        for p in [p for p in self.pois if not p.revealed]:
            self.reveal(p)
        self.record("reveal_pois")

    # ----- firefighters -------------------------------------------------------------------------
    def event_lose_saved_ap(self, effect: dict[str, Any]) -> None:
        who = (self.firefighters if effect["who"] == "all"
               else [self.firefighters[self.next_ff_index()]])
        for ff in who:
            ff.ap = max(0, ff.ap - effect["amount"])
        self.record("lose_saved_ap", firefighters=[f.index for f in who], amount=effect["amount"])

    def event_gain_saved_ap(self, effect: dict[str, Any]) -> None:
        cap = rules()["max_saved_ap"]
        for ff in self.firefighters:
            ff.ap = min(cap, ff.ap + effect["amount"])
        self.record("gain_saved_ap", amount=effect["amount"])

    def event_turn_effect(self, effect: dict[str, Any]) -> None:
        self.next_turn_effects[effect["effect"]] = 1
        self.record("turn_effect", effect=effect["effect"], firefighter=self.next_ff_index())

    def event_ap_penalty(self, effect: dict[str, Any]) -> None:
        self.next_turn_effects["ap_penalty"] = (self.next_turn_effects.get("ap_penalty", 0)
                                                + effect["amount"])
        self.record("ap_penalty", amount=effect["amount"], firefighter=self.next_ff_index())

    def event_bonus_extinguish(self, effect: dict[str, Any]) -> None:
        self.next_turn_effects["bonus_extinguish"] = (
            self.next_turn_effects.get("bonus_extinguish", 0) + effect["amount"])
        self.record("bonus_extinguish", amount=effect["amount"], firefighter=self.next_ff_index())

    # ----- the Fire deck --------------------------------------------------------------------------
    def event_add_flare_up(self, effect: dict[str, Any]) -> None:
        for _ in range(effect["count"]):
            self.add_flare_up("an Event")

    def event_remove_flare_up(self, effect: dict[str, Any]) -> None:
        for _ in range(effect["count"]):
            for pile in (self.fire_discard, self.fire_deck):
                if "flare_up" in pile:
                    pile.remove("flare_up")
                    self.flare_removed += 1
                    self.record("remove_flare_up")
                    self.say("A Flare Up leaves the game.")
                    break

    def event_add_respite(self, effect: dict[str, Any]) -> None:
        in_play = "respite" in self.fire_deck or "respite" in self.fire_discard
        if in_play:
            self.record("add_respite", skipped=True)
            return
        self.fire_deck.append("respite")
        self.rng.shuffle(self.fire_deck)
        self.record("add_respite")
        self.say("Respite is shuffled into the Fire deck.")


#: What each kind of Event effect does (``data.EVENT_KINDS``; a kind missing here fails at
#: import).
EVENT_EFFECTS: dict[str, Callable[[EventMixin, dict[str, Any]], None]] = handler_table(
    "Flash Point's Event effects (data.EVENT_KINDS)", {
        "advance_fire": EventMixin.event_advance_fire,
        "explosion_roll": EventMixin.event_explosion_roll,
        "fire_roll": EventMixin.event_fire_roll,
        "smoke_rolls": EventMixin.event_smoke_rolls,
        "wind_gust": EventMixin.event_wind_gust,
        "backdraft": EventMixin.event_backdraft,
        "fire_grenade": EventMixin.event_fire_grenade,
        "damage_roll": EventMixin.event_damage_roll,
        "doors_burn": EventMixin.event_doors_burn,
        "open_doors": EventMixin.event_open_doors,
        "hazmat_roll": EventMixin.event_hazmat_roll,
        "add_pois": EventMixin.event_add_pois,
        "hide_revealed": EventMixin.event_hide_revealed,
        "reveal_pois": EventMixin.event_reveal_pois,
        "lose_saved_ap": EventMixin.event_lose_saved_ap,
        "gain_saved_ap": EventMixin.event_gain_saved_ap,
        "turn_effect": EventMixin.event_turn_effect,
        "ap_penalty": EventMixin.event_ap_penalty,
        "bonus_extinguish": EventMixin.event_bonus_extinguish,
        "add_flare_up": EventMixin.event_add_flare_up,
        "remove_flare_up": EventMixin.event_remove_flare_up,
        "add_respite": EventMixin.event_add_respite,
    }, EVENT_KINDS)
