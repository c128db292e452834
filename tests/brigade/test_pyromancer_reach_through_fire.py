"""The Pyromancer "moves 4 squares and is uninhibited by fire" (Way of the Wardens): fire
on every side neither stops its move nor changes how far a refusal says a block lies."""

from __future__ import annotations

from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.games.brigade.refusals import refusal

from .test_allvsone_helpers import act, avo


def test_a_block_behind_the_fire_is_counted_in_steps_through_it():
    g = avo("3v1", 4, 1, "C3", position={
        "pyromancer": {"at": "A3", "mana": 0}, "warden_at": ["F6", "F5", "E6"],
        "intensity": {"A2": 2, "B3": 3, "A4": 1, "C3": 1, "D3": 1}})
    g.forget_listing()
    assert "E3" in {a["to"] for a in g.legal_actions() if a.kind == "pyro_move"}
    reason = refusal(g, "cell:F3", PYRO)
    assert str(reason) == (f"{g.tile_name('F3')} is 5 steps from the Pyromancer, who moves 4 "
                           "(around the Wardens; a destroyed block costs 2).")


def stepping_pyromancer():
    """3v1, the Pyromancer on A3 with its Familiar ablaze (it moves square by square)."""
    g = avo("3v1", 4, 1, "C3", position={
        "pyromancer": {"at": "A3", "mana": 0}, "warden_at": ["F6", "F5", "E6"],
        "intensity": {"E1": 1}})
    g.pyro.familiar_active = True
    g.forget_listing()
    g.apply(act(g, "pyro_move"))
    return g


def burn_under_the_pyromancer(g) -> None:
    cell = g.pyro.cell
    g.town.tiles[cell].intensity = 4
    g.fire(cell, 1, "test")
    g.run()
    assert g.town.tiles[cell].destroyed


def test_once_it_stops_stepping_a_block_burning_down_under_it_throws_it_off():
    g = stepping_pyromancer()
    g.apply(act(g, "pyro_step", to="B3"))
    g.apply(act(g, "pyro_step", to=None))  # it stops here
    assert g.pending is None
    burn_under_the_pyromancer(g)
    assert g.pending is not None and g.pending["kind"] == "pyro_thrown"


def test_after_its_last_step_point_it_is_thrown_off_too():
    g = stepping_pyromancer()
    for cell in ("B3", "B2", "C2", "D2"):  # 4 steps: its whole move
        g.apply(act(g, "pyro_step", to=cell))
    assert g.pending is None and g.pyro.cell == "D2"
    burn_under_the_pyromancer(g)
    assert g.pending is not None and g.pending["kind"] == "pyro_thrown"
