"""The Equipment deck and the Forge (Co-Op; written so Solo can reuse it).

Cards are data (resources/brigade/equipment.json): Firehouse Forgewares are used once, then
discarded and replaced; Tinderbox Treasures may be used once per round, stay in the Forge,
and can be returned to their home block for VP (the returning is Co-Op rules, see coop.py);
the Scroll belongs to the Rise of the Phoenix campaign and is never shuffled in.
Fire Sale and the Treasure return are here too, so Co-Op and Solo share one copy (Solo
narrows the return with ``treasure_options``/``treasure_returned``).

``EquipmentMixin`` keeps ``self.forge`` (face-up card ids, as many as the Forge track shows)
and ``self.equipment`` (a Deck; when the last card is taken the discards are shuffled into a
new deck).  ``activate(card, warden)`` carries out a card's effect; an effect that needs a
decision asks the player (pending kind ``equip``) with one legal action per option.
The lasting effects (firebreak, still air, skipped Insurance Fraud or Event Phase) live in
``self.shields`` and are honoured by the overrides of ``fire``, ``op_gust``,
``op_insurance_fraud`` and ``op_event`` below.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json, require
from boardgames_desktop.rules.reuse import reused_make as act

from . import abilities
from .data import catalogue
from .pieces import Warden
from .tracks import EvacTrak, Influence, ProgressMixin

KINDS = ("forgeware", "treasure", "scroll")
#: effect type -> required integer parameters
EFFECTS: dict[str, tuple[str, ...]] = {
    "cool_here": ("amount",), "cool_any": ("amount",), "cool_around": ("amount",),
    "water": ("amount",), "actions": ("amount",), "evac": ("amount",), "favour": ("amount",),
    "vp": ("amount",), "teleport": (), "wagon_to_warden": (), "firebreak": (),
    "still_air": (), "skip_insurance": (), "skip_event": (), "renown": ("amount",),
    "upgrade": (), "refill": (), "free_move": (), "campaign": (),
}


@dataclass(frozen=True)
class EquipmentCard:
    id: str
    name: str
    kind: str
    text: str
    effect: dict[str, Any]
    home: str | None = None  # Treasure: the block it is returned to
    vp: int = 0  # Treasure: VP for returning it

    @property
    def in_deck(self) -> bool:
        """Shuffled into the Co-Op/Solo Equipment deck (the Scroll is campaign-only)."""
        return self.kind != "scroll"


@lru_cache(maxsize=1)
def equipment_catalogue() -> dict[str, EquipmentCard]:
    """All Equipment cards, validated; raises ResourceError naming file and field."""
    raw = load_json("brigade", "equipment.json")
    blocks = catalogue().blocks
    out: dict[str, EquipmentCard] = {}
    for i, c in enumerate(require(raw, "cards", list, "equipment.json")):
        where = f"equipment.json: cards[{i}]"
        cid = require(c, "id", str, where)
        if cid in out:
            raise ResourceError(f"{where}: duplicate id '{cid}'")
        kind = require(c, "kind", str, where)
        if kind not in KINDS:
            raise ResourceError(f"{where}: field 'kind' must be one of {KINDS}")
        effect = require(c, "effect", dict, where)
        etype = effect.get("type")
        if etype not in EFFECTS:
            raise ResourceError(f"{where}: field 'effect.type' must be one of {tuple(EFFECTS)}")
        for param in EFFECTS[etype]:
            if not isinstance(effect.get(param), int) or effect[param] <= 0:
                raise ResourceError(f"{where}: field 'effect.{param}' must be a positive integer")
        if etype == "water" and effect.get("who") not in ("warden", "wagon", "wardens"):
            raise ResourceError(f"{where}: field 'effect.who' must be warden, wagon or wardens")
        if etype == "teleport" and effect.get("to") not in ("any", "firehouse"):
            raise ResourceError(f"{where}: field 'effect.to' must be any or firehouse")
        home, vp = None, 0
        if kind == "treasure":
            home = require(c, "home", str, where)
            if home not in blocks or blocks[home].pack != "base":
                raise ResourceError(f"{where}: field 'home' names unknown block '{home}'")
            vp = require(c, "vp", int, where)
            if vp <= 0:
                raise ResourceError(f"{where}: field 'vp' must be positive")
        out[cid] = EquipmentCard(cid, require(c, "name", str, where), kind,
                                 require(c, "text", str, where), dict(effect), home, vp)
    counts = {k: sum(1 for c in out.values() if c.kind == k) for k in KINDS}
    if counts != {"forgeware": 16, "treasure": 16, "scroll": 1}:
        raise ResourceError(f"equipment.json: cards: expected 16 forgewares, 16 treasures and "
                            f"1 scroll, found {counts}")
    return out


class EquipmentMixin(ProgressMixin):
    """The Forge, the Equipment effects and returning Treasures.  The mode provides
    ``self.favour``, ``self.evac`` (EvacTrak), ``self.vpt`` (Vpt), ``self.influence``
    (Influence) and board 0 with a ``forge`` track; it calls ``init_equipment()`` in
    ``setup_mode`` and ``{"op": "treasure_returns", "seat": s}`` after a seat's actions."""

    favour: int
    evac: EvacTrak
    influence: Influence

    @property
    def ecat(self) -> dict[str, EquipmentCard]:
        return equipment_catalogue()

    # ----- deck and Forge -----------------------------------------------------------------
    def init_equipment(self) -> None:
        ids = [c.id for c in self.ecat.values() if c.in_deck]
        self.equipment: Deck[str] = Deck(self.rng, ids, name="Equipment deck", shuffle=True)
        self.forge: list[str] = []
        self.shields: dict[str, Any] = {"firebreak": [], "still_air": False,
                                        "skip_insurance": False, "skip_event": False}
        self.fill_forge()

    def forge_size(self) -> int:
        return self.boards[0].value("forge")

    def fill_forge(self) -> None:
        """Turn cards face up until the Forge shows as many as its track allows."""
        while len(self.forge) < self.forge_size():
            self.restock()
            if self.equipment.is_empty:
                return  # every card is in the Forge: the slot stays empty
            card = self.equipment.draw()
            self.forge.append(card)
            self.say(f"{self.ecat[card].name} is revealed in the Forge.")
            self.restock()  # whoever takes the last card shuffles the discards

    def restock(self) -> None:
        """An empty Equipment deck becomes the shuffled discard pile."""
        if self.equipment.is_empty and self.equipment.discards:
            self.equipment.reshuffle_discards()
            self.say("The Equipment deck ran out: the discards are shuffled into a new deck.")

    def remove_from_forge(self, *cards: str) -> None:
        """Discard face-up cards (used, returned or sold) and replace them."""
        for card in cards:
            self.forge.remove(card)
            self.equipment.discard(card)
        self.fill_forge()

    # ----- activation ---------------------------------------------------------------------
    def treasure_used(self, card: str) -> bool:
        return bool(self.turn_flags.get(f"used:{card}"))

    def card_usable(self, card: str, w: Warden) -> bool:
        info = self.ecat[card]
        if info.kind == "scroll" or (info.kind == "treasure" and self.treasure_used(card)):
            return False
        options = self.effect_choices(card, w)
        return (options is None or bool(options)) and self.effect_useful(card, w)

    def effect_useful(self, card: str, w: Warden) -> bool:
        """False when the effect would change nothing (then the card is not offered)."""
        e = self.ecat[card].effect
        kind = e["type"]
        here = self.town.tiles[w.cell]
        if kind == "cool_here":
            return here.standing and here.burning
        if kind == "cool_around":
            return any(self.town.tiles[c].standing and self.town.tiles[c].burning
                       for c in self.town.adjacent(w.cell))
        if kind == "water" and e["who"] == "wagon":
            return any(g.water < self.wagon_capacity(g) for g in self.wagons)
        if kind == "water" and e["who"] == "wardens":
            return any(x.water < x.capacity for x in self.wardens)
        if kind == "evac":
            return self.evac.position < self.evac.start
        if kind == "renown":
            return here.standing and self.renown_allowed(w.seat, here)
        if kind == "refill":
            return any(self.water(k) < self.capacity(k) for k in self.all_water_keys())
        if kind == "still_air":
            return not self.shields["still_air"]
        if kind in ("skip_insurance", "skip_event"):
            return not self.shields[kind]
        return True

    def all_water_keys(self) -> list[str]:
        return ([f"warden:{x.index}" for x in self.wardens]
                + [f"wagon:{g.index}" for g in self.wagons])

    def effect_choices(self, card: str, w: Warden) -> list[tuple[Any, str, str | None]] | None:
        """The options (value, text, target) of a card's decision, or None if it has none."""
        e = self.ecat[card].effect
        kind = e["type"]
        if kind == "cool_any":
            return [(t.label, f"Cool {self.tile_name(t.label)}", f"cell:{t.label}")
                    for t in self.town.burning()]
        if kind == "water" and e["who"] == "warden":
            return [(x.index, f"Give water to {self.warden_name(x)}", f"cell:{x.cell}")
                    for x in self.wardens if x.water < x.capacity]
        if kind == "teleport":
            locked = self.forbidden_cells(w)  # a jump enters the block like a move
            cells = [t.label for t in self.town.tiles.values()
                     if not t.destroyed and t.label != w.cell and t.label not in locked
                     and (e["to"] == "any" or t.firehouse is not None)]
            return [(c, f"{self.warden_name(w)} goes to {self.tile_name(c)}", f"cell:{c}")
                    for c in sorted(cells)]
        if kind == "wagon_to_warden":
            cells = sorted({x.cell for x in self.wardens
                            if x.cell != self.wagons[0].cell
                            and not self.town.tiles[x.cell].destroyed})
            return [(c, f"The Wagon rolls to {self.tile_name(c)}", f"cell:{c}") for c in cells]
        if kind == "firebreak":
            return [(t.label, f"Firebreak around {self.tile_name(t.label)}", f"cell:{t.label}")
                    for t in self.town.blocks() if t.label not in self.shields["firebreak"]]
        if kind == "upgrade":
            return [(track, text, f"track:0:{track}") for track, text in self.upgrade_options()]
        if kind == "free_move":
            reach = self.town.reachable(w.cell, self.move_points(w),
                                        self.rules["destroyed_step_cost"],
                                        abilities.has(self, w, "fireproof"),
                                        self.forbidden_cells(w))
            return [(c, f"{self.warden_name(w)} moves to {self.tile_name(c)}", f"cell:{c}")
                    for c in sorted(reach)]
        return None

    def activate(self, card: str, w: Warden) -> None:
        """Use a face-up card for Warden ``w`` (its cost is already paid)."""
        info = self.ecat[card]
        self.say(f"{self.warden_name(w)} uses {info.name}: {info.text}")
        if info.kind == "treasure":
            self.turn_flags[f"used:{card}"] = True
        if self.effect_choices(card, w) is None:
            self.apply_effect(card, w, None)
            self.after_use(card)
        else:
            self.ask(w.seat, "equip", f"{self.warden_name(w)}'s {info.name}: {info.text}",
                     card=card, warden=w.index)

    def choices_equip(self, pending: dict[str, Any]) -> list[Action]:
        w = self.wardens[pending["warden"]]
        return [act(pending["player"], "equip", text, target=target, choice=value)
                for value, text, target in self.effect_choices(pending["card"], w) or []]

    def resolve_equip(self, action: Action, pending: dict[str, Any]) -> None:
        self.apply_effect(pending["card"], self.wardens[pending["warden"]], action["choice"])
        self.after_use(pending["card"])

    def after_use(self, card: str) -> None:
        if self.ecat[card].kind == "forgeware" and card in self.forge:
            self.remove_from_forge(card)

    def apply_effect(self, card: str, w: Warden, choice: Any) -> None:
        e = self.ecat[card].effect
        kind = e["type"]
        if kind == "cool_here":
            self.cool(w.cell, e["amount"], w.seat if e.get("renown") else None)
        elif kind == "cool_any":
            self.cool(choice, e["amount"], None)
        elif kind == "cool_around":
            for c in self.town.adjacent(w.cell):
                if self.town.tiles[c].standing and self.town.tiles[c].burning:
                    self.cool(c, e["amount"], None)
        elif kind == "water":
            if e["who"] == "wagon":
                keys = [f"wagon:{g.index}" for g in self.wagons]
            elif e["who"] == "wardens":
                keys = [f"warden:{x.index}" for x in self.wardens]
            else:
                keys = [f"warden:{choice}"]
            for k in keys:
                self.set_water(k, min(self.capacity(k), self.water(k) + e["amount"]))
            self.say("Water: " + ", ".join(f"{self.holder_name(k)} {self.water(k)}"
                                           for k in keys) + ".")
        elif kind == "actions":
            self.budget[w.index] = self.budget.get(w.index, 0) + e["amount"]
            self.say(f"{self.warden_name(w)} gains {e['amount']} action(s).")
        elif kind == "evac":
            moved = self.evac.retreat(e["amount"])
            self.say(f"EvacTrak {moved} space(s) back towards S ({self.evac.position} left).")
        elif kind == "favour":
            self.favour += e["amount"]
            self.say(f"+{e['amount']} Favour ({self.favour}).")
        elif kind == "vp":
            self.gain_vp(e["amount"], self.ecat[card].name)
        elif kind in ("teleport", "free_move"):
            w.cell = choice
            self.say(f"{self.warden_name(w)} is now at {self.tile_name(choice)}.")
        elif kind == "wagon_to_warden":
            self.wagons[0].cell = choice
            self.say(f"The Wagon is now at {self.tile_name(choice)}.")
        elif kind == "firebreak":
            self.shields["firebreak"].append(choice)
        elif kind == "still_air":
            self.shields["still_air"] = True
        elif kind in ("skip_insurance", "skip_event"):
            self.shields[kind] = True
        elif kind == "renown":
            self.place_renown(w.seat, self.town.tiles[w.cell], e["amount"])
        elif kind == "upgrade":
            self.apply_upgrade(choice)
        elif kind == "refill":
            self.fill(self.all_water_keys())
            self.say("Every Warden and the Wagon are full.")

    def cool(self, label: str, amount: int, renown_seat: int | None) -> None:
        """Remove up to ``amount`` intensity; with a seat, place Renown for each point."""
        tile = self.town.tiles[label]
        removed = min(amount, tile.intensity)
        tile.intensity -= removed
        self.say(f"{self.tile_name(label)} loses {removed} intensity (now {tile.intensity}).")
        if renown_seat is not None and removed and tile.standing:
            self.place_renown(renown_seat, tile, removed)

    # ----- hooks a mode may extend -------------------------------------------------------
    def gain_vp(self, n: int, why: str) -> None:
        self.vpt.add(n)
        self.say(f"{why}: +{n} VP (VPT {self.vpt.points}).")

    def upgrade_options(self) -> list[tuple[str, str]]:
        """(track, text) of every track of board 0 that can still go up."""
        board = self.boards[0]
        return [(t, f"Upgrade {t.title()} to {board.tracks[t][board.levels[t] + 1]}")
                for t in board.tracks if board.can_upgrade(t)]

    def apply_upgrade(self, track: str) -> None:
        value = self.boards[0].upgrade(track)
        self.say(f"{track.title()} upgraded to {value}.")
        if track == "forge":
            self.fill_forge()

    def raise_influence(self, faction: str, steps: int) -> None:
        for _ in range(steps):
            self.influence.raise_level(faction)
        self.say(f"{self.cat.factions[faction].name} Influence rises to "
                 f"{self.influence.levels[faction]}.")

    def treasure_influence(self) -> int:
        """Influence levels the players may add when they return a Treasure."""
        return 1

    # ----- Fire Sale (Co-Op and Solo ability) -------------------------------------------
    def choices_fire_sale(self, pending: dict[str, Any]) -> list[Action]:
        """Pick the face-up cards to sell one at a time, then replace them together."""
        chosen = list(pending["chosen"])
        out = [act(pending["player"], "fire_sale",
                           f"Sell {self.ecat[c].name}", target=f"equipment:{c}", card=c)
               for c in self.forge if c not in chosen]
        if chosen:
            out.append(act(pending["player"], "fire_sale",
                                   f"Replace the {len(chosen)} chosen card(s)", card=None))
        return out

    def resolve_fire_sale(self, action: Action, pending: dict[str, Any]) -> None:
        chosen = list(pending["chosen"])
        if action["card"] is not None:
            chosen.append(action["card"])
            if len(chosen) < len(self.forge):
                self.pending = dict(pending, chosen=chosen)
                return
        self.say("Fire Sale: " + ", ".join(self.ecat[c].name for c in chosen) + " sold.")
        self.remove_from_forge(*chosen)

    # ----- returning Tinderbox Treasures (Co-Op; Solo as a Faction Quest) ----------------
    def home_cell(self, card: str) -> str | None:
        """Where a Treasure's home block stands (None once it burnt down)."""
        home = self.ecat[card].home
        tile = next((t for t in self.town.tiles.values() if t.block == home), None)
        return tile.label if tile is not None and tile.standing else None

    def returnable(self, seat: int = 0) -> list[str]:
        """Face-up Treasures whose home block holds a Warden of ``seat``."""
        cells = {x.cell for x in self.wardens if x.seat == seat}
        return [c for c in self.forge
                if self.ecat[c].kind == "treasure" and self.home_cell(c) in cells]

    def op_treasure_returns(self, seat: int = 0) -> None:
        """End of a seat's Action Phase: offer the Treasures its Wardens stand on."""
        if self.returnable(seat):
            self.ask(seat, "treasure", f"{self.player_name(seat)}: return Tinderbox Treasures "
                     "from where your Wardens stand?")

    def treasure_options(self, card: str) -> list[tuple[bool, str]]:
        """(raise Influence?, text) for each way of returning ``card`` (Co-Op: the VP, and
        the players may also raise the home faction's Influence)."""
        info = self.ecat[card]
        block = self.cat.blocks[info.home or ""]
        text = f"Return {info.name} to {block.name}: +{info.vp} VP"
        out = [(False, text)]
        if self.influence.levels.get(block.faction, self.influence.top) < self.influence.top:
            out.append((True, f"{text} and raise {self.cat.factions[block.faction].name} "
                        "Influence"))
        return out

    def choices_treasure(self, pending: dict[str, Any]) -> list[Action]:
        seat = pending["player"]
        out = [act(seat, "treasure", text, target=f"equipment:{card}", card=card,
                           influence=influence)
               for card in self.returnable(seat)
               for influence, text in self.treasure_options(card)]
        out.append(act(seat, "treasure", "Keep the Treasures in the Forge", card=None,
                               influence=False))
        return out

    def resolve_treasure(self, action: Action, pending: dict[str, Any]) -> None:
        card = action["card"]
        if card is None:
            return
        info = self.ecat[card]
        self.say(f"{info.name} is returned to {self.cat.blocks[info.home or ''].name}.")
        self.remove_from_forge(card)
        self.treasure_returned(card, bool(action["influence"]))
        if self.result is None and self.returnable(pending["player"]):
            self.pending = pending

    def treasure_returned(self, card: str, influence: bool) -> None:
        """The reward for a returned Treasure (Co-Op: its VP, and Influence if chosen)."""
        info = self.ecat[card]
        self.gain_vp(info.vp, info.name)
        if influence:
            self.raise_influence(self.cat.blocks[info.home or ""].faction,
                                 self.treasure_influence())

    # ----- lasting effects ----------------------------------------------------------------
    def fire(self, label: str, amount: int, source: str) -> None:
        if amount > 0 and label in self.shields["firebreak"]:
            self.say(f"The firebreak keeps {self.tile_name(label)} from burning.")
            return
        super().fire(label, amount, source)

    def op_gust(self, direction: str) -> None:
        if self.shields["still_air"]:
            self.say("The air is still: the Wind Gust does nothing.")
            return
        super().op_gust(direction)

    def op_insurance_fraud(self) -> None:
        if self.shields["skip_insurance"]:
            self.shields["skip_insurance"] = False
            self.say("Insurance Fraud is skipped this round.")
            return
        super().op_insurance_fraud()

    def op_event(self) -> None:
        if self.shields["skip_event"]:
            self.shields["skip_event"] = False
            self.say("The lookout spots trouble early: no event card this round.")
            return
        super().op_event()

    def op_shields_end(self) -> None:
        """After an Event Phase: firebreaks and still air run out."""
        if self.shields["firebreak"] or self.shields["still_air"]:
            self.say("Firebreaks and still air run out.")
        self.shields["firebreak"] = []
        self.shields["still_air"] = False
