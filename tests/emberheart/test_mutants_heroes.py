"""Hero abilities at their exact thresholds, found by mutation runs (``bench/mutate_many.py``):
each test sets a position through the scenario API and checks one rule of the rulebook at the
edge a one-character slip in the code would move."""

from __future__ import annotations

from .helpers import card_id, fresh, pick, start_reward

ME = 0
BLUE_WHELP = "C05"  # a blue Captive Dragon, to make a blue Hero active
RED_SCALE = "C03"  # a red one (not on offer with seed 2)


def with_hero(hero: str, dragon: str, supply: dict | None = None, seed: int = 2,
              **board) -> object:
    """A three-player game (round 1, seat 0's turn) where seat 0 has ``hero`` made active
    by ``dragon`` attached to it, and the rest of ``board`` (the seed decides the cards
    on offer: the Hero and Dragon must not be among them)."""
    return fresh(3, seed=seed, position={"turn": ME, "supply": supply or {}, "boards": [{
        "heroes": [hero], "dragons": [dragon], "attached": {hero: dragon}, **board}]})


def begin_round(state) -> None:
    """Run the start of a round (the Heroes that act "before the first turn") for seat 0."""
    state.stage = "setup"
    state.first = ME
    state.resume()


def raid(state, name: str) -> None:
    """Run the Raid phase for seat 0 alone with the Raid card ``name`` left on the board."""
    state.raids = [card_id(state, name)]
    state.stage = "raid"
    state.progress = {"queue": [ME]}
    state.resume()


def test_fire_marshall_may_double_with_exactly_two_crests_left():
    """Fire Marshall: on your turn you may put two of your Crests on the Firestation together
    (8 Grunts, only +1 Flame).  Two Crests in hand are enough for that."""
    state = fresh(3, seed=2, position={"turn": ME, "boards": [{
        "crests": 2, "flame": 0, "hire": {"grunt": 0},
        "heroes": ["H-fire_marshall"], "dragons": [BLUE_WHELP],
        "attached": {"H-fire_marshall": BLUE_WHELP}}]})
    pick(state, "firestation", double=True)
    board = state.boards[ME]
    assert board.crests == 0 and state.firestation == [ME, ME]
    assert board.hire["grunt"] == 8 and board.flame == 1


def test_paragon_may_take_the_last_two_scouts_of_the_supply():
    """Paragon: before the first turn of a round, +1 Flame to trade exactly 2 Grunts for 2
    Scouts, 2 Rangers, or one of each.  With exactly 2 Scouts and no Ranger left in the
    supply, the two Scouts are the one trade offered."""
    state = with_hero("H-paragon", RED_SCALE, supply={"scout": 2, "ranger": 0})
    begin_round(state)
    assert state.prompt.kind == "paragon"
    offered = [a.get("option") for a in state.legal_actions() if a.kind == "paragon"]
    assert offered == ["ss"]


def test_fire_sage_is_not_asked_when_the_raid_asks_nothing():
    """Fire Sage: during the Raid phase, +1 Flame to discard 2 Hirelings fewer.  A Raid that
    asks nothing of the player (Stolen Saddles: a Grunt per 2 Rangers, and no Ranger) leaves
    nothing to reduce, so the question is not asked and the Flame stays."""
    state = with_hero("H-fire_sage", RED_SCALE, flame=0,
                      hire={"grunt": 5, "scout": 0, "ranger": 0, "warden": 0})
    raid(state, "Stolen Saddles")
    assert not (state.prompt and state.prompt.kind == "fire_sage")
    board = state.boards[ME]
    assert board.flame == 0 and board.hire["grunt"] == 5


def test_infiltrator_gains_only_at_the_poachers_camp_and_only_its_owner():
    """Infiltrator: +1 Grunt each time its owner places a Party on a Poachers' Camp space.
    A Party elsewhere (the Tavern) gains nothing from it, and neither does another player's
    Party at the Camp."""
    hand = {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}
    state = with_hero("H-infiltrator", BLUE_WHELP, hire=hand)
    assert state.hero_active(ME, "infiltrator")
    pick(state, "party", loc="tavern", space=2, grunt=2, expert=0, companion=False)
    assert state.boards[ME].hire["grunt"] == 3
    state = fresh(3, seed=2, position={"turn": ME, "boards": [{"hire": hand}]})
    pick(state, "party", loc="camp", space=2, grunt=2, expert=0, companion=False)
    assert state.boards[ME].hire["grunt"] == 3


def test_a_dragon_attached_to_a_hero_moves_no_track():
    """Attaching a Dragon to a Preserve of its colour advances that colour's Attribute
    track; attached to a Hero it activates the Hero (the move says so) and advances
    nothing."""
    state = fresh(3, seed=2, position={"turn": ME, "boards": [{
        "heroes": ["H-infiltrator"], "dragons": [BLUE_WHELP]}]})
    before = dict(state.boards[ME].tracks)
    attach = pick(state, "attach", dragon=BLUE_WHELP, host="H-infiltrator")
    assert attach.text == ("Attach Tidefin Whelp to Infiltrator (its Ability and Scoring "
                           "Condition count)")
    assert state.hero_active(ME, "infiltrator")
    assert state.boards[ME].tracks == before


def test_outfitter_is_not_asked_when_the_supply_has_no_gear():
    """Outfitter: after the Firestation, discard any number of the Grunts gained for as many
    Gear.  With no Gear token left in the common supply there is nothing to trade for, so
    the question is not asked."""
    state = with_hero("H-outfitter", RED_SCALE, supply={"gear": 0}, seed=3)
    pick(state, "firestation", double=False)
    assert not (state.prompt and state.prompt.kind == "outfitter")


def test_mentor_trades_only_for_another_expert_the_supply_still_has():
    """Mentor: after gaining Experts from a Tavern card, trade up to 2 of them for Experts of
    another type.  Two Scouts from Wandering Scouts, with no Ranger left in the supply:
    the only trade offered is a Scout for a Warden (never a Scout for a Scout)."""
    empty = [None] * 5
    state = fresh(3, seed=2, position={
        "turn": ME, "supply": {"ranger": 0},
        "offer": {"tavern": ["T04", "T08", "T05"]},
        "parties": {"guild": empty, "tavern": [None, {"seat": ME, "grunt": 2}, None, None, None],
                    "camp": empty, "mountain": empty, "preserve": empty, "garrison": empty},
        "boards": [{"heroes": ["H-mentor"], "dragons": [BLUE_WHELP],
                    "attached": {"H-mentor": BLUE_WHELP}}]})
    start_reward(state, {"leader": 1, "defender": 1, "healer": 1, "survivalist": 1})
    pick(state, "claim", card="T04")
    assert state.prompt.kind == "mentor"
    trades = [(a["src"], a["dst"]) for a in state.legal_actions() if a.kind == "mentor"]
    assert trades == [("scout", "warden")]
