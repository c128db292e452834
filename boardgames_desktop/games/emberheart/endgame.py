"""Raid phase, Reset phase and End Game Scoring (with the Flame comparison)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.flow import Decision

from .common import plural
from .data import COLORS, EXPERTS

if TYPE_CHECKING:
    from .state_shape import EmberheartShape as _Base
else:
    _Base = object


class EndgameMixin(_Base):
    # ------------------------------------------------------------------ Raid phase
    def raid_count(self, p: int, raid_id: str, exotic_as: str | None = None) -> int:
        """How many Hirelings the Raid card asks of player ``p`` (before Hero reductions).

        Unattached Exotic Dragons count for a colour only if their owner chose that colour
        (``exotic_as``; the rulebook lets them choose)."""
        card = self.card(raid_id)
        if not card.per:
            return card.fixed
        board = self.boards[p]
        count = {
            "heroes_preserves": lambda: len(board.heroes) + len(board.preserves),
            "garrisons": lambda: len(board.garrisons),
            "highest_step": lambda: max(board.tracks.values()),
            "scouts": lambda: board.hire["scout"],
            "rangers": lambda: board.hire["ranger"],
            "wardens": lambda: board.hire["warden"],
        }
        if card.per in COLORS:
            value = self.color_count(p, card.per, flexible=exotic_as == card.per)
        else:
            value = count[card.per]()
        return value // card.every

    def _raid_step(self) -> None:
        progress = self.progress
        cur = progress.get("cur")
        if cur is None:
            if not progress["queue"]:
                self._after_raid()
                return
            p = progress["queue"].pop(0)
            progress["cur"] = {"player": p, "card": self.raids[0] if self.raids else None,
                        "stage": "card", "n": 0}
            if (self.hero_active(p, "messenger") and self.raid_discarded
                    and self.raids):
                self.flow.ask(p, "messenger")
            return
        p = cur["player"]
        if cur["stage"] == "card":
            raid = self.card(cur["card"]) if cur["card"] else None
            wild = [d for d in self.boards[p].dragons if self.dragon_color(p, d) == "exotic"]
            if raid and raid.per in COLORS and wild and "exotic_as" not in cur:
                self.flow.ask(p, "raid_exotic", card=raid.id)
                return
            n = self.raid_count(p, cur["card"], cur.get("exotic_as")) if cur["card"] else 0
            cur["n"] = n
            cur["stage"] = "sage"
            if cur["card"]:
                name = self.card(cur["card"]).name
                what = "Grunt" if self.card(cur["card"]).discard == "grunt" else "Expert"
                self.say(f"Raid ({name}): {self.player_name(p)} must discard "
                         f"{plural(n, what)}." if n > 0 else
                         f"Raid ({name}): {self.player_name(p)} has nothing to discard.")
            if n and self.hero_active(p, "custodian"):
                self.flow.ask(p, "may", effect="custodian")
            return
        if cur["stage"] == "sage":
            cur["stage"] = "discard"
            if cur["n"] > 0 and self.hero_active(p, "fire_sage"):
                self.flow.ask(p, "fire_sage")
            return
        n = cur["n"]
        board = self.boards[p]
        kind = self.card(cur["card"]).discard if cur["card"] else "grunt"
        if n <= 0:
            progress["cur"] = None
            return
        if kind == "grunt":
            done = self._lose(p, "grunt", n)
            progress["cur"] = None
            if n - done:
                self.say(f"{self.player_name(p)} is {plural(n - done, 'Grunt')} short: "
                         f"+{n - done} Flame instead.")
                self._flame_up(p, n - done, "Raid")
            return
        types = [expert for expert in EXPERTS if board.hire[expert] > 0]
        if not types:
            progress["cur"] = None
            self.say(f"{self.player_name(p)} is {plural(n, 'Expert')} short: +{n} Flame "
                     "instead.")
            self._flame_up(p, n, "Raid")
            return
        if len(types) == 1:
            done = self._lose(p, types[0], n)
            cur["n"] = n - done
            return
        self.flow.ask(p, "raid_expert", left=n)

    def _offer_messenger(self, decision: Decision) -> list[Action]:
        p = decision.seat
        cards = self.raids[:1] + [cast(str, self.raid_discarded)]  # Messenger: one was discarded
        return [Action.make(p, "messenger", f"Follow the Raid card {self.card_label(r)}"
                            + (" (Messenger)" if r == self.raid_discarded else ""),
                            target=f"raid:{r}", card=r) for r in cards]

    def _do_messenger(self, decision: Decision, action: Action) -> None:
        self.progress["cur"]["card"] = action["card"]

    def _offer_raid_exotic(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "raid_exotic", f"Raid: your unattached Exotic Dragons count "
                            f"as {c} Dragons", color=c) for c in COLORS]

    def _do_raid_exotic(self, decision: Decision, action: Action) -> None:
        self.progress["cur"]["exotic_as"] = action["color"]

    def _offer_final_exotic(self, decision: Decision) -> list[Action]:
        p = decision.seat
        name = self.card(decision["dragon"]).name
        return [Action.make(p, "final_exotic", f"Score {name} as a {c} Dragon",
                            target=f"card:{decision['dragon']}", color=c) for c in COLORS]

    def _do_final_exotic(self, decision: Decision, action: Action) -> None:
        self.boards[decision.seat].exotic_colors[decision["dragon"]] = action["color"]

    # ---- optional Hero effects ("you may ..."), each a yes/no question
    MAY_TEXTS = {
        "custodian": "Custodian: discard 1 Hireling fewer",
        "recruiter": "Recruiter: gain {grunts}",
        "priestess": "Priestess: lower your Flame by {n}",
        "blazebinder": "Blazebinder: lower your Flame by 1",
        "dragonspeaker": "Dragonspeaker: lower your Flame by 1",
    }

    def may_text(self, decision: Decision) -> str:
        n = decision.get("n", 1)
        return self.MAY_TEXTS[decision["effect"]].format(n=n, grunts=plural(n, "Grunt"))

    def _offer_may(self, decision: Decision) -> list[Action]:
        p = decision.seat
        text = self.may_text(decision)
        hero = text.split(":")[0]
        return [Action.make(p, "may", text),
                Action.make(p, "pass", f"{hero}: do not use it this time")]

    def _do_may(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p, effect, n = decision.seat, decision["effect"], decision.get("n", 1)
        if effect == "custodian":
            self.progress["cur"]["n"] = max(0, self.progress["cur"]["n"] - 1)
        elif effect == "recruiter":
            self._gain(p, "grunt", n)
        else:
            self._flame_down(p, n, effect.capitalize())

    def _offer_fire_sage(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "fire_sage", "Fire Sage: +1 Flame, discard 2 Hirelings fewer"),
                Action.make(p, "pass", "Fire Sage: do not use it this time")]

    def _do_fire_sage(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        cur = self.progress["cur"]
        cur["n"] = max(0, cur["n"] - 2)
        self._flame_up(decision.seat, 1, "Fire Sage")

    def _offer_raid_expert(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "raid_expert", f"Raid: discard a {expert.capitalize()} "
                            f"({decision['left']} to go, you have {self.boards[p].hire[expert]})",
                            expert=expert)
                for expert in EXPERTS if self.boards[p].hire[expert] > 0]

    def _do_raid_expert(self, decision: Decision, action: Action) -> None:
        self._lose(decision.seat, action["expert"], 1)
        self.progress["cur"]["n"] -= 1

    def _after_raid(self) -> None:
        """Hero Abilities 'after resolving the Raid phase', player by player."""
        progress = self.progress
        if "after" not in progress:
            progress["after"] = self.order_from(self.first)
            return
        if progress["after"]:
            p = progress["after"].pop(0)
            if self.hero_active(p, "recruiter") and self.color_count(p, "red") // 2:
                self.flow.ask(p, "may", effect="recruiter", n=self.color_count(p, "red") // 2)
            if self.hero_active(p, "quartermaster"):
                k = self.color_count(p, "blue") // 2
                if k:
                    self._gain(p, "gear", k)
                    self.say(f"Quartermaster: {self.player_name(p)} gains {k} Gear.")
            if (self.hero_active(p, "priestess") and self.color_count(p, "green") // 2
                    and self.boards[p].flame > 0):
                self.flow.ask(p, "may", effect="priestess", n=self.color_count(p, "green") // 2)
            return
        if self.round >= self.content.board["rounds"]:
            self.stage = "final"
            order = self.order_from(self.first)
            self.progress = {"queue": [(p, "attach") for p in order]
                         + [(p, "exotic") for p in order]
                         + [(p, "custodian") for p in order] + [("gear", -1)]
                         + [(p, "gear") for p in order]}
            self.say_heading("End Game Scoring.")
        else:
            self._reset()

    # ------------------------------------------------------------------ Reset phase
    def _reset(self) -> None:
        for loc in ("guild", "tavern", "camp", "preserve"):
            for i, c in enumerate(self.offer[loc]):
                if c:
                    self.discards.append(c)
                self.offer[loc][i] = None
        for slots in self.mountain.values():
            for i, c in enumerate(slots):
                if c:
                    self.discards.append(c)
                slots[i] = None
        for hero, _owner in self.bard_cards:
            self.discards.append(hero)
        self.bard_cards = []
        self._refill_all()
        leader = self.aides.get("leader")
        if leader is not None:
            self.first = leader
        self.aides = {a: None for a in self.aides}
        for p in self.warehouse + self.firestation:
            self.boards[p].crests += 1
        self.warehouse, self.firestation = [], []
        for r in self.raids + ([self.raid_discarded] if self.raid_discarded else []):
            self.discards.append(r)
        self._deal_raids()
        self.round += 1
        for board in self.boards:
            board.companion_used = False
        self._deal_twoplayer()
        self.say(f"Reset: new cards on offer; {self.player_name(self.first)} has the First "
                 "player marker.")
        self.stage = "setup"  # _run starts the next round

    # ------------------------------------------------------------------ End Game Scoring
    def _final_step(self) -> None:
        queue = self.progress["queue"]
        if not queue:
            self._score()
            return
        p, what = queue.pop(0)
        if p == "gear":  # Heroes (step 3) count Gear before step 5's discards
            self.gear_at_scoring = [board.gear for board in self.boards]
            return
        if what == "attach":
            if self.attach_options(p):
                self.flow.ask(p, "attach_now")
        elif what == "exotic":
            for d in self.boards[p].dragons:
                if self.dragon_color(p, d) == "exotic":
                    self.flow.ask(p, "final_exotic", dragon=d)
        elif what == "custodian":
            if self.hero_active(p, "custodian"):
                self.flow.ask(p, "custodian")
        elif self.boards[p].gear >= self.content.board["gear_per_flame_at_end"] \
                and self.boards[p].flame > 0:
            self.flow.ask(p, "final_gear")

    def _offer_custodian(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "custodian", f"Custodian scores on your {self.track_name(t)} "
                            f"marker (step {self.boards[p].tracks[t]})",
                            target=f"track:{p}:{t}", track=t) for t in self.content.board["tracks"]]

    def _do_custodian(self, decision: Decision, action: Action) -> None:
        self.boards[decision.seat].custodian_track = action["track"]

    def _offer_final_gear(self, decision: Decision) -> list[Action]:
        p = decision.seat
        per = self.content.board["gear_per_flame_at_end"]
        board = self.boards[p]
        most = min(board.gear // per, board.flame)
        acts = [Action.make(p, "final_gear", f"Lower your Flame by {k} to {board.flame - k}",
                            cost=f"{k * per} Gear", n=k) for k in range(1, most + 1)]
        return acts + [Action.make(p, "pass", "Keep your Gear")]

    def _do_final_gear(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p = decision.seat
        self._lose(p, "gear", action["n"] * self.content.board["gear_per_flame_at_end"])
        self._flame_down(p, action["n"], "Gear discarded")

    def _score(self) -> None:
        # Steps 1-4 count Gear as it was before step 5's discards (``gear_at_scoring``).
        table = self.content.board["flame_glory"]
        top = max(board.flame for board in self.boards)
        for p in range(self.players):
            lines = self.score_lines(p)
            dist = top - self.boards[p].flame
            lines.append(["Flame", table[min(dist, len(table) - 1)]])
            self.scores[p] = lines
        self.stage = "over"
        for p in range(self.players):
            total = sum(v for _, v in self.scores[p])
            self.say(f"{self.player_name(p)}: {total} Glory.")

    def attribute_glory(self, p: int) -> dict[str, int]:
        glory = self.content.board["track_glory"]
        out = {}
        for t, step in self.boards[p].tracks.items():
            best = 0
            for k, v in glory.items():
                if int(k) <= step:
                    best = max(best, v)
            out[t] = best
        return out

    def score_lines(self, p: int) -> list[list[Any]]:
        """End Game Scoring steps 1-4 for one player, line by line."""
        board = self.boards[p]
        lines: list[list[Any]] = []
        dragons = sum(self.card(d).glory for d in board.dragons)
        lines.append(["Dragons", dragons])
        if board.gear_dragons:
            lines.append(["Dragons with Gear", len(board.gear_dragons)])
        for t, v in self.attribute_glory(p).items():
            lines.append([f"{self.track_name(t)} track", v])
        for hero in board.heroes:
            if hero in board.attached:
                card = self.card(hero)
                lines.append([f"Hero: {card.name}", self.hero_score(p, hero)])
        lines.append(["Completed Garrison cards",
                      sum(self.card(g).glory for g in board.completed)])
        return lines

    # ---- Hero scoring conditions
    def count_of(self, p: int, what: str, own: bool = True) -> int:
        board = self.boards[p]
        if what in COLORS:
            return self.color_count(p, what, flexible=own)
        table = {
            "garrisons": lambda: len(board.garrisons),
            "preserves": lambda: len(board.preserves),
            "dragons": lambda: len(board.dragons),
            "gear": lambda: (self.gear_at_scoring[p] if self.gear_at_scoring is not None
                             else board.gear),
            "grunts": lambda: board.hire["grunt"],
            "heroes": lambda: len(board.heroes),
            "hirelings": lambda: self.hireling_total(p),
            "scouts": lambda: board.hire["scout"],
            "rangers": lambda: board.hire["ranger"],
            "wardens": lambda: board.hire["warden"],
        }
        return table[what]()

    def hero_score(self, p: int, hero: str) -> int:
        """Glory of a Hero's Scoring Condition (0 if unmet); assumes a Dragon is attached."""
        card = self.card(hero)
        spec = card.score
        kind = spec["kind"]
        glory = spec["glory"]
        board = self.boards[p]
        others = [q for q in range(self.players) if q != p]
        if kind == "flat":
            return glory
        if kind == "most":
            what = spec["what"]
            if what == "best_track":  # the marker of the owner's choice (asked at the end)
                tracks = [board.custodian_track] if board.custodian_track else list(board.tracks)
                ok = any(all(self.boards[q].tracks[t] <= board.tracks[t] for q in others)
                         for t in tracks)
                return glory if ok else 0
            mine = self.count_of(p, what)
            return glory if all(self.count_of(q, what, own=False) <= mine for q in others) else 0
        if kind == "threshold":
            return glory if all(v >= spec["at_least"] for v in board.tracks.values()) else 0
        what = spec["what"]
        if what == "expert_sets":
            n = min(board.hire[expert] for expert in EXPERTS)
        elif what == "color_sets":
            n = self.color_sets(p)
        elif what == "lowest_step":
            n = min(board.tracks.values())
        elif what == "distinct_dragon_glory":
            n = len({self.card(d).glory for d in board.dragons})
        elif what == "grunts":
            n = max(0, board.hire["grunt"] - spec.get("skip", 0))
        else:
            n = self.count_of(p, what)
        value = n * glory
        if "cap" in spec:
            value = min(value, spec["cap"])
        return value

    def color_sets(self, p: int) -> int:
        counts = {c: self.color_count(p, c, flexible=False) for c in COLORS}
        wild = sum(1 for d in self.boards[p].dragons if self.dragon_color(p, d) == "exotic")
        for _ in range(wild):  # each Exotic fills the scarcest colour
            low = min(COLORS, key=lambda c: counts[c])
            counts[low] += 1
        return min(counts.values())
