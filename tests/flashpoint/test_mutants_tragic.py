"""Tragic Events rules at the edges a one-character slip would move (found by mutation runs,
``bench/mutate_many.py``), from positions set through the scenario API."""

from __future__ import annotations

from boardgames_desktop.games.flashpoint.state import FlashPointState
from boardgames_desktop.rules import new_game


def tragic(*firefighters: tuple[str, str], **position) -> FlashPointState:
    """An Experienced (Recruit) game with Tragic Events in a clear house: one firefighter per
    (space, specialist), the first one's turn; ``position``: more scenario fields."""
    layout = {"engine": "top-engine", "ambulance": "left-ambulance",
              "firefighters": [{"at": at, "specialist": who} for at, who in firefighters],
              "fire": [], "hot_spots": [], "hazmats": [], "pois": [], "poi_pool": [],
              **position}
    state = new_game("flashpoint", "experienced", len(firefighters), 1,
                     {"firefighters": len(firefighters), "difficulty": "Recruit",
                      "tragic_events": True}, scenario={"position": layout})
    assert isinstance(state, FlashPointState)
    return state


def on_top(state: FlashPointState) -> str | None:
    return state.view(0)["piles"]["event_on_top"]


def test_the_table_shows_a_peeked_event_only_while_it_lies_on_top():
    """The Event deck is face down; an Event the Strategist looked at and left on top is
    known to the whole team, until it leaves the top.  With no Event peeked, or an empty
    deck, the table shows none."""
    state = tragic(("0,0", "strategist"), event_deck=[])
    assert on_top(state) is None
    state = tragic(("0,0", "strategist"))
    assert on_top(state) is None
    state.apply(next(a for a in state.legal_actions() if a.kind == "plan_peek"))
    peeked = state.event_deck[0]
    state.apply(next(a for a in state.legal_actions()
                     if a.kind == "peek_place" and a["where"] == "top"))
    assert on_top(state) == peeked


def test_get_in_its_face_gives_ap_for_extinguishing_only():
    """Get In Its Face (an Event): the next firefighter gets 1 extra AP on its next turn,
    for extinguishing only.  That AP adds to what it may spend putting out fire and smoke,
    never to what it may spend walking, and a step is paid from its ordinary AP."""
    state = tragic(("0,0", "generalist"), ("7,9", "paramedic"),
                   fire_deck=["flare_up", "fire_rages"], event_deck=["get-in-its-face"],
                   dice=[[1, 1]])
    state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    assert state.current == 1
    blue = state.firefighters[1]
    assert state.ap_for(blue, "extinguish") == blue.ap + 1
    assert state.ap_for(blue, "move") == blue.ap == 4
    state.apply(next(a for a in state.legal_actions()
                     if a.kind == "move" and a["to"] == (6, 9)))
    assert blue.ap == 3 and blue.extra_extinguish == 1
    assert state.ap_for(blue, "extinguish") == 4


def test_a_roll_on_the_suppression_specialists_own_space_has_no_effect():
    """Suppression Specialist: an Advance Fire roll that lands on its space or one of the 4
    adjacent ones has no effect (before any flip).  On its own space too: nothing is placed
    and no flip is offered."""
    state = tragic(("3,3", "suppression"), fire_deck=["fire_rages"], dice=[[3, 3]])
    state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    assert not [d for d in state.pending_decisions() if d.kind == "suppress"]
    assert state.fire[state.house.idx(3, 3)] == 0
    assert any("the roll has no effect" in m for m in state.messages())
