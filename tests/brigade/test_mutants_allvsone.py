"""All-Versus-One boundaries a mutation run of the Brigade models found untested
(``bench/mutate.py``): exact costs and exact counts, one below and at the limit."""

from __future__ import annotations

from .test_allvsone_helpers import avo


def offered(g, kind: str) -> bool:
    g.forget_listing()
    return any(a.kind == kind for a in g.legal_actions())


def test_the_familiar_ability_is_offered_with_exactly_its_three_fire_mana():
    """At level 6 of the Familiar track the Pyromancer may pay 3 Fire Mana (and an action)
    for the Familiar's ability: with exactly 3 in the pool it can be paid, with 2 it cannot."""
    top = {"familiar": 5, "mana": 1}  # the sixth space; a pool of 4
    assert offered(avo(position={"pyromancer": {"mana": 3, "tracks": top}}), "familiar")
    assert not offered(avo(position={"pyromancer": {"mana": 2, "tracks": top}}), "familiar")
