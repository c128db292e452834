"""Solo (``solo.py``): the level-4 Faction Quest, returning a Treasure held on the Warden, the
EvacTrak start option's bounds and the names of the two sides.

Rulebook (Solo Faction Quests): "Gain the Loyalty of a level 4 block of that faction, can be
done twice"; "Return a Tinderbox Treasure to it's matching Block".  Rulings: rules.json
``solo.level4_quest_limit`` (2), ``options.evactrak_start`` (5..20)."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.town import BLAZE

from .helpers import game, kinds, one
from .test_solo import solo

# seed 3's North-East quarter (Commons): E1 and F2 are its value-4 blocks, D1 a value 3


def save(state, cell: str) -> None:
    """The Warden (on ``cell``) puts out its fire 1 with the water giving it Loyalty."""
    assert state.wardens[0].cell == cell
    state.apply(one(state, "extinguish"))
    state.apply(one(state, "pour", source="warden:0"))
    assert state.town.tiles[cell].loyalty == 0


def commons_blocks_nearly_saved():
    return solo(seed=3, position={"warden_at": ["E1"], "warden_water": [2],
                                  "intensity": {"E1": 1, "F2": 1, "D1": 1},
                                  "renown": {"E1": {"0": 3}, "F2": {"0": 3}, "D1": {"0": 2}}})


def test_the_loyalty_of_each_value_4_block_raises_its_faction_twice():
    state = commons_blocks_nearly_saved()
    save(state, "E1")
    assert state.influence.levels["commons"] == 2
    state.apply(one(state, "move", warden=0, to="F2"))
    save(state, "F2")
    assert state.influence.levels["commons"] == 3


def test_the_quest_stops_at_its_limit(monkeypatch):
    state = commons_blocks_nearly_saved()
    monkeypatch.setitem(state.solo, "level4_quest_limit", 1)
    save(state, "E1")
    state.apply(one(state, "move", warden=0, to="F2"))
    save(state, "F2")
    assert state.influence.levels["commons"] == 2  # done once: the limit


def test_the_loyalty_of_a_lower_block_is_no_quest():
    state = commons_blocks_nearly_saved()
    state.apply(one(state, "move", warden=0, to="D1"))
    save(state, "D1")
    assert state.influence.levels == {"commons": 1, "merchants": 1, "nobles": 1, "temple": 1}


# ----- a Treasure held on the Warden -------------------------------------------------------
def holding_ember_tongs(at_home: bool):
    town = game("solo", 1, seed=1, position={"intensity": {}})
    home = town.equipment_info["ember_tongs"].home
    cell = next(t.label for t in town.town.tiles.values() if t.block == home)
    where = cell if at_home else next(t.label for t in town.town.blocks() if t.label != cell)
    return game("solo", 1, seed=1, position={"intensity": {}, "tracks": [{"forge": 1}],
                                            "held": ["ember_tongs"], "warden_at": [where]})


def test_a_held_treasure_is_returned_only_on_its_home_block():
    away = holding_ember_tongs(at_home=False)
    away.apply(one(away, "end_turn"))
    assert away.held == ["ember_tongs"]
    assert away.pending is None or away.pending["kind"] != "treasure"


def test_the_return_offer_raises_the_home_factions_influence():
    state = holding_ember_tongs(at_home=True)
    state.apply(one(state, "end_turn"))
    assert state.pending["kind"] == "treasure"
    offer = one(state, "treasure", card="ember_tongs")
    assert offer["influence"] is True
    assert "Influence" in offer.describe()


# ----- set-up and names ---------------------------------------------------------------------
@pytest.mark.parametrize("start", [5, 20])
def test_the_evactrak_may_start_on_either_end_of_the_option(start):
    assert game("solo", 1, seed=1, evactrak_start=start).evac.position == start


@pytest.mark.parametrize("start", [4, 21])
def test_an_evactrak_start_past_the_options_ends_is_refused(start):
    with pytest.raises(ValueError, match="evactrak_start must be 5–20"):
        game("solo", 1, seed=1, evactrak_start=start)


def test_the_player_is_you_and_blaze_is_named():
    state = solo(seed=3)
    assert state.player_name(BLAZE) == "Bernhardt Blaze"
    name = state.cat.wardens[state.wardens[0].card].name
    assert state.player_name(0) == f"You ({name})"
    assert kinds(state, "end_turn")[0].player == 0
