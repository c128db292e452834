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
from boardgames_desktop.rules.state import GameState, Outcome

from . import equipment, mode, team_wardens, warden_picks
from .coop_tracks import CoopRules, coop_rules
from .data import FACTIONS_OF_TOWN, BlockInfo, EventCard
from .equipment import EQUIPMENT_CHOICES, EQUIPMENT_OPS, EquipmentHooks, EquipmentMixin
from .events import build_event_decks
from .mode import Choice, Mode, Move
from .pieces import Wagon, Warden, new_board
from .state import ACTION, BASE_CHOICES, BASE_MOVES, BASE_OPS, moves_with
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


class CoopPart(TeamWardensMixin, TeamFavourMixin, WardenPicksMixin, EquipmentMixin):
    """Co-Op's data helpers (the campaign's too); the rules are the hooks below."""

    target: int  # the VP the team needs

    @property
    def coop_rulings(self) -> CoopRules:
        return coop_rules()

    # ----- setup --------------------------------------------------------------------------
    def warden_seats(self) -> list[int]:
        """The controlling seat of each Warden, in Firehouse order."""
        w = self.coop_rulings["wardens"]
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
        return int(self.coop_rulings["vp_target_by_wardens"][str(wardens)])

    def check_options(self) -> None:
        """Co-Op plays the base town without Special Events (rulebook): refuse the rest."""
        if self.options.get("big_buildings") or (self.options.get("expert") or "none") != "none":
            raise ValueError("Co-Op uses the base town: the Big Buildings pack and Expert mode "
                             "are not available in this mode.")
        if self.options.get("special_events"):
            raise ValueError("Co-Op removes the Special Events from the event deck.")

    # ----- Warden cards: 'Set up as normal game' ------------------------------------------
    def warden_cards_rule(self) -> str:
        """'choose' or 'random' for this mode (coop.json warden_cards; a mode not listed
        there keeps the cards dealt from the seed)."""
        return str(self.coop_rulings["warden_cards"].get(self.mode, "random"))

    # ----- Renown, Loyalty and the Influence rewards --------------------------------------
    def loyal(self, tile: Tile) -> bool:
        """Loyal to the team (the view's "saved" ribbon): a Loyalty token (the campaign),
        or in Co-Op a standing block whose Favour token is gone — unless coop.json
        ``renown_without_favour`` lets such a block take Renown again."""
        if tile.loyalty is not None:
            return True
        return tile.standing and not tile.favour and not self.coop_rulings["renown_without_favour"]

    def take_favour(self, tile: Tile) -> None:
        if tile.favour:
            tile.favour = False
            self.favour += 1
            self.say(f"The Brigade takes the Favour token of {self.tile_name(tile.label)} "
                     f"({self.favour} Favour).")
            self.hooks.on_favour_taken(self, tile)

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

    # ----- Favour abilities ---------------------------------------------------------------
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
        info = self.equipment_info
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
            "forge": [{"id": c, "name": info[c].name, "kind": info[c].kind,
                       "text": info[c].text, "vp": info[c].vp,
                       "home": self.home_cell(c) if info[c].home else None,
                       "used": self.treasure_used(c)} for c in self.forge],
            "deck": len(self.equipment), "discards": len(self.equipment.discards),
            "ointment": self.turn_flags.get("ointment", 0),
            "shields": {k: (list(v) if isinstance(v, list) else v)
                        for k, v in self.shields.items()},
        }



def setup(state: CoopPart) -> None:
    state.check_options()
    seats = state.warden_seats()
    state.town = build_town(state.cat, state.rng)
    for t in state.town.blocks():
        t.favour = True
    corners = state.cat.town["seat_firehouses"][str(len(seats))]
    cards = sorted(state.cat.wardens)
    state.rng.shuffle(cards)
    side = "advanced" if state.options.get("advanced_wardens") else "basic"
    state.boards.append(new_board({k: state.coop_rulings["tracks"][k] for k in ("wagon", "forge")}))
    first = state.cat.town["firehouses"][corners[0]]
    state.wagons.append(Wagon(0, None, first, state.coop_rulings["wagon_start_water"], 0))
    for i, seat in enumerate(seats):
        card = state.cat.wardens[cards[i]]
        cell = state.cat.town["firehouses"][corners[i]]
        state.wardens.append(Warden(i, seat, card.id, side, cell, card.water, card.water,
                                   0, 0))
    # The cards dealt above stand until chosen: with 'choose' each seat picks the card
    # of each of its Wardens in Firehouse order before the starter events.
    state.queue_warden_picks(seats, state.warden_cards_rule() == "choose")
    state.crew_abilities = False
    start = state._int_option("evactrak_start")
    state.evac = EvacTrak(start, start)
    state.vpt = Vpt(0, len(state.cat.vpt) - 1)
    state.target = min(state.vp_target(len(seats)), state.vpt.top)
    state.influence = Influence(len(state.coop_rulings.levels))
    state.favour = 0
    state.init_equipment()
    starters, state.events = build_event_decks(state.cat, state.rng, False, False,
                                              state.cat.starter_events)
    state.start_game(starters, 0)


def warden_side(state: CoopPart) -> str:
    return "advanced" if state.options.get("advanced_wardens") else "basic"


def turn_steps(state: CoopPart, seat: int, first: bool) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = [] if first else [{"op": "event"}, {"op": "shields_end"}]
    for s in range(state.players):
        steps += [{"op": "actions", "seat": s}, {"op": "treasure_returns", "seat": s}]
    return steps + [{"op": "insurance_fraud"}, {"op": "end_turn"}]


def next_seat(state: CoopPart) -> int:
    return 0  # every round starts with the first player


def actions_per_turn(state: CoopPart, w: Warden) -> int:
    return state.coop_rulings["actions_per_warden"]


def crew_slots(state: CoopPart, w: Warden) -> int:
    return 0


def on_event_drawn(state: CoopPart, card: EventCard) -> None:
    moved = state.evac.advance(state.coop_rulings["event_evac_steps"])
    state.say(f"EvacTrak: {moved} space(s) towards F for the event ({state.evac.position} "
             "left).")


def on_block_destroyed(state: CoopPart, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
    moved = state.evac.on_destroyed()
    state.say(f"EvacTrak: {moved} space(s) towards F for destroyed block no. "
             f"{state.evac.destroyed} ({state.evac.position} left).")


def judge(state: CoopPart) -> Outcome | None:
    if not (state.evac.evacuated or state.vpt.points >= state.target):
        return None  # the usual answer, asked after every step
    scores = {s: state.vpt.points for s in range(state.players)}
    if state.evac.evacuated:
        return Outcome((), "The EvacTrak reached F: the citizens of Tinderbox flee to "
                       "Flint. The Brigade has failed.", scores, cooperative=True)
    if state.vpt.points >= state.target:
        return Outcome(tuple(range(state.players)), f"The VPT reached {state.vpt.points} "
                       f"(target {state.target}): Tinderbox weathers the firestorm!",
                       scores, cooperative=True)
    return None


def renown_allowed(state: CoopPart, seat: int, tile: Tile) -> bool:
    """A block takes Renown until it is Loyal: in Co-Op that is when its Favour token
    is gone ('not Loyal (still have a favour token on them)'); coop.json
    ``renown_without_favour`` lets Favour-less blocks be saved again."""
    if tile.loyalty is not None:
        return False
    return tile.favour or bool(state.coop_rulings["renown_without_favour"])


def on_renown_complete(state: CoopPart, seat: int, tile: Tile) -> None:
    """The block is saved: no Loyalty token in Co-Op ('Instead of gaining the Loyalty
    of a Block like normal ... you take the Favour Token from it and/or add the value
    of the block to the VPT'); the Renown goes back and the Influence level decides."""
    info = state.block_info(tile)
    tile.renown = {}
    state.say(f"The Brigade saves {state.tile_name(tile.label)}.")
    level = state.coop_rulings.level(state.influence, info.faction)
    reward = level.reward if level else state.coop_rulings.university_reward
    if reward == "choice" and tile.favour:
        state.push_effects({"op": "reward_choice", "cell": tile.label, "seat": seat})
    else:
        state.gain_vp(info.value, info.name)
        if reward == "both":
            state.take_favour(tile)
    if level and level.bonus_vp:
        state.gain_vp(level.bonus_vp, f"{state.cat.factions[info.faction].name} Influence "
                     "at its last level")


def refill_allowed(state: CoopPart, w: Warden, tile: Tile) -> bool:
    if tile.firehouse is not None:
        return True
    if not tile.standing or tile.burning:
        return False
    if not tile.favour:
        return True
    level = state.coop_rulings.level(state.influence, state.block_info(tile).faction)
    return bool(level and level.refill_with_favour)


def upgrade_options(state: CoopPart) -> list[tuple[str, str]]:
    out = equipment.upgrade_options(state)
    for f in FACTIONS_OF_TOWN:
        level = state.influence.levels[f]
        if level < state.influence.top:
            out.append((f"influence:{f}", f"Raise {state.cat.factions[f].name} Influence "
                        f"to {level + 1}"))
    return out


def apply_upgrade(state: CoopPart, track: str) -> None:
    if track.startswith("influence:"):
        state.raise_influence(track.split(":", 1)[1], 1)
    else:
        equipment.apply_upgrade(state, track)


def upgrades_left(state: CoopPart, w: Warden) -> int:
    used = state.turn_flags.get(f"up{w.index}", 0)
    return state.coop_rulings["upgrades_per_warden_per_round"] - used


def gen_upgrade(state: CoopPart, w: Warden) -> list[Action]:
    if not state.can_act(w) or state.upgrades_left(w) <= 0:
        return []
    board = state.boards[0]
    key = (type(state), w.seat, w.index, state.named_prefix(w), tuple(board.levels.items()),
           tuple(state.influence.levels.items()), state.influence.top)
    found = _UPGRADES.get(key)
    if found is None:  # the offers depend only on the track levels (and who upgrades)
        if len(_UPGRADES) >= 20_000:
            _UPGRADES.clear()
        found = _UPGRADES[key] = state.named(w, [
            act(w.seat, "upgrade", text, target=f"track:0:{track}", cost=ACTION,
                warden=w.index, track=track)
            for track, text in state.upgrade_options()])
    return list(found)


def do_upgrade(state: CoopPart, action: Action) -> None:
    w = state.wardens[action["warden"]]
    state.spend(w)
    state.turn_flags[f"up{w.index}"] = state.turn_flags.get(f"up{w.index}", 0) + 1
    state.apply_upgrade(action["track"])


def ability_cost(state: CoopPart, key: str) -> int:
    return state.coop_rulings["ability_costs"][key]


def gen_ability(state: CoopPart, w: Warden) -> list[Action]:
    if not state.can_act(w):
        return []
    out: list[Action] = []
    offer = state.ability_offer(w, out)
    if state.favour >= state.ability_cost("forge"):  # else ``offer`` drops every card
        for card in state.forge:
            if state.card_usable(card, w):
                info = state.equipment_info[card]
                offer("forge", f"use {info.name} ({info.text})", f"equipment:{card}",
                      card=card)
    if state.forge:
        offer("fire_sale", "discard and replace Equipment in the Forge")
    offer("ointment", f"{state.coop_rulings['ointment_actions']} free actions for the Wardens this "
          "round")
    if any(x.water < x.capacity for x in state.wardens):
        offer("refill", "refill every Warden", what="wardens")
    if any(g.water < state.wagon_capacity(g) for g in state.wagons):
        offer("refill", "refill the Wagon", what="wagon")
    if state.evac.position < state.evac.start:
        steps = state.coop_rulings["call_watch_steps"]
        offer("call_watch", f"EvacTrak {steps} spaces back towards S")
    return out  # the offers already name the Warden (ability_offer)


def do_ability(state: CoopPart, action: Action) -> None:
    w, key = state.pay_for_ability(action)
    if key == "forge":
        state.activate(action["card"], w)
    elif key == "fire_sale":
        state.ask(w.seat, "fire_sale", f"{state.warden_name(w)}'s Fire Sale: choose the "
                 "Equipment cards to replace in the Forge", chosen=[])
    elif key == "ointment":
        state.turn_flags["ointment"] = (state.turn_flags.get("ointment", 0)
                                       + state.coop_rulings["ointment_actions"])
        state.say(f"Miracle Ointment: {state.turn_flags['ointment']} free action(s) to share "
                 "this round.")
    elif key == "refill":
        keys = ([f"warden:{x.index}" for x in state.wardens] if action["what"] == "wardens"
                else [f"wagon:{g.index}" for g in state.wagons])
        state.fill(keys)
        state.say("Every Warden is full." if action["what"] == "wardens"
                 else "The Wagon is full.")
    else:
        moved = state.evac.retreat(state.coop_rulings["call_watch_steps"])
        state.say(f"Call the Watch: EvacTrak {moved} space(s) back ({state.evac.position} "
                 "left).")


def treasure_influence(state: CoopPart) -> int:
    return state.coop_rulings["treasure_return_influence"]


def why_illegal(state: CoopPart, action: Action) -> str:
    if action.kind == "recruit" and state.result is None:
        return "There is no crew deck in Co-Op."
    return mode.why_illegal(state, action)


def explain(state: CoopPart, action: Action) -> str:
    reasons = {
        "ability": "You need 1 action and enough Favour tokens, and the ability must have "
                   "something to do (a usable card, a Warden or Wagon to fill, the "
                   "EvacTrak away from S).",
        "ointment": "There are no Miracle Ointment actions left, or this Warden still has "
                    "its own actions.",
        "upgrade": "Each Warden may upgrade once per round, and the track must not be at "
                   "its top.",
    }
    return reasons.get(action.kind) or mode.base_refusal(state, action)


def phase(state: CoopPart) -> str:
    """The status line with the team's VP, EvacTrak and Favour."""
    base = mode.phase(state)
    if state.result is not None:
        return base
    return (f"{base} · VP {state.vpt.points}/{state.target} · EvacTrak {state.evac.position}"
            f" · Favour {state.favour}")


class CoopState(CoopPart, GameState):
    """A Co-Op game: the base game with the hooks of ``COOP``."""

    def mode_hooks(self) -> Mode:
        return COOP


#: the moves of Co-Op's action phase (no crew deck; Favour abilities and Ointment actions)
COOP_MOVES = moves_with(BASE_MOVES, drop=("recruit",),
                        upgrade=Move(gen_upgrade, do_upgrade),
                        ability=Move(gen_ability, do_ability),
                        ointment=Move(CoopPart.gen_ointment, CoopPart.do_ointment))
COOP_EQUIPMENT = EquipmentHooks(upgrade_options=upgrade_options, apply_upgrade=apply_upgrade,
                                treasure_influence=treasure_influence)
COOP = Mode(
    "coop", setup=setup,
    ops={**BASE_OPS, **EQUIPMENT_OPS, "pick_warden": warden_picks.pick_warden,
         "reward_choice": CoopPart.op_reward_choice},
    moves=COOP_MOVES,
    choices={**BASE_CHOICES, **EQUIPMENT_CHOICES,
             "reward": Choice(CoopPart.choices_reward, CoopPart.resolve_reward)},
    warden_side=warden_side, add_warden=warden_picks.assign_warden,
    taken_warden_cards=warden_picks.chosen_warden_cards, turn_steps=turn_steps,
    next_seat=next_seat, actions_per_turn=actions_per_turn, crew_slots=crew_slots,
    upgrades_left=upgrades_left, fire=equipment.shielded_fire, on_event_drawn=on_event_drawn,
    on_block_destroyed=on_block_destroyed, water_sources=team_wardens.shared_water,
    refill_targets=team_wardens.water_here, refill_allowed=refill_allowed,
    place_renown=team_wardens.team_renown, renown_allowed=renown_allowed,
    on_renown_complete=on_renown_complete, named_prefix=team_wardens.warden_prefix,
    judge=judge, why_illegal=why_illegal, explain=explain,
    player_name=warden_picks.picked_player_name, phase=phase,
    ability_names=ABILITY_NAMES, ability_cost=ability_cost, equipment=COOP_EQUIPMENT)
