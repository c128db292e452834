"""The Action phase: Parties, Gear swaps, Special Locations, Aides, end of the phase."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.flow import Decision
from boardgames_desktop.rules.reuse import reused as made

from .board import new_party
from .common import HIRE_NAMES, LOCATIONS, plural
from .data import EXPERTS, HIRELINGS

if TYPE_CHECKING:
    from .state_shape import EmberheartShape as _Base
else:
    _Base = object


class ActionPhaseMixin(_Base):
    # ------------------------------------------------------------------ action phase
    def aides_left(self) -> list[str]:
        return [a for a, holder in self.aides.items() if holder is None]

    def _action_step(self) -> bool:
        """Pass the turn on when due; returns False when the current player must act."""
        if self.end_turn:
            if self._finish_window():
                return True
            self.end_turn = False
            nxt = (self.turn + 1) % self.players
            if not self.aides_left() and nxt == self.first:
                self._end_action_phase()
                return True
            self.turn = nxt
            return True
        board = self.boards[self.turn]
        if board.crests == 0 and not self.aides_left():
            self.say(f"{self.player_name(self.turn)} has no Crest left and skips the turn.")
            self.end_turn = True
            return True
        return False

    def _end_action_phase(self) -> None:
        self.say("The last Aide is taken: the Action phase ends.")
        self.stage = "reward"
        self.progress = {"loc": 0, "queue": None}

    def can_place(self, p: int) -> bool:
        return self.boards[p].crests > 0

    def _turn_actions(self, p: int) -> list[Action]:
        acts: list[Action] = []
        board = self.boards[p]
        if self.can_place(p):
            acts += self._party_actions(p, allow_companion=not board.companion_used)
            acts.append(made(p, "warehouse", (), self._warehouse_text(p), "special:warehouse",
                             "1 Crest"))
            firestation = self.content.board["firestation"]
            grunts = min(firestation["grunts"], self.supply["grunt"])
            acts.append(made(p, "firestation", (("double", False),),
                             f"Firestation: +{grunts} Grunts, +{firestation['flame']} Flame",
                             "special:firestation", "1 Crest"))
            if board.crests >= 2 and self.hero_active(p, "fire_marshall"):
                grunts = min(2 * firestation["grunts"], self.supply["grunt"])
                acts.append(made(p, "firestation", (("double", True),),
                                 f"Fire Marshall: 2 Crests on the Firestation, +{grunts} "
                                 "Grunts, +1 Flame", "special:firestation", "2 Crests"))
        left = self.aides_left()
        last = len(left) == 1
        for aide in left:
            action = _AIDE_ACTIONS.get((p, aide, last))
            if action is None:
                name = self.content.board["aide_names"][aide]
                action = _AIDE_ACTIONS[p, aide, last] = made(
                    p, "aide", (("aide", aide),), f"Take the {name} Aide"
                    + (" (the last one: the Action phase ends after this round of turns)"
                       if last else ""), f"aide:{aide}")
            acts.append(action)
        acts += self._swap_actions(p)
        acts += self._attach_actions(p)
        return acts

    def _swap_actions(self, p: int) -> list[Action]:
        board = self.boards[p]
        if board.gear < 1:
            return []
        hire = board.hire
        supply = self.supply
        # the swaps depend only on which Hirelings (HIRELINGS) are in hand and in the supply
        key = (p, hire["grunt"] > 0, hire["scout"] > 0, hire["ranger"] > 0,
               hire["warden"] > 0, supply["grunt"] > 0, supply["scout"] > 0,
               supply["ranger"] > 0, supply["warden"] > 0)
        known = _SWAP_LISTS.get(key)
        if known is None:
            # the usual upgrade (a Grunt to an Expert) first, the rare way back (an Expert to
            # a Grunt) last, otherwise in the order of HIRELINGS
            first: list[Action] = []
            middle: list[Action] = []
            last: list[Action] = []
            for src in HIRELINGS:
                if hire[src] < 1:
                    continue
                for dst in HIRELINGS:
                    if dst != src and supply[dst] > 0:
                        group = first if src == "grunt" else last if dst == "grunt" else middle
                        group.append(_swap_action(p, src, dst))
            known = _SWAP_LISTS[key] = tuple(first + middle + last)
        return list(known)

    def _party_actions(self, p: int, allow_companion: bool, kind: str = "party") -> list[Action]:
        """Every Party the player may send: per Location, free space, with or without the
        Companion, Party size (Strength) and split between Grunts and the Expert.

        The choices at one Location depend only on the player, the free spaces there, the
        Grunts and Experts in hand and what the Companion would bring (``_companion_note``),
        so each Location's choices are kept in ``_PARTY_LISTS`` under exactly those values,
        space by space, and reused (actions are immutable): a listing joins the free spaces'
        choices."""
        board = self.boards[p]
        acts: list[Action] = []
        reduction = self.track_level(p, "strength", "strength_reduction")
        effects = (self.track_level(p, "senses", "senses_gear"),
                   self.track_level(p, "speed", "speed_flame")) if allow_companion else (0, 0)
        hire = board.hire
        # a Party holds at most 5 Hirelings (space 5): more in hand list the same choices
        grunts = min(hire["grunt"], 5)
        # what _companion_note reads: the Senses Gear the supply can give, the Speed drop
        gear_shown = min(effects[0], self.supply["gear"])
        flame_shown = min(effects[1], board.flame)
        if not allow_companion:
            reduction = 0  # the Strength effect only changes Parties with the Companion
        lists = _PARTY_LISTS
        if len(lists) > _PARTY_MEMO_LIMIT:
            lists.clear()
        spaces = self.spaces
        for loc, expert, where in _location_table(self):
            slots = spaces[loc]
            # "first" (no other Party there) matters only to the Speed note
            first = bool(flame_shown) and not any(s and s["player"] >= 0 for s in slots)
            key = (p, kind, loc, grunts, min(hire[expert], 5), allow_companion, reduction,
                   gear_shown, flame_shown if first else 0)
            by_space = lists.get(key)
            if by_space is None:
                by_space = lists[key] = self._party_actions_at(
                    p, kind, loc, expert, where, first, allow_companion, reduction, effects,
                    gear_shown, key[8])
            for slot, choices in zip(slots, by_space):
                if slot is None:
                    acts += choices
        return acts

    def _party_actions_at(self, p: int, kind: str, loc: str, expert: str, where: str,
                          first: bool, allow_companion: bool, reduction: int,
                          effects: tuple[int, int], gear_shown: int, flame_shown: int
                          ) -> tuple[tuple[Action, ...], ...]:
        """The Party choices at one Location, per space 1 to 5 whether it is free or not
        (see ``_party_actions``): the rows of ``_party_rows`` sliced by the Hirelings in
        hand (``EXPERT_SLICES``: a Party holds at most 5, more in hand choose the same)."""
        hire = self.boards[p].hire
        grunts = min(hire["grunt"], 5)
        experts = min(hire[expert], 5)
        key = (p, kind, loc, allow_companion, reduction, gear_shown, flame_shown)
        spaces = _PARTY_SPACES.get(key)
        if spaces is None:
            if len(_PARTY_SPACES) > _PARTY_MEMO_LIMIT:
                _PARTY_SPACES.clear()
            spaces = _PARTY_SPACES[key] = self._party_rows(
                p, kind, loc, expert, where, first, allow_companion, reduction, effects,
                gear_shown, flame_shown)
        slices = EXPERT_SLICES
        by_space: list[tuple[Action, ...]] = []
        for rows in spaces:
            acts: list[Action] = []
            for size, row in rows:
                acts += row[slices[size][grunts][experts]]
            by_space.append(tuple(acts))
        return tuple(by_space)

    def _party_rows(self, p: int, kind: str, loc: str, expert: str, where: str, first: bool,
                    allow_companion: bool, reduction: int, effects: tuple[int, int],
                    gear_shown: int, flame_shown: int
                    ) -> tuple[tuple[tuple[int, tuple[Action, ...]], ...], ...]:
        """Per space 1 to 5, the (Party size, row) pairs of its choices in listing order.

        For one space, Companion choice and Party size, the choices differ only in how many
        Experts go (the rest Grunts): that row is made once for every Expert count and kept
        in ``_PARTY_ROWS`` under what its texts show (``gear_shown``/``flame_shown``: the
        Senses Gear and the Speed drop the Companion note names, 0 for none); the Hirelings
        in hand pick a slice of it (``expert_counts``)."""
        comps = (False, True) if allow_companion else (False,)
        senses = self.content.board["senses_space"]
        rows = _PARTY_ROWS
        if len(rows) > _PARTY_MEMO_LIMIT:
            rows.clear()
        spaces = []
        for n in range(1, 6):
            pairs = []
            for comp in comps:
                for size in party_sizes(n, comp, reduction):
                    key = (p, kind, loc, n, size, comp, gear_shown if comp and n == senses else 0,
                           flame_shown if comp else 0)
                    row = rows.get(key)
                    if row is None:
                        tail = (self._companion_note(p, n, n - size, effects, first) if comp
                                else "") + f" → {where} {n}"
                        row = rows[key] = tuple(
                            Action(p, kind, (("companion", comp), ("expert", e),
                                             ("grunt", size - e), ("loc", loc), ("space", n)),
                                   party_stack_text(size - e, expert, e, comp) + tail,
                                   f"space:{loc}:{n}")
                            for e in range(size + 1))
                    pairs.append((size, row))
            spaces.append(tuple(pairs))
        return tuple(spaces)

    def _companion_note(self, p: int, n: int, covered: int, effects: tuple[int, int],
                        first: bool) -> str:
        """' (counts as 1; Senses +2 Gear)': what the Companion would bring on that space.

        Party texts read '2 Grunts + Companion (counts as 1) → Tavern 3': what differs
        between the choices after a click on a space comes first (still read when a narrow
        list cuts the line), the space last (the game log needs it)."""
        board = self.boards[p]
        notes = []
        if covered:
            notes.append(f"counts as {covered}")  # Strength
        gear, down = effects  # the Senses and Speed placement effects unlocked
        if gear and n == self.content.board["senses_space"] and self.supply["gear"]:
            notes.append(f"Senses +{min(gear, self.supply['gear'])} Gear")
        if down and board.flame and first:  # first: no other Party at the Location
            notes.append(f"Speed: Flame −{min(down, board.flame)}")
        if not notes:  # it would go out for the round and bring nothing here
            notes.append("no effect here")
        return f" ({'; '.join(notes)})"

    def _why_party_illegal(self, action: Action) -> str:
        p = action.player
        board = self.boards[p]
        loc, n = action.get("loc"), action.get("space")
        if loc not in LOCATIONS or n not in (1, 2, 3, 4, 5):
            return "Choose one of the numbered spaces of a Common Location."
        if board.crests < 1:
            return "You have no Crest left."
        if self.spaces[loc][n - 1] is not None:
            return f"Space {n} of the {self.loc_name(loc)} is already taken."
        if action.get("companion") and board.companion_used:
            return "Your Dragon Companion has already gone out this round."
        size = (action.get("grunt") or 0) + (action.get("expert") or 0)
        if size != n and not action.get("companion"):
            return f"Space {n} needs a Party of exactly {n} Hirelings."
        red = self.track_level(p, "strength", "strength_reduction")
        if size != n and size != max(0, n - red):
            return (f"Space {n} needs exactly {n} Hirelings; your Companion's Strength "
                    f"replaces exactly {red} of them (or none)." if red else
                    f"Space {n} needs exactly {n} Hirelings; your Companion has no Strength "
                    "effect yet.")
        return (f"You do not have those Hirelings ({self.loc_name(loc)} takes Grunts and "
                f"{HIRE_NAMES[self.expert_of(loc)]}s only).")

    def _do_turn(self, action: Action) -> None:
        p = action.player
        if action.kind == "swap":
            self._do_swap(p, action)
            return
        if action.kind == "attach":
            self._attach(p, action["dragon"], action["host"], action["gear"])
            return
        board = self.boards[p]
        self.turn_ref = dict(board.hire, gear=board.gear)
        if action.kind == "party":
            self._place_party(p, action)
        elif action.kind == "warehouse":
            self._use_warehouse(p)
        elif action.kind == "firestation":
            self._use_firestation(p, action["double"])
        elif action.kind == "aide":
            self._take_aide(p, action["aide"])
        self.end_turn = True

    def _finish_window(self) -> bool:
        """Swaps stay possible for the rest of the turn ("only during your turn").

        Swapping after the action differs from swapping before it only with what the action
        brought in, so the turn stays open only when it gained Gear or Hirelings."""
        ref, self.turn_ref = self.turn_ref, None
        if ref is None:
            return False
        p = self.turn
        board = self.boards[p]
        gained = board.gear > ref["gear"] or any(board.hire[hireling] > ref[hireling]
                                                 for hireling in HIRELINGS)
        if gained and self._swap_actions(p):
            self.flow.ask(p, "finish")
            return True
        return False

    def _offer_finish(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [made(p, "pass", (), "End your turn")] + self._swap_actions(p)

    def _do_finish(self, decision: Decision, action: Action) -> None:
        if action.kind == "swap":
            self._do_swap(decision.seat, action)
            if self._swap_actions(decision.seat):
                self.flow.ask(decision.seat, "finish")

    def _do_swap(self, p: int, action: Action) -> None:
        self._lose(p, "gear", 1)
        self._lose(p, action["src"], 1)
        self._gain(p, action["dst"], 1)

    def _place_party(self, p: int, action: Action) -> None:
        board = self.boards[p]
        loc, n, comp = action["loc"], action["space"], action["companion"]
        expert = self.expert_of(loc)
        others = any(s and s["player"] >= 0 for s in self.spaces[loc])
        board.hire["grunt"] -= action["grunt"]
        board.hire[expert] -= action["expert"]
        board.crests -= 1
        party = new_party(p, companion=comp)
        party["grunt"] = action["grunt"]
        party[expert] = action["expert"]
        self.spaces[loc][n - 1] = party  # the action's text tells the log where it went
        if comp:
            board.companion_used = True
            # "you MAY use and combine the top unlocked placement effect of each track"
            gear = (self.track_level(p, "senses", "senses_gear")
                    if n == self.content.board["senses_space"] and self.supply["gear"] else 0)
            down = self.track_level(p, "speed", "speed_flame") if not others else 0
            if board.flame == 0:
                down = 0
            if gear or down:
                self.flow.ask(p, "companion", gear=gear, flame=down, loc=loc)
        if loc == "tavern" and self.hero_active(p, "tavernkeeper"):
            self._gain(p, "gear", 1)
            self.say("Tavernkeeper: +1 Gear.")
        if loc == "camp" and self.hero_active(p, "infiltrator"):
            self._gain(p, "grunt", 1)
            self.say("Infiltrator: +1 Grunt.")
        if loc == "preserve" and self.hero_active(p, "caretaker"):
            self._gain(p, "grunt", 1)
            self.say("Caretaker: +1 Grunt.")
        if n >= 4:
            for key, kind in (("master_scout", "scout"), ("master_ranger", "ranger")):
                if self.hero_active(p, key):
                    self.flow.ask(p, "master", hero=key, expert=kind)

    def _offer_companion(self, decision: Decision) -> list[Action]:
        p, gear, down = decision.seat, decision["gear"], decision["flame"]
        acts = []
        shown = min(gear, self.supply["gear"])  # what the supply can still give
        for senses in ((True, False) if gear else (False,)):
            for speed in ((True, False) if down else (False,)):
                parts = ([f"+{shown} Gear (Senses)"] if senses else []) + (
                    [f"Flame −{down} (Speed)"] if speed else [])
                text = ("Companion: " + " and ".join(parts) if parts
                        else "Companion: no placement effect")
                acts.append(Action.make(p, "companion", text, senses=senses, speed=speed))
        return acts

    def _do_companion(self, decision: Decision, action: Action) -> None:
        p = decision.seat
        if action["senses"]:
            self._gain(p, "gear", decision["gear"])
        if action["speed"]:
            self._flame_down(p, decision["flame"], "Companion's Speed")

    def _warehouse_gear(self, p: int) -> int:
        gear = self.content.board["warehouse"]["gear"]
        if self.warehouse and self.hero_active(p, "merchant"):
            gear += 2
        return min(gear, self.supply["gear"])

    def _warehouse_text(self, p: int) -> str:
        gear = self._warehouse_gear(p)
        return f"Warehouse: +{gear} Gear" if gear else "Warehouse: no Gear left in the supply"

    def _use_warehouse(self, p: int) -> None:
        board = self.boards[p]
        crowded = len(self.warehouse) > 0
        board.crests -= 1
        self.warehouse.append(p)
        gear = self.content.board["warehouse"]["gear"]
        if crowded and self.hero_active(p, "merchant"):
            gear += 2
        got = self._gain(p, "gear", gear)
        if crowded and self.hero_active(p, "merchant"):
            self.say(f"Merchant: {got} Gear in all.")
        if self.hero_active(p, "overseer"):
            self._gain(p, "grunt", 1)
            self.say("Overseer: +1 Grunt.")

    def _use_firestation(self, p: int, double: bool) -> None:
        board = self.boards[p]
        firestation = self.content.board["firestation"]
        crowded = len(self.firestation) > 0
        count = 2 if double else 1
        board.crests -= count
        self.firestation.extend([p] * count)
        got = self._gain(p, "grunt", firestation["grunts"] * count)
        if crowded and self.hero_active(p, "squire"):
            self._gain(p, "grunt", 1)
            self.say("Squire: +1 Grunt and no Flame.")
        else:
            self._flame_up(p, firestation["flame"], "Firestation")
        if self.hero_active(p, "outfitter") and got > 0:
            self.flow.ask(p, "outfitter", most=got)

    def _take_aide(self, p: int, aide: str) -> None:
        self.aides[aide] = p
        if aide == "survivalist":
            got = self._gain(p, "gear", self.content.board["survivalist_gear"])
            self.say(f"{self.player_name(p)} " + (f"gains {got} Gear and " if got else "")
                     + "will break ties at the Mountain.")
        elif aide == "healer":
            self._flame_down(p, self.content.board["healer_flame"], "Healer")
        elif aide == "leader":
            self.say(f"{self.player_name(p)} will be the first player next round.")
        elif aide == "defender" and len(self.raids) > 1:
            self.flow.ask(p, "defender")
        if aide == "leader" and self._own_parties(p):
            self.flow.ask(p, "leader_recall")

    def _own_parties(self, p: int) -> list[tuple[str, int]]:
        return [(loc, i + 1) for loc in LOCATIONS for i, s in enumerate(self.spaces[loc])
                if s and s["player"] == p]

    # ---- Aide prompts
    def _offer_defender(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "defender", f"Defender: discard the Raid card "
                            f"{self.card_label(r)}", target=f"raid:{r}", card=r)
                for r in self.raids]

    def _do_defender(self, decision: Decision, action: Action) -> None:
        self.raids.remove(action["card"])
        self.raid_discarded = action["card"]
        if self.raids:
            self.say(f"After the Reward phase everybody follows the Raid card "
                     f"{self.card_label(self.raids[0])}.")

    def _offer_leader_recall(self, decision: Decision) -> list[Action]:
        p = decision.seat
        acts = [Action.make(p, "leader_recall", f"Leader: recall your Party from "
                            f"{self.loc_name(loc)} {n}", target=f"space:{loc}:{n}",
                            loc=loc, space=n) for loc, n in self._own_parties(p)]
        return [Action.make(p, "pass", "Leader: recall no Party")] + acts

    def _do_leader_recall(self, decision: Decision, action: Action) -> None:
        p = decision.seat
        if action.kind == "pass":
            return
        party = self.spaces[action["loc"]][action["space"] - 1]
        self.spaces[action["loc"]][action["space"] - 1] = None
        self._return_party(party, crest=True)
        self.flow.ask(p, "leader_place")

    def _offer_leader_place(self, decision: Decision) -> list[Action]:
        p = decision.seat
        acts = self._party_actions(p, allow_companion=False, kind="leader_place")
        return [Action.make(p, "pass", "Leader: place no Party")] + self._swap_actions(p) + acts

    def _do_leader_place(self, decision: Decision, action: Action) -> None:
        p = decision.seat
        if action.kind == "swap":
            self._do_swap(p, action)
            self.flow.ask(p, "leader_place")
        elif action.kind == "leader_place":
            self._place_party(p, action)

    def _return_party(self, party: dict, crest: bool = True, grunts: bool = True) -> None:
        """Hirelings (Grunts only if ``grunts``) back to the owner; otherwise discarded."""
        p = party["player"]
        if p < 0:
            return
        board = self.boards[p]
        for expert in EXPERTS:
            board.hire[expert] += party[expert]
            party[expert] = 0
        if grunts:
            board.hire["grunt"] += party["grunt"]
        else:
            self.supply["grunt"] += party["grunt"]
        party["grunt"] = 0
        party["companion"] = False
        if crest:
            board.crests += 1

    # ---- hero placement prompts
    def _offer_master(self, decision: Decision) -> list[Action]:
        p = decision.seat
        board = self.boards[p]
        kind = decision["expert"]
        name = self.card_name_by_key(decision["hero"])
        acts = []
        for k in (1, 2):
            if board.hire["grunt"] >= k and self.supply[kind] >= k:
                acts.append(Action.make(p, "master", f"{name}: turn {plural(k, 'Grunt')} into "
                                        f"{plural(k, HIRE_NAMES[kind])}", src="grunt",
                                        dst=kind, n=k))
            if board.hire[kind] >= k:
                acts.append(Action.make(p, "master", f"{name}: turn {plural(k, HIRE_NAMES[kind])}"
                                        f" into {plural(k, 'Grunt')}", src=kind, dst="grunt",
                                        n=k))
        return acts + [Action.make(p, "pass", f"{name}: no swap")]

    def _do_master(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p = decision.seat
        self._lose(p, action["src"], action["n"])
        self._gain(p, action["dst"], action["n"])


    def card_name_by_key(self, key: str) -> str:
        return self.card(f"H-{key}").name

    def _offer_outfitter(self, decision: Decision) -> list[Action]:
        p = decision.seat
        most = min(decision["most"], self.boards[p].hire["grunt"], self.supply["gear"])
        acts = [Action.make(p, "outfitter", f"Outfitter: give back {plural(k, 'Grunt')} for "
                            f"{k} Gear", n=k) for k in range(1, most + 1)]
        return acts + [Action.make(p, "pass", "Outfitter: keep the Grunts")]

    def _do_outfitter(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p = decision.seat
        n = self._lose(p, "grunt", action["n"])
        self._gain(p, "gear", n)




#: Party actions for every Expert count (index), by (player, kind, location, space, Party
#: size, Companion, Senses Gear and Speed drop shown); emptied when it grows past the limit.
_PARTY_ROWS: dict[tuple[Any, ...], tuple[Action, ...]] = {}


_SWAP_ACTIONS: dict[tuple[int, str, str], Action] = {}
#: "Take the ... Aide" by (seat, Aide, whether it is the last one left); the Aides' names
#: are the content's, the same in every game.
_AIDE_ACTIONS: dict[tuple[int, str, bool], Action] = {}
#: A player's Gear swaps by which Hirelings are in hand and in the supply (``_swap_actions``).
_SWAP_LISTS: dict[tuple[Any, ...], tuple[Action, ...]] = {}


def _swap_action(p: int, src: str, dst: str) -> Action:
    """The Gear swap of a ``src`` Hireling for a ``dst`` one (made once per seat)."""
    key = (p, src, dst)
    action = _SWAP_ACTIONS.get(key)
    if action is None:
        action = _SWAP_ACTIONS[key] = Action(
            p, "swap", (("dst", dst), ("src", src)),
            f"Swap a {HIRE_NAMES[src]} for a {HIRE_NAMES[dst]}", None, "1 Gear")
    return action
#: One Location's (Party size, row) pairs per space, by everything but the hand
#: (``_party_rows``); emptied when it grows past the limit.
_PARTY_SPACES: dict[tuple[Any, ...], tuple[tuple[tuple[int, tuple[Action, ...]], ...], ...]] = {}
#: One Location's Party choices, by everything they depend on (see ``_party_actions``).
_PARTY_LISTS: dict[tuple[Any, ...], tuple[tuple[Action, ...], ...]] = {}
_PARTY_MEMO_LIMIT = 200_000


def _location_table(state: Any) -> list[tuple[str, str, str]]:
    """(location, its Expert, its name) in board order, made once from the content."""
    table = _LOCATIONS.get(id(state.content))
    if table is None:
        table = _LOCATIONS[id(state.content)] = [(loc, state.expert_of(loc), state.loc_name(loc))
                                           for loc in LOCATIONS]
    return table


_LOCATIONS: dict[int, list[tuple[str, str, str]]] = {}


@lru_cache(maxsize=256)
def party_sizes(space: int, companion: bool, reduction: int) -> tuple[int, ...]:
    """How many Hirelings a Party on space ``space`` may hold: exactly ``space``; with the
    Companion, its Strength effect ``reduction`` is used in full or not at all (a Party of
    the Companion alone is possible)."""
    if not companion:
        return (space,)
    return tuple(sorted({space, max(0, space - reduction)}))


def expert_counts(size: int, grunts: int, experts: int) -> range:
    """The numbers of Experts a Party of ``size`` Hirelings can have (the rest Grunts), from
    ``grunts`` Grunts and ``experts`` Experts in hand: empty when the player has too few."""
    return range(max(0, size - grunts), min(size, experts) + 1)


#: ``expert_counts`` as a slice of a row indexed by Expert count, by [size][Grunts][Experts]
#: (sizes and hands up to 5: a Party never holds more).
EXPERT_SLICES: tuple[tuple[tuple[slice, ...], ...], ...] = tuple(
    tuple(tuple(slice(r.start, r.stop) for r in (expert_counts(h, g, e) for e in range(6)))
          for g in range(6))
    for h in range(6))


@lru_cache(maxsize=512)
def party_stack_text(grunts: int, expert: str, experts: int, companion: bool) -> str:
    """'2 Grunts + 1 Scout + Companion', or 'Companion alone'."""
    stack = [plural(count, HIRE_NAMES[hireling])
             for hireling, count in (("grunt", grunts), (expert, experts)) if count]
    if companion:
        stack.append("Companion" if stack else "Companion alone")
    return " + ".join(stack)
