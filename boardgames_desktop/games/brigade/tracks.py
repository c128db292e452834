"""Progress tracks shared by Solo and Co-Op: EvacTrak, VPT with Insurance Fraud, Favour and
Faction Influence.  Minimal pieces, written so that Co-Op can reuse them.

* ``EvacTrak``: ``position`` = spaces left before F (0).  The n-th destroyed block moves it
  n spaces towards F (1, then 2 more, then 3 more ...); ``advance``/``retreat`` for the other
  effects (event cards in Co-Op, Blaze's Favour, Call the Watch).
* ``Vpt``: points 0..top; ``insurance_effects(state, points)`` lists the effects of the
  space the marker stands on (vpt.json).
* ``Influence``: one level 1..top per town faction.
* ``ProgressMixin`` adds ``op_insurance_fraud`` to a BrigadeState that has ``self.vpt``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .data import FACTIONS_OF_TOWN
from .state import BrigadeState

if TYPE_CHECKING:
    from .data import Catalogue
    from .town import Town


@dataclass
class EvacTrak:
    start: int
    position: int
    destroyed: int = 0

    def on_destroyed(self) -> int:
        """A block burnt down: move (number destroyed so far) spaces towards F."""
        self.destroyed += 1
        return self.advance(self.destroyed)

    def advance(self, steps: int) -> int:
        before = self.position
        self.position = max(0, self.position - steps)
        return before - self.position

    def retreat(self, steps: int) -> int:
        """Towards S, never past the start."""
        before = self.position
        self.position = min(self.start, self.position + steps)
        return self.position - before

    @property
    def evacuated(self) -> bool:
        return self.position <= 0


@dataclass
class Vpt:
    points: int = 0
    top: int = 40

    def add(self, n: int) -> None:
        self.points = min(self.top, self.points + n)


@dataclass
class Influence:
    top: int
    levels: dict[str, int] = field(default_factory=lambda: {f: 1 for f in FACTIONS_OF_TOWN})

    def raise_level(self, faction: str) -> bool:
        if faction not in self.levels or self.levels[faction] >= self.top:
            return False
        self.levels[faction] += 1
        return True

    @property
    def complete(self) -> bool:
        top = self.top
        for v in self.levels.values():  # a loop, not all(): Solo asks after every step
            if v < top:
                return False
        return True


def insurance_cells(cat: Catalogue, town: Town, space: dict[str, Any]) -> list[str]:
    """Blocks a VPT space's Insurance Fraud effect intensifies (not for wind/blank)."""
    out = []
    for t in town.blocks():
        info = cat.blocks[t.block or ""]
        if space["type"] == "faction_value":
            hit = info.faction == space["faction"] and info.value == space["value"]
        elif space["type"] == "faction":
            hit = info.faction == space["faction"]
        elif space["type"] == "value":
            hit = info.value == space["value"]
        else:
            hit = False
        if hit:
            out.append(t.label)
    return out


def describe_space(cat: Catalogue, space: dict[str, Any]) -> str:
    kind = space["type"]
    if kind == "faction_value":
        return f"all value-{space['value']} {cat.factions[space['faction']].name} blocks"
    if kind == "faction":
        return f"all {cat.factions[space['faction']].name} blocks"
    if kind == "value":
        return f"all value-{space['value']} blocks"
    if kind == "wind":
        return f"a Wind Gust {space['direction']}"
    return "nothing"


class ProgressMixin(BrigadeState):
    vpt: Vpt

    def op_insurance_fraud(self) -> None:
        spaces = self.cat.vpt
        space = spaces[min(self.vpt.points, len(spaces) - 1)]
        what = describe_space(self.cat, space)
        if space["type"] in ("wind", "blank") or what == "nothing":
            self.say(f"Insurance Fraud (VPT {self.vpt.points}): {what}.")
        else:
            self.say(f"Insurance Fraud (VPT {self.vpt.points}): +1 fire on {what}.")
        if space["type"] == "wind":
            self.push_effects({"op": "gust", "direction": space["direction"]})
        else:
            self.push_effects(*({"op": "intensify", "cell": c, "amount": 1}
                                for c in insurance_cells(self.cat, self.town, space)))
