"""A Hero's "each time you claim …" ability asks its owner, at its own Location and only
when it can do something — never a player without that Hero (session 9's full mutation
sweep: an ``and`` slipped to ``or`` asks everybody).  Rulebook, Hero table: Mentor (Experts
from a Tavern card), Blazebinder (a Preserve card: −1 Flame), Dragonspeaker (a Dragon from
the Poachers' Camp: −1 Flame).  Positions through the scenario API, Red claiming."""

from __future__ import annotations

from .helpers import fresh, pick
from .test_heroes import holding

ME = 0


def claimed(loc: str, card: str, others: list[str], hero: str | None = None,
            flame: int = 1) -> object:
    """Red's Party on space 2 of ``loc`` (the only Party) claims ``card``; Red holds
    ``hero`` (with its Dragon attached) and has ``flame``."""
    board = holding(hero, flame=flame) if hero else {"flame": flame}
    state = fresh(3, position={"first": ME, "phase": {"stage": "reward"},
                               "offer": {loc: [card, *others]}, "boards": [board],
                               "parties": {loc: [None, {"seat": ME, "grunt": 2}, None, None,
                                                 None]}})
    assert state.prompt.kind == "claim" and state.prompt.seat == ME
    pick(state, "claim", card=card)
    return state


def asked(state, kind: str, effect: str | None = None) -> bool:
    return any(d.kind == kind and (effect is None or d.get("effect") == effect)
               for d in state.flow.queue)


def test_the_mentor_asks_its_owner_only_for_experts_from_a_tavern_card():
    scouts, grunts, others = "T04", "T02", ["T07", "T10"]
    assert asked(claimed("tavern", scouts, others, hero="mentor"), "mentor")
    assert not asked(claimed("tavern", grunts, others, hero="mentor"), "mentor")
    assert not asked(claimed("tavern", scouts, others), "mentor")


def test_the_blazebinder_asks_its_owner_only_with_flame_to_lower():
    vale, others = "P01", ["P06", "P02"]
    assert asked(claimed("preserve", vale, others, hero="blazebinder"), "may", "blazebinder")
    assert not asked(claimed("preserve", vale, others, hero="blazebinder", flame=0), "may",
                     "blazebinder")
    assert not asked(claimed("preserve", vale, others), "may", "blazebinder")


def test_the_dragonspeaker_asks_its_owner_only_for_a_camp_dragon():
    whelp, others = "C05", ["C06", "C02"]
    assert asked(claimed("camp", whelp, others, hero="dragonspeaker"), "may",
                 "dragonspeaker")
    assert not asked(claimed("camp", whelp, others), "may", "dragonspeaker")
