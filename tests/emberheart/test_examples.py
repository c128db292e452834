"""The rulebook's worked examples, position by position."""

from .helpers import card_id, card_ids, claims, clear_board, fresh, pick, set_party, start_reward

ASTRID, BRANDON, HELGA = 0, 1, 2
ALL_AIDES = {"leader": ASTRID, "defender": BRANDON, "healer": HELGA}
NO_HIRE = {"grunt": 0, "scout": 0, "ranger": 0, "warden": 0}


def test_astrid_companion_example():
    state = fresh(3, position={"turn": ASTRID, "boards": [{
        "tracks": {"strength": 1, "senses": 3, "speed": 4},
        "hire": {"grunt": 2, "scout": 0, "ranger": 0, "warden": 0}, "gear": 0, "flame": 5}]})
    pb = state.boards[ASTRID]
    clear_board(state)
    # Without the Companion, 2 Grunts may not go to space 3.
    assert not [a for a in state.legal_actions()
                if a.kind == "party" and a["loc"] == "tavern" and a["space"] == 3
                and not a["companion"]]
    pick(state, "party", loc="tavern", space=3, grunt=2, expert=0, companion=True)
    # the placement effects are hers to use ("you may use and combine"): she uses both
    pick(state, "companion", senses=True, speed=True)
    party = state.spaces["tavern"][2]
    assert party["grunt"] == 2 and party["companion"]
    assert pb.hire["grunt"] == 0
    assert pb.gear == 2  # Senses step 3 placement effect
    assert pb.flame == 3  # Speed marker on 4 uses the step-3 effect: Flame -2
    assert state.attribute_glory(ASTRID) == {"strength": 0, "senses": 2, "speed": 5}
    assert sum(state.attribute_glory(ASTRID).values()) == 7
    assert state.turn == BRANDON


def test_speed_only_when_first_at_the_location():
    state = fresh(3, position={"turn": ASTRID,
                               "boards": [{"tracks": {"speed": 4}, "flame": 5}]})
    clear_board(state)
    pb = state.boards[ASTRID]
    set_party(state, "tavern", 1, HELGA, grunt=1)
    pick(state, "party", loc="tavern", space=4, grunt=3, expert=0, companion=True)
    assert pb.flame == 5


def test_poachers_camp_claim_order_example():
    green, red, blue = card_ids("Fernclaw", "Cinder Pup", "Mistcoil")
    state = fresh(3, position={"boards": [{"hire": NO_HIRE, "gear": 0}] * 3,
                               "offer": {"camp": [red, green, blue]}})
    clear_board(state)
    set_party(state, "camp", 5, ASTRID, grunt=3, scout=2)
    set_party(state, "camp", 4, HELGA, grunt=4)
    set_party(state, "camp", 2, ASTRID, grunt=2)
    set_party(state, "camp", 1, BRANDON, grunt=1)
    start_reward(state, ALL_AIDES | {"survivalist": BRANDON})
    assert state.prompt.seat == ASTRID and sorted(claims(state)) == sorted([red, green, blue])
    pick(state, "claim", card=green)
    assert state.prompt.seat == HELGA and sorted(claims(state)) == sorted([red, blue])
    pick(state, "claim", card=red)
    assert state.prompt.seat == ASTRID and claims(state) == [blue]
    pick(state, "claim", card=blue)
    # Brandon has nothing left: he recalls his Party, which comes home with its Grunt and
    # 2 Gear (recalling is his choice: "you may recall").
    assert state.prompt.seat == BRANDON and claims(state) == []
    pick(state, "pass")
    assert state.boards[BRANDON].gear == 2
    assert state.boards[BRANDON].hire["grunt"] == 1
    assert state.boards[ASTRID].dragons == [green, blue]
    assert state.boards[HELGA].dragons == [red]
    # Claiming Parties: Grunts discarded, Experts and Crests back.
    assert state.boards[ASTRID].hire == {"grunt": 0, "scout": 2, "ranger": 0, "warden": 0}
    assert state.boards[HELGA].hire["grunt"] == 0
    assert state.spaces["camp"] == [None] * 5
    assert [pb.crests for pb in state.boards] == [5, 5, 5]


def mountain_cards(bottom, middle, top) -> dict:
    """The ``mountain`` of a position, its cards named."""
    return {"bottom": card_ids(*bottom), "middle": card_ids(*middle), "top": card_ids(*top)}


def test_mountain_example_1_level_by_level():
    state = fresh(3, position={
        "boards": [{"hire": NO_HIRE, "flame": 0, "gear": 0}] * 3,
        "mountain": mountain_cards(["Pine Stalker", "Ember Stalker", "Meadow Glider"],
                                   ["Glacier Drake", "Tempest Wyrm"], ["Sunfire Ancient"])})
    clear_board(state)
    set_party(state, "mountain", 5, ASTRID, grunt=2, warden=3)
    set_party(state, "mountain", 3, BRANDON, warden=3, companion=True)
    set_party(state, "mountain", 2, HELGA, grunt=1, warden=1)
    set_party(state, "mountain", 1, ASTRID, grunt=1)
    grunts_before = state.supply["grunt"]
    start_reward(state, {"leader": BRANDON, "defender": HELGA, "healer": BRANDON,
                         "survivalist": ASTRID})
    A, B, H = (state.boards[p] for p in (ASTRID, BRANDON, HELGA))
    # ---- bottom level
    assert state.prompt.seat == ASTRID
    pick(state, "mclaim", card=card_id(state, "Pine Stalker"))
    assert state.spaces["mountain"][4]["warden"] == 2
    assert state.prompt.seat == BRANDON
    pick(state, "mclaim", card=card_id(state, "Ember Stalker"))
    assert B.flame == 2
    assert state.prompt.seat == HELGA
    pick(state, "mclaim", card=card_id(state, "Meadow Glider"))
    assert H.flame == 1
    # Astrid's Party of 1 Grunt finds nothing: recalled with its Grunt, +2 Gear.
    assert A.gear == 2 and A.hire["grunt"] == 1
    # Warden spaces: Brandon 3, Astrid 2, Helga 1 (no tie, no question asked).
    assert [(pt["player"], pt["warden"]) for pt in state.warden_spaces] == \
        [(BRANDON, 3), (ASTRID, 2), (HELGA, 1)]
    assert all(pt["grunt"] == 0 and not pt["companion"] for pt in state.warden_spaces)
    assert state.supply["grunt"] == grunts_before + 3  # Astrid's 2 and Helga's 1 discarded
    # ---- middle level
    assert state.prompt.seat == BRANDON
    pick(state, "mclaim", card=card_id(state, "Glacier Drake"))
    assert B.flame == 3
    brandon_party, astrid_party = state.warden_spaces[0], state.warden_spaces[1]
    assert brandon_party["warden"] == 1  # card's Warden + the board's Warden
    assert state.prompt.seat == ASTRID
    pick(state, "mclaim", card=card_id(state, "Tempest Wyrm"))
    assert astrid_party["warden"] == 1
    assert state.waiting_parties == [brandon_party, astrid_party]
    # Helga: nothing left, retrieved without Gear.
    assert H.gear == 0 and H.hire["warden"] == 1 and H.crests == 5
    # ---- top level: tie 1-1, Astrid (Survivalist) orders
    assert state.prompt.kind == "order" and state.prompt.seat == ASTRID
    pick(state, "order", owner=ASTRID)
    assert state.prompt.kind == "mclaim" and state.prompt.seat == ASTRID
    flame_before = A.flame
    pick(state, "mclaim", card=card_id(state, "Sunfire Ancient"))
    assert state.prompt.kind == "peak" and state.prompt.seat == ASTRID
    pick(state, "peak", track="speed")
    assert A.flame == flame_before + 1 + 1  # the card's Flame and the board's Flame
    assert A.hire["warden"] == 0  # last Warden discarded
    assert A.tracks["speed"] == 1
    # Brandon recalls without gaining or losing anything else.
    assert B.hire["warden"] == 1 and B.flame == 3
    assert [pb.crests for pb in state.boards] == [5, 5, 5]
    assert A.dragons == [card_id(state, n) for n in
                         ("Pine Stalker", "Tempest Wyrm", "Sunfire Ancient")]


def test_mountain_example_2_level_by_level():
    state = fresh(3, position={
        "boards": [{"hire": NO_HIRE, "flame": 0, "gear": 0}] * 3,
        "mountain": mountain_cards(["Pine Stalker", "Hail Diver", "Smoke Glider"],
                                   ["Cinderlord", "Grove Drake"], ["Volcano Queen"])})
    clear_board(state)
    set_party(state, "mountain", 4, HELGA, grunt=3, warden=1)
    set_party(state, "mountain", 3, BRANDON, grunt=3)
    set_party(state, "mountain", 2, ASTRID, warden=2)
    start_reward(state, {"leader": HELGA, "defender": HELGA, "healer": ASTRID,
                         "survivalist": BRANDON})
    A, B, H = (state.boards[p] for p in (ASTRID, BRANDON, HELGA))
    assert state.prompt.seat == HELGA
    pick(state, "mclaim", card=card_id(state, "Hail Diver"))
    assert H.flame == 2
    # Brandon has no Warden: the green Dragon needing one is not offered.
    assert state.prompt.seat == BRANDON
    assert claims(state) == [card_id(state, "Smoke Glider")]
    pick(state, "mclaim", card=card_id(state, "Smoke Glider"))
    assert state.prompt.seat == ASTRID
    pick(state, "mclaim", card=card_id(state, "Pine Stalker"))
    # Brandon has no Warden left: Crest back, no Gear.  Tie 1-1: Brandon orders.
    assert B.crests == 5 and B.gear == 0 and B.hire["grunt"] == 0
    assert state.prompt.kind == "order" and state.prompt.seat == BRANDON
    pick(state, "order", owner=HELGA)
    assert [pt["player"] for pt in state.warden_spaces] == [HELGA, ASTRID]
    # ---- middle level
    assert state.prompt.seat == HELGA
    pick(state, "pass")
    assert H.gear == 0 and H.hire["warden"] == 1 and H.flame == 2
    assert state.prompt.seat == ASTRID
    pick(state, "mclaim", card=card_id(state, "Cinderlord"))
    assert A.flame == 2  # the card's +1 and +1 for the Warden she could not pay
    assert A.hire["warden"] == 0 and A.crests == 5
    assert A.dragons[-1] == card_id(state, "Cinderlord")
    # The Mountain's resolution ends; the cards left are discarded in the Reset phase.
    assert state.round == 2
    assert card_id(state, "Grove Drake") in state.discards
    assert card_id(state, "Volcano Queen") in state.discards


def test_flame_scoring_example():
    state = fresh(3, position={"boards": [{"flame": 9, "gear": 0},  # Astrid
                                          {"flame": 3, "gear": 0},  # Brandon
                                          {"flame": 6, "gear": 0}],  # Helga
                               "round": 5, "phase": {"stage": "raid", "seats": []}})
    assert state.is_over
    flame = {p: dict(state.scores[p])["Flame"] for p in range(3)}
    assert flame == {ASTRID: 0, HELGA: 3, BRANDON: 8}


def test_gear_lowers_flame_at_the_end_in_threes():
    state = fresh(2, position={"boards": [{"flame": 4, "gear": 7}, {"flame": 6, "gear": 0}],
                               "round": 5, "phase": {"stage": "raid", "seats": []}})
    assert state.prompt.kind == "final_gear"
    assert sorted(a.get("n") or 0 for a in state.legal_actions()) == [0, 1, 2]
    pick(state, "final_gear", n=2)
    assert state.boards[0].flame == 2 and state.boards[0].gear == 1
    assert dict(state.scores[0])["Flame"] == 4 and dict(state.scores[1])["Flame"] == 0


def test_exotic_dragon_example():
    blue, exotic_left, exotic_right, green_preserve = card_ids(
        "Tidefin Whelp", "Opal Drifter", "Prism Moth", "Old Grove")
    astrid = {"heroes": ["H-quartermaster"],  # Ability: +1 Gear for every second Blue Dragon
              "preserves": [green_preserve], "dragons": [blue, exotic_left, exotic_right],
              "attached": {"H-quartermaster": blue, green_preserve: exotic_right}, "gear": 2}
    state = fresh(3, position={"boards": [astrid]})
    assert state.dragon_color(ASTRID, exotic_right) == "green"
    assert state.dragon_color(ASTRID, exotic_left) == "exotic"
    assert state.color_count(ASTRID, "blue") == 2  # one blue + the unattached Exotic
    assert state.color_count(ASTRID, "green") == 2  # the attached one + the unattached one
    state = fresh(3, position={"boards": [astrid], "raids": card_ids("Broken Bridge"),
                               "phase": {"stage": "raid", "seats": [ASTRID]}})
    assert state.boards[ASTRID].gear == 2 + 1  # the Ability's two blue Dragons are there
