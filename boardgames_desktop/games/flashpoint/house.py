"""The house as data: the floor plan loaded from ``resources/flashpoint/house.json``.

Cells are addressed by an int index ``row * columns + column`` inside the model (fast, plain
data); the view and targets use ``"row,column"``.  An *edge* between two orthogonally
adjacent cells is named by its canonical key ``"r,c,E"`` or ``"r,c,S"`` (the east or south
side of the upper/left cell).
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from typing import Any

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json, require

FILE = "resources/flashpoint/house.json"
DIRS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
ARROWS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1),
          "NE": (-1, 1), "SE": (1, 1), "SW": (1, -1), "NW": (-1, -1)}


def edge_key(a: tuple[int, int], b: tuple[int, int]) -> str:
    """Canonical key of the edge between adjacent cells a and b."""
    (r1, c1), (r2, c2) = sorted((tuple(a), tuple(b)))
    return f"{r1},{c1},{'E' if r1 == r2 else 'S'}"


@dataclass(frozen=True)
class Parking:
    id: str
    vehicle: str  # "engine" or "ambulance"
    side: str
    cells: tuple[int, ...]
    quadrant: str | None


@dataclass
class House:
    """Static floor plan; the changing state (damage, door states) lives on the game state."""

    rows: int
    columns: int
    inside: list[bool]
    walls: list[str]
    doors: list[str]
    entrances: list[tuple[int, int]]  # (inside cell, outside cell)
    parking: dict[str, Parking]
    sides: list[str]
    quadrants: dict[str, tuple[int, int, int, int]]
    arrows: dict[int, tuple[int, int]]
    #: per cell: list of (direction, neighbour cell, edge key)
    links: list[list[tuple[str, int, str]]] = field(default_factory=list)
    exit_distance: list[int] = field(default_factory=list)
    #: Tables made once per plan (``_precompute``) so listings never rebuild them: per cell
    #: its (row, column), "row,column" name, label and "cell:r,c" target; the inside and
    #: outside cells; per quadrant its cells; per edge key the words naming it.
    rcs: tuple[tuple[int, int], ...] = ()
    names: tuple[str, ...] = ()
    labels: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    inside_tuple: tuple[int, ...] = ()
    outside_tuple: tuple[int, ...] = ()
    quadrant_sets: dict[str, frozenset[int]] = field(default_factory=dict)
    edge_words: dict[str, str] = field(default_factory=dict)
    #: per cell: (next cell, edge) one step along an escape route "as marked" (the
    #: Prevention specialist's moves), before checking the walls of the moment
    escape_links: tuple[tuple[tuple[int, str], ...], ...] = ()
    #: per cell: direction -> (neighbour cell, edge key), for walking straight lines
    steps: tuple[dict[str, tuple[int, str]], ...] = ()
    #: per cell: the cell itself (edge None) then its neighbours with the edge between,
    #: the spaces a firefighter there may reach with water (before walls and doors count)
    reach: tuple[tuple[tuple[int, str | None], ...], ...] = ()
    #: per cell: the edge keys of its sides that are walls, and those that are doors
    wall_sides: tuple[tuple[str, ...], ...] = ()
    door_sides: tuple[tuple[str, ...], ...] = ()
    #: per cell: its own value and its neighbours' (``links`` order) read in one call,
    #: ``around_values[i](state.fire)``
    around_values: tuple[Any, ...] = ()
    #: the outside cells' values read in one call: ``outside_values(state.fire)``
    outside_values: Any = None
    #: Actions listed on this plan, made once and reused: per kind of move, a table by what
    #: their words and arguments depend on (an action is immutable, so listings share it).
    memo: defaultdict[str, dict[tuple[Any, ...], Any]] = field(
        default_factory=lambda: defaultdict(dict), compare=False, repr=False)

    def idx(self, r: int, c: int) -> int:
        return r * self.columns + c

    def rc(self, i: int) -> tuple[int, int]:
        return divmod(i, self.columns)

    def name(self, i: int) -> str:
        r, c = self.rc(i)
        return f"{r},{c}"

    def label(self, i: int) -> str:
        """How players read a space: inside spaces by row/column digits, e.g. '34';
        outside ones as 'outside square 7,0'."""
        labels = self.labels
        if 0 <= i < len(labels):
            return labels[i]
        r, c = self.rc(i)
        return f"{r}{c}" if self.inside[i] else f"outside square {r},{c}"

    def cells(self) -> range:
        return range(self.rows * self.columns)

    def inside_cells(self) -> list[int]:
        return list(self.inside_tuple)

    def outside_cells(self) -> list[int]:
        return list(self.outside_tuple)

    def quadrant_cells(self, quadrant: str) -> list[int]:
        r1, r2, c1, c2 = self.quadrants[quadrant]
        return [self.idx(r, c) for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)]

    def edge_text(self, key: str) -> str:
        """'between 34 and 44': the two spaces an edge key ``r,c,E|S`` separates."""
        r, c, side = key.split(",")
        a = self.idx(int(r), int(c))
        b = a + (1 if side == "E" else self.columns)
        names = [self.label(x) if self.inside[x] else "outside" for x in (a, b)]
        if names[0] == "outside":
            names.reverse()
        return f"between {names[0]} and {names[1]}"

    def follow_arrow(self, i: int) -> int:
        dr, dc = self.arrows[i]
        r, c = self.rc(i)
        return self.idx(r + dr, c + dc)

    def side_distance(self, a: str, b: str) -> int:
        """Sides between two parking sides around the house (0, 1 or 2)."""
        n = len(self.sides)
        d = abs(self.sides.index(a) - self.sides.index(b))
        return min(d, n - d)


def _cell(value: Any, where: str, rows: int, cols: int) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) for v in value)
            or not (0 <= value[0] < rows and 0 <= value[1] < cols)):
        raise ResourceError(f"{where}: {value!r} is not a [row, column] on the board")
    return (value[0], value[1])


def _pair(value: Any, where: str, rows: int, cols: int) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, list) or len(value) != 2:
        raise ResourceError(f"{where}: {value!r} is not a pair of cells")
    a, b = (_cell(v, where, rows, cols) for v in value)
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise ResourceError(f"{where}: cells {a} and {b} are not adjacent")
    return a, b


def parse_house(data: dict[str, Any], where: str = FILE) -> House:
    """Build and validate a House from its JSON data."""
    rows = require(data, "rows", int, where)
    cols = require(data, "columns", int, where)
    inside_spec = require(data, "inside", dict, where)
    r1, r2 = require(inside_spec, "rows", list, where + " inside")
    c1, c2 = require(inside_spec, "columns", list, where + " inside")
    inside = [r1 <= i // cols <= r2 and c1 <= i % cols <= c2 for i in range(rows * cols)]
    walls = [edge_key(*_pair(w, f"{where} walls[{k}]", rows, cols))
             for k, w in enumerate(require(data, "walls", list, where))]
    doors = [edge_key(*_pair(d, f"{where} doors[{k}]", rows, cols))
             for k, d in enumerate(require(data, "doors", list, where))]
    if set(walls) & set(doors):
        raise ResourceError(f"{where}: an edge is both a wall and a door")
    entrances = []
    for k, e in enumerate(require(data, "entrances", list, where)):
        a, b = _pair(e, f"{where} entrances[{k}]", rows, cols)
        if not inside[a[0] * cols + a[1]] or inside[b[0] * cols + b[1]]:
            raise ResourceError(f"{where} entrances[{k}]: must be [inside cell, outside cell]")
        entrances.append((a[0] * cols + a[1], b[0] * cols + b[1]))
    sides = require(data, "sides", list, where)
    quadrants = {}
    for q, spec in require(data, "quadrants", dict, where).items():
        qr = require(spec, "rows", list, f"{where} quadrants.{q}")
        qc = require(spec, "columns", list, f"{where} quadrants.{q}")
        quadrants[q] = (qr[0], qr[1], qc[0], qc[1])
    parking = {}
    for k, p in enumerate(require(data, "parking", list, where)):
        w = f"{where} parking[{k}]"
        cells = tuple(r * cols + c for r, c in
                      (_cell(v, w, rows, cols) for v in require(p, "cells", list, w)))
        vehicle = require(p, "vehicle", str, w)
        side = require(p, "side", str, w)
        if vehicle not in ("engine", "ambulance") or side not in sides:
            raise ResourceError(f"{w}: unknown vehicle '{vehicle}' or side '{side}'")
        quad = p.get("quadrant")
        if vehicle == "engine" and quad not in quadrants:
            raise ResourceError(f"{w}: an engine spot needs a 'quadrant' of {sorted(quadrants)}")
        parking[require(p, "id", str, w)] = Parking(p["id"], vehicle, side, cells, quad)
    arrow_rows = require(data, "arrows", list, where)
    arrows: dict[int, tuple[int, int]] = {}
    if len(arrow_rows) != r2 - r1 + 1:
        raise ResourceError(f"{where}: 'arrows' needs one row per house row")
    for dr, row in enumerate(arrow_rows):
        if len(row) != c2 - c1 + 1:
            raise ResourceError(f"{where}: arrows row {dr} needs {c2 - c1 + 1} entries")
        for dc, name in enumerate(row):
            if name not in ARROWS:
                raise ResourceError(f"{where}: arrows row {dr}: unknown arrow '{name}'")
            i = (r1 + dr) * cols + (c1 + dc)
            arrows[i] = ARROWS[name]
            t = i + ARROWS[name][0] * cols + ARROWS[name][1]
            if not inside[t]:
                raise ResourceError(f"{where}: arrow at row {r1 + dr} points outside the house")
    house = House(rows, cols, inside, walls, doors, entrances, parking, sides, quadrants, arrows)
    for i in house.cells():
        r, c = house.rc(i)
        out = []
        for d, (dr, dc) in DIRS.items():
            rr, cc = r + dr, c + dc
            if 0 <= rr < rows and 0 <= cc < cols:
                out.append((d, rr * cols + cc, edge_key((r, c), (rr, cc))))
        house.links.append(out)
    house.exit_distance = _exit_distances(house)
    _precompute(house)
    return house


def _tuple_reader(cells: tuple[int, ...]) -> Callable[[list[int]], tuple[int, ...]]:
    """``itemgetter(*cells)``, always answering a tuple (one cell included)."""
    if len(cells) > 1:
        return itemgetter(*cells)
    only = cells[0]
    return lambda values: (values[only],)


def _precompute(house: House) -> None:
    """Fill the plan's lookup tables (see the fields of :class:`House`)."""
    cells = house.cells()
    house.rcs = tuple(house.rc(i) for i in cells)
    house.names = tuple(house.name(i) for i in cells)
    house.labels = tuple(f"{r}{c}" if house.inside[i] else f"outside square {r},{c}"
                         for i, (r, c) in enumerate(house.rcs))
    house.steps = tuple({d: (j, k) for d, j, k in house.links[i]} for i in cells)
    house.targets = tuple(f"cell:{r},{c}" for r, c in house.rcs)
    house.inside_tuple = tuple(i for i in cells if house.inside[i])
    house.outside_tuple = tuple(i for i in cells if not house.inside[i])
    house.outside_values = itemgetter(*house.outside_tuple)
    house.reach = tuple(((i, None), *((j, k) for _d, j, k in house.links[i])) for i in cells)
    house.around_values = tuple(_tuple_reader((i, *(j for _d, j, _k in house.links[i])))
                                for i in cells)
    walls, doors = set(house.walls), set(house.doors)
    house.wall_sides = tuple(tuple(k for _d, _j, k in house.links[i] if k in walls)
                             for i in cells)
    house.door_sides = tuple(tuple(k for _d, _j, k in house.links[i] if k in doors)
                             for i in cells)
    house.quadrant_sets = {q: frozenset(house.quadrant_cells(q)) for q in house.quadrants}
    house.edge_words = {k: house.edge_text(k) for links in house.links for _d, _j, k in links}
    entrance_keys = {k for a, b in house.entrances for _d, j, k in house.links[a] if j == b}
    d = house.exit_distance
    house.escape_links = tuple(
        tuple((j, k) for _d, j, k in house.links[i]
              if d[j] == d[i] - 1 and (house.inside[j] or k in entrance_keys))
        for i in cells)


def _exit_distances(house: House) -> list[int]:
    """Steps from each inside space to the outside through the nearest entrance, walking
    the escape route "as marked": through doors (any state), never through walls (even
    destroyed ones).  Outside spaces beyond an entrance have distance 0."""
    wall_set = set(house.walls)
    big = 10 ** 6
    dist = [big] * (house.rows * house.columns)
    queue: deque[int] = deque()
    for _inner, outer in house.entrances:
        dist[outer] = 0
        queue.append(outer)
    entrance_edges = {edge_key(house.rc(a), house.rc(b)) for a, b in house.entrances}
    while queue:
        i = queue.popleft()
        for _d, j, key in house.links[i]:
            if not house.inside[j] or dist[j] <= dist[i] + 1:
                continue
            if not house.inside[i] and key not in entrance_edges:
                continue
            if key in wall_set:
                continue
            dist[j] = dist[i] + 1
            queue.append(j)
    return dist


@lru_cache(maxsize=4)
def load_house(name: str = "house.json") -> House:
    return parse_house(load_json("flashpoint", name), f"resources/flashpoint/{name}")
