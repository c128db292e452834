"""Turn effects at their edges (session 9's full mutation sweep): an Aide asks its question
only when it has one (Leader: own Parties; Defender: two Raid cards), Heroes act only for
their owner and where they say (Caretaker at the Preserve, Merchant on a crowded Warehouse,
Outfitter only after Grunts came), the Kennel Keeper and Master Scout offer only what hand
and supply allow, and a claimed Bard card leaves the others waiting.  Scenario positions."""

from __future__ import annotations

from .helpers import card_id, fresh, pick
from .test_mutants_heroes import RED_SCALE, with_hero

ME = 0


def queued(state, kind: str) -> bool:
    return any(d.kind == kind for d in state.flow.queue)


def test_the_leader_recall_is_asked_only_for_the_leader_aide():
    mine = {"camp": [None, {"seat": ME, "grunt": 2}, None, None, None]}
    state = fresh(3, position={"turn": ME, "parties": mine})
    pick(state, "aide", aide="healer")
    assert not queued(state, "leader_recall")
    state = fresh(3, position={"turn": ME, "parties": mine})
    pick(state, "aide", aide="leader")
    assert queued(state, "leader_recall")


def test_the_defender_chooses_only_between_two_raid_cards():
    state = fresh(3, position={"turn": ME})
    pick(state, "aide", aide="defender")
    assert queued(state, "defender")
    one = fresh(3, position={"turn": ME, "raids": [fresh(3).raids[0]]})
    assert len(one.raids) == 1
    pick(one, "aide", aide="defender")
    assert not queued(one, "defender")


def test_the_caretaker_gains_a_grunt_only_for_its_owner_at_the_preserve():
    hand = {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}
    state = fresh(3, position={"turn": ME, "boards": [{"hire": hand}]})
    pick(state, "party", loc="preserve", space=2, grunt=2, expert=0, companion=False)
    assert state.boards[ME].hire["grunt"] == 3
    keeper = with_hero("H-caretaker", RED_SCALE, hire=hand)
    pick(keeper, "party", loc="camp", space=2, grunt=2, expert=0, companion=False)
    assert keeper.boards[ME].hire["grunt"] == 3


def test_only_the_merchant_logs_its_extra_gear_on_a_crowded_warehouse():
    state = fresh(3, position={"turn": ME})
    state.warehouse.append(1)  # Blue was there first
    state.boards[1].crests -= 1
    pick(state, "warehouse")
    assert not [m for m in state.messages() if m.strip().startswith("Merchant")]
    assert state.boards[ME].gear == 2 + 2


def test_the_outfitter_is_not_asked_when_the_firestation_gave_no_grunt():
    state = with_hero("H-outfitter", RED_SCALE, supply={"grunt": 0},
                      hire={"grunt": 3, "scout": 0, "ranger": 0, "warden": 0})
    pick(state, "firestation", double=False)
    assert not queued(state, "outfitter")


def test_the_kennel_keeper_turns_a_grunt_only_with_one_in_hand_and_the_expert_in_supply():
    from .test_skills import b_game

    for grunts, scouts_left, experts in ((0, 5, set()), (1, 0, {"ranger", "warden"}),
                                         (1, 5, {"scout", "ranger", "warden"})):
        state, p, pb = b_game("kennel")
        pb.hire["grunt"] = grunts
        state.supply["scout"] = scouts_left
        state.flow.ask(p, "kennel")
        state.resume()
        state.forget_listing()
        options = {a["option"] for a in state.legal_actions() if a.kind == "kennel"}
        assert options == {"grunt"} | experts, (grunts, scouts_left)


def test_master_scout_turns_back_as_many_scouts_as_in_hand():
    state = with_hero("H-master_scout", RED_SCALE,
                      hire={"grunt": 4, "scout": 1, "ranger": 0, "warden": 0})
    pick(state, "party", loc="tavern", space=4, grunt=4, expert=0, companion=False)
    offered = {(a["src"], a["n"]) for a in state.legal_actions() if a.kind == "master"}
    assert ("scout", 1) in offered and ("scout", 2) not in offered


def test_a_claimed_bard_card_leaves_the_other_bard_cards_waiting():
    state = fresh(3, position={"first": ME, "phase": {"stage": "reward"}, "parties": {
        "guild": [{"seat": 1, "grunt": 1}, {"seat": ME, "grunt": 2}, None, None, None]}})
    first, second = state.decks["heroes"][:2]
    state.bard_cards = [[first, ME], [second, 1]]
    state.forget_listing()
    pick(state, "claim", card=first)
    assert state.prompt.kind == "claim" and state.prompt.seat == 1  # Blue's Party is next
    assert state.bard_cards == [[second, 1]]


def test_attaching_a_dragon_to_a_preserve_names_the_track_of_its_colour():
    """A Preserve with its Dragon raises the track of the Preserve's colour (red Strength,
    blue Senses, green Speed) by 2 steps, and the choice says which."""
    state = fresh(3, position={"turn": ME, "boards": [{
        "preserves": ["P06"], "dragons": [card_id(fresh(3), "Mistcoil")]}]})
    state.forget_listing()
    texts = [a.describe() for a in state.legal_actions() if a.kind == "attach"]
    assert len(texts) == 1 and texts[0].endswith("(+2 Senses)"), texts


def test_only_the_last_aide_warns_that_the_action_phase_ends():
    state = fresh(3, position={"turn": ME, "aides": {"healer": 1, "leader": 2,
                                                     "survivalist": 1}})
    state.forget_listing()
    assert [a.describe() for a in state.legal_actions() if a.kind == "aide"] == [
        "Take the Defender Aide (the last one: the Action phase ends after this round of "
        "turns)"]
    two = fresh(3, position={"turn": ME, "aides": {"healer": 1, "leader": 2}})
    two.forget_listing()
    assert sorted(a.describe() for a in two.legal_actions() if a.kind == "aide") == [
        "Take the Defender Aide", "Take the Survivalist Aide"]


def test_swaps_list_the_upgrades_first_and_the_way_back_to_a_grunt_last():
    state = fresh(3, position={"turn": ME, "boards": [{"gear": 1, "hire": {
        "grunt": 1, "scout": 1, "ranger": 0, "warden": 0}}]})
    state.forget_listing()
    assert [a.describe() for a in state.legal_actions() if a.kind == "swap"] == [
        "Swap a Grunt for a Scout (1 Gear)", "Swap a Grunt for a Ranger (1 Gear)",
        "Swap a Grunt for a Warden (1 Gear)", "Swap a Scout for a Ranger (1 Gear)",
        "Swap a Scout for a Warden (1 Gear)", "Swap a Scout for a Grunt (1 Gear)"]
