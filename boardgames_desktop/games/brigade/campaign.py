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

from dataclasses import replace
from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.registry import ModeInfo, OptionInfo
from boardgames_desktop.rules.reuse import reused_make as act
from boardgames_desktop.rules.state import Outcome

from . import coop, equipment, event_phase_record, mode
from .campaign_phoenix import PHOENIX_CHOICES, PHOENIX_MOVES, PHOENIX_OPS, PhoenixMixin
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


class CampaignState(EventPhaseRecordMixin, PhoenixMixin, CoopPart):
    """One chapter: Co-Op's parts with the hooks of the chapter's table (``CHAPTERS``)."""

    def mode_hooks(self) -> Mode:
        return CHAPTER_MODES[parse_chapter_options(self.options)[0]]

    # ----- setup --------------------------------------------------------------------------
    @property
    def ch(self) -> dict[str, Any]:
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

    # ----- rounds -------------------------------------------------------------------------
    def op_round_end(self) -> None:
        if self.chapter == 1:
            if not self.indicated_gained and self.indicated is not None:
                moved = self.evac.advance(self.ch["missed_round_steps"])
                self.say(f"No {self.cat.factions[self.indicated].name} Loyalty this round: "
                         f"EvacTrak {moved} space(s) towards F ({self.evac.position} left).")
            self.indicated_gained = False
        if self.chapter == 3 and not self.scroll_bought:
            self.scroll_price += self.ch["scroll_price_step"]
            self.say(f"The Scroll now costs {self.scroll_price} Favour.")

    # ----- Loyalty always gives the Favour token -----------------------------------------
    # ----- Equipment: Forgewares only, no reshuffle during a chapter ---------------------
    def sellable(self) -> list[str]:
        return [c for c in self.forge if self.ecat[c].kind != "scroll"]

    # ----- chapter 2: delivering eggs -----------------------------------------------------
    def delivery_here(self, w: Warden) -> str | None:
        tile = self.town.tiles[w.cell]
        if tile.firehouse is not None and w.cell not in self.firehouse_eggs:
            return "firehouse"
        if (tile.standing and self.block_info(tile).faction == "university"
                and self.university_eggs < self.ch["university_deliveries"]):
            return "university"
        return None

    def gen_deliver(self, w: Warden) -> list[Action]:
        if self.chapter != 2 or not self.can_act(w) or self.eggs_held <= 0:
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
        return (len(self.cat.town["firehouses"]) * self.ch["firehouse_deliveries"]
                + self.ch["university_deliveries"])

    # ----- chapter 3: the Scroll and the locked University --------------------------------
    def university_cells(self) -> frozenset[str]:
        return frozenset(self.cat.town["university"])

    def gen_scroll(self, w: Warden) -> list[Action]:
        scroll = self.ch.get("scroll")
        if (self.chapter != 3 or scroll not in self.forge or not self.can_act(w)
                or self.favour < self.scroll_price):
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
        self.forge.remove(self.ch["scroll"])
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
        return self.ch.get(key)

    # ----- messages -----------------------------------------------------------------------
    @property
    def uses_evactrak(self) -> bool:
        """Chapter 4 has no EvacTrak ("the Phoenix is the time limit")."""
        return "evactrak_start" in self.ch

    def evactrak_hint(self) -> str:
        """What moves the EvacTrak in this chapter besides destroyed blocks, from the
        chapter's rules data (the side panel's EvacTrak line)."""
        return evactrak_hint(self.chapter)

    def goal(self) -> str:
        """How the chapter is won and lost, in one sentence or two (campaign.json)."""
        return str(self.ch["goal"])

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
        n = self.chapter
        if n == 1:
            faction = self.cat.factions[self.indicated].name if self.indicated else "?"
            return (f"Tip-off: {faction} · Hideouts {self.loyalties}/"
                    f"{self.ch['loyalty_needed']} · EvacTrak {self.evac.position}")
        if n == 2:
            return (f"Eggs {self.eggs_found}/{self.ch['eggs_needed']} (holding "
                    f"{self.eggs_held}, lost {self.eggs_lost}) · Delivered "
                    f"{self.deliveries()}/{self.deliveries_needed()} · EvacTrak "
                    f"{self.evac.position}")
        if n == 3:
            scroll = "bought" if self.scroll_bought else f"{self.scroll_price} Favour"
            return (f"Scroll {scroll} · University Favour {self.university_favours}/"
                    f"{self.ch['university_favours']} · University destroyed "
                    f"{self.university_destroyed()}/{self.ch['university_destroyed_fail']}"
                    f" · EvacTrak {self.evac.position}")
        around = sum(1 for w in self.wardens if self.near_phoenix(w))
        return (f"Phoenix at {display_label(self.phoenix_cell)}, track {self.phoenix} (0 to "
                f"capture, {self.p4['phoenix_top']} fails) · Wardens on or around it {around}/"
                f"{len(self.wardens)}")


def setup(state: CampaignState) -> None:
    state.chapter, state.boon, state.blight = parse_chapter_options(state.options)
    state.forge_exhausted = False
    coop.setup(state)


def init_equipment(state: CampaignState) -> None:
    forgewares = sorted(c.id for c in state.ecat.values() if c.kind == "forgeware")
    given = state.options.get("deck")
    if given:
        if sorted(given) != forgewares:
            raise ValueError("Option 'deck' must list the 16 Forgewares exactly once.")
        ids = list(given)
    else:
        ids = list(forgewares)
        state.rng.shuffle(ids)
    scroll = chapter_rules(3)["scroll"]
    state.forge: list[str] = []
    if state.chapter == 3 and state.blight == "missed_one":
        ids.append(scroll)
        state.rng.shuffle(ids)
    elif state.chapter == 3:
        state.forge.append(scroll)
    state.equipment: Deck[str] = Deck(state.rng, ids, name="Equipment deck")
    state.shields: dict[str, Any] = {"firebreak": [], "still_air": False,
                                    "skip_insurance": False, "skip_event": False}
    state.fill_forge()


def prepare_start(state: CampaignState, starter_ids: list[str]) -> list[str]:
    rules = campaign_rules()
    start = state.ch.get("evactrak_start", state.evac.start)
    if state.blight == "time_is_precious":
        start = rules["blights"]["time_is_precious"]["evactrak_start"]
    state.evac = EvacTrak(start, start)
    state.start_event_record()  # the starters of round 1; one card a round after that
    state.say(f"Rise of the Phoenix, chapter {state.chapter}: {state.ch['title']}.")
    for key, table in (("boon", "boons"), ("blight", "blights")):
        if getattr(state, key) is not None:
            entry = rules[table][getattr(state, key)]
            state.say(f"{key.title()}: {entry['title']} — {entry['text']}")
    # chapter 1
    state.indicated: str | None = None
    state.indicated_gained = False
    state.loyalties = 0
    # chapter 2
    state.egg_cells: list[str] = []
    state.eggs_found = 0
    state.eggs_held = 0
    state.eggs_lost = 0
    state.peeked: dict[str, bool] = {}
    state.firehouse_eggs: list[str] = []
    state.university_eggs = 0
    if state.chapter == 2:
        cells = sorted(t.label for t in state.town.blocks() if t.favour)
        state.egg_cells = sorted(state.rng.sample(cells, state.ch["eggs"]))
    # chapter 3
    state.scroll_price = chapter_rules(3)["scroll_price_start"]
    state.scroll_bought = False
    state.university_favours = 0
    # chapter 4
    if state.chapter == 4:
        phoenix = state.p4["phoenix_start"]
        if state.boon == "skilled":
            phoenix = rules["boons"]["skilled"]["phoenix_start"]
        state.init_phoenix(phoenix)
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


def turn_steps(state: CampaignState, seat: int, first: bool) -> list[dict[str, Any]]:
    steps = [s for s in coop.turn_steps(state, seat, first)
             if s["op"] not in ("insurance_fraud", "treasure_returns", "end_turn")]
    if state.chapter == 4:
        out: list[dict[str, Any]] = [{"op": "phoenix_draw"}]
        for s in steps:
            if s["op"] == "actions":
                out.append({"op": "phoenix_move", "seat": s["seat"]})
            out.append(s)
        steps = out
    return steps + [{"op": "round_end"}, {"op": "end_turn"}]


def reveal(state: CampaignState, card: str, starter: bool) -> None:
    event_phase_record.recorded_reveal(state, card, starter)
    if state.chapter == 1:
        state.indicated = state.cat.events[card].faction
        state.say(f"The tip-off points to the {state.cat.factions[state.indicated].name}.")


def on_event_drawn(state: CampaignState, card: EventCard) -> None:
    if state.ch["event_moves_evactrak"]:
        coop.on_event_drawn(state, card)


def fireball(state: CampaignState, cell: str) -> None:
    if state.chapter == 4:
        state.phoenix_fireball(cell)
    BrigadeState.op_fireball(state, cell)


def on_block_destroyed(state: CampaignState, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
    if state.chapter == 4:
        state.phoenix_block_destroyed(tile)
        return
    coop.on_block_destroyed(state, tile, info, had_favour)
    if state.chapter == 2 and had_favour and tile.label in state.egg_cells:
        state.eggs_lost += 1
        state.say(f"A Phoenix Egg is lost in the ruins ({state.eggs_lost} lost).")


def on_renown_complete(state: CampaignState, seat: int, tile: Tile) -> None:
    tile.loyalty = seat
    tile.renown = {}
    state.say(f"The Brigade gains the Loyalty of {state.tile_name(tile.label)}.")
    state.take_favour(tile)


def on_favour_taken(state: CampaignState, tile: Tile) -> None:
    info = state.block_info(tile)
    if state.chapter == 1 and info.faction == state.indicated:
        state.loyalties += 1
        state.indicated_gained = True
        state.say(f"A cultist hideout is flushed out ({state.loyalties}/"
                 f"{state.ch['loyalty_needed']}).")
    if state.chapter == 2 and tile.label in state.egg_cells:
        state.rng.note_reveal()
        state.eggs_found += 1
        state.eggs_held += 1
        state.say(f"A Phoenix Egg was under it! ({state.eggs_found} found)")
    if state.chapter == 3 and info.faction == "university":
        state.university_favours += 1
        state.say(f"University Favour tokens: {state.university_favours}/"
                 f"{state.ch['university_favours']}.")


def gain_vp(state: CampaignState, n: int, why: str) -> None:
    state.say(f"{why}: the VPT is not used in the campaign.")


def fill_forge(state: CampaignState) -> None:
    while len(state.forge) < state.forge_size() and not state.equipment.is_empty:
        card = state.equipment.draw()
        state.forge.append(card)
        state.say(f"{state.ecat[card].name} is revealed in the Forge.")
    # "if you use all 16 cards during a scenario the Forge is exhausted": the deck is
    # empty and no Forgeware is left face up (the deck is not reshuffled).
    left = [c for c in state.forge if state.ecat[c].kind == "forgeware"]
    if state.equipment.is_empty and not left and not state.forge_exhausted:
        state.forge_exhausted = True
        state.say("All 16 Forgewares are used: the Forge is exhausted for this chapter.")


def remove_from_forge(state: CampaignState, *cards: str) -> None:
    for card in cards:
        state.forge.remove(card)
        state.equipment.discard(card)
    state.fill_forge()


def effect_useful(state: CampaignState, card: str, w: Warden) -> bool:
    if state.ecat[card].effect["type"] in ("vp", "skip_insurance"):
        return False  # no VPT, no Insurance Fraud in the campaign
    return equipment.effect_useful(state, card, w)


def effect_choices(state: CampaignState, card: str,
                   w: Warden) -> list[tuple[Any, str, str | None]] | None:
    options = equipment.effect_choices(state, card, w)
    if options is not None and state.ecat[card].effect["type"] == "teleport":
        locked = state.forbidden_cells(w)
        options = [o for o in options if o[0] not in locked]
    return options


def gen_ability(state: CampaignState, w: Warden) -> list[Action]:
    out = coop.gen_ability(state, w)
    return [a for a in out if not (a.get("ability") == "fire_sale" and not state.sellable())
            and not (a.get("ability") == "call_watch" and state.chapter == 4)]


def choices_fire_sale(state: CampaignState, pending: dict[str, Any]) -> list[Action]:
    scroll = [c for c in state.forge if state.ecat[c].kind == "scroll"]
    return [a for a in EquipmentMixin.choices_fire_sale(state, pending)
            if a.get("card") is None or a.get("card") not in scroll]


def resolve_fire_sale(state: CampaignState, action: Action, pending: dict[str, Any]) -> None:
    chosen = list(pending["chosen"])
    if action["card"] is not None:
        chosen.append(action["card"])
        if len(chosen) < len(state.sellable()):
            state.ask_again(pending, chosen=chosen)
            return
    state.say("Fire Sale: " + ", ".join(state.ecat[c].name for c in chosen) + " sold.")
    state.remove_from_forge(*chosen)


def refill_allowed(state: CampaignState, w: Warden, tile: Tile) -> bool:
    if tile.firehouse is not None and tile.destroyed:
        return False  # the Phoenix destroyed it (chapter 4)
    return coop.refill_allowed(state, w, tile)


def forbidden_cells(state: CampaignState, w: Warden) -> frozenset[str]:
    if state.chapter == 3 and not state.scroll_bought:
        return state.university_cells()
    return mode.no_forbidden_cells(state, w)


def judge(state: CampaignState) -> Outcome | None:
    if not hasattr(state, "loyalties"):
        return None  # still setting up
    if state.chapter == 4:
        return state.phoenix_judge()
    seats = tuple(range(state.players))
    n = state.chapter

    def fail(why: str) -> Outcome:
        return Outcome((), f"Chapter {n} failed: {why}", cooperative=True)

    def win(why: str) -> Outcome:
        return Outcome(seats, f"Chapter {n} success: {why}", cooperative=True)

    if state.evac.evacuated:
        return fail("the EvacTrak reached F and Tinderbox is evacuated.")
    if n == 1 and state.loyalties >= state.ch["loyalty_needed"]:
        return win(f"{state.loyalties} cultist hideouts flushed out.")
    if n == 2:
        if state.deliveries() >= state.deliveries_needed():
            return win("every Phoenix Egg is safe.")
        if state.ch["eggs"] - state.eggs_lost < state.ch["eggs_needed"]:
            return fail(f"{state.eggs_lost} Phoenix Eggs were lost in the fires.")
        uni_open = any(state.town.tiles[c].standing for c in state.university_cells())
        if state.university_eggs < state.ch["university_deliveries"] and not uni_open:
            return fail("the University burnt down before its eggs arrived.")
    if n == 3:
        if state.university_destroyed() >= state.ch["university_destroyed_fail"]:
            return fail(f"{state.university_destroyed()} University blocks are destroyed.")
        if state.scroll_bought and state.university_favours >= state.ch["university_favours"]:
            return win("the University is stormed and the cult is routed.")
    return None


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


#: a chapter by the Co-Op rules, with the campaign's changes (one table; chapters below)
CAMPAIGN = replace(
    COOP, name="campaign", setup=setup,
    ops={**COOP.ops, "reveal": reveal, "fireball": fireball,
         "round_end": CampaignState.op_round_end, "peek": CampaignState.op_peek,
         "boon_upgrade": CampaignState.op_boon_upgrade,
         **PHOENIX_OPS},
    moves=moves_with(COOP_MOVES, ability=Move(gen_ability, coop.do_ability),
                     deliver=Move(CampaignState.gen_deliver, CampaignState.do_deliver),
                     scroll=Move(CampaignState.gen_scroll, CampaignState.do_scroll),
                     **PHOENIX_MOVES),
    choices={**COOP.choices,
             "fire_sale": Choice(choices_fire_sale, resolve_fire_sale),
             "peek": Choice(CampaignState.choices_peek, CampaignState.resolve_peek),
             "boon_upgrade": Choice(CampaignState.choices_boon_upgrade,
                                    CampaignState.resolve_boon_upgrade),
             **PHOENIX_CHOICES},
    prepare_start=prepare_start, turn_steps=turn_steps, on_event_drawn=on_event_drawn,
    on_block_destroyed=on_block_destroyed, forbidden_cells=forbidden_cells,
    refill_allowed=refill_allowed, on_renown_complete=on_renown_complete,
    on_favour_taken=on_favour_taken, judge=judge, explain=explain, phase=phase,
    equipment=replace(COOP_EQUIPMENT, init_equipment=init_equipment, fill_forge=fill_forge,
                      remove_from_forge=remove_from_forge, effect_useful=effect_useful,
                      effect_choices=effect_choices, gain_vp=gain_vp))
CHAPTER_MODES: dict[int, Mode] = {n: CAMPAIGN for n in CHAPTERS}
