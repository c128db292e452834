"""Co-Op: setup, rounds, every Co-Op action and Favour ability, Faction Influence levels,
Insurance Fraud on each kind of VPT space, the EvacTrak, Treasure returns, win and loss."""

import json

import pytest

from boardgames_desktop.games.brigade.town import neighbour
from boardgames_desktop.rules import IllegalAction

from .helpers import game, vpt_space


# ----- helpers (also used by test_coop_equipment.py and test_coop_playouts.py) -----------
def coop(players=1, seed=1, **options):
    return game("coop", players, seed, **options)


def quiet(players=1, seed=1, position=None, **options):
    """A Co-Op game at its first Action Phase with no fire anywhere (VP target at the top
    of the VPT unless given, so that hand-set VPT positions do not end the game);
    ``position``: more of the scenario position (``games/brigade/scenario.py``)."""
    options.setdefault("vp_target", 40)
    return coop(players, seed, position={"intensity": {}, **(position or {})}, **options)


def cell_of(g, block_id):
    return next(t.label for t in g.town.tiles.values() if t.block == block_id)


def cells_with(g, faction, value=None):
    return [t.label for t in g.town.blocks() if g.block_info(t).faction == faction
            and (value is None or g.block_info(t).value == value)]


def put_in_forge(g, *cards):
    """Make exactly ``cards`` the face-up Forge (the others go back into the deck)."""
    for c in list(g.forge):
        g.forge.remove(c)
        g.equipment.cards.append(c)
    for c in cards:
        for pile in (g.equipment.cards, g.equipment.discards):
            if c in pile:
                pile.remove(c)
        g.forge.append(c)


def acts(g, kind, **args):
    g.forget_listing()  # tests set positions by hand
    return [a for a in g.legal_actions()
            if a.kind == kind and all(a.get(k) == v for k, v in args.items())]


def do(g, kind, **args):
    found = acts(g, kind, **args)
    assert len(found) == 1, (kind, args, [a.describe() for a in g.legal_actions()])
    g.apply(found[0])


def pour_all(g, source):
    """Pour from ``source`` until the choice ends."""
    while g.pending and g.pending["kind"] == "pour":
        if acts(g, "pour", source=source):
            do(g, "pour", source=source)
        else:
            do(g, "pour", source=None)


# ----- setup -----------------------------------------------------------------------------
@pytest.mark.parametrize("players,options,seats", [
    (1, {}, [0, 0]),
    (1, {"coop_wardens": 3}, [0, 0, 0]),
    (1, {"coop_wardens": 4}, [0, 0, 0, 0]),
    (2, {}, [0, 0, 1, 1]),
    (3, {}, [0, 1, 2]),
    (4, {}, [0, 1, 2, 3]),
])
def test_setup(players, options, seats):
    g = coop(players, 7, **options)
    assert [w.seat for w in g.wardens] == seats
    corners = g.cat.town["seat_firehouses"][str(len(seats))]
    assert [w.cell for w in g.wardens] == [g.cat.town["firehouses"][c] for c in corners]
    assert len({w.card for w in g.wardens}) == len(seats)
    assert all(w.water == w.capacity == 2 and not w.crew for w in g.wardens)
    assert len(g.wagons) == 1 and g.wagons[0].owner is None
    assert g.wagons[0].cell == g.wardens[0].cell and g.wagons[0].water == 2
    assert {w.wagon for w in g.wardens} == {0}
    blocks = [t for t in g.town.tiles.values() if t.block is not None]
    assert len(blocks) == 32 and all(t.favour for t in blocks)
    assert not any(t.favour for t in g.town.tiles.values() if t.firehouse is not None)
    assert g.favour == 0 and g.vpt.points == 0
    assert g.target == {2: 10, 3: 15, 4: 25}[len(seats)]  # coop.json vp_target_by_wardens
    assert g.evac.position == g.evac.start == 15
    assert set(g.influence.levels.values()) == {1} and len(g.influence.levels) == 4
    assert len(g.forge) == 1 and len(g.equipment) == 31
    assert "scroll_of_dispel" not in g.forge + g.equipment.cards
    deck = g.events.cards + g.events.discards
    assert not any(g.cat.events[c].special or g.cat.events[c].big_buildings for c in deck)
    assert len(g.crew_deck) == 0 and not acts(g, "recruit")
    # the Warden cards are chosen, then three starter events, then the first player's
    # Action Phase: 2 actions per Warden
    assert sum(1 for m in g.messages() if m.strip().startswith("Starter event")) == 3
    assert sum(1 for e in g.log if e.action.kind == "warden") == len(seats)
    assert g.acting and g.active_players == [0]
    assert g.budget == {w.index: 2 for w in g.wardens if w.seat == 0}


def test_options_evactrak_start_and_vp_target():
    g = coop(2, 1, evactrak_start=10, vp_target=30)
    assert g.evac.position == g.evac.start == 10 and g.target == 30
    with pytest.raises(ValueError, match="evactrak_start"):
        coop(1, 1, evactrak_start=99)
    with pytest.raises(ValueError, match="Wardens"):
        coop(1, 1, coop_wardens=1)
    with pytest.raises(ValueError, match="1–4 players"):
        coop(5, 1)
    for bad in ({"big_buildings": True}, {"expert": "replace"}, {"special_events": True}):
        with pytest.raises(ValueError, match="Co-Op"):
            coop(2, 1, **bad)


def test_default_vp_target_follows_the_number_of_wardens():
    """The rulebook leaves the target to the players; our default scales with the Wardens
    in play (coop.json), since the EvacTrak gives every team about the same number of rounds
    and the actions per round grow with the Wardens.  An explicit target still wins."""
    from boardgames_desktop.rules import new_game

    for players, options, target in ((1, {}, 10), (1, {"coop_wardens": 3}, 15), (3, {}, 15),
                                     (1, {"coop_wardens": 4}, 25), (2, {}, 25), (4, {}, 25)):
        assert new_game("brigade", "coop", players, 1, options).target == target
        assert coop(players, 1, vp_target=0, **options).target == target
    assert coop(1, 1, vp_target=25).target == 25
    with pytest.raises(ValueError, match="vp_target"):
        coop(1, 1, vp_target=41)


# ----- rounds ----------------------------------------------------------------------------
def test_round_seats_in_order_then_insurance_fraud_then_event():
    g = quiet(2, 3, {"vp": vpt_space(lambda s: s["type"] == "blank")})
    assert g.active_players == [0]
    assert {a["warden"] for a in acts(g, "move")} == {0, 1}  # seat 0 runs two Wardens
    do(g, "end_turn")
    assert g.active_players == [1] and g.turn == 1
    assert g.budget == {2: 2, 3: 2}
    assert g.log[-1].hand_off
    top = g.events.cards[0]
    do(g, "end_turn")
    msgs = g.log[-1].messages
    fraud = next(i for i, m in enumerate(msgs) if m.startswith("Insurance Fraud"))
    event = next(i for i, m in enumerate(msgs) if m.startswith("Event "))
    assert fraud < event
    assert g.turn == 2 and g.event_card == top and g.active_players == [0]
    assert g.evac.position == 14  # one space for the event card (starters do not count)


def test_one_player_alternates_between_wardens():
    g = quiet(1, 3)
    do(g, "move", warden=0, to="A2")
    do(g, "move", warden=1, to=neighbour(g.wardens[1].cell, "N"))
    do(g, "move", warden=0, to="A3")
    assert g.budget == {0: 0, 1: 1}
    assert not acts(g, "move", warden=0) and acts(g, "move", warden=1)
    with pytest.raises(IllegalAction, match="no actions left"):
        g.apply(g.legal_actions()[0].__class__.make(0, "move", warden=0, to="A4"))
    do(g, "move", warden=1, to=neighbour(g.wardens[1].cell, "N"))
    assert g.turn == 2  # nothing left: the round ended by itself


# ----- Co-Op actions ---------------------------------------------------------------------
def test_extinguish_with_water_of_every_warden_on_the_block_and_the_wagon():
    cell = "B2"
    g = quiet(2, 3, {"intensity": {cell: 4}, "warden_at": [cell, "F1", cell],  # and another
                     "wagons": [{"at": cell}], "warden_water": [2, 2, 1]})  # player's Warden
    do(g, "extinguish", warden=0)
    sources = {a["source"] for a in acts(g, "pour")}
    assert sources == {"warden:0", "warden:2", "wagon:0"}
    do(g, "pour", source="warden:2")
    do(g, "pour", source="wagon:0")
    assert g.wardens[2].water == 0 and g.wagons[0].water == 1
    assert g.town.tiles[cell].intensity == 2


def test_extinguish_text_names_the_warden_of_a_two_warden_player():
    g = quiet(1, 3, {"intensity": {"A2": 1}, "warden_at": ["A2"]})
    (a,) = acts(g, "extinguish")
    assert g.warden_name(g.wardens[0]) in a.text


def test_refill_where_allowed_and_it_fills_everyone_there():
    dry = {"warden_water": [0, 0, 0, 0], "wagons": [{"water": 0}]}
    assert acts(quiet(2, 3, dry), "refill", warden=0)  # on a Firehouse
    cell = "B2"
    others = [t.label for t in quiet(2, 3).town.tiles.values() if t.favour and t.label != cell]

    def on_b2(**more):
        return quiet(2, 3, {**dry, "warden_at": [cell, "F1", cell],
                            "wagons": [{"at": cell, "water": 0}], **more})

    assert not acts(on_b2(), "refill", warden=0)  # its Favour token is still there
    assert acts(on_b2(favour_tokens=others), "refill", warden=0)
    burning = on_b2(favour_tokens=others, intensity={cell: 1})
    assert not acts(burning, "refill", warden=0)  # burning
    g = on_b2(favour_tokens=others)
    do(g, "refill", warden=0)
    assert g.wardens[0].water == 2 and g.wardens[2].water == 2 and g.wagons[0].water == 2
    assert g.wardens[1].water == 0 and g.budget[0] == 1


def test_transfer_between_all_wardens_and_wagon_on_the_block():
    cell = "B2"
    g = quiet(3, 3, {"warden_at": [cell, cell], "warden_water": [2, 0],
                     "wagons": [{"at": cell, "water": 0}]})
    do(g, "transfer", warden=0)
    do(g, "transfer", source="warden:0", dest="warden:1")
    do(g, "transfer", source="warden:0", dest="wagon:0")
    do(g, "transfer", source=None)
    assert (g.wardens[0].water, g.wardens[1].water, g.wagons[0].water) == (0, 1, 1)
    assert g.budget[0] == 1  # a single Transfer action


def test_shared_wagon_anyone_drives_it_and_the_warden_there_may_ride():
    g = quiet(2, 3)
    drivers = {a["warden"] for a in acts(g, "wagon")}
    riders = {a["warden"] for a in acts(g, "wagon", ride=True)}
    assert drivers == {0, 1} and riders == {0}
    do(g, "wagon", warden=1, to="B1", ride=False)
    assert g.wagons[0].cell == "B1" and g.wardens[0].cell == "A1"
    do(g, "end_turn")
    assert {a["warden"] for a in acts(g, "wagon")} == {2, 3}


def test_upgrades_wagon_forge_and_influence_once_per_warden_per_round():
    g = quiet(1, 3)
    tracks = {a["track"] for a in acts(g, "upgrade", warden=0)}
    assert tracks == {"wagon", "forge", "influence:commons", "influence:merchants",
                      "influence:nobles", "influence:temple"}
    do(g, "upgrade", warden=0, track="forge")
    assert len(g.forge) == 2  # a second card is turned face up at once
    assert not acts(g, "upgrade", warden=0)
    do(g, "upgrade", warden=1, track="influence:nobles")
    assert g.influence.levels["nobles"] == 2
    top = quiet(1, 3, {"influence": {"nobles": 5}, "tracks": [{"wagon": 4}]})
    tracks = {a["track"] for a in acts(top, "upgrade", warden=0)}
    assert "wagon" not in tracks and "influence:nobles" not in tracks
    do(top, "upgrade", warden=0, track="influence:temple")
    assert top.influence.levels["temple"] == 2


def test_no_recruit_in_coop():
    g = quiet(1, 3)
    a = g.legal_actions()[0].__class__.make(0, "recruit", warden=0)
    with pytest.raises(IllegalAction, match="no crew deck"):
        g.apply(a)


# ----- Favour abilities ------------------------------------------------------------------
def test_abilities_need_favour_and_an_action():
    medal = {"forge": ["mayors_medal"]}
    assert not acts(quiet(1, 3, medal), "ability")
    g = quiet(1, 3, {**medal, "favour": 1})
    offered = {a["ability"] for a in acts(g, "ability", warden=0)}
    assert offered == {"forge", "fire_sale"}  # cost 1; nothing to refill, EvacTrak at S
    richer = {**medal, "favour": 3, "evacuation": 10, "wagons": [{"water": 0}],
              "warden_water": [2, 1]}
    g = quiet(1, 3, richer)
    offered = {(a["ability"], a.get("what")) for a in acts(g, "ability", warden=0)}
    assert offered >= {("ointment", None), ("refill", "wardens"), ("refill", "wagon"),
                       ("call_watch", None)}
    g = quiet(1, 3, {**richer, "actions_left": {"0": 0}})
    assert not acts(g, "ability", warden=0) and acts(g, "ability", warden=1)


def test_visit_the_forge_activates_a_face_up_card():
    g = quiet(1, 3, {"favour": 2, "forge": ["mayors_medal"]})
    do(g, "ability", warden=0, ability="forge", card="mayors_medal")
    assert g.favour == 1 and g.budget[0] == 1 and g.vpt.points == 3
    assert "mayors_medal" not in g.forge and len(g.forge) == 1  # discarded and replaced
    assert g.equipment.discards == ["mayors_medal"]


def test_fire_sale_replaces_any_or_all_cards():
    g = quiet(1, 3, {"tracks": [{"forge": 2}], "favour": 1,
                     "forge": ["mayors_medal", "frost_lantern", "gilded_hourglass"]})
    do(g, "ability", warden=0, ability="fire_sale")
    assert not acts(g, "fire_sale", card=None)  # choose at least one first
    do(g, "fire_sale", card="frost_lantern")
    do(g, "fire_sale", card="mayors_medal")
    do(g, "fire_sale", card=None)
    assert g.forge[0] == "gilded_hourglass" and len(g.forge) == 3
    assert set(g.equipment.discards) == {"frost_lantern", "mayors_medal"}
    assert g.favour == 0
    # selling every card ends the choice by itself
    g = quiet(1, 3, {"tracks": [{"forge": 2}], "favour": 1,
                     "forge": ["mayors_medal", "frost_lantern", "gilded_hourglass"]})
    do(g, "ability", warden=0, ability="fire_sale")
    for c in list(g.forge):
        do(g, "fire_sale", card=c)
    assert g.pending is None and len(g.forge) == 3


def test_miracle_ointment_gives_three_shared_free_actions_this_round():
    g = quiet(2, 3, {"favour": 3})
    do(g, "ability", warden=0, ability="ointment")
    assert g.favour == 0 and g.turn_flags["ointment"] == 3
    assert not acts(g, "ointment")  # Wardens use their own actions first
    do(g, "move", warden=0, to="A2")
    do(g, "ointment", warden=0)
    assert g.budget[0] == 1 and g.turn_flags["ointment"] == 2
    do(g, "end_turn")
    # the other player's Wardens acting later this round may draw on the pool too, once
    # Warden 2 has spent its own two actions
    for _ in range(2):
        g.apply(acts(g, "move", warden=2)[0])
    assert g.budget[2] == 0
    do(g, "ointment", warden=2)
    assert g.budget[2] == 1 and g.turn_flags["ointment"] == 1
    do(g, "end_turn")
    assert g.turn == 2 and "ointment" not in g.turn_flags  # gone at the end of the round


def test_favour_refill_all_wardens_or_the_wagon():
    g = quiet(2, 3, {"warden_water": [0, 0, 0, 0], "wagons": [{"water": 0}], "favour": 4})
    do(g, "ability", warden=0, ability="refill", what="wardens")
    assert all(w.water == 2 for w in g.wardens) and g.wagons[0].water == 0
    assert g.favour == 2
    do(g, "ability", warden=1, ability="refill", what="wagon")
    assert g.wagons[0].water == 2 and g.favour == 0


def test_call_the_watch_moves_the_evactrak_back_two_but_not_past_s():
    g = quiet(1, 3, {"evacuation": 10, "favour": 4})
    do(g, "ability", warden=0, ability="call_watch")
    assert g.evac.position == 12 and g.favour == 2
    g = quiet(1, 3, {"evacuation": 14, "favour": 2})
    do(g, "ability", warden=0, ability="call_watch")
    assert g.evac.position == 15
    assert not acts(g, "ability", ability="call_watch")


# ----- Renown, Loyalty and Faction Influence ---------------------------------------------
def save_block(g, cell, warden=0):
    """Extinguish a block of value v at intensity v with enough water: its Loyalty."""
    tile = g.town.tiles[cell]
    value = g.block_info(tile).value
    w = g.wardens[warden]
    w.cell = cell
    w.capacity = w.water = 4
    tile.intensity = value
    g.budget[warden] = max(g.budget.get(warden, 0), 1)
    do(g, "extinguish", warden=warden)
    pour_all(g, f"warden:{warden}")
    return value


def test_level_1_gives_vp_only_and_the_favour_token_stays():
    g = quiet(1, 3)
    cell = cells_with(g, "commons", 3)[0]
    value = save_block(g, cell)
    tile = g.town.tiles[cell]
    assert g.vpt.points == value == 3 and g.favour == 0
    assert tile.favour and tile.loyalty is None and tile.renown == {}  # no Loyalty token


def test_level_2_lets_the_players_choose_vp_or_favour():
    g = quiet(1, 3, {"influence": {"merchants": 2}})
    a, b = cells_with(g, "merchants", 2)
    save_block(g, a)
    assert g.pending["kind"] == "reward" and g.vpt.points == 0
    assert {x["take"] for x in acts(g, "reward")} == {"vp", "favour"}
    do(g, "reward", take="favour")
    assert g.favour == 1 and g.vpt.points == 0 and not g.town.tiles[a].favour
    save_block(g, b, warden=1)
    do(g, "reward", take="vp")
    assert g.favour == 1 and g.vpt.points == 2 and g.town.tiles[b].favour


def test_level_3_gives_both():
    g = quiet(1, 3, {"influence": {"nobles": 3}})
    cell = cells_with(g, "nobles", 4)[0]
    save_block(g, cell)
    assert g.vpt.points == 4 and g.favour == 1 and not g.town.tiles[cell].favour


def test_level_4_allows_refill_on_a_block_with_its_favour_token():
    cell = cells_with(quiet(1, 3), "temple", 1)[0]
    dry = {"warden_at": [cell], "warden_water": [0]}
    assert not acts(quiet(1, 3, {**dry, "influence": {"temple": 3}}), "refill", warden=0)
    assert acts(quiet(1, 3, {**dry, "influence": {"temple": 4}}), "refill", warden=0)
    burning = quiet(1, 3, {**dry, "influence": {"temple": 4}, "intensity": {cell: 1}})
    assert not acts(burning, "refill", warden=0)  # not while it burns
    g = quiet(1, 3, {**dry, "influence": {"temple": 4}})
    save_block(g, cell)
    assert g.vpt.points == 1 and g.favour == 1  # level 4 still gives both


def test_level_5_adds_two_vp_for_every_saved_block_of_the_faction():
    g = quiet(1, 3, {"influence": {"commons": 5}})
    cell = cells_with(g, "commons", 2)[0]
    save_block(g, cell)
    assert g.vpt.points == 2 + 2 and g.favour == 1


def test_university_blocks_give_vp_only():
    g = quiet(1, 3, {"influence": dict.fromkeys(
        ("commons", "merchants", "nobles", "temple"), 5)})
    save_block(g, "C3")
    assert g.vpt.points == 4 and g.favour == 0 and g.town.tiles["C3"].favour


def test_team_renown_adds_up_across_players_and_a_loyal_block_takes_no_more():
    cell = cells_with(quiet(2, 3), "nobles", 3)[0]
    g = quiet(2, 3, {"influence": {"nobles": 3},  # the save takes the Favour token:
                     "intensity": {cell: 4},      # the block is Loyal
                     "warden_at": [cell, "F1", cell]})
    tile = g.town.tiles[cell]
    do(g, "extinguish", warden=0)
    do(g, "pour", source="warden:0")
    do(g, "pour", source="warden:0")
    do(g, "pour", source=None)
    assert tile.renown == {0: 2}
    do(g, "end_turn")
    do(g, "extinguish", warden=2)
    do(g, "pour", source="warden:2")
    assert tile.loyalty is None and not tile.favour and tile.renown == {} and g.vpt.points == 3
    do(g, "pour", source="warden:2")
    assert tile.intensity == 0 and tile.renown == {} and g.vpt.points == 3


# ----- Insurance Fraud -------------------------------------------------------------------
def fraud(points):
    """The fires Insurance Fraud lights with the VP marker on ``points``, in a calm town (a
    Co-Op game, one player, seed 5: the town of ``quiet(1, 5)``)."""
    g = quiet(1, 5, {"vp": points})
    g.run_step("insurance_fraud")
    g.run()
    return {t.label for t in g.town.burning()}


def space(g, pred):
    return next(i for i, s in enumerate(g.cat.vpt) if pred(s))


def test_insurance_fraud_faction_and_value_space():
    g = quiet(1, 5)
    i = space(g, lambda s: s["type"] == "faction_value")
    s = g.cat.vpt[i]
    assert fraud(i) == set(cells_with(g, s["faction"], s["value"]))


def test_insurance_fraud_whole_faction_space():
    g = quiet(1, 5)
    i = space(g, lambda s: s["type"] == "faction" and s["faction"] != "university")
    assert fraud(i) == set(cells_with(g, g.cat.vpt[i]["faction"])) and len(fraud(i)) == 7


def test_insurance_fraud_university_space():
    g = quiet(1, 5)
    i = space(g, lambda s: s.get("faction") == "university")
    assert fraud(i) == {"C3", "C4", "D3", "D4"}


def test_insurance_fraud_value_space():
    g = quiet(1, 5)
    i = space(g, lambda s: s["type"] == "value")
    v = g.cat.vpt[i]["value"]
    hit = fraud(i)
    assert hit == {t.label for t in g.town.blocks() if g.block_info(t).value == v}


def test_insurance_fraud_wind_space_and_blank_space():
    g = quiet(1, 5)
    assert fraud(space(g, lambda s: s["type"] == "blank")) == set()
    i = space(g, lambda s: s["type"] == "wind")
    d = g.cat.vpt[i]["direction"]
    g = quiet(1, 5, {"intensity": {"B2": 1}, "vp": i})
    g.run_step("insurance_fraud")
    g.run()
    assert g.town.tiles[neighbour("B2", d)].intensity == 1 and g.town.tiles["B2"].intensity == 1


def test_insurance_fraud_runs_after_the_last_seat_every_round():
    i = vpt_space(lambda s: s.get("faction") == "university")
    g = quiet(3, 5, {"vp": i, "shields": {"skip_event": True}})  # keep the event card out
    do(g, "end_turn")                                            # of the count
    do(g, "end_turn")
    assert not g.town.tiles["C3"].burning and g.shields["skip_event"]
    do(g, "end_turn")
    assert all(g.town.tiles[c].intensity == 1 for c in ("C3", "C4", "D3", "D4"))


# ----- the EvacTrak ----------------------------------------------------------------------
def test_evactrak_grows_with_each_destroyed_block():
    g = quiet(1, 5)
    cells = [t.label for t in g.town.blocks()][:4]
    positions = []
    for c in cells:
        g.town.tiles[c].intensity = 4
        g.fire(c, 1, "test")
        positions.append(g.evac.position)
    assert positions == [14, 12, 9, 5]  # 1, then 2 more, then 3 more, then 4 more
    assert all(g.town.tiles[c].destroyed and not g.town.tiles[c].favour for c in cells)


def test_evactrak_moves_one_per_event_card_not_for_starters():
    g = coop(1, 5)
    assert g.evac.position == 15 - g.evac.destroyed * (g.evac.destroyed + 1) // 2
    g.run_step("event")
    g.run()
    assert g.evac.position == 14 - g.evac.destroyed * (g.evac.destroyed + 1) // 2


# ----- Tinderbox Treasures returned ------------------------------------------------------
def test_returning_a_treasure_by_ending_the_turn_on_its_block():
    home = cell_of(quiet(2, 3), "vernas_pumpkin_patch")
    g = quiet(2, 3, {"forge": ["vernas_watering_can"],
                     "warden_at": ["A1", "F1", home]})  # a Warden of the second player
    do(g, "end_turn")  # the first player has no Warden there: nothing offered
    assert g.active_players == [1] and g.pending is None
    do(g, "end_turn")
    assert g.pending["kind"] == "treasure" and g.active_players == [1]
    texts = {a.text for a in acts(g, "treasure")}
    assert "Keep the Treasures in the Forge" in texts
    do(g, "treasure", card="vernas_watering_can", influence=True)
    assert g.vpt.points == 3 and g.influence.levels["commons"] == 2
    assert "vernas_watering_can" not in g.forge and len(g.forge) == 1
    assert "vernas_watering_can" in g.equipment.discards


def test_keeping_a_treasure_and_no_return_from_a_destroyed_home():
    home = cell_of(quiet(1, 3), "counting_house")
    g = quiet(1, 3, {"forge": ["brass_ledger"], "warden_at": [home]})
    do(g, "end_turn")
    do(g, "treasure", card=None)
    assert g.forge == ["brass_ledger"] and g.vpt.points == 0
    g.town.destroy(home)
    g.budget = {0: 0, 1: 0}
    g.close_action_phase()
    g.op_treasure_returns(0)
    assert g.pending is None


def test_a_return_without_influence_when_the_track_is_full():
    home = cell_of(quiet(1, 3), "cathedral_of_the_dawn")
    g = quiet(1, 3, {"influence": {"temple": 5}, "forge": ["dawn_censer"],
                     "warden_at": ["A1", home]})
    do(g, "end_turn")
    assert not acts(g, "treasure", influence=True)
    do(g, "treasure", card="dawn_censer", influence=False)
    assert g.vpt.points == 5


# ----- winning and losing ----------------------------------------------------------------
def test_win_by_reaching_the_vp_target_with_a_saved_block():
    g = quiet(2, 3, {"vp": 10}, vp_target=12)
    save_block(g, cells_with(g, "temple", 2)[0])
    assert g.is_over and g.outcome.winners == (0, 1) and g.outcome.cooperative
    assert "target 12" in g.outcome.reason and g.legal_actions() == []


def test_win_by_returning_a_treasure():
    home = cell_of(quiet(1, 3), "harbour_warehouse")
    g = quiet(1, 3, {"vp": 8, "forge": ["harbourmasters_pump"], "warden_at": [home]},
              vp_target=10)
    do(g, "end_turn")
    do(g, "treasure", card="harbourmasters_pump", influence=False)
    assert g.is_over and g.outcome.winners == (0,)


def test_win_with_an_equipment_card():
    g = quiet(1, 3, {"vp": 7, "favour": 1, "forge": ["mayors_medal"]}, vp_target=10)
    do(g, "ability", warden=0, ability="forge", card="mayors_medal")
    assert g.is_over and g.outcome.winners == (0,)


def test_lose_when_event_cards_run_the_evactrak_down():
    g = quiet(1, 3, {"evacuation": 1, "actions_left": {"0": 0, "1": 0}})
    do(g, "end_turn")
    assert g.is_over and g.outcome.winners == () and g.outcome.cooperative
    assert "EvacTrak" in g.outcome.reason


def test_lose_when_destroyed_blocks_run_the_evactrak_down():
    g = quiet(4, 3)
    g.evac.position = 3
    g.evac.destroyed = 2  # the next block moves it 3 spaces
    cell = cells_with(g, "nobles", 2)[0]
    g.town.tiles[cell].intensity = 4
    g.fire(cell, 1, "test")
    g.run()
    assert g.is_over and g.outcome.winners == () and g.evac.position == 0


# ----- registry and texts ----------------------------------------------------------------
def test_registry_offers_coop_for_one_to_four_with_its_options():
    from boardgames_desktop.rules import game_info

    info = game_info("brigade")
    assert (info.mode("coop").min_players, info.mode("coop").max_players) == (1, 4)
    coop_options = {o.key for o in info.options if o.applies_to("coop")}
    assert {"evactrak_start", "vp_target"} <= coop_options


def test_a_two_warden_player_sees_which_warden_pays_for_each_deed():
    g = quiet(1, 3, {"favour": 5, "evacuation": 10})
    for kind in ("wagon", "upgrade", "ability"):
        for a in acts(g, kind):
            assert a.text.startswith(g.warden_name(g.wardens[a["warden"]]) + ": "), a.text
    g = quiet(4, 3)
    (a,) = acts(g, "upgrade", track="forge")
    assert a.text == "Upgrade Forge to 2"


def test_coop_board_summary_for_the_view():
    g = quiet(2, 3, {"forge": ["vernas_watering_can"], "favour": 3, "evacuation": 12,
                     "vp": vpt_space(lambda s: s.get("faction") == "university")})
    board = g.coop_board()
    assert board["forge"] == [{
        "id": "vernas_watering_can", "name": "Verna's Prize Watering Can", "kind": "treasure",
        "text": g.equipment_info["vernas_watering_can"].text, "vp": 3,
        "home": cell_of(g, "vernas_pumpkin_patch"), "used": False}]
    assert board["insurance_next"] == "all University blocks"
    assert board["tracks"]["forge"] == {"values": [1, 2, 3, 4], "level": 0}
    assert board["favour"] == 3 and board["evac"]["position"] == 12
    assert board["vp_target"] == 40 and board["influence"]["temple"] == 1
    json.dumps(board)  # plain data
