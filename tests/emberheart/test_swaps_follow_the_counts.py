"""The Gear swaps listed follow the Hirelings in hand and in the supply, whatever was listed
before (session 9's full mutation sweep: the swap listing is memoised by which kinds are
present, so a slip in that key would reuse a stale list).  Rulebook: on your turn, pay 1 Gear
to swap a Hireling of yours for one of another kind from the supply."""

from __future__ import annotations

import pytest

from .helpers import fresh

ME = 0
KINDS = ("grunt", "scout", "ranger", "warden")


def swaps(hand: dict[str, int], supply: dict[str, int]) -> set[tuple[str, str]]:
    state = fresh(3, position={"turn": ME, "supply": supply,
                               "boards": [{"gear": 1, "hire": hand}]})
    state.forget_listing()
    return {(a["src"], a["dst"]) for a in state.legal_actions()
            if a.kind == "swap" and a.player == ME}


@pytest.mark.parametrize("where", ["hand", "supply"])
@pytest.mark.parametrize("kind", KINDS)
def test_a_kind_running_out_leaves_the_swaps_right_after_a_listing_with_it(kind, where):
    every = {k: 1 for k in KINDS}
    full = swaps(every, {k: 5 for k in KINDS})
    assert full == {(s, d) for s in KINDS for d in KINDS if s != d}
    hand, supply = dict(every), {k: 5 for k in KINDS}
    (hand if where == "hand" else supply)[kind] = 0
    expected = {(s, d) for s in KINDS for d in KINDS
                if s != d and hand[s] > 0 and supply[d] > 0}
    assert swaps(hand, supply) == expected
    assert swaps(every, {k: 5 for k in KINDS}) == full
