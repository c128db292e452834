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
