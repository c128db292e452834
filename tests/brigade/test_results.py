"""The results screen of every Brigade mode: winners by the typed names, the reason in those
names, and the breakdown the mode is decided by (teaching #11.7)."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_playout

from .helpers import calm, game, pick_wardens
from .positions import CONFIGS

NAMES = ["Ada", "Ben", "Cy", "Dot", "Eve"]


def table(results, title: str):
    return next(t for t in results.tables if t.title == title)


def finish(state) -> None:
    """End a hand-set position the way the game does after every action."""
    state.check_end()
    assert state.is_over


def test_competitive_loyalty_win_names_the_typed_winner_and_counts_by_faction():
    state = game("competitive", 3, 4)
    calm(state)
    merchants = [t for t in state.town.blocks()
                 if state.cat.blocks[t.block].faction == "merchants"][:5]
    for t in merchants:
        t.loyalty = 1
    finish(state)
    results = state.results(NAMES[:3])
    assert results.winners == (1,)
    assert results.headline == "Ben is elected Fire Chief."
    assert "Ben is elected Fire Chief" in results.reason and "Player 2" not in results.reason
    loyal = table(results, "Loyal blocks by faction")
    merchants_col = loyal.columns.index("Merchants")
    ben = next(r for r in loyal.rows if r[0] == "Ben")
    assert ben[merchants_col] == 5 and ben[-2] == 5
    assert ben[-1] == sum(state.cat.blocks[t.block].value for t in merchants)
    assert [r[0] for r in loyal.rows] == ["Ada", "Ben", "Cy"]
    assert not any(t.title == "Evacuation" for t in results.tables)


def test_competitive_evacuation_shows_the_tie_break():
    state = game("competitive", 2, 5)
    calm(state)
    blocks = state.town.blocks()
    one = next(t for t in blocks if state.cat.blocks[t.block].value == 4)
    two = [t for t in blocks if state.cat.blocks[t.block].value == 2][:2]
    one.loyalty = 0  # value 4 with one block
    for t in two:
        t.loyalty = 1  # value 4 with two blocks: wins the tie-break
    for t in [t for t in blocks if t.loyalty is None][:8]:
        state.town.destroy(t.label)
    finish(state)
    results = state.results(NAMES[:2])
    assert results.winners == (1,) and results.headline == "Ben wins."
    evac = table(results, "Evacuation")
    assert "a tie goes to more loyal blocks" in str(evac.rows)
    loyal = table(results, "Loyal blocks by faction")
    assert [(r[0], r[-2], r[-1]) for r in loyal.rows] == [("Ada", 1, 4), ("Ben", 2, 4)]


def test_solo_shows_blazes_vp_against_yours_and_blaze_is_never_player_1():
    state = new_game("brigade", "solo", 1, 3)
    random_playout(state, 3)
    results = state.results(["Ada"])
    race = table(results, "You against Bernhardt Blaze")
    rows = {r[0]: r for r in race.rows}
    assert rows["Bernhardt Blaze: VP on the VPT"][1] == state.vpt.points
    assert rows["Ada: factions with Influence at the top"][2] == 4
    text = str(results)
    assert "Player 1" not in text and "Ada" in text
    assert results.winners == () and results.headline == "Bernhardt Blaze takes the credit."


def test_coop_win_names_the_whole_team():
    state = pick_wardens(new_game("brigade", "coop", 2, 6))
    state.vpt.points = state.target
    finish(state)
    results = state.results(NAMES[:2])
    assert results.cooperative and results.winners == (0, 1)
    assert results.headline == "Ada and Ben save Tinderbox."
    brigade = table(results, "The Brigade")
    assert brigade.rows[0] == ("Victory Points (VPT)", state.target, state.target)
    assert {r[1] for r in table(results, "Wardens").rows} == {"Ada", "Ben"}


def test_all_versus_one_shows_incidents_and_burnt_blocks_by_typed_names():
    state = new_game("brigade", "4v1", 5, 2)
    random_playout(state, 2)
    results = state.results(NAMES)
    race = table(results, "Pyromancer against Wardens")
    rows = {r[0]: r for r in race.rows}
    assert rows["Ada: blocks burnt down"][1] == state.town.destroyed_count
    assert rows["Wardens: Incidents witnessed"][1:] == (sum(state.witnessed),
                                                        len(state.witnessed))
    assert "Player 1" not in results.reason
    if 0 in results.winners:
        assert results.headline == "Ada, the Pyromancer, wins."
    else:
        assert results.headline == "The Wardens (Ben, Cy, Dot and Eve) win."


@pytest.mark.parametrize("chapter", [1, 2, 3, 4])
def test_campaign_chapter_result_says_the_chapter_and_its_objectives(chapter):
    state = new_game("brigade", "campaign", 2, 8, {"chapter": chapter})
    random_playout(state, 8)
    results = state.results(NAMES[:2])
    won = bool(results.winners)
    assert results.headline == (f"Chapter {chapter} won by Ada and Ben." if won
                                else f"Chapter {chapter} failed.")
    rows = table(results, f"Chapter {chapter}").rows
    assert ("How the chapter is decided", state.goal()) in rows
    assert [r[1] for r in rows if r[0] == "Objective"] == state.objective().split(" · ")


def test_every_mode_has_results_once_over_and_none_before():
    for _, mode, players, options in CONFIGS:
        state = new_game("brigade", mode, players, 11, dict(options))
        assert state.results(NAMES[:players]) is None
        random_playout(state, 11)
        results = state.results(NAMES[:players])
        assert results is not None and results.tables and results.reason
        for t in results.tables:
            assert all(len(r) == len(t.columns) for r in t.rows), (mode, t.title)
