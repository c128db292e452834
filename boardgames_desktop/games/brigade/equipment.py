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
``self.shields`` and are honoured by ``shielded_fire`` (the mode's ``fire`` hook) and the
ops ``gust``, ``insurance_fraud`` and ``event`` of ``EQUIPMENT_OPS``.  What a mode changes
in the Equipment rules is its ``EquipmentHooks`` (end of this module).
"""

from __future__ import annotations

from collections.abc import Callable
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
from .mode import Choice, Op
from .pieces import Warden
from .state import BrigadeState
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
    its ``setup`` and ``{"op": "treasure_returns", "seat": s}`` after a seat's actions."""

    favour: int
    evac: EvacTrak
    influence: Influence
    equipment: Deck[str]  # face down; the discards are reshuffled when it runs out
    forge: list[str]  # face up
    shields: dict[str, Any]  # the lasting effects: firebreak, still_air, skip_*

    @property
    def equipment_info(self) -> dict[str, EquipmentCard]:
        return equipment_catalogue()

    @property
    def equipment_hooks(self) -> EquipmentHooks:
        """The mode's Equipment rules (``Mode.equipment``)."""
        hooks = self.hooks.equipment
        assert hooks is not None, "this mode has no Equipment"
        return hooks

    # ----- deck and Forge -----------------------------------------------------------------
    def init_equipment(self) -> None:
        self.equipment_hooks.init_equipment(self)

    def forge_size(self) -> int:
        return self.boards[0].value("forge")

    def fill_forge(self) -> None:
        """Turn cards face up until the Forge shows as many as its track allows."""
        self.equipment_hooks.fill_forge(self)

    def restock(self) -> None:
        """An empty Equipment deck becomes the shuffled discard pile."""
        if self.equipment.is_empty and self.equipment.discards:
            self.equipment.reshuffle_discards()
            self.say("The Equipment deck ran out: the discards are shuffled into a new deck.")

    def remove_from_forge(self, *cards: str) -> None:
        """Discard face-up cards (used, returned or sold) and replace them."""
        self.equipment_hooks.remove_from_forge(self, *cards)

    # ----- activation ---------------------------------------------------------------------
    def treasure_used(self, card: str) -> bool:
        return bool(self.turn_flags.get(f"used:{card}"))

    def card_usable(self, card: str, w: Warden) -> bool:
        info = self.equipment_info[card]
        if info.kind == "scroll" or (info.kind == "treasure" and self.treasure_used(card)):
            return False
        return self.effect_has_choice(card, w) and self.effect_useful(card, w)

    def effect_has_choice(self, card: str, w: Warden) -> bool:
        """Whether a card's decision has an option (True when it asks none): what
        ``effect_choices`` would list, without making the options' texts."""
        hooks = self.equipment_hooks
        if hooks.effect_choices is effect_choices:
            return has_effect_choice(self, card, w)
        if hooks.has_choice is not None:
            return hooks.has_choice(self, card, w)
        options = hooks.effect_choices(self, card, w)
        return options is None or bool(options)

    def effect_useful(self, card: str, w: Warden) -> bool:
        """False when the effect would change nothing (then the card is not offered)."""
        return self.equipment_hooks.effect_useful(self, card, w)

    def all_water_keys(self) -> list[str]:
        return ([f"warden:{x.index}" for x in self.wardens]
                + [f"wagon:{g.index}" for g in self.wagons])

    def effect_choices(self, card: str, w: Warden) -> list[tuple[Any, str, str | None]] | None:
        """The options (value, text, target) of a card's decision, or None if it has none."""
        return self.equipment_hooks.effect_choices(self, card, w)

    def activate(self, card: str, w: Warden) -> None:
        """Use a face-up card for Warden ``w`` (its cost is already paid)."""
        info = self.equipment_info[card]
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
        self.equipment_hooks.after_use(self, card)

    def apply_effect(self, card: str, w: Warden, choice: Any) -> None:
        e = self.equipment_info[card].effect
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
            self.gain_vp(e["amount"], self.equipment_info[card].name)
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
        self.equipment_hooks.gain_vp(self, n, why)

    def upgrade_options(self) -> list[tuple[str, str]]:
        """(track, text) of every track of board 0 that can still go up."""
        return self.equipment_hooks.upgrade_options(self)

    def apply_upgrade(self, track: str) -> None:
        self.equipment_hooks.apply_upgrade(self, track)

    def raise_influence(self, faction: str, steps: int) -> None:
        for _ in range(steps):
            self.influence.raise_level(faction)
        self.say(f"{self.cat.factions[faction].name} Influence rises to "
                 f"{self.influence.levels[faction]}.")

    def treasure_influence(self) -> int:
        """Influence levels the players may add when they return a Treasure."""
        return self.equipment_hooks.treasure_influence(self)

    # ----- Fire Sale (Co-Op and Solo ability) -------------------------------------------
    def choices_fire_sale(self, pending: dict[str, Any]) -> list[Action]:
        """Pick the face-up cards to sell one at a time, then replace them together."""
        chosen = list(pending["chosen"])
        out = [act(pending["player"], "fire_sale",
                           f"Sell {self.equipment_info[c].name}", target=f"equipment:{c}", card=c)
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
                self.ask_again(pending, chosen=chosen)
                return
        self.say("Fire Sale: " + ", ".join(self.equipment_info[c].name for c in chosen) + " sold.")
        self.remove_from_forge(*chosen)

    # ----- returning Tinderbox Treasures (Co-Op; Solo as a Faction Quest) ----------------
    def home_cell(self, card: str) -> str | None:
        """Where a Treasure's home block stands (None once it burnt down)."""
        home = self.equipment_info[card].home
        tile = next((t for t in self.town.tiles.values() if t.block == home), None)
        return tile.label if tile is not None and tile.standing else None

    def returnable(self, seat: int = 0) -> list[str]:
        """Face-up Treasures whose home block holds a Warden of ``seat``."""
        return self.equipment_hooks.returnable(self, seat)

    def op_treasure_returns(self, seat: int = 0) -> None:
        """End of a seat's Action Phase: offer the Treasures its Wardens stand on."""
        if self.returnable(seat):
            self.ask(seat, "treasure", f"{self.player_name(seat)}: return Tinderbox Treasures "
                     "from where your Wardens stand?")

    def treasure_options(self, card: str) -> list[tuple[bool, str]]:
        """(raise Influence?, text) for each way of returning ``card`` (Co-Op: the VP, and
        the players may also raise the home faction's Influence)."""
        return self.equipment_hooks.treasure_options(self, card)

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
        info = self.equipment_info[card]
        self.say(f"{info.name} is returned to {self.cat.blocks[info.home or ''].name}.")
        self.remove_from_forge(card)
        self.treasure_returned(card, bool(action["influence"]))
        if self.result is None and self.returnable(pending["player"]):
            self.ask_again(pending)

    def treasure_returned(self, card: str, influence: bool) -> None:
        """The reward for a returned Treasure (Co-Op: its VP, and Influence if chosen)."""
        self.equipment_hooks.treasure_returned(self, card, influence)

    # ----- lasting effects ----------------------------------------------------------------
    def op_shields_end(self) -> None:
        """After an Event Phase: firebreaks and still air run out."""
        if self.shields["firebreak"] or self.shields["still_air"]:
            self.say("Firebreaks and still air run out.")
        self.shields["firebreak"] = []
        self.shields["still_air"] = False


def shielded_fire(state: EquipmentMixin, label: str, amount: int, source: str) -> None:
    """Fire, unless a firebreak keeps it from the block (hook ``fire``)."""
    if amount > 0 and label in state.shields["firebreak"]:
        state.say(f"The firebreak keeps {state.tile_name(label)} from burning.")
        return
    state.raise_fire(label, amount, source)


def shielded_gust(state: EquipmentMixin, direction: str) -> None:
    if state.shields["still_air"]:
        state.say("The air is still: the Wind Gust does nothing.")
        return
    BrigadeState.op_gust(state, direction)


def _skipped_once(state: EquipmentMixin, shield: str, message: str) -> bool:
    """A one-round shield (``skip_insurance``, ``skip_event``): used up when it skips."""
    if not state.shields[shield]:
        return False
    state.shields[shield] = False
    state.say(message)
    return True


def shielded_insurance_fraud(state: EquipmentMixin) -> None:
    if not _skipped_once(state, "skip_insurance", "Insurance Fraud is skipped this round."):
        ProgressMixin.op_insurance_fraud(state)


def shielded_event(state: EquipmentMixin) -> None:
    if not _skipped_once(state, "skip_event",
                         "The lookout spots trouble early: no event card this round."):
        BrigadeState.op_event(state)


def init_equipment(state: EquipmentMixin) -> None:
    ids = [c.id for c in state.equipment_info.values() if c.in_deck]
    state.equipment = Deck(state.rng, ids, name="Equipment deck", shuffle=True)
    state.forge = []
    state.shields = {"firebreak": [], "still_air": False,
                                    "skip_insurance": False, "skip_event": False}
    state.fill_forge()


def fill_forge(state: EquipmentMixin) -> None:
    """Turn cards face up until the Forge shows as many as its track allows."""
    while len(state.forge) < state.forge_size():
        state.restock()
        if state.equipment.is_empty:
            return  # every card is in the Forge: the slot stays empty
        card = state.equipment.draw()
        state.forge.append(card)
        state.say(f"{state.equipment_info[card].name} is revealed in the Forge.")
        state.restock()  # whoever takes the last card shuffles the discards


def remove_from_forge(state: EquipmentMixin, *cards: str) -> None:
    """Discard face-up cards (used, returned or sold) and replace them."""
    for card in cards:
        state.forge.remove(card)
        state.equipment.discard(card)
    state.fill_forge()


def effect_useful(state: EquipmentMixin, card: str, w: Warden) -> bool:
    """False when the effect would change nothing (then the card is not offered)."""
    e = state.equipment_info[card].effect
    kind = e["type"]
    here = state.town.tiles[w.cell]
    if kind == "cool_here":
        return here.standing and here.burning
    if kind == "cool_around":
        return any(state.town.tiles[c].standing and state.town.tiles[c].burning
                   for c in state.town.adjacent(w.cell))
    if kind == "water" and e["who"] == "wagon":
        return any(g.water < state.wagon_capacity(g) for g in state.wagons)
    if kind == "water" and e["who"] == "wardens":
        return any(x.water < x.capacity for x in state.wardens)
    if kind == "evac":
        return state.evac.position < state.evac.start
    if kind == "renown":
        return here.standing and state.renown_allowed(w.seat, here)
    if kind == "refill":
        return any(state.water(k) < state.capacity(k) for k in state.all_water_keys())
    if kind == "still_air":
        return not state.shields["still_air"]
    if kind in ("skip_insurance", "skip_event"):
        return not state.shields[kind]
    return True


def effect_choices(state: EquipmentMixin, card: str,
                   w: Warden) -> list[tuple[Any, str, str | None]] | None:
    """The options (value, text, target) of a card's decision, or None if it has none."""
    e = state.equipment_info[card].effect
    kind = e["type"]
    if kind == "cool_any":
        return [(t.label, f"Cool {state.tile_name(t.label)}", f"cell:{t.label}")
                for t in state.town.burning()]
    if kind == "water" and e["who"] == "warden":
        return [(x.index, f"Give water to {state.warden_name(x)}", f"cell:{x.cell}")
                for x in state.wardens if x.water < x.capacity]
    if kind == "teleport":
        locked = state.forbidden_cells(w)  # a jump enters the block like a move
        cells = [t.label for t in state.town.tiles.values()
                 if not t.destroyed and t.label != w.cell and t.label not in locked
                 and (e["to"] == "any" or t.firehouse is not None)]
        return [(c, f"{state.warden_name(w)} goes to {state.tile_name(c)}", f"cell:{c}")
                for c in sorted(cells)]
    if kind == "wagon_to_warden":
        cells = sorted({x.cell for x in state.wardens
                        if x.cell != state.wagons[0].cell
                        and not state.town.tiles[x.cell].destroyed})
        return [(c, f"The Wagon rolls to {state.tile_name(c)}", f"cell:{c}") for c in cells]
    if kind == "firebreak":
        return [(t.label, f"Firebreak around {state.tile_name(t.label)}", f"cell:{t.label}")
                for t in state.town.blocks() if t.label not in state.shields["firebreak"]]
    if kind == "upgrade":
        return [(track, text, f"track:0:{track}") for track, text in state.upgrade_options()]
    if kind == "free_move":
        reach = state.town.reachable(w.cell, state.move_points(w),
                                    state.rules["destroyed_step_cost"],
                                    abilities.has(state, w, "fireproof"),
                                    state.forbidden_cells(w))
        return [(c, f"{state.warden_name(w)} moves to {state.tile_name(c)}", f"cell:{c}")
                for c in sorted(reach)]
    return None


def has_effect_choice(state: EquipmentMixin, card: str, w: Warden) -> bool:
    """``effect_choices(state, card, w)`` is None or not empty, told without building the
    options (one test per kind, the same conditions as there)."""
    e = state.equipment_info[card].effect
    kind = e["type"]
    town = state.town
    if kind == "cool_any":
        return town.any_burning()
    if kind == "water" and e["who"] == "warden":
        return any(x.water < x.capacity for x in state.wardens)
    if kind == "teleport":
        locked = state.forbidden_cells(w)
        anywhere = e["to"] == "any"
        return any(not t.destroyed and t.label != w.cell and t.label not in locked
                   and (anywhere or t.firehouse is not None) for t in town.tiles.values())
    if kind == "wagon_to_warden":
        wagon_cell = state.wagons[0].cell
        return any(x.cell != wagon_cell and not town.tiles[x.cell].destroyed
                   for x in state.wardens)
    if kind == "firebreak":
        return any(t.label not in state.shields["firebreak"] for t in town.blocks())
    if kind == "upgrade":
        return bool(state.upgrade_options())
    if kind == "free_move":
        reach, _ = town.moves(w.cell, state.move_points(w), state.rules["destroyed_step_cost"],
                              abilities.has(state, w, "fireproof"), state.forbidden_cells(w))
        return bool(reach)
    return True


def after_use(state: EquipmentMixin, card: str) -> None:
    if state.equipment_info[card].kind == "forgeware" and card in state.forge:
        state.remove_from_forge(card)


def gain_vp(state: EquipmentMixin, n: int, why: str) -> None:
    state.vpt.add(n)
    state.say(f"{why}: +{n} VP (VPT {state.vpt.points}).")


def upgrade_options(state: EquipmentMixin) -> list[tuple[str, str]]:
    """(track, text) of every track of board 0 that can still go up."""
    board = state.boards[0]
    return [(t, f"Upgrade {t.title()} to {board.tracks[t][board.levels[t] + 1]}")
            for t in board.tracks if board.can_upgrade(t)]


def apply_upgrade(state: EquipmentMixin, track: str) -> None:
    value = state.boards[0].upgrade(track)
    state.say(f"{track.title()} upgraded to {value}.")
    if track == "forge":
        state.fill_forge()


def treasure_influence(state: EquipmentMixin) -> int:
    """Influence levels the players may add when they return a Treasure."""
    return 1


def returnable(state: EquipmentMixin, seat: int = 0) -> list[str]:
    """Face-up Treasures whose home block holds a Warden of ``seat``."""
    cells = {x.cell for x in state.wardens if x.seat == seat}
    return [c for c in state.forge
            if state.equipment_info[c].kind == "treasure" and state.home_cell(c) in cells]


def treasure_options(state: EquipmentMixin, card: str) -> list[tuple[bool, str]]:
    """(raise Influence?, text) for each way of returning ``card`` (Co-Op: the VP, and
    the players may also raise the home faction's Influence)."""
    info = state.equipment_info[card]
    block = state.cat.blocks[info.home or ""]
    text = f"Return {info.name} to {block.name}: +{info.vp} VP"
    out = [(False, text)]
    if state.influence.levels.get(block.faction, state.influence.top) < state.influence.top:
        out.append((True, f"{text} and raise {state.cat.factions[block.faction].name} "
                    "Influence"))
    return out


def treasure_returned(state: EquipmentMixin, card: str, influence: bool) -> None:
    """The reward for a returned Treasure (Co-Op: its VP, and Influence if chosen)."""
    info = state.equipment_info[card]
    state.gain_vp(info.vp, info.name)
    if influence:
        state.raise_influence(state.cat.blocks[info.home or ""].faction,
                             state.treasure_influence())


@dataclass(frozen=True)
class EquipmentHooks:
    """The Equipment rules a mode may change (defaults: Co-Op's, above)."""

    init_equipment: Callable[[Any], None] = init_equipment
    fill_forge: Callable[[Any], None] = fill_forge
    remove_from_forge: Callable[..., None] = remove_from_forge
    effect_useful: Callable[[Any, str, Warden], bool] = effect_useful
    effect_choices: Callable[[Any, str, Warden],
                             list[tuple[Any, str, str | None]] | None] = effect_choices
    #: whether ``effect_choices`` has an option (None: asked of ``effect_choices`` itself,
    #: unless that is the default above, whose test is ``has_effect_choice``)
    has_choice: Callable[[Any, str, Warden], bool] | None = None
    after_use: Callable[[Any, str], None] = after_use
    gain_vp: Callable[[Any, int, str], None] = gain_vp
    upgrade_options: Callable[[Any], list[tuple[str, str]]] = upgrade_options
    apply_upgrade: Callable[[Any, str], None] = apply_upgrade
    treasure_influence: Callable[[Any], int] = treasure_influence
    returnable: Callable[..., list[str]] = returnable
    treasure_options: Callable[[Any, str], list[tuple[bool, str]]] = treasure_options
    treasure_returned: Callable[[Any, str, bool], None] = treasure_returned


#: the steps and effects the Equipment adds or shields (firebreak, still air, skips)
EQUIPMENT_OPS: dict[str, Op] = {
    "event": shielded_event, "gust": shielded_gust,
    "insurance_fraud": shielded_insurance_fraud,
    "treasure_returns": EquipmentMixin.op_treasure_returns,
    "shields_end": EquipmentMixin.op_shields_end,
}
#: the decisions the Equipment asks for
EQUIPMENT_CHOICES: dict[str, Choice] = {
    "equip": Choice(EquipmentMixin.choices_equip, EquipmentMixin.resolve_equip),
    "fire_sale": Choice(EquipmentMixin.choices_fire_sale, EquipmentMixin.resolve_fire_sale),
    "treasure": Choice(EquipmentMixin.choices_treasure, EquipmentMixin.resolve_treasure),
}
