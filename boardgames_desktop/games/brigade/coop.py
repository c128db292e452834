"""Co-Op mode (1–4 players): the Wardens save Tinderbox together.

Setup: the base town with a Favour token on every block (not the Firehouses), one Warden
per Firehouse in seat order (one player runs 2–4 Wardens, option ``coop_wardens``; two
players run two each; each seat chooses the Warden card of each of its Wardens, as in the
normal game's setup — coop.json ``warden_cards``), one shared Wagon on the first
Firehouse, the shared Co-Op board (Wagon and Forge tracks, Faction Influence tracks), the
Equipment deck with one card face up, the VPT at 0 and the EvacTrak at S (option
``evactrak_start``), a VP target (option ``vp_target``; 0 = by the number of Wardens,
coop.json).  No crew deck, no Special Events.

A round: Event Phase (not in the first round; each card drawn moves the EvacTrak one space
towards F), then every seat in order takes its Action Phase with its Wardens (2 actions
each, in any order between them), followed by the chance to return Tinderbox Treasures
from the blocks its Wardens ended on, then the Insurance Fraud phase.  The team wins when
the VPT reaches the target and loses when the EvacTrak reaches F.

Rulings (coop.json): Renown on a block is the team's (all seats' tokens count together);
each Warden may upgrade once per round; the Miracle Ointment's free actions form a pool
that any Warden acting later in the round may draw on ("Use a Miracle Ointment action"
when its own actions are spent); the Favour Refill fills either every Warden or the Wagon,
wherever they are.  A saved block gets no Loyalty token (the rulebook's Co-Op text): it
keeps its Favour token unless the Influence level gives it to the players, takes Renown
again while the token is there (and can be saved again), and once the token is gone it is
Loyal and takes no more Renown (coop.json ``renown_without_favour``).
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.reuse import reused_make as act
from boardgames_desktop.rules.state import Outcome

from .coop_tracks import CoopRules, coop_rules
from .data import FACTIONS_OF_TOWN, BlockInfo, EventCard
from .equipment import EquipmentMixin
from .events import build_event_decks
from .pieces import Wagon, Warden, new_board
from .state import ACTION
from .team_favour import TeamFavourMixin
from .team_wardens import TeamWardensMixin
from .town import Tile, build_town
from .tracks import EvacTrak, Influence, Vpt, describe_space
from .warden_picks import WardenPicksMixin

#: a Warden's upgrade offers by everything they depend on (see gen_upgrade)
_UPGRADES: dict[tuple[Any, ...], list[Action]] = {}

ABILITY_NAMES = {
    "forge": "Visit the Forge",
    "fire_sale": "Fire Sale",
    "ointment": "Miracle Ointment",
    "refill": "Favour Refill",
    "call_watch": "Call the Watch",
}


class CoopState(TeamWardensMixin, TeamFavourMixin, WardenPicksMixin, EquipmentMixin):
    ACTION_KINDS = ("move", "wagon", "extinguish", "refill", "transfer", "upgrade", "ability",
                    "ointment")
    ability_names = ABILITY_NAMES

    @property
    def co(self) -> CoopRules:
        return coop_rules()

    # ----- setup --------------------------------------------------------------------------
    def warden_seats(self) -> list[int]:
        """The controlling seat of each Warden, in Firehouse order."""
        w = self.co["wardens"]
        if self.players == 1:
            n = int(self.options.get("coop_wardens") or w["solo_default"])
            if not w["solo_low"] <= n <= w["solo_high"]:
                raise ValueError(f"One player runs {w['solo_low']}–{w['solo_high']} Wardens "
                                 f"in Co-Op, not {n}.")
            return [0] * n
        return list(w["seats"][str(self.players)])

    def _int_option(self, key: str) -> int:
        spec = self.rules["options"][key]
        value = int(self.options.get(key) or spec["default"])
        if not spec["low"] <= value <= spec["high"]:
            raise ValueError(f"Option {key} must be {spec['low']}–{spec['high']}, not {value}.")
        return value

    def vp_target(self, wardens: int) -> int:
        """The chosen VP target, or (option 0 / absent) coop.json's target for this many
        Wardens."""
        chosen = self._int_option("vp_target")
        if chosen:
            return chosen
        return int(self.co["vp_target_by_wardens"][str(wardens)])

    def check_options(self) -> None:
        """Co-Op plays the base town without Special Events (rulebook): refuse the rest."""
        if self.options.get("big_buildings") or (self.options.get("expert") or "none") != "none":
            raise ValueError("Co-Op uses the base town: the Big Buildings pack and Expert mode "
                             "are not available in this mode.")
        if self.options.get("special_events"):
            raise ValueError("Co-Op removes the Special Events from the event deck.")

    def setup_mode(self) -> None:
        self.check_options()
        seats = self.warden_seats()
        self.town = build_town(self.cat, self.rng)
        for t in self.town.blocks():
            t.favour = True
        corners = self.cat.town["seat_firehouses"][str(len(seats))]
        cards = sorted(self.cat.wardens)
        self.rng.shuffle(cards)
        side = "advanced" if self.options.get("advanced_wardens") else "basic"
        self.boards.append(new_board({k: self.co["tracks"][k] for k in ("wagon", "forge")}))
        first = self.cat.town["firehouses"][corners[0]]
        self.wagons.append(Wagon(0, None, first, self.co["wagon_start_water"], 0))
        for i, seat in enumerate(seats):
            card = self.cat.wardens[cards[i]]
            cell = self.cat.town["firehouses"][corners[i]]
            self.wardens.append(Warden(i, seat, card.id, side, cell, card.water, card.water,
                                       0, 0))
        # The cards dealt above stand until chosen: with 'choose' each seat picks the card
        # of each of its Wardens in Firehouse order before the starter events.
        self.queue_warden_picks(seats, self.warden_cards_rule() == "choose")
        self.crew_abilities = False
        start = self._int_option("evactrak_start")
        self.evac = EvacTrak(start, start)
        self.vpt = Vpt(0, len(self.cat.vpt) - 1)
        self.target = min(self.vp_target(len(seats)), self.vpt.top)
        self.influence = Influence(len(self.co.levels))
        self.favour = 0
        self.init_equipment()
        starters, self.events = build_event_decks(self.cat, self.rng, False, False,
                                                  self.cat.starter_events)
        self.start_game(starters, 0)

    # ----- Warden cards: 'Set up as normal game' ------------------------------------------
    def warden_cards_rule(self) -> str:
        """'choose' or 'random' for this mode (coop.json warden_cards; a mode not listed
        there keeps the cards dealt from the seed)."""
        return str(self.co["warden_cards"].get(self.mode, "random"))

    def warden_side(self) -> str:
        return "advanced" if self.options.get("advanced_wardens") else "basic"

    # ----- rounds -------------------------------------------------------------------------
    def turn_steps(self, seat: int, first: bool) -> list[dict[str, Any]]:
        steps: list[dict[str, Any]] = [] if first else [{"op": "event"}, {"op": "shields_end"}]
        for s in range(self.players):
            steps += [{"op": "actions", "seat": s}, {"op": "treasure_returns", "seat": s}]
        return steps + [{"op": "insurance_fraud"}, {"op": "end_turn"}]

    def next_seat(self) -> int:
        return 0  # every round starts with the first player

    def actions_per_turn(self, w: Warden) -> int:
        return self.co["actions_per_warden"]

    def crew_slots(self, w: Warden) -> int:
        return 0

    # ----- EvacTrak, VPT and the end ------------------------------------------------------
    def on_event_drawn(self, card: EventCard) -> None:
        moved = self.evac.advance(self.co["event_evac_steps"])
        self.say(f"EvacTrak: {moved} space(s) towards F for the event ({self.evac.position} "
                 "left).")

    def on_block_destroyed(self, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
        moved = self.evac.on_destroyed()
        self.say(f"EvacTrak: {moved} space(s) towards F for destroyed block no. "
                 f"{self.evac.destroyed} ({self.evac.position} left).")

    def judge(self) -> Outcome | None:
        scores = {s: self.vpt.points for s in range(self.players)}
        if self.evac.evacuated:
            return Outcome((), "The EvacTrak reached F: the citizens of Tinderbox flee to "
                           "Flint. The Brigade has failed.", scores, cooperative=True)
        if self.vpt.points >= self.target:
            return Outcome(tuple(range(self.players)), f"The VPT reached {self.vpt.points} "
                           f"(target {self.target}): Tinderbox weathers the firestorm!",
                           scores, cooperative=True)
        return None

    # ----- Renown, Loyalty and the Influence rewards --------------------------------------
    def renown_allowed(self, seat: int, tile: Tile) -> bool:
        """A block takes Renown until it is Loyal: in Co-Op that is when its Favour token
        is gone ('not Loyal (still have a favour token on them)'); coop.json
        ``renown_without_favour`` lets Favour-less blocks be saved again."""
        if tile.loyalty is not None:
            return False
        return tile.favour or bool(self.co["renown_without_favour"])

    def loyal(self, tile: Tile) -> bool:
        """Loyal to the team (the view's "saved" ribbon): a Loyalty token (the campaign),
        or in Co-Op a standing block whose Favour token is gone — unless coop.json
        ``renown_without_favour`` lets such a block take Renown again."""
        if tile.loyalty is not None:
            return True
        return tile.standing and not tile.favour and not self.co["renown_without_favour"]

    def on_renown_complete(self, seat: int, tile: Tile) -> None:
        """The block is saved: no Loyalty token in Co-Op ('Instead of gaining the Loyalty
        of a Block like normal ... you take the Favour Token from it and/or add the value
        of the block to the VPT'); the Renown goes back and the Influence level decides."""
        info = self.block_info(tile)
        tile.renown = {}
        self.say(f"The Brigade saves {self.tile_name(tile.label)}.")
        level = self.co.level(self.influence, info.faction)
        reward = level.reward if level else self.co.university_reward
        if reward == "choice" and tile.favour:
            self.push_effects({"op": "reward_choice", "cell": tile.label, "seat": seat})
        else:
            self.gain_vp(info.value, info.name)
            if reward == "both":
                self.take_favour(tile)
        if level and level.bonus_vp:
            self.gain_vp(level.bonus_vp, f"{self.cat.factions[info.faction].name} Influence "
                         "at its last level")

    def take_favour(self, tile: Tile) -> None:
        if tile.favour:
            tile.favour = False
            self.favour += 1
            self.say(f"The Brigade takes the Favour token of {self.tile_name(tile.label)} "
                     f"({self.favour} Favour).")

    def op_reward_choice(self, cell: str, seat: int) -> None:
        tile = self.town.tiles[cell]
        if not tile.favour or not tile.standing:
            # saved twice in one pour: the first save's choice already took the token
            if tile.standing:
                self.gain_vp(self.block_info(tile).value, self.block_info(tile).name)
            return
        self.ask(seat, "reward", f"{self.log_name(seat)}: {self.tile_name(cell)} is saved — "
                 "take its VP or its Favour token", cell=cell)

    def choices_reward(self, pending: dict[str, Any]) -> list[Action]:
        cell = pending["cell"]
        value = self.block_info(self.town.tiles[cell]).value
        return [act(pending["player"], "reward", f"Add {value} VP to the VPT",
                            target=f"cell:{cell}", take="vp"),
                act(pending["player"], "reward", "Take the Favour token",
                            target=f"cell:{cell}", take="favour")]

    def resolve_reward(self, action: Action, pending: dict[str, Any]) -> None:
        tile = self.town.tiles[pending["cell"]]
        if action["take"] == "vp":
            self.gain_vp(self.block_info(tile).value, self.block_info(tile).name)
        else:
            self.take_favour(tile)

    # ----- refills (water is shared on a block: TeamWardensMixin) -------------------------
    def refill_allowed(self, w: Warden, tile: Tile) -> bool:
        if tile.firehouse is not None:
            return True
        if not tile.standing or tile.burning:
            return False
        if not tile.favour:
            return True
        level = self.co.level(self.influence, self.block_info(tile).faction)
        return bool(level and level.refill_with_favour)

    # ----- upgrades -----------------------------------------------------------------------
    def upgrade_options(self) -> list[tuple[str, str]]:
        out = super().upgrade_options()
        for f in FACTIONS_OF_TOWN:
            level = self.influence.levels[f]
            if level < self.influence.top:
                out.append((f"influence:{f}", f"Raise {self.cat.factions[f].name} Influence "
                            f"to {level + 1}"))
        return out

    def apply_upgrade(self, track: str) -> None:
        if track.startswith("influence:"):
            self.raise_influence(track.split(":", 1)[1], 1)
        else:
            super().apply_upgrade(track)

    def upgrades_left(self, w: Warden) -> int:
        return self.co["upgrades_per_warden_per_round"] - self.turn_flags.get(f"up{w.index}", 0)

    def gen_upgrade(self, w: Warden) -> list[Action]:
        if not self.can_act(w) or self.upgrades_left(w) <= 0:
            return []
        board = self.boards[0]
        key = (type(self), w.seat, w.index, self.named_prefix(w), tuple(board.levels.items()),
               tuple(self.influence.levels.items()), self.influence.top)
        found = _UPGRADES.get(key)
        if found is None:  # the offers depend only on the track levels (and who upgrades)
            if len(_UPGRADES) >= 20_000:
                _UPGRADES.clear()
            found = _UPGRADES[key] = self.named(w, [
                act(w.seat, "upgrade", text, target=f"track:0:{track}", cost=ACTION,
                    warden=w.index, track=track)
                for track, text in self.upgrade_options()])
        return list(found)

    def do_upgrade(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        self.turn_flags[f"up{w.index}"] = self.turn_flags.get(f"up{w.index}", 0) + 1
        self.apply_upgrade(action["track"])

    # ----- Favour abilities ---------------------------------------------------------------
    def ability_cost(self, key: str) -> int:
        return self.co["ability_costs"][key]

    def gen_ability(self, w: Warden) -> list[Action]:
        if not self.can_act(w):
            return []
        out: list[Action] = []
        offer = self.ability_offer(w, out)
        for card in self.forge:
            if self.card_usable(card, w):
                info = self.ecat[card]
                offer("forge", f"use {info.name} ({info.text})", f"equipment:{card}",
                      card=card)
        if self.forge:
            offer("fire_sale", "discard and replace Equipment in the Forge")
        offer("ointment", f"{self.co['ointment_actions']} free actions for the Wardens this "
              "round")
        if any(x.water < x.capacity for x in self.wardens):
            offer("refill", "refill every Warden", what="wardens")
        if any(g.water < self.wagon_capacity(g) for g in self.wagons):
            offer("refill", "refill the Wagon", what="wagon")
        if self.evac.position < self.evac.start:
            offer("call_watch", f"EvacTrak {self.co['call_watch_steps']} spaces back towards S")
        return out  # the offers already name the Warden (ability_offer)

    def do_ability(self, action: Action) -> None:
        w, key = self.pay_for_ability(action)
        if key == "forge":
            self.activate(action["card"], w)
        elif key == "fire_sale":
            self.ask(w.seat, "fire_sale", f"{self.warden_name(w)}'s Fire Sale: choose the "
                     "Equipment cards to replace in the Forge", chosen=[])
        elif key == "ointment":
            self.turn_flags["ointment"] = (self.turn_flags.get("ointment", 0)
                                           + self.co["ointment_actions"])
            self.say(f"Miracle Ointment: {self.turn_flags['ointment']} free action(s) to share "
                     "this round.")
        elif key == "refill":
            keys = ([f"warden:{x.index}" for x in self.wardens] if action["what"] == "wardens"
                    else [f"wagon:{g.index}" for g in self.wagons])
            self.fill(keys)
            self.say("Every Warden is full." if action["what"] == "wardens"
                     else "The Wagon is full.")
        else:
            moved = self.evac.retreat(self.co["call_watch_steps"])
            self.say(f"Call the Watch: EvacTrak {moved} space(s) back ({self.evac.position} "
                     "left).")

    def treasure_influence(self) -> int:
        return self.co["treasure_return_influence"]

    def gen_ointment(self, w: Warden) -> list[Action]:
        pool = self.turn_flags.get("ointment", 0)
        if not self.acting or pool <= 0 or self.budget.get(w.index, 0) > 0:
            return []
        return [act(w.seat, "ointment", f"Use a Miracle Ointment action for "
                            f"{self.warden_name(w)} ({pool} left)", cost="free",
                            warden=w.index)]

    def do_ointment(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.turn_flags["ointment"] -= 1
        self.budget[w.index] = self.budget.get(w.index, 0) + 1
        self.say(f"{self.warden_name(w)} takes a Miracle Ointment action.")

    # ----- for the view -------------------------------------------------------------------
    def coop_board(self) -> dict[str, Any]:
        """The shared Co-Op board as plain data for drawing (the view never edits state)."""
        board = self.boards[0]
        space = self.cat.vpt[min(self.vpt.points, len(self.cat.vpt) - 1)]
        return {
            "tracks": {t: {"values": list(v), "level": board.levels[t]}
                       for t, v in board.tracks.items()},
            "influence": dict(self.influence.levels),
            "influence_top": self.influence.top,
            "favour": self.favour,
            "vp": self.vpt.points, "vp_target": self.target, "vp_top": self.vpt.top,
            "insurance_next": describe_space(self.cat, space),
            "evac": {"position": self.evac.position, "start": self.evac.start,
                     "destroyed": self.evac.destroyed},
            "forge": [{"id": c, "name": self.ecat[c].name, "kind": self.ecat[c].kind,
                       "text": self.ecat[c].text, "vp": self.ecat[c].vp,
                       "home": self.home_cell(c) if self.ecat[c].home else None,
                       "used": self.treasure_used(c)} for c in self.forge],
            "deck": len(self.equipment), "discards": len(self.equipment.discards),
            "ointment": self.turn_flags.get("ointment", 0),
            "shields": {k: (list(v) if isinstance(v, list) else v)
                        for k, v in self.shields.items()},
        }

    # ----- messages -----------------------------------------------------------------------
    def why_illegal(self, action: Action) -> str:
        if action.kind == "recruit" and self.result is None:
            return "There is no crew deck in Co-Op."
        return super().why_illegal(action)

    def explain(self, action: Action) -> str:
        reasons = {
            "ability": "You need 1 action and enough Favour tokens, and the ability must have "
                       "something to do (a usable card, a Warden or Wagon to fill, the "
                       "EvacTrak away from S).",
            "ointment": "There are no Miracle Ointment actions left, or this Warden still has "
                        "its own actions.",
            "upgrade": "Each Warden may upgrade once per round, and the track must not be at "
                       "its top.",
        }
        return reasons.get(action.kind) or super().explain(action)

    @property
    def phase(self) -> str:
        base = super().phase
        if self.result is not None:
            return base
        return (f"{base} · VP {self.vpt.points}/{self.target} · EvacTrak {self.evac.position}"
                f" · Favour {self.favour}")
