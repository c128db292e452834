"""Emberheart's Action-phase numbers at their edges: the Fire Marshall's double Firestation
needs 2 Crests (offered at 2, not at 1); the Firestation gives 4 Grunts, or what the supply
still holds; taking it gives exactly that."""

from __future__ import annotations

from typing import Any

from .helpers import fresh
from .test_heroes import holding

ME = 0


def firestation_texts(state: Any) -> list[str]:
    return [a.text for a in state.legal_actions() if a.kind == "firestation"]


def test_the_fire_marshalls_double_firestation_needs_two_crests():
    one = fresh(3, position={"turn": ME, "boards": [holding("fire_marshall", crests=1)]})
    assert firestation_texts(one) == ["Firestation: +4 Grunts, +1 Flame"]
    two = fresh(3, position={"turn": ME, "boards": [holding("fire_marshall", crests=2)]})
    assert firestation_texts(two) == [
        "Firestation: +4 Grunts, +1 Flame",
        "Fire Marshall: 2 Crests on the Firestation, +8 Grunts, +1 Flame"]


def test_the_firestation_gives_what_the_supply_still_holds():
    state = fresh(3, position={"turn": ME, "supply": {"grunt": 1},
                               "boards": [{"hire": {"grunt": 0}}]})
    assert firestation_texts(state) == ["Firestation: +1 Grunts, +1 Flame"]
    state.apply(next(a for a in state.legal_actions() if a.kind == "firestation"))
    assert state.boards[ME].hire["grunt"] == 1 and state.supply["grunt"] == 0
    full = fresh(3, position={"turn": ME, "supply": {"grunt": 4}})
    assert firestation_texts(full) == ["Firestation: +4 Grunts, +1 Flame"]
