"""All-Versus-One: what the Wardens are told when a move of theirs is refused.  Their Favour
abilities and their Upgrade have All-Versus-One's own sentences (the Actions track's levels
fill up); any other move gets the base game's reason, never nothing."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.rules import Action

from .test_allvsone_helpers import avo

A = Action.make


def wardens_turn() -> Any:
    """3v1 with the Pyromancer's turn ended: the three Wardens act."""
    state = avo("3v1", 4, 1, "C3", position={"warden_at": ["B3", "C2", "D3"]})
    state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    assert state.side == "wardens" and state.acting
    return state


@pytest.mark.parametrize("action,text", [
    (A(1, "ability", warden=0, ability="x"),
     "You need 1 action and enough Favour tokens, and the ability must have something to do."),
    (A(1, "upgrade", warden=0, track="x"),
     "Each Warden may upgrade once per turn; the track must not be at its top, and an Actions "
     "level may be full."),
    (A(1, "move", warden=0, to="Z9"),
     "The Brigade cannot reach that block this move (burning blocks stop a move, destroyed "
     "blocks cost 2 steps and cannot end one)."),
    (A(1, "refill", warden=0),
     "You can refill only on a Firehouse or a block that allows it, and only when something "
     "is not full."),
])
def test_a_refused_warden_move_names_its_rule(action, text):
    state = wardens_turn()
    state.forget_listing()
    assert state.find_legal(action) is None
    assert state.why_illegal(action) == text
