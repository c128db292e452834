"""Start-of-round Hero Abilities, the head start, attaching Dragons and B-side skills."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.flow import Decision

from .common import HIRE_NAMES, hire_text, plural
from .data import EXPERTS

if TYPE_CHECKING:
    from .state_shape import EmberheartShape as _Base
else:
    _Base = object


class AbilitiesMixin(_Base):
    # ------------------------------------------------------------------ prelude abilities
    def _prelude_step(self) -> None:
        queue = self.progress["queue"]
        if not queue:
            self.stage = "action"
            self.turn = self.first
            self.end_turn = False
            return
        p = queue.pop(0)
        board = self.boards[p]
        if (self.hero_active(p, "apprentice") and not board.apprentice_used
                and any(self.offer["guild"])):
            self.flow.ask(p, "apprentice")
        if self.hero_active(p, "bard") and self.decks["heroes"]:
            drawn = [d for d in (self._draw("heroes"), self._draw("heroes")) if d]
            self.flow.ask(p, "bard", drawn=drawn)
        if self.hero_active(p, "paragon") and board.hire["grunt"] >= 2:
            self.flow.ask(p, "paragon")

    def _offer_apprentice(self, decision: Decision) -> list[Action]:
        p = decision.seat
        acts = [Action.make(p, "apprentice", f"Apprentice: take {self.card_label(hero)}",
                            target=f"card:{hero}", card=hero)
                for hero in self.offer["guild"] if hero]
        return acts + [Action.make(p, "pass", "Apprentice: not now")]

    def _do_apprentice(self, decision: Decision, action: Action) -> None:
        p = decision.seat
        if action.kind == "pass":
            return
        hero = action["card"]
        i = self.offer["guild"].index(hero)
        self.boards[p].apprentice_used = True
        self.boards[p].heroes.append(hero)
        self.offer["guild"][i] = self._draw("heroes")
        self._ask_attach_after(p)

    def _offer_bard(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "bard", f"Bard: keep {self.card_label(hero)} for yourself",
                            target=f"card:{hero}", card=hero) for hero in decision["drawn"]]

    def _do_bard(self, decision: Decision, action: Action) -> None:
        keep = action["card"]
        for hero in decision["drawn"]:
            if hero != keep:
                self.discards.append(hero)
        self.bard_cards.append([keep, decision.seat])
        self.say(f"{self.card(keep).name} waits at the Heroes' Guild; only "
                 f"{self.player_name(decision.seat)} may claim it.")

    def _offer_paragon(self, decision: Decision) -> list[Action]:
        p = decision.seat
        acts = [Action.make(p, "paragon", f"Paragon: +1 Flame, 2 Grunts → {text}",
                            option=opt)
                for opt, text in (("ss", "2 Scouts"), ("rr", "2 Rangers"),
                                  ("sr", "1 Scout and 1 Ranger"))
                if self.supply["scout"] >= opt.count("s")
                and self.supply["ranger"] >= opt.count("r")]
        return acts + [Action.make(p, "pass", "Paragon: not now")]

    def _do_paragon(self, decision: Decision, action: Action) -> None:
        p = decision.seat
        if action.kind == "pass":
            return
        self._lose(p, "grunt", 2)
        for letter in action["option"]:
            self._gain(p, "scout" if letter == "s" else "ranger", 1)
        self._flame_up(p, 1, "Paragon")

    # ------------------------------------------------------------------ head start
    def _offer_skill(self, decision: Decision) -> list[Action]:
        p = decision.seat
        taken = {board.skill for board in self.boards}
        return [Action.make(p, "skill", f"Take the {sk['name']} board: {sk['text']}",
                            skill=sk["id"])
                for sk in self.content.board["skills"] if sk["id"] not in taken]

    def _do_skill(self, decision: Decision, action: Action) -> None:
        p = decision.seat
        self.boards[p].skill = action["skill"]  # the action's text names the board

    def _offer_headstart(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "headstart", f"Head start: {self.track_name(t)} to step 1",
                            target=f"track:{p}:{t}", track=t)
                for t in self.content.board["tracks"]]

    def _do_headstart(self, decision: Decision, action: Action) -> None:
        p = decision.seat
        self.boards[p].tracks[action["track"]] += 1

    # ------------------------------------------------------------------ attaching Dragons
    def attach_options(self, p: int) -> list[tuple[str, str, bool]]:
        """(dragon, host, with_gear) pairs the player may attach now."""
        board = self.boards[p]
        gear_ok = board.skill == "dragon_gear" and board.gear > 0 and self.harness_open()
        out = []
        for dragon in board.unattached_dragons():
            color = self.card(dragon).color
            for host in board.free_hosts():
                if color == "exotic" or color == self.card(host).color:
                    out.append((dragon, host, False))
                if gear_ok:  # "regardless of color": a matching Dragon may carry a Gear too
                    out.append((dragon, host, True))
        return out

    def harness_open(self) -> bool:
        """The Harness Smith skill works 'until the end of the last Reward phase'."""
        last = self.round >= self.content.board["rounds"]
        return not (last and self.stage in ("raid", "final", "over"))

    def _attach_actions(self, p: int, kind: str = "attach") -> list[Action]:
        acts = []
        for dragon, host, with_gear in self.attach_options(p):
            text = f"Attach {self.card(dragon).name} to {self.card(host).name}"
            host_card = self.card(host)
            if host_card.kind == "hero":
                text += " (its Ability and Scoring Condition count)"
            elif self.card(dragon).color in ("exotic", host_card.color):
                colors = self.content.board["track_color"]
                track = next(t for t, color in colors.items() if color == host_card.color)
                text += (f" (+{self.content.board['preserve_attach_steps']} "
                         f"{self.track_name(track)})")
            acts.append(Action.make(p, kind, text, target=f"card:{host}",
                                    cost="1 Gear" if with_gear else None, dragon=dragon, host=host,
                                    gear=with_gear))
        return acts

    def _attach(self, p: int, dragon: str, host: str, gear: bool) -> None:
        board = self.boards[p]
        board.attached[host] = dragon
        if gear:
            self._lose(p, "gear", 1)
            self.supply["gear"] -= 1  # the Gear stays on the Dragon
            board.gear_dragons.append(dragon)
        host_card = self.card(host)
        if host_card.kind == "preserve" and self.dragon_color(p, dragon) == host_card.color:
            track = {v: k for k, v in self.content.board["track_color"].items()}[host_card.color]
            self._advance(p, track, self.content.board["preserve_attach_steps"], "Preserve")
        if board.skill == "kennel":
            self.flow.ask(p, "kennel")

    def _ask_attach_after(self, p: int) -> None:
        if self.attach_options(p):
            self.flow.ask(p, "attach_now")

    def _offer_attach_now(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return self._attach_actions(p, "attach_now") + [
            Action.make(p, "pass", "Keep the Dragons unattached for now")]

    def _do_attach_now(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p = decision.seat
        self._attach(p, action["dragon"], action["host"], action["gear"])
        self._ask_attach_after(p)

    # ------------------------------------------------------------------ B-side skill prompts
    def _offer_ember(self, decision: Decision) -> list[Action]:
        p = decision.seat
        n = decision["steps"]
        board = self.boards[p]
        why = f" ({decision['why']})" if decision.get("why") else ""
        acts = [Action.make(p, "ember", f"Take {plural(n, 'Flame step')}{why}", option="flame"),
                Action.make(p, "ember", f"Take {plural(n, 'Flame step')} and gain "
                            f"{plural(n, 'Grunt')}", option="grunts")]
        hire = board.hire
        for scouts in range(min(n, hire["scout"]) + 1):
            for rangers in range(min(n - scouts, hire["ranger"]) + 1):
                wardens = n - scouts - rangers
                if wardens <= hire["warden"]:
                    counts = {"scout": scouts, "ranger": rangers, "warden": wardens}
                    acts.append(Action.make(p, "ember", f"Ignore the Flame: discard "
                                            f"{hire_text(counts)}", option="experts",
                                            scout=scouts, ranger=rangers, warden=wardens))
        return acts

    def _do_ember(self, decision: Decision, action: Action) -> None:
        p, n = decision.seat, decision["steps"]
        opt = action["option"]
        if opt == "experts":
            for expert in EXPERTS:
                self._lose(p, expert, action[expert])
            return
        before = self.boards[p].flame
        self._move_flame(p, n, decision.get("why", ""))
        if opt == "grunts":  # "a Grunt for each step taken on the Flame track"
            self._gain(p, "grunt", self.boards[p].flame - before)

    def _offer_drill(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "drill", f"Drillmaster: pay 1 Gear for one more "
                            f"{self.track_name(decision['track'])} step", cost="1 Gear",
                            target=f"track:{p}:{decision['track']}"),
                Action.make(p, "pass", "Drillmaster: no extra step")]

    def _do_drill(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p = decision.seat
        self._lose(p, "gear", 1)
        board = self.boards[p]
        track = decision["track"]
        board.tracks[track] = min(self.content.board["track_max"], board.tracks[track] + 1)
        self.say(f"{self.player_name(p)}'s {self.track_name(track)} rises to "
                 f"{board.tracks[track]} (Drillmaster).")

    def _offer_kennel(self, decision: Decision) -> list[Action]:
        p = decision.seat
        acts = [Action.make(p, "kennel", "Kennel Keeper: gain a Grunt", option="grunt")]
        if self.boards[p].hire["grunt"] > 0:
            for e in EXPERTS:
                if self.supply[e] > 0:
                    acts.append(Action.make(p, "kennel", f"Kennel Keeper: turn a Grunt into a "
                                            f"{HIRE_NAMES[e]}", option=e))
        return acts + [Action.make(p, "pass", "Kennel Keeper: no bonus")]

    def _do_kennel(self, decision: Decision, action: Action) -> None:
        if action.kind == "pass":
            return
        p = decision.seat
        if action["option"] == "grunt":
            self._gain(p, "grunt", 1)
        else:
            self._lose(p, "grunt", 1)
            self._gain(p, action["option"], 1)

    def _offer_knight(self, decision: Decision) -> list[Action]:
        p = decision.seat
        return [Action.make(p, "knight", f"Garrison completed: advance "
                            f"{self.track_name(t)}" + (" (as printed)" if t == decision["track"]
                                                        else " (Dragon Knight)"),
                            target=f"track:{p}:{t}", track=t) for t in self.content.board["tracks"]]

    def _do_knight(self, decision: Decision, action: Action) -> None:
        self._advance(decision.seat, action["track"], 1, "Garrison")

