"""The Reward phase: Locations in fixed order, claims by descending Party size, the Mountain.

``progress`` while resolving: {"loc": index into LOCATIONS, "queue": spaces still to claim (or
None before the Location starts)}; at the Mountain also "m" (bottom / sort / middle / top),
"pending" (Parties waiting to be put on the Warden spaces) and "next".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.flow import Decision

from .board import party_size
from .common import HIRE_NAMES, plural

if TYPE_CHECKING:
    from .state_shape import EmberheartShape as _Base
else:
    _Base = object

LOCS = ("guild", "tavern", "camp", "mountain", "preserve", "garrison")


class RewardMixin(_Base):
    @property
    def waiting_parties(self) -> list[dict]:
        """Mountain Parties waiting to be (re)placed on the Warden spaces (tie being ordered)."""
        if self.stage == "reward" and self.progress.get("m") == "sort":
            return list(self.progress.get("pending", []))
        return []

    # ------------------------------------------------------------------ driver
    def _reward_step(self) -> None:
        f = self.progress
        if f["loc"] >= len(LOCS):
            self._after_locations()
            return
        loc = LOCS[f["loc"]]
        if loc == "mountain":
            self._mountain_step()
            return
        if f["queue"] is None:
            f["queue"] = [n for n in range(5, 0, -1) if self.spaces[loc][n - 1] is not None]
            if any(s and s["player"] >= 0 for s in self.spaces[loc]):
                self.say(f"Resolving the {self.loc_name(loc)}.")
            return
        if f["queue"]:
            n = f["queue"].pop(0)
            self._claim_turn(loc, n)
            return
        self._finish_location(loc)

    def _finish_location(self, loc: str) -> None:
        for i, party in enumerate(self.spaces[loc]):
            if party and party["player"] >= 0:
                self._return_party(party, crest=True, grunts=False)
                self.spaces[loc][i] = None
        self.progress["loc"] += 1
        self.progress["queue"] = None

    def claimable(self, p: int, loc: str) -> list[str]:
        """Cards Party owner ``p`` may claim at a (non-Mountain) Location now."""
        cards = [c for c in self.offer[loc] if c]
        if loc == "guild":
            cards += [hero for hero, owner in self.bard_cards if owner == p]
        return cards

    def _claim_turn(self, loc: str, n: int) -> None:
        party = self.spaces[loc][n - 1]
        if party is None:
            return
        p = party["player"]
        if p < 0:
            self._npc_discard(loc)
            return
        if not self.claimable(p, loc):  # recalling is still the player's choice ("may")
            self.say(f"Nothing left for {self.player_name(p)} at the {self.loc_name(loc)}.")
        self.flow.ask(p, "claim", loc=loc, space=n)

    def _npc_discard(self, loc: str) -> None:
        slots = self.offer[loc]
        idx = [i for i, c in enumerate(slots) if c]
        if not idx:
            return
        if loc == "garrison":
            i = min(idx, key=lambda j: (self.card(cast(str, slots[j])).glory, j))
        else:
            i = idx[0]
        cid = cast(str, slots[i])  # idx holds only the filled slots
        self.say(f"The non-player Crest discards {self.card(cid).name} from the "
                 f"{self.loc_name(loc)}.")
        self.discards.append(cid)
        slots[i] = None

    def _recall_for_gear(self, loc: str, n: int, chosen: bool = False) -> None:
        party = cast(dict, self.spaces[loc][n - 1])  # a Gear recall names an occupied space
        p = party["player"]
        self.spaces[loc][n - 1] = None
        self._return_party(party, crest=True, grunts=True)
        got = self._gain(p, "gear", self.content.board["recall_gear"])
        if chosen:  # the action's text said it all (with the Gear the supply still had)
            return
        self.say(f"{self.player_name(p)} recalls the Party from the {self.loc_name(loc)} "
                 f"and gains {got} Gear.")

    # ------------------------------------------------------------------ ordinary claims
    def _offer_claim(self, decision: Decision) -> list[Action]:
        p, loc, n = decision.seat, decision["loc"], decision["space"]
        acts = [Action.make(p, "claim", f"Claim {self.card_label(c)}", target=f"card:{c}",
                            card=c) for c in self.claimable(p, loc)]
        return acts + [Action.make(p, "pass", f"Take no card: recall the Party from "
                                   f"{self.loc_name(loc)} {n} ({self._recall_gain_text()})",
                                   target=f"space:{loc}:{n}"),
                       Action.make(p, "stay", f"Take no card and leave the Party on "
                                   f"{self.loc_name(loc)} {n} (no Gear; its Grunts are "
                                   "discarded)")]

    def _recall_gain_text(self) -> str:
        gear = min(self.content.board["recall_gear"], self.supply["gear"])
        return f"+{gear} Gear" if gear else "no Gear left in the supply"

    def card_label(self, cid: str) -> str:
        """'Ashwing (red Dragon, 3 Glory, +1 Flame)': a card's name with what it shows (made
        once per card: it depends on the card alone)."""
        content = self.content
        known = _LABELS.get((id(content), cid))
        if known is None:
            known = _LABELS[(id(content), cid)] = self._card_label(cid)
        return known

    def _card_label(self, cid: str) -> str:
        c = self.card(cid)
        if c.is_dragon:
            cost = []
            if c.flame:
                cost.append(f"+{c.flame} Flame")
            if c.warden:
                cost.append("discard a Warden")
            return (f"{c.name} ({c.color} Dragon, {c.glory} Glory"
                    + (", " + ", ".join(cost) if cost else "") + ")")
        if c.kind == "hero":
            return f"{c.name} ({c.color} Hero)"
        if c.kind == "preserve":
            return f"{c.name} ({c.color} Preserve)"
        if c.kind == "garrison":
            return f"{c.name} ({c.color} Garrison, {c.glory} Glory)"
        if c.kind == "tavern":
            from .common import hire_text
            flame = f", {c.flame:+d} Flame" if c.flame else ""
            return f"{c.name} ({hire_text(c.hirelings)}{flame})"
        if c.kind == "raid":
            what = "Grunt" if c.discard == "grunt" else "Expert"
            if not c.per:
                return f"{c.name} (discard {c.fixed} {what}{'s' if c.fixed > 1 else ''})"
            one, many = {
                "heroes_preserves": ("Hero/Preserve card", "Hero/Preserve cards"),
                "garrisons": ("Garrison card", "Garrison cards"),
                "highest_step": ("step", "steps"),
                "red": ("red Dragon", "red Dragons"), "blue": ("blue Dragon", "blue Dragons"),
                "green": ("green Dragon", "green Dragons"), "scouts": ("Scout", "Scouts"),
                "rangers": ("Ranger", "Rangers"), "wardens": ("Warden", "Wardens")}[c.per]
            every = f"every {c.every} {many}" if c.every > 1 else f"each {one}"
            have = (" of your highest Attribute marker" if c.per == "highest_step"
                    else " you have")
            return f"{c.name} (discard 1 {what} for {every}{have})"
        return c.name

    def _do_claim(self, decision: Decision, action: Action) -> None:
        p, loc, n = decision.seat, decision["loc"], decision["space"]
        if action.kind == "pass":
            self._recall_for_gear(loc, n, chosen=True)
            return
        if action.kind == "stay":
            return
        cid = action["card"]
        if cid in self.offer[loc]:
            self.offer[loc][self.offer[loc].index(cid)] = None
        else:
            self.bard_cards = [bc for bc in self.bard_cards if bc[0] != cid]
        self.spaces[loc][n - 1]["claimed"] = True
        card = self.card(cid)
        board = self.boards[p]
        if loc == "guild":
            board.heroes.append(cid)
            self._ask_attach_after(p)
        elif loc == "tavern":
            gained = {}
            for hireling, count in card.hirelings.items():
                gained[hireling] = self._gain(p, hireling, count)
            self.discards.append(cid)
            if card.flame > 0:
                self._flame_up(p, card.flame, card.name)
            else:
                self._flame_down(p, -card.flame, card.name)
            experts = {hireling: count for hireling, count in gained.items()
                       if hireling != "grunt" and count}
            if experts and self.hero_active(p, "mentor"):
                self.flow.ask(p, "mentor", gained=[list(pair) for pair in experts.items()],
                              left=2)
        elif loc == "camp":
            if card.flame:  # the Captive Dragon's claim cost, as at the Mountain
                self._flame_up(p, card.flame, card.name)
            self._gain_dragon(p, cid, loc)
        elif loc == "preserve":
            board.preserves.append(cid)
            for kind, amount in card.bonus.items():
                self._gain(p, kind, amount)
            if self.hero_active(p, "blazebinder") and board.flame > 0:
                self.flow.ask(p, "may", effect="blazebinder")
            self._ask_attach_after(p)
        elif loc == "garrison":
            board.garrisons.append(cid)

    def _gain_dragon(self, p: int, cid: str, loc: str) -> None:
        self.boards[p].dragons.append(cid)
        card = self.card(cid)
        if loc == "camp" and self.hero_active(p, "dragonspeaker"):  # dropped if Flame is 0
            self.flow.ask(p, "may", effect="dragonspeaker")
        self._ask_attach_after(p)
        if card.glory in (5, 7) and self.hero_active(p, "wrangler"):
            self.flow.ask(p, "wrangler")

    def _offer_mentor(self, decision: Decision) -> list[Action]:
        p = decision.seat
        acts = []
        for hireling, count in decision["gained"]:
            if count <= 0 or self.boards[p].hire[hireling] <= 0:
                continue
            for dst in ("scout", "ranger", "warden"):
                if dst != hireling and self.supply[dst] > 0:
                    acts.append(Action.make(p, "mentor", f"Mentor: trade a new "
                                            f"{HIRE_NAMES[hireling]} for a {HIRE_NAMES[dst]}",
                                            src=hireling, dst=dst))
        return acts + [Action.make(p, "pass", "Mentor: keep these Experts")]

    def _do_mentor(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p = decision.seat
        self._lose(p, action["src"], 1)
        self._gain(p, action["dst"], 1)
        gained = [[hireling, count - 1 if hireling == action["src"] else count]
                  for hireling, count in decision["gained"]]
        if decision["left"] > 1 and any(count > 0 for _, count in gained):
            self.flow.ask(p, "mentor", gained=gained, left=decision["left"] - 1)

    def _offer_wrangler(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "wrangler", "Wrangler: gain a Grunt", option="grunt"),
                Action.make(p, "wrangler", "Wrangler: gain a Gear", option="gear")]

    def _do_wrangler(self, decision: Decision, action: Action) -> None:
        self._gain(decision.seat, action["option"], 1)

    # ------------------------------------------------------------------ the Mountain
    def _level(self, name: str) -> dict:
        for lvl in self.content.board["mountain_levels"]:
            if lvl["level"] == name:
                return lvl
        raise KeyError(name)

    def _mountain_step(self) -> None:
        f = self.progress
        m = f.get("m")
        if m is None:
            f["m"] = "bottom"
            f["queue"] = [n for n in range(5, 0, -1) if self.spaces["mountain"][n - 1]]
            if any(s and s["player"] >= 0 for s in self.spaces["mountain"]):
                self.say("Resolving the Mountain: bottom level.")
            self.warden_spaces = []
            return
        if m == "bottom":
            if f["queue"]:
                self._mountain_bottom_turn(f["queue"].pop(0))
            else:
                self._mountain_after_bottom()
            return
        if m == "sort":
            self._sort_step()
            return
        if m in ("middle", "top"):
            if f["queue"]:
                self._mountain_upper_turn(m, f["queue"].pop(0))
            else:
                self._mountain_after_level(m)
            return
        # done
        for party in self.warden_spaces:
            if not party.get("gone"):
                self._retrieve(party)
        self.warden_spaces = []
        for k in ("m", "pending", "next"):
            f.pop(k, None)
        f["loc"] += 1
        f["queue"] = None

    def mountain_claimable(self, party: dict, level: str) -> list[str]:
        return [c for c in self.mountain[level]
                if c and (self.card(c).warden == 0 or party["warden"] > 0)]

    def _mountain_bottom_turn(self, n: int) -> None:
        party = self.spaces["mountain"][n - 1]
        if party is None:
            return
        p = party["player"]
        if p < 0:
            slots = self.mountain["bottom"]
            idx = [i for i, c in enumerate(slots) if c]
            if idx:
                cid = cast(str, slots[idx[0]])  # idx holds only the filled slots
                self.say(f"The non-player Crest discards {self.card(cid).name} "
                         "from the Mountain.")
                self.discards.append(cid)
                slots[idx[0]] = None
            return
        if not self.mountain_claimable(party, "bottom"):
            self.say(f"No Dragon {self.player_name(p)} can claim on the bottom level.")
            self._recall_for_gear("mountain", n)
            return
        self.flow.ask(p, "mclaim", level="bottom", space=n)

    def _mountain_after_bottom(self) -> None:
        pending = []
        for n in range(5, 0, -1):
            party = self.spaces["mountain"][n - 1]
            if party is None or party["player"] < 0:
                continue
            self.spaces["mountain"][n - 1] = None
            p = party["player"]
            self.supply["grunt"] += party["grunt"]
            party["grunt"] = 0
            party["companion"] = False
            if party["warden"] == 0:
                self.boards[p].crests += 1
                self.say(f"{self.player_name(p)}'s Party has no Warden to climb with: "
                         f"{self.player_name(p)} takes the Crest back.")
                continue
            party["claimed"] = False
            pending.append(party)
        self.warden_spaces = []
        self.progress.update(m="sort", pending=pending, next="middle")

    def _sort_step(self) -> None:
        f = self.progress
        pending = f["pending"]
        if not pending:
            f["m"] = f["next"]
            f["queue"] = list(range(len(self.warden_spaces)))
            if self.warden_spaces:
                self.say(f"Mountain: {f['m']} level.")
            return
        most = max(pt["warden"] for pt in pending)
        group = [i for i, pt in enumerate(pending) if pt["warden"] == most]
        holder = self.aides.get("survivalist")
        if len(group) == 1 or holder is None:
            self.warden_spaces.append(pending.pop(group[0]))
            return
        self.flow.ask(holder, "order", group=group)

    def _offer_order(self, decision: Decision) -> list[Action]:
        p = decision.seat
        pending = self.progress["pending"]
        place = len(self.warden_spaces) + 1
        return [Action.make(p, "order", f"Survivalist: {self.player_name(pending[i]['player'])}"
                            f"'s Party ({plural(pending[i]['warden'], 'Warden')}) goes on "
                            f"Warden space {place}",
                            target=f"warden:{place}", index=i, owner=pending[i]["player"])
                for i in decision["group"]]

    def _do_order(self, decision: Decision, action: Action) -> None:
        self.warden_spaces.append(self.progress["pending"].pop(action["index"]))

    def _mountain_upper_turn(self, level: str, index: int) -> None:
        party = self.warden_spaces[index]
        if party.get("gone"):
            return
        p = party["player"]
        if not self.mountain_claimable(party, level):
            self.say(f"{self.player_name(p)} cannot claim on the {level} level and takes the "
                     "Party back.")
            self._retrieve(party)
            return
        self.flow.ask(p, "mclaim", level=level, index=index)

    def _retrieve(self, party: dict) -> None:
        self._return_party(party, crest=True)
        party["gone"] = True

    def _mountain_after_level(self, level: str) -> None:
        f = self.progress
        if level == "middle":
            pending = [pt for pt in self.warden_spaces if not pt.get("gone")]
            for pt in pending:
                pt["claimed"] = False
            self.warden_spaces = []
            f.update(m="sort", pending=pending, next="top")
        else:
            for pt in self.warden_spaces:
                if not pt.get("gone"):
                    self._retrieve(pt)
            f["m"] = "done"

    def _offer_mclaim(self, decision: Decision) -> list[Action]:
        p, level = decision.seat, decision["level"]
        party = (self.spaces["mountain"][decision["space"] - 1] if level == "bottom"
                 else self.warden_spaces[decision["index"]])
        acts = [Action.make(p, "mclaim", f"Claim {self.card_label(c)} from the {level} level",
                            target=f"card:{c}", card=c)
                for c in self.mountain_claimable(party, level)]
        if level == "bottom":
            acts.append(Action.make(p, "pass", f"Take no card: recall the Party from "
                                    f"Mountain {decision['space']} ({self._recall_gain_text()})",
                                    target=f"space:mountain:{decision['space']}"))
        else:
            acts.append(Action.make(p, "pass", "Take no card: leave the Mountain with the "
                                    f"Party on Warden space {decision['index'] + 1} (no Gear)",
                                    target=f"warden:{decision['index'] + 1}"))
        return acts

    def _do_mclaim(self, decision: Decision, action: Action) -> None:
        p, level = decision.seat, decision["level"]
        if level == "bottom":
            party = self.spaces["mountain"][decision["space"] - 1]
            if action.kind == "pass":
                self._recall_for_gear("mountain", decision["space"], chosen=True)
                return
        else:
            party = self.warden_spaces[decision["index"]]
            if action.kind == "pass":
                self._retrieve(party)
                return
        cid = action["card"]
        card = self.card(cid)
        slots = self.mountain[level]
        slots[slots.index(cid)] = None
        party["claimed"] = True
        if card.warden:
            party["warden"] -= 1
            self.supply["warden"] += 1
            self.say(f"{card.name} costs {self.player_name(p)} a Warden.")
        if card.flame:
            self._flame_up(p, card.flame, card.name)
        lvl = self._level(level)
        for _ in range(lvl["extra_wardens"]):
            if party["warden"] > 0:
                party["warden"] -= 1
                self.supply["warden"] += 1
                self.say(f"The {level} level costs {self.player_name(p)} another Warden.")
            else:
                self.say(f"{self.player_name(p)} has no Warden left to pay the {level} level: "
                         "+1 Flame instead.")
                self._flame_up(p, 1, "no Warden left")
        if lvl["extra_flame"]:
            self._flame_up(p, lvl["extra_flame"], f"{level} level")
        if lvl["attribute_steps"]:
            self.flow.ask(p, "peak", why="top of the Mountain")
            if self.hero_active(p, "peakwalker"):
                self.flow.ask(p, "peak", why="Peakwalker")
        if level != "bottom" and (party["warden"] == 0 or level == "top"):
            self._retrieve(party)
        self._gain_dragon(p, cid, "mountain")

    def _offer_peak(self, decision: Decision) -> list[Action]:
        p = decision.seat
        why = decision["why"][0].upper() + decision["why"][1:]  # keeps "Mountain" capitalised
        return [Action.make(p, "peak", f"{why}: advance {self.track_name(t)}",
                            target=f"track:{p}:{t}", track=t)
                for t in self.content.board["tracks"]]

    def _do_peak(self, decision: Decision, action: Action) -> None:
        self._advance(decision.seat, action["track"], 1, decision["why"])

    # ------------------------------------------------------------------ after the Locations
    def _after_locations(self) -> None:
        f = self.progress
        if "trainer" not in f:
            f["trainer"] = [p for p in self.order_from(self.first)
                            if self.hero_active(p, "dragon_trainer")]
            return
        if f["trainer"]:
            p = f["trainer"].pop(0)
            if self.boards[p].unattached_dragons():
                self.flow.ask(p, "trainer")
            return
        self.stage = "raid"
        self.progress = {"queue": self.order_from(self.first)}
        self.say_heading("Raid phase: " + (self.card_label(self.raids[0]) if self.raids
                                   else "no Raid card") + ".")

    def _offer_trainer(self, decision: Decision) -> list[Action]:
        p = decision.seat
        acts = []
        for d in self.boards[p].unattached_dragons():
            col = self.card(d).color
            tracks = [t for t, c in self.content.board["track_color"].items()
                      if col == "exotic" or c == col]
            for t in tracks:
                acts.append(Action.make(p, "trainer", f"Dragon Trainer: discard "
                                        f"{self.card(d).name} to advance {self.track_name(t)}",
                                        target=f"card:{d}", dragon=d, track=t))
        return [Action.make(p, "pass", "Dragon Trainer: keep your Dragons")] + acts

    def _do_trainer(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p = decision.seat
        self.boards[p].dragons.remove(action["dragon"])
        if action["dragon"] in self.boards[p].gear_dragons:
            self.boards[p].gear_dragons.remove(action["dragon"])
        self.discards.append(action["dragon"])
        self._advance(p, action["track"], 1, "Dragon Trainer")


def size(party: dict) -> int:
    return party_size(party)


#: ``card_label`` by (content, card id): labels depend on the card alone.
_LABELS: dict[tuple[int, str], str] = {}
