"""Parties that climb the Mountain glide: from their space on the Mountain's bottom level
to a Warden space, between Warden spaces when the order changes for the next level, and
into and out of the "waiting to climb" box.

A Party on a Warden space is the same piece as the Party that stood on the Mountain space:
it keeps the key ``party:{seat}:{k}`` of that placement (``party_keys.py``).  The model's
Warden-space Parties do not say which Mountain space they came from, so each is matched to
one of its seat's Mountain placements this round: the one placed with the fewest Wardens
that is still at least the Party's count (a claim costs Wardens, never adds them), in the
order the model lines them up.  A seat with one Party on the Mountain — nearly always —
is matched exactly; two Parties with the same Wardens look the same, so a swap shows
nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from boardgames_desktop.ui.sketch import GroupSketch

from .party_keys import party_key
from .pieces import party_stack

if TYPE_CHECKING:
    from .scene import EmberheartScene

MOUNTAIN = "mountain"


def _placed(sc: EmberheartScene) -> dict[int, list[tuple[int, int]]]:
    """Seat -> (Party number, Wardens placed) of its Mountain placements this round, in the
    order the model lines them up after the bottom level (space 5 first)."""
    order = sc.party_order()
    wardens: dict[tuple[int, int], int] = {}
    for seat, space, placed in sc.shown["mountain_wardens"]:
        wardens[(seat, space)] = placed
    out: dict[int, list[tuple[int, int]]] = {}
    for (seat, loc, n), number in sorted(order.items(), key=lambda kv: -kv[0][2]):
        if loc == MOUNTAIN:
            out.setdefault(seat, []).append((number, wardens.get((seat, n), 99)))
    return out


def climber_keys(sc: EmberheartScene, parties: list[dict[str, Any]]) -> list[str]:
    """The piece key of each Party on the Warden spaces and waiting to climb (``parties``,
    in that order; Parties already gone included, so the others keep their match)."""
    left = {seat: list(entries) for seat, entries in _placed(sc).items()}
    keys = []
    for i, party in enumerate(parties):
        seat = party["player"]
        options = left.get(seat, [])
        fits = [e for e in options if e[1] >= party.get("warden", 0)]
        pick = min(fits, key=lambda e: e[1]) if fits else (options[0] if options else None)
        if pick is None:
            keys.append(f"party:{seat}:climbing:{i}")
            continue
        options.remove(pick)
        keys.append(party_key(seat, pick[0]))
    return keys


def climbing_party(sc: EmberheartScene, party: dict[str, Any], key: str, cx: float,
                   bottom: float, tip: str, top: float | None = None,
                   scale: float = 1.0) -> None:
    """A climbing Party standing on (cx, bottom), as the piece ``key`` (it glides there)."""
    group = GroupSketch()
    group.setPos(cx, bottom)
    group.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the space below takes clicks
    group.setToolTip(tip)
    party_stack(group, party, 0, 0, sc.names(), top=None if top is None else top - bottom,
                scale=scale)
    sc.put(group, key=key)
