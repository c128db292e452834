"""What a Flash Point seat may see (``state.view(seat)``), as plain JSON data.

The team plays cooperatively and every seat sees the same table, so the view does not depend
on the seat.  Hidden from everyone (the same things ``hidden.py`` deals again for
``determinized``): what a face-down POI is (shown only as ``"poi"``), the undrawn POI pool
(a count), and the order of the Tragic Events Fire deck and the Event deck (counts; an Event
the Strategist peeked at is shown on top, as the whole team saw it).
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
                      "event_on_top": peeked_top(state)}}


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
