"""Competitive base game: setup, every action, abilities, events, winning and evacuation."""

import pytest

from boardgames_desktop.rules import Action, IllegalAction

from .helpers import block_id, calm, game, kinds, one


def test_setup_two_and_four_players():
    g = game(players=2, seed=3)
    assert [w.cell for w in g.wardens] == ["A1", "F6"]
    assert [(x.cell, x.water) for x in g.wagons] == [("A1", 2), ("F6", 2)]
    assert all(w.water == 2 and w.crew == [] for w in g.wardens)
    assert g.boards[0].value("crew") == 0 and g.boards[0].value("wagon") == 2
    assert g.boards[0].value("leadership") == 3
    assert len(g.events) == 28 + 3 and len(g.events.discards) == 3  # 3 starters resolved
    assert g.current == 0 and g.acting and g.budget == {0: 3}
    assert g.active_players == [0]
    g4 = game(players=4, seed=3)
    assert [w.cell for w in g4.wardens] == ["A1", "F1", "F6", "A6"]
    assert len({w.card for w in g4.wardens}) == 4


def test_move_brigade_respects_fire_and_ruins():
    g = game(seed=2, position={"intensity": {"B1": 1}, "destroyed": ["A2"]})
    targets = {a["to"] for a in kinds(g, "move")}
    assert targets == set(g.town.reachable("A1", 4, 2))
    assert "B1" in targets and "C1" not in targets  # B1 burns, A2 is a ruin costing 2
    assert "A3" in targets and "B2" in targets
    assert "A2" not in targets
    g.apply(one(g, "move", to="B1"))
    assert g.wardens[0].cell == "B1" and g.budget[0] == 2
    with pytest.raises(IllegalAction, match="cannot reach"):
        g.apply(Action.make(0, "move", warden=0, to="F6"))


def test_wagon_moves_and_brigade_rides_along():
    g = game(seed=2)
    calm(g)
    g.apply(one(g, "wagon", to="C1", ride=True))
    assert g.wagons[0].cell == "C1" and g.wardens[0].cell == "C1"
    g.apply(one(g, "wagon", to="C2", ride=False))
    assert g.wagons[0].cell == "C2" and g.wardens[0].cell == "C1"
    assert not [a for a in kinds(g, "wagon") if a["ride"]]  # not on the wagon's block now


def test_extinguish_pours_one_water_at_a_time_and_gains_loyalty():
    g = game(seed=2, position={"blocks": {"B2": block_id("merchants", 3)},
                               "intensity": {"B2": 3}, "renown": {"B2": {"1": 2}},
                               "warden_at": ["B2"], "wagons": [{"at": "B2"}]})
    tile = g.town.tiles["B2"]
    g.apply(one(g, "extinguish"))
    assert g.budget[0] == 2
    sources = {a["source"] for a in kinds(g, "pour")}
    assert sources == {"warden:0", "wagon:0"}  # no Stop before the first water
    g.apply(one(g, "pour", source="warden:0"))
    assert tile.intensity == 2 and tile.renown[0] == 1 and g.wardens[0].water == 1
    g.apply(one(g, "pour", source="wagon:0"))
    g.apply(one(g, "pour", source="wagon:0"))
    assert tile.intensity == 0 and tile.loyalty == 0
    assert tile.renown == {}  # the rival's 2 Renown went back
    assert g.pending is None and g.wagons[0].water == 0


def test_stop_pouring_and_rival_loyal_block_takes_no_renown():
    g = game(seed=2, position={"intensity": {"B1": 3}, "loyalty": {"B1": 1},
                               "warden_at": ["B1"]})
    tile = g.town.tiles["B1"]
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:0"))
    g.apply(one(g, "pour", source=None))
    assert tile.intensity == 2 and tile.renown == {} and tile.loyalty == 1
    assert g.wardens[0].water == 1


def test_refill_where_allowed():
    g = game(seed=2, position={"intensity": {}, "warden_water": [0]})
    w = g.wardens[0]
    g.apply(one(g, "refill"))  # on the Firehouse
    assert w.water == 2 and g.wagons[0].water == 2

    def dry_at(cell, **more):
        return game(seed=2, position={"intensity": {}, "warden_water": [0],
                                      "warden_at": [cell], **more})

    assert not kinds(dry_at("B1"), "refill")
    assert kinds(dry_at("B1", loyalty={"B1": 0}), "refill")
    assert not kinds(dry_at("B1", loyalty={"B1": 0}, intensity={"B1": 1}),
                     "refill")  # loyal but burning
    assert not kinds(dry_at("B1", loyalty={"B1": 1}), "refill")  # a rival's block
    assert kinds(dry_at("F1"), "refill")  # an unused Firehouse


def test_transfer_moves_water_between_holders():
    g = game(seed=2, position={"intensity": {}, "tracks": [{"crew": 1}],
                               "warden_crew": [[{"card": "dottie_quench", "water": 0}]]})
    w = g.wardens[0]
    g.apply(one(g, "transfer"))
    moves = {(a["source"], a["dest"]) for a in kinds(g, "transfer")}
    assert ("warden:0", "crew:0:0") in moves and ("wagon:0", "crew:0:0") in moves
    assert ("crew:0:0", "warden:0") not in moves  # the crew member is empty
    g.apply(one(g, "transfer", source="wagon:0", dest="crew:0:0"))
    g.apply(one(g, "transfer", source="wagon:0", dest="crew:0:0"))
    g.apply(one(g, "transfer", source=None, dest=None))
    assert g.wagons[0].water == 0 and w.crew[0].water == 2 and g.budget[0] == 2


def test_recruit_needs_a_slot_keeps_one_of_two():
    g = game(seed=2)
    assert not kinds(g, "recruit")
    g.apply(one(g, "upgrade", track="crew"))
    assert not kinds(g, "upgrade")  # once per turn
    top2 = g.crew_deck.cards[:2]
    g.apply(one(g, "recruit"))
    assert {a["card"] for a in kinds(g, "recruit")} == set(top2)
    g.apply(one(g, "recruit", card=top2[1]))
    assert [m.card for m in g.wardens[0].crew] == [top2[1]]
    assert g.wardens[0].crew[0].water == g.cat.crew[top2[1]].water  # arrives full
    assert g.crew_deck.cards[-1] == top2[0]  # the other goes to the bottom


def test_leadership_upgrade_gives_more_actions_next_turn():
    g = game(seed=2)
    g.apply(one(g, "upgrade", track="leadership"))
    g.apply(one(g, "end_turn"))
    while g.current != 0 or not g.acting:
        g.apply(one(g, "end_turn")) if kinds(g, "end_turn") else g.apply(g.legal_actions()[0])
    assert g.budget[0] == 4


def test_end_turn_draws_event_for_next_player_and_reshuffles():
    g = game(seed=2)
    calm(g)
    pile = g.events.cards + g.events.discards
    g.events.cards, g.events.discards = [], list(pile)
    g.apply(one(g, "end_turn"))
    assert g.current == 1 and g.acting
    assert len(g.events.cards) == len(pile) - 1 and g.events.discards == [g.event_card]
    assert any("shuffled" in m for m in g.log[-1].messages)
    assert g.log[-1].chance
    card = g.cat.events[g.event_card]
    for ball in card.fireballs:
        t = g.town.tiles.get(ball)
        if t is not None and t.standing:
            assert t.intensity >= 1


def test_actions_run_out_ends_turn_automatically():
    g = game(seed=2)
    calm(g)
    for cell in ("B1", "C1", "B1"):
        g.apply(one(g, "move", to=cell))
    assert g.current == 1 and g.budget == {1: 3}


def test_event_fireballs_and_wind_gust():
    g = game(seed=2)
    calm(g)
    g.events.put_top("ev04")
    card = g.cat.events["ev04"]
    g.apply(one(g, "end_turn"))
    assert g.event_card == "ev04"
    hit = {b for b in card.fireballs if g.town.tiles[b].standing}
    assert {t.label for t in g.town.burning()} >= hit


def test_wind_gust_card_spreads_after_fireballs():
    g = game(seed=2)
    calm(g)
    windy = next(e for e in g.cat.events.values() if e.wind and not e.starter)
    g.events.put_top(windy.id)
    g.apply(one(g, "end_turn"))
    from boardgames_desktop.games.brigade.town import neighbour
    checked = 0
    for ball in windy.fireballs:
        t = g.town.tiles[ball]
        if not t.standing:
            continue
        nxt = neighbour(ball, windy.wind)
        if nxt in g.town.tiles and g.town.tiles[nxt].standing:
            assert g.town.tiles[nxt].intensity >= 1
            checked += 1
    assert checked, "the gust blew onto no standing block: the test checked nothing"


def test_wind_gust_order_is_the_data_ruling(monkeypatch):
    """events.json 'wind_after_fireballs' decides whether a card's gust blows after its
    fireballs (default) or before them."""
    import dataclasses

    from boardgames_desktop.games.brigade import data
    from boardgames_desktop.games.brigade.town import neighbour

    g = game(seed=2)
    calm(g)
    windy = next(e for e in g.cat.events.values() if e.wind and not e.starter
                 and any(neighbour(b, e.wind) in g.town.tiles
                         and g.town.tiles[neighbour(b, e.wind)].standing
                         and neighbour(b, e.wind) not in e.fireballs
                         for b in e.fireballs if g.town.tiles[b].standing))
    downwind = {neighbour(b, windy.wind) for b in windy.fireballs} - set(windy.fireballs)
    downwind = {c for c in downwind if c in g.town.tiles and g.town.tiles[c].standing}
    before = dataclasses.replace(data.catalogue(), wind_after_fireballs=False)
    monkeypatch.setattr(type(g), "cat", property(lambda self: before))
    g.events.put_top(windy.id)
    g.apply(one(g, "end_turn"))
    # the gust blew first over a calm town: the fireballs' downwind neighbours stay cold
    assert all(g.town.tiles[c].intensity == 0 for c in downwind)
    assert all(g.town.tiles[b].intensity == 1 for b in windy.fireballs
               if g.town.tiles[b].standing)


def _cell(faction, value_index, seed=2):
    """The cell of the ``value_index``-th base block of ``faction`` in ``seed``'s town."""
    g = game(seed=seed)
    ids = [b.id for b in g.cat.blocks.values() if b.faction == faction and b.pack == "base"]
    return next(t.label for t in g.town.tiles.values() if t.block == ids[value_index])


def test_win_with_five_of_one_faction():
    fifth = _cell("temple", 4)
    value = game(seed=2).block_info(game(seed=2).town.tiles[fifth]).value
    g = game(seed=2, position={
        "intensity": {fifth: 1}, "loyalty": {_cell("temple", i): 0 for i in range(4)},
        "renown": {fifth: {"0": value - 1}}, "warden_at": [fifth]})
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:0"))
    assert g.is_over and g.outcome.winners == (0,)
    assert "five Temple" in g.outcome.reason


def test_win_with_one_of_each_type():
    g = game(seed=2, position={
        "loyalty": {_cell(f, 0): 1 for f in ("commons", "merchants", "nobles", "temple")},
        "renown": {"C3": {"1": 3}}, "intensity": {"C3": 1}, "warden_at": ["A1", "C3"]})
    g.apply(one(g, "end_turn"))
    assert g.town.tiles["C3"].burning and g.wardens[1].cell == "C3"
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:1"))
    assert g.outcome.winners == (1,) and "one block of each type" in g.outcome.reason


def test_evacuation_on_the_eighth_destroyed_block_with_tie_break():
    a, b, c = _cell("commons", 6), _cell("nobles", 5), _cell("nobles", 0)  # values 4, 4, 1
    others = [t.label for t in game(seed=2).town.blocks() if t.label not in (a, b, c, "C3")]
    burnt, target = others[:7], others[7]  # the eighth destroyed block evacuates the town
    g = game(seed=2, position={"loyalty": {a: 0, b: 1, c: 1},  # player 2 ahead
                               "destroyed": burnt, "intensity": {target: 4}})
    g.fire(target, 1, "test")
    assert g.is_over and g.outcome.winners == (1,)
    assert g.outcome.scores == {0: 4, 1: 5}
    g2 = game(seed=2, position={"loyalty": {a: 0, b: 1}, "destroyed": burnt,
                                "intensity": {target: 4}})
    g2.fire(target, 1, "test")
    assert g2.outcome.winners == (0, 1)  # same value, same count: shared
    assert g2.town.tiles[a].loyalty == 0 and g2.town.tiles[b].loyalty == 1


def test_destroyed_block_loses_tokens_and_blocks_fireballs():
    g = game(seed=2, position={"intensity": {"B2": 4}, "loyalty": {"B2": 0},
                               "renown": {"B2": {"1": 1}}})
    tile = g.town.tiles["B2"]
    g.run_step("fireball", cell="B2")
    assert tile.destroyed and tile.loyalty is None and tile.renown == {}
    assert g.town.destroyed_count == 1
    g.run_step("fireball", cell="B2")
    g.run_step("fireball", cell="A1")  # a Firehouse
    assert tile.intensity == 0 and g.town.tiles["A1"].intensity == 0


# ----- abilities -------------------------------------------------------------------------
def test_warden_advanced_abilities():
    g = game(seed=2, advanced_wardens=True,
             position={"intensity": {}, "wardens": ["marla_soot", "ida_brightwater"]})
    assert g.wardens[0].card == "marla_soot"  # move_bonus 1
    assert max(a for a in g.town.reachable("A1", 5, 2).values()) == 5
    assert {a["to"] for a in kinds(g, "move")} == set(g.town.reachable("A1", 5, 2))
    g = game(seed=2, advanced_wardens=True, position={
        "intensity": {"B1": 2}, "wardens": ["rook_cinders", "ida_brightwater"]})  # fireproof
    w = g.wardens[0]
    assert "D1" in {a["to"] for a in kinds(g, "move")}
    w.side = "basic"
    assert "D1" not in {a["to"] for a in kinds(g, "move")}


def test_crew_abilities():
    commons = block_id("commons", 4)
    g = game(seed=2, position={
        "intensity": {}, "tracks": [{"crew": 3}], "blocks": {"B1": commons},
        "warden_crew": [[{"card": "dottie_quench", "water": 3},
                         {"card": "gran_tilly", "water": 2},
                         {"card": "verger_mott", "water": 2}]],
        "warden_at": ["B1"], "warden_water": [0]})
    assert kinds(g, "refill")  # Dottie: refill on a non-burning Commons block
    g.town.tiles["B1"].intensity = 2
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="crew:0:1"))
    assert g.town.tiles["B1"].renown[0] == 2  # Gran Tilly's extra Renown
    g.apply(one(g, "pour", source="crew:0:1"))
    assert g.town.tiles["B1"].renown[0] == 3
    t = one(g, "transfer")
    assert t.cost == "free"
    g.apply(t)
    g.apply(one(g, "transfer", source=None, dest=None))
    assert g.budget[0] == 2
    assert one(g, "transfer").cost == "1 action"  # only the first is free


# ----- special events and Big Buildings ----------------------------------------------------
def test_special_events():
    g = game(seed=2, special_events=True, position={"intensity": {}, "loyalty": {"B2": 1}})
    assert "arson" in g.events.cards or "arson" in g.events.discards
    g.op_special("arson")
    g.run()
    assert g.town.tiles["B2"].intensity == 1
    g = game(seed=2, special_events=True,
             position={"intensity": {}, "wagons": [{}, {"at": "C2"}]})
    g.op_special("burning_man")
    g.run()
    assert {t.label for t in g.town.burning()} == {"C2"}  # Firehouses do not burn
    g = game(seed=2, special_events=True, position={"intensity": {}})
    g.op_special("karnaj")
    g.run()
    assert all(g.block_info(t).value == 2 for t in g.town.burning())
    assert len(g.town.burning()) == 8


def test_dirty_dealings_is_each_players_choice():
    g = game(seed=2, special_events=True)
    calm(g)
    g.events.put_top("dirty_dealings")
    g.apply(one(g, "end_turn"))
    assert g.active_players == [1]
    cells = {a["cell"] for a in kinds(g, "dirty")}
    assert None in cells and "A1" not in cells and "F6" not in cells
    g.apply(one(g, "dirty", cell="B3"))
    assert g.active_players == [0]
    g.apply(one(g, "dirty", cell=None))
    assert g.town.tiles["B3"].intensity == 1 and g.acting and g.current == 1


def test_old_tom_oak_direction_is_the_active_players_choice():
    g = game(seed=2, big_buildings=True,
             position={"blocks": {"C2": "old_tom_oak"}, "intensity": {"C2": 4}})
    g.fire("C2", 1, "test")
    g.run()
    assert g.pending["kind"] == "direction" and g.active_players == [0]
    g.apply(one(g, "direction", direction="S"))
    assert [g.town.tiles[c].intensity for c in ("C3", "C4", "C5")] == [1, 1, 1]
    assert g.town.tiles["C6"].intensity == 0
    assert g.acting  # back to the action phase


def test_other_big_buildings_effects():
    g = game(seed=2, big_buildings=True,
             position={"blocks": {"C2": "powder_magazine"}, "intensity": {"C2": 4}})
    g.fire("C2", 1, "test")
    g.run()
    assert {t.label for t in g.town.burning()} == {"B2", "D2", "C1", "C3"}

    def building(cell, block, intensity):
        return game(seed=2, big_buildings=True,
                    position={"blocks": {cell: block}, "intensity": intensity})

    g = building("E3", "royal_water_gardens", {"E2": 2, "E4": 2, "D3": 2, "E3": 4})
    g.fire("E3", 1, "test")
    g.run()
    assert [g.town.tiles[c].intensity for c in ("E2", "E4", "D3")] == [1, 1, 1]
    g = building("B4", "reliquary_vault", {"E4": 1, "B4": 4})
    g.fire("B4", 1, "test")
    g.run()
    assert g.town.tiles["E4"].intensity == 2
    g = building("B5", "clocktower_palace", {"E4": 2, "B5": 4})
    before = len(g.events.discards)
    g.fire("B5", 1, "test")
    g.run()
    assert len(g.events.discards) == before + 1
    g = building("E5", "lamplighters_guild", {"B6": 1, "E5": 4})
    g.fire("E5", 1, "test")
    g.run()
    g.apply(one(g, "direction", direction="E"))
    assert g.town.tiles["C6"].intensity == 1 and g.town.tiles["B6"].intensity == 1


def test_big_buildings_events_in_deck_and_extra_cells():
    g = game(seed=2, big_buildings=True)
    assert len(g.town.tiles) == 44
    assert sum(1 for c in g.events.cards + g.events.discards if c.startswith("bb")) == 8
    plain = game(seed=2)
    assert not any(c.startswith("bb") for c in plain.events.cards)
    replace = game(seed=2, expert="replace")
    assert len(replace.town.tiles) == 36
    assert sum(1 for c in replace.events.cards if c.startswith("bb")) == 8
    with pytest.raises(ValueError):
        game(seed=2, expert="hard")


def test_loyalty_can_be_taken_when_the_ruling_says_so(monkeypatch):
    g = game(seed=2, position={"blocks": {"B1": block_id("nobles", 2)}, "loyalty": {"B1": 1},
                               "intensity": {"B1": 2}, "warden_at": ["B1"]})
    monkeypatch.setitem(g.rules["competitive"], "loyalty_can_be_taken", True)
    tile = g.town.tiles["B1"]
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:0"))
    assert tile.loyalty == 1 and tile.renown == {0: 1}
    g.apply(one(g, "pour", source="warden:0"))
    assert tile.loyalty == 0 and tile.renown == {}
    assert "loses the Loyalty" in " ".join(g.log[-1].messages)


def test_turns_go_clockwise():
    g = game(players=3, seed=2)
    calm(g)
    seen = []
    for _ in range(4):
        seen.append(g.current)
        g.apply(one(g, "end_turn"))
    assert seen == [0, 1, 2, 0]


def test_players_choose_their_warden_cards_before_the_starters():
    from boardgames_desktop.rules import new_game

    g = new_game("brigade", "competitive", 3, 4, {"advanced_wardens": True})
    assert g.active_players == [0] and len(g.events.discards) == 0
    first = kinds(g, "warden")
    assert len(first) == 4 and all(" — " in a.text for a in first)  # advanced side text
    g.apply(one(g, "warden", card="rook_cinders"))
    assert g.active_players == [1]
    assert "rook_cinders" not in {a["card"] for a in kinds(g, "warden")}
    g.apply(one(g, "warden", card="ida_brightwater"))
    g.apply(one(g, "warden", card="marla_soot"))
    assert [w.card for w in g.wardens] == ["rook_cinders", "ida_brightwater", "marla_soot"]
    assert [w.cell for w in g.wardens] == ["A1", "F1", "F6"]
    assert all(w.side == "advanced" for w in g.wardens)
    assert len(g.events.discards) == 3 and g.acting and g.active_players == [0]
