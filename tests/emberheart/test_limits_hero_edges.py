"""Hero abilities and Player Skills at both edges of their thresholds (session 9's full
mutation sweep): each test sets a position through the scenario API and checks one sentence
of the rulebook's Hero table on both sides of the number it names."""

from __future__ import annotations

from .test_mutants_heroes import RED_SCALE, begin_round, with_hero

ME = 0


def test_paragon_is_asked_with_exactly_two_grunts_and_not_with_one():
    """Paragon: "+1 Flame to discard exactly 2 Grunts" before the first turn.  Two Grunts in
    hand are enough to be asked; with one the trade is impossible and nothing is asked."""
    for grunts, asked in ((2, True), (1, False)):
        state = with_hero("H-paragon", RED_SCALE, hire={"grunt": grunts})
        begin_round(state)
        prompt = state.prompt
        assert (prompt is not None and prompt.kind == "paragon") == asked, grunts


def test_paragon_gives_the_experts_each_option_names():
    """Paragon's three trades, each taken: "2 Scouts", "2 Rangers", "1 Scout and 1 Ranger"
    (2 Grunts and +1 Flame each time)."""
    from .helpers import pick

    for option, scouts, rangers in (("ss", 2, 0), ("rr", 0, 2), ("sr", 1, 1)):
        state = with_hero("H-paragon", RED_SCALE, flame=0,
                          hire={"grunt": 3, "scout": 0, "ranger": 0, "warden": 0})
        begin_round(state)
        pick(state, "paragon", option=option)
        hand = state.boards[ME].hire
        assert (hand["grunt"], hand["scout"], hand["ranger"]) == (1, scouts, rangers), option
        assert state.boards[ME].flame == 1


def test_harness_smith_needs_a_gear_in_hand_to_attach_across_colours():
    """Harness Smith: a Dragon of any colour may be attached by also putting a Gear on it.
    With no Gear in hand a red Dragon does not fit a blue Hero; with one it does."""
    from .helpers import card_id
    from .test_skills import b_game

    for gear, fits in ((0, False), (1, True)):
        state, p, pb = b_game("dragon_gear")
        red = card_id(state, "Cinder Pup")
        pb.dragons, pb.heroes, pb.gear = [red], ["H-merchant"], gear
        state.forget_listing()
        attach = [a for a in state.legal_actions() if a.kind == "attach"]
        assert bool(attach) == fits, gear
        assert (red, "H-merchant", True) in state.attach_options(p) or not fits


def test_ember_skin_offers_only_the_experts_in_hand_to_discard():
    """Ember Skin: instead of 2 Flame steps, discard 2 Experts.  With 1 Scout, no Ranger and
    Wardens in hand, the discards offered are 2 Wardens or a Scout and a Warden — never a
    second Scout the player does not have."""
    from .test_skills import b_game

    state, p, pb = b_game("ember_skin")
    pb.hire.update(scout=1, ranger=0, warden=5)
    state.flow.ask(p, "ember", steps=2, why="")
    state.resume()
    state.forget_listing()
    discards = {(a["scout"], a["ranger"], a["warden"]) for a in state.legal_actions()
                if a.kind == "ember" and a["option"] == "experts"}
    assert discards == {(0, 0, 2), (1, 0, 1)}


def test_the_mentor_trades_only_new_experts_still_in_hand():
    """Mentor: after a Tavern card, discard up to 2 of the claimed Experts for other kinds.
    With Ember Skin the same card's Flame may first be paid with Experts: a Ranger and a
    Warden were claimed, the Ranger went to Ember Skin — only the Warden can be traded."""
    from .test_skills import b_game

    state, p, pb = b_game("ember_skin")
    pb.hire.update(scout=0, ranger=0, warden=1)
    state.flow.ask(p, "mentor", gained=[["ranger", 1], ["warden", 1]], left=2)
    state.resume()
    state.forget_listing()
    trades = {(a["src"], a["dst"]) for a in state.legal_actions() if a.kind == "mentor"}
    assert trades == {("warden", "scout"), ("warden", "ranger")}


def test_the_mentor_trades_at_most_two_experts():
    """Mentor: "discard up to 2 of the claimed Experts".  Even from a card of three Scouts
    (the data allow Tavern cards of up to 4 Hirelings), a third trade is not offered."""
    from .helpers import pick
    from .test_skills import b_game

    state, p, pb = b_game("ember_skin")
    pb.hire.update(scout=3, ranger=0, warden=0)
    state.flow.ask(p, "mentor", gained=[["scout", 3]], left=2)
    state.resume()
    pick(state, "mentor", src="scout", dst="ranger")
    assert state.prompt is not None and state.prompt.kind == "mentor"
    pick(state, "mentor", src="scout", dst="warden")
    assert not any(d.kind == "mentor" for d in state.flow.queue)
    assert (pb.hire["scout"], pb.hire["ranger"], pb.hire["warden"]) == (1, 1, 1)


def test_master_scout_swaps_only_what_the_hand_and_the_supply_both_allow():
    """Master Scout: swap up to 2 Grunts for as many Scouts (or back).  With one Scout left
    in the supply only 1 Grunt can go; with one Grunt in hand, only 1 — though the supply
    has plenty."""
    from .helpers import pick

    for grunts, scouts_left in ((5, 1), (1, 5)):
        state = with_hero("H-master_scout", RED_SCALE, supply={"scout": scouts_left},
                          hire={"grunt": grunts + 4, "scout": 0, "ranger": 0, "warden": 0})
        pick(state, "party", loc="tavern", space=4, grunt=4, expert=0, companion=False)
        assert state.prompt.kind == "master"
        offered = {(a["src"], a["n"]) for a in state.legal_actions() if a.kind == "master"}
        assert offered == {("grunt", 1)}, (grunts, scouts_left)
