"""Where things go on the scene: the board grid, edges and the panels around it.

Plain numbers and a few ``QRectF``/``QPointF`` helpers, shared by every drawing module.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF

S = 74.0  #: side of one board space
MARGIN = 30.0  #: room for the row/column numbers along the edges
X0, Y0 = MARGIN, MARGIN  #: top-left corner of space (0, 0)
ROWS, COLUMNS = 8, 10
BOARD_W, BOARD_H = COLUMNS * S, ROWS * S
PANEL_X = X0 + BOARD_W + MARGIN + 10  #: left edge of the information column
PANEL_W = 350.0
BELOW_Y = Y0 + BOARD_H + MARGIN  #: top of the area under the board


def cell_rect(r: int, c: int) -> QRectF:
    return QRectF(X0 + c * S, Y0 + r * S, S, S)


def cell_centre(r: int, c: int) -> QPointF:
    return QPointF(X0 + (c + 0.5) * S, Y0 + (r + 0.5) * S)


def cell_at(pos: QPointF) -> tuple[int, int] | None:
    """The board space under a scene position, or None off the board."""
    c = int((pos.x() - X0) // S)
    r = int((pos.y() - Y0) // S)
    if 0 <= r < ROWS and 0 <= c < COLUMNS and pos.x() >= X0 and pos.y() >= Y0:
        return r, c
    return None


def parse_edge(key: str) -> tuple[int, int, str]:
    r, c, side = key.split(",")
    return int(r), int(c), side


def edge_line(key: str) -> QLineF:
    """The segment between the two spaces of an edge key ``"r,c,E|S"``."""
    r, c, side = parse_edge(key)
    if side == "E":
        x = X0 + (c + 1) * S
        return QLineF(x, Y0 + r * S, x, Y0 + (r + 1) * S)
    y = Y0 + (r + 1) * S
    return QLineF(X0 + c * S, y, X0 + (c + 1) * S, y)


def edge_hit_rect(key: str, thickness: float = 14.0) -> QRectF:
    """A clickable band along an edge (a bit shorter than the edge, so corners stay free)."""
    line = edge_line(key)
    inset = S * 0.12
    if line.x1() == line.x2():
        return QRectF(line.x1() - thickness / 2, line.y1() + inset, thickness, S - 2 * inset)
    return QRectF(line.x1() + inset, line.y1() - thickness / 2, S - 2 * inset, thickness)


def edge_between(a: tuple[int, int], b: tuple[int, int]) -> QPointF:
    """Midpoint of the edge shared by two adjacent spaces."""
    ca, cb = cell_centre(*a), cell_centre(*b)
    return (ca + cb) / 2
