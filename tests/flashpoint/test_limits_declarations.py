"""What the game declares once, at import: the options a new game starts with and the shape
of a scenario position.  The launcher and the catalogue read copies of these, so they are
checked here on the module's own declarations and through a game that uses them."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.flashpoint import register
from boardgames_desktop.rules.scenario import ScenarioError

from .test_mutants_tragic import tragic


def test_a_new_game_starts_without_the_tragic_events_expansion():
    """Tragic Events is an expansion: it is played only when chosen, at Recruit, with one
    firefighter unless more are asked for."""
    defaults = {option.key: option.default for option in register.GAME_INFO.options}
    assert defaults == {"difficulty": "Recruit", "tragic_events": False, "firefighters": 1}


def test_a_position_takes_no_field_it_does_not_know():
    """A position names only the fields of ``scenario.POSITION``; a misspelt one ("hotspots")
    is a mistake in the position and is refused naming it, not silently dropped."""
    with pytest.raises(ScenarioError, match=r"hotspots"):
        tragic(("0,0", "generalist"), hotspots=["2,2"])
