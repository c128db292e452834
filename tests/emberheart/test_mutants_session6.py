"""Emberheart refusals at the edges the session-5 mutation sample left untested (seed 2 of
``bench/mutate_many.py``): positions set through the scenario API, each refusal checked
against the rulebook sentence it stands for."""

from __future__ import annotations

from boardgames_desktop.games.emberheart.refusals import refusal
from boardgames_desktop.rules import Action

from .helpers import fresh, pick

ME = 0


def test_the_leaders_new_party_is_counted_without_the_companion():
    """Leader: recall a Party from a Common Location, then place a new one — "You may
    recall your Companion this way, but cannot place it again this round."  So a space
    clicked then is measured in Hirelings alone: the Companion's Strength (a Party one
    Hireling smaller at Strength step 1) is not offered as a way to fill it."""
    state = fresh(3, position={
        "turn": ME,
        "boards": [{"hire": {"grunt": 1, "scout": 0, "ranger": 0, "warden": 0},
                    "tracks": {"strength": 1}}],
        "parties": {"guild": [{"seat": ME, "grunt": 1}, None, None, None, None],
                    "camp": [None] * 5}})
    pick(state, "aide", aide="leader")
    pick(state, "leader_recall", loc="guild", space=1)
    assert state.prompt.kind == "leader_place"
    assert state.boards[ME].hire["grunt"] == 2
    said = refusal(state, "space:camp:3").text
    assert "needs a Party of exactly 3 Hirelings" in said
    assert "Companion" not in said


def test_no_crest_left_is_said_only_with_no_crest():
    """Each action places one of your Crests (the Warehouse and the Firestation take a Crest
    and no Hirelings).  With one Crest the Warehouse is open, and a Firestation move refused
    for another reason (the Fire Marshall's two Crests, without that Hero) is not blamed on
    Crests run out; with none, the Warehouse is refused for exactly that."""
    state = fresh(3, position={"turn": ME, "boards": [{"crests": 1}]})
    assert [a for a in state.legal_actions() if a.kind == "warehouse"]
    said = state.why_illegal(Action.make(ME, "firestation", double=True))
    assert said and "no Crest left" not in said
    empty = fresh(3, position={"turn": ME, "boards": [{"crests": 0}]})
    assert empty.why_illegal(Action.make(ME, "warehouse")) == "You have no Crest left."


# ----- fresh sample, seed 606 (session 6), survivors ----------------------------------------
def test_the_mentor_trades_only_experts_just_claimed():
    """Mentor: "Each time you gain Experts from claiming a Tavern card, you may discard up
    to 2 of the claimed Experts and gain the same number of Experts of any other type."
    Mixed Company brings a Scout and a Ranger; once the new Scout is traded, only the new
    Ranger may be — not the Scout the player held before the claim."""
    from .helpers import start_reward
    from .test_mutants_heroes import BLUE_WHELP

    empty = [None] * 5
    state = fresh(3, seed=2, position={
        "turn": ME, "offer": {"tavern": ["T13", "T08", "T05"]},
        "parties": {"guild": empty, "tavern": [None, {"seat": ME, "grunt": 2}, None, None, None],
                    "camp": empty, "mountain": empty, "preserve": empty, "garrison": empty},
        "boards": [{"hire": {"grunt": 0, "scout": 1, "ranger": 0, "warden": 0},
                    "heroes": ["H-mentor"], "dragons": [BLUE_WHELP],
                    "attached": {"H-mentor": BLUE_WHELP}}]})
    start_reward(state, {"leader": 1, "defender": 1, "healer": 1, "survivalist": 1})
    pick(state, "claim", card="T13")
    pick(state, "mentor", src="scout", dst="warden")
    assert state.prompt.kind == "mentor"
    trades = {(a["src"], a["dst"]) for a in state.legal_actions() if a.kind == "mentor"}
    assert trades == {("ranger", "scout"), ("ranger", "warden")}
    assert state.boards[ME].hire["scout"] == 1


def test_a_party_refused_with_one_crest_left_is_refused_for_its_real_reason():
    """Each Party takes one of your Crests: with one Crest left a Party may still go out.
    A Party sent to a space already taken is refused for that, not for Crests run out."""
    state = fresh(3, position={"turn": ME, "boards": [{"crests": 1}],
                               "parties": {"camp": [{"seat": 1, "grunt": 1}] + [None] * 4}})
    said = state.why_illegal(Action.make(ME, "party", loc="camp", space=1, grunt=1, expert=0,
                                         companion=False))
    assert said == "Space 1 of the Poachers' Camp is already taken."


def test_the_companion_promises_senses_gear_on_space_3_only():
    """Senses: "Your Companion can find some extra Gear for you if placed on the right spot"
    — space 3 (the rulebook's example: "Since the Companion was placed on space number 3,
    Astrid can also use her Companion's Senses").  A Party with the Companion says the Gear
    on space 3 only."""
    state = fresh(3, position={"turn": ME, "parties": {"guild": [None] * 5}, "boards": [
        {"hire": {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}, "tracks": {"senses": 1}}]})
    for action in state.legal_actions():
        if action.kind == "party" and action["companion"] and action["loc"] == "guild":
            promises = "Senses +1 Gear" in action.text
            assert promises == (action["space"] == 3), action.text
