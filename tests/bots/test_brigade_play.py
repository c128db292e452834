"""The Brigade: hand-set positions where a computer player must make the obvious move.

Each position is a scenario (``new_game(..., scenario=...)``); the bot searches with a
small fixed budget and no time cap, so the test is deterministic and quick.
"""

from __future__ import annotations

import math
from typing import Any

from boardgames_desktop import bots
from boardgames_desktop.rules import new_game

ITERATIONS = 150


def play_turn(state: Any, level: str, seed: int = 1) -> list[Any]:
    """Let the bot play (and apply) its actions until the turn passes on."""
    seat = state.active_players[0]
    bot = bots.make_bot(level, seat, seed, iterations=ITERATIONS)
    taken = []
    while not state.is_over and len(taken) < 16:
        action = bot.choose(state, math.inf)
        taken.append(action)
        state.apply(action)
        if state.log[-1].hand_off:
            break
    return taken


def test_solo_spends_its_turn_on_a_faction_quest_not_on_a_bigger_wagon():
    """Solo, turn 1, no room for crew yet, two Nobles crew on top of the crew deck and
    Nobles blocks a step away: Upgrade Crew, Recruit one, walk onto a Nobles block and
    discard it (a Faction Quest) fits in the four actions.  A bigger Wagon or Forge wins
    nothing before Blaze's VP run out."""
    position = {"wardens": ["rook_cinders"], "warden_at": ["E5"],
                "intensity": {"B2": 1, "C5": 1},
                "crew": ["lady_fernsby", "captain_orrin", "gran_tilly", "purse_maddox"]}
    start = new_game("brigade", "solo", 1, 2, {}, scenario={"position": position})
    assert sum(start.influence.levels.values()) == 4  # every track at its first level
    for level in ("easy", "normal", "hard"):
        state = start.clone()
        turn = play_turn(state, level)
        described = [a.describe() for a in turn]
        assert state.influence.levels["nobles"] == 2, (level, described)
        assert not any(a.kind == "upgrade" and a.get("track") in ("wagon", "forge")
                       for a in turn), (level, described)
