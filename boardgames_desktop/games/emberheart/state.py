"""The Emberheart game state: setup, the prompt queue and the Action phase.

Main-board attributes (for the view):

- ``round`` (1..5), ``stage`` ("setup", "prelude", "action", "reward", "raid", "final",
  "over"), ``first`` (seat with the First player marker), ``turn`` (seat acting in the
  Action phase).
- ``spaces[loc]``: list of 5 entries for spaces 1..5 (index = space - 1), each None or a
  Party dict (see board.new_party; player -1 = non-player Crest of the two-player mode).
- ``offer[loc]`` for guild/tavern/camp/preserve: card slots left to right (id or None);
  ``offer["garrison"]``: the red, blue and green slots.
- ``mountain``: {"bottom": [3 slots], "middle": [2], "top": [1]}; ``warden_spaces``: Parties
  on the Mountain's Warden spaces, top to bottom, during its resolution.
- ``bard_cards``: [[hero id, owner seat], ...] fourth Guild cards only that owner may claim.
- ``warehouse`` / ``firestation``: seats of the Crests placed there this round.
- ``aides``: aide name -> holder seat or None.  ``raids``: the face-up Raid cards (ids);
  ``raid_discarded``: the one the Defender discarded this round (or None).
- ``twoplayer_card``: the revealed two-player-mode card id (or None).
- ``boards``: one :class:`PlayerBoard` per seat.  ``supply``: the common supply.
- ``scores``: after the game, per seat the End Game Scoring lines [[label, glory], ...].
- ``flow``: the flow engine (``rules/flow.py``): ``flow.phase`` is ``stage``, ``flow.queue``
  the decisions waiting (the first one is being asked: ``prompt``).
- ``progress``: where the current phase has got to (e.g. the Location being resolved).

Action targets: "space:<loc>:<n>", "card:<id>", "aide:<name>", "special:warehouse",
"special:firestation", "track:<seat>:<track>", "raid:<id>", "warden:<index>".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames_desktop.rules import Action, GameState, Outcome
from boardgames_desktop.rules.flow import Decision, Flow, FlowStage
from boardgames_desktop.rules.known_copy import KnownCopier
from boardgames_desktop.rules.results import Results

from . import hidden, seat_view
from .abilities import AbilitiesMixin
from .action_phase import ActionPhaseMixin
from .board import PlayerBoard, new_party, party_size
from .common import HIRE_NAMES, LOCATIONS, SEAT_NAMES, hire_text, plural  # noqa: F401
from .data import COLORS, Card, Content, content
from .endgame import EndgameMixin
from .prompt_texts import PROMPT_TEXTS, PromptTextMixin
from .questions import Question, question_table
from .results import game_results
from .reward import RewardMixin


class ContentOnFirstUse:
    """The ``content`` of :class:`EmberheartState`: the first read loads the content
    (``data.content()``) and puts it on the class in this descriptor's place, so every
    later read is a plain class attribute, not a call."""

    def __get__(self, instance: object, owner: type) -> Content:
        known = content()
        owner.content = known  # type: ignore[attr-defined]
        return known


class EmberheartState(ActionPhaseMixin, AbilitiesMixin, RewardMixin, EndgameMixin,
                       PromptTextMixin, FlowStage, GameState):
    """See the module docstring for the attributes a view reads."""

    game_id = "emberheart"
    resample_hidden = hidden.resample_hidden  # what a seat cannot see (determinized)
    view = seat_view.view  # what a seat may see (plain data, nothing hidden)

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        content = self.content
        numbers = content.board
        self.side = str(self.options.get("side", "A"))
        if self.side not in ("A", "B"):
            raise ValueError("Emberheart: option 'side' must be 'A' or 'B'.")
        self.two_player = self.players == 2
        self.round = 1
        self.flow = Flow("setup")
        self.supply = dict(numbers["supply"])
        self.boards: list[PlayerBoard] = []
        for p in range(self.players):
            board = PlayerBoard(crests=numbers["player_start"]["crests"],
                             tracks={t: 0 for t in numbers["tracks"]},
                             skill="")
            self.boards.append(board)
            self._gain(p, "grunt", numbers["player_start"]["grunt"])
            self._gain(p, "gear", numbers["player_start"]["gear"])
        self.decks: dict[str, list[str]] = {}
        for name in ("heroes", "tavern", "captive", "preserves", "mountain_bottom",
                     "mountain_middle", "mountain_top", "raids", "twoplayer"):
            deck = list(content.decks[name])
            self.rng.shuffle(deck)
            self.decks[name] = deck
        for color in COLORS:  # sorted by Glory, lowest on top
            self.decks[f"garrison_{color}"] = sorted(
                content.decks[f"garrison_{color}"], key=lambda i: content.cards[i].glory)
        self.discards: list[str] = []
        self.spaces: dict[str, list[dict | None]] = {loc: [None] * 5 for loc in LOCATIONS}
        self.offer: dict[str, list[str | None]] = {}
        self.mountain: dict[str, list[str | None]] = {}
        self.warden_spaces: list[dict] = []
        self.bard_cards: list[list[Any]] = []
        self.warehouse: list[int] = []
        self.firestation: list[int] = []
        self.aides: dict[str, int | None] = {a: None for a in numbers["aides"]}
        self.raids: list[str] = []
        self.raid_discarded: str | None = None
        self.twoplayer_card: str | None = None
        self.scores: dict[int, list[list[Any]]] = {}
        self.gear_at_scoring: list[int] | None = None
        self.progress: dict[str, Any] = {}
        self.end_turn = False
        self.turn_ref: dict[str, int] | None = None  # supplies when the turn's action began
        self._refill_all()
        self._deal_raids()
        self._deal_twoplayer()
        self.first = self.rng.randint(0, self.players - 1)
        self.turn = self.first
        self.say(f"{self.player_name(self.first)} is the first player.")
        if self.side == "B":  # each player takes a Player board with its own Skill
            for p in self.order_from(self.first):
                self.flow.ask(p, "skill")
        for p in self.order_from(self.first):
            self.flow.ask(p, "headstart")
        self.flow.settle()

    # ------------------------------------------------------------------ copies for search
    def copy_game_data(self, twin: GameState) -> None:
        """Copy the mutable game data by hand (rules/CLONE_PROTOCOL.md): boards, decks, spaces,
        offers, the flow and its progress are new objects; decisions (immutable), card ids,
        numbers and the content are shared.  Attributes this method does not know are
        deep-copied."""
        _KNOWN_COPIER.copy(self, twin)  # copy_with(twin, _COPIERS), faster (rules/known_copy.py)

    # ------------------------------------------------------------------ basics
    #: The game's content (cards and board numbers), shared and read-only: read from its
    #: files on first use, then a plain class attribute (``ContentOnFirstUse``).
    content = ContentOnFirstUse()

    def card_info(self, card_id: str) -> dict[str, Any]:
        """What a card shows, for drawing: name, kind, colour, Glory, cost and texts."""
        card = self.card(card_id)
        info: dict[str, Any] = {"id": card.id, "kind": card.kind, "name": card.name,
                                "color": card.color, "glory": card.glory,
                                "label": self.card_label(card.id)}
        if card.is_dragon:
            info.update(flame=card.flame, warden=card.warden, level=card.level)
        elif card.kind == "hero":
            info.update(ability=card.text, scoring=card.scoring_text)
        elif card.kind == "tavern":
            info.update(hirelings=dict(card.hirelings), flame=card.flame)
        elif card.kind == "preserve":
            info.update(bonus=dict(card.bonus))
        elif card.kind == "garrison":
            info.update(dragons=card.dragons, other=list(card.other), track=card.track)
        elif card.kind == "raid":
            info.update(discard=card.discard, per=card.per, every=card.every, fixed=card.fixed)
        return info

    def player_name(self, player: int) -> str:
        if player < 0:
            return "Non-player"
        return SEAT_NAMES[player] if player < len(SEAT_NAMES) else f"Player {player + 1}"

    def card(self, card_id: str) -> Card:
        return self.content.cards[card_id]

    def order_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.players for i in range(self.players)]

    @property
    def prompt(self) -> Decision | None:
        """The decision being asked now (``flow.current``)."""
        return self.flow.current

    @property
    def active_players(self) -> list[int]:
        flow = self.flow
        if flow.phase == "over":
            return []
        if flow.queue:
            return flow.active_seats()
        if flow.phase == "action":
            return [self.turn]
        return []

    @property
    def phase(self) -> str:
        """Round and phase, then who must do what now (the app's status line)."""
        task = self.task_text()
        return f"{self.stage_text()} · {task}" if task else self.stage_text()

    def question_text(self, decision: Decision) -> str:
        """What ``decision`` asks, as the status line says it (without who decides)."""
        detail = QUESTIONS[decision.kind].detail
        return detail(self, decision) if detail else PROMPT_TEXTS[decision.kind]

    def stage_text(self) -> str:
        """'Round 2 — Reward phase (Tavern)': where the game is, without the decision."""
        names = {"setup": "Setup", "prelude": "Start of round", "action": "Action phase",
                 "reward": "Reward phase", "raid": "Raid phase", "final": "End Game Scoring",
                 "over": "Game over"}
        text = f"Round {self.round} — {names.get(self.stage, self.stage)}"
        loc = self.progress.get("loc")
        if self.stage == "reward" and loc is not None and loc < len(LOCATIONS):
            text += f" ({self.loc_name(LOCATIONS[loc])})"
        return text

    def loc_name(self, loc: str) -> str:
        for entry in self.content.board["locations"]:
            if entry["id"] == loc:
                return entry["name"]
        return {"warehouse": "Warehouse", "firestation": "Firestation"}.get(loc, loc)

    def expert_of(self, loc: str) -> str:
        for entry in self.content.board["locations"]:
            if entry["id"] == loc:
                return entry["expert"]
        raise KeyError(loc)

    # ------------------------------------------------------------------ supplies
    def _gain(self, p: int, kind: str, n: int) -> int:
        """Take up to ``n`` tokens from the common supply; returns how many were taken."""
        n = max(0, min(n, self.supply[kind]))
        self.supply[kind] -= n
        if kind == "gear":
            self.boards[p].gear += n
        else:
            self.boards[p].hire[kind] += n
        return n

    def _lose(self, p: int, kind: str, n: int) -> int:
        board = self.boards[p]
        have = board.gear if kind == "gear" else board.hire[kind]
        n = max(0, min(n, have))
        if kind == "gear":
            board.gear -= n
        else:
            board.hire[kind] -= n
        self.supply[kind] += n
        return n

    def _flame_up(self, p: int, n: int, why: str = "") -> None:
        if n <= 0:
            return
        if self.boards[p].skill == "ember_skin":
            self.flow.ask(p, "ember", steps=n, why=why)
            return
        self._move_flame(p, n, why)

    def _move_flame(self, p: int, n: int, why: str = "") -> None:
        board = self.boards[p]
        before = board.flame
        board.flame = max(0, min(self.content.board["flame_max"], board.flame + n))
        if board.flame != before:
            verb = "rises" if n > 0 else "drops"
            self.say(f"{self.player_name(p)}'s Flame {verb} to {board.flame}"
                     + (f" ({why})." if why else "."))

    def _flame_down(self, p: int, n: int, why: str = "") -> None:
        if n > 0:
            self._move_flame(p, -n, why)

    def _advance(self, p: int, track: str, steps: int, why: str = "") -> None:
        """Move an Attribute marker up (capped); the Drillmaster skill may add a step."""
        board = self.boards[p]
        top = self.content.board["track_max"]
        before = board.tracks[track]
        board.tracks[track] = min(top, before + steps)
        if board.tracks[track] != before:
            self.say(f"{self.player_name(p)}'s {self.track_name(track)} rises to "
                     f"{board.tracks[track]}" + (f" ({why})." if why else "."))
            if board.skill == "drill" and board.gear > 0 and board.tracks[track] < top:
                self.flow.ask(p, "drill", track=track)

    def track_name(self, track: str) -> str:
        return self.content.board["track_names"][track]

    def track_level(self, p: int, track: str, table: str) -> int:
        """The top unlocked placement effect of ``track`` in ``board[table]`` (0 if none)."""
        step = self.boards[p].tracks[track]
        content = self.content
        key = (id(content), table, step)
        best = _TRACK_LEVELS.get(key)
        if best is None:  # made once per table and step: the tables never change
            best = 0
            for k, v in content.board[table].items():
                if int(k) <= step:
                    best = max(best, v)
            _TRACK_LEVELS[key] = best
        return best

    # ------------------------------------------------------------------ heroes & colours
    def hero_active(self, p: int, key: str) -> bool:
        """The player owns that Hero and a Dragon is attached to it."""
        attached = self.boards[p].attached
        if not attached:  # no Dragon attached yet: no Hero is active
            return False
        cards = self.content.cards
        for hero in attached:  # the hosts: Heroes and Preserves with a Dragon
            if cards[hero].key == key and hero in self.boards[p].heroes:
                return True
        return False

    def dragon_color(self, p: int, dragon: str) -> str:
        """A Dragon's colour: an attached Exotic takes its host's colour."""
        color = self.content.cards[dragon].color
        if color != "exotic":
            return color
        for host, d in self.boards[p].attached.items():
            if d == dragon:
                return self.card(host).color
        return self.boards[p].exotic_colors.get(dragon, "exotic")

    def color_count(self, p: int, color: str, flexible: bool = True) -> int:
        """Dragons of ``color``; unattached Exotics count when ``flexible`` (owner's choice)."""
        n = 0
        cards = self.content.cards
        for d in self.boards[p].dragons:
            col = cards[d].color
            if col != "exotic":
                if col == color:
                    n += 1
                continue
            col = self.dragon_color(p, d)
            if col == color or (flexible and col == "exotic"):
                n += 1
        return n

    def hireling_total(self, p: int) -> int:
        """Hirelings in the supply plus those in Parties on the board."""
        n = sum(self.boards[p].hire.values())
        spaces = self.spaces
        for loc in LOCATIONS:
            for party in filter(None, spaces[loc]):  # the Parties (None dropped in C)
                if party["player"] == p:
                    n += party["grunt"] + party["scout"] + party["ranger"] + party["warden"]
        for parties in (self.warden_spaces, self.waiting_parties):
            for party in parties:
                if party["player"] == p and not party.get("gone"):
                    n += party_size(party)
        return n

    # ------------------------------------------------------------------ cards on the board
    def _draw(self, deck: str) -> str | None:
        cards = self.decks[deck]
        if not cards:
            return None
        self.rng.note_reveal()
        return cards.pop(0)

    def _refill_all(self) -> None:
        content = self.content
        for entry in content.board["locations"]:
            loc = entry["id"]
            if loc == "mountain":
                for lvl in content.board["mountain_levels"]:
                    slots = self.mountain.get(lvl["level"], [None] * lvl["slots"])
                    self.mountain[lvl["level"]] = [
                        s if s else self._draw(f"mountain_{lvl['level']}") for s in slots]
            elif loc == "garrison":
                slots = self.offer.get("garrison", [None] * 3)
                self.offer["garrison"] = [
                    s if s else self._draw(f"garrison_{col}") for s, col in zip(slots, COLORS)]
            else:
                slots = self.offer.get(loc, [None] * entry["slots"])
                self.offer[loc] = [s if s else self._draw(entry["deck"]) for s in slots]

    def _deal_raids(self) -> None:
        self.raids = [r for r in (self._draw("raids"), self._draw("raids")) if r]
        self.raid_discarded = None

    def _deal_twoplayer(self) -> None:
        if not self.two_player:
            return
        for loc in LOCATIONS:
            self.spaces[loc] = [None if (s and s["player"] == -1) else s
                                for s in self.spaces[loc]]
        self.twoplayer_card = self._draw("twoplayer")
        if self.twoplayer_card:
            for loc, n in self.card(self.twoplayer_card).blocks:
                self.spaces[loc][n - 1] = new_party(-1)

    # ------------------------------------------------------------------ the contract
    def generate_actions(self) -> list[Action]:
        prompt = self.flow.current
        if prompt is not None:
            acts = QUESTIONS[prompt.kind].offer(self, prompt)
            if prompt.kind != "attach_now":  # Dragons may be attached at any time
                acts += self._attach_actions(prompt.seat)
            return acts
        if self.stage == "action":
            return self._turn_actions(self.turn)
        return []

    def perform(self, action: Action) -> None:
        flow = self.flow
        flow.settle()  # what this action asks comes before the questions already waiting
        if flow.queue and action.kind == "attach":
            self._attach(action.player, action["dragon"], action["host"], action["gear"])
        elif flow.queue:
            prompt = flow.answer(action.player)
            QUESTIONS[prompt.kind].perform(self, prompt, action)
        else:
            self._do_turn(action)
        flow.settle()
        self._run()

    def why_illegal(self, action: Action) -> str:
        if self.stage == "over":
            return "The game is over."
        if action.player not in self.active_players:
            who = ", ".join(self.player_name(p) for p in self.active_players)
            return f"It is not {self.player_name(action.player)}'s turn (waiting for {who})."
        prompt = self.prompt
        if prompt is not None and action.kind != prompt.kind and action.kind != "pass":
            return f"First answer: {self.prompt_text(prompt)}"
        if action.kind == "party":
            return self._why_party_illegal(action)
        if action.kind == "aide":
            return "That Aide has already been taken this round."
        if action.kind in ("warehouse", "firestation") and self.boards[action.player].crests < 1:
            return "You have no Crest left."
        return f"{action.describe()} is not possible right now."

    @property
    def outcome(self) -> Outcome | None:
        if self.stage != "over":
            return None
        totals = {p: sum(v for _, v in self.scores[p]) for p in range(self.players)}
        best = max(totals.values())
        tied = [p for p in range(self.players) if totals[p] == best]
        if len(tied) > 1:
            most = max(len(self.boards[p].dragons) for p in tied)
            tied = [p for p in tied if len(self.boards[p].dragons) == most]
        names = " and ".join(self.player_name(p) for p in tied)
        reason = (f"{names} win{'s' if len(tied) == 1 else ''} with {best} Glory"
                  + (" (tie broken by Dragon cards)" if len(tied) == 1 and
                     sum(1 for v in totals.values() if v == best) > 1 else "")
                  + (" (shared victory)" if len(tied) > 1 else "") + ".")
        return Outcome(tuple(tied), reason, totals)

    def results(self, names: list[str]) -> Results | None:
        """The End Game Scoring table per player, totals, tie-break and winners by name."""
        return game_results(self, names)

    # ------------------------------------------------------------------ automatic steps
    def _run(self) -> None:
        """Advance automatic steps until someone must decide (or the game ends)."""
        guard = 0
        flow = self.flow
        queue = flow.queue  # _drop_moot drops nothing from an empty queue: not called then
        if queue:
            self._drop_moot()
        while not queue and flow.phase != "over":
            guard += 1
            if guard > 10000:
                raise RuntimeError("Emberheart flow did not settle")
            phase = flow.phase
            if phase != "setup":
                self._check_garrisons()
                flow.settle()
                if queue:
                    self._drop_moot()
                    if queue:
                        return
                phase = flow.phase
            if phase == "setup":
                self._start_round()
            elif phase == "prelude":
                self._prelude_step()
            elif phase == "action":
                if not self._action_step():
                    return
            elif phase == "reward":
                self._reward_step()
            elif phase == "raid":
                self._raid_step()
            elif phase == "final":
                self._final_step()
            flow.settle()
            if queue:
                self._drop_moot()
            self.step_point()  # a watching board may show this step (end of round...)

    FLAME_MAYS = ("blazebinder", "dragonspeaker", "priestess")

    def _drop_moot(self) -> None:
        """Drop questions an earlier answer made pointless (e.g. 'lower your Flame' at 0).

        They are queued without that check because an earlier question (Ember Skin) may
        still change the answer."""
        flow = self.flow
        while flow.queue:
            decision = flow.queue[0]
            board = self.boards[decision.seat]
            if decision.kind == "may" and decision["effect"] in self.FLAME_MAYS:
                moot = board.flame == 0
            elif decision.kind == "outfitter":
                moot = min(board.hire["grunt"], self.supply["gear"]) < 1
            elif decision.kind == "drill":
                top = self.content.board["track_max"]
                moot = board.gear < 1 or board.tracks[decision["track"]] >= top
            else:
                moot = False
            if not moot:
                return
            flow.drop_current()

    def resume(self) -> None:
        """Carry on with automatic steps after a position was edited by hand (tests, tools)."""
        self.flow.settle()
        self._run()

    def _start_round(self) -> None:
        self.stage = "prelude"
        self.progress = {"queue": self.order_from(self.first)}
        self.say_heading(f"Round {self.round} begins.")

    # ------------------------------------------------------------------ garrison completion
    def garrison_met(self, p: int, gid: str) -> bool:
        """Whether player ``p`` holds what the Garrison card ``gid`` asks: its Dragons of its
        colour and its other cards or Hirelings; the Tactician completes it with one Dragon
        or one other card/Hireling missing.

        Cheapest questions first: the Dragons, the Tactician only when a Dragon is missing,
        the Hirelings on the board only when those in hand are too few."""
        card = self.content.cards[gid]
        need_d = card.dragons
        have_d = self.color_count(p, card.color)
        if have_d < need_d - 1:  # short even with the Tactician's one missing card
            return False
        dragon_short = have_d < need_d
        if dragon_short and not self.hero_active(p, "tactician"):
            return False
        board = self.boards[p]
        otype, need_o = card.other
        if otype == "heroes":
            have_o = len(board.heroes)
        elif otype == "preserves":
            have_o = len(board.preserves)
        elif otype == "hirelings":
            have_o = sum(board.hire.values())  # those in hand: never more than all owned
            if have_o < need_o:
                have_o = self.hireling_total(p)
        else:
            raise KeyError(otype)
        if dragon_short:  # the Tactician (active) makes up the Dragon, not another card
            return have_o >= need_o
        if have_o >= need_o:
            return True
        return have_o >= need_o - 1 and self.hero_active(p, "tactician")

    def _check_garrisons(self) -> None:
        for p, board in enumerate(self.boards):
            completed = board.completed
            for gid in board.garrisons:
                if gid not in completed and self.garrison_met(p, gid):
                    board.completed.append(gid)
                    card = self.card(gid)
                    self.say(f"{self.player_name(p)} completes the Garrison card "
                             f"{card.name} ({card.glory} Glory).")
                    if self.hero_active(p, "dragon_knight"):
                        self.flow.ask(p, "knight", track=card.track, card=gid)
                    else:
                        self._advance(p, card.track, 1, "Garrison")
                    return  # one at a time so prompts keep their order

    def can_place_party(self, p: int) -> bool:
        return bool(self._party_actions(p, allow_companion=not self.boards[p].companion_used))

    def stat(self, p: int) -> dict[str, int]:
        """Quick numbers for panels: Hirelings, Gear, Flame, Crests."""
        board = self.boards[p]
        out = dict(board.hire)
        out.update(gear=board.gear, flame=board.flame, crests=board.crests)
        return out


#: ``track_level`` by (content, table, step).
_TRACK_LEVELS: dict[tuple[int, str, int], int] = {}


def party_text(party: dict[str, Any]) -> str:
    return hire_text(party)




def plain_copy(value: Any) -> Any:
    """A copy of JSON-like data: every dict and list new, everything else shared."""
    kind = type(value)
    if kind is dict:
        return {k: plain_copy(v) for k, v in value.items()}
    if kind is list:
        return [plain_copy(v) for v in value]
    return value


def _copy_spaces(spaces: dict[str, list[dict | None]]) -> dict[str, list[dict | None]]:
    # a Party is a flat dict of numbers and flags
    return {loc: [None if s is None else dict(s) for s in slots]
            for loc, slots in spaces.items()}


#: How ``copy_game_data`` copies each mutable attribute (plain values are shared).
_COPIERS: dict[str, Callable[[Any], Any]] = {
    "supply": dict.copy,
    "boards": lambda boards: [board.copy() for board in boards],
    "decks": lambda decks: {k: list(v) for k, v in decks.items()},
    "discards": list.copy,
    "spaces": _copy_spaces,
    "offer": lambda offer: {k: list(v) for k, v in offer.items()},
    "mountain": lambda mountain: {k: list(v) for k, v in mountain.items()},
    "warden_spaces": lambda parties: [dict(pt) for pt in parties],
    "bard_cards": plain_copy,
    "warehouse": list.copy,
    "firestation": list.copy,
    "aides": dict.copy,
    "raids": list.copy,
    "scores": plain_copy,
    "gear_at_scoring": plain_copy,
    "flow": Flow.copy,
    "progress": plain_copy,
    "turn_ref": plain_copy,
}


_KNOWN_COPIER = KnownCopier(_COPIERS)


#: Every decision the flow may ask, by kind: its answers, what an answer does and its words
#: (``questions.py``; a kind missing here or in ``PROMPT_TEXTS`` fails at import).
QUESTIONS: dict[str, Question] = question_table({
    "headstart": Question(EmberheartState._offer_headstart, EmberheartState._do_headstart,
                          EmberheartState._task_headstart),
    "skill": Question(EmberheartState._offer_skill, EmberheartState._do_skill,
                      EmberheartState._task_skill),
    "apprentice": Question(EmberheartState._offer_apprentice, EmberheartState._do_apprentice),
    "bard": Question(EmberheartState._offer_bard, EmberheartState._do_bard),
    "paragon": Question(EmberheartState._offer_paragon, EmberheartState._do_paragon),
    "claim": Question(EmberheartState._offer_claim, EmberheartState._do_claim,
                      EmberheartState._task_claim),
    "mclaim": Question(EmberheartState._offer_mclaim, EmberheartState._do_mclaim,
                       EmberheartState._task_mclaim),
    "order": Question(EmberheartState._offer_order, EmberheartState._do_order,
                      EmberheartState._task_order),
    "peak": Question(EmberheartState._offer_peak, EmberheartState._do_peak,
                     EmberheartState._task_peak),
    "attach_now": Question(EmberheartState._offer_attach_now, EmberheartState._do_attach_now,
                           EmberheartState._task_attach_now),
    "companion": Question(EmberheartState._offer_companion, EmberheartState._do_companion,
                          EmberheartState._task_companion),
    "finish": Question(EmberheartState._offer_finish, EmberheartState._do_finish,
                       EmberheartState._task_finish),
    "custodian": Question(EmberheartState._offer_custodian, EmberheartState._do_custodian,
                          EmberheartState._task_custodian),
    "leader_recall": Question(
        EmberheartState._offer_leader_recall, EmberheartState._do_leader_recall,
        EmberheartState._task_leader_recall),
    "leader_place": Question(EmberheartState._offer_leader_place, EmberheartState._do_leader_place,
                             EmberheartState._task_leader_place),
    "defender": Question(EmberheartState._offer_defender, EmberheartState._do_defender,
                         EmberheartState._task_defender),
    "master": Question(EmberheartState._offer_master, EmberheartState._do_master,
                       EmberheartState._task_master),
    "outfitter": Question(EmberheartState._offer_outfitter, EmberheartState._do_outfitter),
    "mentor": Question(EmberheartState._offer_mentor, EmberheartState._do_mentor),
    "wrangler": Question(EmberheartState._offer_wrangler, EmberheartState._do_wrangler),
    "trainer": Question(EmberheartState._offer_trainer, EmberheartState._do_trainer,
                        EmberheartState._task_trainer),
    "messenger": Question(EmberheartState._offer_messenger, EmberheartState._do_messenger,
                          EmberheartState._task_messenger),
    "fire_sage": Question(EmberheartState._offer_fire_sage, EmberheartState._do_fire_sage,
                          EmberheartState._task_fire_sage),
    "raid_expert": Question(EmberheartState._offer_raid_expert, EmberheartState._do_raid_expert,
                            EmberheartState._task_raid_expert),
    "knight": Question(EmberheartState._offer_knight, EmberheartState._do_knight),
    "ember": Question(EmberheartState._offer_ember, EmberheartState._do_ember,
                      EmberheartState._task_ember),
    "drill": Question(EmberheartState._offer_drill, EmberheartState._do_drill,
                      EmberheartState._task_drill),
    "kennel": Question(EmberheartState._offer_kennel, EmberheartState._do_kennel),
    "final_gear": Question(EmberheartState._offer_final_gear, EmberheartState._do_final_gear,
                           EmberheartState._task_final_gear),
    "may": Question(EmberheartState._offer_may, EmberheartState._do_may, EmberheartState._task_may),
    "raid_exotic": Question(EmberheartState._offer_raid_exotic, EmberheartState._do_raid_exotic,
                            EmberheartState._task_raid_exotic),
    "final_exotic": Question(EmberheartState._offer_final_exotic, EmberheartState._do_final_exotic,
                             EmberheartState._task_final_exotic),
}, PROMPT_TEXTS)
