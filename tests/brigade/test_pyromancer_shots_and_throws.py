"""The Pyromancer's numbered choices and its fall into ruins (written after the session-9
sample was drawn, for two survivors of the full sweep): each Flaretillery shot is numbered
1, 2, 3 in its choice, and a Pyromancer thrown off a ruin at the end of its steps is thrown
again when its new block burns down that turn."""

from __future__ import annotations

from .test_allvsone_helpers import act, avo


def test_each_flaretillery_shot_is_numbered_in_its_choice():
    g = avo(position={"pyromancer": {"mana": 5, "tracks": {"mana": 2}}})
    g.apply(act(g, "flaretillery"))
    for shot, cell in ((1, "B2"), (2, "E5"), (3, "F3")):
        choice = act(g, "flare", cell=cell)
        assert choice.text == f"Flaretillery shot {shot}: {g.tile_name(cell)}"
        g.apply(choice)


def test_thrown_off_a_ruin_after_its_last_step_it_can_be_thrown_again():
    g = avo("3v1", 4, 1, "C3", position={
        "pyromancer": {"at": "A3", "mana": 0}, "warden_at": ["F6", "F5", "E6"],
        "intensity": {"E1": 1, "D2": 4}})
    g.pyro.familiar_active = True
    g.forget_listing()
    g.apply(act(g, "pyro_move"))
    for cell in ("B3", "B2", "C2", "D2"):  # the 4th step burns D2 down under it
        g.apply(act(g, "pyro_step", to=cell))
    assert g.town.tiles["D2"].destroyed and g.pending["kind"] == "pyro_thrown"
    g.apply(act(g, "pyro_thrown", to="E2"))
    g.town.tiles["E2"].intensity = 4
    g.fire("E2", 1, "test")
    g.run()
    assert g.town.tiles["E2"].destroyed
    assert g.pending is not None and g.pending["kind"] == "pyro_thrown"
