"""All-Versus-One (3v1): where the Pyromancer can be caught, and his turn planned.

3v1 rules (brigade-way-of-the-wardens.txt, Incidents): the Wardens witness an Incident when
as many of them as an open track asks end their turn on the Pyromancer's block; the track
starts at 3 Wardens, and an Upgrade action advances it (3 -> 2 -> 1; one upgrade per Warden
per turn, allvsone.json).  Positions are scenarios; the bot searches with a small fixed
budget and no time cap, so the tests are deterministic.
"""

from __future__ import annotations

import math
from typing import Any

from boardgames_desktop import bots
from boardgames_desktop.bots import eval_brigade
from boardgames_desktop.rules import new_game

# Eleven burning blocks around D5; the three Wardens on their Firehouses (A1, F1, A6) with
# two actions each.  A Move stops on entering a burning block.
RING = {label: 1 for label in ("D4", "C5", "E5", "D6", "D3", "C4", "E4", "B5", "F5", "C6",
                               "E6")}


def ringed(pyromancer_at: str) -> Any:
    position = {"pyromancer_start": "C3", "intensity": RING,
                "pyromancer": {"at": pyromancer_at}, "warden_at": ["A1", "F1", "A6"]}
    return new_game("brigade", "3v1", 4, 3, {}, scenario={"position": position})


def upgrade(state: Any, seat: int, track: str) -> None:
    state.apply(next(a for a in state.legal_actions()
                     if a.player == seat and a.kind == "upgrade" and a.get("track") == track))


def test_one_warden_in_reach_is_enough_while_the_others_advance_a_track():
    """At E6 only the Warden at F1 can end a turn with him (two Moves).  The other two each
    advance Incident track 1 (3 -> 2 -> 1 Wardens needed) and the one who walks in
    witnesses it: he is caught.  The old evaluation counted the Wardens in reach against
    the need as it stood (1 of 3) and called him nearly safe."""
    state = ringed("E6")
    assert [eval_brigade.moves_to(state, w, "E6") for w in state.wardens] == [4, 2, 3]
    assert eval_brigade.exposure(state) == 1.0


def test_wardens_who_spent_their_upgrade_this_turn_cannot_lower_the_need():
    """The Wardens' turn, the Pyromancer at E6: the Wardens at A1 and A6 spend their one
    upgrade of the turn raising their Actions track, so no track can be advanced by them;
    the F1 Warden alone reaches E6 (and may advance a track once: 3 -> 2), one witness
    where two are needed: no Incident this turn."""
    state = ringed("E6")
    state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    assert state.active_players == [1, 2, 3]
    upgrade(state, 1, "actions")
    upgrade(state, 3, "actions")
    assert [eval_brigade.moves_to(state, w, "E6") for w in state.wardens] == [4, 2, 3]
    assert [state.budget[w.index] for w in state.wardens] == [1, 2, 1]
    assert eval_brigade.exposure(state) == 0.0


def test_the_hard_pyromancer_ends_his_turn_inside_the_ring_of_fire():
    """D5, inside the ring, is the only block no Warden can end a turn on (3 Moves at
    least, with 2 actions), and a Move of his (4 squares, not stopped by fire) gets there
    from A5 or E2.  The old search, judging each action by random follow-ups and the
    Wardens' reach without their track upgrades, ended at D6, A5, C5 or E6."""
    assert [eval_brigade.moves_to(ringed("D5"), w, "D5") for w in ringed("D5").wardens] \
        == [4, 3, 3]
    ends = []
    for start in ("A5", "E2"):
        for seed in (1, 2):
            state = ringed(start)
            bot = bots.make_bot("hard", 0, seed, iterations=100)
            while 0 in state.active_players:
                state.apply(bot.choose(state, math.inf))
            ends.append(state.pyro.cell)
    assert ends == ["D5"] * 4


# 3v1 seed 11, Easy Pyromancer against Hard Wardens: the first 29 moves (by their index in
# the legal actions).  The Wardens' turn begins with the Pyromancer on B1; each Warden needs
# both its actions to walk there, and Incident track 4 needs 2 Wardens: one advance of it
# (then 1 Warden needed) by one Warden and the walk of another witness an Incident.
SEED_11_OPENING = [0, 0, 0, 2, 33, 33, 20, 55, 70, 34, 5, 34, 1, 44, 25, 12, 0, 0, 0, 16, 47,
                   18, 0, 0, 21, 21, 21, 24, 1]


def test_hard_wardens_plan_their_turn_and_catch_the_pyromancer():
    """Judged by random team-mates' follow-ups (who seldom advance the track the walk
    needs), the old Wardens' search drove the Wagon, extinguished or advanced other tracks,
    and witnessed nothing with these bot seeds.  Planning each seat's part of the turn (a
    line ends at its 'Done'), they advance track 4 and walk in."""
    start = new_game("brigade", "3v1", 4, 11, {})
    for index in SEED_11_OPENING:
        start.apply(start.legal_actions()[index])
    assert start.active_players == [1, 2, 3] and start.pyro.cell == "B1"
    assert start.incident_levels[3] == 1 and not start.witnessed[3]
    assert [eval_brigade.moves_to(start, w, "B1") for w in start.wardens] == [2, 2, 2]
    for seed in (3, 4):
        state = start.clone()
        wardens = {seat: bots.make_bot("hard", seat, seed + seat, iterations=100)
                   for seat in (1, 2, 3)}
        while not state.is_over and 0 not in state.active_players:
            seat = state.active_players[0]
            state.apply(wardens[seat].choose(state, math.inf))
        assert sum(state.witnessed) == sum(start.witnessed) + 1, seed
