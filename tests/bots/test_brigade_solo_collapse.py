"""The Brigade, Solo: the evaluation sees the town about to collapse
(``brigade_solo.collapse_risk``).  Late in a Solo game every Wind Gust reaches most blocks,
and each block at the top of its flame track burns down at its next fire; the n-th block
down moves the EvacTrak n spaces.  In seed 12 the Warden stood with the EvacTrak 9 spaces
from F, three blocks down (the next two falls cost 4 and 5) and four blocks at their top,
and spent the turn on crew and a Forge upgrade: the next Event Phase ended the game."""

from __future__ import annotations

import math

from boardgames_desktop import bots
from boardgames_desktop.bots import brigade_solo, eval_brigade
from boardgames_desktop.rules import new_game

# four blocks at their top (A2, B2, F2, E5), three University blocks already down
FIRE = {"A2": 4, "B2": 4, "F2": 4, "E5": 4, "B1": 3, "C1": 2, "E4": 2, "F4": 3, "D5": 2,
        "B5": 2, "C6": 1, "F3": 2, "A4": 2, "B4": 1}
POSITION = {"wardens": ["rook_cinders"], "warden_at": ["B3"],
            "warden_crew": [[{"card": "captain_orrin"}, {"card": "gran_tilly"}]],
            "tracks": [{"crew": 2}],
            "influence": {"commons": 3, "merchants": 4, "nobles": 2, "temple": 3},
            "intensity": FIRE, "evacuation": 9, "destroyed": ["C3", "D3", "C4"],
            "favour": 2, "vp": 12}


def brink_position(**changes) -> object:
    return new_game("brigade", "solo", 1, 2, {}, scenario={"position": {**POSITION, **changes}})


def test_destructions_left_follows_the_evactrak_rule():
    """From S (15) the falls cost 1+2+3+4 = 10 and the fifth (5 more) reaches F: 4 left.
    9 spaces with three down: the 4th costs 4 (5 left), the 5th 5 reaches F: 1 left."""
    assert brigade_solo.destructions_left(15, 0) == 4
    assert brigade_solo.destructions_left(9, 3) == 1
    assert brigade_solo.destructions_left(11, 3) == 2
    assert brigade_solo.destructions_left(4, 3) == 0


def test_the_risk_is_nothing_while_the_evactrak_has_room_for_every_block_near_its_top():
    """From S four blocks may still burn down: four at their top put nothing at risk;
    two more a step below their top do (all six falling is possible)."""
    state = brink_position(evacuation=15, destroyed=[])
    gaps = [eval_brigade._top(state, t) - t.intensity for t in state.town.burning()]
    assert gaps.count(0) == 4 and gaps.count(1) == 2  # A2 B2 F2 E5 at 4; B1 F4 at 3
    assert brigade_solo.collapse_risk(state, [0, 0, 0, 0]) == 0.0
    assert brigade_solo.collapse_risk(state, gaps) > 0.0


def test_the_risk_grows_with_the_blocks_at_their_top_beyond_the_room_left():
    """One fall left and four blocks at the top: more than one of four coin flips (at
    FALL_AT_TOP) comes up far more often than more than one of three."""
    state = brink_position()
    four = brigade_solo.collapse_risk(state, [0, 0, 0, 0])
    three = brigade_solo.collapse_risk(state, [0, 0, 0])
    assert math.isclose(four, 1 - 0.5 ** 4 - 4 * 0.5 ** 4)  # FALL_AT_TOP 0.5
    assert four > three + 0.15


def test_with_the_town_about_to_collapse_the_warden_calls_the_watch_and_fights_the_brink():
    """The seed-12 situation, hand-set: Call the Watch (2 Favour: the EvacTrak 2 spaces
    back) and water on a block at its top buy a turn; a Faction Quest does not.  The old
    bot spent the turn on crew (both bot seeds)."""
    start = brink_position()
    assert eval_brigade.fire_picture(start)[1] == ["A2", "B2", "F2", "E5"]
    for seed in (1, 2):
        state = start.clone()
        bot = bots.make_bot("hard", 0, seed, iterations=150)
        taken = []
        while not state.is_over and len(taken) < 16:
            action = bot.choose(state, math.inf)
            taken.append(action)
            state.apply(action)
            if state.log[-1].hand_off:
                break
        described = [a.describe() for a in taken]
        assert any(a.kind == "ability" and a.get("ability") == "call_watch" for a in taken), \
            described
        brink = {"cell:A2", "cell:B2", "cell:F2", "cell:E5"}
        assert any(a.kind == "extinguish" and a.target in brink for a in taken), described


def test_the_explanations_say_what_each_solo_action_is_for():
    """Call the Watch is explained by the EvacTrak it saves; a Forge upgrade no longer
    claims 'room for more crew' (the old text of every Solo upgrade)."""
    import random

    from boardgames_desktop.bots.explain import explain

    state = brink_position()
    by_kind = {}
    for action in state.legal_actions():
        if action.kind == "ability" and action.get("ability") == "call_watch":
            by_kind["watch"] = explain(state, 0, action, random.Random(1))
        if action.kind == "upgrade" and action.get("track") == "forge":
            by_kind["forge"] = explain(state, 0, action, random.Random(1))
    assert "the EvacTrak safe from the next turn's fire" in by_kind["watch"]
    assert "crew" not in by_kind["forge"], by_kind["forge"]
