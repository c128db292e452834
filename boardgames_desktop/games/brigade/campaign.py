"""Rise of the Phoenix: one chapter of the campaign as a game — mode ``campaign``.

Options: ``chapter`` (1–4), ``boon`` / ``blight`` (the id carried from the previous chapter,
see campaign.json; each names the chapter it applies to), ``deck`` (the order of the 16
Forgewares for this chapter, given by ``campaign_progress.CampaignProgress``; without it the
chapter shuffles them from its seed) and the Co-Op options (``coop_wardens`` for one player).

A chapter plays by the Co-Op rules (coop.py) with these changes (its set-up is Co-Op's, so
every chapter starts with each seat choosing the Warden cards of its Wardens — coop.json
``warden_cards.campaign`` 'choose' — before the starter events and a boon's choice): no VPT
and no Insurance Fraud; the Equipment deck holds the 16 Firehouse Forgewares only and is
never reshuffled during a chapter (when it runs out the Forge is exhausted); gaining a
block's Loyalty always gives its Favour token (ruling: with no VPT the Influence VP choice
has no meaning).

* Chapter 1 — the faction icon of the event card revealed at the start of the round (round
  1: the last starter event) marks the faction of the round; each Loyalty (Favour token
  removed) of that faction counts, 7 win; EvacTrak from 7, one space towards F for every
  round without such a Loyalty (and for destroyed blocks, not for event cards).
* Chapter 2 — 8 of the Favour tokens hide a Phoenix Egg; found eggs go to the team; a Warden
  delivers one for 1 action to each Firehouse and two to the University.  Failure when too
  few eggs are left (lost under burnt blocks) or the University can no longer take one.
* Chapter 3 — the Scroll lies first in the Forge; buying it costs 1 action + its price in
  Favour (5, +1 every round); until then no Warden or Wagon enters the University.  Win:
  Scroll bought and the Favour tokens of 3 University blocks taken; fail: 2 University blocks
  destroyed.  EvacTrak from 10.
* Chapter 4 — the Phoenix (campaign_phoenix.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.registry import ModeInfo, OptionInfo
from boardgames_desktop.rules.reuse import reused_make as act
from boardgames_desktop.rules.state import GameState, Outcome

from . import coop, equipment, event_phase_record, mode
from .campaign_phoenix import PHOENIX_CHOICES, PHOENIX_MOVE, PHOENIX_OPS, PhoenixMixin
from .campaign_rules import CHAPTERS, campaign_rules, chapter_rules
from .campaign_texts import evactrak_hint
from .coop import COOP, COOP_EQUIPMENT, COOP_MOVES, CoopPart
from .data import BlockInfo, EventCard
from .equipment import EquipmentMixin
from .event_phase_record import EventPhaseRecordMixin
from .mode import Choice, Mode, Move
from .pieces import Warden
from .state import ACTION, BrigadeState, moves_with
from .town import Tile, display_label
from .tracks import EvacTrak


def parse_chapter_options(options: dict[str, Any]) -> tuple[int, str | None, str | None]:
    """(chapter, boon, blight) from the options, checked with messages a player reads."""
    raw = options.get("chapter", 1)
    try:
        chapter = int(raw)
    except (TypeError, ValueError):
        raise ValueError(f"Option 'chapter' must be 1–4, not {raw!r}.") from None
    if chapter not in CHAPTERS:
        raise ValueError(f"Option 'chapter' must be 1–4, not {chapter}.")
    rules = campaign_rules()
    boon = None if options.get("boon") in (None, "", "none") else options["boon"]
    blight = None if options.get("blight") in (None, "", "none") else options["blight"]
    for value, table, name in ((boon, rules["boons"], "boon"),
                               (blight, rules["blights"], "blight")):
        if value is None:
            continue
        if value not in table:
            raise ValueError(f"Unknown {name} '{value}' (known: {', '.join(table)}).")
        if table[value]["chapter"] != chapter:
            raise ValueError(f"The {name} '{value}' belongs to chapter "
                             f"{table[value]['chapter']}, not chapter {chapter}.")
    return chapter, boon, blight


class CampaignState(EventPhaseRecordMixin, PhoenixMixin, CoopPart, GameState):
    """One chapter: Co-Op's parts with the hooks of the chapter's table (``CHAPTER_TABLES``)."""

    boon: str | None
    blight: str | None
    forge_exhausted: bool
    # chapter 1
    indicated: str | None  # the faction of the round's tip-off
    indicated_gained: bool
    loyalties: int
    # chapter 2
    egg_cells: list[str]
    eggs_found: int
    eggs_held: int
    eggs_lost: int
    peeked: dict[str, bool]  # boon 'interrogate': egg or not under a peeked token
    firehouse_eggs: list[str]
    university_eggs: int
    # chapter 3
    scroll_price: int
    scroll_bought: bool
    university_favours: int

    def mode_hooks(self) -> Mode:
        return CHAPTER_TABLES[parse_chapter_options(self.options)[0]].mode

    # ----- setup --------------------------------------------------------------------------
    @property
    def chapter_data(self) -> dict[str, Any]:
        """This chapter's table of rules (resources/brigade/campaign.json)."""
        return chapter_rules(self.chapter)

    # ----- boons --------------------------------------------------------------------------
    def op_peek(self, left: int) -> None:
        if left > 0 and self.peek_options():
            self.ask(0, "peek", f"Interrogate: peek at a Favour token ({left} left)",
                     left=left)

    def peek_options(self) -> list[str]:
        return [t.label for t in self.town.blocks() if t.favour and t.label not in self.peeked]

    def choices_peek(self, pending: dict[str, Any]) -> list[Action]:
        return [act(pending["player"], "peek", f"Peek under the Favour token of "
                            f"{self.tile_name(c)}", target=f"cell:{c}", cell=c)
                for c in self.peek_options()]

    def resolve_peek(self, action: Action, pending: dict[str, Any]) -> None:
        cell = action["cell"]
        self.rng.note_reveal()
        self.peeked[cell] = cell in self.egg_cells
        self.say(f"Under the Favour token of {self.tile_name(cell)}: "
                 + ("a Phoenix Egg!" if self.peeked[cell] else "no egg."))
        self.push_effects({"op": "peek", "left": pending["left"] - 1})

    def op_boon_upgrade(self, left: int) -> None:
        if left > 0 and self.upgrade_options():
            self.ask(0, "boon_upgrade", f"Efficient: choose a free Upgrade ({left} left)",
                     left=left)

    def choices_boon_upgrade(self, pending: dict[str, Any]) -> list[Action]:
        return [act(pending["player"], "boon_upgrade", text, target=f"track:0:{track}",
                            track=track) for track, text in self.upgrade_options()]

    def resolve_boon_upgrade(self, action: Action, pending: dict[str, Any]) -> None:
        self.apply_upgrade(action["track"])
        self.push_effects({"op": "boon_upgrade", "left": pending["left"] - 1})

    # ----- Equipment: Forgewares only, no reshuffle during a chapter ---------------------
    def sellable(self) -> list[str]:
        return [c for c in self.forge if self.equipment_info[c].kind != "scroll"]

    # ----- chapter 2: delivering eggs -----------------------------------------------------
    def delivery_here(self, w: Warden) -> str | None:
        tile = self.town.tiles[w.cell]
        if tile.firehouse is not None and w.cell not in self.firehouse_eggs:
            return "firehouse"
        if (tile.standing and self.block_info(tile).faction == "university"
                and self.university_eggs < self.chapter_data["university_deliveries"]):
            return "university"
        return None

    def gen_deliver(self, w: Warden) -> list[Action]:
        if not self.can_act(w) or self.eggs_held <= 0:
            return []
        where = self.delivery_here(w)
        if where is None:
            return []
        return self.named(w, [act(w.seat, "deliver", f"Deliver a Phoenix Egg to "
                                          f"{self.tile_name(w.cell)}", target=f"cell:{w.cell}",
                                          cost=ACTION, warden=w.index)])

    def do_deliver(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        where = self.delivery_here(w)
        self.spend(w)
        self.eggs_held -= 1
        if where == "firehouse":
            self.firehouse_eggs.append(w.cell)
        else:
            self.university_eggs += 1
        self.say(f"{self.warden_name(w)} delivers a Phoenix Egg to {self.tile_name(w.cell)} "
                 f"({self.deliveries()}/{self.deliveries_needed()}).")

    def deliveries(self) -> int:
        return len(self.firehouse_eggs) + self.university_eggs

    def deliveries_needed(self) -> int:
        data = self.chapter_data
        return (len(self.cat.town["firehouses"]) * data["firehouse_deliveries"]
                + data["university_deliveries"])

    # ----- chapter 3: the Scroll and the locked University --------------------------------
    def university_cells(self) -> frozenset[str]:
        town = self.cat.town
        made = _UNIVERSITY_CELLS
        if made[0] is not town:  # once per catalogue (asked after every step)
            made[:] = [town, frozenset(town["university"])]
        return made[1]

    def gen_scroll(self, w: Warden) -> list[Action]:
        scroll = self.chapter_data.get("scroll")
        if scroll not in self.forge or not self.can_act(w) or self.favour < self.scroll_price:
            return []
        return self.named(w, [act(w.seat, "scroll", "Buy the Scroll of Dispel "
                                          "Magically Sealed Lock", target=f"equipment:{scroll}",
                                          cost=f"1 action + {self.scroll_price} Favour",
                                          warden=w.index)])

    def do_scroll(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        self.favour -= self.scroll_price
        self.scroll_bought = True
        self.forge.remove(self.chapter_data["scroll"])
        self.say(f"The Scroll is bought for {self.scroll_price} Favour: the seal breaks and "
                 "the University is open!")
        self.fill_forge()

    def university_destroyed(self) -> int:
        return sum(1 for c in self.university_cells() if self.town.tiles[c].destroyed)

    # ----- success and failure ------------------------------------------------------------
    def success_reward(self) -> str | None:
        """The boon or blight this chapter's result carries into the next (None after 4)."""
        if self.result is None:
            return None
        key = "success" if self.result.winners else "failure"
        return self.chapter_data.get(key)

    # ----- messages -----------------------------------------------------------------------
    @property
    def uses_evactrak(self) -> bool:
        """Chapter 4 has no EvacTrak ("the Phoenix is the time limit")."""
        return "evactrak_start" in self.chapter_data

    def evactrak_hint(self) -> str:
        """What moves the EvacTrak in this chapter besides destroyed blocks, from the
        chapter's rules data (the side panel's EvacTrak line)."""
        return evactrak_hint(self.chapter)

    def goal(self) -> str:
        """How the chapter is won and lost, in one sentence or two (campaign.json)."""
        return str(self.chapter_data["goal"])

    def carried_lines(self) -> list[str]:
        """The boon / blight this chapter started with, as a player reads it."""
        rules = campaign_rules()
        out = []
        for key, table in (("boon", "boons"), ("blight", "blights")):
            value = getattr(self, key)
            if value is not None:
                entry = rules[table][value]
                out.append(f"{key.title()}: {entry['title']} — {entry['text']}")
        return out

    def objective(self) -> str:
        """The chapter's objective with its progress, e.g. 'Eggs 3/6'."""
        return CHAPTER_TABLES[self.chapter].objective(self)


# ----- set-up (every chapter) ----------------------------------------------------------------
def setup(state: CampaignState) -> None:
    state.chapter, state.boon, state.blight = parse_chapter_options(state.options)
    state.forge_exhausted = False
    coop.setup(state)


def forgeware_deck(state: CampaignState) -> list[str]:
    """The 16 Forgewares in the order of option ``deck``, else shuffled from the seed."""
    forgewares = sorted(c.id for c in state.equipment_info.values() if c.kind == "forgeware")
    given = state.options.get("deck")
    if given:
        if sorted(given) != forgewares:
            raise ValueError("Option 'deck' must list the 16 Forgewares exactly once.")
        return list(given)
    ids = list(forgewares)
    state.rng.shuffle(ids)
    return ids


def lay_out_forge(state: CampaignState, ids: list[str], forge: list[str]) -> None:
    """The Equipment deck (never reshuffled in a chapter) and the face-up Forge."""
    state.forge = forge
    state.equipment = Deck(state.rng, ids, name="Equipment deck")
    state.shields = {"firebreak": [], "still_air": False, "skip_insurance": False,
                     "skip_event": False}
    state.fill_forge()


def init_equipment(state: CampaignState) -> None:
    """Forgewares only (chapters 1, 2 and 4)."""
    lay_out_forge(state, forgeware_deck(state), [])


def init_equipment_with_scroll(state: CampaignState) -> None:
    """Chapter 3: the Scroll lies first in the Forge (blight ``missed_one``: shuffled in)."""
    ids = forgeware_deck(state)
    scroll = chapter_rules(3)["scroll"]
    if state.blight == "missed_one":
        ids.append(scroll)
        state.rng.shuffle(ids)
        lay_out_forge(state, ids, [])
    else:
        lay_out_forge(state, ids, [scroll])


def prepare_start(state: CampaignState, starter_ids: list[str]) -> list[str]:
    """Before the starter events: the chapter's EvacTrak, title, boon and blight, its own
    pieces (``Chapter.start``) and the boon's steps."""
    rules = campaign_rules()
    start = state.chapter_data.get("evactrak_start", state.evac.start)
    if state.blight == "time_is_precious":
        start = rules["blights"]["time_is_precious"]["evactrak_start"]
    state.evac = EvacTrak(start, start)
    state.start_event_record()  # the starters of round 1; one card a round after that
    state.say(f"Rise of the Phoenix, chapter {state.chapter}: {state.chapter_data['title']}.")
    for line in state.carried_lines():
        state.say(line)
    # chapter 1
    state.indicated = None
    state.indicated_gained = False
    state.loyalties = 0
    # chapter 2
    state.egg_cells = []
    state.eggs_found = 0
    state.eggs_held = 0
    state.eggs_lost = 0
    state.peeked = {}
    state.firehouse_eggs = []
    state.university_eggs = 0
    # chapter 3
    state.scroll_price = chapter_rules(3)["scroll_price_start"]
    state.scroll_bought = False
    state.university_favours = 0
    CHAPTER_TABLES[state.chapter].start(state)
    if state.blight == "in_trouble":
        extra = rules["blights"]["in_trouble"]["starter_events"] - len(starter_ids)
        spare = [c for c in state.events.cards if state.cat.events[c].starter][:max(0, extra)]
        for c in spare:
            state.events.remove(c)
        starter_ids = list(starter_ids) + spare
    if state.boon == "interrogate":
        state.steps.append({"op": "peek", "left": rules["boons"]["interrogate"]["peek"]})
    if state.boon == "efficient":
        state.steps.append({"op": "boon_upgrade",
                            "left": rules["boons"]["efficient"]["upgrades"]})
    return starter_ids


def nothing_more(state: CampaignState) -> None:
    """A chapter without pieces of its own at set-up, or without a round-end step."""


# ----- rounds (every chapter) ----------------------------------------------------------------
def turn_steps(state: CampaignState, seat: int, first: bool) -> list[dict[str, Any]]:
    """Co-Op's round without Insurance Fraud and Treasure returns, then the round's end."""
    steps = [s for s in coop.turn_steps(state, seat, first)
             if s["op"] not in ("insurance_fraud", "treasure_returns", "end_turn")]
    return steps + [{"op": "round_end"}, {"op": "end_turn"}]


def on_event_drawn(state: CampaignState, card: EventCard) -> None:
    if state.chapter_data["event_moves_evactrak"]:
        coop.on_event_drawn(state, card)


def on_renown_complete(state: CampaignState, seat: int, tile: Tile) -> None:
    """Gaining Loyalty always takes the block's Favour token (campaign ruling)."""
    tile.loyalty = seat
    tile.renown = {}
    state.say(f"The Brigade gains the Loyalty of {state.tile_name(tile.label)}.")
    state.take_favour(tile)


def gain_vp(state: CampaignState, n: int, why: str) -> None:
    state.say(f"{why}: the VPT is not used in the campaign.")


def fill_forge(state: CampaignState) -> None:
    while len(state.forge) < state.forge_size() and not state.equipment.is_empty:
        card = state.equipment.draw()
        state.forge.append(card)
        state.say(f"{state.equipment_info[card].name} is revealed in the Forge.")
    # "if you use all 16 cards during a scenario the Forge is exhausted": the deck is
    # empty and no Forgeware is left face up (the deck is not reshuffled).
    left = [c for c in state.forge if state.equipment_info[c].kind == "forgeware"]
    if state.equipment.is_empty and not left and not state.forge_exhausted:
        state.forge_exhausted = True
        state.say("All 16 Forgewares are used: the Forge is exhausted for this chapter.")


def remove_from_forge(state: CampaignState, *cards: str) -> None:
    for card in cards:
        state.forge.remove(card)
        state.equipment.discard(card)
    state.fill_forge()


def effect_useful(state: CampaignState, card: str, w: Warden) -> bool:
    if state.equipment_info[card].effect["type"] in ("vp", "skip_insurance"):
        return False  # no VPT, no Insurance Fraud in the campaign
    return equipment.effect_useful(state, card, w)


def effect_choices(state: CampaignState, card: str,
                   w: Warden) -> list[tuple[Any, str, str | None]] | None:
    options = equipment.effect_choices(state, card, w)
    if options is not None and state.equipment_info[card].effect["type"] == "teleport":
        locked = state.forbidden_cells(w)
        options = [o for o in options if o[0] not in locked]
    return options


def has_effect_choice(state: CampaignState, card: str, w: Warden) -> bool:
    """``effect_choices`` has an option: the teleport's options already leave out the
    forbidden cells in the Co-Op list, so the filter above never empties it further."""
    return equipment.has_effect_choice(state, card, w)


def gen_ability(state: CampaignState, w: Warden) -> list[Action]:
    """Co-Op's Favour abilities; no Fire Sale with only the Scroll in the Forge."""
    return [a for a in coop.gen_ability(state, w)
            if not (a.get("ability") == "fire_sale" and not state.sellable())]


def choices_fire_sale(state: CampaignState, pending: dict[str, Any]) -> list[Action]:
    scroll = [c for c in state.forge if state.equipment_info[c].kind == "scroll"]
    return [a for a in EquipmentMixin.choices_fire_sale(state, pending)
            if a.get("card") is None or a.get("card") not in scroll]


def resolve_fire_sale(state: CampaignState, action: Action, pending: dict[str, Any]) -> None:
    chosen = list(pending["chosen"])
    if action["card"] is not None:
        chosen.append(action["card"])
        if len(chosen) < len(state.sellable()):
            state.ask_again(pending, chosen=chosen)
            return
    state.say("Fire Sale: " + ", ".join(state.equipment_info[c].name for c in chosen) + " sold.")
    state.remove_from_forge(*chosen)


def refill_allowed(state: CampaignState, w: Warden, tile: Tile) -> bool:
    if tile.firehouse is not None and tile.destroyed:
        return False  # the Phoenix destroyed it (chapter 4)
    return coop.refill_allowed(state, w, tile)


def phase(state: CampaignState) -> str:
    base = mode.phase(state)
    if state.result is not None:
        return base
    return f"Chapter {state.chapter}: {base} · {state.objective()} · Favour {state.favour}"


def explain(state: CampaignState, action: Action) -> str:
    reasons = {
        "deliver": "Deliver a Phoenix Egg on a Firehouse still waiting for one, or on a "
                   "University block while the University waits, with an egg in hand.",
        "scroll": "The Scroll costs 1 action plus its price in Favour.",
        "phoenix": "Only a Warden on the Phoenix's block with water can pour on it.",
    }
    w = state.warden_of(action)
    if (action.kind in ("move", "wagon") and w is not None
            and action.get("to") in state.forbidden_cells(w)):
        return "The University is sealed until the Scroll is bought."
    return reasons.get(action.kind) or coop.explain(state, action)


def chapter_end(state: CampaignState, win: str | None = None,
                fail: str | None = None) -> Outcome | None:
    """The chapter's success (``win``) or failure (``fail``) as an Outcome; the EvacTrak
    reaching F fails chapters 1–3 first."""
    n = state.chapter
    if state.evac.evacuated:
        fail = "the EvacTrak reached F and Tinderbox is evacuated."
    if fail is not None:
        return Outcome((), f"Chapter {n} failed: {fail}", cooperative=True)
    if win is not None:
        return Outcome(tuple(range(state.players)), f"Chapter {n} success: {win}",
                       cooperative=True)
    return None


# ----- chapter 1: the tip-off ------------------------------------------------------------
def reveal_tip_off(state: CampaignState, card: str, starter: bool) -> None:
    """Op ``reveal``: the event card's faction icon marks the faction of the round."""
    event_phase_record.recorded_reveal(state, card, starter)
    state.indicated = state.cat.events[card].faction
    state.say(f"The tip-off points to the {state.cat.factions[state.indicated].name}.")


def missed_tip_off(state: CampaignState) -> None:
    """Op ``round_end``: a round without a Loyalty of the faction moves the EvacTrak."""
    if not state.indicated_gained and state.indicated is not None:
        moved = state.evac.advance(state.chapter_data["missed_round_steps"])
        state.say(f"No {state.cat.factions[state.indicated].name} Loyalty this round: "
                  f"EvacTrak {moved} space(s) towards F ({state.evac.position} left).")
    state.indicated_gained = False


def flush_hideout(state: CampaignState, tile: Tile) -> None:
    if state.block_info(tile).faction == state.indicated:
        state.loyalties += 1
        state.indicated_gained = True
        state.say(f"A cultist hideout is flushed out ({state.loyalties}/"
                  f"{state.chapter_data['loyalty_needed']}).")


def judge_hideouts(state: CampaignState) -> Outcome | None:
    won = state.loyalties >= state.chapter_data["loyalty_needed"]
    return chapter_end(state, win=f"{state.loyalties} cultist hideouts flushed out."
                       if won else None)


def hideouts_objective(state: CampaignState) -> str:
    faction = state.cat.factions[state.indicated].name if state.indicated else "?"
    return (f"Tip-off: {faction} · Hideouts {state.loyalties}/"
            f"{state.chapter_data['loyalty_needed']} · EvacTrak {state.evac.position}")


# ----- chapter 2: the Phoenix Eggs ---------------------------------------------------------
def hide_eggs(state: CampaignState) -> None:
    """Chapter 2's set-up: the eggs go under Favour tokens, by the seed."""
    cells = sorted(t.label for t in state.town.blocks() if t.favour)
    state.egg_cells = sorted(state.rng.sample(cells, state.chapter_data["eggs"]))


def lose_eggs(state: CampaignState, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
    coop.on_block_destroyed(state, tile, info, had_favour)
    if had_favour and tile.label in state.egg_cells:
        state.eggs_lost += 1
        state.say(f"A Phoenix Egg is lost in the ruins ({state.eggs_lost} lost).")


#: [the catalogue's town table, its University cells]: CampaignState.university_cells
_UNIVERSITY_CELLS: list[Any] = [None, frozenset()]


def find_egg(state: CampaignState, tile: Tile) -> None:
    if tile.label in state.egg_cells:
        state.rng.note_reveal()
        state.eggs_found += 1
        state.eggs_held += 1
        state.say(f"A Phoenix Egg was under it! ({state.eggs_found} found)")


def judge_eggs(state: CampaignState) -> Outcome | None:
    if state.evac.evacuated:
        return chapter_end(state)
    if state.deliveries() >= state.deliveries_needed():
        return chapter_end(state, win="every Phoenix Egg is safe.")
    data = state.chapter_data  # asked after every step: the table looked up once
    if data["eggs"] - state.eggs_lost < data["eggs_needed"]:
        return chapter_end(state, fail=f"{state.eggs_lost} Phoenix Eggs were lost in the "
                           "fires.")
    if state.university_eggs < data["university_deliveries"]:
        tiles = state.town.tiles
        if not any(tiles[c].standing for c in state.university_cells()):
            return chapter_end(state, fail="the University burnt down before its eggs "
                               "arrived.")
    return None


def eggs_objective(state: CampaignState) -> str:
    return (f"Eggs {state.eggs_found}/{state.chapter_data['eggs_needed']} (holding "
            f"{state.eggs_held}, lost {state.eggs_lost}) · Delivered "
            f"{state.deliveries()}/{state.deliveries_needed()} · EvacTrak "
            f"{state.evac.position}")


# ----- chapter 3: the Scroll and the sealed University -------------------------------------
def raise_scroll_price(state: CampaignState) -> None:
    """Op ``round_end``: the Scroll costs more every round until bought."""
    if not state.scroll_bought:
        state.scroll_price += state.chapter_data["scroll_price_step"]
        state.say(f"The Scroll now costs {state.scroll_price} Favour.")


def count_university_favour(state: CampaignState, tile: Tile) -> None:
    if state.block_info(tile).faction == "university":
        state.university_favours += 1
        state.say(f"University Favour tokens: {state.university_favours}/"
                  f"{state.chapter_data['university_favours']}.")


def sealed_university(state: CampaignState, w: Warden) -> frozenset[str]:
    """No Warden or Wagon enters the University until the Scroll is bought."""
    if not state.scroll_bought:
        return state.university_cells()
    return mode.no_forbidden_cells(state, w)


def judge_university(state: CampaignState) -> Outcome | None:
    if state.evac.evacuated:
        return chapter_end(state)
    if state.university_destroyed() >= state.chapter_data["university_destroyed_fail"]:
        return chapter_end(state, fail=f"{state.university_destroyed()} University blocks "
                           "are destroyed.")
    if state.scroll_bought and state.university_favours >= state.chapter_data["university_favours"]:
        return chapter_end(state, win="the University is stormed and the cult is routed.")
    return None


def university_objective(state: CampaignState) -> str:
    scroll = "bought" if state.scroll_bought else f"{state.scroll_price} Favour"
    return (f"Scroll {scroll} · University Favour {state.university_favours}/"
            f"{state.chapter_data['university_favours']} · University destroyed "
            f"{state.university_destroyed()}/{state.chapter_data['university_destroyed_fail']}"
            f" · EvacTrak {state.evac.position}")


# ----- chapter 4: the Phoenix (campaign_phoenix.py) -----------------------------------------
def raise_the_phoenix(state: CampaignState) -> None:
    """Chapter 4's set-up: the Phoenix on its start block (boon ``skilled``: lower)."""
    phoenix = state.p4["phoenix_start"]
    if state.boon == "skilled":
        phoenix = campaign_rules()["boons"]["skilled"]["phoenix_start"]
    state.init_phoenix(phoenix)


def phoenix_turn_steps(state: CampaignState, seat: int, first: bool) -> list[dict[str, Any]]:
    """The Phoenix's face-down cards first, and its flight before each seat's actions."""
    out: list[dict[str, Any]] = [{"op": "phoenix_draw"}]
    for s in turn_steps(state, seat, first):
        if s["op"] == "actions":
            out.append({"op": "phoenix_move", "seat": s["seat"]})
        out.append(s)
    return out


def phoenix_fireball(state: CampaignState, cell: str) -> None:
    """Op ``fireball``: a fireball on the Phoenix's block raises its track too."""
    state.phoenix_fireball(cell)
    BrigadeState.op_fireball(state, cell)


def phoenix_block_destroyed(state: CampaignState, tile: Tile, info: BlockInfo,
                            had_favour: bool) -> None:
    state.phoenix_block_destroyed(tile)


def gen_ability_without_watch(state: CampaignState, w: Warden) -> list[Action]:
    """No Call the Watch in chapter 4: it has no EvacTrak."""
    return [a for a in gen_ability(state, w) if a.get("ability") != "call_watch"]


def judge_phoenix(state: CampaignState) -> Outcome | None:
    return state.phoenix_judge()


def phoenix_objective(state: CampaignState) -> str:
    around = sum(1 for w in state.wardens if state.near_phoenix(w))
    return (f"Phoenix at {display_label(state.phoenix_cell)}, track {state.phoenix} (0 to "
            f"capture, {state.p4['phoenix_top']} fails) · Wardens on or around it {around}/"
            f"{len(state.wardens)}")


def factory(mode: str, players: int, seed: int, options: dict[str, Any]) -> CampaignState:
    return CampaignState(mode, players, seed, options)


# ----- registration pieces (the lead wires them into register.py) -------------------------
CAMPAIGN_MODES = (
    ModeInfo("campaign", "Rise of the Phoenix (one chapter)", 1, 4,
             "A chapter of the campaign against the cult and its Phoenix, by the Co-Op rules."),
)
CAMPAIGN_CLASSES: dict[str, type[CampaignState]] = {"campaign": CampaignState}
CAMPAIGN_OPTIONS = (
    OptionInfo("chapter", "Chapter", "int", 1, modes=("campaign",), low=1, high=4),
    OptionInfo("boon", "Boon from the previous chapter", "choice", "none",
               choices=("none",) + tuple(campaign_rules()["boons"]), modes=("campaign",)),
    OptionInfo("blight", "Blight from the previous chapter", "choice", "none",
               choices=("none",) + tuple(campaign_rules()["blights"]), modes=("campaign",)),
)


@dataclass(frozen=True)
class Chapter:
    """One chapter as a table: its rules (``mode``, Co-Op's with the chapter's hooks), its
    objective line and its own pieces at set-up."""

    mode: Mode
    objective: Callable[[CampaignState], str]
    start: Callable[[CampaignState], None] = nothing_more


#: what every chapter changes in Co-Op's rules
CAMPAIGN = replace(
    COOP, name="campaign", setup=setup,
    ops={**COOP.ops, "reveal": event_phase_record.recorded_reveal, "round_end": nothing_more,
         "peek": CampaignState.op_peek, "boon_upgrade": CampaignState.op_boon_upgrade},
    moves=moves_with(COOP_MOVES, ability=Move(gen_ability, coop.do_ability)),
    choices={**COOP.choices,
             "fire_sale": Choice(choices_fire_sale, resolve_fire_sale),
             "peek": Choice(CampaignState.choices_peek, CampaignState.resolve_peek),
             "boon_upgrade": Choice(CampaignState.choices_boon_upgrade,
                                    CampaignState.resolve_boon_upgrade)},
    prepare_start=prepare_start, turn_steps=turn_steps, on_event_drawn=on_event_drawn,
    refill_allowed=refill_allowed, on_renown_complete=on_renown_complete, explain=explain,
    phase=phase,
    equipment=replace(COOP_EQUIPMENT, init_equipment=init_equipment, fill_forge=fill_forge,
                      remove_from_forge=remove_from_forge, effect_useful=effect_useful,
                      effect_choices=effect_choices, has_choice=has_effect_choice,
                      gain_vp=gain_vp))

#: the chapters, each Co-Op's rules with the campaign's and its own hooks
CHAPTER_TABLES: dict[int, Chapter] = {
    1: Chapter(replace(CAMPAIGN, name="campaign chapter 1",
                       ops={**CAMPAIGN.ops, "reveal": reveal_tip_off,
                            "round_end": missed_tip_off},
                       on_favour_taken=flush_hideout, judge=judge_hideouts),
               hideouts_objective),
    2: Chapter(replace(CAMPAIGN, name="campaign chapter 2",
                       moves=moves_with(CAMPAIGN.moves, deliver=Move(
                           CampaignState.gen_deliver, CampaignState.do_deliver)),
                       on_block_destroyed=lose_eggs, on_favour_taken=find_egg,
                       judge=judge_eggs),
               eggs_objective, hide_eggs),
    3: Chapter(replace(CAMPAIGN, name="campaign chapter 3",
                       ops={**CAMPAIGN.ops, "round_end": raise_scroll_price},
                       moves=moves_with(CAMPAIGN.moves, scroll=Move(
                           CampaignState.gen_scroll, CampaignState.do_scroll)),
                       forbidden_cells=sealed_university,
                       on_favour_taken=count_university_favour, judge=judge_university,
                       equipment=replace(CAMPAIGN.equipment or COOP_EQUIPMENT,
                                         init_equipment=init_equipment_with_scroll)),
               university_objective),
    4: Chapter(replace(CAMPAIGN, name="campaign chapter 4",
                       ops={**CAMPAIGN.ops, **PHOENIX_OPS, "fireball": phoenix_fireball},
                       moves=moves_with(CAMPAIGN.moves, phoenix=PHOENIX_MOVE, ability=Move(
                           gen_ability_without_watch, coop.do_ability)),
                       choices={**CAMPAIGN.choices, **PHOENIX_CHOICES},
                       turn_steps=phoenix_turn_steps,
                       on_block_destroyed=phoenix_block_destroyed, judge=judge_phoenix),
               phoenix_objective, raise_the_phoenix),
}
