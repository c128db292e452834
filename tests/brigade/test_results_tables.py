"""The results screen's tables (``results.py``) counted on hand-set end positions: the town
table's three rows, the seats named by what was typed (a blank or missing name falls back to
'Player N'), and a loyalty win on the turn the town is evacuated (the win comes first: 'the
first player to hold the loyalty of five blocks ... wins at once')."""

from __future__ import annotations

import functools

from boardgames_desktop.rules import new_game

from .test_results import table


@functools.cache
def town_of_seed_4():
    """Competitive 3p, seed 4: (the five first Merchants blocks, the other blocks)."""
    state = new_game("brigade", "competitive", 3, 4)
    blocks = state.town.blocks()
    merchants = [t.label for t in blocks if state.cat.blocks[t.block].faction == "merchants"]
    return merchants[:5], [t.label for t in blocks if t.label not in merchants]


def ended(position: dict):
    state = new_game("brigade", "competitive", 3, 4, scenario={"position": position})
    state.check_end()
    assert state.is_over
    return state


def test_the_town_table_counts_ruins_fires_and_calm_blocks():
    _merchants, others = town_of_seed_4()
    state = ended({"intensity": {others[0]: 1, others[1]: 2, others[2]: 4},
                   "destroyed": others[3:11]})
    rows = dict(table(state.results(["Ada", "Ben", "Cy"]), "The town").rows)
    assert rows == {"Destroyed": 8, "Still burning": 3, "Standing, no fire": 32 - 8 - 3}


def test_a_blank_or_missing_typed_name_falls_back_to_player_n():
    _merchants, others = town_of_seed_4()
    state = ended({"intensity": {}, "destroyed": others[:8]})
    loyal = table(state.results(["Ada", ""]), "Loyal blocks by faction")
    assert [row[0] for row in loyal.rows] == ["Ada", "Player 2", "Player 3"]


def test_a_loyalty_win_as_the_eighth_block_burns_is_an_election_not_an_evacuation():
    merchants, others = town_of_seed_4()
    state = ended({"intensity": {}, "loyalty": {c: 1 for c in merchants},
                   "destroyed": others[:8]})
    results = state.results(["Ada", "Ben", "Cy"])
    assert results.winners == (1,)
    assert results.headline == "Ben is elected Fire Chief."
    assert [t.title for t in results.tables] == ["Loyal blocks by faction", "The town"]


def test_the_team_table_counts_saved_and_destroyed_blocks_per_faction():
    """Co-Op: a standing block whose Favour token is gone is Loyal to the team ('saved');
    seed 1's first two Commons blocks are saved, the third burnt down, then the town is
    evacuated (EvacTrak at 0)."""
    layout = new_game("brigade", "coop", 1, 1)
    commons = [t.label for t in layout.town.blocks()
               if layout.block_info(t).faction == "commons"][:3]
    others = [t.label for t in layout.town.blocks() if t.label not in commons]
    state = new_game("brigade", "coop", 1, 1, scenario={"position": {
        "intensity": {}, "favour_tokens": others + [commons[2]], "destroyed": [commons[2]],
        "evacuation": 0}})
    state.check_end()
    assert state.is_over
    saved = table(state.results(["Ada"]), "Blocks saved (Loyal to the team) by faction")
    assert saved.rows == (("Commons", 2, 1, 7), ("Merchants", 0, 0, 7), ("Nobles", 0, 0, 7),
                          ("Temple", 0, 0, 7), ("University", 0, 0, 4))
