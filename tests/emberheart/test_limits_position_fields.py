"""A scenario position naming a field the game does not know is refused, at every level of
the position (session 9's full mutation sweep: a record left open would lay out a position
silently ignoring a misspelt field).  The refusal names the field's whole path."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.scenario import ScenarioError

HEADSTARTS = {"headstarts": ["strength"] * 3}


def start(position: dict[str, Any]) -> Any:
    return new_game("emberheart", "standard", 3, 1, {"side": "A"},
                    scenario={"position": position})


@pytest.mark.parametrize("position,path", [
    ({"colour": 1}, "position.colour"),
    ({"boards": [{"gears": 3}]}, "position.boards[0].gears"),
    ({**HEADSTARTS, "phase": {"stage": "raid", "who": [0]}}, "position.phase.who"),
])
def test_an_unknown_field_is_refused_by_its_path(position, path):
    with pytest.raises(ScenarioError) as refused:
        start(position)
    assert str(refused.value) == (f"The scenario is not valid: '{path}' is not a field this "
                                  "version knows.")


def test_an_unknown_field_of_a_party_is_refused():
    """The sentence names the wrong field inside the Party, though a space may also be empty
    (``optional``: null or a Party)."""
    with pytest.raises(ScenarioError) as refused:
        start({"parties": {"camp": [{"seat": 0, "grunt": 1, "scouts": 1}, None, None, None,
                                    None]}})
    assert str(refused.value) == ("The scenario is not valid: 'position.parties.camp[0].scouts' "
                                  "is not a field this version knows.")


def test_the_same_fields_spelt_right_are_laid_out():
    state = start({"boards": [{"gear": 3}], "parties": {"camp": [
        {"seat": 0, "grunt": 0, "scout": 1}, None, None, None, None]}})
    assert state.boards[0].gear == 3
    assert state.spaces["camp"][0]["scout"] == 1


def test_a_new_first_player_on_the_b_side_still_takes_the_boards_before_the_head_starts():
    """Set-up on the B side: every player takes a Player board (its Skill), then every player
    chooses a head start, each time from the first player.  A position moving the First
    player marker keeps that order, from the new first player."""
    state = new_game("emberheart", "standard", 3, 1, {"side": "B"},
                     scenario={"position": {"first": 2}})
    assert [(d.kind, d.seat) for d in state.flow.queue] == [
        ("skill", 2), ("skill", 0), ("skill", 1),
        ("headstart", 2), ("headstart", 0), ("headstart", 1)]
