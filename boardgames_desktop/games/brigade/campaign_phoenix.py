"""Chapter 4 of Rise of the Phoenix: Capture the Phoenix (mixin of ``CampaignState``).

Every round each Warden gets one event card face down (drawn before the Event Phase); at
the start of the Action Phase of the seat running that Warden the card is revealed and the
Phoenix moves one square in the direction of the card's Phoenix arrow, wrapping round the
6×6 town.  The Phoenix track (0–16) rises when a fireball hits its block, when it moves
onto a burning block (which also gains 1 intensity; a block not burning catches fire
instead), and when the intensity it adds on landing burns the block down (its "presence"
destroys it; a fireball or gust that burns the block down under it does not count); a
Firehouse it enters is destroyed.
Wardens on its block pour water on it like on a fire (no Renown).  The Wardens win when all
of them stand on or around the Phoenix's block with its track at 0; they lose when it
reaches 16.  The numbers are rulings in campaign.json (chapters.4).
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.reuse import reused_make as act
from boardgames_desktop.rules.state import Outcome

from .campaign_rules import chapter_rules
from .mode import Choice, Move, Op
from .pieces import Warden
from .state import ACTION, BrigadeState
from .town import STEP, Tile, direction_name, to_label, to_rc


class PhoenixMixin(BrigadeState):
    chapter: int

    @property
    def p4(self) -> dict[str, Any]:
        return chapter_rules(4)

    def init_phoenix(self, start: int) -> None:
        self.phoenix_cell: str = self.p4["phoenix_start_cell"]
        self.phoenix: int = start
        self.phoenix_cards: list[str | None] = [None] * len(self.wardens)
        self.say(f"The Phoenix rises at {self.tile_name(self.phoenix_cell)} (track "
                 f"{self.phoenix}/{self.p4['phoenix_top']}).")

    def raise_phoenix(self, n: int, why: str) -> None:
        """Raise the track; reaching the top ends the chapter at once (nothing after counts)."""
        if self.result is not None:
            return
        self.phoenix = min(self.p4["phoenix_top"], self.phoenix + n)
        self.say(f"{why}: the Phoenix track rises by {n} to {self.phoenix}.")
        self.check_end()

    # ----- face-down cards and movement ---------------------------------------------------
    def op_phoenix_draw(self) -> None:
        for w in self.wardens:
            if self.events.is_empty:
                self.events.reshuffle_discards()
            self.phoenix_cards[w.index] = self.events.draw()
        self.say("Each Warden takes a face-down event card for the Phoenix.")

    def op_phoenix_move(self, seat: int) -> None:
        for w in self.wardens:
            card = self.phoenix_cards[w.index] if w.seat == seat else None
            if card is None or self.result is not None:
                continue
            self.phoenix_cards[w.index] = None
            self.events.discard(card)
            direction = self.cat.events[card].phoenix
            self.say(f"{self.warden_name(w)} reveals {self.cat.events[card].name}: the "
                     f"Phoenix flies {direction_name(direction)}.")
            self.move_phoenix(direction)

    def wrap(self, label: str, direction: str) -> str:
        rows, cols = self.cat.town["rows"], len(self.cat.town["columns"])
        r, c = to_rc(label)
        dr, dc = STEP[direction]
        out = to_label((r + dr) % rows, (c + dc) % cols)
        assert out is not None
        return out

    def move_phoenix(self, direction: str) -> None:
        self.phoenix_cell = self.wrap(self.phoenix_cell, direction)
        tile = self.town.tiles[self.phoenix_cell]
        self.say(f"The Phoenix lands on {self.tile_name(tile.label)}.")
        if tile.firehouse is not None:
            if not tile.destroyed:
                tile.destroyed = True
                self.say(f"{self.tile_name(tile.label)} is destroyed: no more refills there.")
        elif tile.destroyed:
            return
        else:
            if tile.burning:
                self.raise_phoenix(self.p4["burning_block"], "It lands in the flames")
            self.fire(tile.label, 1, "phoenix")
            if tile.destroyed:
                # "If the presence of the Phoenix destroys a Block it is on"
                self.raise_phoenix(self.p4["destroys_block"], "Its presence burns "
                                   f"{self.block_info(tile).name} down")

    # ----- hooks --------------------------------------------------------------------------
    def phoenix_fireball(self, cell: str) -> None:
        if cell == self.phoenix_cell:
            self.raise_phoenix(self.p4["fireball_hit"], "A fireball hits the Phoenix")

    def phoenix_block_destroyed(self, tile: Tile) -> None:
        """A block burnt down by a fireball or a gust under the Phoenix is not destroyed by
        its presence: the track does not move (the fireball itself already raised it)."""
        if tile.label == self.phoenix_cell:
            self.say("The block under the Phoenix burns down.")

    def phoenix_judge(self) -> Outcome | None:
        seats = tuple(range(self.players))
        if self.phoenix >= self.p4["phoenix_top"]:
            return Outcome((), "Chapter 4 failed: the Phoenix reaches "
                           f"{self.p4['phoenix_top']} and its firestorm sweeps over Tinderbox; "
                           "the town is lost.", cooperative=True)
        if self.phoenix <= 0 and all(self.near_phoenix(w) for w in self.wardens):
            return Outcome(seats, "Chapter 4 won: the Phoenix is caught and Tinderbox is safe.",
                           cooperative=True)
        return None

    def near_phoenix(self, w: Warden) -> bool:
        r, c = to_rc(w.cell)
        pr, pc = to_rc(self.phoenix_cell)
        return abs(r - pr) <= 1 and abs(c - pc) <= 1

    # ----- pouring water on the Phoenix ---------------------------------------------------
    def gen_phoenix(self, w: Warden) -> list[Action]:
        if not self.can_act(w) or w.cell != self.phoenix_cell or self.phoenix <= 0:
            return []
        if not any(self.water(k) > 0 for k in self.water_sources(w)):
            return []
        return [act(w.seat, "phoenix", f"{self.warden_name(w)}: pour water on the "
                            "Phoenix", target=f"cell:{w.cell}", cost=ACTION, warden=w.index)]

    def do_phoenix(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        self.ask(w.seat, "phoenix_pour", f"{self.warden_name(w)}: pour water on the Phoenix "
                 "one at a time (each lowers its track by 1)", warden=w.index, poured=0)

    def choices_phoenix_pour(self, pending: dict[str, Any]) -> list[Action]:
        w = self.wardens[pending["warden"]]
        out = []
        if self.phoenix > 0:
            out = [act(pending["player"], "phoenix_pour",
                               f"Pour 1 water on the Phoenix from {self.holder_name(k)}",
                               target=f"cell:{self.phoenix_cell}", source=k)
                   for k in self.water_sources(w) if self.water(k) > 0]
        if pending["poured"] > 0 or not out:
            out.append(act(pending["player"], "phoenix_pour", "Stop pouring",
                                   source=None))
        return out

    def resolve_phoenix_pour(self, action: Action, pending: dict[str, Any]) -> None:
        key = action["source"]
        if key is None:
            return
        self.set_water(key, self.water(key) - 1)
        self.phoenix -= 1
        self.say(f"{self.holder_name(key)} pours 1 water on the Phoenix: track "
                 f"{self.phoenix}.")
        w = self.wardens[pending["warden"]]
        if self.phoenix > 0 and any(self.water(k) > 0 for k in self.water_sources(w)):
            self.ask_again(pending, poured=pending["poured"] + 1)


#: the Phoenix's steps (chapter 4)
PHOENIX_OPS: dict[str, Op] = {"phoenix_draw": PhoenixMixin.op_phoenix_draw,
                              "phoenix_move": PhoenixMixin.op_phoenix_move}
#: pouring water on the Phoenix (chapter 4)
PHOENIX_MOVE = Move(PhoenixMixin.gen_phoenix, PhoenixMixin.do_phoenix)
PHOENIX_CHOICES: dict[str, Choice] = {
    "phoenix_pour": Choice(PhoenixMixin.choices_phoenix_pour, PhoenixMixin.resolve_phoenix_pour)}
