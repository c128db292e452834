"""Survivors of the fresh seed-707 mutation sample (session 7, scored on the session-start
tests): hand-set positions, laid out through the scenario API, checked against the rulebook
at the edge the slip would move."""

from __future__ import annotations

from boardgames_desktop.rules import Action

from .helpers import game


def campaign_chapter_3(**position):
    """Campaign chapter 3 for one player: a calm town but one small fire, Warden 0 on B3
    beside the sealed University, acting (2 actions each)."""
    return game("campaign", 1, 3, position={"intensity": {"E5": 1}, "warden_at": ["B3"],
                                            **position}, chapter=3)


def test_campaign_refusals_say_the_chapters_reason_or_the_base_games():
    """Chapter 3: the Scroll of Dispel Magically Sealed Lock costs an action and its price
    in Favour; without the Favour, buying it is refused with that reason.  A move the
    chapter has no word for gets the base game's reason, never no reason at all."""
    state = campaign_chapter_3(favour=0)
    assert state.acting and state.favour < state.scroll_price
    scroll = Action.make(0, "scroll", warden=0)
    assert state.why_illegal(scroll) == "The Scroll costs 1 action plus its price in Favour."
    too_far = state.why_illegal(Action.make(0, "move", warden=0, to="H8"))
    assert too_far.startswith("The Brigade cannot reach that block this move")
    sealed = state.why_illegal(Action.make(0, "move", warden=0, to="C3"))
    assert sealed == "The University is sealed until the Scroll is bought."


def test_no_transfer_is_offered_when_nobody_on_the_block_has_water():
    """Transfer: the Brigade and the Wagon on the same block "redistribute water any way
    they like".  With no water among them there is nothing to move: no Transfer is offered.
    One water, and room elsewhere, and it is."""
    from .helpers import kinds

    def transfers(warden_water: int) -> list:
        state = game("competitive", 2, position={
            "intensity": {"E5": 1}, "warden_water": [warden_water, 2],
            "wagons": [{"at": "A1", "water": 0}]})
        assert state.wardens[0].cell == "A1" and state.wardens[0].crew == []
        return [a for a in kinds(state, "transfer") if a["warden"] == 0]

    assert transfers(0) == []
    assert len(transfers(1)) == 1


def test_the_pyromancers_own_block_is_refused_for_what_it_offers_there():
    """All versus One: a click on the Pyromancer's own block, with no fire there to absorb
    or torch, says so; a click on another block is answered about moving there."""
    from boardgames_desktop.games.brigade.pyromancer import PYRO
    from boardgames_desktop.games.brigade.refusals import refusal

    from .test_allvsone_helpers import avo

    state = avo(position={"destroyed": ["E5"]})
    assert state.side == "pyro" and state.pyro.cell == "C3" and state.pyro.actions_left > 0
    here = str(refusal(state, "cell:C3", PYRO))
    assert here == ("The Pyromancer is on Lecture Tower (C3): nothing to absorb or torch "
                    "here now.")
    elsewhere = str(refusal(state, "cell:E5", PYRO))
    assert elsewhere.endswith("is destroyed: the Pyromancer may pass through (2 steps) but "
                              "not stop there.")
