"""What a results screen shows when a game ends, as plain data every game fills the same way.

``GameState.results(names)`` returns one :class:`Results`; the app draws it (winners by the
names the players typed, the reason in words, and one or more breakdown tables).  ``names``
are the seat names in seat order, so a game can write "Ada saved 4 blocks" in its tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ResultTable:
    """One breakdown: a title, column headings and rows of cells (text or numbers)."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str | int, ...], ...]


@dataclass(frozen=True)
class Results:
    """``winners`` are seats (empty: nobody won, e.g. a co-op loss); ``headline`` is one
    sentence ("Ada and Ben save the town"); ``reason`` says why the game ended."""

    headline: str
    reason: str
    winners: tuple[int, ...] = ()
    cooperative: bool = False
    tables: tuple[ResultTable, ...] = field(default_factory=tuple)
