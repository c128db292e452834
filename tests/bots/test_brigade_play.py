"""The Brigade: hand-set positions where a computer player must make the obvious move.

Each position is a scenario (``new_game(..., scenario=...)``); the bot searches with a
small fixed budget and no time cap, so the test is deterministic and quick.
"""

from __future__ import annotations

import math
from typing import Any

from boardgames_desktop import bots
from boardgames_desktop.rules import new_game

ITERATIONS = 150


def play_turn(state: Any, level: str, seed: int = 1) -> list[Any]:
    """Let the bot play (and apply) its actions until the turn passes on."""
    seat = state.active_players[0]
    bot = bots.make_bot(level, seat, seed, iterations=ITERATIONS)
    taken = []
    while not state.is_over and len(taken) < 16:
        action = bot.choose(state, math.inf)
        taken.append(action)
        state.apply(action)
        if state.log[-1].hand_off:
            break
    return taken


def test_solo_spends_its_turn_on_a_faction_quest_not_on_a_bigger_wagon():
    """Solo, turn 1, no room for crew yet, two Nobles crew on top of the crew deck and
    Nobles blocks a step away: Upgrade Crew, Recruit one, walk onto a Nobles block and
    discard it (a Faction Quest) fits in the four actions.  A bigger Wagon or Forge wins
    nothing before Blaze's VP run out."""
    position = {"wardens": ["rook_cinders"], "warden_at": ["E5"],
                "intensity": {"B2": 1, "C5": 1},
                "crew": ["lady_fernsby", "captain_orrin", "gran_tilly", "purse_maddox"]}
    start = new_game("brigade", "solo", 1, 2, {}, scenario={"position": position})
    assert sum(start.influence.levels.values()) == 4  # every track at its first level
    for level in ("easy", "normal", "hard"):
        state = start.clone()
        turn = play_turn(state, level)
        described = [a.describe() for a in turn]
        assert state.influence.levels["nobles"] == 2, (level, described)
        assert not any(a.kind == "upgrade" and a.get("track") in ("wagon", "forge")
                       for a in turn), (level, described)


# ----- All-Versus-One: where the Pyromancer ends his turn -----------------------------------
# Eleven burning blocks around D5; the three Wardens on their Firehouses (A1, F1, A6) with two
# actions each.  A Move walks four steps but stops on entering a burning block, so a Warden
# behind the fire needs three Moves to reach the blocks it shelters.
SHELTER = {label: 1 for label in ("D4", "C5", "E5", "D6", "D3", "C4", "E4", "B5", "F5", "C6",
                                  "E6")}


def allvsone_position(pyromancer_at: str, seed: int = 3) -> Any:
    position = {"pyromancer_start": "C3", "intensity": SHELTER,
                "pyromancer": {"at": pyromancer_at}, "warden_at": ["A1", "F1", "A6"]}
    return new_game("brigade", "3v1", 4, seed, {}, scenario={"position": position})


def test_the_pyromancer_is_safe_only_where_no_witness_can_reach_him():
    """3v1 rules: an Incident is witnessed when as many Wardens as the track needs (three
    at first) end their turn on his block, and each Warden may spend an action advancing a
    track (3 -> 2 -> 1).  At A5, beside the A6 Firehouse, the one at F1 cannot come through
    the fire, but the other two walk in with an action to spare, and one track advanced
    (3 -> 2) is enough: an Incident.  At E2 all three reach him.  Only at D5, inside the
    ring of fire, can no Warden end his turn with him.  (An earlier version of this test
    called A5 safe: it forgot the track upgrades.)"""
    from boardgames_desktop.bots import eval_brigade
    from boardgames_desktop.bots.evaluation import values

    sheltered, beside, open_town = (allvsone_position(cell) for cell in ("D5", "A5", "E2"))
    assert [eval_brigade.moves_to(sheltered, w, "D5") for w in sheltered.wardens] == [4, 3, 3]
    assert [eval_brigade.moves_to(beside, w, "A5") for w in beside.wardens] == [1, 3, 1]
    assert [eval_brigade.moves_to(open_town, w, "E2") for w in open_town.wardens] == [2, 1, 2]
    assert [eval_brigade.exposure(s) for s in (sheltered, beside, open_town)] == [0.0, 1.0, 1.0]
    assert values(sheltered)[0] > values(beside)[0]
    assert values(sheltered)[1] < values(beside)[1]  # and the Wardens see it the same way


def test_a_block_on_the_brink_weighs_more_the_nearer_its_fall_would_bring_the_evactrak_to_f():
    """Solo/Co-Op rules: the n-th destroyed block moves the EvacTrak n spaces towards F.
    A block one fireball from burning down is a small worry with the marker on S and
    nothing destroyed; with three blocks already down and the marker five spaces from F
    its fall (four spaces) all but ends the game.  The old evaluation charged the same
    for the block on the brink in both."""
    from boardgames_desktop.bots import eval_brigade

    def raw(evacuation: int, destroyed: list[str], brink: bool) -> float:
        position = {"wardens": ["rook_cinders"], "warden_at": ["E5"],
                    "intensity": {"B2": 4 if brink else 1, "C5": 1},
                    "evacuation": evacuation, "destroyed": destroyed}
        state = new_game("brigade", "solo", 1, 2, {}, scenario={"position": position})
        assert eval_brigade.fire_picture(state)[1] == (["B2"] if brink else [])
        return sum(f.score for f in eval_brigade.features(state, 0))

    at_start = raw(15, [], False) - raw(15, [], True)
    near_f = raw(5, ["F2", "F3", "E2"], False) - raw(5, ["F2", "F3", "E2"], True)
    assert eval_brigade.evac_fall(3, 1) == 4 and eval_brigade.evac_fall(0, 2) == 3
    assert near_f > at_start + 0.5


def test_solo_blaze_scores_the_block_his_card_points_at_unless_the_brigade_stands_on_it():
    """Solo rules: Blaze goes to the most intense burning block of the quarter the turn's
    event card names (here the Nobles) and scores its intensity, but never onto a block
    with the Brigade or the Wagon on it.  Standing on the Nobles' block at 3 (Blaze takes
    the one at 1) beats standing on a Commons block at 3 (Blaze takes 3 VP); everything
    else is the same.  The old evaluation counted only the VP he already had."""
    from boardgames_desktop.bots import eval_brigade
    from boardgames_desktop.bots.evaluation import values

    def warden_on(cell: str) -> Any:
        position = {"wardens": ["rook_cinders"], "warden_at": [cell], "event_card": "ev03",
                    "intensity": {"E2": 3, "F3": 1, "B5": 3}}
        return new_game("brigade", "solo", 1, 2, {}, scenario={"position": position})

    guarding, elsewhere = warden_on("E2"), warden_on("B5")
    assert eval_brigade.blaze_coming(guarding) == 1
    assert eval_brigade.blaze_coming(elsewhere) == 3
    assert values(guarding)[0] > values(elsewhere)[0]


def test_solo_is_judged_before_the_warden_is_chosen():
    """At the very start of Solo no Warden stands in the town yet: Blaze threatens nothing
    and the evaluation (and every level's choice of Warden) still works."""
    from boardgames_desktop.bots import eval_brigade

    state = new_game("brigade", "solo", 1, 2)
    assert not state.wardens and eval_brigade.blaze_coming(state) == 0
    for level in ("easy", "normal"):
        bot = bots.make_bot(level, 0, 1, iterations=20)
        assert bot.choose(state.clone(), math.inf) in state.legal_actions()


# ----- Co-Op: the VP on the way ----------------------------------------------------------------
def coop_raw(position: dict[str, Any]) -> float:
    from boardgames_desktop.bots import eval_brigade

    state = new_game("brigade", "coop", 2, 1, {}, scenario={"position": position})
    return sum(f.score for f in eval_brigade.features(state, 0))


def test_coop_counts_renown_on_the_way_to_saving_a_block():
    """Co-Op: a block is saved (its VP on the VPT) when the team's Renown on it reaches
    its value; the Lecture Tower at C3 (value 4) with 3 of its Renown is one water from
    4 VP.  The old evaluation counted VP only once a block was saved, so Renown poured
    on the way was worth nothing and the team drifted while the EvacTrak ran down."""
    fire = {"intensity": {"C3": 2}}
    none = coop_raw(fire)
    some = coop_raw({**fire, "renown": {"C3": {"0": 1}}})
    most = coop_raw({**fire, "renown": {"C3": {"0": 2, "1": 1}}})
    assert none < some < most
    assert most - some > some - none  # the Renown that saves the block counts most


def test_coop_counts_a_treasure_whose_home_a_warden_can_reach():
    """Co-Op: a face-up Tinderbox Treasure in the Forge gives its VP when a Warden ends the
    turn on its home block (the Chandlers' Snuffer: the Candlewick Chandlery, E5).  A
    Warden standing there is worth more than one a Move away, and that more than none
    near.  The old evaluation did not see the Treasure at all."""
    far = coop_raw({"warden_at": ["A1", "F1", "F6", "A6"]})
    near = coop_raw({"warden_at": ["A1", "F1", "F6", "C5"]})
    there = coop_raw({"warden_at": ["A1", "F1", "F6", "E5"]})
    assert far < near < there


def test_campaign_chapter_one_values_the_tip_off_loyalty_of_this_round():
    """Chapter 1: a round without a Loyalty of the tipped-off faction moves the EvacTrak
    (7 spaces from F at the start) one space, and seven such Loyalties win.  So, the rest
    equal, a round whose Merchants Loyalty is already gained is better, and Renown on a
    Merchants block (D1, value 3) is a hideout half flushed out.  The old evaluation saw
    neither until the round ended or the Loyalty was won (the team lost chapter 1 in
    about 33 actions)."""
    import random

    from boardgames_desktop.bots import eval_brigade

    state = new_game("brigade", "campaign", 2, 1, {})
    chooser = random.Random(2)
    while state.indicated is None:
        state.apply(chooser.choice(state.legal_actions()))
    assert state.indicated == "merchants" and not state.indicated_gained

    def raw(st: Any) -> float:
        return sum(f.score for f in eval_brigade.features(st, 0))

    gained = state.clone()
    gained.indicated_gained = True
    assert raw(gained) > raw(state) + 0.2
    tile = state.town.tiles["D1"]
    assert state.cat.blocks[tile.block].faction == "merchants" and tile.loyalty is None
    renown = state.clone()
    renown.town.tiles["D1"].renown = {0: 2}
    assert raw(renown) > raw(state) + 0.05
