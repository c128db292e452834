"""Copies for search (``clone``): a copy and its original never affect each other.

Every mode and option of Flash Point, copied at several points of a random game (setup,
turns, pending decisions, the fire phase's aftermath); original, copy and a copy of the copy
then play on with different random choices and each must equal a fresh replay of its own
log (``tests/rules/clone_harness.py``).
"""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import new_game
from tests.rules.clone_harness import check_independence

from .helpers import clear, make, put

CONFIGS = [
    ("family", 4, {}),
    ("family", 2, {"firefighters": 5}),
    ("experienced", 4, {"difficulty": "Recruit"}),
    ("experienced", 3, {"difficulty": "Veteran"}),
    ("experienced", 4, {"difficulty": "Heroic", "tragic_events": True}),
    ("experienced", 1, {"difficulty": "Veteran", "tragic_events": True, "firefighters": 6}),
]


@pytest.mark.parametrize("mode,players,options", CONFIGS)
@pytest.mark.parametrize("seed", [3, 11])
@pytest.mark.parametrize("before", [0, 7, 40])
def test_copy_and_original_play_on_independently(mode: str, players: int, options: dict,
                                                  seed: int, before: int) -> None:
    config = {"game": "flashpoint", "mode": mode, "players": players, "seed": seed,
              "options": options}
    check_independence(config, before, 30)


def test_copy_owns_its_board_and_pieces() -> None:
    s = make("experienced", 2, seed=4, difficulty="Recruit")
    twin = s.clone()
    for name in ("walls", "doors", "fire", "hot_spots", "hazmats", "pois", "firefighters",
                 "fire_deck", "event_deck", "flow", "turn_flags", "turn_effects"):
        assert getattr(twin, name) is not getattr(s, name), name
    assert twin.flow.queue is not s.flow.queue and twin.flow.steps is not s.flow.steps
    assert all(a is not b for a, b in zip(twin.firefighters, s.firefighters))
    assert twin.house is s.house  # the floor plan never changes: shared
    before = s.snapshot()
    # hand-set changes on the copy stay there
    clear(twin)
    put(twin, "fire", (3, 4))
    twin.firefighters[0].ap = 0
    twin.walls[next(iter(twin.walls))] = 2
    twin.turn_flags["crew_change"] = 1
    assert twin.snapshot() != before
    assert s.snapshot() == before


def test_copy_keeps_a_pending_decision_apart() -> None:
    """A decision waiting in the flow is kept apart in a copy (a copy's answer and new
    question leave the original's waiting decision as it was)."""
    s = new_game("flashpoint", "experienced", 1, 5, {"difficulty": "Recruit"})
    s.flow.ask(0, "ride", ff=0, queue=[1, 2], spot="x")
    twin = s.clone()
    asked = twin.flow.answer(0)
    twin.flow.ask(0, "ride", ff=1, queue=asked["queue"] + [3], spot="x")
    assert s.flow.current is not None
    assert (s.flow.current.kind, s.flow.current.seat, dict(s.flow.current.details)) == (
        "ride", 0, {"ff": 0, "queue": [1, 2], "spot": "x"})
