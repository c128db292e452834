"""What every kind of move shares: the :class:`Move` shape, AP wording and the checks
several moves make (an edge that blocks, a step a firefighter may take).

A check answers with the AP a move costs when it is allowed, or with the :class:`Reason` it
is refused; listing a move keeps the first, refusing it says the second.  So the rule is
written once.  Refusals with fixed words are made once (module constants), the ones naming
numbers are remembered per number: a listing that meets a refused candidate allocates
nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason

if TYPE_CHECKING:
    from ..pieces import Firefighter
    from ..state import FlashPointState


class Move:
    """One kind of move (or a few listed together): which exist now (``generate``), why one
    is refused (``refuse``, from the same checks) and what it does (``perform``)."""

    #: The action kinds this object lists, refuses and performs.
    kinds: ClassVar[tuple[str, ...]] = ()

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        """Append the legal actions of this kind for ``ff``, the firefighter playing now."""

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        """Why ``action`` (of one of ``kinds``, not in the listing) cannot be taken now."""
        return Reason(f"{action.describe()} is not possible right now.",
                      action_kind=action.kind)

    def perform(self, st: FlashPointState, action: Action) -> None:
        """Carry out ``action``, already known to be legal."""
        raise NotImplementedError(action.kind)


# ----- words --------------------------------------------------------------------------------
_AP_TEXTS: dict[int, str] = {}


def ap_text(n: int) -> str:
    """'2 AP' (made once per number)."""
    text = _AP_TEXTS.get(n)
    if text is None:
        text = _AP_TEXTS[n] = f"{n} AP"
    return text


_REASONS: dict[tuple[Any, ...], Reason] = {}


_FIXED: dict[str, dict[str, Reason]] = {}


def said(kind: str, template: str, *values: Any) -> Reason:
    """``Reason(template.format(*values), action_kind=kind)``, made once per values."""
    if not values:  # fixed words: the common case while listing, kept cheap
        table = _FIXED.get(kind)
        if table is None:
            table = _FIXED[kind] = {}
        reason = table.get(template)
        if reason is None:
            reason = table[template] = Reason(template, action_kind=kind)
        return reason
    key = (kind, template, values)
    reason = _REASONS.get(key)
    if reason is None:
        if len(_REASONS) > 10_000:
            _REASONS.clear()
        reason = _REASONS[key] = Reason(template.format(*values), action_kind=kind)
    return reason


def cell_target(st: FlashPointState, i: int) -> str:
    return st.house.targets[i]


# ----- shared checks ------------------------------------------------------------------------
WALL_IN_WAY = "A wall is in the way."
NO_MOVE = "An Event forbids moving this turn."
DOOR_IN_WAY = "A closed door is in the way."


def edge_blocker(walls: dict[str, int], doors: dict[str, str], key: str) -> str | None:
    """What stops a firefighter (or water) crossing the edge ``key``: a standing wall or a
    closed door, in words; None when the edge is open."""
    dmg = walls.get(key)
    if dmg is not None:
        return WALL_IN_WAY if dmg < 2 else None
    return DOOR_IN_WAY if doors.get(key) == "closed" else None


def step_costs(st: FlashPointState, mover: Firefighter, costs: dict[str, int] | None = None
               ) -> tuple[int, int | None]:
    """AP for ``mover`` to step onto a space (without fire, on fire); None: it may not step
    into fire (a victim or a hazmat is never carried into fire).  ``costs``: the rules' AP
    costs."""
    if costs is None:
        costs = st.costs()
    if mover.victim is not None:
        return (costs["move_leading"] if st.poi_by_id(mover.victim).treated
                else costs["move_carrying"], None)
    if mover.hazmat:
        return costs["move_carrying"], None
    return costs["move"], costs["move_into_fire"]


def step_cost(st: FlashPointState, mover: Firefighter, to: int) -> int | None:
    """AP for ``mover`` to step onto the adjacent space ``to``, or None when it may not."""
    return step_costs(st, mover)[st.fire[to] == 2]


#: ``step_verdicts``' answers for a refused step (negative: never an AP cost): an Event
#: forbids moving, a standing wall, a closed door, a victim or hazmat carried into fire,
#: too few AP.
NO_MOVE_STEP, WALL_STEP, DOOR_STEP, CARRY_STEP, COSTLY_STEP = -1, -2, -3, -4, -5


def step_verdicts(st: FlashPointState, cell: int, budget: int,
                  step: tuple[int, int | None]) -> list[tuple[int, str, int]]:
    """For each neighbour of ``cell``: (neighbour, edge key, the AP of a step there paid
    from ``budget``, or a negative ``*_STEP`` code saying why not); the rule of a step, for
    a move and for the Fire Captain's order alike, written once.  ``step``: the stepping
    firefighter's ``step_costs``.  A listing keeps the costs (``>= 0``) and makes no words;
    ``step_checks`` turns the codes into refusals."""
    links = st.house.links[cell]
    if "no_move" in st.turn_effects:
        return [(j, k, NO_MOVE_STEP) for _d, j, k in links]
    walls = st.walls
    doors = st.doors
    fire = st.fire
    out: list[tuple[int, str, int]] = []
    for _d, j, k in links:
        dmg = walls.get(k)  # edge_blocker, without a call
        if dmg is not None:
            if dmg < 2:
                out.append((j, k, WALL_STEP))
                continue
        elif doors.get(k) == "closed":
            out.append((j, k, DOOR_STEP))
            continue
        cost = step[fire[j] == 2]
        if cost is None:
            out.append((j, k, CARRY_STEP))
        elif cost > budget:
            out.append((j, k, COSTLY_STEP))
        else:
            out.append((j, k, cost))
    return out


def step_checks(st: FlashPointState, kind: str, cell: int, budget: int,
                step: tuple[int, int | None]) -> list[tuple[int, str, int | Reason]]:
    """``step_verdicts`` with each refusal in words: (neighbour, edge key, AP or the
    :class:`Reason`); :func:`step_check` reads one entry."""
    fire = st.fire
    out: list[tuple[int, str, int | Reason]] = []
    for j, k, verdict in step_verdicts(st, cell, budget, step):
        if verdict >= 0:
            out.append((j, k, verdict))
        elif verdict == NO_MOVE_STEP:
            out.append((j, k, said(kind, NO_MOVE)))
        elif verdict == WALL_STEP:
            out.append((j, k, said(kind, WALL_IN_WAY)))
        elif verdict == DOOR_STEP:
            out.append((j, k, said(kind, DOOR_IN_WAY)))
        elif verdict == CARRY_STEP:
            out.append((j, k, said(kind, "You cannot carry a victim or a hazmat into fire.")))
        else:
            out.append((j, k, said(kind, "Moving there costs {} AP; only {} AP left.",
                                   step[fire[j] == 2], budget)))
    return out


def step_check(st: FlashPointState, kind: str, frm: int, to: int, budget: int,
               step: tuple[int, int | None]) -> int | Reason | None:
    """The AP of a step from ``frm`` onto the neighbour ``to`` paid from ``budget``, or why
    it is refused (``step_checks``); None when ``to`` is not a neighbour of ``frm``."""
    for j, _k, verdict in step_checks(st, kind, frm, budget, step):
        if j == to:
            return verdict
    return None


def own_edge(st: FlashPointState, cell: int, key: str) -> bool:
    """Whether the edge ``key`` is one of the space ``cell``'s four."""
    return any(k == key for _d, _j, k in st.house.links[cell])


def link_to(st: FlashPointState, frm: int, to: int) -> tuple[str, int, str] | None:
    """The (direction, space, edge key) link from ``frm`` to the adjacent ``to``."""
    return next((x for x in st.house.links[frm] if x[1] == to), None)


def space_of(st: FlashPointState, value: Any) -> int | None:
    """The board index of an ``(r, c)`` argument, None when it is not a space."""
    if not isinstance(value, tuple) or len(value) != 2:
        return None
    r, c = value
    house = st.house
    if not (isinstance(r, int) and isinstance(c, int)
            and 0 <= r < house.rows and 0 <= c < house.columns):
        return None
    return house.idx(r, c)
