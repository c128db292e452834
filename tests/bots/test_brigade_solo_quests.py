"""The Brigade, Solo: the evaluation sees every Faction Quest, not only crew cards
(``bots/brigade_solo.py``).  Solo seed 3 stood at 14 of 16 Influence steps for 40 actions
once the crew deck ran dry: Renown on a value-4 block and a Treasure near its home block
were worth nothing to the old evaluation."""

from __future__ import annotations

from boardgames_desktop.bots import eval_brigade
from boardgames_desktop.rules import new_game

# Commons one step short of the top, Merchants at the top; a Commons value-4 block on E1
# and a Merchants one on A5.
BASE = {"wardens": ["ida_brightwater"], "warden_at": ["C3"],
        "influence": {"commons": 4, "merchants": 5, "nobles": 3, "temple": 3},
        "intensity": {"E1": 2, "A5": 2, "B2": 1}}


def value_4(faction: str) -> str:
    cat = new_game("brigade", "solo", 1, 2, {}).cat
    return next(b.id for b in cat.blocks.values()
                if b.faction == faction and b.value == 4 and b.pack == "base")


def solo(**position) -> object:
    blocks = {"E1": value_4("commons"), "A5": value_4("merchants")}
    position = {**BASE, "blocks": blocks, **position}
    return new_game("brigade", "solo", 1, 2, {}, scenario={"position": position})


def raw(state) -> float:
    """The evaluation's score before it is squashed to a chance (Solo's sits near 1)."""
    return sum(f.score for f in eval_brigade.features(state, 0))


def test_renown_on_a_value_4_block_counts_only_for_a_faction_still_below_the_top():
    """Three Renown on the Commons block (below the top) are most of a Faction Quest; the
    same on the Merchants block (already at the top) raise nothing.
    The old evaluation valued both alike (no Solo feature read Renown)."""
    commons = solo(renown={"E1": {"0": 3}})
    merchants = solo(renown={"A5": {"0": 3}})
    assert commons.cat.blocks[commons.town.tiles["E1"].block].value == 4
    assert commons.cat.blocks[commons.town.tiles["E1"].block].faction == "commons"
    assert merchants.cat.blocks[merchants.town.tiles["A5"].block].faction == "merchants"
    assert raw(commons) > raw(merchants) + 0.3  # (3/4)² of one Influence step (1.0)


def test_a_treasure_counts_when_its_home_faction_is_below_the_top_and_nearer_counts_more():
    """Harbourmaster's Pump comes home to Harbour Warehouse (Merchants).  With Merchants
    below the top, the Warden on its home block is worth more than the Warden far away; with
    Merchants at the top, where it stands does not matter for the Treasure.  The old Solo
    evaluation had no Treasure term."""
    def at(cell: str, merchants: int) -> float:
        influence = {"commons": 3, "merchants": merchants, "nobles": 3, "temple": 3}
        state = solo(warden_at=[cell], influence=influence, forge=["harbourmasters_pump"],
                     intensity={"B2": 1})
        home = state.home_cell("harbourmasters_pump")
        assert home is not None
        return state, home

    state, home = at("C3", 3)
    near, _ = at(home, 3)
    far_cell = "F6" if home[0] in "ABC" else "A1"
    far, _ = at(far_cell, 3)
    treasure = [f.score for f in eval_brigade.features(near, 0) if f.name == "treasure"]
    away = [f.score for f in eval_brigade.features(far, 0) if f.name == "treasure"]
    assert treasure and away and treasure[0] > away[0] + 0.3
    done, _ = at(home, 5)
    assert [f.score for f in eval_brigade.features(done, 0) if f.name == "treasure"] == [0.0]
