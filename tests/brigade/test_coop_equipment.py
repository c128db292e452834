"""Every Equipment card (16 Firehouse Forgewares, 16 Tinderbox Treasures, the Scroll) and the
Forge's deck handling, each activated through the Visit the Forge ability."""

import pytest

from boardgames_desktop.games.brigade.equipment import equipment_catalogue

from .test_coop import acts, cell_of, cells_with, do, put_in_forge, quiet

B2_NEIGHBOURS = ("B1", "A2", "C2", "B3")


def use(g, card, warden=0):
    """Put ``card`` face up and activate it with Warden ``warden`` (1 action + 1 Favour)."""
    put_in_forge(g, card)
    g.favour = 1
    do(g, "ability", warden=warden, ability="forge", card=card)


def burning(g, cell, n):
    g.town.tiles[cell].intensity = n


def test_the_deck_holds_32_cards_and_the_scroll_stays_out():
    cards = equipment_catalogue()
    assert len(cards) == 33
    assert sum(c.kind == "forgeware" for c in cards.values()) == 16
    assert sum(c.kind == "treasure" for c in cards.values()) == 16
    homes = [c.home for c in cards.values() if c.kind == "treasure"]
    assert len(set(homes)) == 16
    g = quiet(1, 2)
    in_play = sorted(g.forge + g.equipment.cards)
    assert in_play == sorted(c for c in cards if c != "scroll_of_dispel")


def test_the_scroll_is_never_offered():
    g = quiet(1, 2, {"favour": 5})
    put_in_forge(g, "scroll_of_dispel")
    assert not acts(g, "ability", ability="forge")


def test_forgeware_is_discarded_and_replaced_treasure_stays_once_per_round():
    g = quiet(1, 2, {"intensity": {"A2": 3}, "warden_at": ["A2"]})
    use(g, "ember_tongs")
    assert g.forge == ["ember_tongs"] and g.town.tiles["A2"].intensity == 2
    g.favour = 1
    assert not acts(g, "ability", ability="forge", card="ember_tongs")  # used this round
    do(g, "end_turn")
    g.wardens[0].cell = "A2"
    g.favour = 1
    assert acts(g, "ability", ability="forge", card="ember_tongs")


def test_the_last_card_drawn_shuffles_the_discards_into_a_new_deck():
    g = quiet(1, 2)
    put_in_forge(g, "mayors_medal")
    rest = list(g.equipment.cards)
    g.equipment.cards = rest[:1]
    g.equipment.discards = rest[1:]
    g.favour = 1
    do(g, "ability", warden=0, ability="forge", card="mayors_medal")
    assert g.forge == rest[:1]  # the last card came up ...
    assert not g.equipment.discards  # ... and the discards became the new deck
    assert sorted(g.equipment.cards) == sorted(rest[1:] + ["mayors_medal"])
    assert any("Equipment deck ran out" in m for m in g.log[-1].messages)


def test_an_empty_deck_with_the_forge_holding_everything():
    g = quiet(1, 2)
    g.equipment.cards, g.equipment.discards = [], []
    g.boards[0].levels["forge"] = 1
    g.fill_forge()
    assert len(g.forge) == 1  # the second slot stays empty


def test_a_card_with_nothing_to_do_is_not_offered():
    g = quiet(1, 2, {"favour": 1})
    for card in ("everdamp_bucket", "rainmakers_flask", "frost_lantern", "spare_barrel",
                 "town_criers_bell", "bottomless_canteen", "harbourmasters_pump"):
        put_in_forge(g, card)
        assert not acts(g, "ability", ability="forge"), card


# ----- Firehouse Forgewares --------------------------------------------------------------
def test_everdamp_bucket():
    cell = cells_with(quiet(1, 2), "nobles", 4)[0]
    g = quiet(1, 2, {"intensity": {cell: 3}, "warden_at": [cell]})
    use(g, "everdamp_bucket")
    assert g.town.tiles[cell].intensity == 1 and g.town.tiles[cell].renown == {0: 2}
    assert "everdamp_bucket" not in g.forge and g.budget[0] == 1


def test_rainmakers_flask():
    g = quiet(1, 2)
    burning(g, "E5", 3)
    burning(g, "B2", 1)
    use(g, "rainmakers_flask")
    assert {a["choice"] for a in acts(g, "equip")} == {"E5", "B2"}
    do(g, "equip", choice="E5")
    assert g.town.tiles["E5"].intensity == 1 and g.town.tiles["E5"].renown == {}
    assert "rainmakers_flask" not in g.forge


def test_frost_lantern():
    g = quiet(1, 2, {"warden_at": ["B2"]})
    for c in B2_NEIGHBOURS + ("A1", "C3"):
        if g.town.tiles[c].block:
            burning(g, c, 2)
    use(g, "frost_lantern")
    assert all(g.town.tiles[c].intensity == 1 for c in B2_NEIGHBOURS)
    assert g.town.tiles["C3"].intensity == 2  # diagonal: untouched


def test_bottomless_canteen():
    g = quiet(1, 2, {"warden_water": [2, 0]})
    use(g, "bottomless_canteen")
    assert [a["choice"] for a in acts(g, "equip")] == [1]  # only Wardens with room
    do(g, "equip", choice=1)
    assert g.wardens[1].water == 2


def test_spare_barrel():
    g = quiet(1, 2, {"tracks": [{"wagon": 3}],  # capacity 5
                     "wagons": [{"water": 1}]})
    use(g, "spare_barrel")
    assert g.wagons[0].water == 4


def test_night_watch_coffee():
    g = quiet(1, 2)
    use(g, "night_watch_coffee")
    assert g.budget[0] == 1 + 2


def test_town_criers_bell():
    g = quiet(1, 2, {"evacuation": 10})
    use(g, "town_criers_bell")
    assert g.evac.position == 12


def test_letter_of_commendation():
    g = quiet(1, 2)
    use(g, "letter_of_commendation")
    assert g.favour == 1 - 1 + 2


def test_mayors_medal():
    g = quiet(1, 2)
    use(g, "mayors_medal")
    assert g.vpt.points == 3


def test_smoke_jumpers_cloak():
    g = quiet(1, 2)
    g.town.destroy("E5")
    use(g, "smoke_jumpers_cloak")
    options = {a["choice"] for a in acts(g, "equip")}
    assert "E5" not in options and "A1" not in options and {"F6", "C3", "E4"} <= options
    do(g, "equip", choice="E4")
    assert g.wardens[0].cell == "E4"


def test_wagon_whistle():
    g = quiet(1, 2)
    use(g, "wagon_whistle")
    assert [a["choice"] for a in acts(g, "equip")] == [g.wardens[1].cell]
    do(g, "equip", choice=g.wardens[1].cell)
    assert g.wagons[0].cell == g.wardens[1].cell


def test_firebreak_shovel_until_the_end_of_the_next_event_phase():
    g = quiet(1, 2)
    use(g, "firebreak_shovel")
    do(g, "equip", choice="B2")
    g.fire("B2", 1, "fireball")
    assert g.town.tiles["B2"].intensity == 0
    g.op_shields_end()
    g.fire("B2", 1, "fireball")
    assert g.town.tiles["B2"].intensity == 1


def test_firebreak_lasts_through_insurance_fraud_and_the_next_event():
    g = quiet(1, 2)
    use(g, "firebreak_shovel")
    do(g, "equip", choice="C3")
    g.vpt.points = next(i for i, s in enumerate(g.cat.vpt) if s.get("faction") == "university")
    g.events.put_top(next(e.id for e in g.cat.events.values() if "C3" in e.fireballs
                          and not e.starter and e.id in g.events.cards))
    for w in g.wardens:
        g.budget[w.index] = 0
    do(g, "end_turn")
    assert g.town.tiles["C3"].intensity == 0 and g.town.tiles["D3"].intensity >= 1
    assert g.shields["firebreak"] == []


def test_weathervane_charm():
    g = quiet(1, 2)
    use(g, "weathervane_charm")
    burning(g, "B2", 1)
    g.run_step("gust", direction="S")
    assert g.town.tiles["B3"].intensity == 0
    g.op_shields_end()
    g.run_step("gust", direction="S")
    assert g.town.tiles["B3"].intensity == 1


def test_forged_permits():
    g = quiet(1, 2)
    use(g, "forged_permits")
    g.vpt.points = next(i for i, s in enumerate(g.cat.vpt) if s.get("faction") == "university")
    g.run_step("insurance_fraud")
    g.run()
    assert not g.town.burning()
    g.run_step("insurance_fraud")  # only the next phase is skipped
    g.run()
    assert g.town.tiles["C3"].intensity == 1


def test_lookouts_spyglass():
    g = quiet(1, 2)
    use(g, "lookouts_spyglass")
    top, pos = g.events.cards[0], g.evac.position
    for w in g.wardens:
        g.budget[w.index] = 0
    do(g, "end_turn")
    assert g.events.cards[0] == top and g.evac.position == pos
    assert any("no event card" in m for m in g.log[-1].messages)


def test_pressure_valve_is_a_free_upgrade():
    g = quiet(1, 2)
    use(g, "pressure_valve")
    assert {a["choice"] for a in acts(g, "equip")} >= {"wagon", "forge", "influence:temple"}
    do(g, "equip", choice="influence:temple")
    assert g.influence.levels["temple"] == 2
    assert acts(g, "upgrade", warden=0)  # the Warden's own Upgrade is still there


# ----- Tinderbox Treasures ---------------------------------------------------------------
def treasure_stays(g, card):
    assert card in g.forge and g.treasure_used(card)


def test_vernas_watering_can():
    cell = cells_with(quiet(1, 2), "temple", 3)[0]
    g = quiet(1, 2, {"intensity": {cell: 2}, "warden_at": [cell]})
    use(g, "vernas_watering_can")
    assert g.town.tiles[cell].intensity == 1 and g.town.tiles[cell].renown == {0: 1}
    treasure_stays(g, "vernas_watering_can")


def test_ratcatchers_whistle_is_a_free_move():
    g = quiet(1, 2)
    use(g, "ratcatchers_whistle")
    assert g.budget[0] == 1
    options = {a["choice"] for a in acts(g, "equip")}
    assert {"A5", "E1", "C3", "B4"} <= options and not {"A6", "F1", "A1"} & options
    do(g, "equip", choice="C1")
    assert g.wardens[0].cell == "C1" and g.budget[0] == 1
    treasure_stays(g, "ratcatchers_whistle")


def test_leaky_bucket_tap():
    g = quiet(1, 2, {"warden_water": [0]})
    use(g, "leaky_bucket_tap")
    do(g, "equip", choice=0)
    assert g.wardens[0].water == 2
    treasure_stays(g, "leaky_bucket_tap")


def test_millwrights_wheel():
    g = quiet(1, 2, {"tracks": [{"wagon": 2}], "wagons": [{"water": 1}]})
    use(g, "millwrights_wheel")
    assert g.wagons[0].water == 3


def test_gilded_hourglass():
    g = quiet(1, 2)
    use(g, "gilded_hourglass", warden=1)
    assert g.budget == {0: 2, 1: 2}


def test_harbourmasters_pump():
    g = quiet(1, 2, {"warden_water": [0, 0], "wagons": [{"at": "C1", "water": 0}]})
    use(g, "harbourmasters_pump")
    assert (g.wardens[0].water, g.wardens[1].water, g.wagons[0].water) == (2, 2, 2)


def test_chandlers_snuffer():
    g = quiet(1, 2)
    burning(g, "D5", 2)
    use(g, "chandlers_snuffer")
    do(g, "equip", choice="D5")
    assert g.town.tiles["D5"].intensity == 1


def test_brass_ledger():
    g = quiet(1, 2, {"evacuation": 4})
    use(g, "brass_ledger")
    assert g.evac.position == 5


def test_duchess_fan():
    g = quiet(1, 2, {"warden_at": ["B2"]})
    for c in B2_NEIGHBOURS:
        if g.town.tiles[c].block:
            burning(g, c, 1)
    use(g, "duchess_fan")
    assert not g.town.burning()


def test_mayors_carriage_bell():
    g = quiet(2, 2)
    use(g, "mayors_carriage_bell")
    targets = {a["choice"] for a in acts(g, "equip")}
    assert targets == {w.cell for w in g.wardens} - {g.wagons[0].cell}
    do(g, "equip", choice=g.wardens[3].cell)
    assert g.wagons[0].cell == g.wardens[3].cell


def test_opal_stage_trapdoor():
    g = quiet(1, 2, {"warden_at": ["C2"]})
    use(g, "opal_stage_trapdoor")
    assert {a["choice"] for a in acts(g, "equip")} == {"A1", "F1", "F6", "A6"}
    do(g, "equip", choice="F1")
    assert g.wardens[0].cell == "F1"


def test_gatekeepers_seal():
    g = quiet(1, 2)
    cell = cells_with(g, "merchants", 2)[0]
    g.wardens[0].cell = cell
    use(g, "gatekeepers_seal")
    assert g.town.tiles[cell].renown == {0: 1}
    one = cells_with(g, "merchants", 1)[0]
    g.wardens[1].cell = one
    g.turn_flags.clear()  # a new round: the Treasure may be used again
    use(g, "gatekeepers_seal", warden=1)
    assert g.town.tiles[one].renown == {} and g.vpt.points == 1  # Renown 1 = value 1: saved


def test_cloister_bell_rope():
    g = quiet(1, 2)
    use(g, "cloister_bell_rope")
    do(g, "equip", choice="D4")
    g.fire("D4", 2, "effect")
    assert g.town.tiles["D4"].intensity == 0


def test_dawn_censer():
    g = quiet(1, 2)
    use(g, "dawn_censer")
    assert g.shields["still_air"]
    g.favour = 1
    g.turn_flags.clear()
    assert not acts(g, "ability", card="dawn_censer")  # already still: nothing to add


def test_wayside_ewer():
    g = quiet(2, 2)
    for w in g.wardens:
        w.water = 0
    g.wardens[3].water = 2
    use(g, "wayside_ewer")
    assert [w.water for w in g.wardens] == [1, 1, 1, 2]


def test_ember_tongs_no_renown():
    g = quiet(1, 2)
    cell = cells_with(g, "commons", 4)[0]
    burning(g, cell, 2)
    g.wardens[0].cell = cell
    use(g, "ember_tongs")
    assert g.town.tiles[cell].intensity == 1 and g.town.tiles[cell].renown == {}


@pytest.mark.parametrize("card", sorted(c.id for c in equipment_catalogue().values()
                                        if c.kind == "treasure"))
def test_every_treasure_can_be_returned_home(card):
    g = quiet(1, 2)
    put_in_forge(g, card)
    info = equipment_catalogue()[card]
    g.wardens[0].cell = cell_of(g, info.home)
    do(g, "end_turn")
    do(g, "treasure", card=card, influence=True)
    faction = g.cat.blocks[info.home].faction
    assert g.vpt.points == info.vp and g.influence.levels[faction] == 2
    assert card not in g.forge


# ----- data validation -------------------------------------------------------------------
def _broken(monkeypatch, module, fn, edit):
    """Load ``fn`` from a copy of its data file changed by ``edit``; return the error text."""
    import copy

    from boardgames_desktop.rules.errors import ResourceError

    real = module.load_json

    def fake(*parts):
        data = copy.deepcopy(real(*parts))
        edit(data)
        return data

    monkeypatch.setattr(module, "load_json", fake)
    fn.cache_clear()
    try:
        with pytest.raises(ResourceError) as err:
            fn()
    finally:
        monkeypatch.undo()
        fn.cache_clear()
    return str(err.value)


def test_equipment_data_errors_name_file_and_field(monkeypatch):
    from boardgames_desktop.games.brigade import equipment as mod

    def bad_home(d):
        d["cards"][16]["home"] = "nowhere"

    def bad_effect(d):
        d["cards"][0]["effect"] = {"type": "cool_here", "amount": 0}

    assert "cards[16]" in _broken(monkeypatch, mod, mod.equipment_catalogue, bad_home)
    msg = _broken(monkeypatch, mod, mod.equipment_catalogue, bad_effect)
    assert "equipment.json: cards[0]" in msg and "effect.amount" in msg
    msg = _broken(monkeypatch, mod, mod.equipment_catalogue, lambda d: d["cards"].pop())
    assert "1 scroll" in msg


def test_coop_data_errors_name_file_and_field(monkeypatch):
    from boardgames_desktop.games.brigade import coop_tracks as mod

    def bad_reward(d):
        d["influence"]["levels"][1]["reward"] = "lots"

    def bad_cost(d):
        d["ability_costs"]["ointment"] = -1

    msg = _broken(monkeypatch, mod, mod.coop_rules, bad_reward)
    assert "coop.json: influence.levels[1]" in msg and "reward" in msg
    msg = _broken(monkeypatch, mod, mod.coop_rules, bad_cost)
    assert "coop.json: ability_costs" in msg and "ointment" in msg


def test_coop_vp_target_table_errors_name_file_and_field(monkeypatch):
    from boardgames_desktop.games.brigade import coop_tracks as mod

    def no_target_for_three(d):
        del d["vp_target_by_wardens"]["3"]

    msg = _broken(monkeypatch, mod, mod.coop_rules, no_target_for_three)
    assert "coop.json: vp_target_by_wardens" in msg and "'3'" in msg
