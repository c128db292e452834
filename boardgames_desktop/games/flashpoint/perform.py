"""Carrying out a chosen action (each kind's own steps live with its move in ``moves``),
and the steps several moves share."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from boardgames_desktop.rules import Action

from . import moves

if TYPE_CHECKING:
    from .state import FlashPointState
    from .state_shape import FlashPointShape as _Base
else:
    _Base = object


class PerformMixin(_Base):
    def perform(self, action: Action) -> None:
        moves.perform(cast("FlashPointState", self), action)

    def cell_of(self, action: Action, name: str = "to") -> int:
        r, c = action[name]
        return self.house.idx(r, c)

    def next_setup(self) -> None:
        self.flow.answer()
        if not self.flow.queue:
            self.current = 0
            self.start_turn()
            self.say("The fire fight begins: each firefighter takes actions, then the fire "
                     "advances.")

    def toggle_door(self, key: str) -> None:
        self.doors[key] = "open" if self.doors[key] == "closed" else "closed"

    def shoot_deck_gun(self, red: int, black: int) -> None:
        cell = self.house.idx(red, black)
        hit = [cell] + self.open_neighbours(cell)
        for i in hit:
            self.fire[i] = 0
        assert self.deck_gun_shot is not None
        self.deck_gun_shot["cells"] = [list(self.rc(i)) for i in hit]
        self.say(f"The deck gun soaks {self.house.label(cell)} and the spaces next to it "
                 "(not behind walls or closed doors): "
                 + ", ".join(self.house.label(i) for i in hit if self.house.inside[i]) + ".")
