"""Small mutable records of the game state (plain data: they save, compare and replay)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Firefighter:
    """One firefighter.  ``cell`` is the board index (-1 before it is placed).

    ``ap`` holds the regular AP (between turns: the Saved Actions, never above the limit);
    ``bonus_ap`` the specialist's turn-only AP of ``bonus_kind`` ("command", "extinguish",
    "move", "plan"); ``extra_extinguish`` extinguish-only AP from an Event.  ``victim`` is the
    id of the POI carried (or led, when treated); ``hazmat`` whether a hazmat is carried.
    """

    index: int
    seat: int
    colour: str
    cell: int = -1
    ap: int = 0
    bonus_ap: int = 0
    bonus_kind: str = ""
    specialist: str | None = None
    victim: int | None = None
    hazmat: bool = False
    extra_extinguish: int = 0

    def copy(self) -> Firefighter:
        """An independent copy (every field is a plain value)."""
        twin = object.__new__(Firefighter)
        twin.__dict__.update(self.__dict__)
        return twin


@dataclass
class Poi:
    """A point of interest: face down (``revealed`` False) or a revealed victim.

    ``kind`` is "victim" or "false_alarm".  ``carrier`` is the index of the firefighter
    carrying/leading it; its ``cell`` then follows the carrier.
    """

    id: int
    cell: int
    kind: str
    revealed: bool = False
    treated: bool = False
    carrier: int | None = None

    def copy(self) -> Poi:
        """An independent copy (every field is a plain value)."""
        twin = object.__new__(Poi)
        twin.__dict__.update(self.__dict__)
        return twin
