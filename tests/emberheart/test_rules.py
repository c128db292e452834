"""Setup, Action phase, Reward phase Locations, Raid, Reset, two-player mode, B side."""

import pytest

from boardgames_desktop.rules import IllegalAction, new_game
from boardgames_desktop.rules.action import Action

from .helpers import (
    card_id,
    card_ids,
    claims,
    clear_board,
    end_turn,
    fresh,
    pick,
    set_party,
    start_reward,
)

NO_HIRE = {"grunt": 0, "scout": 0, "ranger": 0, "warden": 0}


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players):
    state = new_game("emberheart", "standard", players, 5)
    assert state.stage == "setup"
    order = [(state.first + i) % players for i in range(players)]
    asked = []
    while state.prompt:
        asked.append(state.prompt.seat)
        assert {a.get("track") for a in state.legal_actions()} == {"strength", "senses", "speed"}
        pick(state, "headstart", track="senses")
    assert asked == order
    for pb in state.boards:
        assert pb.hire == {"grunt": 10, "scout": 0, "ranger": 0, "warden": 0}
        assert pb.gear == 2 and pb.crests == 5 and pb.flame == 0
        assert pb.tracks == {"strength": 0, "senses": 1, "speed": 0}
        assert pb.skill == ""
    assert state.stage == "action" and state.turn == state.first and state.round == 1
    for loc in ("guild", "tavern", "camp", "preserve"):
        assert len(state.offer[loc]) == 3 and all(state.offer[loc])
    assert [len(state.mountain[k]) for k in ("bottom", "middle", "top")] == [3, 2, 1]
    for level, slots in state.mountain.items():
        assert all(state.card(c).level == level for c in slots)
    assert [state.card(g).glory for g in state.offer["garrison"]] == [3, 3, 3]
    assert [state.card(g).color for g in state.offer["garrison"]] == ["red", "blue", "green"]
    assert len(state.raids) == 2
    assert all(h is None for h in state.aides.values())
    blocked = [(loc, i + 1) for loc, sp in state.spaces.items() for i, s in enumerate(sp) if s]
    if players == 2:
        assert len(blocked) == 3
        assert sorted(blocked) == sorted(state.card(state.twoplayer_card).blocks)
    else:
        assert blocked == [] and state.twoplayer_card is None


def test_b_side_each_player_chooses_a_different_player_board():
    state = new_game("emberheart", "standard", 3, 3, {"side": "B"})
    order = [(state.first + i) % 3 for i in range(3)]
    assert state.prompt.kind == "skill" and state.prompt.seat == order[0]
    assert len(state.legal_actions()) == 4
    pick(state, "skill", skill="drill")
    assert {a["skill"] for a in state.legal_actions()} == {"dragon_gear", "ember_skin",
                                                           "kennel"}
    pick(state, "skill", skill="kennel")
    pick(state, "skill", skill="ember_skin")
    assert state.prompt.kind == "headstart"
    assert [state.boards[p].skill for p in order] == ["drill", "kennel", "ember_skin"]


def test_bad_side_option_is_refused():
    with pytest.raises(ValueError, match="side"):
        new_game("emberheart", "standard", 3, 1, {"side": "C"})


# ---------------------------------------------------------------- sending Parties
def party_actions(state, loc=None, space=None):
    return [a for a in state.legal_actions() if a.kind == "party"
            and (loc is None or a["loc"] == loc) and (space is None or a["space"] == space)]


def test_exact_hireling_count_and_allowed_types():
    state = fresh(3, position={"boards": [  # seat 1 plays first (seed 1)
        {}, {"hire": {"grunt": 5, "scout": 5, "ranger": 5, "warden": 5}}]})
    clear_board(state)
    p = state.turn
    for loc, expert in (("guild", "scout"), ("tavern", "scout"), ("camp", "scout"),
                        ("mountain", "warden"), ("preserve", "ranger"),
                        ("garrison", "ranger")):
        acts = [a for a in party_actions(state, loc, 3) if not a["companion"]]
        # exactly 3 Hirelings: 0..3 Experts of the one allowed type, the rest Grunts
        assert sorted((a["grunt"], a["expert"]) for a in acts) == [(0, 3), (1, 2), (2, 1),
                                                                  (3, 0)]
        assert all(a.target == f"space:{loc}:3" for a in acts)
        assert state.expert_of(loc) == expert
    bad = Action.make(p, "party", loc="tavern", space=3, grunt=2, expert=0, companion=False)
    with pytest.raises(IllegalAction, match="exactly 3"):
        state.apply(bad)


def test_taken_space_and_several_parties_at_one_location():
    state = fresh(3)
    clear_board(state)
    p = state.turn
    pick(state, "party", loc="tavern", space=2, grunt=2, expert=0, companion=False)
    q = state.turn
    assert not party_actions(state, "tavern", 2)
    bad = Action.make(q, "party", loc="tavern", space=2, grunt=2, expert=0, companion=False)
    with pytest.raises(IllegalAction, match="already taken"):
        state.apply(bad)
    state.turn = p
    pick(state, "party", loc="tavern", space=1, grunt=1, expert=0, companion=False)
    assert [s["player"] if s else None for s in state.spaces["tavern"]] == [p, p, None, None,
                                                                           None]
    assert state.boards[p].crests == 3


def test_companion_once_per_round_and_full_substitution():
    state = fresh(3, position={"boards": [{}, {"tracks": {"strength": 3}}]})  # 2 fewer
    clear_board(state)  # Hirelings for seat 1, who plays first (seed 1)
    p = state.turn
    pb = state.boards[p]
    # A Party of no Hirelings on space 2: the Companion replaces both.
    assert [a for a in party_actions(state, "preserve", 2)
            if a["companion"] and a["grunt"] + a["expert"] == 0]
    assert not [a for a in party_actions(state, "preserve", 3)
                if a["grunt"] + a["expert"] == 0]
    pick(state, "party", loc="preserve", space=2, grunt=0, expert=0, companion=True)
    assert pb.companion_used and state.spaces["preserve"][1]["companion"]
    state.turn = p
    assert not [a for a in party_actions(state) if a["companion"]]


def test_gear_swap_is_free_and_keeps_the_turn():
    state = fresh(3)
    p = state.turn
    pb = state.boards[p]
    pick(state, "swap", src="grunt", dst="warden")
    assert state.turn == p and pb.gear == 1
    assert pb.hire["grunt"] == 9 and pb.hire["warden"] == 1
    pick(state, "swap", src="warden", dst="scout")
    assert pb.gear == 0 and pb.hire["scout"] == 1
    assert not [a for a in state.legal_actions() if a.kind == "swap"]


def test_warehouse_and_firestation():
    state = fresh(3)
    p = state.turn
    pb = state.boards[p]
    pick(state, "warehouse")
    assert pb.gear == 4 and pb.crests == 4 and state.warehouse == [p]
    end_turn(state)
    state.turn = p
    pick(state, "warehouse")
    assert pb.gear == 6 and state.warehouse == [p, p]
    end_turn(state)
    state.turn = p
    pick(state, "firestation", double=False)
    assert pb.hire["grunt"] == 14 and pb.flame == 1 and pb.crests == 2
    assert not [a for a in state.legal_actions() if a.kind == "firestation" and a["double"]]


def test_aides_survivalist_healer_defender():
    state = fresh(3, position={"boards": [{}, {"flame": 3}]})  # seat 1 plays first (seed 1)
    p = state.turn
    pick(state, "aide", aide="healer")
    assert state.boards[p].flame == 1 and state.aides["healer"] == p
    q = state.turn
    pick(state, "aide", aide="survivalist")
    assert state.boards[q].gear == 3
    end_turn(state)
    r = state.turn
    raid_a, raid_b = state.raids
    pick(state, "aide", aide="defender")
    assert state.prompt.kind == "defender" and state.prompt.seat == r
    pick(state, "defender", card=raid_b)
    assert state.raids == [raid_a] and state.raid_discarded == raid_b
    assert not [a for a in state.legal_actions() if a.kind == "aide" and a["aide"] != "leader"]


def test_leader_recalls_and_replaces_a_party_and_becomes_first():
    state = fresh(3)
    clear_board(state)
    p = state.turn
    pick(state, "party", loc="guild", space=3, grunt=3, expert=0, companion=True)
    state.turn = p
    pick(state, "aide", aide="leader")
    assert state.prompt.kind == "leader_recall"
    pick(state, "leader_recall", loc="guild", space=3)
    assert state.spaces["guild"][2] is None and state.boards[p].hire["grunt"] == 10
    assert state.prompt.kind == "leader_place"
    # the Companion came back but cannot go out again this round
    assert not [a for a in state.legal_actions() if a.get("companion")]
    pick(state, "leader_place", loc="tavern", space=5, grunt=5, expert=0, companion=False)
    assert state.spaces["tavern"][4]["player"] == p and state.boards[p].crests == 4
    assert state.turn == (p + 1) % 3
    assert state.aides["leader"] == p


def test_end_of_action_phase_last_aide_before_the_first_player():
    state = fresh(3, position={"turn": 0})  # the last of the round: seat 1 plays first
    first = state.first
    state.aides.update(leader=first, defender=first, survivalist=first)
    pick(state, "aide", aide="healer")
    # the next player holds the First player marker: the phase ends at once
    assert "The last Aide is taken: the Action phase ends." in state.log[-1].messages
    assert state.round == 2  # nothing to claim, so the round ran through to the Reset


def test_end_of_action_phase_finishes_the_round_of_turns():
    state = fresh(3, position={"turn": 1})  # seat 1 plays first (seed 1)
    first = state.first
    state.aides.update(leader=first, defender=first, survivalist=first)
    pick(state, "aide", aide="healer")
    # the two other players still act once each
    second = (first + 1) % 3
    assert state.stage == "action" and state.turn == second
    third = (first + 2) % 3
    state.boards[third].crests = 0  # nothing left: skipped
    pick(state, "warehouse")
    end_turn(state)
    said = state.log[-1].messages
    assert f"{state.player_name(third)} has no Crest left and skips the turn." in said
    assert "The last Aide is taken: the Action phase ends." in said


def test_player_without_crests_must_take_an_aide():
    state = fresh(3, position={"boards": [{}, {"crests": 0}]})  # seat 1 plays first (seed 1)
    kinds = {a.kind for a in state.legal_actions()}
    assert "party" not in kinds and "warehouse" not in kinds and "aide" in kinds


# ---------------------------------------------------------------- Reward phase
def test_tavern_card_gives_hirelings_and_flame():
    state = fresh(3, position={"boards": [{}, {"hire": NO_HIRE}]})  # seat 1 plays first (seed 1)
    clear_board(state)
    p = state.first
    card = card_id(state, "Hearth Brawl")  # 4 Grunts, +1 Flame
    state.offer["tavern"] = [card, None, None]
    set_party(state, "tavern", 4, p, grunt=4)
    start_reward(state, {"leader": p, "defender": p, "healer": p, "survivalist": p})
    assert state.prompt.kind == "claim"
    pick(state, "claim", card=card)
    assert state.boards[p].hire["grunt"] == 4  # the Party's 4 Grunts were discarded
    assert state.boards[p].flame == 1
    assert card in state.discards


def test_preserve_attach_moves_two_steps_and_one_dragon_per_card():
    state = fresh(3, position={"boards": [  # seat 1 plays first (seed 1)
        {}, {"tracks": {"strength": 1, "senses": 0, "speed": 0}}]})
    clear_board(state)
    p = state.first
    pb = state.boards[p]
    red_pres = card_id(state, "Scorched Vale")
    d1, d2 = card_id(state, "Cinder Pup"), card_id(state, "Sootscale")
    pb.dragons = [d1, d2]
    state.offer["preserve"] = [red_pres, None, None]
    set_party(state, "preserve", 1, p, ranger=1)
    start_reward(state, {"leader": p, "defender": p, "healer": p, "survivalist": p})
    pick(state, "claim", card=red_pres)
    assert state.prompt.kind == "attach_now"
    hosts = {(a.get("dragon"), a.get("host")) for a in state.legal_actions()
             if a.kind == "attach_now"}
    assert hosts == {(d1, red_pres), (d2, red_pres)}
    pick(state, "attach_now", dragon=d2)
    assert pb.attached == {red_pres: d2} and pb.tracks["strength"] == 3
    assert pb.hire["ranger"] == 1  # Rangers come home


def test_exotic_dragon_adopts_the_colour_it_is_attached_to():
    state = fresh(3)
    p = state.turn
    pb = state.boards[p]
    exotic = card_id(state, "Opal Drifter")
    green_pres = card_id(state, "Old Grove")
    pb.dragons = [exotic]
    pb.preserves = [green_pres]
    assert state.color_count(p, "red") == 1 and state.color_count(p, "red", False) == 0
    pick(state, "attach", dragon=exotic, host=green_pres)
    assert state.dragon_color(p, exotic) == "green"
    assert state.color_count(p, "red") == 0 and state.color_count(p, "green") == 1
    assert pb.tracks["speed"] == 2
    assert state.turn == p  # attaching is free


def test_garrison_claimed_unmet_then_completed_later():
    state = fresh(3)
    clear_board(state)
    p = state.first
    pb = state.boards[p]
    red3 = state.offer["garrison"][0]
    card = state.card(red3)
    assert card.glory == 3 and card.dragons == 1 and card.other == ("heroes", 1)
    set_party(state, "garrison", 5, p, grunt=5)
    start_reward(state, {"leader": p, "defender": p, "healer": p, "survivalist": p})
    pick(state, "claim", card=red3)
    assert pb.garrisons == [red3] and pb.completed == []
    # later: a red Dragon and a Hero arrive -> completed at once, +1 on the card's track
    state.stage = "action"
    state.turn = p
    before = pb.tracks[card.track]
    pb.dragons.append(card_id(state, "Cinder Pup"))
    pb.heroes.append("H-bard")
    state.resume()
    assert pb.completed == [red3] and pb.tracks[card.track] == before + 1
    assert ["Completed Garrison cards", 3] in state.score_lines(p)


def test_npc_claims_in_the_two_player_mode():
    state = fresh(2)
    clear_board(state)
    p = state.first
    g = state.offer["guild"][:]
    set_party(state, "guild", 5, p, grunt=5)
    state.spaces["guild"][3] = {"player": -1, "grunt": 0, "scout": 0, "ranger": 0,
                                "warden": 0, "companion": False, "claimed": False}
    state.spaces["garrison"][0] = dict(state.spaces["guild"][3])
    bottom = state.mountain["bottom"][:]
    state.spaces["mountain"][2] = dict(state.spaces["guild"][3])
    # the green Garrison is the cheapest: the non-player discards the lowest Glory
    state.offer["garrison"] = ["G-red-4", "G-blue-5", "G-green-3"]
    start_reward(state, {"leader": p, "defender": p, "healer": p, "survivalist": p})
    pick(state, "claim", card=g[1])
    # the non-player Crest on Guild space 4 then discards the leftmost remaining card,
    # on the Mountain the leftmost bottom card, at the Garrison the lowest Glory
    assert state.discards[:3] == [g[0], bottom[0], "G-green-3"]
    assert state.offer["garrison"][:2] == ["G-red-4", "G-blue-5"]


def test_raid_grunts_shortage_raises_flame():
    state = fresh(3, position={  # seat 1 plays first (seed 1)
        "boards": [{}, {"hire": {"grunt": 1, "scout": 2, "ranger": 0, "warden": 0}, "flame": 0,
                        "dragons": card_ids("Cinder Pup", "Sootscale", "Opal Drifter")}],
        "raids": card_ids("Scorched Stables"),  # 1 Grunt per red Dragon
        "phase": {"stage": "raid", "seats": [1]}})
    p = state.first
    pb = state.boards[p]
    # the unattached Exotic counts as the colour its owner chooses
    assert state.prompt.kind == "raid_exotic"
    assert {a["color"] for a in state.legal_actions()} == {"red", "blue", "green"}
    pick(state, "raid_exotic", color="green")
    # 2 red Dragons: 1 Grunt discarded, 1 short -> +1 Flame; Scouts are not Grunts
    assert pb.hire == {"grunt": 0, "scout": 2, "ranger": 0, "warden": 0}
    assert pb.flame == 1


def test_end_game_exotic_colour_is_chosen_and_counts_for_everyone():
    a, b = 1, 0  # seat 1 plays first (seed 1)
    hatchling = card_ids("Ashwing Hatchling")[0]
    boards = [{"flame": 0}, {"flame": 0}]
    boards[a].update(heroes=["H-fire_sage"],  # 7 Glory if nobody has more red Dragons
                     dragons=[hatchling], attached={"H-fire_sage": hatchling})
    boards[b].update(dragons=card_ids("Cinder Pup", "Opal Drifter"))
    state = fresh(2, position={"boards": boards, "round": 5,  # the last Raid is resolved
                               "phase": {"stage": "raid", "seats": []}})
    assert state.first == a
    assert state.prompt.kind == "final_exotic" and state.prompt.seat == b
    pick(state, "final_exotic", color="red")
    assert state.is_over
    assert ["Hero: Fire Sage", 0] in state.scores[a]  # B now has 2 red Dragons


def test_raid_expert_choice_is_offered():
    state = fresh(3, position={  # seat 1 plays first (seed 1)
        "boards": [{}, {"hire": {"grunt": 3, "scout": 1, "ranger": 1, "warden": 0}}],
        "raids": card_ids("Night Ambush"),  # 1 Expert of your choice
        "phase": {"stage": "raid", "seats": [1]}})
    p = state.first
    pb = state.boards[p]
    assert state.prompt.kind == "raid_expert"
    assert {a["expert"] for a in state.legal_actions()} == {"scout", "ranger"}
    pick(state, "raid_expert", expert="ranger")
    assert pb.hire == {"grunt": 3, "scout": 1, "ranger": 0, "warden": 0}


def test_reset_phase():
    state = fresh(3)
    clear_board(state)
    p = state.first
    leader = (p + 1) % 3
    gar = state.offer["garrison"][:]
    old_raids = state.raids[:]
    state.boards[p].companion_used = True
    guild = state.offer["guild"][:]
    start_reward(state, {"leader": leader, "defender": p, "healer": p, "survivalist": p})
    assert state.round == 2 and state.stage == "action"
    assert state.first == leader and state.turn == leader
    assert all(h is None for h in state.aides.values())
    assert state.offer["garrison"] == gar  # unclaimed Garrison cards stay
    assert all(c in state.discards for c in guild)
    assert all(state.offer["guild"]) and not set(state.offer["guild"]) & set(guild)
    assert len(state.raids) == 2 and not set(state.raids) & set(old_raids)
    assert not state.boards[p].companion_used


def test_end_game_scoring_lines_and_tie_break_by_dragons():
    state = fresh(2, position={"boards": [{"flame": 0, "gear": 0}, {"flame": 0, "gear": 0}]})
    A, B = state.boards
    # A: 8 + 1 Glory of Dragons, Strength 4 (5 Glory), a 3-Glory Garrison = 17
    A.dragons = [card_id(state, "Volcano Queen"), card_id(state, "Ashwing Hatchling")]
    A.tracks = {"strength": 4, "senses": 1, "speed": 0}
    A.garrisons = ["G-red-3"]
    A.completed = ["G-red-3"]
    # B: 2+2+2+1 Glory of Dragons, Strength 4 (5) and Speed 2 (2), Garrison 3 = 17
    B.dragons = [card_id(state, n) for n in ("Cinder Pup", "Mistcoil", "Fernclaw",
                                             "Tidefin Whelp")]
    B.tracks = {"strength": 4, "senses": 0, "speed": 2}
    B.garrisons = ["G-blue-3", "G-blue-6"]  # the second needs 2 Heroes: no Glory
    B.completed = ["G-blue-3"]
    state.round = 5
    state.stage = "raid"
    state.progress = {"queue": []}
    state.resume()
    assert state.is_over
    assert state.scores[1] == [["Dragons", 7], ["Strength track", 5], ["Senses track", 0],
                               ["Speed track", 2], ["Completed Garrison cards", 3],
                               ["Flame", 0]]
    out = state.outcome
    assert out.scores == {0: 17, 1: 17}
    assert out.winners == (1,)  # 4 Dragons beat 2
    assert "Dragon" in out.reason


def test_why_illegal_names_the_waiting_player():
    state = new_game("emberheart", "standard", 3, 2)
    other = (state.prompt.seat + 1) % 3
    with pytest.raises(IllegalAction, match="not .*'s turn"):
        state.apply(Action.make(other, "headstart", track="speed"))


def test_claims_helper_lists_only_claimable_cards():
    state = fresh(3)
    clear_board(state)
    p = state.first
    set_party(state, "camp", 2, p, grunt=2)
    start_reward(state, {"leader": p, "defender": p, "healer": p, "survivalist": p})
    assert sorted(claims(state)) == sorted(c for c in state.offer["camp"] if c)


def test_every_prompt_type_has_a_text():
    from boardgames_desktop.games.emberheart.state import QUESTIONS

    assert set(QUESTIONS) == set(fresh(2).PROMPT_TEXTS)


def test_two_player_blocked_spaces_are_not_offered_and_are_no_party():
    state = fresh(2)
    blocks = state.card(state.twoplayer_card).blocks
    offered = {(a["loc"], a["space"]) for a in state.legal_actions() if a.kind == "party"}
    assert not offered & set(blocks)
    # a non-player Crest does not stop the Companion's Speed
    loc, n = blocks[0]
    p = state.turn
    pb = state.boards[p]
    pb.tracks["speed"] = 1
    pb.flame = 2
    free = next(k for k in range(1, 6) if state.spaces[loc][k - 1] is None)
    grunts = max(0, free - state.track_level(p, "strength", "strength_reduction"))
    pick(state, "party", loc=loc, space=free, grunt=grunts, expert=0, companion=True)
    pick(state, "companion", speed=True, senses=free == 3)
    assert pb.flame == 1


def test_two_player_card_changes_each_round():
    state = fresh(2)
    first_card = state.twoplayer_card
    clear_board(state)
    start_reward(state, {"leader": 0, "defender": 0, "healer": 1, "survivalist": 1})
    assert state.round == 2 and state.twoplayer_card not in (None, first_card)
    blocked = sorted((loc, i + 1) for loc, sp in state.spaces.items()
                     for i, s in enumerate(sp) if s and s["player"] == -1)
    assert blocked == sorted(state.card(state.twoplayer_card).blocks)


def test_dragons_may_be_attached_while_answering_another_question():
    red = card_ids("Cinder Pup")[0]
    state = fresh(3, position={  # seat 1 plays first (seed 1)
        "boards": [{}, {"heroes": ["H-fire_sage"], "dragons": [red],
                        "hire": {"grunt": 3, "scout": 1, "ranger": 1, "warden": 0}}],
        "raids": card_ids("Night Ambush"),  # 1 Expert
        "phase": {"stage": "raid", "seats": [1]}})
    p = state.first
    pb = state.boards[p]
    assert state.prompt.kind == "raid_expert"
    pick(state, "attach", dragon=red, host="H-fire_sage")
    assert pb.attached == {"H-fire_sage": red}
    assert state.prompt.kind == "raid_expert"  # the question is still open


def test_phase_text_after_the_last_location_is_resolved():
    """Once all six Locations are done (e.g. a Dragon Trainer question), the phase still reads."""
    from boardgames_desktop.rules import new_game

    state = new_game("emberheart", "standard", 3, seed=2)
    state.stage = "reward"
    state.progress["loc"] = 6
    assert state.stage_text() == f"Round {state.round} — Reward phase"
    assert state.phase.startswith(f"Round {state.round} — Reward phase · ")
    state = fresh(3, seed=2, position={"phase": {"stage": "reward"}, "parties": {
        "guild": [None, None, None, None, {"seat": 0, "grunt": 5}]}})  # a Party to claim
    assert state.prompt.kind == "claim"
    assert state.stage_text() == f"Round {state.round} — Reward phase (Heroes' Guild)"
