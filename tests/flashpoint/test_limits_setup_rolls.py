"""The Experienced set-up's first explosion: the black die picks one of the eight spaces
around the house's centre, in the order ``first_explosion_cells`` of ``rules.json`` lists
them (rulebook: the first explosion is placed by the black die alone).  Each face is tried,
from 1 to 8, by scripting the first die the set-up rolls."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.flashpoint.data import rules
from boardgames_desktop.rules import new_game


@pytest.mark.parametrize("face", range(1, 9))
def test_the_first_explosion_is_where_the_black_die_points(monkeypatch, face):
    from boardgames_desktop.games.flashpoint.state import FlashPointState

    first: list[int] = []
    real_roll = None

    def patch_rng(state):
        nonlocal real_roll
        cls = type(state.rng)
        real_roll = cls.roll

        def roll(rng, sides=6):
            if not first:
                first.append(sides)
                return face
            return real_roll(rng, sides)
        monkeypatch.setattr(cls, "roll", roll)

    monkeypatch.setattr(FlashPointState, "_setup_experienced",
                        _wrapped(FlashPointState._setup_experienced, patch_rng))
    state = new_game("flashpoint", "experienced", 1, 5, {"difficulty": "Recruit"})
    assert first == [8]
    r, c = rules()["first_explosion_cells"][face - 1]
    assert f"Initial explosion at {r}{c}." in state.setup_messages


@pytest.mark.parametrize("level", ["Recruit", "Heroic"])
def test_the_set_up_hazmats_lie_on_spaces_free_of_fire_and_of_other_hazmats(level):
    """Ruling (``flashpoint-base.md``, set-up): a hazmat goes on a space without fire, smoke
    or another hazmat (a taken space follows the arrow); the POIs come after, and may share
    a hazmat's space.  Checked over a few set-ups."""
    for seed in range(1, 7):
        state = new_game("flashpoint", "experienced", 1, seed, {"difficulty": level})
        count = rules()["levels"][level]["hazmats"]
        assert len(state.hazmats) == len(set(state.hazmats)) == count, seed
        for cell in state.hazmats:
            assert state.fire[cell] == 0, (seed, state.house.rc(cell))


def _wrapped(setup, before):
    def run(self):
        before(self)
        return setup(self)
    return run
