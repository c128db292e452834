"""Parties that glide: a stable key for each Crest a player places this round.

A player's Crests in hand and the Parties they became are the same pieces on the board:
the k-th Party a seat placed this round is keyed ``party:{seat}:{k}``, and the Crests still in
hand carry the next numbers.  So when a Party is placed, the Crest next in line travels from
the player board to its space (``ui/animate.py`` glides it there; its Hirelings grow in).
The order of placing comes with the seat's view (``seat_view.placements``: this round's
actions in the log), so the same position gives the same keys on every board, copies
included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from boardgames_desktop.ui.sketch import GroupSketch

from .paint import as_piece, crest
from .pieces import NUMBER_ROW, SPACE_H, SPACE_W, party_stack

if TYPE_CHECKING:
    from .scene import EmberheartScene


def placed_count(order: dict[tuple[int, str, int], int], seat: int) -> int:
    """How many numbers the seat's Parties on the board use (its Crests in hand follow)."""
    return sum(1 for (p, _loc, _n) in order if p == seat)


def party_key(seat: int, number: int) -> str:
    return f"party:{seat}:{number}"


def _piece_group(x: float, y: float) -> GroupSketch:
    group = GroupSketch()
    group.setPos(x, y)
    group.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the space below takes clicks
    return group


def hand_crest(sc: EmberheartScene, seat: int, number: int, cx: float, cy: float,
               colour, letter: str, tip: str) -> None:
    """A Crest in hand on the player board, as the piece it becomes once placed."""
    group = _piece_group(cx, cy)
    mark = as_piece(crest(group, 0, 0, 22, colour, letter))
    mark.setToolTip(tip)
    sc.put(group, key=party_key(seat, number))


def space_party(sc: EmberheartScene, party: dict[str, Any], loc: str, n: int, x: float,
                y: float, order: dict[tuple[int, str, int], int], tip: str) -> None:
    """The Party on Location space ``n`` (its box at x, y), keyed by when it was placed;
    ``tip``: the space's tooltip, which its pieces show too."""
    seat = party["player"]
    number = order.get((seat, loc, n))
    key = party_key(seat, number) if number is not None else f"party:{seat}:at:{loc}:{n}"
    bottom = SPACE_H - 20
    group = _piece_group(x + SPACE_W / 2 + 6, y + bottom)
    group.setToolTip(tip)
    party_stack(group, party, 0, 0, sc.names(), top=NUMBER_ROW - bottom)
    sc.put(group, key=key)
