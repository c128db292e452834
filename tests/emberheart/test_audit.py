"""Rules audit: each test quotes the rulebook line it checks (hand-set positions)."""

from .helpers import (
    as_set_up,
    card_id,
    card_ids,
    claims,
    clear_board,
    fresh,
    pick,
    set_party,
    start_reward,
)

ME, YOU, THIRD = 0, 1, 2
AIDES = {"leader": YOU, "defender": YOU, "healer": YOU, "survivalist": YOU}
NO_HIRE = {"grunt": 0, "scout": 0, "ranger": 0, "warden": 0}
#: the Custodian tests (2 players, seat 1 plays first with seed 1): "you" is seat 0
CUSTODIAN_TRACKS = [{"tracks": {"strength": 6, "senses": 5, "speed": 6}, "flame": 0, "gear": 0},
                    {"tracks": {"strength": 2, "senses": 5, "speed": 0}, "flame": 0, "gear": 0}]


def b_game(skill):
    state = fresh(4, side="B")
    clear_board(state)
    p = next(i for i, pb in enumerate(state.boards) if pb.skill == skill)
    state.turn = p
    return state, p, state.boards[p]


def kinds(state):
    state.forget_listing()  # tests set positions by hand
    return sorted({a.kind for a in state.legal_actions()})


# ---------------------------------------------------------------- Poachers' Camp
def test_captive_dragon_flame_cost_is_paid_at_the_camp():
    """Dragon cards carry a claim cost (cards.md); the Camp must charge it like the Mountain."""
    soot = card_ids("Sootscale")[0]  # red Captive Dragon, 3 Glory, +1 Flame
    state = fresh(3, position={"offer": {"camp": [soot, None, None]},
                               "boards": [{"flame": 0}] * 3})
    clear_board(state)
    assert state.card(soot).flame == 1
    set_party(state, "camp", 2, ME, grunt=2)
    start_reward(state, AIDES)
    pick(state, "claim", card=soot)
    assert state.boards[ME].dragons == [soot]
    assert state.boards[ME].flame == 1


# ---------------------------------------------------------------- Companion Senses / Speed
def test_senses_and_speed_are_the_players_choice():
    """'you MAY use and combine the top unlocked placement effect of each track'."""
    state = fresh(3, position={"turn": ME, "boards": [{
        "tracks": {"strength": 1, "senses": 3, "speed": 4},
        "hire": {"grunt": 2, "scout": 0, "ranger": 0, "warden": 0}, "gear": 0, "flame": 5}]})
    clear_board(state)
    pb = state.boards[ME]
    pick(state, "party", loc="tavern", space=3, grunt=2, expert=0, companion=True)
    assert state.prompt.kind == "companion" and state.prompt.seat == ME
    options = {(a["senses"], a["speed"]) for a in state.legal_actions()
               if a.kind == "companion"}
    assert options == {(True, True), (True, False), (False, True), (False, False)}
    pick(state, "companion", senses=False, speed=True)
    assert pb.gear == 0 and pb.flame == 3
    assert state.turn == YOU


def test_no_companion_question_when_no_effect_applies():
    state = fresh(3, position={"turn": ME, "boards": [{
        "tracks": {"strength": 1, "senses": 3, "speed": 4},
        "flame": 0}]})  # Speed cannot lower a Flame of 0; space 4 gives no Senses
    clear_board(state)
    set_party(state, "tavern", 1, YOU, grunt=1)
    pick(state, "party", loc="guild", space=4, grunt=3, expert=0, companion=True)
    assert state.prompt is None and state.turn == YOU


# ---------------------------------------------------------------- recall is optional
def test_recall_when_no_card_is_left_is_offered_not_forced():
    """'If you choose not to take a card or there are no cards left for you, you MAY recall
    your entire Party (including Grunts) and gain 2 Gear tokens.'"""
    blue = card_ids("Mistcoil")[0]
    state = fresh(3, position={"boards": [{"hire": NO_HIRE, "gear": 0}] * 3,
                               "offer": {"camp": [blue, None, None]}})
    clear_board(state)
    set_party(state, "camp", 3, ME, grunt=3)
    set_party(state, "camp", 1, YOU, grunt=1)
    start_reward(state, AIDES)
    pick(state, "claim", card=blue)
    # nothing left for YOU: recall (+2 Gear, Grunt back) or leave the Party
    assert state.prompt.kind == "claim" and state.prompt.seat == YOU
    assert claims(state) == []
    assert kinds(state) == ["pass", "stay"]
    pick(state, "stay")
    assert state.boards[YOU].gear == 0 and state.boards[YOU].hire["grunt"] == 0
    assert state.boards[YOU].crests == 5  # the Crest comes back as usual


def test_declining_a_card_may_also_leave_the_party():
    blue = card_ids("Mistcoil")[0]
    state = fresh(3, position={"boards": [{"hire": NO_HIRE, "gear": 0}] * 3,
                               "offer": {"camp": [blue, None, None]}})
    clear_board(state)
    set_party(state, "camp", 2, ME, grunt=1, scout=1)
    start_reward(state, AIDES)
    assert kinds(state) == ["claim", "pass", "stay"]
    pick(state, "stay")
    pb = state.boards[ME]
    assert pb.gear == 0 and pb.hire == {"grunt": 0, "scout": 1, "ranger": 0, "warden": 0}
    assert blue in state.discards  # left on offer, discarded at the Reset


# ---------------------------------------------------------------- Harness Smith
def test_harness_smith_gear_also_on_a_dragon_of_the_matching_colour():
    """'you may place a Gear on one of your Dragon cards and attach that Dragon to any
    Preserve or Hero card, regardless of color ... each Dragon with a Gear is worth +1'."""
    state, p, pb = b_game("dragon_gear")
    red = card_id(state, "Cinder Pup")
    pb.dragons, pb.heroes, pb.gear = [red], ["H-bard"], 1
    acts = {(a["dragon"], a["host"], a["gear"]) for a in state.legal_actions()
            if a.kind == "attach"}
    assert acts == {(red, "H-bard", False), (red, "H-bard", True)}
    pick(state, "attach", dragon=red, host="H-bard", gear=True)
    assert pb.gear == 0 and pb.gear_dragons == [red]
    assert ["Dragons with Gear", 1] in state.score_lines(p)


def test_harness_smith_ends_with_the_last_reward_phase():
    """'Until the end of the last Reward phase' - not in the fifth Raid phase."""
    state, p, pb = b_game("dragon_gear")
    red = card_id(state, "Cinder Pup")
    pb.dragons, pb.heroes, pb.gear = [red], ["H-merchant"], 2  # blue Hero
    pb.hire = {"grunt": 0, "scout": 1, "ranger": 1, "warden": 0}
    state.round = 5
    state.raids = [card_id(state, "Night Ambush")]  # 1 Expert of your choice
    state.stage = "raid"
    state.progress = {"queue": [p]}
    state.resume()
    assert state.prompt.kind == "raid_expert" and state.prompt.seat == p
    assert not [a for a in state.legal_actions() if a.kind == "attach"]
    state.round = 4
    state.forget_listing()  # the position above was set by hand
    assert [a for a in state.legal_actions() if a.kind == "attach"]


# ---------------------------------------------------------------- moot questions
def test_dragonspeaker_after_ember_skin_flame():
    """Ember Skin takes the Camp Dragon's Flame: Dragonspeaker may then lower it."""
    state, p, pb = b_game("ember_skin")
    pb.heroes = ["H-dragonspeaker"]
    green = card_id(state, "Mossback Whelp")
    pb.dragons = [green]
    pb.attached = {"H-dragonspeaker": green}
    soot = card_id(state, "Sootscale")  # +1 Flame
    state.offer["camp"] = [soot, None, None]
    set_party(state, "camp", 2, p, grunt=2)
    pb.flame = 0
    start_reward(state, {"leader": p, "defender": p, "healer": p, "survivalist": p})
    pick(state, "claim", card=soot)
    assert state.prompt.kind == "ember"
    pick(state, "ember", option="flame")
    assert pb.flame == 1
    assert state.prompt.kind == "may" and state.prompt["effect"] == "dragonspeaker"
    pick(state, "may")
    assert pb.flame == 0


# ---------------------------------------------------------------- Custodian's choice
def custodian_at_the_end():
    """Seat 1 (first with seed 1) holds the Custodian; round 5's Raid is over: the end."""
    green = card_ids("Mossback Whelp")[0]
    boards = [dict(CUSTODIAN_TRACKS[0]), {**CUSTODIAN_TRACKS[1], "heroes": ["H-custodian"],
                                          "dragons": [green], "attached": {"H-custodian": green}}]
    return fresh(2, position={"boards": boards, "round": 5,
                              "phase": {"stage": "raid", "seats": []}})


def test_custodian_scoring_track_is_chosen_at_the_end():
    """'if no other player has an Attribute marker OF YOUR CHOICE in a higher position'."""
    state = custodian_at_the_end()
    me = state.first
    assert me == 1, "CUSTODIAN_TRACKS expects seat 1 to play first"
    assert state.prompt.kind == "custodian" and state.prompt.seat == me
    assert {a["track"] for a in state.legal_actions()
            if a.kind == "custodian"} == {"strength", "senses", "speed"}
    pick(state, "custodian", track="strength")
    assert state.is_over
    assert ["Hero: Custodian", 0] in state.scores[me]


def test_custodian_scores_on_the_chosen_track():
    state = custodian_at_the_end()
    me = state.first
    assert me == 1, "CUSTODIAN_TRACKS expects seat 1 to play first"
    pick(state, "custodian", track="senses")
    assert ["Hero: Custodian", 5] in state.scores[me]


# ---------------------------------------------------------------- Hirelings on the board
def test_hirelings_waiting_for_the_survivalist_still_count():
    """Garrison 'Hirelings: all your Hirelings count ... including those on the Main board'."""
    smoke, rill = card_ids("Smoke Glider", "Rill Serpent")
    state = fresh(3, position={"boards": [{"hire": NO_HIRE}] * 3, "mountain": {
        "bottom": [smoke, rill, None], "middle": [None, None], "top": [None]}})
    clear_board(state)
    set_party(state, "mountain", 5, ME, grunt=2, warden=3)
    set_party(state, "mountain", 4, YOU, grunt=1, warden=3)
    start_reward(state, {"leader": YOU, "defender": YOU, "healer": YOU,
                         "survivalist": THIRD})
    pick(state, "mclaim", card=smoke)
    pick(state, "mclaim", card=rill)
    # a 3-3 tie: the Survivalist orders the Parties; meanwhile they are still on the board
    assert state.prompt.kind == "order" and state.prompt.seat == THIRD
    assert state.hireling_total(ME) == 3 and state.hireling_total(YOU) == 3


def test_ember_skin_grunts_only_for_steps_actually_taken():
    """Ember Skin: 'gain a Grunt for each step taken on the Flame track'."""
    state, p, pb = b_game("ember_skin")
    pb.flame = state.content.board["flame_max"]  # no step left to take
    pick(state, "firestation", double=False)
    pick(state, "ember", option="grunts")
    assert pb.flame == state.content.board["flame_max"]
    assert pb.hire["grunt"] == 10 + 4  # the Firestation's 4, none for a step not taken


# ---------------------------------------------------------------- swaps after the action
def test_gear_gained_by_the_action_may_be_swapped_in_the_same_turn():
    """'On your turn, you may spend a Gear token to swap ... only during your turn.'"""
    state = fresh(3, position={"turn": ME, "boards": [{"gear": 0}]})
    clear_board(state)
    pb = state.boards[ME]
    pick(state, "warehouse")
    assert state.prompt.kind == "finish" and state.prompt.seat == ME
    assert state.turn == ME
    pick(state, "swap", src="grunt", dst="scout")
    assert pb.gear == 1 and pb.hire["scout"] == 1
    assert state.prompt.kind == "finish"
    pick(state, "pass")
    assert state.turn == YOU and state.prompt is None and pb.gear == 1


def test_no_extra_step_when_the_action_brought_nothing_new():
    state = fresh(3, position={"turn": ME, "boards": [{"gear": 2}]})
    clear_board(state)
    pick(state, "party", loc="guild", space=2, grunt=2, expert=0, companion=False)
    assert state.prompt is None and state.turn == YOU


# ---------------------------------------------------------------- Reward phase order
def test_locations_resolve_in_the_fixed_order():
    """Heroes' Guild, Tavern, Poachers' Camp, Mountain, Preserve, Garrison."""
    bottom = as_set_up(3, 1).mountain["bottom"]
    state = fresh(3, position={"mountain": {  # no Warden needed
        "bottom": [*card_ids("Smoke Glider"), *bottom[1:]]}})
    clear_board(state)
    for loc in ("garrison", "preserve", "mountain", "camp", "tavern", "guild"):
        set_party(state, loc, 1, ME, grunt=1)
    start_reward(state, AIDES)
    seen = []
    while state.stage == "reward" and state.prompt:
        pr = state.prompt
        assert pr.kind in ("claim", "mclaim")
        seen.append(pr.get("loc", "mountain"))
        pick(state, "pass")  # take no card: recall
    assert seen == ["guild", "tavern", "camp", "mountain", "preserve", "garrison"]


def test_outfitter_trades_grunts_only_for_gear_that_exists():
    """Outfitter: 'discard any number of them and gain the same number of Gear'."""
    red = card_ids("Ashwing Hatchling")[0]
    state = fresh(3, position={"turn": ME, "boards": [
        {"heroes": ["H-outfitter"], "dragons": [red], "attached": {"H-outfitter": red}}],
        "supply": {"gear": 1}})  # one Gear token left in the common supply
    clear_board(state)
    pick(state, "firestation", double=False)
    assert state.prompt.kind == "outfitter"
    assert sorted(a.get("n") or 0 for a in state.legal_actions()
                  if a.kind in ("outfitter", "pass")) == [0, 1]


def test_paragon_offers_only_experts_the_supply_still_has():
    """Paragon: 'discard exactly 2 Grunts and gain 2 Scouts, or 2 Rangers, or 1 of each'."""
    red = card_ids("Ashwing Hatchling")[0]
    state = fresh(3, position={"first": ME, "boards": [  # round 1's prelude asks at once
        {"heroes": ["H-paragon"], "dragons": [red], "attached": {"H-paragon": red}}],
        "supply": {"scout": 0}})
    assert state.stage == "prelude" and state.prompt.kind == "paragon"
    assert {a["option"] for a in state.legal_actions() if a.kind == "paragon"} == {"rr"}


# ---------------------------------------------------------------- Companion Strength
def test_strength_uses_the_top_unlocked_effect_or_none():
    """'you may use ... the TOP unlocked placement effect' and the space 'shows the EXACT
    number as the number of Hirelings in your Party': Strength 3 ('needs 2 fewer') on
    space 4 means 4 or 2 Hirelings, never 3."""
    state = fresh(3, position={"turn": ME, "boards": [{"tracks": {"strength": 3}}]})
    clear_board(state)
    sizes = {a["grunt"] + a["expert"] for a in state.legal_actions()
             if a.kind == "party" and a["loc"] == "tavern" and a["space"] == 4
             and a["companion"]}
    assert sizes == {4, 2}
    state = fresh(3, position={"turn": ME, "boards": [  # 3 fewer: on space 2 it fully
        {"tracks": {"strength": 5}}]})                 # substitutes
    sizes = {a["grunt"] + a["expert"] for a in state.legal_actions()
             if a.kind == "party" and a["loc"] == "tavern" and a["space"] == 2
             and a["companion"]}
    assert sizes == {2, 0}
