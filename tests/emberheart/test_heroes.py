"""Each of the 27 Heroes: its Ability and its Scoring Condition, from set-up positions."""

import pytest

from .helpers import card_id, clear_board, end_turn, fresh, pick, set_party, start_reward

ME, YOU, THIRD = 0, 1, 2
MATCH = {"red": "Ashwing Hatchling", "blue": "Tidefin Whelp", "green": "Mossback Whelp"}


def hero(state, key, p=ME, attach=True):
    """Give player ``p`` the Hero with a matching 1-Glory Dragon attached."""
    hid = f"H-{key}"
    pb = state.boards[p]
    pb.heroes.append(hid)
    if attach:
        dragon = card_id(state, MATCH[state.card(hid).color])
        pb.dragons.append(dragon)
        pb.attached[hid] = dragon
    return hid


def my_turn(state, p=ME):
    clear_board(state)
    state.turn = p
    return state.boards[p]


def to_prelude(state):
    state.stage = "setup"
    state.first = ME
    state.resume()


def to_raid(state, raid_name, players=(ME,)):
    state.raids = [card_id(state, raid_name)]
    state.stage = "raid"
    state.progress = {"queue": list(players)}
    state.resume()


AIDES = {"leader": YOU, "defender": YOU, "healer": YOU, "survivalist": YOU}


# ---------------------------------------------------------------- red Heroes
def test_apprentice():
    state = fresh(3)
    hid = hero(state, "apprentice")
    to_prelude(state)
    assert state.prompt.kind == "apprentice" and state.prompt.seat == ME
    take = state.offer["guild"][1]
    pick(state, "apprentice", card=take)
    pb = state.boards[ME]
    assert take in pb.heroes and state.offer["guild"][1] not in (None, take)
    assert pb.apprentice_used
    to_prelude(state)  # once per game
    assert not (state.prompt and state.prompt.kind == "apprentice")
    assert state.hero_score(ME, hid) == 4


def test_apprentice_needs_an_attached_dragon():
    state = fresh(3)
    hero(state, "apprentice", attach=False)
    to_prelude(state)
    assert state.stage == "action" and not state.pending_decisions()
    assert ["Hero: Apprentice", 4] not in state.score_lines(ME)


def test_bard():
    state = fresh(3)
    hid = hero(state, "bard")
    to_prelude(state)
    assert state.prompt.kind == "bard"
    drawn = state.prompt["drawn"]
    pick(state, "bard", card=drawn[1])
    assert state.bard_cards == [[drawn[1], ME]] and drawn[0] in state.discards
    # another Party at the Guild cannot claim it; the Bard's owner can
    clear_board(state)
    state.offer["guild"] = [None, None, None]
    set_party(state, "guild", 5, YOU, grunt=5)
    set_party(state, "guild", 4, ME, grunt=4)
    start_reward(state, AIDES)
    # the first Party (YOU) finds nothing it may claim and chooses to recall
    assert state.prompt.seat == YOU
    assert not [a for a in state.legal_actions() if a.kind == "claim"]
    pick(state, "pass")
    assert state.prompt.seat == ME
    assert [a.get("card") for a in state.legal_actions() if a.kind == "claim"] == [drawn[1]]
    pick(state, "claim", card=drawn[1])
    assert drawn[1] in state.boards[ME].heroes and state.boards[YOU].gear == 4
    # scoring: no other player has more Garrison cards
    state.boards[ME].garrisons = ["G-red-3"]
    state.boards[YOU].garrisons = ["G-blue-3"]
    assert state.hero_score(ME, hid) == 7
    state.boards[YOU].garrisons.append("G-green-3")
    assert state.hero_score(ME, hid) == 0


def test_fire_sage():
    state = fresh(3, position={"boards": [{"hire": {"grunt": 5}, "flame": 0}]})
    hid = hero(state, "fire_sage")
    pb = state.boards[ME]
    pb.heroes += ["H-mentor", "H-squire"]  # 3 Heroes -> Burnt Granary asks 3 Grunts
    to_raid(state, "Burnt Granary")
    assert state.prompt.kind == "fire_sage"
    pick(state, "fire_sage")
    assert pb.flame == 1 and pb.hire["grunt"] == 4
    state.boards[YOU].dragons = [card_id(state, "Cinder Pup")]
    assert state.hero_score(ME, hid) == 7  # 1 red each
    state.boards[YOU].dragons.append(card_id(state, "Sootscale"))
    assert state.hero_score(ME, hid) == 0


def test_outfitter():
    state = fresh(3, position={"boards": [{"gear": 0}]})
    hid = hero(state, "outfitter")
    pb = my_turn(state)
    pick(state, "firestation", double=False)
    assert state.prompt.kind == "outfitter"
    assert sorted(a.get("n") or 0 for a in state.legal_actions()) == [0, 1, 2, 3, 4]
    pick(state, "outfitter", n=3)
    assert pb.hire["grunt"] == 11 and pb.gear == 3
    pb.preserves = ["P01"]
    state.boards[YOU].preserves = ["P02"]
    assert state.hero_score(ME, hid) == 7
    state.boards[THIRD].preserves = ["P03", "P04"]
    assert state.hero_score(ME, hid) == 0


def test_paragon():
    state = fresh(3)
    hid = hero(state, "paragon")
    pb = state.boards[ME]
    to_prelude(state)
    assert state.prompt.kind == "paragon"
    pick(state, "paragon", option="sr")
    assert pb.hire == {"grunt": 8, "scout": 1, "ranger": 1, "warden": 0} and pb.flame == 1
    # scoring: most Dragons (ties count)
    state.boards[YOU].dragons = [card_id(state, "Cinder Pup")]
    assert state.hero_score(ME, hid) == 5
    state.boards[YOU].dragons.append(card_id(state, "Mistcoil"))
    assert state.hero_score(ME, hid) == 0


def test_peakwalker():
    state = fresh(3, position={"boards": [{"tracks": {"strength": 1, "senses": 0, "speed": 0}}]})
    hid = hero(state, "peakwalker")
    clear_board(state)
    pb = state.boards[ME]
    top = card_id(state, "Elder Oak Wyrm")  # no Flame, a Warden
    state.mountain = {"bottom": [card_id(state, "Smoke Glider"), None, None],
                      "middle": [card_id(state, "Tempest Wyrm"), None], "top": [top]}
    set_party(state, "mountain", 5, ME, warden=5)
    start_reward(state, AIDES)
    pick(state, "mclaim", card=card_id(state, "Smoke Glider"))
    pick(state, "mclaim", card=card_id(state, "Tempest Wyrm"))
    pick(state, "mclaim", card=top)
    assert state.prompt.kind == "peak" and state.prompt["why"] == "top of the Mountain"
    pick(state, "peak", track="senses")
    assert state.prompt.kind == "peak" and state.prompt["why"] == "Peakwalker"
    pick(state, "peak", track="speed")
    assert pb.tracks == {"strength": 1, "senses": 1, "speed": 1}
    # 5 Wardens: -1 middle, -1 card, -1 top = 2 come home
    assert pb.hire["warden"] == 2
    pb.gear, state.boards[YOU].gear, state.boards[THIRD].gear = 4, 4, 1
    assert state.hero_score(ME, hid) == 7
    state.boards[YOU].gear = 5
    assert state.hero_score(ME, hid) == 0


def test_recruiter():
    state = fresh(3, position={"boards": [
        {"hire": {"grunt": 0, "scout": 0, "ranger": 0, "warden": 0}}]})
    hid = hero(state, "recruiter")  # 1 red Dragon attached
    pb = state.boards[ME]
    pb.dragons += [card_id(state, "Cinder Pup"), card_id(state, "Sootscale"),
                   card_id(state, "Opal Drifter")]  # 4 red counting the Exotic
    to_raid(state, "Broken Bridge")
    assert state.prompt.kind == "may" and state.prompt["effect"] == "recruiter"
    pick(state, "may")
    assert state.round == 2 and pb.hire["grunt"] == 2
    pb.hire = {"grunt": 0, "scout": 7, "ranger": 6, "warden": 3}
    assert state.hero_score(ME, hid) == 6
    pb.hire = {"grunt": 0, "scout": 7, "ranger": 6, "warden": 6}
    assert state.hero_score(ME, hid) == 10  # capped


def test_tavernkeeper():
    state = fresh(3)
    hid = hero(state, "tavernkeeper")
    pb = my_turn(state)
    pick(state, "party", loc="tavern", space=1, grunt=1, expert=0, companion=False)
    assert pb.gear == 3
    pb.tracks = {"strength": 3, "senses": 3, "speed": 4}
    assert state.hero_score(ME, hid) == 7
    pb.tracks["senses"] = 2
    assert state.hero_score(ME, hid) == 0


def test_wrangler():
    state = fresh(3)
    hid = hero(state, "wrangler")
    clear_board(state)
    pb = state.boards[ME]
    five = card_id(state, "Magma Drake")  # 5 Glory
    state.mountain = {"bottom": [card_id(state, "Smoke Glider"), None, None],
                      "middle": [five, None], "top": [None]}
    set_party(state, "mountain", 3, ME, warden=3)
    start_reward(state, AIDES)
    pick(state, "mclaim", card=card_id(state, "Smoke Glider"))  # 2 Glory: nothing
    assert state.prompt.kind == "mclaim"
    gear = pb.gear
    pick(state, "mclaim", card=five)
    assert state.prompt.kind == "wrangler"
    pick(state, "wrangler", option="gear")
    assert pb.gear == gear + 1
    pb.garrisons = ["G-red-3", "G-red-4", "G-blue-3"]
    assert state.hero_score(ME, hid) == 6
    pb.garrisons += ["G-blue-4", "G-blue-5", "G-green-3"]
    assert state.hero_score(ME, hid) == 10


# ---------------------------------------------------------------- blue Heroes
def test_blazebinder():
    state = fresh(3, position={"boards": [{"flame": 3}]})
    hid = hero(state, "blazebinder")
    clear_board(state)
    pb = state.boards[ME]
    pres = card_id(state, "Mirror Lake")
    state.offer["preserve"] = [pres, None, None]
    set_party(state, "preserve", 1, ME, grunt=1)
    start_reward(state, AIDES)
    pick(state, "claim", card=pres)
    assert state.prompt.kind == "may" and state.prompt["effect"] == "blazebinder"
    pick(state, "may")
    assert pb.flame == 2
    pb.hire["grunt"] = 6
    state.boards[YOU].hire["grunt"] = 6
    state.boards[THIRD].hire["grunt"] = 2
    assert state.hero_score(ME, hid) == 7
    state.boards[THIRD].hire["grunt"] = 7
    assert state.hero_score(ME, hid) == 0


def test_dragon_knight():
    state = fresh(3, position={"boards": [{"tracks": {"strength": 1, "senses": 0, "speed": 0}}]})
    hid = hero(state, "dragon_knight")
    pb = my_turn(state)
    pb.garrisons = ["G-blue-3"]  # 1 blue Dragon + 1 Preserve, prints Senses
    pb.preserves = ["P06"]
    state.resume()
    assert state.prompt.kind == "knight"
    assert {a["track"] for a in state.legal_actions()} == {"strength", "senses", "speed"}
    pick(state, "knight", track="strength")
    assert pb.tracks["strength"] == 2 and pb.completed == ["G-blue-3"]
    state.boards[YOU].dragons = [card_id(state, "Mistcoil")]
    assert state.hero_score(ME, hid) == 7
    state.boards[YOU].dragons.append(card_id(state, "Frostgill"))
    assert state.hero_score(ME, hid) == 0


def test_fire_marshall():
    state = fresh(3)
    hid = hero(state, "fire_marshall")
    pb = my_turn(state)
    pick(state, "firestation", double=True)
    assert pb.hire["grunt"] == 18 and pb.flame == 1 and pb.crests == 3
    assert state.firestation == [ME, ME]
    pb.gear = 7
    assert state.hero_score(ME, hid) == 7
    pb.gear = 14
    assert state.hero_score(ME, hid) == 10


def test_infiltrator():
    state = fresh(3)
    hid = hero(state, "infiltrator")
    pb = my_turn(state)
    pick(state, "party", loc="camp", space=2, grunt=2, expert=0, companion=False)
    assert pb.hire["grunt"] == 9
    state.boards[YOU].heroes = ["H-mentor"]
    assert state.hero_score(ME, hid) == 7
    state.boards[YOU].heroes = ["H-mentor", "H-squire"]
    assert state.hero_score(ME, hid) == 0


@pytest.mark.parametrize("key,expert", [("master_scout", "scout"),
                                        ("master_ranger", "ranger")])
def test_master_scout_and_master_ranger(key, expert):
    state = fresh(3)
    hid = hero(state, key)
    pb = my_turn(state)
    pick(state, "party", loc="guild", space=3, grunt=3, expert=0, companion=False)
    assert not state.pending_decisions()  # space 3: no swap
    state.turn = ME
    pick(state, "party", loc="tavern", space=4, grunt=4, expert=0, companion=False)
    assert state.prompt.kind == "master"
    options = {(a.get("src"), a.get("n")) for a in state.legal_actions() if a.kind == "master"}
    assert options == {("grunt", 1), ("grunt", 2)}  # no Experts yet to turn back
    pick(state, "master", src="grunt", n=2)
    assert pb.hire["grunt"] == 1 and pb.hire[expert] == 2
    assert state.hero_score(ME, hid) == 4


def test_mentor():
    state = fresh(3)
    hid = hero(state, "mentor")
    clear_board(state)
    pb = state.boards[ME]
    card = card_id(state, "Wandering Scouts")  # 2 Scouts
    state.offer["tavern"] = [card, None, None]
    set_party(state, "tavern", 2, ME, grunt=2)
    start_reward(state, AIDES)
    pick(state, "claim", card=card)
    assert state.prompt.kind == "mentor"
    pick(state, "mentor", src="scout", dst="warden")
    pick(state, "mentor", src="scout", dst="ranger")
    assert pb.hire["scout"] == 0 and pb.hire["warden"] == 1 and pb.hire["ranger"] == 1
    assert not (state.prompt and state.prompt.kind == "mentor")  # at most 2
    # scoring: sets of red+blue+green (Exotics fill gaps), 3 each, at most 9
    pb.dragons = [card_id(state, n) for n in ("Tidefin Whelp", "Cinder Pup", "Fernclaw",
                                              "Sootscale", "Mistcoil", "Opal Drifter")]
    assert state.hero_score(ME, hid) == 6


def test_merchant():
    state = fresh(3, position={"boards": [{"gear": 0}]})
    hid = hero(state, "merchant")
    pb = my_turn(state)
    pick(state, "warehouse")
    assert pb.gear == 2  # first Crest there: no bonus
    end_turn(state)
    state.turn = ME
    pick(state, "warehouse")
    assert pb.gear == 6
    pb.heroes += ["H-squire", "H-bard"]
    assert state.hero_score(ME, hid) == 6


def test_messenger():
    state = fresh(3, position={"boards": [
        {"hire": {"grunt": 5, "scout": 1, "ranger": 0, "warden": 0}}]})
    hid = hero(state, "messenger")
    pb = state.boards[ME]
    state.raid_discarded = card_id(state, "Night Ambush")  # 1 Expert
    to_raid(state, "Burnt Granary")  # 1 Grunt per Hero/Preserve
    assert state.prompt.kind == "messenger"
    pick(state, "messenger", card=card_id(state, "Night Ambush"))
    assert pb.hire == {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}
    pb.hire["grunt"] = 9
    assert state.hero_score(ME, hid) == 6
    pb.hire["grunt"] = 20
    assert state.hero_score(ME, hid) == 10


def test_quartermaster():
    state = fresh(3)
    hid = hero(state, "quartermaster")
    pb = state.boards[ME]
    pb.dragons += [card_id(state, "Mistcoil"), card_id(state, "Frostgill")]  # 3 blue
    gear = pb.gear
    to_raid(state, "Broken Bridge")
    assert pb.gear == gear + 1
    pb.tracks = {"strength": 4, "senses": 3, "speed": 6}
    assert state.hero_score(ME, hid) == 6
    pb.tracks = {"strength": 6, "senses": 6, "speed": 6}
    assert state.hero_score(ME, hid) == 10


# ---------------------------------------------------------------- green Heroes
def test_caretaker():
    state = fresh(3)
    hid = hero(state, "caretaker")
    pb = my_turn(state)
    pick(state, "party", loc="preserve", space=1, grunt=1, expert=0, companion=False)
    assert pb.hire["grunt"] == 10
    state.boards[YOU].dragons = [card_id(state, "Fernclaw"), card_id(state, "Opal Drifter")]
    assert state.hero_score(ME, hid) == 7  # the other player's Exotic is not green for me
    state.boards[YOU].dragons.append(card_id(state, "Thornwing"))
    assert state.hero_score(ME, hid) == 0


def test_custodian():
    state = fresh(3, position={"boards": [{"hire": {"grunt": 5}}]})
    hid = hero(state, "custodian")
    pb = state.boards[ME]
    pb.heroes += ["H-squire"]  # 2 Heroes -> Burnt Granary asks 2 Grunts, Custodian 1
    to_raid(state, "Burnt Granary")
    assert state.prompt.kind == "may" and state.prompt["effect"] == "custodian"
    pick(state, "may")
    assert pb.hire["grunt"] == 4
    pb.tracks = {"strength": 2, "senses": 5, "speed": 0}
    state.boards[YOU].tracks = {"strength": 6, "senses": 5, "speed": 6}
    assert state.hero_score(ME, hid) == 5  # Senses: nobody higher
    state.boards[THIRD].tracks = {"strength": 0, "senses": 6, "speed": 0}
    assert state.hero_score(ME, hid) == 0


def test_dragon_trainer():
    state = fresh(3)
    hid = hero(state, "dragon_trainer")
    clear_board(state)
    pb = state.boards[ME]
    spare = card_id(state, "Frostgill")
    pb.dragons.append(spare)
    start_reward(state, AIDES)
    assert state.prompt.kind == "trainer"
    assert {a.get("dragon") for a in state.legal_actions()} == {spare, None}
    pick(state, "trainer", dragon=spare)
    assert spare not in pb.dragons and pb.tracks["senses"] == 1
    pb.hire["ranger"] = 2
    assert state.hero_score(ME, hid) == 7
    state.boards[YOU].hire["ranger"] = 3
    assert state.hero_score(ME, hid) == 0


def test_dragonspeaker():
    state = fresh(3, position={"boards": [{"flame": 2}]})
    hid = hero(state, "dragonspeaker")
    clear_board(state)
    pb = state.boards[ME]
    d = card_id(state, "Cinder Pup")
    state.offer["camp"] = [d, None, None]
    set_party(state, "camp", 1, ME, grunt=1)
    start_reward(state, AIDES)
    pick(state, "claim", card=d)
    assert state.prompt.kind == "may" and state.prompt["effect"] == "dragonspeaker"
    pick(state, "may")
    assert pb.flame == 1
    # Hirelings include Parties on the board; Gear does not count
    assert state.hero_score(ME, hid) == 7  # 9 Grunts each, ties count
    state.boards[YOU].hire["scout"] = 1
    assert state.hero_score(ME, hid) == 0


def test_overseer():
    state = fresh(3)
    hid = hero(state, "overseer")
    pb = my_turn(state)
    pick(state, "warehouse")
    assert pb.gear == 4 and pb.hire["grunt"] == 11
    pb.dragons = [card_id(state, n) for n in ("Mossback Whelp", "Cinder Pup", "Fernclaw",
                                              "Volcano Queen")]  # 1, 2, 2, 8 Glory
    assert state.hero_score(ME, hid) == 6


def test_priestess():
    state = fresh(3, position={"boards": [{"flame": 5}]})
    hid = hero(state, "priestess")
    pb = state.boards[ME]
    pb.dragons += [card_id(state, n) for n in ("Fernclaw", "Thornwing", "Barkhide")]
    to_raid(state, "Broken Bridge")
    assert state.prompt.kind == "may" and state.prompt["effect"] == "priestess"
    assert state.prompt["n"] == 2  # 4 green Dragons
    pick(state, "may")
    assert pb.flame == 3
    pb.preserves = ["P01", "P02", "P03"]
    assert state.hero_score(ME, hid) == 6


def test_squire():
    state = fresh(3)
    hid = hero(state, "squire")
    pb = my_turn(state)
    pick(state, "firestation", double=False)
    assert pb.flame == 1 and pb.hire["grunt"] == 14  # first Crest there: normal
    end_turn(state)
    state.turn = ME
    pick(state, "firestation", double=False)
    assert pb.flame == 1 and pb.hire["grunt"] == 19
    pb.hire["scout"] = 2
    state.boards[YOU].hire["scout"] = 2
    assert state.hero_score(ME, hid) == 7
    state.boards[YOU].hire["scout"] = 3
    assert state.hero_score(ME, hid) == 0


def test_tactician():
    state = fresh(3)
    hid = hero(state, "tactician")
    pb = my_turn(state)
    pb.garrisons = ["G-green-5"]  # needs 2 green Dragons and 2 Preserves
    pb.preserves = ["P11"]  # 1 green Dragon (attached to the Hero), 1 Preserve
    state.resume()
    assert pb.completed == []  # two short: one reduction is not enough
    pb.dragons.append(card_id(state, "Fernclaw"))
    state.resume()
    assert pb.completed == ["G-green-5"]
    pb.hire["warden"] = 1
    assert state.hero_score(ME, hid) == 7
    state.boards[THIRD].hire["warden"] = 2
    assert state.hero_score(ME, hid) == 0


def test_all_27_heroes_are_covered():
    names = {n[5:] for n in globals() if n.startswith("test_")}
    keys = [c.key for c in fresh(2).content.cards.values() if c.kind == "hero"]
    assert len(keys) == 27
    missing = [k for k in keys if k not in names and not any(k in n for n in names)]
    assert missing == []
