"""The four Special Events (Arson, Burning Man Festival, Dirty Dealings, Karnaj Celebrates).

Used by the modes that shuffle them in (competitive, with the ``special_events`` option);
Co-Op and Solo remove them from the deck.  Mixed into a BrigadeState subclass.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.reuse import reused_make as act

from .mode import Choice, Op
from .state import BrigadeState
from .town import display_label


class SpecialEventsMixin(BrigadeState):
    def op_special(self, card: str) -> None:
        special = self.cat.events[card].special or {}
        kind = special["type"]
        if kind == "loyal":
            cells = [t.label for t in self.town.blocks() if t.loyalty is not None]
        elif kind == "meeples":
            occupied = self.occupied_cells()
            cells = [t.label for t in self.town.blocks() if t.label in occupied]
        elif kind == "value":
            cells = [t.label for t in self.town.blocks()
                     if self.block_info(t).value == special["value"]]
        else:  # each_player_choice: every player in turn order, the active one first
            seats = [(self.current + i) % self.players for i in range(self.players)]
            self.push_effects(*({"op": "dirty_dealing", "seat": s} for s in seats))
            return
        self.push_effects(*({"op": "intensify", "cell": c, "amount": 1} for c in cells))

    def op_dirty_dealing(self, seat: int) -> None:
        self.ask(seat, "dirty", f"{self.player_name(seat)}: Dirty Dealings — add 1 intensity "
                 "to a block without a Brigade or Wagon, or pass")

    def choices_dirty(self, pending: dict[str, Any]) -> list[Action]:
        occupied = self.occupied_cells()
        out = [act(pending["player"], "dirty",
                           f"Add 1 intensity to {self.tile_name(t.label)}",
                           target=f"cell:{t.label}", cell=t.label)
               for t in self.town.blocks() if t.label not in occupied]
        out.append(act(pending["player"], "dirty", "Pass", cell=None))
        return out

    def resolve_dirty(self, action: Action, pending: dict[str, Any]) -> None:
        cell = action["cell"]
        if cell is None:
            self.say(f"{self.player_name(action.player)} passes.")
        else:
            self.say(f"{self.player_name(action.player)} adds 1 intensity to "
                     f"{display_label(cell)}.")
            self.fire(cell, 1, "dirty dealings")


SPECIAL_EVENT_OPS: dict[str, Op] = {"special": SpecialEventsMixin.op_special,
                     "dirty_dealing": SpecialEventsMixin.op_dirty_dealing}
SPECIAL_EVENT_CHOICES = {"dirty": Choice(SpecialEventsMixin.choices_dirty,
                                         SpecialEventsMixin.resolve_dirty)}
