from boardgames_desktop.games.brigade.data import catalogue
from boardgames_desktop.games.brigade.town import Tile, Town, build_town, neighbour, to_label
from boardgames_desktop.rules.rng import SeededRNG


def test_labels_and_neighbours():
    assert to_label(0, 0) == "A1" and to_label(-1, 2) == "C0" and to_label(2, -1) == "@3"
    assert neighbour("A1", "N") == "A0" and neighbour("F6", "E") == "G6"
    assert neighbour("C4", "S") == "C5"


def test_base_town_layout():
    cat = catalogue()
    town = build_town(cat, SeededRNG(4))
    assert len(town.tiles) == 36
    assert [town.firehouse_cell(i) for i in range(4)] == ["A1", "F1", "F6", "A6"]
    uni = {lab: t for lab, t in town.tiles.items()
           if t.block and cat.blocks[t.block].faction == "university"}
    assert sorted(uni) == ["C3", "C4", "D3", "D4"]
    assert all(t.intensity == 2 for t in uni.values())
    faction_blocks = [t.block for t in town.tiles.values()
                      if t.block and cat.blocks[t.block].faction != "university"]
    assert len(faction_blocks) == 28 and len(set(faction_blocks)) == 28
    other = build_town(cat, SeededRNG(5))
    assert [t.block for t in other.tiles.values()] != [t.block for t in town.tiles.values()]
    again = build_town(cat, SeededRNG(4))
    assert [t.block for t in again.tiles.values()] == [t.block for t in town.tiles.values()]


def test_big_buildings_and_expert_layouts():
    cat = catalogue()
    big = build_town(cat, SeededRNG(1), big_buildings=True)
    assert len(big.tiles) == 44
    for lab in ("C0", "D0", "C7", "D7", "@3", "@4", "G3", "G4"):
        assert big.tiles[lab].block is not None
    assert "A0" not in big.tiles
    assert sum(1 for t in big.tiles.values()
               if t.block and cat.blocks[t.block].pack == "big_buildings") == 8
    expert_bb = build_town(cat, SeededRNG(1), expert="big_buildings")
    assert len(expert_bb.tiles) == 44
    replace = build_town(cat, SeededRNG(1), expert="replace")
    assert len(replace.tiles) == 36
    blocks = [cat.blocks[t.block] for t in replace.tiles.values() if t.block]
    assert not any(b.value == 1 for b in blocks)
    assert sum(1 for b in blocks if b.pack == "big_buildings") == 8
    for fid in ("commons", "merchants", "nobles", "temple"):
        base3 = [b for b in blocks if b.faction == fid and b.value == 3 and b.pack == "base"]
        assert len(base3) == 1


def test_quartered_layout():
    cat = catalogue()
    town = build_town(cat, SeededRNG(9), quartered=True)
    quarters = {"A1": ["B1", "A2", "B2", "C1", "A3", "C2", "B3"],
                "F6": ["E6", "F5", "E5", "D6", "F4", "D5", "E4"]}
    for cells in quarters.values():
        infos = [cat.blocks[town.tiles[c].block] for c in cells]
        assert len({i.faction for i in infos}) == 1
        assert sorted([i.value for i in infos], reverse=True) == [4, 4, 3, 3, 2, 2, 1]
        assert {i.value for i in infos[:2]} == {4}  # highest values nearest the Firehouse
        assert min(i.value for i in infos[:5]) >= max(i.value for i in infos[5:])


def _town(labels_fire: dict[str, int]) -> Town:
    tiles = {}
    for r in range(1, 7):
        for c in "ABCDEF":
            lab = f"{c}{r}"
            tiles[lab] = Tile(lab, block="b" + lab, intensity=labels_fire.get(lab, 0))
    return Town(tiles)


def test_gust_at_edges_and_all_at_once():
    town = _town({"A1": 1, "B1": 2, "F3": 1, "C3": 3})
    assert sorted(town.gust_targets("N")) == ["C2", "F2"]  # row 1 blows off the board
    assert sorted(town.gust_targets("E")) == ["B1", "C1", "D3"]  # F3 blows off the east edge
    # B1 is burning and C1 is not: C1 gets only B1's spark, not a chain to D1
    assert "D1" not in town.gust_targets("E")


def test_raise_fire_and_destroy():
    town = _town({"B2": 4})
    assert town.raise_fire("B2", 4) == "destroy"
    town.tiles["B2"].renown = {0: 2}
    town.tiles["B2"].loyalty = 1
    town.destroy("B2")
    t = town.tiles["B2"]
    assert t.destroyed and t.intensity == 0 and t.renown == {} and t.loyalty is None
    assert town.destroyed_count == 1
    assert town.raise_fire("B2", 4) == "nothing"
    assert town.raise_fire("Z9", 4) == "nothing"
    assert town.raise_fire("C2", 4) == "raised" and town.tiles["C2"].intensity == 1


def test_movement_rules():
    town = _town({"B1": 1})
    reach = town.reachable("A1", 4, 2)
    assert reach["B1"] == 1  # entering a burning block is allowed but ends the move
    assert reach["C1"] == 4  # not through B1: around by A2, B2, C2
    assert "D1" not in reach
    assert town.reachable("A1", 4, 2, fireproof=True)["D1"] == 3
    town.tiles["A2"].destroyed = True
    reach = town.reachable("A1", 4, 2)
    assert "A2" not in reach  # destroyed: never an end cell
    assert reach["A3"] == 3  # through the ruin for 2 steps
    assert reach["B2"] == 3  # A1-A2 costs 2 (ruin), A2-B2 costs 1


def test_gust_on_the_big_buildings_town_edges():
    cat = catalogue()
    town = build_town(cat, SeededRNG(2), big_buildings=True)
    for t in town.tiles.values():
        t.intensity = 0
    town.tiles["C0"].intensity = 1
    town.tiles["B1"].intensity = 1
    town.tiles["@3"].intensity = 1
    assert town.gust_targets("N") == []  # C0 and B1 blow off the (ragged) edge
    assert sorted(town.gust_targets("W")) == ["A1"]  # @3 off the board, B1 onto A1's Firehouse
    assert town.raise_fire("A1", 4) == "nothing"
    assert sorted(town.gust_targets("E")) == ["A3", "C1", "D0"]


def test_the_extra_column_and_row_are_named_from_their_neighbours():
    from boardgames_desktop.games.brigade.town import display_label, display_labels

    assert display_label("@4") == "west of A4" and display_label("D0") == "north of D1"
    assert display_label("G3") == "G3" and display_label("C7") == "C7"
    assert display_labels(["@3", "B2", "C0"]) == "west of A3, B2, north of C1"


def test_a_4v1_game_log_never_shows_the_at_sign_or_row_zero():
    import re

    from boardgames_desktop.rules import new_game
    from boardgames_desktop.rules.playout import random_playout

    state = new_game("brigade", "4v1", 5, 3)
    random_playout(state, 3)
    log = "\n".join(state.messages())
    assert "west of A" in log or "north of " in log
    assert "@" not in log and not re.search(r"\b[A-G]0\b", log)
    texts = " ".join(a.text for a in state.legal_actions())
    assert "@" not in texts


def test_renown_is_added_in_a_new_dict_in_the_same_order():
    """Copies of a town share Renown dicts, so a token is added by replacing the dict;
    the seats keep their order (saves write them in it)."""
    tile = Tile("B2", block="x", renown={1: 1, 0: 2})
    old = tile.renown
    tile.add_renown(1, 2)
    tile.add_renown(3, 1)
    assert old == {1: 1, 0: 2}
    assert list(tile.renown.items()) == [(1, 3), (0, 2), (3, 1)]
