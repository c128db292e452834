"""Each of the 27 Heroes: its Ability and its Scoring Condition, from set-up positions."""

import functools

import pytest

from .helpers import (
    card_id,
    card_ids,
    clear_board,
    end_turn,
    fresh,
    pick,
    set_party,
    start_reward,
)

ME, YOU, THIRD = 0, 1, 2
MATCH = {"red": "Ashwing Hatchling", "blue": "Tidefin Whelp", "green": "Mossback Whelp"}


ids = card_ids


def holding(key: str, attach: bool = True, dragons: tuple[str, ...] = (),
            heroes: tuple[str, ...] = (), **board) -> dict:
    """A player board (scenario position) with the Hero ``key`` and, with ``attach``, a
    matching 1-Glory Dragon attached to it; ``dragons`` (names) and ``heroes`` (ids) join
    them, ``board`` is more of the board (``games/emberheart/scenario.py``)."""
    hid = f"H-{key}"
    owned = ids(*dragons)
    fields = {"heroes": [hid, *heroes], **board}
    if attach:
        match = ids(MATCH[_hero_colour(hid)])[0]
        owned = owned if match in owned else [match, *owned]
        fields["attached"] = {hid: match}
    if owned:
        fields["dragons"] = owned
    return fields


def hero(state, key, p=ME, attach=True):
    """Give player ``p`` the Hero with a matching 1-Glory Dragon attached, on a game already
    under way (writes into the boards: the tests here use ``with_hero``; kept for
    ``test_mutants_seed606.py``)."""
    hid = f"H-{key}"
    pb = state.boards[p]
    pb.heroes.append(hid)
    if attach:
        dragon = card_id(state, MATCH[state.card(hid).color])
        pb.dragons.append(dragon)
        pb.attached[hid] = dragon
    return hid


@functools.cache
def _hero_colour(hid: str) -> str:
    return fresh(2).content.cards[hid].color


def with_hero(key: str, attach: bool = True, position: dict | None = None, **board):
    """A new 3-player game (round 1 begun) in which ME holds the Hero ``key``; ``board``:
    more of ME's board (see ``holding``), ``position``: more of the position.  Returns the
    state and the Hero's id."""
    position = {"boards": [holding(key, attach, **board)], **(position or {})}
    return fresh(3, position=position), f"H-{key}"


def score(key: str, me: dict | None = None, you: dict | None = None,
          third: dict | None = None) -> int:
    """The Glory of ME's Hero ``key`` in a position where ME holds it (with its Dragon)
    and ``me``, and the other two boards are ``you`` and ``third``."""
    boards = [holding(key, **(me or {})), you or {}, third or {}]
    return fresh(3, position={"boards": boards}).hero_score(ME, f"H-{key}")


def my_turn(state, p=ME):
    clear_board(state)
    state.turn = p
    return state.boards[p]


def to_prelude(state):
    state.stage = "setup"
    state.first = ME
    state.resume()


def at_raid(raid_name: str, seats=(ME,)) -> dict:
    """Position fields: the round's Raid phase begins with ``raid_name`` face up, ``seats``
    still to resolve it."""
    return {"raids": card_ids(raid_name), "phase": {"stage": "raid", "seats": list(seats)}}


AIDES = {"leader": YOU, "defender": YOU, "healer": YOU, "survivalist": YOU}


# ---------------------------------------------------------------- red Heroes
def test_apprentice():
    state, hid = with_hero("apprentice")  # held from the start: round 1's prelude asks
    assert state.stage == "prelude"
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
    state, hid = with_hero("apprentice", attach=False)
    to_prelude(state)
    assert state.stage == "action" and not state.pending_decisions()
    assert ["Hero: Apprentice", 4] not in state.score_lines(ME)


def test_bard():
    state, hid = with_hero("bard")  # held from the start: round 1's prelude asks
    assert state.stage == "prelude" and state.prompt.kind == "bard"
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
    assert score("bard", me={"garrisons": ["G-red-4"]}, you={"garrisons": ["G-blue-4"]}) == 7
    assert score("bard", me={"garrisons": ["G-red-4"]},
                 you={"garrisons": ["G-blue-4", "G-green-4"]}) == 0


def test_fire_sage():
    state, hid = with_hero("fire_sage", hire={"grunt": 5}, flame=0,  # 3 Heroes -> Burnt
                           heroes=("H-mentor", "H-tavernkeeper"),   # Granary asks 3 Grunts
                           position=at_raid("Burnt Granary"))
    pb = state.boards[ME]
    assert state.prompt.kind == "fire_sage"
    pick(state, "fire_sage")
    assert pb.flame == 1 and pb.hire["grunt"] == 4
    assert score("fire_sage", you={"dragons": ids("Cinder Pup")}) == 7  # 1 red each
    assert score("fire_sage", you={"dragons": ids("Cinder Pup", "Sootscale")}) == 0


def test_outfitter():
    state, hid = with_hero("outfitter", gear=0)
    pb = my_turn(state)
    pick(state, "firestation", double=False)
    assert state.prompt.kind == "outfitter"
    assert sorted(a.get("n") or 0 for a in state.legal_actions()) == [0, 1, 2, 3, 4]
    pick(state, "outfitter", n=3)
    assert pb.hire["grunt"] == 11 and pb.gear == 3
    mine, yours = {"preserves": ["P02"]}, {"preserves": ["P03"]}
    assert score("outfitter", mine, yours) == 7
    assert score("outfitter", mine, yours, {"preserves": ["P04", "P05"]}) == 0


def test_paragon():
    state, hid = with_hero("paragon")  # held from the start: round 1's prelude asks
    pb = state.boards[ME]
    assert state.stage == "prelude" and state.prompt.kind == "paragon"
    pick(state, "paragon", option="sr")
    assert pb.hire == {"grunt": 8, "scout": 1, "ranger": 1, "warden": 0} and pb.flame == 1
    # scoring: most Dragons (ties count)
    assert score("paragon", you={"dragons": ids("Cinder Pup")}) == 5
    assert score("paragon", you={"dragons": ids("Cinder Pup", "Mistcoil")}) == 0


def test_peakwalker():
    state, hid = with_hero("peakwalker", tracks={"strength": 1, "senses": 0, "speed": 0})
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
    assert score("peakwalker", {"gear": 4}, {"gear": 4}, {"gear": 1}) == 7
    assert score("peakwalker", {"gear": 4}, {"gear": 5}, {"gear": 1}) == 0


def test_recruiter():
    state, hid = with_hero("recruiter", hire={"grunt": 0, "scout": 0, "ranger": 0, "warden": 0},
                           # 1 red Dragon attached, 4 red counting the Exotic
                           dragons=("Cinder Pup", "Sootscale", "Opal Drifter"),
                           position=at_raid("Broken Bridge"))
    pb = state.boards[ME]
    assert state.prompt.kind == "may" and state.prompt["effect"] == "recruiter"
    pick(state, "may")
    assert state.round == 2 and pb.hire["grunt"] == 2
    assert score("recruiter", {"hire": {"grunt": 0, "scout": 7, "ranger": 6, "warden": 3}}) == 6
    assert score("recruiter",
                 {"hire": {"grunt": 0, "scout": 7, "ranger": 6, "warden": 6}}) == 10  # capped


def test_tavernkeeper():
    state, hid = with_hero("tavernkeeper")
    pb = my_turn(state)
    pick(state, "party", loc="tavern", space=1, grunt=1, expert=0, companion=False)
    assert pb.gear == 3
    assert score("tavernkeeper", {"tracks": {"strength": 3, "senses": 3, "speed": 4}}) == 7
    assert score("tavernkeeper", {"tracks": {"strength": 3, "senses": 2, "speed": 4}}) == 0


def test_wrangler():
    state, hid = with_hero("wrangler")
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
    three = ["G-red-4", "G-red-5", "G-blue-4"]
    assert score("wrangler", {"garrisons": three}) == 6
    assert score("wrangler", {"garrisons": [*three, "G-blue-5", "G-green-4", "G-green-5"]}) == 10


# ---------------------------------------------------------------- blue Heroes
def test_blazebinder():
    state, hid = with_hero("blazebinder", flame=3)
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
    six = {"hire": {"grunt": 6}}
    assert score("blazebinder", six, six, {"hire": {"grunt": 2}}) == 7
    assert score("blazebinder", six, six, {"hire": {"grunt": 7}}) == 0


def test_dragon_knight():
    state, hid = with_hero("dragon_knight", tracks={"strength": 1, "senses": 0, "speed": 0})
    pb = my_turn(state)
    pb.garrisons = ["G-blue-3"]  # 1 blue Dragon + 1 Preserve, prints Senses
    pb.preserves = ["P06"]
    state.resume()
    assert state.prompt.kind == "knight"
    assert {a["track"] for a in state.legal_actions()} == {"strength", "senses", "speed"}
    pick(state, "knight", track="strength")
    assert pb.tracks["strength"] == 2 and pb.completed == ["G-blue-3"]
    assert score("dragon_knight", you={"dragons": ids("Mistcoil")}) == 7
    assert score("dragon_knight", you={"dragons": ids("Mistcoil", "Frostgill")}) == 0


def test_fire_marshall():
    state, hid = with_hero("fire_marshall")
    pb = my_turn(state)
    pick(state, "firestation", double=True)
    assert pb.hire["grunt"] == 18 and pb.flame == 1 and pb.crests == 3
    assert state.firestation == [ME, ME]
    assert score("fire_marshall", {"gear": 7}) == 7
    assert score("fire_marshall", {"gear": 14}) == 10


def test_infiltrator():
    state, hid = with_hero("infiltrator")
    pb = my_turn(state)
    pick(state, "party", loc="camp", space=2, grunt=2, expert=0, companion=False)
    assert pb.hire["grunt"] == 9
    assert score("infiltrator", you={"heroes": ["H-mentor"]}) == 7
    assert score("infiltrator", you={"heroes": ["H-mentor", "H-bard"]}) == 0


@pytest.mark.parametrize("key,expert", [("master_scout", "scout"),
                                        ("master_ranger", "ranger")])
def test_master_scout_and_master_ranger(key, expert):
    state, hid = with_hero(key)
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
    state, hid = with_hero("mentor")
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
    assert score("mentor", {"dragons": ("Tidefin Whelp", "Cinder Pup", "Fernclaw",
                                        "Sootscale", "Mistcoil", "Opal Drifter")}) == 6


def test_merchant():
    state, hid = with_hero("merchant", gear=0)
    pb = my_turn(state)
    pick(state, "warehouse")
    assert pb.gear == 2  # first Crest there: no bonus
    end_turn(state)
    state.turn = ME
    pick(state, "warehouse")
    assert pb.gear == 6
    assert score("merchant", {"heroes": ("H-mentor", "H-bard")}) == 6  # 3 Heroes


def test_messenger():
    state, hid = with_hero("messenger", hire={"grunt": 5, "scout": 1, "ranger": 0, "warden": 0},
                           position={"raid_discarded": card_ids("Night Ambush")[0],  # 1 Expert
                                     **at_raid("Burnt Granary")})  # 1 Grunt per Hero/Preserve
    pb = state.boards[ME]
    assert state.prompt.kind == "messenger"
    pick(state, "messenger", card=card_id(state, "Night Ambush"))
    assert pb.hire == {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}
    assert score("messenger", {"hire": {"grunt": 9}}) == 6
    assert score("messenger", {"hire": {"grunt": 20}}) == 10


def test_quartermaster():
    state, hid = with_hero("quartermaster", dragons=("Mistcoil", "Frostgill"),  # 3 blue
                           gear=2, position=at_raid("Broken Bridge"))
    pb = state.boards[ME]
    assert pb.gear == 2 + 1
    assert score("quartermaster", {"tracks": {"strength": 4, "senses": 3, "speed": 6}}) == 6
    assert score("quartermaster", {"tracks": {"strength": 6, "senses": 6, "speed": 6}}) == 10


# ---------------------------------------------------------------- green Heroes
def test_caretaker():
    state, hid = with_hero("caretaker")
    pb = my_turn(state)
    pick(state, "party", loc="preserve", space=1, grunt=1, expert=0, companion=False)
    assert pb.hire["grunt"] == 10
    yours = ("Fernclaw", "Opal Drifter")  # the other player's Exotic is not green for me
    assert score("caretaker", you={"dragons": ids(*yours)}) == 7
    assert score("caretaker", you={"dragons": ids(*yours, "Thornwing")}) == 0


def test_custodian():
    state, hid = with_hero("custodian", hire={"grunt": 5},  # 2 Heroes -> Burnt Granary
                           heroes=("H-tavernkeeper",),        # asks 2 Grunts, Custodian 1
                           position=at_raid("Burnt Granary"))
    pb = state.boards[ME]
    assert state.prompt.kind == "may" and state.prompt["effect"] == "custodian"
    pick(state, "may")
    assert pb.hire["grunt"] == 4
    mine = {"tracks": {"strength": 2, "senses": 5, "speed": 0}}
    yours = {"tracks": {"strength": 6, "senses": 5, "speed": 6}}
    assert score("custodian", mine, yours) == 5  # Senses: nobody higher
    assert score("custodian", mine, yours,
                 {"tracks": {"strength": 0, "senses": 6, "speed": 0}}) == 0


def test_dragon_trainer():
    state, hid = with_hero("dragon_trainer", dragons=("Frostgill",))
    clear_board(state)
    pb = state.boards[ME]
    spare = card_id(state, "Frostgill")
    start_reward(state, AIDES)
    assert state.prompt.kind == "trainer"
    assert {a.get("dragon") for a in state.legal_actions()} == {spare, None}
    pick(state, "trainer", dragon=spare)
    assert spare not in pb.dragons and pb.tracks["senses"] == 1
    assert score("dragon_trainer", {"hire": {"ranger": 2}}) == 7
    assert score("dragon_trainer", {"hire": {"ranger": 2}}, {"hire": {"ranger": 3}}) == 0


def test_dragonspeaker():
    state, hid = with_hero("dragonspeaker", flame=2)
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
    state, hid = with_hero("overseer")
    pb = my_turn(state)
    pick(state, "warehouse")
    assert pb.gear == 4 and pb.hire["grunt"] == 11
    assert score("overseer", {"dragons": ("Mossback Whelp", "Cinder Pup", "Fernclaw",
                                          "Volcano Queen")}) == 6  # 1, 2, 2, 8 Glory


def test_priestess():
    state, hid = with_hero("priestess", flame=5, dragons=("Fernclaw", "Thornwing", "Barkhide"),
                           position=at_raid("Broken Bridge"))
    pb = state.boards[ME]
    assert state.prompt.kind == "may" and state.prompt["effect"] == "priestess"
    assert state.prompt["n"] == 2  # 4 green Dragons
    pick(state, "may")
    assert pb.flame == 3
    assert score("priestess", {"preserves": ["P02", "P03", "P04"]}) == 6


def test_squire():
    state, hid = with_hero("squire")
    pb = my_turn(state)
    pick(state, "firestation", double=False)
    assert pb.flame == 1 and pb.hire["grunt"] == 14  # first Crest there: normal
    end_turn(state)
    state.turn = ME
    pick(state, "firestation", double=False)
    assert pb.flame == 1 and pb.hire["grunt"] == 19
    assert score("squire", {"hire": {"scout": 2}}, {"hire": {"scout": 2}}) == 7
    assert score("squire", {"hire": {"scout": 2}}, {"hire": {"scout": 3}}) == 0


def test_tactician():
    state, hid = with_hero("tactician")
    pb = my_turn(state)
    pb.garrisons = ["G-green-5"]  # needs 2 green Dragons and 2 Preserves
    pb.preserves = ["P11"]  # 1 green Dragon (attached to the Hero), 1 Preserve
    state.resume()
    assert pb.completed == []  # two short: one reduction is not enough
    pb.dragons.append(card_id(state, "Fernclaw"))
    state.resume()
    assert pb.completed == ["G-green-5"]
    assert score("tactician", {"hire": {"warden": 1}}) == 7
    assert score("tactician", {"hire": {"warden": 1}}, third={"hire": {"warden": 2}}) == 0


def test_all_27_heroes_are_covered():
    names = {n[5:] for n in globals() if n.startswith("test_")}
    keys = [c.key for c in fresh(2).content.cards.values() if c.kind == "hero"]
    assert len(keys) == 27
    missing = [k for k in keys if k not in names and not any(k in n for n in names)]
    assert missing == []
