"""Settled audit items: each test quotes the rule text it checks (see the report of the
rules-audit follow-up and resources/brigade/README.md)."""

from __future__ import annotations

from .helpers import calm, game, kinds, one


# ----- Old Tom Oak: "Intensify three Blocks in that direction by one." --------------------
def test_old_tom_oak_passes_over_a_ruin_to_the_third_block():
    """Big Buildings: 'The active player chooses a direction. Intensify three Blocks in that
    direction by one.' — three *Blocks* (blocks.json line effect count 'standing_blocks'):
    a burnt-down block in the line cannot be intensified, so it is passed over."""
    g = game(seed=2, big_buildings=True, position={"blocks": {"A4": "old_tom_oak"},
                                                   "intensity": {"A4": 4}})
    g.destroy_block("B4")
    g.fire("A4", 1, "test")
    g.run()
    g.apply(one(g, "direction", direction="E"))
    assert [g.town.tiles[c].intensity for c in ("C4", "D4", "E4")] == [1, 1, 1]
    assert g.town.tiles["F4"].intensity == 0 and g.town.tiles["B4"].destroyed


def test_old_tom_oak_stops_at_the_edge_and_firehouses_take_nothing():
    """Fewer than three Blocks that way: only those burn (the line never wraps); a
    Firehouse is no Block and is passed over."""
    g = game(seed=2, big_buildings=True, position={"blocks": {"C1": "old_tom_oak"},
                                                   "intensity": {"C1": 4}})
    g.fire("C1", 1, "test")
    g.run()
    g.apply(one(g, "direction", direction="W"))
    # West of C1: B1, then A1 (a Firehouse), then nothing: one Block.
    assert {t.label for t in g.town.burning()} == {"B1"}
    g = game(seed=2, big_buildings=True, position={"blocks": {"E3": "great_bell_tower"},
                                                   "intensity": {"E3": 4}})
    g.fire("E3", 1, "test")
    g.run()
    g.apply(one(g, "direction", direction="E"))
    # East of E3: F3, G3 (a Big Buildings cell): "the next two blocks".
    assert {t.label for t in g.town.burning()} == {"F3", "G3"}


def test_line_effect_count_switch_reads_cells_when_asked():
    """The data switch: count 'cells' reads the next N cells, a ruin using up a slot."""
    from boardgames_desktop.games.brigade.town import Tile, Town

    town = Town({c: Tile(c, block="x") for c in ("A1", "B1", "C1", "D1", "E1")})
    town.tiles["B1"].destroyed = True
    assert town.blocks_in_line("A1", "E", 3, "cells") == ["B1", "C1", "D1"]
    assert town.blocks_in_line("A1", "E", 3, "standing_blocks") == ["C1", "D1", "E1"]
    assert town.blocks_in_line("A1", "E", 3, "blocks") == ["B1", "C1", "D1"]
    assert town.blocks_in_line("E1", "E", 3, "standing_blocks") == []


# ----- Teleport and forbidden cells -------------------------------------------------------
def test_teleport_never_lands_a_warden_where_it_may_not_enter():
    """Campaign chapter 3: 'Players may not enter the Pyromancers University Blocks until
    they have paid for the Scroll item.' A mode says so through ``forbidden_cells``; an
    Equipment jump is entering too, so the Smoke Jumper's Cloak offers none of them (the
    Co-Op engine itself, not only the campaign, honours the hook)."""
    from .test_coop import acts, do, put_in_forge, quiet

    g = quiet(1, 2, {"favour": 1})
    g.forbidden_cells = lambda w: frozenset({"C3", "E4"})
    put_in_forge(g, "smoke_jumpers_cloak")
    do(g, "ability", warden=0, ability="forge", card="smoke_jumpers_cloak")
    options = {a["choice"] for a in acts(g, "equip")}
    assert "C3" not in options and "E4" not in options and {"D3", "F6"} <= options


# ----- Co-Op saves: no Loyalty token; a block keeps its Favour token until it is taken ----
def test_coop_save_places_no_loyalty_token_and_a_level_1_block_can_be_saved_again():
    """Co-Op: 'Instead of gaining the Loyalty of a Block like normal when you reach the
    value, instead you take the Favour Token from it and/or add the value of the block to
    the VPT (depending on your Faction Influence level with that Block type).' No Loyalty
    token is placed (the Co-Op components have none). At the First level the Favour token
    stays, the block is not Loyal ('not Loyal (still have a favour token on them)'), so no
    refill there, and when it burns again it can be saved again — at the Second level the
    players may then take its Favour token."""
    from .test_coop import acts, cells_with, do, quiet, save_block

    g = quiet(1, 3)
    cell = cells_with(g, "commons", 2)[0]
    tile = g.town.tiles[cell]
    save_block(g, cell)
    assert tile.loyalty is None and tile.favour and tile.renown == {} and g.vpt.points == 2
    g.wardens[0].water = 0
    assert not acts(g, "refill", warden=0)  # 'on any Block that does not have a Favour Token'
    g.influence.levels["commons"] = 2
    save_block(g, cell, warden=1)
    do(g, "reward", take="favour")
    assert not tile.favour and g.favour == 1 and tile.loyalty is None
    g.wardens[1].water = 0
    assert acts(g, "refill", warden=1)


def test_coop_a_block_whose_favour_token_was_taken_takes_no_more_renown():
    """Ruling (coop.json renown_without_favour false): once its Favour token is gone the
    block is Loyal to the Brigade; putting out its fire later places no Renown and scores
    nothing more."""
    from .test_coop import cells_with, do, quiet

    town = quiet(1, 3)
    cell = cells_with(town, "nobles", 2)[0]
    favour = [t.label for t in town.town.tiles.values() if t.favour and t.label != cell]
    g = quiet(1, 3, {"influence": {"nobles": 3}, "favour_tokens": favour,
                     "intensity": {cell: 2}, "warden_at": [cell]})
    tile = g.town.tiles[cell]
    do(g, "extinguish", warden=0)
    do(g, "pour", source="warden:0")
    do(g, "pour", source="warden:0")
    assert tile.intensity == 0 and tile.renown == {} and g.vpt.points == 0


def test_coop_water_after_a_level_1_save_counts_towards_the_next_save():
    """'each water removes 1 intensity and places 1 of your Renown there' (base): with no
    Loyalty token placed, the block is an ordinary block again at once."""
    from .test_coop import cells_with, do, quiet

    cell = cells_with(quiet(1, 3), "temple", 1)[0]
    g = quiet(1, 3, {"intensity": {cell: 2}, "warden_at": [cell]})
    tile = g.town.tiles[cell]
    do(g, "extinguish", warden=0)
    do(g, "pour", source="warden:0")
    assert g.vpt.points == 1 and tile.favour
    do(g, "pour", source="warden:0")
    assert g.vpt.points == 2 and tile.renown == {}  # saved a second time


# ----- Solo Favour: 'if their Faction Influence allows it' --------------------------------
def _solo_save(g, cell):
    """The player finishes saving ``cell`` (Renown one short of its value, one water)."""
    t = g.town.tiles[cell]
    t.renown = {0: g.block_info(t).value - 1}
    t.intensity = 1
    w = g.wardens[0]
    w.cell = cell
    w.water = 2
    g.budget[0] = 4
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:0"))
    return t


def test_solo_favour_token_only_when_the_faction_influence_allows_it():
    """'Placing Renown to equal the value of the Block operates in the same way as the
    normal game, but instead of placing a Loyalty Token on the tile, a player can collect
    the Favour Token (if their Faction Influence allows it).' The levels (Co-Op text): 'All
    start at the First level which allows player to only add VP ...', 'The Second Level
    allows a player to choose ... the Victory Points or the Favour Token', 'The Third
    allows them to take both'. In Solo only Blaze's VP count, so from the Second level the
    player takes the Favour token (rules.json solo.influence.levels[].favour)."""
    from boardgames_desktop.games.brigade.town import quarter_faction

    g = game("solo", 1, seed=3)
    calm(g)
    faction = quarter_faction(g.town, g.cat, 0)
    a, b = [t.label for t in g.town.blocks() if g.block_info(t).faction == faction
            and g.block_info(t).value == 2][:2]
    t = _solo_save(g, a)
    assert t.loyalty == 0 and t.favour and g.favour == 0  # level 1: no Favour token
    g.influence.levels[faction] = 2
    t = _solo_save(g, b)
    assert t.loyalty == 0 and not t.favour and g.favour == 1


def test_solo_level_4_block_quest_raises_influence_after_the_reward():
    """'Gain the Loyalty of a level 4 Block of that faction' (a Faction Quest): the Favour
    is judged at the level the faction had when the Loyalty was gained; the quest raises it
    afterwards (ruling, rules.json solo._influence_doc)."""
    from boardgames_desktop.games.brigade.town import quarter_faction

    g = game("solo", 1, seed=3)
    calm(g)
    faction = quarter_faction(g.town, g.cat, 0)
    fours = [t.label for t in g.town.blocks() if g.block_info(t).faction == faction
             and g.block_info(t).value == 4]
    first = _solo_save(g, fours[0])
    assert first.favour and g.favour == 0 and g.influence.levels[faction] == 2
    second = _solo_save(g, fours[1])
    assert not second.favour and g.favour == 1 and g.influence.levels[faction] == 3


# ----- Co-Op Warden cards: set up as the normal game (each player chooses) ----------------
def test_coop_players_choose_their_warden_cards_in_firehouse_order():
    """Co-Op: 'Board Setup: Set up as normal game ... with the following changes' — none of
    the changes is about the Warden cards, so they are chosen as in the normal game (rules
    .json competitive.warden_cards 'choose'; coop.json warden_cards.coop). Two players run
    two Wardens each: seat 0 chooses for the first two Firehouses, then seat 1. With the
    advanced side the choice shows each card's ability."""
    from boardgames_desktop.rules import new_game

    g = new_game("brigade", "coop", 2, 4, {"advanced_wardens": True})
    assert g.pending["kind"] == "warden" and g.active_players == [0]
    offered = [a["card"] for a in g.legal_actions()]
    assert sorted(offered) == sorted(g.cat.wardens) and len(offered) == 4
    card = g.cat.wardens[offered[-1]]
    assert any(card.advanced["text"] in a.text for a in g.legal_actions())
    picks = [offered[-1]]
    g.apply(one(g, "warden", card=offered[-1]))
    second = [a["card"] for a in g.legal_actions()]
    assert g.active_players == [0] and offered[-1] not in second and len(second) == 3
    picks.append(second[0])
    g.apply(one(g, "warden", card=second[0]))
    assert g.active_players == [1]
    for _ in range(2):
        picks.append(g.legal_actions()[-1]["card"])
        g.apply(g.legal_actions()[-1])
    assert [w.card for w in g.wardens] == picks and [w.seat for w in g.wardens] == [0, 0, 1, 1]
    assert all(w.side == "advanced" and w.water == w.capacity for w in g.wardens)
    assert g.acting and g.turn == 1  # the starter events came after the choices


def test_coop_warden_choice_survives_save_and_load():
    from boardgames_desktop.rules import load_game, new_game

    g = new_game("brigade", "coop", 1, 6, {"coop_wardens": 3})
    for _ in range(3):
        g.apply(g.legal_actions()[-1])
    assert load_game(g.to_json()).snapshot() == g.snapshot()


# ----- Solo Visit the Forge: the card goes to your Warden ---------------------------------
def _solo_forge(seed=3, **more):
    """A calm Solo game with two face-up Forge cards; ``more``: more position fields."""
    return game("solo", 1, seed=seed, position={"intensity": {}, "tracks": [{"forge": 1}],
                                                **more})


def test_solo_visit_the_forge_adds_the_card_to_your_warden():
    """Solo: 'Favour - Visit the Forge: Add any Equipment card from the market to your
    Warden.' (Co-Op's reads 'Activate a revealed Equipment Card'.) Paying 1 action + the
    Favour moves the card onto the Warden; the Forge refills ('There are always as many
    items available (turned face up) as indicated by the current level on the Forge
    Track'); any face-up card may be taken, even one that does nothing right now."""
    g = _solo_forge(forge=["letter_of_commendation", "mayors_medal"], favour=1)
    offered = {a["card"] for a in kinds(g, "ability") if a["ability"] == "forge"}
    assert offered == {"letter_of_commendation", "mayors_medal"}
    g.apply(one(g, "ability", ability="forge", card="letter_of_commendation"))
    assert g.held == ["letter_of_commendation"] and g.favour == 0 and g.budget[0] == 3
    assert "letter_of_commendation" not in g.forge and len(g.forge) == 2
    assert g.pending is None  # nothing was activated yet


def test_solo_a_held_forgeware_is_used_later_and_discarded():
    """Ruling (rules.json solo.visit_forge 'take', held_card_actions 0): a card on your
    Warden is used at any time of your Action Phase with no further cost; a Forgeware is
    then discarded ('resolve the ability, then discard')."""
    g = _solo_forge(held=["letter_of_commendation"])
    use = one(g, "use_card", card="letter_of_commendation")
    # the card is drawn on the Warden's area and clicked there
    assert use.cost == "free" and use.target == "equipment:letter_of_commendation"
    g.apply(use)
    assert g.favour == 2 and g.held == [] and g.budget[0] == 4
    assert "letter_of_commendation" in g.equipment.discards


def test_solo_a_held_treasure_is_used_once_per_turn_and_returned_from_the_warden():
    """'Tinderbox Treasures: These may be activated once per turn'; returning one is a
    Faction Quest: 'Return a Tinderbox Treasure to it's matching Block as per the Co-Op
    rules' — from your Warden when you hold it."""
    town = _solo_forge()
    card = town.equipment_info["ember_tongs"]
    cell = next(t.label for t in town.town.tiles.values() if t.block == card.home)
    faction = town.cat.blocks[card.home].faction
    g = _solo_forge(held=["ember_tongs"], warden_at=[cell], intensity={cell: 2})
    home = g.town.tiles[cell]
    g.apply(one(g, "use_card", card="ember_tongs"))
    assert home.intensity == 1 and g.held == ["ember_tongs"]
    assert not kinds(g, "use_card")  # once per turn
    g.apply(one(g, "end_turn"))
    assert g.pending["kind"] == "treasure"
    g.apply(one(g, "treasure", card="ember_tongs"))
    assert g.held == [] and g.influence.levels[faction] == 2
    assert "ember_tongs" in g.equipment.discards


def test_solo_visit_the_forge_activate_switch_keeps_the_co_op_reading(monkeypatch):
    """The data switch rules.json solo.visit_forge 'activate': use a face-up card at once."""
    g = _solo_forge(forge=["letter_of_commendation", "mayors_medal"], favour=1)
    monkeypatch.setitem(g.solo, "visit_forge", "activate")
    offered = {a["card"] for a in kinds(g, "ability") if a["ability"] == "forge"}
    assert offered == {"letter_of_commendation"}  # VP cards do nothing in Solo
    g.apply(one(g, "ability", ability="forge", card="letter_of_commendation"))
    assert g.favour == 2 and g.held == []


# ----- Treasure VP: the card's own value ---------------------------------------------------
def test_a_returned_treasure_scores_the_value_printed_on_the_card_not_its_blocks():
    """VPT: 'If a player returns a Tinderbox Treasure increase the VPT by the Value on the
    top right of the card'; Co-Op: 'They immediately receive Victory Points equal to the
    Value on the card'. The Censer of the Dawn is worth 5 though its home, the Cathedral of
    the Dawn, is a value-4 block (equipment.json 'vp' is the card's own value)."""
    from .test_coop import cell_of, do, quiet

    town = quiet(1, 2)
    info = town.equipment_info["dawn_censer"]
    assert (info.vp, town.cat.blocks[info.home].value) == (5, 4)
    g = quiet(1, 2, {"forge": ["dawn_censer"], "warden_at": [cell_of(town, info.home)]})
    do(g, "end_turn")
    do(g, "treasure", card="dawn_censer", influence=False)
    assert g.vpt.points == 5


# ----- EvacTrak: events towards F, Call the Watch towards S --------------------------------
def test_call_the_watch_moves_the_evactrak_back_the_way_events_do_not():
    """Co-Op: 'Move it 1 space to the left whenever you draw an Event Card' and 'Call the
    Watch: Move the EvacTrak marker two spaces back towards (S)' (the printed card: '2
    spaces right'; brigade-base.md: 'moves the marker 2 spaces away from F'). Left is
    towards F, so right is towards S: the two agree. Never past the start."""
    from .test_coop import do, quiet

    g = quiet(1, 3)
    do(g, "end_turn")  # round 2 draws an event card: one space towards F
    assert g.evac.position == g.evac.start - 1
    g = quiet(1, 3, {"evacuation": g.evac.position, "favour": 2})
    do(g, "ability", warden=0, ability="call_watch")
    assert g.evac.position == g.evac.start  # 2 back, stopped at S


def test_solo_using_a_card_you_do_not_hold_is_refused_with_a_reason():
    from boardgames_desktop.rules import Action

    g = _solo_forge()
    bad = Action.make(0, "use_card", "Use it", cost="free", warden=0, card="ember_tongs")
    assert "not on your Warden" in g.why_illegal(bad)


def test_solo_cards_on_the_warden_survive_save_and_load():
    """Play Solo (leaning on quests and extinguishing, which earn Favour) until the player
    holds a card: the action log replays to the same state."""
    import random

    from boardgames_desktop.rules import load_game

    lean = ("discard_crew", "pour", "extinguish", "recruit", "refill", "treasure")
    found = 0
    for seed in range(30):
        g = game("solo", 1, seed=seed)
        chooser = random.Random(seed)
        while not g.is_over and not g.held:
            acts = g.legal_actions()
            takes = [a for a in acts if a.kind == "ability" and a["ability"] == "forge"]
            liked = [a for a in acts if a.kind in lean and a.get("source", 1) is not None]
            pool = takes or (liked if liked and chooser.random() < 0.7 else acts)
            g.apply(pool[chooser.randrange(len(pool))])
        if g.held:
            found += 1
            assert load_game(g.to_json()).snapshot() == g.snapshot()
        if found >= 3:
            break
    assert found >= 3


def test_coop_two_saves_in_one_pour_at_level_2_each_give_one_reward():
    """A value-1 block burning at 2 at the Second level: the first water saves it (VP or
    Favour), the second saves it again while the token is still there; if the first
    choice took the token, the second save can only add the VP."""
    from .test_coop import cells_with, do, quiet

    cell = cells_with(quiet(1, 3), "temple", 1)[0]
    g = quiet(1, 3, {"influence": {"temple": 2}, "intensity": {cell: 2}, "warden_at": [cell]})
    tile = g.town.tiles[cell]
    do(g, "extinguish", warden=0)
    do(g, "pour", source="warden:0")
    do(g, "pour", source="warden:0")
    assert g.pending["kind"] == "reward"
    do(g, "reward", take="favour")
    assert g.pending is None and g.favour == 1 and g.vpt.points == 1 and not tile.favour
