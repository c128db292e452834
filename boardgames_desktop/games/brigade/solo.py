"""Solo vs Bernhardt Blaze.

Setup: quartered town, Favour token on every block, the player's Brigade and Wagon at the
North-West Firehouse, Blaze at the opposite corner, the player picks a Warden card (basic
side).  Turn: Event Phase (none on turn 1), 4 actions, Blaze Phase, Insurance Fraud.
The player wins by raising all four Faction Influence tracks to the top through Faction
Quests; loses when the EvacTrak reaches F or Blaze's VP reach the end of the VPT (ruling).

Rulings (numbers in rules.json "solo"):
* When the player's Renown reaches a block's value the player gains its Loyalty and takes
  its Favour token "if their Faction Influence allows it" (rules.json solo.influence: the
  Co-Op levels — 1 VP only, so no Favour; from level 2 the Favour token, since only
  Blaze's VP count; the level is the one before a level-4-block quest raises it).  The
  +2 VP of level 5 do not apply.  Level 4 lets the player refill on non-burning blocks
  that still hold a Favour token, as in Co-Op.  University blocks: solo.influence
  .university_favour.
* On turn 1 Blaze uses the faction icon of the last starter event; on a turn whose Event
  Phase drew no card (the Lookout's Spyglass) he uses the last card revealed.
* "That quarter of the board" is the icon faction's 3×3 corner, so Blaze also considers the
  University tile in that corner (rules.json solo.blaze_area 'quarter'; 'faction' restricts
  him to the faction's seven blocks).
* Blaze only goes to burning blocks; with none available he stays where he is.  When he
  gains a block's Loyalty he takes it even from the player, and Renown there is removed.
* Equipment comes from equipment.py (shared with Co-Op).  "Visit the Forge: Add any
  Equipment card from the market to your Warden" (rules.json solo.visit_forge 'take'):
  pay 1 action + Favour, the card moves from the Forge onto your Warden (``self.held``)
  and the Forge refills.  A held card is used any time in your Action Phase for
  solo.held_card_actions actions (0) and no Favour (action ``use_card``, target
  ``equipment:<id>``: the view draws held cards on the Warden's area like Forge cards): a
  Forgeware is then discarded, a Treasure may be used once per turn and stays.  Cards
  that give VP do nothing for the player (only Blaze scores) and are never usable.
  'activate' restores the Co-Op reading (use a face-up card at once).  A Tinderbox
  Treasure in the Forge or on your Warden is returned by ending the Action Phase on its
  home block (free): it raises that faction's Influence (a Faction Quest) and gives no
  VP.  Fire Sale and the Treasure return are equipment.py's code, shared with Co-Op.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.reuse import reused_make as act
from boardgames_desktop.rules.state import GameState, Outcome

from . import equipment, mode
from .data import FACTIONS_OF_TOWN, BlockInfo
from .equipment import EQUIPMENT_CHOICES, EQUIPMENT_OPS, EquipmentHooks, EquipmentMixin
from .events import build_event_decks
from .mode import Choice, Mode, Move
from .pieces import Wagon, Warden, new_board
from .state import BASE_CHOICES, BASE_MOVES, BASE_OPS, BrigadeState, moves_with
from .town import BLAZE, Tile, build_town, quarter_cells, quarter_faction
from .tracks import EvacTrak, Influence, Vpt

ABILITY_TEXT = {
    "ointment": "Alabaster's Miracle Ointment: 3 more actions this turn",
    "refill": "Refill your whole Brigade and the Wagon",
    "call_watch": "Call the Watch: EvacTrak {n} spaces back towards S",
}


class SoloState(EquipmentMixin, GameState):
    """You against Bernhardt Blaze: the base game with the hooks of ``SOLO``."""

    home: str  # your Firehouse
    blaze_cell: str  # where Blaze stands
    held: list[str]  # Equipment cards on your Warden (Visit the Forge 'take')
    level4_quests: dict[str, int]  # Faction Quests from value-4 Loyalty, by faction

    def mode_hooks(self) -> Mode:
        return SOLO

    # ----- turn structure -----------------------------------------------------------------
    @property
    def solo(self) -> dict[str, Any]:
        """The Solo rulings from rules.json."""
        return self.rules["solo"]

    def has_equipment(self) -> bool:
        return True

    # ----- rules hooks --------------------------------------------------------------------
    def influence_allows(self, faction: str, what: str) -> bool:
        """rules.json solo.influence.<what> at the faction's current level ('favour',
        'refill_with_favour'); University blocks have no track: solo.influence
        .university_favour decides their Favour, and they never allow the refill."""
        level = self.influence.levels.get(faction)
        if level is None:
            return what == "favour" and bool(self.solo["influence"]["university_favour"])
        return bool(self.solo["influence"][what][level - 1])

    def quest(self, faction: str, why: str) -> None:
        if self.influence.raise_level(faction):
            name = self.cat.factions[faction].name
            self.say(f"Faction Quest: {why} raises {name} Influence to "
                     f"{self.influence.levels[faction]}.")

    # ----- Solo actions -------------------------------------------------------------------
    def gen_ability(self, w: Warden) -> list[Action]:
        if not self.can_act(w):
            return []
        costs = self.solo["ability_costs"]
        out = []
        if self.favour >= costs["forge"] and self.solo["visit_forge"] == "take":
            for card in self.forge:
                info = self.equipment_info[card]
                if info.kind == "scroll":
                    continue
                out.append(act(
                    w.seat, "ability", f"Visit the Forge: add {info.name} to your Warden "
                    f"({info.text})", target=f"equipment:{card}",
                    cost=f"1 action + {costs['forge']} Favour", warden=w.index,
                    ability="forge", card=card))
        elif self.favour >= costs["forge"]:
            for card in self.forge:
                if self.card_usable(card, w):
                    info = self.equipment_info[card]
                    out.append(act(
                        w.seat, "ability", f"Visit the Forge: use {info.name} ({info.text})",
                        target=f"equipment:{card}", cost=f"1 action + {costs['forge']} Favour",
                        warden=w.index, ability="forge", card=card))
        if self.forge and self.favour >= costs["fire_sale"]:
            out.append(act(w.seat, "ability", "Fire Sale: discard and replace "
                                   "Equipment in the Forge",
                                   cost=f"1 action + {costs['fire_sale']} Favour",
                                   warden=w.index, ability="fire_sale", card=None))
        for key in ("ointment", "refill", "call_watch"):
            if self.favour < costs[key]:
                continue
            if key == "refill" and all(self.water(k) >= self.capacity(k)
                                       for k in self.full_refill_keys(w)):
                continue
            if key == "call_watch" and self.evac.position >= self.evac.start:
                continue
            text = ABILITY_TEXT[key].format(n=self.solo["call_watch_steps"])
            out.append(act(w.seat, "ability", text, cost=f"1 action + {costs[key]} Favour",
                                   warden=w.index, ability=key, card=None))
        return out

    def full_refill_keys(self, w: Warden) -> list[str]:
        return ([f"warden:{w.index}"] + [f"crew:{w.index}:{k}" for k in range(len(w.crew))]
                + [f"wagon:{g.index}" for g in self.wagons])

    def do_ability(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        key = action["ability"]
        self.spend(w)
        self.favour -= self.solo["ability_costs"][key]
        if key == "forge" and self.solo["visit_forge"] == "take":
            card = action["card"]
            self.forge.remove(card)
            self.held.append(card)
            self.say(f"Visit the Forge: {self.equipment_info[card].name} goes to "
                     f"{self.warden_name(w)}.")
            self.fill_forge()
        elif key == "forge":
            self.activate(action["card"], w)
        elif key == "fire_sale":
            self.ask(w.seat, "fire_sale", f"{self.warden_name(w)}'s Fire Sale: choose the "
                     "Equipment cards to replace in the Forge", chosen=[])
        elif key == "ointment":
            self.budget[w.index] += self.solo["ointment_actions"]
            self.say(f"Miracle Ointment: {self.solo['ointment_actions']} more actions.")
        elif key == "refill":
            self.fill(self.full_refill_keys(w))
            self.say("Favour refill: the Brigade and the Wagon are full.")
        else:
            moved = self.evac.retreat(self.solo["call_watch_steps"])
            self.say(f"Call the Watch: EvacTrak {moved} space(s) back ({self.evac.position}).")

    # ----- Equipment on the Warden (Visit the Forge 'take') ------------------------------
    def gen_use_card(self, w: Warden) -> list[Action]:
        """Use a card held on the Warden (rules.json solo.held_card_actions actions)."""
        n = self.solo["held_card_actions"]
        if not self.acting or self.budget.get(w.index, 0) < n:
            return []
        return [act(w.seat, "use_card", f"Use {self.equipment_info[c].name} from your Warden "
                            f"({self.equipment_info[c].text})", target=f"equipment:{c}",
                            cost=f"{n} action" if n else "free", warden=w.index, card=c)
                for c in self.held if self.card_usable(c, w)]

    def do_use_card(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w, self.solo["held_card_actions"])
        self.activate(action["card"], w)

    def gen_discard_crew(self, w: Warden) -> list[Action]:
        if not self.acting:
            return []
        tile = self.town.tiles[w.cell]
        if not tile.standing:
            return []
        faction = self.block_info(tile).faction
        if self.influence.levels.get(faction, self.influence.top) >= self.influence.top:
            return []
        return [act(w.seat, "discard_crew",
                            f"Faction Quest: discard {self.cat.crew[m.card].name} here to raise "
                            f"{self.cat.factions[faction].name} Influence", cost="free",
                            warden=w.index, crew=k)
                for k, m in enumerate(w.crew) if self.cat.crew[m.card].faction == faction]

    def do_discard_crew(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        member = w.crew.pop(action["crew"])
        card = self.cat.crew[member.card]
        self.crew_deck.discard(member.card)
        self.quest(card.faction, f"discarding {card.name}")

    # ----- the Blaze Phase ----------------------------------------------------------------
    def blaze_candidates(self) -> list[str]:
        """The blocks Blaze may go to, best first by the rulebook's order (ties share rank)."""
        faction = self.cat.events[self.event_card].faction if self.event_card else None
        area = self.blaze_area(faction)
        avoid = {self.wardens[0].cell} | {g.cell for g in self.wagons}
        tiles = [t for t in self.town.burning() if t.label in area and t.label not in avoid]
        if not tiles:
            return []
        tiles.sort(key=lambda t: (-t.intensity, self.block_info(t).value, t.label))
        best = (tiles[0].intensity, self.block_info(tiles[0]).value)
        return [t.label for t in tiles if (t.intensity, self.block_info(t).value) == best]

    def blaze_area(self, faction: str | None) -> set[str]:
        """The cells Blaze looks at for this faction icon: 'that quarter of the board' (the
        3×3 corner, so with its University tile), or only the faction's own blocks when
        rules.json solo.blaze_area is 'faction'."""
        if faction is None:
            return set()
        if self.solo["blaze_area"] == "faction":
            return {t.label for t in self.town.blocks() if self.block_info(t).faction == faction}
        for corner in range(len(self.cat.town["firehouses"])):
            if quarter_faction(self.town, self.cat, corner) == faction:
                return set(quarter_cells(self.town, self.cat, corner))
        return set()

    def op_blaze(self) -> None:
        faction = self.cat.events[self.event_card].faction if self.event_card else None
        fname = self.cat.factions[faction].name if faction else "no"
        options = self.blaze_candidates()
        if not options:
            self.say(f"Blaze Phase ({fname} icon): no burning {fname} block Blaze can reach; "
                     "he stays put.")
            return
        if len(options) == 1:
            self.blaze_extinguish(options[0])
        else:
            tile = self.town.tiles[options[0]]
            self.ask(0, "blaze", f"Blaze Phase ({fname} icon): {len(options)} blocks tie "
                     f"for Blaze at fire {tile.intensity}, value {self.block_info(tile).value}"
                     " — you choose where he puts the fire out", cells=options)

    def choices_blaze(self, pending: dict[str, Any]) -> list[Action]:
        out = []
        for c in pending["cells"]:
            tile = self.town.tiles[c]
            text = f"Send Blaze to {self.tile_name(c)}: {tile.intensity} VP"
            if tile.intensity == self.block_info(tile).value:
                text += " + Loyalty"
            out.append(act(0, "blaze", text, target=f"cell:{c}", cell=c))
        return out

    def resolve_blaze(self, action: Action, pending: dict[str, Any]) -> None:
        self.blaze_extinguish(action["cell"])

    def blaze_extinguish(self, cell: str) -> None:
        tile = self.town.tiles[cell]
        info = self.block_info(tile)
        intensity = tile.intensity
        self.blaze_cell = cell
        tile.intensity = 0
        self.vpt.add(intensity)
        self.say(f"Blaze moves to {self.tile_name(cell)} and puts out intensity {intensity}: "
                 f"{intensity} VP (VPT {self.vpt.points}).")
        if intensity == info.value:
            tile.loyalty = BLAZE
            tile.renown = {}
            self.say(f"Blaze gains the Loyalty of {info.name}.")
            if tile.favour:
                tile.favour = False
                moved = self.evac.advance(self.solo["blaze_favour_evac_steps"])
                self.say(f"Blaze removes its Favour token: EvacTrak {moved} towards F "
                         f"({self.evac.position} left).")


def setup(state: SoloState) -> None:
    if state.options.get("big_buildings") or (state.options.get("expert") or "none") != "none":
        raise ValueError("Solo is played on the base town: the Big Buildings pack and "
                         "Expert mode are not available in Solo.")
    layout = state.cat.town["solo"]
    state.town = build_town(state.cat, state.rng, quartered=True)
    for t in state.town.blocks():
        t.favour = True
    home = state.cat.town["firehouses"][layout["player_firehouse"]]
    state.blaze_cell = state.cat.town["firehouses"][layout["blaze_firehouse"]]
    state.home = home
    state.boards.append(new_board(state.solo["tracks"]))
    state.wagons.append(Wagon(0, 0, home, state.rules["competitive"]["wagon_start_water"], 0))
    state.steps.append({"op": "pick_warden", "seat": 0})
    state.crew_abilities = False
    solo_crew = sorted(c.id for c in state.cat.crew.values() if not c.solo_excluded)
    state.crew_deck = Deck(state.rng, solo_crew, name="crew deck", shuffle=True)
    start = int(state.options.get("evactrak_start") or state.solo["evactrak_start"])
    spec = state.rules["options"]["evactrak_start"]
    if not spec["low"] <= start <= spec["high"]:
        raise ValueError(f"Option evactrak_start must be {spec['low']}–{spec['high']}, "
                         f"not {start}.")
    state.evac = EvacTrak(start, start)
    state.vpt = Vpt(0, len(state.cat.vpt) - 1)
    state.influence = Influence(state.solo["influence_levels"])
    state.level4_quests = {f: 0 for f in FACTIONS_OF_TOWN}
    state.favour = 0
    state.held = []  # Equipment cards on the player's Warden (Visit the Forge)
    state.init_equipment()
    starters, state.events = build_event_decks(state.cat, state.rng, False, False,
                                              state.cat.starter_events)
    state.start_game(starters, 0)


def turn_steps(state: SoloState, seat: int, first: bool) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = [] if first else [{"op": "event"}, {"op": "shields_end"}]
    return steps + [{"op": "actions", "seat": 0}, {"op": "treasure_returns"},
                    {"op": "blaze"}, {"op": "insurance_fraud"}, {"op": "end_turn"}]


def add_warden(state: SoloState, seat: int, card_id: str) -> None:
    card = state.cat.wardens[card_id]
    state.wardens.append(Warden(0, 0, card.id, "basic", state.home, card.water, card.water,
                               0, 0))
    state.say(f"You play {card.name}.")


def actions_per_turn(state: SoloState, w: Warden) -> int:
    return state.solo["actions"]


def upgrade_tracks(state: SoloState, w: Warden) -> list[str]:
    # The Forge track only matters with the Equipment deck (Co-Op helper's module).
    return [t for t in state.boards[w.board].tracks if t != "forge" or state.has_equipment()]


def gain_vp(state: SoloState, n: int, why: str) -> None:
    state.say(f"{why}: only Blaze scores VP in Solo.")


def effect_useful(state: SoloState, card: str, w: Warden) -> bool:
    if state.equipment_info[card].effect["type"] == "vp":
        return False
    return equipment.effect_useful(state, card, w)


def do_upgrade(state: SoloState, action: Action) -> None:
    BrigadeState.do_upgrade(state, action)
    if action["track"] == "forge":
        state.fill_forge()


def player_name(state: SoloState, player: int) -> str:
    if player == BLAZE:
        return "Bernhardt Blaze"
    return f"You ({state.warden_name(state.wardens[0])})" if state.wardens else "You"


def on_renown_complete(state: SoloState, seat: int, tile: Tile) -> None:
    info = state.block_info(tile)
    tile.loyalty = seat
    tile.renown = {}
    state.say(f"You gain the Loyalty of {state.tile_name(tile.label)}.")
    if tile.favour and state.influence_allows(info.faction, "favour"):
        tile.favour = False
        state.favour += 1
        state.say(f"You take its Favour token ({state.favour} Favour).")
    elif tile.favour and info.faction not in state.influence.levels:
        # no Influence track (the University): solo.influence.university_favour said no
        state.say(f"Its Favour token stays: {state.cat.factions[info.faction].name} blocks "
                  "give none in the Solo game.")
    elif tile.favour:
        state.say(f"Your {state.cat.factions[info.faction].name} Influence does not yet "
                 "let you take its Favour token.")
    if info.value == 4 and info.faction in state.level4_quests:
        if state.level4_quests[info.faction] < state.solo["level4_quest_limit"]:
            state.level4_quests[info.faction] += 1
            state.quest(info.faction, f"the Loyalty of {info.name}")


def refill_allowed(state: SoloState, w: Warden, tile: Tile) -> bool:
    if tile.firehouse is not None:
        return True
    if not tile.standing or tile.burning or tile.loyalty == BLAZE:
        return False
    if not tile.favour:
        return True
    return state.influence_allows(state.block_info(tile).faction, "refill_with_favour")


def on_block_destroyed(state: SoloState, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
    moved = state.evac.on_destroyed()
    state.say(f"EvacTrak: {moved} space(s) towards F ({state.evac.position} left).")


def judge(state: SoloState) -> Outcome | None:
    if state.influence.complete:
        return Outcome((0,), "All four factions back you: you are Fire Chief of "
                       "Tinderbox!", {0: state.vpt.points})
    if state.evac.evacuated:
        return Outcome((), "The EvacTrak reached F: Tinderbox is evacuated and Blaze "
                       "takes the credit.", {0: state.vpt.points})
    if state.vpt.points >= state.solo["blaze_vp_win"]:
        return Outcome((), f"Bernhardt Blaze reached {state.vpt.points} VP and is "
                       "acclaimed Fire Chief.", {0: state.vpt.points})
    return None


def explain(state: SoloState, action: Action) -> str:
    if action.kind == "use_card":
        return ("That card is not on your Warden, was already used this turn (a "
                "Treasure), or would do nothing right now.")
    return mode.base_refusal(state, action)


def after_use(state: SoloState, card: str) -> None:
    if state.equipment_info[card].kind == "forgeware" and card in state.held:
        state.held.remove(card)
        state.equipment.discard(card)
        return
    equipment.after_use(state, card)


def remove_from_forge(state: SoloState, *cards: str) -> None:
    """Discard cards (used, returned or sold): from the Warden or from the Forge."""
    for card in cards:
        if card in state.held:
            state.held.remove(card)
            state.equipment.discard(card)
    equipment.remove_from_forge(state, *(c for c in cards if c in state.forge))


def returnable(state: SoloState, seat: int = 0) -> list[str]:
    """Treasures in the Forge or on the Warden whose home block holds the Warden."""
    cells = {x.cell for x in state.wardens if x.seat == seat}
    on_warden = [c for c in state.held
                 if state.equipment_info[c].kind == "treasure" and state.home_cell(c) in cells]
    return equipment.returnable(state, seat) + on_warden


def treasure_options(state: SoloState, card: str) -> list[tuple[bool, str]]:
    """Returning a Treasure raises its home faction's Influence; no VP for the player."""
    info = state.equipment_info[card]
    block = state.cat.blocks[info.home or ""]
    return [(True, f"Return {info.name} to {block.name}: raise "
             f"{state.cat.factions[block.faction].name} Influence")]


def treasure_returned(state: SoloState, card: str, influence: bool) -> None:
    info = state.equipment_info[card]
    state.quest(state.cat.blocks[info.home or ""].faction, f"returning {info.name}")


SOLO = Mode(
    "solo", setup=setup,
    ops={**BASE_OPS, **EQUIPMENT_OPS, "blaze": SoloState.op_blaze},
    moves=moves_with(BASE_MOVES, upgrade=Move(BrigadeState.gen_upgrade, do_upgrade),
                     ability=Move(SoloState.gen_ability, SoloState.do_ability),
                     discard_crew=Move(SoloState.gen_discard_crew, SoloState.do_discard_crew),
                     use_card=Move(SoloState.gen_use_card, SoloState.do_use_card)),
    choices={**BASE_CHOICES, **EQUIPMENT_CHOICES,
             "blaze": Choice(SoloState.choices_blaze, SoloState.resolve_blaze)},
    turn_steps=turn_steps, add_warden=add_warden, actions_per_turn=actions_per_turn,
    upgrade_tracks=upgrade_tracks, fire=equipment.shielded_fire,
    on_block_destroyed=on_block_destroyed, refill_allowed=refill_allowed,
    on_renown_complete=on_renown_complete, judge=judge, explain=explain,
    player_name=player_name,
    equipment=EquipmentHooks(gain_vp=gain_vp, effect_useful=effect_useful, after_use=after_use,
                             remove_from_forge=remove_from_forge, returnable=returnable,
                             treasure_options=treasure_options,
                             treasure_returned=treasure_returned))
