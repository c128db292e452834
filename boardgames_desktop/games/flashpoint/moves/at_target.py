"""Why a click on a board place does nothing: the refusal of the move a player most likely
meant there, asked of that move itself (so the words are the rules' own).

A place is a target string of the board (``cell:r,c``, ``door:…``, ``wall:…``,
``parking:…``, ``quadrant:…``, ``firefighter:N``); see ``actions.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason

from ..paths import move_preview
from . import why_not
from .base import link_to, said

if TYPE_CHECKING:
    from ..pieces import Firefighter
    from ..state import FlashPointState


def refusal_at(st: FlashPointState, target: str, viewer: int | None = None) -> Reason:
    """Why nothing happens when ``viewer`` (None: whoever acts now) clicks ``target``."""
    if st.is_over:
        return Reason("The game is over: nothing more can be done on the board.")
    active = st.active_players
    seat = active[0] if active else 0
    if viewer is not None and viewer not in active:
        return why_not(st, Action(viewer, "end_turn"))
    if st.flow.queue or st.stage == "setup":
        return why_not(st, _probe_decision(st, seat))
    if st.stage != "actions":
        return Reason(f"That is not possible now: {st.phase}.")
    kind, _, rest = target.partition(":")
    ff = st.current_ff
    if kind == "cell":
        r, c = (int(x) for x in rest.split(","))
        return _at_space(st, ff, st.house.idx(r, c))
    if kind == "door":
        return _at_door(st, ff, rest)
    if kind == "wall":
        return why_not(st, Action.make(seat, "chop", edge=rest))
    if kind == "parking":
        vehicle = st.house.parking[rest].vehicle
        return why_not(st, Action.make(seat, "drive", vehicle=vehicle, spot=rest, to=None))
    if kind == "quadrant":
        return why_not(st, Action.make(seat, "deck_gun"))
    if kind == "firefighter":
        return _at_firefighter(st, ff, int(rest))
    return Reason(f"Nothing to do there now: {st.phase}.")


def _probe_decision(st: FlashPointState, seat: int) -> Action:
    """An answer of the current decision's kind that is not one of its choices."""
    from . import current_decision

    decision = current_decision(st)
    assert decision is not None
    return Action(seat, decision.kinds[0], (("refused", True),))


def _at_space(st: FlashPointState, ff: Firefighter, i: int) -> Reason:
    seat = ff.seat
    house = st.house
    rc = house.rcs[i]
    if i == ff.cell:
        return _on_own_space(st, ff, i)
    face_down = [p for p in st.pois if p.cell == i and not p.revealed]
    if ff.specialist == "imaging" and face_down:
        return why_not(st, Action.make(seat, "imaging", poi=face_down[0].id))
    if ff.specialist == "prevention":
        if st.fire[i] == 1 and house.inside[i]:
            steps = st.escape_steps(i)
            to = house.rcs[steps[0][0]] if steps else rc
            return why_not(st, Action.make(seat, "desmoke", frm=rc, to=to))
        if face_down and house.inside[i]:
            steps = st.escape_steps(i)
            to = house.rcs[steps[0][0]] if steps else rc
            return why_not(st, Action.make(seat, "escape", poi=face_down[0].id, to=to))
    if link_to(st, ff.cell, i) is None and ff.specialist == "captain":
        ordered = next((g for g in st.firefighters if g is not ff and g.cell >= 0
                        and link_to(st, g.cell, i) is not None), None)
        if ordered is not None:
            return why_not(st, Action.make(seat, "command_move", ff=ordered.index, to=rc))
    if link_to(st, ff.cell, i) is not None and st.fire[i]:
        # a neighbour on fire: walking in and putting it out both refused; say the cheaper
        return why_not(st, Action.make(seat, "extinguish", at=rc))
    refused = why_not(st, Action.make(seat, "move", to=rc))
    if link_to(st, ff.cell, i) is None and refused.action_kind == "move":
        walk = move_preview(st, ff.index, i)
        if walk is not None:
            return said("move", "{} The cheapest walk to {} takes {} steps and {} AP.",
                        refused.text, st.house.label(i), len(walk[1]) - 1, walk[0])
    return refused


def _on_own_space(st: FlashPointState, ff: Firefighter, i: int) -> Reason:
    """The firefighter's own space: put out, carry, treat or dispose, whichever is there."""
    seat = ff.seat
    rc = st.house.rcs[i]
    if st.fire[i]:
        return why_not(st, Action.make(seat, "extinguish", at=rc))
    victims = [p for p in st.pois if p.cell == i and p.revealed]
    if victims and ff.specialist == "paramedic":
        return why_not(st, Action.make(seat, "treat", poi=victims[0].id))
    if victims:
        return why_not(st, Action.make(seat, "pickup", poi=victims[0].id))
    if i in st.hazmats:
        kind = "dispose" if ff.specialist == "hazmat_tech" else "pickup_hazmat"
        return why_not(st, Action.make(seat, kind))
    return said("move", "{} stands here: no fire or smoke to put out and nothing to carry on "
                        "this space. Click a neighbouring space to move.", st.ff_short(ff))


def _at_door(st: FlashPointState, ff: Firefighter, key: str) -> Reason:
    seat = ff.seat
    own = any(k == key for _d, _j, k in st.house.links[ff.cell])
    if not own and ff.specialist == "captain":
        ordered = next((g for g in st.firefighters if g is not ff and g.cell >= 0
                        and any(k == key for _d, _j, k in st.house.links[g.cell])), None)
        if ordered is not None:
            return why_not(st, Action.make(seat, "command_door", ff=ordered.index, edge=key))
    return why_not(st, Action.make(seat, "door", edge=key))


def _at_firefighter(st: FlashPointState, ff: Firefighter, index: int) -> Reason:
    if ff.specialist == "strategist":
        return why_not(st, Action.make(ff.seat, "plan_give", ff=index))
    other = st.firefighters[index]
    if other is ff:
        return said("move", "That is {}, playing now ({}): click a highlighted space, door or "
                            "wall to act.", st.ff_short(ff), st.ap_words(ff))
    return said("plan_give", "{}: {} saved AP. Only the Strategist gives AP to other "
                             "firefighters.", st.ff_short(other), other.ap)
