"""Player pieces: Wardens (Brigades) with their crew, Water Wagons and Firehouse boards."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class CrewMember:
    card: str  # CrewCard id
    water: int


@dataclass
class Warden:
    """A Brigade meeple with its Warden card and crew.  ``seat`` is the controlling player."""

    index: int
    seat: int
    card: str  # WardenCard id
    side: str  # "basic" or "advanced"
    cell: str
    water: int
    capacity: int
    board: int  # index into state.boards
    wagon: int | None  # index into state.wagons of the wagon this Brigade uses
    crew: list[CrewMember] = field(default_factory=list)


@dataclass
class Wagon:
    index: int
    owner: int | None  # seat, or None when shared by everyone (Co-Op)
    cell: str
    water: int
    board: int  # the board whose Wagon track sets the capacity


@dataclass
class Board:
    """A Firehouse board: named upgrade tracks, each a list of values and a level index."""

    tracks: dict[str, list[int]]
    levels: dict[str, int]
    upgrades_this_turn: int = 0

    def value(self, track: str) -> int:
        return self.tracks[track][self.levels[track]]

    def can_upgrade(self, track: str) -> bool:
        return self.levels[track] + 1 < len(self.tracks[track])

    def upgrade(self, track: str) -> int:
        self.levels[track] += 1
        return self.value(track)


def new_board(tracks: dict[str, list[int]]) -> Board:
    return Board({k: list(v) for k, v in tracks.items()}, {k: 0 for k in tracks})
