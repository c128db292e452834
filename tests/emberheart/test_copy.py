"""Copies for search (``clone``): a copy and its original never affect each other.

Both sides, every player count, copied at several points of a random game (setup prompts,
the Action phase, Reward and Raid phases); original, copy and a copy of the copy then play
on with different random choices and each must equal a fresh replay of its own log
(``tests/rules/clone_harness.py``).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames_desktop.rules import new_game
from tests.rules.clone_harness import check_independence

CONFIGS = [(players, side) for players in (2, 3, 4) for side in ("A", "B")]


@pytest.mark.parametrize("players,side", CONFIGS)
@pytest.mark.parametrize("seed", [2, 9])
@pytest.mark.parametrize("before", [0, 20, 70, 150])
def test_copy_and_original_play_on_independently(players: int, side: str, seed: int,
                                                  before: int) -> None:
    config = {"game": "emberheart", "mode": "standard", "players": players, "seed": seed,
              "options": {"side": side}}
    check_independence(config, before, 40)


def test_copy_owns_its_table() -> None:
    s = new_game("emberheart", "standard", 3, 6, {"side": "B"})
    twin = s.clone()
    for name in ("supply", "boards", "decks", "spaces", "offer", "mountain", "aides",
                 "flow", "progress", "raids", "discards"):
        assert getattr(twin, name) is not getattr(s, name), name
    assert twin.flow.queue is not s.flow.queue
    assert all(a is not b for a, b in zip(twin.boards, s.boards))
    assert twin.boards[0].hire is not s.boards[0].hire
    assert twin.decks["heroes"] is not s.decks["heroes"]
    assert twin.content is s.content  # the cards never change: shared
    before = s.snapshot()
    # hand-set changes on the copy stay there
    twin.boards[0].hire["grunt"] += 3
    twin.boards[1].heroes.append("H-bard")
    twin.decks["heroes"].pop()
    twin.offer["guild"][0] = None
    twin.supply["gear"] -= 1
    twin.spaces["tavern"][2] = {"player": 0, "grunt": 3, "scout": 0, "ranger": 0,
                                "warden": 0, "companion": False, "claimed": False}
    twin.flow.replace_current(replace(twin.flow.current, seat=2))
    assert twin.snapshot() != before
    assert s.snapshot() == before


def test_copy_keeps_parties_apart() -> None:
    """A Party on the board is copied: changing the copy's Party leaves the original's."""
    s = new_game("emberheart", "standard", 2, 1, {"side": "A"})
    s.spaces["camp"][4] = {"player": 1, "grunt": 2, "scout": 0, "ranger": 1, "warden": 0,
                           "companion": True, "claimed": False}
    twin = s.clone()
    twin.spaces["camp"][4]["grunt"] = 0
    assert s.spaces["camp"][4]["grunt"] == 2
