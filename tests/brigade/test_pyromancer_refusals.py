"""The Pyromancer's own refusals (``pyromancer.py``'s ``pyro_explain``) answer only the
Pyromancer's own kinds of action; anything else it tries is answered by the base game's
checks (here: the Warden it names has no actions in the Pyromancer's part of the turn).  And
the Pyromancer's open board before the first turn."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action, new_game

from .test_allvsone_helpers import avo

PYRO = 0


@pytest.mark.parametrize("action", [
    Action.make(PYRO, "extinguish", warden=0),
    Action.make(PYRO, "move", warden=0, to="B3"),
])
def test_a_wardens_action_tried_by_the_pyromancer_gets_the_base_games_answer(action):
    state = avo("3v1", 4, 1, "C3", position={"warden_at": ["B3", "C2", "D3"]})
    assert state.side == "pyro" and state.acting
    state.forget_listing()
    assert state.find_legal(action) is None
    warden = state.cat.wardens[state.wardens[0].card].name
    assert state.why_illegal(action) == f"{warden} has no actions left this turn."


def test_the_pyromancers_board_at_set_up_shows_no_familiar_blazing():
    """Before the first turn nothing was used: the Familiar's ability (once per turn, at its
    last level) is not active on the open Pyromancer board."""
    state = new_game("brigade", "3v1", 4, 2)
    assert state.pending["kind"] == "warden"  # still setting up
    board = state.view(1)["board"]["pyromancer"]
    assert board["familiar_active"] is False and board["actions_left"] == 0
