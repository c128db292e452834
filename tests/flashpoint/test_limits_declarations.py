"""What the game declares once, at import: the options a new game starts with and the shape
of a scenario position.  The launcher and the catalogue read copies of these, so they are
checked here on the module's own declarations and through a game that uses them."""

from __future__ import annotations

import dataclasses

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


def _records() -> list[tuple[str, object]]:
    from boardgames_desktop.games.flashpoint.data import events, specialists
    from boardgames_desktop.games.flashpoint.house import load_house

    return [("a specialist card", specialists()["paramedic"]),
            ("an Event card", events()["adrenaline"]),
            ("a parking spot", next(iter(load_house().parking.values())))]


@pytest.mark.parametrize("index", range(3))
def test_the_content_every_game_shares_is_read_only(index):
    """The loaders read each content file once and every game in the app shares what they
    read (specialist cards, Event cards, the house plan's parking spots): a record that one
    game could change would change the rules of every other.  So each refuses a change."""
    what, record = _records()[index]
    field = next(iter(dataclasses.fields(record))).name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(record, field, "changed")
