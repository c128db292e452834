"""Survivors of the fresh seed-606 mutation sample (session 6, mutants #15-35, scored on the
session-start tests): hand-set positions checked against the rulebook at the edge the slip
would move."""

from __future__ import annotations

from boardgames_desktop.games.brigade.town import BLAZE
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_playout


def test_solo_results_count_only_your_loyal_blocks_as_yours():
    """Solo: the player and Bernhardt Blaze each win the Loyalty of blocks; the results'
    "Loyal blocks" table gives each side its own blocks — not the neutral ones, not Blaze's."""
    state = new_game("brigade", "solo", 1, 3)
    random_playout(state, 3)
    assert state.is_over
    blocks = state.town.blocks()
    for t in blocks:
        t.loyalty = None
    mine, blazes = blocks[:2], blocks[2:5]
    for t in mine:
        t.loyalty = 0
    for t in blazes:
        t.loyalty = BLAZE
    value = {id(t): state.cat.blocks[t.block].value for t in blocks}
    loyal = next(t for t in state.results(["Ada"]).tables if t.title == "Loyal blocks")
    rows = {r[0]: r[1:] for r in loyal.rows}
    assert rows["Ada"] == (2, sum(value[id(t)] for t in mine))
    assert rows["Bernhardt Blaze"] == (3, sum(value[id(t)] for t in blazes))


def test_an_incident_track_at_its_last_space_is_not_advanced():
    """All versus One: "An upgrade action can be used to advance the marker on a track and
    reduce the number of Wardens needed."  A track whose marker already asks a single Warden
    (its last space) has nowhere to go: no Warden is offered to advance it; the others are."""
    from .test_allvsone_helpers import avo, quiet, to_wardens

    g = avo(players=4)
    quiet(g)
    to_wardens(g)
    g.incident_levels[4] = 2  # the track's last space: one Warden needed
    g.forget_listing()
    advanced = {a["track"] for a in g.legal_actions()
                if a.kind == "upgrade" and a["track"].startswith("incident:")}
    assert advanced == {"incident:0", "incident:1", "incident:2", "incident:3"}
