"""Hero abilities at their exact thresholds, found by mutation runs (``bench/mutate_many.py``):
each test sets a position through the scenario API and checks one rule of the rulebook at the
edge a one-character slip in the code would move."""

from __future__ import annotations

from .helpers import fresh, pick

ME = 0
BLUE_WHELP = "C05"  # a blue Captive Dragon, to make a blue Hero active


def test_fire_marshall_may_double_with_exactly_two_crests_left():
    """Fire Marshall: on your turn you may put two of your Crests on the Firestation together
    (8 Grunts, only +1 Flame).  Two Crests in hand are enough for that."""
    state = fresh(3, seed=2, position={"turn": ME, "boards": [{
        "crests": 2, "flame": 0, "hire": {"grunt": 0},
        "heroes": ["H-fire_marshall"], "dragons": [BLUE_WHELP],
        "attached": {"H-fire_marshall": BLUE_WHELP}}]})
    pick(state, "firestation", double=True)
    board = state.boards[ME]
    assert board.crests == 0 and state.firestation == [ME, ME]
    assert board.hire["grunt"] == 8 and board.flame == 1
