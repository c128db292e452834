"""The Pyromancer "moves 4 squares and is uninhibited by fire" (Way of the Wardens): fire
on every side neither stops its move nor changes how far a refusal says a block lies."""

from __future__ import annotations

from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.games.brigade.refusals import refusal

from .test_allvsone_helpers import avo


def test_a_block_behind_the_fire_is_counted_in_steps_through_it():
    g = avo("3v1", 4, 1, "C3", position={
        "pyromancer": {"at": "A3", "mana": 0}, "warden_at": ["F6", "F5", "E6"],
        "intensity": {"A2": 2, "B3": 3, "A4": 1, "C3": 1, "D3": 1}})
    g.forget_listing()
    assert "E3" in {a["to"] for a in g.legal_actions() if a.kind == "pyro_move"}
    reason = refusal(g, "cell:F3", PYRO)
    assert str(reason) == (f"{g.tile_name('F3')} is 5 steps from the Pyromancer, who moves 4 "
                           "(around the Wardens; a destroyed block costs 2).")
