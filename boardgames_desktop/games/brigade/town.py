"""The town of Tinderbox: tiles on a grid, fire, destruction, Wind Gusts and movement.

Cells are addressed by labels: column letter + row number, North = row 1, West = column A.
With the Big Buildings pack the grid grows by one ring where only the eight middle cells
exist (C0, D0, C7, D7, @3, @4, G3, G4); every other label off the town is "off the board".

The town knows nothing about players except seat numbers on Renown and Loyalty tokens;
BLAZE (-1) is the Solo opponent's seat.  Destroying a tile is split in two: ``raise_fire``
tells the caller that a tile must be destroyed, and the caller (the state) runs
``destroy`` plus its own consequences (counts, EvacTrak, "when destroyed" effects).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from boardgames_desktop.rules.rng import SeededRNG

from .data import FACTIONS_OF_TOWN, Catalogue

BLAZE = -1  # seat number of Bernhardt Blaze on tokens (Solo)
COLUMNS = "@ABCDEFG"  # index 0 is column -1
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
DIAGONAL_STEPS = ((-1, -1), (-1, 1), (1, -1), (1, 1))
#: a small number per block id (None, a Firehouse, is 0), for Town.signature
_BLOCK_CODES: dict[str | None, int] = {None: 0}


#: the neighbour tables of Town, by the set of cells of the town (see Town.__post_init__)
_NEIGHBOUR_TABLES: dict[frozenset[str], dict[tuple[str, bool, bool], tuple[str, ...]]] = {}


#: quarter_cells by (the town's neighbour table, corner, rows, columns)
_QUARTERS: dict[tuple[int, str, int, int], list[str]] = {}


def _block_code(block: str | None) -> int:
    if block is None:
        return 0
    return _BLOCK_CODES.setdefault(block, len(_BLOCK_CODES) + 1)


def to_rc(label: str) -> tuple[int, int]:
    """'A1' -> (0, 0): row, column counted from the North-West corner of the 6×6 town."""
    return int(label[1]) - 1, COLUMNS.index(label[0]) - 1


def to_label(row: int, col: int) -> str | None:
    if not (-1 <= row <= 6 and -1 <= col <= 6):
        return None
    return f"{COLUMNS[col + 1]}{row + 1}"


def neighbour(label: str, direction: str, distance: int = 1) -> str | None:
    r, c = to_rc(label)
    dr, dc = STEP[direction]
    return to_label(r + dr * distance, c + dc * distance)


def display_label(label: str) -> str:
    """A coordinate as players read it.  The Big Buildings town (also 4v1) adds a column left
    of A and a row above 1, which the printed board leaves without a letter or number: they
    are named from their neighbour ("west of A3", "north of C1"); the column G and the row 7
    simply continue the letters and numbers."""
    column, row = label[:1], label[1:]
    if column == "@":
        return f"west of A{row}"
    if row == "0":
        return f"north of {column}1"
    return label


def display_labels(labels: list[str] | tuple[str, ...]) -> str:
    return ", ".join(display_label(c) for c in labels)


def direction_name(direction: str) -> str:
    return {"N": "North", "E": "East", "S": "South", "W": "West"}[direction]


class _Cells:
    """What can change on the cells of a town, one list per kind, indexed by the cell's
    place in the town (its ``labels`` order).  Every change goes through the ``set_*``
    methods, which keep ``code`` (what movement and the names of cells depend on) right."""

    labels: tuple[str, ...]
    block: list[str | None]
    firehouse: list[int | None]
    intensity: list[int]
    destroyed: list[bool]
    renown: list[dict[int, int]]
    loyalty: list[int | None]
    favour: list[bool]
    #: per cell: burning (1) + destroyed (2) + 4 × the block's number (_block_code)
    code: list[int]
    #: seat -> how many Loyalty tokens it has on the town (seats with none left out)
    loyal_count: dict[int, int]

    def _fill(self, labels: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
        """Lay out the lists from one (block, firehouse, intensity, destroyed, renown,
        loyalty, favour) row per cell."""
        self.labels = labels
        self.block = [r[0] for r in rows]
        self.firehouse = [r[1] for r in rows]
        self.intensity = [r[2] for r in rows]
        self.destroyed = [r[3] for r in rows]
        self.renown = [r[4] for r in rows]
        self.loyalty = [r[5] for r in rows]
        self.favour = [r[6] for r in rows]
        self.code = [(r[2] > 0) + 2 * bool(r[3]) + 4 * _block_code(r[0]) for r in rows]
        self.loyal_count = {}
        for seat in self.loyalty:
            if seat is not None:
                self.loyal_count[seat] = self.loyal_count.get(seat, 0) + 1

    def set_intensity(self, i: int, value: int) -> None:
        self.intensity[i] = value
        self.code[i] = (self.code[i] & ~1) | (value > 0)

    def set_destroyed(self, i: int, value: bool) -> None:
        self.destroyed[i] = value
        self.code[i] = (self.code[i] & ~2) | (2 if value else 0)

    def set_block(self, i: int, block: str | None) -> None:
        self.block[i] = block
        self.code[i] = (self.code[i] & 3) | 4 * _block_code(block)

    def set_firehouse(self, i: int, index: int | None) -> None:
        self.firehouse[i] = index

    def set_renown(self, i: int, renown: dict[int, int]) -> None:
        self.renown[i] = renown

    def set_loyalty(self, i: int, seat: int | None) -> None:
        old = self.loyalty[i]
        if old == seat:
            return
        self.loyalty[i] = seat
        counts = self.loyal_count
        if old is not None:
            left = counts[old] - 1
            if left:
                counts[old] = left
            else:
                del counts[old]
        if seat is not None:
            counts[seat] = counts.get(seat, 0) + 1

    def set_favour(self, i: int, value: bool) -> None:
        self.favour[i] = value

    def row(self, i: int) -> tuple[Any, ...]:
        return (self.block[i], self.firehouse[i], self.intensity[i], self.destroyed[i],
                self.renown[i], self.loyalty[i], self.favour[i])


def _loose(row: tuple[Any, ...]) -> _Cells:
    cells = _Cells()
    cells._fill(("",), [row])
    return cells


class Tile:
    """One cell of the town: a block (faction tile or University) or a Firehouse.

    A view of one place in its town's lists (``_Cells``): reading or setting an attribute
    reads or changes the town.  ``Tile(label, ...)`` on its own makes a loose tile with
    lists of its own; a ``Town`` made from loose tiles takes them over as its views.
    (A dataclass for its field list only: ``to_plain`` and the board's memo read the
    fields by name, in this order.)"""

    __slots__ = ("_cells", "_i", "label")
    label: str
    # The cell's fields, read and set through the properties below: ``block`` (BlockInfo
    # id; None for a Firehouse), ``firehouse`` (index 0..3, town.json order),
    # ``intensity``, ``destroyed``, ``renown`` (seat -> tokens; never changed in place, as
    # copies of the town share it: a change assigns a new dict, ``add_renown`` or
    # ``tile.renown = {...}``), ``loyalty`` (the seat, BLAZE for Blaze, holding the Loyalty
    # token) and ``favour`` (a Favour token lies here, Solo / Co-Op).

    def __init__(self, label: str, block: str | None = None, firehouse: int | None = None,
                 intensity: int = 0, destroyed: bool = False,
                 renown: dict[int, int] | None = None, loyalty: int | None = None,
                 favour: bool = False) -> None:
        self.label = label
        self._cells = _loose((block, firehouse, intensity, destroyed,
                              {} if renown is None else renown, loyalty, favour))
        self._i = 0

    @property
    def block(self) -> str | None:
        return self._cells.block[self._i]

    @block.setter
    def block(self, block: str | None) -> None:
        self._cells.set_block(self._i, block)

    @property
    def firehouse(self) -> int | None:
        return self._cells.firehouse[self._i]

    @firehouse.setter
    def firehouse(self, index: int | None) -> None:
        self._cells.set_firehouse(self._i, index)

    @property
    def intensity(self) -> int:
        return self._cells.intensity[self._i]

    @intensity.setter
    def intensity(self, value: int) -> None:
        self._cells.set_intensity(self._i, value)

    @property
    def destroyed(self) -> bool:
        return self._cells.destroyed[self._i]

    @destroyed.setter
    def destroyed(self, value: bool) -> None:
        self._cells.set_destroyed(self._i, value)

    @property
    def renown(self) -> dict[int, int]:
        return self._cells.renown[self._i]

    @renown.setter
    def renown(self, renown: dict[int, int]) -> None:
        self._cells.set_renown(self._i, renown)

    @property
    def loyalty(self) -> int | None:
        return self._cells.loyalty[self._i]

    @loyalty.setter
    def loyalty(self, seat: int | None) -> None:
        self._cells.set_loyalty(self._i, seat)

    @property
    def favour(self) -> bool:
        return self._cells.favour[self._i]

    @favour.setter
    def favour(self, value: bool) -> None:
        self._cells.set_favour(self._i, value)


    def _values(self) -> tuple[Any, ...]:
        return (self.label, *self._cells.row(self._i))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Tile:
            return NotImplemented
        assert isinstance(other, Tile)
        return self._values() == other._values()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        names = ("label", "block", "firehouse", "intensity", "destroyed", "renown", "loyalty",
                 "favour")
        return "Tile(" + ", ".join(f"{n}={v!r}" for n, v in zip(names, self._values())) + ")"

    @property
    def is_block(self) -> bool:
        return self._cells.block[self._i] is not None

    def add_renown(self, seat: int, n: int) -> None:
        """``n`` more Renown tokens of ``seat`` here, in a new dict (see ``renown``)."""
        renown = self.renown
        self.renown = {**renown, seat: renown.get(seat, 0) + n}

    @property
    def burning(self) -> bool:
        return self._cells.intensity[self._i] > 0

    @property
    def standing(self) -> bool:
        """A block that fire can still reach (not a Firehouse, not destroyed)."""
        cells, i = self._cells, self._i
        return cells.block[i] is not None and not cells.destroyed[i]


#: the cell's fields, in this order (``to_plain`` and the board's memo read them by name): the
#: dataclass field list, given here because they are properties over the town's lists
Tile.__annotations__ = {"label": "str", "block": "str | None", "firehouse": "int | None",
                        "intensity": "int", "destroyed": "bool", "renown": "dict[int, int]",
                        "loyalty": "int | None", "favour": "bool"}
Tile = dataclass(init=False, repr=False, eq=False)(Tile)  # type: ignore[misc]


def _view(cells: _Cells, i: int, label: str) -> Tile:
    tile = _new(Tile)
    tile._cells = cells
    tile._i = i
    tile.label = label
    return tile


_new = object.__new__


class _Layout:
    """What never changes for one town's cells in their order: shared by every town (and
    copy of a town) with those cells."""

    __slots__ = ("labels", "index", "orth")

    def __init__(self, labels: tuple[str, ...], town: Town) -> None:
        self.labels = labels
        self.index = {label: i for i, label in enumerate(labels)}
        #: cell -> its orthogonal neighbours on the board (cell numbers), reachable's table
        self.orth = tuple(tuple(self.index[o] for o in town._neighbours(label, True, False))
                          for label in labels)


_LAYOUTS: dict[tuple[str, ...], _Layout] = {}


class Town(_Cells):
    """The town: its cells' contents in flat lists (``_Cells``; a copy is a handful of
    list copies), ``tiles`` the label -> ``Tile`` views for code that reads one cell."""

    tiles: dict[str, Tile]
    destroyed_count: int = 0

    def __init__(self, tiles: dict[str, Tile], destroyed_count: int = 0) -> None:
        self._lay_out(tuple(tiles), [t._cells.row(t._i) for t in tiles.values()],
                      destroyed_count)
        # the Tile views: a loose tile given becomes this town's view of its cell
        for i, tile in enumerate(tiles.values()):
            if tile._cells.labels == ("",):
                tile._cells, tile._i = self, i
            else:
                tiles = {}  # another town's views: this town makes its own
                break
        #: the Tile views, made when first asked for (a copy of the town starts without)
        self._tiles: dict[str, Tile] | None = tiles if tiles else None

    @classmethod
    def empty(cls, labels: list[str]) -> Town:
        """A town of these cells, all empty (no block, no Firehouse, no fire)."""
        town = _new(cls)
        town._lay_out(tuple(labels), [(None, None, 0, False, {}, None, False)] * len(labels), 0)
        return town

    def _lay_out(self, labels: tuple[str, ...], rows: list[tuple[Any, ...]],
                 destroyed_count: int) -> None:
        self._fill(labels, rows)
        self.destroyed_count = destroyed_count
        # (label, orthogonal, diagonal) -> neighbours on the board, in STEP then
        # DIAGONAL_STEPS order.  The cells of a town never change once it is laid out, so
        # the table is made once and shared by every copy of the town and every town of
        # the same cells (not a field: it is no part of the game's data).
        self.neighbours: dict[tuple[str, bool, bool], tuple[str, ...]] = \
            _NEIGHBOUR_TABLES.setdefault(frozenset(labels), {})
        self.index: dict[str, int] = {}
        layout = _LAYOUTS.get(labels)
        if layout is None:
            self.index = {label: i for i, label in enumerate(labels)}  # for _neighbours
            layout = _LAYOUTS[labels] = _Layout(labels, self)
        self.layout = layout
        #: label -> place in the lists (shared, never changed)
        self.index = layout.index
        # moves() results by (start, points, ruin cost, fireproof, forbidden, signature()),
        # each with a dict where callers keep what they built from that result (action
        # lists).  Keyed by the town's contents, so copies of the town share it safely.
        self.move_cache: dict[tuple[Any, ...], tuple[dict[str, int], dict[Any, Any]]] = {}
        #: signature() while a listing runs (nothing changes then); None otherwise
        self.listing_signature: bytes | None = None
        # per signature(): what listings derived from the town in that state (memo())
        self.memos: dict[bytes, dict[Any, Any]] = {}
        self._tiles = None

    @property  # type: ignore[no-redef]
    def tiles(self) -> dict[str, Tile]:
        """label -> the cell's ``Tile`` (a view of these lists), in the town's order."""
        views = self._tiles
        if views is None:
            views = self._tiles = {label: _view(self, i, label)
                                   for i, label in enumerate(self.labels)}
        return views

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Town:
            return NotImplemented
        assert isinstance(other, Town)
        return (self.labels == other.labels and self.destroyed_count == other.destroyed_count
                and all(self.row(i) == other.row(i) for i in range(len(self.labels))))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Town({len(self.labels)} cells, {self.destroyed_count} destroyed)"

    def copy(self) -> Town:
        """A copy sharing only what never changes in place (the layout, the tables and
        memos keyed by the town's contents, the Renown dicts)."""
        twin = _new(Town)
        fields = self.__dict__.copy()
        fields["block"] = self.block.copy()
        fields["firehouse"] = self.firehouse.copy()
        fields["intensity"] = self.intensity.copy()
        fields["destroyed"] = self.destroyed.copy()
        fields["renown"] = self.renown.copy()
        fields["loyalty"] = self.loyalty.copy()
        fields["favour"] = self.favour.copy()
        fields["code"] = self.code.copy()
        fields["loyal_count"] = self.loyal_count.copy()
        fields["_tiles"] = None
        twin.__dict__ = fields
        return twin

    def memo(self) -> dict[Any, Any]:
        """A dict for remembering what is derived from the town as it stands (burning,
        destroyed, blocks): shared by the town's copies, so a key must also hold everything
        else the remembered value depends on."""
        signature = self.listing_signature or self.signature()
        found = self.memos.get(signature)
        if found is None:
            if len(self.memos) >= 512:
                self.memos.clear()
            found = self.memos[signature] = {}
        return found

    def signature(self) -> bytes:
        """What movement and the names of cells depend on, cell by cell: burning, destroyed,
        and which block lies there."""
        code = self.code
        try:  # one byte per cell while fewer than 64 kinds of block are numbered
            return bytes(code)
        except ValueError:
            pass
        # three bytes per cell (a different length: never equal to a one-byte signature)
        return bytes(c & 3 for c in code) + b"".join((c >> 2).to_bytes(2, "big") for c in code)

    def moves(self, start: str, points: int, destroyed_cost: int, fireproof: bool = False,
              forbidden: frozenset[str] = frozenset()
              ) -> tuple[dict[str, int], dict[Any, Any]]:
        """``reachable(...)`` remembered for this town's contents (do not change the dict),
        with a dict for what the caller derives from it."""
        key = (start, points, destroyed_cost, fireproof, forbidden,
               self.listing_signature or self.signature())
        cache = self.move_cache
        entry = cache.get(key)
        if entry is None:
            if len(cache) >= 4096:
                cache.clear()
            entry = cache[key] = (self.reachable(start, points, destroyed_cost, fireproof,
                                                 forbidden), {})
        return entry

    def tile(self, label: str | None) -> Tile | None:
        return None if label is None else self.tiles.get(label)

    def standing_at(self, label: str) -> bool:
        """A standing block lies at ``label`` (on the board, not a Firehouse, not destroyed)."""
        i = self.index.get(label)
        return i is not None and self.block[i] is not None and not self.destroyed[i]

    def burning_at(self, label: str) -> bool:
        """A standing block burns at ``label``."""
        i = self.index.get(label)
        return (i is not None and self.intensity[i] > 0 and self.block[i] is not None
                and not self.destroyed[i])

    def blocks(self) -> list[Tile]:
        """Standing blocks (not Firehouses, not destroyed), in label order."""
        block, destroyed, tiles = self.block, self.destroyed, self.tiles
        return [tiles[label] for i, label in enumerate(self.labels)
                if block[i] is not None and not destroyed[i]]

    def burning_labels(self) -> list[str]:
        """The cells of the standing blocks on fire, in the town's order."""
        code = self.code
        return [label for i, label in enumerate(self.labels)
                if code[i] & 3 == 1 and code[i] >= 4]

    def burning(self) -> list[Tile]:
        tiles = self.tiles
        return [tiles[label] for label in self.burning_labels()]

    def any_burning(self) -> bool:
        for c in self.code:  # a loop, not any(): asked after every step
            if c & 3 == 1 and c >= 4:  # burning, not destroyed, a block
                return True
        return False

    def firehouse_cell(self, index: int) -> str:
        for i, found in enumerate(self.firehouse):
            if found == index:
                return self.labels[i]
        raise KeyError(index)

    # ----- fire ---------------------------------------------------------------------------
    def raise_fire(self, label: str | None, max_intensity: int, amount: int = 1) -> str:
        """Add intensity; returns 'nothing', 'raised' or 'destroy' (the caller destroys)."""
        i = None if label is None else self.index.get(label)
        if i is None or self.block[i] is None or self.destroyed[i] or amount <= 0:
            return "nothing"
        for _ in range(amount):
            if self.intensity[i] >= max_intensity:
                return "destroy"
            self.set_intensity(i, self.intensity[i] + 1)
        return "raised"

    def destroy(self, label: str) -> Tile:
        """Flip the tile: fire, Renown, Loyalty and Favour tokens leave it."""
        i = self.index[label]
        self.set_destroyed(i, True)
        self.set_intensity(i, 0)
        self.set_renown(i, {})
        self.set_loyalty(i, None)
        self.set_favour(i, False)
        self.destroyed_count += 1
        return self.tiles[label]

    def gust_targets(self, direction: str) -> list[str]:
        """Wind Gust: the neighbour (in ``direction``) of every block burning right now.

        Computed all at once before any intensity changes, so fire that the gust itself
        starts does not spread further in the same gust.  Targets that are off the board,
        Firehouses or destroyed gain nothing (``raise_fire`` ignores them).
        """
        targets = []
        index = self.index
        for label in self.burning_labels():
            other = neighbour(label, direction)
            if other is not None and other in index:
                targets.append(other)
        return targets

    def line(self, label: str, direction: str, length: int) -> list[str]:
        """The next ``length`` labels from ``label`` in ``direction`` that are on the board."""
        out = []
        for d in range(1, length + 1):
            other = neighbour(label, direction, d)
            if other is not None and other in self.index:
                out.append(other)
        return out

    def blocks_in_line(self, label: str, direction: str, count: int,
                       mode: str = "standing_blocks") -> list[str]:
        """The first ``count`` tiles from ``label`` in ``direction`` that a "when destroyed"
        line effect reaches, walking to the edge of the grid (never wrapping).

        ``mode`` (blocks.json ``when_destroyed.count``): 'standing_blocks' counts only
        blocks that fire can reach (Firehouses, ruins and gaps are passed over);
        'blocks' passes over Firehouses and gaps but a ruin uses up a place; 'cells' is
        ``line``: the next ``count`` cells on the board, whatever they hold."""
        if mode == "cells":
            return self.line(label, direction, count)
        out: list[str] = []
        d = 1
        while len(out) < count:
            other = neighbour(label, direction, d)
            if other is None:
                break
            i = self.index.get(other)
            if (i is not None and self.block[i] is not None
                    and (mode == "blocks" or not self.destroyed[i])):
                out.append(other)
            d += 1
        return out

    def adjacent(self, label: str, orthogonal: bool = True, diagonal: bool = False) -> list[str]:
        return list(self.neighbours.get((label, orthogonal, diagonal))
                    or self._neighbours(label, orthogonal, diagonal))

    def _neighbours(self, label: str, orthogonal: bool, diagonal: bool) -> tuple[str, ...]:
        """Work out (once) and remember the neighbours of ``label`` on the board."""
        r, c = to_rc(label)
        deltas = ((list(STEP.values()) if orthogonal else [])
                  + (list(DIAGONAL_STEPS) if diagonal else []))
        out = []
        for dr, dc in deltas:
            other = to_label(r + dr, c + dc)
            if other is not None and other in self.index:
                out.append(other)
        found = self.neighbours[(label, orthogonal, diagonal)] = tuple(out)
        return found

    # ----- movement -----------------------------------------------------------------------
    def reachable(self, start: str, points: int, destroyed_cost: int, fireproof: bool = False,
                  forbidden: frozenset[str] = frozenset()) -> dict[str, int]:
        """End cells of a move of up to ``points`` steps, with their cost (start excluded).

        Entering a burning block ends the move (unless ``fireproof``); a destroyed block
        costs ``destroyed_cost`` steps and may not be an end cell; ``forbidden`` cells may
        not be entered at all.  The cells come in the order they were first reached.
        """
        # Step costs are small integers, so the shortest-path search is a bucket queue:
        # cells (by number) are settled in order of cost, each bucket holding the cells
        # first reached at that cost (a cell reached again more cheaply is skipped in its
        # old bucket).
        layout = self.layout
        labels, orth = layout.labels, layout.orth
        code, destroyed = self.code, self.destroyed
        index = layout.index
        far = 1 << 30
        best = [far] * len(labels)
        s = index.get(start)
        if s is None:  # a start off the town's cells
            s = -1
            start_near = tuple(index[o] for o in self._neighbours(start, True, False))
        else:
            best[s] = 0
            start_near = orth[s]
        banned = {index[c] for c in forbidden if c in index} if forbidden else None
        buckets: list[list[int]] = [[] for _ in range(points + 1)]
        buckets[0].append(s)
        order: list[int] = []  # cells in the order first reached
        for cost in range(points + 1):
            for i in buckets[cost]:  # grows while read when a step costs nothing
                if i == s:
                    near = start_near
                else:
                    if best[i] != cost:
                        continue
                    if not fireproof:
                        c = code[i]
                        if c & 3 == 1 and c >= 4:  # a standing block on fire
                            continue  # the move stops here
                    near = orth[i]
                for o in near:
                    if banned and o in banned:
                        continue
                    new = cost + (destroyed_cost if destroyed[o] else 1)
                    if new <= points and new < best[o]:
                        if best[o] == far:
                            order.append(o)
                        best[o] = new
                        buckets[new].append(o)
        return {labels[i]: best[i] for i in order if not destroyed[i]}


#: a dataclass for its field list only (``to_plain`` and memos read ``tiles`` and
#: ``destroyed_count``, as before the lists)
Town = dataclass(init=False, repr=False, eq=False)(Town)  # type: ignore[misc]


# ----- building a town --------------------------------------------------------------------
def base_cells(cat: Catalogue) -> list[str]:
    return [f"{c}{r}" for r in range(1, cat.town["rows"] + 1) for c in cat.town["columns"]]


def _block_pool(cat: Catalogue, big_buildings: bool, expert: str) -> list[str]:
    """Ids of the faction blocks dealt at random (University tiles are placed apart)."""
    base = [b.id for b in cat.blocks.values() if b.pack == "base" and b.faction != "university"]
    big = [b.id for b in cat.blocks.values() if b.pack == "big_buildings"]
    if expert == "replace":
        drop: list[str] = []
        values = cat.town["expert_replace"]["values"]
        for fid in FACTIONS_OF_TOWN:
            for value in values:
                for bid in base:
                    if cat.blocks[bid].faction == fid and cat.blocks[bid].value == value:
                        drop.append(bid)
                        break
        return [b for b in base if b not in drop] + big
    if big_buildings or expert == "big_buildings":
        return base + big
    return base


def build_town(cat: Catalogue, rng: SeededRNG, big_buildings: bool = False, expert: str = "none",
               quartered: bool = False) -> Town:
    """Lay out the town: Firehouses, University and the faction blocks dealt from the seed."""
    extended = (big_buildings or expert == "big_buildings") and expert != "replace"
    labels = base_cells(cat) + (list(cat.town["big_buildings_cells"]) if extended else [])
    town = Town.empty(labels)
    tiles = town.tiles
    for index, label in enumerate(cat.town["firehouses"]):
        tiles[label].firehouse = index
    start = cat.town["university_start_intensity"]
    for label, bid in cat.town["university"].items():
        tiles[label].block = bid
        tiles[label].intensity = start
    free = [lab for lab in labels if tiles[lab].block is None and tiles[lab].firehouse is None]
    pool = _block_pool(cat, big_buildings, expert)
    if quartered:
        _deal_quarters(cat, rng, tiles, pool)
    else:
        rng.shuffle(pool)
        if len(pool) != len(free):
            raise ValueError(f"{len(pool)} blocks for {len(free)} cells")
        for label, bid in zip(free, pool):
            tiles[label].block = bid
    return town


def _deal_quarters(cat: Catalogue, rng: SeededRNG, tiles: dict[str, Tile], pool: list[str]) -> None:
    """Solo layout: one faction per corner quarter, highest values nearest the Firehouse."""
    solo = cat.town["solo"]
    factions = list(FACTIONS_OF_TOWN)
    if solo.get("quarters_random", True):
        rng.shuffle(factions)
    for index, corner in enumerate(cat.town["firehouses"]):
        r0, c0 = to_rc(corner)
        sr = 1 if r0 == 0 else -1
        sc = 1 if c0 == 0 else -1
        fid = factions[index]
        mine = [b for b in pool if cat.blocks[b].faction == fid]
        rng.shuffle(mine)  # seeded order among equal values
        mine.sort(key=lambda b: -cat.blocks[b].value)
        for (dr, dc), bid in zip(solo["offsets"], mine):
            label = to_label(r0 + sr * dr, c0 + sc * dc)
            assert label is not None
            tiles[label].block = bid


def quarter_faction(town: Town, cat: Catalogue, corner_index: int) -> str | None:
    """The faction filling the quarter of Firehouse ``corner_index`` (quartered layout)."""
    label = town.firehouse_cell(corner_index)
    for other in town.adjacent(label):
        bid = town.tiles[other].block
        if bid is not None:
            return cat.blocks[bid].faction
    return None


def quarter_cells(town: Town, cat: Catalogue, corner_index: int) -> list[str]:
    """The cells of Firehouse ``corner_index``'s quarter of the base town: the corner block
    of half the rows by half the columns (3×3: the Firehouse, its faction's seven blocks in
    the quartered layout and one University tile), in label order."""
    corner = town.firehouse_cell(corner_index)
    rows, cols = cat.town["rows"], len(cat.town["columns"])
    # the answer depends only on the town's cells (its shared neighbour table stands for
    # them: one table per set of cells, kept for good) and the corner
    key = (id(town.neighbours), corner, rows, cols)
    found = _QUARTERS.get(key)
    if found is None:
        found = _QUARTERS[key] = _quarter_cells(town, corner, rows, cols)
    return list(found)


def _quarter_cells(town: Town, corner: str, rows: int, cols: int) -> list[str]:
    r0, c0 = to_rc(corner)
    out = []
    for t in town.tiles.values():
        r, c = to_rc(t.label)
        if not (0 <= r < rows and 0 <= c < cols):
            continue
        if (r < rows // 2) == (r0 < rows // 2) and (c < cols // 2) == (c0 < cols // 2):
            out.append(t.label)
    return sorted(out)
