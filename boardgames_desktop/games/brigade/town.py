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

from dataclasses import dataclass, field
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
_ORTHOGONAL_TABLES: dict[frozenset[str], dict[str, tuple[str, ...]]] = {}


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


@dataclass(slots=True)
class Tile:
    """One cell of the town: a block (faction tile or University) or a Firehouse."""

    label: str
    block: str | None = None  # BlockInfo id; None for a Firehouse
    firehouse: int | None = None  # Firehouse index 0..3 (town.json order)
    intensity: int = 0
    destroyed: bool = False
    #: seat -> tokens.  Never changed in place (copies of the town share it): a change
    #: assigns a new dict (``add_renown``, or ``tile.renown = {...}``)
    renown: dict[int, int] = field(default_factory=dict)
    loyalty: int | None = None  # seat (BLAZE for Blaze) holding the Loyalty token
    favour: bool = False  # a Favour token lies here (Solo / Co-Op)

    @property
    def is_block(self) -> bool:
        return self.block is not None

    def add_renown(self, seat: int, n: int) -> None:
        """``n`` more Renown tokens of ``seat`` here, in a new dict (see ``renown``)."""
        renown = self.renown
        self.renown = {**renown, seat: renown.get(seat, 0) + n}

    @property
    def burning(self) -> bool:
        return self.intensity > 0

    @property
    def standing(self) -> bool:
        """A block that fire can still reach (not a Firehouse, not destroyed)."""
        return self.block is not None and not self.destroyed


@dataclass
class Town:
    tiles: dict[str, Tile]
    destroyed_count: int = 0

    def __post_init__(self) -> None:
        # (label, orthogonal, diagonal) -> neighbours on the board, in STEP then
        # DIAGONAL_STEPS order.  The cells of a town never change once it is laid out, so
        # the table is made once and shared by every copy of the town and every town of
        # the same cells (not a field: it is no part of the game's data).
        layout = frozenset(self.tiles)
        self.neighbours: dict[tuple[str, bool, bool], tuple[str, ...]] = \
            _NEIGHBOUR_TABLES.setdefault(layout, {})
        #: label -> orthogonal neighbours (reachable's table), shared the same way
        self.orthogonal: dict[str, tuple[str, ...]] = _ORTHOGONAL_TABLES.setdefault(layout, {})
        # moves() results by (start, points, ruin cost, fireproof, forbidden, signature()),
        # each with a dict where callers keep what they built from that result (action
        # lists).  Keyed by the town's contents, so copies of the town share it safely.
        self.move_cache: dict[tuple[Any, ...], tuple[dict[str, int], dict[Any, Any]]] = {}
        #: signature() while a listing runs (nothing changes then); None otherwise
        self.listing_signature: bytes | None = None
        # per signature(): what listings derived from the town in that state (memo())
        self.memos: dict[bytes, dict[Any, Any]] = {}

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
        codes = _BLOCK_CODES
        tiles = self.tiles.values()
        try:  # one byte per cell while fewer than 64 kinds of block are numbered
            return bytes([(t.intensity > 0) + 2 * t.destroyed + 4 * codes[t.block]
                          for t in tiles])
        except (KeyError, ValueError):  # a block not numbered yet, or too many kinds
            pass
        # two bytes per cell (a different length: never equal to a one-byte signature)
        fire = [(t.intensity > 0) + 2 * t.destroyed for t in tiles]
        blocks = [codes.get(t.block) or _block_code(t.block) for t in tiles]
        return bytes(fire + blocks)

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

    def blocks(self) -> list[Tile]:
        """Standing blocks (not Firehouses, not destroyed), in label order."""
        return [t for t in self.tiles.values() if t.block is not None and not t.destroyed]

    def burning(self) -> list[Tile]:
        return [t for t in self.tiles.values()
                if t.intensity > 0 and t.block is not None and not t.destroyed]

    def any_burning(self) -> bool:
        for t in self.tiles.values():  # a loop, not any(): asked after every step
            if t.intensity > 0 and t.block is not None and not t.destroyed:
                return True
        return False

    def firehouse_cell(self, index: int) -> str:
        for t in self.tiles.values():
            if t.firehouse == index:
                return t.label
        raise KeyError(index)

    # ----- fire ---------------------------------------------------------------------------
    def raise_fire(self, label: str | None, max_intensity: int, amount: int = 1) -> str:
        """Add intensity; returns 'nothing', 'raised' or 'destroy' (the caller destroys)."""
        tile = self.tile(label)
        if tile is None or not tile.standing or amount <= 0:
            return "nothing"
        for _ in range(amount):
            if tile.intensity >= max_intensity:
                return "destroy"
            tile.intensity += 1
        return "raised"

    def destroy(self, label: str) -> Tile:
        """Flip the tile: fire, Renown, Loyalty and Favour tokens leave it."""
        tile = self.tiles[label]
        tile.destroyed = True
        tile.intensity = 0
        tile.renown = {}
        tile.loyalty = None
        tile.favour = False
        self.destroyed_count += 1
        return tile

    def gust_targets(self, direction: str) -> list[str]:
        """Wind Gust: the neighbour (in ``direction``) of every block burning right now.

        Computed all at once before any intensity changes, so fire that the gust itself
        starts does not spread further in the same gust.  Targets that are off the board,
        Firehouses or destroyed gain nothing (``raise_fire`` ignores them).
        """
        targets = []
        for t in self.burning():
            other = neighbour(t.label, direction)
            if other is not None and other in self.tiles:
                targets.append(other)
        return targets

    def line(self, label: str, direction: str, length: int) -> list[str]:
        """The next ``length`` labels from ``label`` in ``direction`` that are on the board."""
        out = []
        for d in range(1, length + 1):
            other = neighbour(label, direction, d)
            if other is not None and other in self.tiles:
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
            tile = self.tiles.get(other)
            if tile is not None and tile.is_block and (mode == "blocks" or tile.standing):
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
            if other is not None and other in self.tiles:
                out.append(other)
        found = self.neighbours[(label, orthogonal, diagonal)] = tuple(out)
        return found

    # ----- movement -----------------------------------------------------------------------
    def reachable(self, start: str, points: int, destroyed_cost: int, fireproof: bool = False,
                  forbidden: frozenset[str] = frozenset()) -> dict[str, int]:
        """End cells of a move of up to ``points`` steps, with their cost (start excluded).

        Entering a burning block ends the move (unless ``fireproof``); a destroyed block
        costs ``destroyed_cost`` steps and may not be an end cell; ``forbidden`` cells may
        not be entered at all.
        """
        # Step costs are small integers, so the shortest-path search is a bucket queue:
        # cells are settled in order of cost, each bucket holding the cells first reached
        # at that cost (a cell reached again more cheaply is skipped in its old bucket).
        tiles = self.tiles
        orthogonal = self.orthogonal
        if not orthogonal:  # label -> orthogonal neighbours, made once per layout
            orthogonal.update({label: self.neighbours.get((label, True, False))
                               or self._neighbours(label, True, False) for label in tiles})
        best = {start: 0}
        buckets: list[list[str]] = [[] for _ in range(points + 1)]
        buckets[0].append(start)
        far = 1 << 30
        for cost, bucket in enumerate(buckets):
            for label in bucket:
                if best[label] != cost:
                    continue
                if label != start and not fireproof:
                    tile = tiles[label]
                    if tile.intensity > 0 and tile.block is not None and not tile.destroyed:
                        continue  # the move stops here
                near = orthogonal.get(label)
                if near is None:  # a start off the town's cells
                    near = self._neighbours(label, True, False)
                for other in near:
                    if other in forbidden:
                        continue
                    new = cost + (destroyed_cost if tiles[other].destroyed else 1)
                    if new <= points and new < best.get(other, far):
                        best[other] = new
                        buckets[new].append(other)
        return {k: v for k, v in best.items() if k != start and not tiles[k].destroyed}


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
    tiles: dict[str, Tile] = {}
    labels = base_cells(cat) + (list(cat.town["big_buildings_cells"]) if extended else [])
    for label in labels:
        tiles[label] = Tile(label)
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
    return Town(tiles)


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
