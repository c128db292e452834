"""What a Flash Point seat may see (``state.view(seat)``), as plain JSON data.

The team plays cooperatively and every seat sees the same table, so the view does not depend
on the seat.  Hidden from everyone (the same things ``hidden.py`` deals again for
``determinized``): what a face-down POI is (shown only as ``"poi"``), the undrawn POI pool
(a count), and the order of the Tragic Events Fire deck and the Event deck (counts; an Event
the Strategist peeked at is shown on top, as the whole team saw it).

Besides the whole ``table``, the view carries under ``board`` what the board scene draws and
would otherwise work out from the state: the phase, how the game ended, each firefighter's
short name and AP in words, the specialists still to choose and where a deck gun aimed now
would splash.  So the scene (``view/``) draws from the view alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.seat_view import count, header, plain, public_table

if TYPE_CHECKING:
    from .pieces import Poi
    from .state import FlashPointState

#: What a face-down POI shows instead of "victim" or "false_alarm".
FACE_DOWN = "poi"
VEHICLES = ("engine", "ambulance")


def view(state: FlashPointState, seat: int | None = None) -> dict[str, Any]:
    """The table as ``seat`` sees it (every seat sees the same)."""
    table = public_table(state, {"pois": _pois, "poi_pool": count, "fire_deck": count,
                                 "event_deck": count})
    return {**header(state, seat), "table": table,
            "vehicles": parked(state),
            "piles": {"poi_pool": len(state.poi_pool), "fire_deck": len(state.fire_deck),
                      "event_deck": len(state.event_deck),
                      "event_on_top": peeked_top(state)},
            "board": board(state)}


def board(state: FlashPointState) -> dict[str, Any]:
    """What the board scene draws beyond the plain table (see the module docstring)."""
    outcome = state.outcome
    return {"stage": state.stage,
            "over": state.is_over,
            "outcome": ({"reason": outcome.reason, "winners": list(outcome.winners)}
                        if outcome is not None else None),
            "firefighters": [{"short": state.ff_short(ff), "ap_words": state.ap_words(ff),
                              "move_ap": state.ap_for(ff, "move")}
                             for ff in state.firefighters],
            "unused_specialists": state.unused_specialists() if state.stage == "setup" else [],
            "deck_gun_splash": deck_gun_splash(state)}


def deck_gun_splash(state: FlashPointState) -> list[int] | None:
    """While the deck gun's aim waits to be fired (or re-rolled): the space it hits and its
    open neighbours, which lose their fire and smoke."""
    waiting = state.pending_decisions()
    if not waiting or waiting[0].kind != "reroll":
        return None
    aim = state.house.idx(waiting[0]["red"], waiting[0]["black"])
    return [aim] + state.open_neighbours(aim)


def parked(state: FlashPointState) -> dict[str, str | None]:
    """The parking spot of each vehicle (None: not on the board in this game)."""
    return {"engine": state.engine, "ambulance": state.ambulance}


def peeked_top(state: FlashPointState) -> str | None:
    """The Event card the Strategist peeked at, while it still lies on top of the deck."""
    deck, peeked = state.event_deck, state.peeked_event
    return peeked if peeked is not None and deck and deck[0] == peeked else None


def seen_poi(poi: Poi) -> dict[str, Any]:
    """One POI as the table sees it: a face-down one does not say what it is."""
    out = plain(poi)
    if not poi.revealed:
        out["kind"] = FACE_DOWN
    return out


def _pois(pois: list[Poi]) -> list[dict[str, Any]]:
    return [seen_poi(p) for p in pois]
