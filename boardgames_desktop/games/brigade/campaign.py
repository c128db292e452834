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

from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.registry import ModeInfo, OptionInfo
from boardgames_desktop.rules.reuse import reused_make as act
from boardgames_desktop.rules.state import Outcome

from .campaign_phoenix import PhoenixMixin
from .campaign_rules import CHAPTERS, campaign_rules, chapter_rules
from .campaign_texts import evactrak_hint
from .coop import CoopState
from .data import BlockInfo, EventCard
from .event_phase_record import EventPhaseRecordMixin
from .pieces import Warden
from .state import ACTION
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


class CampaignState(EventPhaseRecordMixin, PhoenixMixin, CoopState):
    ACTION_KINDS = CoopState.ACTION_KINDS + ("deliver", "scroll", "phoenix")

    # ----- setup --------------------------------------------------------------------------
    def setup_mode(self) -> None:
        self.chapter, self.boon, self.blight = parse_chapter_options(self.options)
        self.forge_exhausted = False
        super().setup_mode()

    @property
    def ch(self) -> dict[str, Any]:
        return chapter_rules(self.chapter)

    def init_equipment(self) -> None:
        forgewares = sorted(c.id for c in self.ecat.values() if c.kind == "forgeware")
        given = self.options.get("deck")
        if given:
            if sorted(given) != forgewares:
                raise ValueError("Option 'deck' must list the 16 Forgewares exactly once.")
            ids = list(given)
        else:
            ids = list(forgewares)
            self.rng.shuffle(ids)
        scroll = chapter_rules(3)["scroll"]
        self.forge: list[str] = []
        if self.chapter == 3 and self.blight == "missed_one":
            ids.append(scroll)
            self.rng.shuffle(ids)
        elif self.chapter == 3:
            self.forge.append(scroll)
        self.equipment: Deck[str] = Deck(self.rng, ids, name="Equipment deck")
        self.shields: dict[str, Any] = {"firebreak": [], "still_air": False,
                                        "skip_insurance": False, "skip_event": False}
        self.fill_forge()

    def start_game(self, starter_ids: list[str], first_seat: int) -> None:
        rules = campaign_rules()
        start = self.ch.get("evactrak_start", self.evac.start)
        if self.blight == "time_is_precious":
            start = rules["blights"]["time_is_precious"]["evactrak_start"]
        self.evac = EvacTrak(start, start)
        self.start_event_record()  # the starters of round 1; one card a round after that
        self.say(f"Rise of the Phoenix, chapter {self.chapter}: {self.ch['title']}.")
        for key, table in (("boon", "boons"), ("blight", "blights")):
            if getattr(self, key) is not None:
                entry = rules[table][getattr(self, key)]
                self.say(f"{key.title()}: {entry['title']} — {entry['text']}")
        # chapter 1
        self.indicated: str | None = None
        self.indicated_gained = False
        self.loyalties = 0
        # chapter 2
        self.egg_cells: list[str] = []
        self.eggs_found = 0
        self.eggs_held = 0
        self.eggs_lost = 0
        self.peeked: dict[str, bool] = {}
        self.firehouse_eggs: list[str] = []
        self.university_eggs = 0
        if self.chapter == 2:
            cells = sorted(t.label for t in self.town.blocks() if t.favour)
            self.egg_cells = sorted(self.rng.sample(cells, self.ch["eggs"]))
        # chapter 3
        self.scroll_price = chapter_rules(3)["scroll_price_start"]
        self.scroll_bought = False
        self.university_favours = 0
        # chapter 4
        if self.chapter == 4:
            phoenix = self.p4["phoenix_start"]
            if self.boon == "skilled":
                phoenix = rules["boons"]["skilled"]["phoenix_start"]
            self.init_phoenix(phoenix)
        if self.blight == "in_trouble":
            extra = rules["blights"]["in_trouble"]["starter_events"] - len(starter_ids)
            spare = [c for c in self.events.cards if self.cat.events[c].starter][:max(0, extra)]
            for c in spare:
                self.events.remove(c)
            starter_ids = list(starter_ids) + spare
        if self.boon == "interrogate":
            self.steps.append({"op": "peek", "left": rules["boons"]["interrogate"]["peek"]})
        if self.boon == "efficient":
            self.steps.append({"op": "boon_upgrade",
                               "left": rules["boons"]["efficient"]["upgrades"]})
        super().start_game(starter_ids, first_seat)

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
    def turn_steps(self, seat: int, first: bool) -> list[dict[str, Any]]:
        steps = [s for s in super().turn_steps(seat, first)
                 if s["op"] not in ("insurance_fraud", "treasure_returns", "end_turn")]
        if self.chapter == 4:
            out: list[dict[str, Any]] = [{"op": "phoenix_draw"}]
            for s in steps:
                if s["op"] == "actions":
                    out.append({"op": "phoenix_move", "seat": s["seat"]})
                out.append(s)
            steps = out
        return steps + [{"op": "round_end"}, {"op": "end_turn"}]

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

    def op_reveal(self, card: str, starter: bool) -> None:
        super().op_reveal(card, starter)
        if self.chapter == 1:
            self.indicated = self.cat.events[card].faction
            self.say(f"The tip-off points to the {self.cat.factions[self.indicated].name}.")

    def on_event_drawn(self, card: EventCard) -> None:
        if self.ch["event_moves_evactrak"]:
            super().on_event_drawn(card)

    def op_fireball(self, cell: str) -> None:
        if self.chapter == 4:
            self.phoenix_fireball(cell)
        super().op_fireball(cell)

    def on_block_destroyed(self, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
        if self.chapter == 4:
            self.phoenix_block_destroyed(tile)
            return
        super().on_block_destroyed(tile, info, had_favour)
        if self.chapter == 2 and had_favour and tile.label in self.egg_cells:
            self.eggs_lost += 1
            self.say(f"A Phoenix Egg is lost in the ruins ({self.eggs_lost} lost).")

    # ----- Loyalty always gives the Favour token -----------------------------------------
    def on_renown_complete(self, seat: int, tile: Tile) -> None:
        tile.loyalty = seat
        tile.renown = {}
        self.say(f"The Brigade gains the Loyalty of {self.tile_name(tile.label)}.")
        self.take_favour(tile)

    def take_favour(self, tile: Tile) -> None:
        if not tile.favour:
            return
        super().take_favour(tile)
        info = self.block_info(tile)
        if self.chapter == 1 and info.faction == self.indicated:
            self.loyalties += 1
            self.indicated_gained = True
            self.say(f"A cultist hideout is flushed out ({self.loyalties}/"
                     f"{self.ch['loyalty_needed']}).")
        if self.chapter == 2 and tile.label in self.egg_cells:
            self.rng.note_reveal()
            self.eggs_found += 1
            self.eggs_held += 1
            self.say(f"A Phoenix Egg was under it! ({self.eggs_found} found)")
        if self.chapter == 3 and info.faction == "university":
            self.university_favours += 1
            self.say(f"University Favour tokens: {self.university_favours}/"
                     f"{self.ch['university_favours']}.")

    def gain_vp(self, n: int, why: str) -> None:
        self.say(f"{why}: the VPT is not used in the campaign.")

    # ----- Equipment: Forgewares only, no reshuffle during a chapter ---------------------
    def fill_forge(self) -> None:
        while len(self.forge) < self.forge_size() and not self.equipment.is_empty:
            card = self.equipment.draw()
            self.forge.append(card)
            self.say(f"{self.ecat[card].name} is revealed in the Forge.")
        # "if you use all 16 cards during a scenario the Forge is exhausted": the deck is
        # empty and no Forgeware is left face up (the deck is not reshuffled).
        left = [c for c in self.forge if self.ecat[c].kind == "forgeware"]
        if self.equipment.is_empty and not left and not self.forge_exhausted:
            self.forge_exhausted = True
            self.say("All 16 Forgewares are used: the Forge is exhausted for this chapter.")

    def remove_from_forge(self, *cards: str) -> None:
        for card in cards:
            self.forge.remove(card)
            self.equipment.discard(card)
        self.fill_forge()

    def effect_useful(self, card: str, w: Warden) -> bool:
        if self.ecat[card].effect["type"] in ("vp", "skip_insurance"):
            return False  # no VPT, no Insurance Fraud in the campaign
        return super().effect_useful(card, w)

    def effect_choices(self, card: str, w: Warden) -> list[tuple[Any, str, str | None]] | None:
        options = super().effect_choices(card, w)
        if options is not None and self.ecat[card].effect["type"] == "teleport":
            locked = self.forbidden_cells(w)
            options = [o for o in options if o[0] not in locked]
        return options

    def sellable(self) -> list[str]:
        return [c for c in self.forge if self.ecat[c].kind != "scroll"]

    def gen_ability(self, w: Warden) -> list[Action]:
        out = super().gen_ability(w)
        return [a for a in out if not (a.get("ability") == "fire_sale" and not self.sellable())
                and not (a.get("ability") == "call_watch" and self.chapter == 4)]

    def choices_fire_sale(self, pending: dict[str, Any]) -> list[Action]:
        scroll = [c for c in self.forge if self.ecat[c].kind == "scroll"]
        return [a for a in super().choices_fire_sale(pending)
                if a.get("card") is None or a.get("card") not in scroll]

    def resolve_fire_sale(self, action: Action, pending: dict[str, Any]) -> None:
        chosen = list(pending["chosen"])
        if action["card"] is not None:
            chosen.append(action["card"])
            if len(chosen) < len(self.sellable()):
                self.pending = dict(pending, chosen=chosen)
                return
        self.say("Fire Sale: " + ", ".join(self.ecat[c].name for c in chosen) + " sold.")
        self.remove_from_forge(*chosen)

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

    def refill_allowed(self, w: Warden, tile: Tile) -> bool:
        if tile.firehouse is not None and tile.destroyed:
            return False  # the Phoenix destroyed it (chapter 4)
        return super().refill_allowed(w, tile)

    # ----- chapter 3: the Scroll and the locked University --------------------------------
    def university_cells(self) -> frozenset[str]:
        return frozenset(self.cat.town["university"])

    def forbidden_cells(self, w: Warden) -> frozenset[str]:
        if self.chapter == 3 and not self.scroll_bought:
            return self.university_cells()
        return super().forbidden_cells(w)

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
    def judge(self) -> Outcome | None:
        if not hasattr(self, "loyalties"):
            return None  # still setting up
        if self.chapter == 4:
            return self.phoenix_judge()
        seats = tuple(range(self.players))
        n = self.chapter

        def fail(why: str) -> Outcome:
            return Outcome((), f"Chapter {n} failed: {why}", cooperative=True)

        def win(why: str) -> Outcome:
            return Outcome(seats, f"Chapter {n} success: {why}", cooperative=True)

        if self.evac.evacuated:
            return fail("the EvacTrak reached F and Tinderbox is evacuated.")
        if n == 1 and self.loyalties >= self.ch["loyalty_needed"]:
            return win(f"{self.loyalties} cultist hideouts flushed out.")
        if n == 2:
            if self.deliveries() >= self.deliveries_needed():
                return win("every Phoenix Egg is safe.")
            if self.ch["eggs"] - self.eggs_lost < self.ch["eggs_needed"]:
                return fail(f"{self.eggs_lost} Phoenix Eggs were lost in the fires.")
            uni_open = any(self.town.tiles[c].standing for c in self.university_cells())
            if self.university_eggs < self.ch["university_deliveries"] and not uni_open:
                return fail("the University burnt down before its eggs arrived.")
        if n == 3:
            if self.university_destroyed() >= self.ch["university_destroyed_fail"]:
                return fail(f"{self.university_destroyed()} University blocks are destroyed.")
            if self.scroll_bought and self.university_favours >= self.ch["university_favours"]:
                return win("the University is stormed and the cult is routed.")
        return None

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

    @property
    def phase(self) -> str:
        base = super(CoopState, self).phase
        if self.result is not None:
            return base
        return f"Chapter {self.chapter}: {base} · {self.objective()} · Favour {self.favour}"

    def explain(self, action: Action) -> str:
        reasons = {
            "deliver": "Deliver a Phoenix Egg on a Firehouse still waiting for one, or on a "
                       "University block while the University waits, with an egg in hand.",
            "scroll": "The Scroll costs 1 action plus its price in Favour.",
            "phoenix": "Only a Warden on the Phoenix's block with water can pour on it.",
        }
        w = self.warden_of(action)
        if (action.kind in ("move", "wagon") and w is not None
                and action.get("to") in self.forbidden_cells(w)):
            return "The University is sealed until the Scroll is bought."
        return reasons.get(action.kind) or super().explain(action)


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
