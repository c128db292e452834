"""Solo vs Bernhardt Blaze: setup, the Blaze Phase case by case, quests, abilities, end."""

from boardgames_desktop.games.brigade.town import BLAZE, quarter_faction

from .helpers import calm, game, kinds, one


def solo(seed=1, position=None, **options):
    """``position``: a calm town with more of a scenario position (``scenario.py``)."""
    if position is not None:
        position = {"intensity": {}, **position}
    g = game("solo", 1, seed, position, **options)
    return g


def layout(seed):
    """The town of ``seed``'s game, to name cells for a position before it is set up."""
    return solo(seed)


def icon(g, faction):
    """An event card whose icon is ``faction`` (Solo: it guides Blaze)."""
    return next(e.id for e in g.cat.events.values() if e.faction == faction)


def quarter(g, corner_index):
    """(faction, cells) of a corner quarter, cells nearest the Firehouse first."""
    faction = quarter_faction(g.town, g.cat, corner_index)
    cells = [t.label for t in g.town.blocks() if g.block_info(t).faction == faction]
    return faction, cells


def by_value(g, cells, value):
    return [c for c in cells if g.block_info(g.town.tiles[c]).value == value]


def test_setup():
    g = solo(seed=4)
    assert g.wardens[0].cell == "A1" and g.wagons[0].cell == "A1" and g.blaze_cell == "F6"
    assert g.wardens[0].water == 2 and g.wagons[0].water == 2
    assert all(t.favour for t in g.town.blocks()) and len(g.town.blocks()) == 32
    assert not any(t.favour for t in g.town.tiles.values() if t.firehouse is not None)
    assert len(g.crew_deck) == 14
    assert not {"ash", "sir_precious"} & set(g.crew_deck.cards)
    deck = g.events.cards + g.events.discards
    assert not any(g.cat.events[c].special or g.cat.events[c].big_buildings for c in deck)
    assert g.evac.position == 15 and g.vpt.points == 0
    assert set(g.influence.levels.values()) == {1}
    assert g.budget == {0: 4} and not g.crew_abilities
    for corner in range(4):
        f, cells = quarter(g, corner)
        assert len(cells) == 7
    assert solo(seed=4, evactrak_start=10).evac.position == 10


def test_blaze_goes_to_highest_intensity_of_the_icon_faction():
    town = layout(3)
    faction, cells = quarter(town, 2)
    low, high = by_value(town, cells, 1)[0], by_value(town, cells, 4)[0]
    f2, other = quarter(town, 1)
    g = solo(seed=3, position={"event_card": icon(town, faction), "intensity": {
        low: 1, high: 3, other[0]: 4}})  # another faction: ignored
    g.op_blaze()
    assert g.blaze_cell == high and g.town.tiles[high].intensity == 0
    assert g.vpt.points == 3
    assert g.town.tiles[high].loyalty is None  # 3 is not the value 4
    assert g.town.tiles[high].favour and g.evac.position == 15


def test_blaze_tie_on_intensity_takes_lowest_value():
    town = layout(3)
    faction, cells = quarter(town, 2)
    two, four = by_value(town, cells, 2)[0], by_value(town, cells, 4)[0]
    g = solo(seed=3, position={"event_card": icon(town, faction),
                               "intensity": {two: 2, four: 2}})
    g.op_blaze()
    assert g.blaze_cell == two
    tile = g.town.tiles[two]
    assert tile.loyalty == BLAZE and not tile.favour  # intensity 2 == value 2
    assert g.evac.position == 14 and g.vpt.points == 2


def test_blaze_full_tie_is_the_players_choice():
    town = layout(3)
    faction, cells = quarter(town, 1)
    a, b = by_value(town, cells, 3)
    g = solo(seed=3, position={"event_card": icon(town, faction), "intensity": {a: 2, b: 2}})
    g.close_action_phase()
    g.steps = [{"op": "blaze"}]
    g.run()
    assert g.pending["kind"] == "blaze" and g.active_players == [0]
    assert {x["cell"] for x in kinds(g, "blaze")} == {a, b}
    g.apply(one(g, "blaze", cell=b))
    assert g.blaze_cell == b and g.town.tiles[a].intensity == 2


def test_blaze_avoids_the_players_brigade_and_wagon():
    town = layout(3)
    faction, cells = quarter(town, 2)
    ones, twos = by_value(town, cells, 1), by_value(town, cells, 2)
    fours = by_value(town, cells, 4)
    g = solo(seed=3, position={
        "event_card": icon(town, faction),
        "intensity": {fours[0]: 4, fours[1]: 4, twos[0]: 3, ones[0]: 1},
        "warden_at": [fours[0]], "wagons": [{"at": fours[1]}]})
    g.op_blaze()
    assert g.blaze_cell == twos[0]  # the next appropriate block
    g = solo(seed=3, position={
        "event_card": icon(town, faction), "intensity": {fours[1]: 4, ones[0]: 1},
        "warden_at": [ones[0]], "wagons": [{"at": fours[1]}], "blaze_at": twos[0]})
    g.op_blaze()  # only blocked or cold blocks left
    assert g.blaze_cell == twos[0] and g.town.tiles[ones[0]].intensity == 1


def test_blaze_with_nothing_burning_stays():
    g = solo(seed=3, position={"event_card": icon(layout(3), "temple")})
    g.op_blaze()
    assert g.blaze_cell == "F6" and g.vpt.points == 0


def test_blaze_loyalty_blocks_renown_and_refill():
    town = layout(3)
    faction, cells = quarter(town, 0)  # the player's own quarter
    cell = by_value(town, cells, 1)[0]
    favour = [t.label for t in town.town.tiles.values() if t.favour and t.label != cell]
    loyal = {"loyalty": {cell: BLAZE}, "favour_tokens": favour, "warden_at": [cell],
             "warden_water": [1]}
    assert not kinds(solo(seed=3, position=loyal), "refill")
    g = solo(seed=3, position={**loyal, "intensity": {cell: 1}})
    tile = g.town.tiles[cell]
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:0"))
    assert tile.renown == {} and tile.loyalty == BLAZE


def test_turn_order_blaze_then_insurance_fraud_then_event():
    town = layout(5)
    faction, cells = quarter(town, 3)
    g = solo(seed=5, position={"event_card": icon(town, faction), "intensity": {cells[0]: 1},
                               "vp": 2})  # a faction_value space
    space = g.cat.vpt[3]
    assert space["type"] == "blank"
    g.events.put_top("ev01")
    g.apply(one(g, "end_turn"))
    msgs = [m for e in g.log[-1:] for m in e.messages]
    assert any("Blaze moves" in m for m in msgs)
    assert any(m.startswith("Insurance Fraud (VPT 3)") for m in msgs)
    assert any("Event" in m for m in msgs)
    assert g.turn == 2 and g.acting and g.event_card == "ev01"
    assert g.log[-1].hand_off  # the solo turn passed (undo barrier)


def _space(g, kind):
    return next(i for i, sp in enumerate(g.cat.vpt) if sp["type"] == kind)


def _fraud(points):
    """The fires Insurance Fraud lights with the VP marker on ``points``, in a calm town
    (the town of ``solo(seed=5)``)."""
    g = solo(seed=5, position={"vp": points})
    g.run_step("insurance_fraud")
    g.run()
    return {t.label for t in g.town.burning()}


def test_insurance_fraud_spaces():
    g = solo(seed=5)
    i = _space(g, "faction_value")
    sp = g.cat.vpt[i]
    hit = _fraud(i)
    assert hit and hit == {t.label for t in g.town.blocks()
                           if g.block_info(t).faction == sp["faction"]
                           and g.block_info(t).value == sp["value"]}
    i = _space(g, "value")
    hit = _fraud(i)
    assert {g.block_info(g.town.tiles[c]).value for c in hit} == {g.cat.vpt[i]["value"]}
    assert len(hit) == 4 * (1 if g.cat.vpt[i]["value"] == 1 else 2)
    i = next(i for i, sp in enumerate(g.cat.vpt) if sp.get("faction") == "university")
    assert _fraud(i) == {"C3", "C4", "D3", "D4"}
    i = next(i for i, sp in enumerate(g.cat.vpt)
             if sp["type"] == "faction" and sp["faction"] != "university")
    assert {g.block_info(g.town.tiles[c]).faction for c in _fraud(i)} == \
        {g.cat.vpt[i]["faction"]}
    assert _fraud(_space(g, "blank")) == set()
    i = _space(g, "wind")
    g = solo(seed=5, position={"intensity": {"B2": 1}, "vp": i})
    g.run_step("insurance_fraud")
    g.run()
    from boardgames_desktop.games.brigade.town import neighbour
    assert g.town.tiles[neighbour("B2", g.cat.vpt[i]["direction"])].intensity == 1
    assert g.town.tiles["B2"].intensity == 1


def test_refill_rules():
    dry = {"warden_water": [0]}
    assert kinds(solo(seed=3, position=dry), "refill")  # Firehouse
    town = layout(3)
    faction = town.block_info(town.town.tiles["B2"]).faction
    others = [t.label for t in town.town.blocks() if t.label != "B2"]
    on_b2 = {**dry, "warden_at": ["B2"]}
    assert not kinds(solo(seed=3, position=on_b2), "refill")  # Favour token still there
    assert kinds(solo(seed=3, position={**on_b2, "favour_tokens": others}), "refill")
    assert not kinds(solo(seed=3, position={**on_b2, "favour_tokens": others,
                                            "intensity": {"B2": 1}}), "refill")
    g = solo(seed=3, position={**on_b2, "influence": {faction: 4}})
    assert g.town.tiles["B2"].favour
    assert kinds(g, "refill")  # Faction Influence level 4


def test_loyalty_gives_favour_by_influence_and_value_four_quest_twice():
    g = solo(seed=3)
    calm(g)
    faction, cells = quarter(g, 0)
    fours = by_value(g, cells, 4)
    w = g.wardens[0]
    g.wagons[0].water = 6
    g.boards[0].levels["wagon"] = 4
    for cell in fours:
        t = g.town.tiles[cell]
        t.renown = {0: 3}
        t.intensity = 1
        w.cell = g.wagons[0].cell = cell
        g.budget[0] = 4
        g.apply(one(g, "extinguish"))
        g.apply(one(g, "pour", source="wagon:0"))
        assert t.loyalty == 0
    # the first at Influence level 1 keeps its Favour token, the second (level 2) gives it
    assert [g.town.tiles[c].favour for c in fours] == [True, False]
    assert g.favour == 1 and g.influence.levels[faction] == 3
    assert g.level4_quests[faction] == 2


def test_discard_crew_quest_is_free_and_on_matching_faction():
    town = layout(3)
    faction, cells = quarter(town, 1)
    crew = next(c for c in town.cat.crew.values()
                if c.faction == faction and not c.solo_excluded)
    carrying = {"warden_crew": [[{"card": crew.id, "water": 0}]]}
    assert not kinds(solo(seed=3, position={**carrying, "warden_at": ["A1"]}), "discard_crew")
    g = solo(seed=3, position={**carrying, "warden_at": [cells[3]]})
    w = g.wardens[0]
    act = one(g, "discard_crew")
    assert act.cost == "free"
    g.apply(act)
    assert w.crew == [] and g.influence.levels[faction] == 2 and g.budget[0] == 4
    top = solo(seed=3, position={**carrying, "warden_at": [cells[3]],
                                 "influence": {faction: 5}})
    assert not kinds(top, "discard_crew")  # track already at the top


def test_solo_abilities():
    assert not kinds(solo(seed=3, position={}), "ability")
    g = solo(seed=3, position={"favour": 7, "evacuation": 10, "forge": []})
    assert {a["ability"] for a in kinds(g, "ability")} == {"ointment", "call_watch"}
    g.apply(one(g, "ability", ability="ointment"))
    assert g.budget[0] == 6 and g.favour == 4
    g.apply(one(g, "ability", ability="call_watch"))
    assert g.evac.position == 12 and g.favour == 2
    g = solo(seed=3, position={"favour": 2, "forge": [], "warden_water": [0],
                               "wagons": [{"at": "F3", "water": 0}]})
    g.apply(one(g, "ability", ability="refill"))
    assert g.wardens[0].water == 2 and g.wagons[0].water == 2 and g.favour == 0


def test_evactrak_grows_with_each_destroyed_block():
    g = solo(seed=3)
    calm(g)
    for i, label in enumerate(["B2", "C2", "B3"]):
        g.town.tiles[label].intensity = 4
        g.fire(label, 1, "test")
        assert g.evac.position == 15 - (i + 1) * (i + 2) // 2
    assert g.evac.position == 9


def test_win_and_losses():
    g = solo(seed=3)
    g = solo(seed=3, position={"influence": dict.fromkeys(g.influence.levels, 5)})
    g.check_end()
    assert g.outcome.winners == (0,) and "Fire Chief" in g.outcome.reason
    g = solo(seed=3, position={"evacuation": 1, "intensity": {"B2": 4}})
    g.fire("B2", 1, "test")
    assert g.is_over and g.outcome.winners == () and "EvacTrak" in g.outcome.reason
    town = layout(3)
    faction, cells = quarter(town, 2)
    g = solo(seed=3, position={"event_card": icon(town, faction), "vp": 38,
                               "intensity": {cells[0]: 3}})
    g.op_blaze()
    g.check_end()
    assert g.outcome.winners == () and "Blaze reached 40" in g.outcome.reason


def test_the_player_chooses_a_warden_card():
    from boardgames_desktop.rules import new_game

    g = new_game("brigade", "solo", 1, 8)
    assert g.pending["kind"] == "warden" and len(g.legal_actions()) == 4
    g.apply(one(g, "warden", card="fenwick_dray"))
    assert g.wardens[0].card == "fenwick_dray" and g.wardens[0].side == "basic"
    assert g.acting and g.budget == {0: 4} and len(g.events.discards) == 3


def test_blaze_takes_loyalty_even_from_the_player():
    town = layout(3)
    faction, cells = quarter(town, 2)
    cell = by_value(town, cells, 2)[0]
    favour = [t.label for t in town.town.tiles.values() if t.favour and t.label != cell]
    g = solo(seed=3, position={"event_card": icon(town, faction), "loyalty": {cell: 0},
                               "favour_tokens": favour, "intensity": {cell: 2}})
    tile = g.town.tiles[cell]
    g.op_blaze()
    assert tile.loyalty == BLAZE and g.evac.position == 15  # no Favour token left to take


# ----- Equipment (shared with Co-Op through equipment.py) ----------------------------------
def test_forge_setup_and_upgrade():
    g = solo(seed=3)
    assert len(g.forge) == 1 and len(g.equipment) == 31
    g.apply(one(g, "upgrade", track="forge"))
    assert len(g.forge) == 2 and len(g.equipment) == 30


def test_visit_the_forge_takes_a_card_and_replaces_it():
    """'Visit the Forge: Add any Equipment card from the market to your Warden' (more in
    test_rulings.py): the card leaves the Forge, which refills, and is used later."""
    g = solo(seed=3, position={"tracks": [{"forge": 1}],  # two face-up cards
                               "favour": 1,
                               "forge": ["letter_of_commendation", "mayors_medal"]})
    g.apply(one(g, "ability", ability="forge", card="letter_of_commendation"))
    assert g.favour == 0 and g.budget[0] == 3 and g.held == ["letter_of_commendation"]
    assert "letter_of_commendation" not in g.forge and len(g.forge) == 2
    g.apply(one(g, "use_card", card="letter_of_commendation"))
    assert g.favour == 2 and g.budget[0] == 3 and g.held == []


def test_fire_sale():
    g = solo(seed=3, position={"favour": 1})
    old = list(g.forge)
    g.apply(one(g, "ability", ability="fire_sale"))
    g.apply(one(g, "fire_sale", card=old[0]))  # the only card: replaced at once
    assert g.favour == 0 and len(g.forge) == 1 and g.forge != old
    assert old[0] in g.equipment.discards


def test_returning_a_treasure_is_a_faction_quest():
    town = layout(3)
    card = next(c for c in town.equipment_info.values() if c.kind == "treasure")
    home = next(t for t in town.town.tiles.values() if t.block == card.home)
    faction = town.cat.blocks[card.home].faction
    g = solo(seed=3, position={"forge": [card.id], "warden_at": [home.label]})
    g.apply(one(g, "end_turn"))
    assert g.pending["kind"] == "treasure"
    g.apply(one(g, "treasure", card=card.id))
    assert g.influence.levels[faction] == 2 and card.id not in g.forge
    assert len(g.forge) == 1


def test_big_buildings_and_expert_are_refused_in_solo():
    import pytest

    from boardgames_desktop.rules import new_game

    with pytest.raises(ValueError, match="not available in Solo"):
        new_game("brigade", "solo", 1, 1, {"big_buildings": True})
    with pytest.raises(ValueError, match="not available in Solo"):
        new_game("brigade", "solo", 1, 1, {"expert": "replace"})


# ----- audit: the Blaze Phase works on the icon's quarter of the board ------------------
def uni_of_quarter(g, corner_index):
    """The University tile inside a corner's quarter (3×3 corner of the 6×6 town)."""
    return {0: "C3", 1: "D3", 2: "D4", 3: "C4"}[corner_index]


def test_blaze_quarter_includes_its_university_tile():
    """'He will move to the Block on that quarter of the board that has the highest
    intensity': the quarter is a 3×3 corner, which holds one University tile."""
    town = layout(3)
    faction, cells = quarter(town, 1)
    uni = uni_of_quarter(town, 1)
    g = solo(seed=3, position={"event_card": icon(town, faction), "intensity": {
        by_value(town, cells, 2)[0]: 2, uni: 3,
        uni_of_quarter(town, 2): 4}})  # another quarter: ignored
    g.op_blaze()
    assert g.blaze_cell == uni and g.town.tiles[uni].intensity == 0
    assert g.vpt.points == 3 and g.town.tiles[uni].loyalty is None  # 3 is not its value 4


def test_blaze_university_tile_ties_lose_to_lower_values_and_can_give_loyalty():
    town = layout(3)
    faction, cells = quarter(town, 3)
    uni = uni_of_quarter(town, 3)
    four = by_value(town, cells, 4)[0]
    g = solo(seed=3, position={"event_card": icon(town, faction),
                               "intensity": {uni: 4, four: 4}})
    g.close_action_phase()
    g.steps = [{"op": "blaze"}]
    g.run()
    # intensity 4 and value 4 on both: the player chooses
    assert {a["cell"] for a in kinds(g, "blaze")} == {uni, four}
    g.apply(one(g, "blaze", cell=uni))
    tile = g.town.tiles[uni]
    assert tile.loyalty == BLAZE and not tile.favour
    assert g.vpt.points == 4 and g.evac.position == 14


def test_blaze_area_faction_reading_is_a_data_switch(monkeypatch):
    town = layout(3)
    faction, cells = quarter(town, 1)
    g = solo(seed=3, position={"event_card": icon(town, faction),
                               "intensity": {uni_of_quarter(town, 1): 3, cells[-1]: 1}})
    monkeypatch.setitem(g.rules["solo"], "blaze_area", "faction")
    g.op_blaze()
    assert g.blaze_cell == cells[-1]


def test_evactrak_start_option_is_checked_in_solo():
    import pytest

    assert solo(seed=4, evactrak_start=20).evac.position == 20
    for bad in (4, -3, 21):  # rules.json options.evactrak_start: 5..20
        with pytest.raises(ValueError, match="evactrak_start"):
            solo(seed=4, evactrak_start=bad)
