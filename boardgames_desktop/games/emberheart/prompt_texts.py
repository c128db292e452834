"""What the asked player must decide, in words a newcomer follows (the app's status line).

``PROMPT_TEXTS`` are the short forms (the board's header line); :meth:`task_text` is the full
sentence: who decides, what the choice means, and where to click when the choices are on the
board (the side panel lists only the choices that have no place on the board).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules.flow import Decision

from .common import HIRE_NAMES, plural

if TYPE_CHECKING:
    from .state_shape import EmberheartShape as _Base
else:
    _Base = object


PROMPT_TEXTS = {
    "headstart": "choose the Attribute track that starts one step higher",
    "skill": "choose your Player board (B side: its Player Skill)",
    "apprentice": "take a Hero from the Guild with the Apprentice?",
    "bard": "Bard: choose which drawn Hero to keep for yourself",
    "paragon": "Paragon: train 2 Grunts for +1 Flame?",
    "claim": "claim a card or recall your Party",
    "mclaim": "claim a Mountain Dragon or leave the Mountain",
    "order": "Survivalist: order the tied Parties on the Warden spaces",
    "peak": "choose the Attribute track to advance",
    "attach_now": "attach a Dragon now or keep it for later",
    "companion": "use your Companion's Senses / Speed placement effects?",
    "finish": "swap Hirelings with Gear, or end your turn",
    "custodian": "Custodian: choose the Attribute marker your Hero scores on",
    "leader_recall": "Leader: recall one of your Parties?",
    "leader_place": "Leader: place a new Party?",
    "defender": "Defender: discard one of the two Raid cards",
    "master": "swap Grunts and Experts?",
    "outfitter": "Outfitter: trade new Grunts for Gear?",
    "mentor": "Mentor: trade the new Experts for other types?",
    "wrangler": "Wrangler: a Grunt or a Gear?",
    "trainer": "Dragon Trainer: discard a Dragon to advance its track?",
    "messenger": "Messenger: which Raid card do you follow?",
    "fire_sage": "Fire Sage: +1 Flame to discard 2 Hirelings fewer?",
    "raid_expert": "Raid: choose the Expert to discard",
    "knight": "Dragon Knight: which track does the Garrison advance?",
    "ember": "Ember Skin: how do you take this Flame?",
    "drill": "Drillmaster: pay a Gear for one more step?",
    "kennel": "Kennel Keeper: your bonus for attaching a Dragon",
    "final_gear": "discard Gear to lower your Flame?",
    "may": "use this Hero Ability?",
    "raid_exotic": "which colour do your unattached Exotic Dragons count as for this Raid?",
    "final_exotic": "which colour does this unattached Exotic Dragon count as?",
}


class PromptTextMixin(_Base):
    PROMPT_TEXTS = PROMPT_TEXTS

    def prompt_text(self, decision: Decision) -> str:
        """The decision in a few words, e.g. 'Red: claim a card or recall your Party'."""
        return f"{self.player_name(decision.seat)}: " + self.PROMPT_TEXTS.get(decision.kind,
                                                                             decision.kind)

    def task_text(self) -> str:
        """Who must do what now, as one sentence ('' when nobody is asked anything)."""
        if self.stage == "over":
            return "see the End Game Scoring table"
        decision = self.prompt
        if decision is None:
            if self.stage != "action":
                return ""
            return f"{self.player_name(self.turn)}: {self._task_turn()}"
        return f"{self.player_name(decision.seat)}: {self.question_text(decision)}"

    def _task_turn(self) -> str:
        """The Action-phase turn: only the kinds of action the player really has."""
        board = self.boards[self.turn]
        ways = []
        if board.crests and self.can_place_party(self.turn):
            ways.append("send a Party (click a numbered space)")
        if board.crests:
            ways.append("use the Warehouse or the Firestation")
        if self.aides_left():
            ways.append("take an Aide")
        if len(ways) > 1:
            text = ", ".join(ways[:-1]) + (", or " if len(ways) > 2 else " or ") + ways[-1]
        else:
            text = ways[0] if ways else "end your turn"
        if not self.aides_left():
            text += " (the last Aide is taken: this is your final turn this round)"
        return text

    # ---- the decisions that need more than the short form
    def _task_headstart(self, decision: Decision) -> str:
        return ("move one Attribute marker one step up to start with (click Strength, Senses "
                "or Speed on your board; Strength is the rulebook's tip for a first game)")

    def _task_skill(self, decision: Decision) -> str:
        return ("choose your Player board: on the B side each one has its own Player Skill "
                "(listed in the panel)")

    def _task_claim(self, decision: Decision) -> str:
        loc, n = decision["loc"], decision["space"]
        where = f"your Party on {self.loc_name(loc)} space {n}"
        gear = self.content.board["recall_gear"]
        if not self.claimable(decision.seat, loc):
            return (f"nothing is left for {where}: click the Party to recall it "
                    f"(+{gear} Gear), or leave it there")
        return f"claim a card for {where}, or recall the Party (+{gear} Gear)"

    def _task_mclaim(self, decision: Decision) -> str:
        level = decision["level"]
        if level == "bottom":
            gear = self.content.board["recall_gear"]
            return (f"claim a bottom-level Dragon for your Party on Mountain space "
                    f"{decision['space']}, or recall the Party (+{gear} Gear)")
        party = self.warden_spaces[decision["index"]]
        lvl = self._level(level)
        price = [plural(lvl["extra_wardens"], "more Warden")] if lvl["extra_wardens"] else []
        if lvl["extra_flame"]:
            price.append(f"+{lvl['extra_flame']} Flame")
        parts = [f"the level costs {' and '.join(price)}"] if price else []
        if lvl["attribute_steps"]:
            parts.append("gives an Attribute step")
        cost = f" ({', and '.join(parts)})" if parts else ""
        return (f"your Party on Warden space {decision['index'] + 1} "
                f"({plural(party['warden'], 'Warden')}) may claim a {level}-level Dragon"
                f"{cost}, or leave the Mountain (no Gear)")

    def _task_order(self, decision: Decision) -> str:
        pending = self.progress["pending"]
        tied = pending[decision["group"][0]]["warden"]
        place = len(self.warden_spaces) + 1
        return (f"Survivalist: these Parties tie with {plural(tied, 'Warden')}; click Warden "
                f"space {place} and choose whose Party goes there (higher spaces claim first)")

    def _task_peak(self, decision: Decision) -> str:
        return (f"{decision['why'][0].upper() + decision['why'][1:]}: click the Attribute track to "
                "move one step up")

    def _task_attach_now(self, decision: Decision) -> str:
        if self.stage == "final":
            return ("last chance before End Game Scoring: attach a Dragon to a Hero or "
                    "Preserve (click it), or keep them as they are")
        return ("attach a Dragon to a matching Hero or Preserve now (click the card), or keep "
                "it unattached for later")

    def _task_companion(self, decision: Decision) -> str:
        parts = []
        if decision["gear"]:
            parts.append(f"Senses: +{min(decision['gear'], self.supply['gear'])} Gear")
        if decision["flame"]:
            parts.append(f"Speed: Flame −{decision['flame']}")
        return "your Companion may use " + " and ".join(parts)

    def _task_finish(self, decision: Decision) -> str:
        return "you may still swap Hirelings (1 Gear each) before you end your turn"

    def _task_leader_recall(self, decision: Decision) -> str:
        return ("Leader: you may recall one of your Parties (click it) and then place a new "
                "one")

    def _task_leader_place(self, decision: Decision) -> str:
        return ("Leader: place a new Party (click a numbered space; your Companion cannot go "
                "out again this round), or place none")

    def _task_defender(self, decision: Decision) -> str:
        return ("Defender: click the Raid card to discard; the other one hits every player "
                "after the Reward phase")

    def _task_master(self, decision: Decision) -> str:
        return (f"{self.card_name_by_key(decision['hero'])}: swap up to 2 Grunts for "
                f"{HIRE_NAMES[decision['expert']]}s, or the other way round?")

    def _task_messenger(self, decision: Decision) -> str:
        return "Messenger: choose the Raid card you follow this round (click it)"

    def _task_fire_sage(self, decision: Decision) -> str:
        n = self.progress.get("cur", {}).get("n", 0)
        return (f"Fire Sage: you must discard {plural(n, 'Hireling')}; take +1 Flame to "
                "discard 2 fewer?")

    def _task_raid_expert(self, decision: Decision) -> str:
        return (f"the Raid takes {plural(decision['left'], 'Expert')} from you: choose which to "
                "discard next")

    def _task_ember(self, decision: Decision) -> str:
        why = f" ({decision['why']})" if decision.get("why") else ""
        return (f"Ember Skin: {plural(decision['steps'], 'Flame step')} coming{why}; take them, "
                "take them and gain a Grunt each, or discard Experts instead")

    def _task_drill(self, decision: Decision) -> str:
        return f"Drillmaster: pay 1 Gear for one more {self.track_name(decision['track'])} step?"

    def _task_final_gear(self, decision: Decision) -> str:
        per = self.content.board["gear_per_flame_at_end"]
        return (f"discard {per} Gear for each step you lower your Flame (a lower Flame "
                "earns Glory)?")

    def _task_may(self, decision: Decision) -> str:
        return self.may_text(decision) + "?"

    def _task_raid_exotic(self, decision: Decision) -> str:
        return (f"the Raid card {self.card(decision['card']).name} counts Dragons of one colour: "
                "which colour do your unattached Exotic Dragons count as?")

    def _task_final_exotic(self, decision: Decision) -> str:
        return (f"which colour does {self.card(decision['dragon']).name} (an unattached Exotic "
                "Dragon) count as?")

    def _task_trainer(self, decision: Decision) -> str:
        return ("Dragon Trainer: discard an unattached Dragon (click it) to move the Attribute "
                "of its colour one step up, or keep your Dragons")

    def _task_custodian(self, decision: Decision) -> str:
        glory = self.card("H-custodian").score["glory"]
        return (f"Custodian: click the Attribute marker your Hero scores on (+{glory} Glory "
                "if nobody is higher on that track)")
