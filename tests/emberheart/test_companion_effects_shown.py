"""What a Party with the Dragon Companion promises and brings (session 9's full mutation
sweep): the Senses Gear is what the supply can still give, the Speed drop what the Flame
allows, and Speed works only on a Location where no other Party stands — Red's included.
Rulebook: the top unlocked placement effect of each track may be used and combined when the
Companion goes out.  Scenario positions."""

from __future__ import annotations

from .helpers import fresh, pick

ME = 0
HAND = {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}


def companion_texts(state) -> dict[str, str]:
    state.forget_listing()
    return {f"{a['loc']} {a['space']} {a['grunt']}": a.describe()
            for a in state.legal_actions()
            if a.kind == "party" and a["companion"] and a["expert"] == 0}


def test_the_promised_gear_and_flame_drop_are_what_supply_and_flame_allow():
    """Senses and Speed 4 steps up (+2 Gear on space 3, Flame −2), but 1 Gear left in the
    supply and Flame at 1; Red's Party stands at the Poachers' Camp."""
    state = fresh(3, position={"turn": ME, "supply": {"gear": 1}, "boards": [{
        "flame": 1, "tracks": {"senses": 4, "speed": 4}, "hire": HAND}], "parties": {
        "camp": [{"seat": ME, "grunt": 1}, None, None, None, None]}})
    assert state.track_level(ME, "senses", "senses_gear") == 2
    assert state.track_level(ME, "speed", "speed_flame") == 2
    texts = companion_texts(state)
    assert texts["tavern 3 3"] == "3 Grunts + Companion (Senses +1 Gear; Speed: Flame −1) → " \
                                  "Tavern 3"
    assert texts["tavern 2 2"] == "2 Grunts + Companion (Speed: Flame −1) → Tavern 2"
    assert texts["camp 3 3"] == "3 Grunts + Companion (Senses +1 Gear) → Poachers' Camp 3"
    assert texts["camp 2 2"] == "2 Grunts + Companion (no effect here) → Poachers' Camp 2"


def test_speed_does_not_work_where_reds_party_already_stands():
    """Blue sends the Companion to the Poachers' Camp, where Red's Party is: no Flame drop
    (Senses does not apply on space 2 either), so no question is asked."""
    state = fresh(3, position={"turn": 1, "boards": [{}, {
        "flame": 2, "tracks": {"speed": 4}, "hire": HAND}], "parties": {
        "camp": [{"seat": ME, "grunt": 1}, None, None, None, None]}})
    pick(state, "party", loc="camp", space=2, grunt=2, expert=0, companion=True)
    assert not any(d.kind == "companion" for d in state.flow.queue)
    assert state.boards[1].flame == 2


def test_the_companion_question_offers_no_flame_drop_without_speed():
    """Senses only (space 3, +2 Gear): the Companion offers the Gear or nothing."""
    state = fresh(3, position={"turn": ME, "boards": [{
        "flame": 2, "tracks": {"senses": 4}, "hire": HAND}]})
    pick(state, "party", loc="camp", space=3, grunt=3, expert=0, companion=True)
    assert state.prompt.kind == "companion"
    state.forget_listing()
    texts = sorted(a.describe() for a in state.legal_actions())
    assert texts == ["Companion: +2 Gear (Senses)", "Companion: no placement effect"]


def test_no_companion_party_is_listed_once_the_companion_went_out():
    state = fresh(3, position={"turn": ME, "boards": [{"companion_used": True,
                                                        "hire": HAND}]})
    assert not companion_texts(state)
    assert any(a.kind == "party" for a in state.legal_actions())
