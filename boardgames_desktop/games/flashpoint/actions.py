"""The firefighters' bookkeeping shared by every move: AP and paying it, carrying and
revealing, rescues; listing, refusing and performing live in the ``moves`` package.

Action targets (for the board view): ``cell:r,c`` (a space: move, extinguish, place, POI
actions, ride-along halves), ``door:r,c,E|S`` and ``wall:r,c,E|S`` (an edge),
``parking:<spot id>`` (vehicle spots), ``quadrant:<NW|NE|SW|SE>`` (deck gun),
``firefighter:<index>`` (Strategist's gift).  Panel-only actions have no target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason

from . import moves
from .data import rules, specialists
from .moves.base import step_cost

if TYPE_CHECKING:
    from .pieces import Firefighter, Poi
    from .state import FlashPointState
    from .state_shape import FlashPointShape as _Base
else:
    _Base = object


class ActionMixin(_Base):
    # ----- AP ---------------------------------------------------------------------------------
    def ap_for(self, ff: Firefighter, cat: str) -> int:
        """AP ``ff`` can spend on an action of category ``cat`` (move, extinguish, command,
        plan or other)."""
        total = ff.ap
        if ff.bonus_kind == cat:
            total += ff.bonus_ap
        if cat == "extinguish":
            total += ff.extra_extinguish
        return total

    def pay(self, ff: Firefighter, cost: int, cat: str) -> None:
        if cat == "extinguish":
            use = min(ff.extra_extinguish, cost)
            ff.extra_extinguish -= use
            cost -= use
        if ff.bonus_kind == cat:
            use = min(ff.bonus_ap, cost)
            ff.bonus_ap -= use
            cost -= use
        ff.ap -= cost
        assert ff.ap >= 0

    def costs(self) -> dict[str, int]:
        return rules()["costs"]

    # ----- helpers ------------------------------------------------------------------------------
    def poi_by_id(self, pid: int) -> Poi:
        return next(p for p in self.pois if p.id == pid)

    def rc(self, i: int) -> tuple[int, int]:
        return self.house.rc(i)

    def move_cost(self, ff: Firefighter, to: int) -> int | None:
        """AP to move ``ff`` to the adjacent space ``to``, or None when not allowed."""
        return step_cost(cast("FlashPointState", self), ff, to)

    def reveal(self, poi: Poi) -> None:
        self.rng.note_reveal()
        poi.revealed = True
        where = self.house.label(poi.cell)
        if poi.kind == "false_alarm":
            self.pois.remove(poi)
            self.say(f"The POI at {where} is a false alarm.")
            self.record_action_step("reveal", cell=list(self.rc(poi.cell)), kind="false_alarm")
        else:
            self.say(f"The POI at {where} is a victim!")
            self.record_action_step("reveal", cell=list(self.rc(poi.cell)), kind="victim")
            self.check_rescues()

    def record_action_step(self, step: str, **data: Any) -> None:
        if self.stage == "fire":
            self.record(step, **data)

    def check_rescues(self) -> None:
        amb = self.spot_cells(self.ambulance) if self.experienced else ()
        for poi in list(self.pois):
            if poi.kind != "victim" or not poi.revealed:
                continue
            safe = (poi.cell in amb) if self.experienced else not self.house.inside[poi.cell]
            if safe:
                self.pois.remove(poi)
                if poi.carrier is not None:
                    self.firefighters[poi.carrier].victim = None
                self.rescued += 1
                need = rules()["win_rescued"]
                self.say(f"A victim is rescued! ({self.rescued} of {need})"
                         + (" The team wins!" if self.rescued == need else ""))

    def move_ff(self, ff: Firefighter, to: int) -> None:
        ff.cell = to
        if ff.victim is not None:
            self.poi_by_id(ff.victim).cell = to
        if ff.hazmat and not self.house.inside[to]:
            ff.hazmat = False
            self.say("The hazmat is carried outside and disposed of.")
        for poi in [p for p in self.pois if p.cell == to and not p.revealed]:
            self.reveal(poi)
        self.check_rescues()

    def edge_words(self, key: str) -> str:
        """'between 34 and 44': the two spaces an edge key ``r,c,E|S`` separates."""
        return self.house.edge_words.get(key) or self.house.edge_text(key)

    def unused_specialists(self) -> list[str]:
        taken = {f.specialist for f in self.firefighters}
        sets = ("base", "tragic") if self.tragic else ("base",)
        return [s for s, spec in specialists().items() if spec.set in sets and s not in taken]

    def escape_steps(self, cell: int) -> list[tuple[int, str]]:
        """Next spaces (with the edge crossed) on a shortest escape route from ``cell``."""
        walls = self.walls
        return [(j, k) for j, k in self.house.escape_links[cell] if k not in walls]

    # ----- listing and refusing (the moves package) -----------------------------------------
    def generate_actions(self) -> list[Action]:
        return moves.generate(cast("FlashPointState", self))

    def why_not(self, action: Action) -> Reason:
        """Why ``action`` is refused, as a :class:`Reason` naming the kind of move."""
        return moves.why_not(cast("FlashPointState", self), action)

    def why_illegal(self, action: Action) -> str:
        return str(moves.why_not(cast("FlashPointState", self), action))
