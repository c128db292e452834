"""Rules audit: hand-set positions checked against the rule texts (quoted in each test)."""

from boardgames_desktop.games.brigade.town import BLAZE

from .helpers import block_id, calm, game, kinds, one, vpt_space
from .test_solo import icon, layout


def test_the_wagon_stops_in_fire_and_never_ends_on_a_ruin_with_its_rider():
    """base: 'Move Wagon: the same, for the wagon (entering a burning block ends the move;
    destroyed block = 2 steps and not an end space); the Brigade may ride along if it starts
    on the wagon's block.'"""
    g = game(seed=2, position={"intensity": {"B1": 1}, "destroyed": ["A2"]})
    ends = {a["to"] for a in kinds(g, "wagon") if a["ride"]}
    assert "B1" in ends and "C1" not in ends  # B1 burns: the wagon stops there
    assert "A2" not in ends and "A3" in ends  # the ruin costs 2 and is no end space
    assert "A4" in ends and "A5" not in ends  # through the ruin: A2 (2), A3 (3), A4 (4)
    g.apply(one(g, "wagon", to="B1", ride=True))
    assert g.wagons[0].cell == g.wardens[0].cell == "B1" and g.budget[0] == 2


def test_insurance_fraud_value_space_includes_the_university():
    """'A white background with a number refers to ALL Blocks of that value, regardless of
    faction' — the University blocks are value 4."""
    i = vpt_space(lambda s: s["type"] == "value" and s["value"] == 4)
    g = game("solo", 1, seed=5, position={"intensity": {}, "vp": i})
    g.run_step("insurance_fraud")
    g.run()
    hit = {t.label for t in g.town.burning()}
    assert {"C3", "C4", "D3", "D4"} <= hit and len(hit) == 4 * 2 + 4


def test_blaze_skips_the_university_tile_under_the_players_wagon():
    """'Blaze will not move onto a Block that has your Brigade or Wagon Meeple on it, he will
    pick the next appropriate Block based on the guidelines above.'"""
    from boardgames_desktop.games.brigade.town import quarter_faction

    town = layout(3)
    faction = quarter_faction(town.town, town.cat, 0)
    label = next(t.label for t in town.town.blocks() if town.block_info(t).faction == faction
                 and town.block_info(t).value == 2)
    g = game("solo", 1, seed=3, position={
        "event_card": icon(town, faction),
        "intensity": {"C3": 4,  # the University tile of the North-West quarter
                      label: 1},
        "wagons": [{"at": "C3"}]})
    two = g.town.tiles[label]
    g.op_blaze()
    assert g.blaze_cell == two.label and g.town.tiles["C3"].intensity == 4
    assert two.loyalty is None and g.vpt.points == 1


def test_evactrak_counts_destroyed_blocks_not_spaces_after_call_the_watch():
    """'The first destroyed block will move the track one space towards evacuation, the
    second; 2 more spaces, the third; 3 more etc.' — Call the Watch does not reset that."""
    g = game("coop", 1, seed=3)
    calm(g)
    for label in ("B2", "C2"):
        g.town.tiles[label].intensity = 4
        g.fire(label, 1, "test")
    assert g.evac.position == 15 - 1 - 2
    g.evac.retreat(2)
    g.town.tiles["B3"].intensity = 4
    g.fire("B3", 1, "test")
    assert g.evac.position == 14 - 3


def test_renown_only_from_water_actually_poured_and_loyalty_at_the_value():
    """base: 'each water removes 1 intensity and places 1 of your Renown there. Renown ≥
    value → Loyalty' — a block burning at 1 gives 1 Renown per visit, however much water."""
    g = game(seed=2, position={"blocks": {"B2": block_id("nobles", 3)}, "intensity": {"B2": 1},
                               "warden_at": ["B2"], "wagons": [{"at": "B2"}]})
    tile = g.town.tiles["B2"]
    w = g.wardens[0]
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:0"))
    assert g.pending is None and tile.intensity == 0 and tile.renown == {0: 1}
    assert w.water == 1 and g.wagons[0].water == 2  # the rest stays in the tanks
    g = game(seed=2, position={"blocks": {"B2": block_id("nobles", 3)}, "intensity": {"B2": 2},
                               "warden_at": ["B2"], "wagons": [{"at": "B2"}],
                               "renown": {"B2": {"0": 1}}})  # the first visit's Renown
    tile = g.town.tiles["B2"]
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="wagon:0"))
    g.apply(one(g, "pour", source="wagon:0"))
    assert tile.loyalty == 0 and tile.renown == {}


def test_blaze_takes_the_loyalty_of_a_block_the_player_held():
    """Solo: 'Once Blaze has a Favour Token [Loyalty] on a Block players cannot add Renown
    to that Block or refill there' — and once the player holds it Blaze may still put its
    fire out for VP (ruling: he takes the Loyalty when intensity equals value)."""
    from boardgames_desktop.games.brigade.town import quarter_faction

    town = layout(3)
    faction = quarter_faction(town.town, town.cat, 2)
    label = next(t.label for t in town.town.blocks() if town.block_info(t).faction == faction
                 and town.block_info(t).value == 1)
    others = [t.label for t in town.town.blocks() if t.label != label]
    g = game("solo", 1, seed=3, position={"event_card": icon(town, faction),
                                          "loyalty": {label: 0}, "favour_tokens": others,
                                          "intensity": {label: 1}})
    one_block = g.town.tiles[label]
    g.op_blaze()
    assert one_block.loyalty == BLAZE and g.vpt.points == 1
    assert g.evac.position == 15  # no Favour token left to remove


def test_blaze_after_an_event_phase_without_a_card_uses_the_last_card_revealed():
    """Ruling (rules.json solo._blaze_doc): the Lookout's Spyglass skips the Event Phase, so
    no card was 'drawn at the start of the turn'; Blaze follows the last card revealed."""
    from boardgames_desktop.games.brigade.town import quarter_faction

    g = game("solo", 1, seed=3)
    calm(g)
    faction = quarter_faction(g.town, g.cat, 1)
    card = next(e.id for e in g.cat.events.values() if e.faction == faction and not e.starter)
    g.events.put_top(card)
    g.apply(one(g, "end_turn"))  # turn 2: this card is revealed
    assert g.event_card == card
    calm(g)
    g.shields["skip_event"] = True
    target = next(t for t in g.town.blocks() if g.block_info(t).faction == faction)
    g.apply(one(g, "end_turn"))  # Blaze of turn 2 (nothing burns), turn 3 draws no card
    assert g.event_card == card and g.turn == 3
    target.intensity = 2
    g.apply(one(g, "end_turn"))  # Blaze of turn 3 follows the same icon
    assert g.blaze_cell == target.label
