"""Square grids with orthogonal directions and adjacency."""

from __future__ import annotations

from collections.abc import Iterator

Cell = tuple[int, int]  # (row, column)

DIRECTIONS: dict[str, Cell] = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
DIAGONALS: dict[str, Cell] = {"NE": (-1, 1), "SE": (1, 1), "SW": (1, -1), "NW": (-1, -1)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E", "NE": "SW", "SW": "NE", "SE": "NW", "NW": "SE"}


def step(cell: Cell, direction: str, distance: int = 1) -> Cell:
    dr, dc = DIRECTIONS.get(direction) or DIAGONALS[direction]
    return (cell[0] + dr * distance, cell[1] + dc * distance)


def direction_between(a: Cell, b: Cell) -> str | None:
    """The orthogonal direction from a to the adjacent cell b, or None."""
    delta = (b[0] - a[0], b[1] - a[1])
    for name, d in DIRECTIONS.items():
        if d == delta:
            return name
    return None


class SquareGrid:
    """A rows × columns rectangle of cells addressed as (row, column)."""

    def __init__(self, rows: int, columns: int) -> None:
        self.rows = rows
        self.columns = columns

    def __contains__(self, cell: object) -> bool:
        if not isinstance(cell, tuple) or len(cell) != 2:
            return False
        r, c = cell
        return 0 <= r < self.rows and 0 <= c < self.columns

    def cells(self) -> Iterator[Cell]:
        for r in range(self.rows):
            for c in range(self.columns):
                yield (r, c)

    def neighbours(self, cell: Cell, diagonal: bool = False) -> list[Cell]:
        dirs = list(DIRECTIONS.values()) + (list(DIAGONALS.values()) if diagonal else [])
        result = []
        for dr, dc in dirs:
            other = (cell[0] + dr, cell[1] + dc)
            if other in self:
                result.append(other)
        return result

    def wrap(self, cell: Cell) -> Cell:
        """The cell with coordinates wrapped around the edges (a torus)."""
        return (cell[0] % self.rows, cell[1] % self.columns)

    def is_edge(self, cell: Cell) -> bool:
        r, c = cell
        return r in (0, self.rows - 1) or c in (0, self.columns - 1)
