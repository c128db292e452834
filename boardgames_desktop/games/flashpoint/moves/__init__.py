"""Flash Point's moves: per kind of move one object that lists the legal actions, says why
one is refused (from the same checks) and performs it.

``generate(state)`` lists the actions of the current step, ``why_not(state, action)`` is
the refusal of an action not in that listing, ``MOVES[kind].perform`` carries one out.
``at_target.refusal_at`` answers a click on a board place from the same refusals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason

from .base import Move, said
from .decisions import BY_STEP, PENDING, SETUP, Decision
from .hands import Carry, Chop, EndTurn, Extinguish
from .specialists import Desmoke, Dispose, Escape, Imaging, PlanGive, PlanPeek, Treat
from .vehicles import CrewChange, DeckGun, Drive
from .walking import Command, Door, Walk

if TYPE_CHECKING:
    from ..state import FlashPointState

#: A firefighter's moves in listing order (the order is part of the rules' record: seeded
#: games pick from the listing by position): the moves of every game, the Experienced
#: game's vehicles, the specialist's own moves, then ending the turn.
COMMON_MOVES: tuple[Move, ...] = (Walk(), Carry(), Door(), Extinguish(), Chop())
VEHICLE_MOVES: tuple[Move, ...] = (Drive(), DeckGun(), CrewChange())
SPECIALIST_MOVES: dict[str, tuple[Move, ...]] = {
    "paramedic": (Treat(),), "imaging": (Imaging(),), "hazmat_tech": (Dispose(),),
    "captain": (Command(),), "strategist": (PlanGive(), PlanPeek()),
    "prevention": (Desmoke(), Escape())}
END_TURN = EndTurn()
TURN_MOVES: tuple[Move, ...] = (COMMON_MOVES + VEHICLE_MOVES
                                + tuple(m for ms in SPECIALIST_MOVES.values() for m in ms)
                                + (END_TURN,))
#: Every move and decision by the action kind it handles.
MOVES: dict[str, Move | Decision] = {kind: move for move in TURN_MOVES + SETUP + PENDING
                                     for kind in move.kinds}
SETUP_KINDS = frozenset(kind for d in SETUP for kind in d.kinds)
PENDING_KINDS = frozenset(kind for d in PENDING for kind in d.kinds)


def current_decision(st: FlashPointState) -> Decision | None:
    """The moves answering the decision the game waits for (a set-up step or a question),
    if any."""
    waiting = st.flow.current
    return None if waiting is None else BY_STEP[waiting.kind]


def generate(st: FlashPointState) -> list[Action]:
    """Every legal action now (the game is not over)."""
    out: list[Action] = []
    waiting = st.flow.queue  # current_decision, without two calls
    if waiting:
        BY_STEP[waiting[0].kind].generate(st, out)
        return out
    ff = st.firefighters[st.current]  # st.current_ff
    for move in COMMON_MOVES:
        move.generate(st, ff, out)
    if st.experienced:
        for move in VEHICLE_MOVES:
            move.generate(st, ff, out)
    for move in SPECIALIST_MOVES.get(ff.specialist or "", ()):
        move.generate(st, ff, out)
    END_TURN.generate(st, ff, out)
    return out


def why_not(st: FlashPointState, action: Action) -> Reason:
    """Why ``action`` (shaped like one of this game's, not in the listing) is refused."""
    kind = action.kind
    if st.is_over:
        return Reason("The game is over.", action_kind=kind)
    if action.player not in st.active_players:
        waiting = st.flow.current
        if waiting is not None and st.stage != "setup":
            return said(kind, "{} must decide first — {}.",
                        st.player_name(waiting.seat), st.phase)
        return said(kind, "It is not {}'s turn.", st.player_name(action.player))
    decision = current_decision(st)
    if decision is not None:
        if kind in decision.kinds:
            return decision.refuse(st, action)
        if st.stage != "setup":
            return said(kind, "First decide: {}.", st.phase)
        return said(kind, "Finish the setup first: {}.", st.phase)
    if st.stage != "actions":
        return said(kind, "That is not possible now: {}.", st.phase)
    if kind in PENDING_KINDS:
        return said(kind, "There is no such decision to make now.")
    if kind in SETUP_KINDS:
        return said(kind, "The setup is over.")
    move = MOVES.get(kind)
    if move is None:
        return Reason(f"{action.describe()} is not possible right now.", action_kind=kind)
    return move.refuse(st, action)


def perform(st: FlashPointState, action: Action) -> None:
    MOVES[action.kind].perform(st, action)
