"""Every Equipment card (16 Firehouse Forgewares, 16 Tinderbox Treasures, the Scroll) and the
Forge's deck handling, each activated through the Visit the Forge ability."""

import functools

import pytest

from boardgames_desktop.games.brigade.equipment import equipment_catalogue

from .helpers import vpt_space
from .test_coop import acts, cell_of, cells_with, do, put_in_forge, quiet

B2_NEIGHBOURS = ("B1", "A2", "C2", "B3")
UNIVERSITY_SPACE = vpt_space(lambda s: s.get("faction") == "university")


def equipped(card, players=1, warden=0, position=None):
    """A calm Co-Op game (seed 2) whose Forge shows ``card``, activated at once by Warden
    ``warden`` (1 action + 1 Favour); ``position``: more of the position (its ``favour``
    wins over the 1 needed)."""
    g = quiet(players, 2, {"forge": [card], "favour": 1, **(position or {})})
    do(g, "ability", warden=warden, ability="forge", card=card)
    return g


@functools.cache
def town():
    """The town of every ``quiet(1, 2)`` game (to name its cells in a position)."""
    return quiet(1, 2)


def burning_blocks(*cells, n=2):
    """``intensity`` for those of ``cells`` that hold a block in the seed-2 town."""
    return {c: n for c in cells if town().town.tiles[c].block}


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
    g = equipped("ember_tongs", position={"intensity": {"A2": 3}, "warden_at": ["A2"],
                                          "favour": 2})  # one left for a second use
    assert g.forge == ["ember_tongs"] and g.town.tiles["A2"].intensity == 2 and g.favour == 1
    assert not acts(g, "ability", ability="forge", card="ember_tongs")  # used this round
    do(g, "end_turn")
    assert g.wardens[0].cell == "A2" and g.favour == 1
    assert acts(g, "ability", ability="forge", card="ember_tongs")


def test_the_last_card_drawn_shuffles_the_discards_into_a_new_deck():
    g = quiet(1, 2, {"forge": ["mayors_medal"], "favour": 1})
    rest = list(g.equipment.cards)
    g.equipment.cards = rest[:1]  # no position field lays out the deck and its discards
    g.equipment.discards = rest[1:]
    do(g, "ability", warden=0, ability="forge", card="mayors_medal")
    assert g.forge == rest[:1]  # the last card came up ...
    assert not g.equipment.discards  # ... and the discards became the new deck
    assert sorted(g.equipment.cards) == sorted(rest[1:] + ["mayors_medal"])
    assert any("Equipment deck ran out" in m for m in g.log[-1].messages)


def test_an_empty_deck_with_the_forge_holding_everything():
    g = quiet(1, 2, {"tracks": [{"forge": 1}]})
    g.equipment.cards, g.equipment.discards = [], []
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
    g = equipped("everdamp_bucket", position={"intensity": {cell: 3}, "warden_at": [cell]})
    assert g.town.tiles[cell].intensity == 1 and g.town.tiles[cell].renown == {0: 2}
    assert "everdamp_bucket" not in g.forge and g.budget[0] == 1


def test_rainmakers_flask():
    g = equipped("rainmakers_flask", position={"intensity": {"E5": 3, "B2": 1}})
    assert {a["choice"] for a in acts(g, "equip")} == {"E5", "B2"}
    do(g, "equip", choice="E5")
    assert g.town.tiles["E5"].intensity == 1 and g.town.tiles["E5"].renown == {}
    assert "rainmakers_flask" not in g.forge


def test_frost_lantern():
    g = equipped("frost_lantern", position={
        "warden_at": ["B2"], "intensity": burning_blocks(*B2_NEIGHBOURS, "A1", "C3")})
    assert all(g.town.tiles[c].intensity == 1 for c in B2_NEIGHBOURS)
    assert g.town.tiles["C3"].intensity == 2  # diagonal: untouched


def test_bottomless_canteen():
    g = equipped("bottomless_canteen", position={"warden_water": [2, 0]})
    assert [a["choice"] for a in acts(g, "equip")] == [1]  # only Wardens with room
    do(g, "equip", choice=1)
    assert g.wardens[1].water == 2


def test_spare_barrel():
    g = equipped("spare_barrel", position={"tracks": [{"wagon": 3}],  # capacity 5
                                           "wagons": [{"water": 1}]})
    assert g.wagons[0].water == 4


def test_night_watch_coffee():
    g = equipped("night_watch_coffee")
    assert g.budget[0] == 1 + 2


def test_town_criers_bell():
    g = equipped("town_criers_bell", position={"evacuation": 10})
    assert g.evac.position == 12


def test_letter_of_commendation():
    g = equipped("letter_of_commendation")
    assert g.favour == 1 - 1 + 2


def test_mayors_medal():
    g = equipped("mayors_medal")
    assert g.vpt.points == 3


def test_smoke_jumpers_cloak():
    g = equipped("smoke_jumpers_cloak", position={"destroyed": ["E5"]})
    options = {a["choice"] for a in acts(g, "equip")}
    assert "E5" not in options and "A1" not in options and {"F6", "C3", "E4"} <= options
    do(g, "equip", choice="E4")
    assert g.wardens[0].cell == "E4"


def test_wagon_whistle():
    g = equipped("wagon_whistle")
    assert [a["choice"] for a in acts(g, "equip")] == [g.wardens[1].cell]
    do(g, "equip", choice=g.wardens[1].cell)
    assert g.wagons[0].cell == g.wardens[1].cell


def test_firebreak_shovel_until_the_end_of_the_next_event_phase():
    g = equipped("firebreak_shovel")
    do(g, "equip", choice="B2")
    g.fire("B2", 1, "fireball")
    assert g.town.tiles["B2"].intensity == 0
    g.op_shields_end()
    g.fire("B2", 1, "fireball")
    assert g.town.tiles["B2"].intensity == 1


def test_firebreak_lasts_through_insurance_fraud_and_the_next_event():
    g = equipped("firebreak_shovel", position={"vp": UNIVERSITY_SPACE})
    do(g, "equip", choice="C3")
    g.events.put_top(next(e.id for e in g.cat.events.values() if "C3" in e.fireballs
                          and not e.starter and e.id in g.events.cards))
    for w in g.wardens:
        g.budget[w.index] = 0
    do(g, "end_turn")
    assert g.town.tiles["C3"].intensity == 0 and g.town.tiles["D3"].intensity >= 1
    assert g.shields["firebreak"] == []


def test_weathervane_charm():
    g = equipped("weathervane_charm", position={"intensity": {"B2": 1}})
    g.run_step("gust", direction="S")
    assert g.town.tiles["B3"].intensity == 0
    g.op_shields_end()
    g.run_step("gust", direction="S")
    assert g.town.tiles["B3"].intensity == 1


def test_forged_permits():
    g = equipped("forged_permits", position={"vp": UNIVERSITY_SPACE})
    g.run_step("insurance_fraud")
    g.run()
    assert not g.town.burning()
    g.run_step("insurance_fraud")  # only the next phase is skipped
    g.run()
    assert g.town.tiles["C3"].intensity == 1


def test_lookouts_spyglass():
    g = equipped("lookouts_spyglass")
    top, pos = g.events.cards[0], g.evac.position
    for w in g.wardens:
        g.budget[w.index] = 0
    do(g, "end_turn")
    assert g.events.cards[0] == top and g.evac.position == pos
    assert any("no event card" in m for m in g.log[-1].messages)


def test_pressure_valve_is_a_free_upgrade():
    g = equipped("pressure_valve")
    assert {a["choice"] for a in acts(g, "equip")} >= {"wagon", "forge", "influence:temple"}
    do(g, "equip", choice="influence:temple")
    assert g.influence.levels["temple"] == 2
    assert acts(g, "upgrade", warden=0)  # the Warden's own Upgrade is still there


# ----- Tinderbox Treasures ---------------------------------------------------------------
def treasure_stays(g, card):
    assert card in g.forge and g.treasure_used(card)


def test_vernas_watering_can():
    cell = cells_with(quiet(1, 2), "temple", 3)[0]
    g = equipped("vernas_watering_can", position={"intensity": {cell: 2}, "warden_at": [cell]})
    assert g.town.tiles[cell].intensity == 1 and g.town.tiles[cell].renown == {0: 1}
    treasure_stays(g, "vernas_watering_can")


def test_ratcatchers_whistle_is_a_free_move():
    g = equipped("ratcatchers_whistle")
    assert g.budget[0] == 1
    options = {a["choice"] for a in acts(g, "equip")}
    assert {"A5", "E1", "C3", "B4"} <= options and not {"A6", "F1", "A1"} & options
    do(g, "equip", choice="C1")
    assert g.wardens[0].cell == "C1" and g.budget[0] == 1
    treasure_stays(g, "ratcatchers_whistle")


def test_leaky_bucket_tap():
    g = equipped("leaky_bucket_tap", position={"warden_water": [0]})
    do(g, "equip", choice=0)
    assert g.wardens[0].water == 2
    treasure_stays(g, "leaky_bucket_tap")


def test_millwrights_wheel():
    g = equipped("millwrights_wheel", position={"tracks": [{"wagon": 2}], "wagons": [{"water": 1}]})
    assert g.wagons[0].water == 3


def test_gilded_hourglass():
    g = equipped("gilded_hourglass", warden=1)
    assert g.budget == {0: 2, 1: 2}


def test_harbourmasters_pump():
    g = equipped("harbourmasters_pump", position={"warden_water": [0, 0],
                                                  "wagons": [{"at": "C1", "water": 0}]})
    assert (g.wardens[0].water, g.wardens[1].water, g.wagons[0].water) == (2, 2, 2)


def test_chandlers_snuffer():
    g = equipped("chandlers_snuffer", position={"intensity": {"D5": 2}})
    do(g, "equip", choice="D5")
    assert g.town.tiles["D5"].intensity == 1


def test_brass_ledger():
    g = equipped("brass_ledger", position={"evacuation": 4})
    assert g.evac.position == 5


def test_duchess_fan():
    g = equipped("duchess_fan", position={"warden_at": ["B2"],
                                          "intensity": burning_blocks(*B2_NEIGHBOURS, n=1)})
    assert not g.town.burning()


def test_mayors_carriage_bell():
    g = equipped("mayors_carriage_bell", 2)
    targets = {a["choice"] for a in acts(g, "equip")}
    assert targets == {w.cell for w in g.wardens} - {g.wagons[0].cell}
    do(g, "equip", choice=g.wardens[3].cell)
    assert g.wagons[0].cell == g.wardens[3].cell


def test_opal_stage_trapdoor():
    g = equipped("opal_stage_trapdoor", position={"warden_at": ["C2"]})
    assert {a["choice"] for a in acts(g, "equip")} == {"A1", "F1", "F6", "A6"}
    do(g, "equip", choice="F1")
    assert g.wardens[0].cell == "F1"


def test_gatekeepers_seal():
    cell, one = cells_with(town(), "merchants", 2)[0], cells_with(town(), "merchants", 1)[0]
    g = equipped("gatekeepers_seal", position={"warden_at": [cell, one],
                                               "favour": 2})  # one left for a second use
    assert g.town.tiles[cell].renown == {0: 1}
    g.turn_flags.clear()  # a new round: the Treasure may be used again
    do(g, "ability", warden=1, ability="forge", card="gatekeepers_seal")
    assert g.town.tiles[one].renown == {} and g.vpt.points == 1  # Renown 1 = value 1: saved


def test_cloister_bell_rope():
    g = equipped("cloister_bell_rope")
    do(g, "equip", choice="D4")
    g.fire("D4", 2, "effect")
    assert g.town.tiles["D4"].intensity == 0


def test_dawn_censer():
    g = equipped("dawn_censer", position={"favour": 2})  # one left for a second use
    assert g.shields["still_air"] and g.favour == 1
    g.turn_flags.clear()
    assert not acts(g, "ability", card="dawn_censer")  # already still: nothing to add


def test_wayside_ewer():
    g = equipped("wayside_ewer", 2, position={"warden_water": [0, 0, 0, 2]})
    assert [w.water for w in g.wardens] == [1, 1, 1, 2]


def test_ember_tongs_no_renown():
    cell = cells_with(town(), "commons", 4)[0]
    g = equipped("ember_tongs", position={"intensity": {cell: 2}, "warden_at": [cell]})
    assert g.town.tiles[cell].intensity == 1 and g.town.tiles[cell].renown == {}


@pytest.mark.parametrize("card", sorted(c.id for c in equipment_catalogue().values()
                                        if c.kind == "treasure"))
def test_every_treasure_can_be_returned_home(card):
    info = equipment_catalogue()[card]
    g = quiet(1, 2, {"forge": [card], "warden_at": [cell_of(town(), info.home)]})
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
