"""Small building blocks: tracks and token supplies."""

from __future__ import annotations

from .errors import IllegalAction


class Track:
    """A numbered track with a marker that never leaves [low, high]."""

    def __init__(self, name: str, low: int, high: int, value: int | None = None) -> None:
        if low > high:
            raise ValueError("track low above high")
        self.name = name
        self.low = low
        self.high = high
        self.value = low if value is None else value
        if not low <= self.value <= high:
            raise ValueError(f"{name}: start {self.value} outside {low}..{high}")

    def move(self, steps: int) -> int:
        """Move by ``steps``, stopping at the ends; returns how far it really moved."""
        before = self.value
        self.value = max(self.low, min(self.high, self.value + steps))
        return self.value - before

    def set(self, value: int) -> None:
        if not self.low <= value <= self.high:
            raise IllegalAction(f"The {self.name} track only goes from {self.low} to {self.high}.")
        self.value = value

    @property
    def at_max(self) -> bool:
        return self.value >= self.high

    @property
    def at_min(self) -> bool:
        return self.value <= self.low


class Supply:
    """A pool of identical tokens with a fixed number in the box (or unlimited when None)."""

    def __init__(self, name: str, limit: int | None, available: int | None = None) -> None:
        self.name = name
        self.limit = limit
        if available is None:
            available = limit if limit is not None else 0
        if available < 0 or (limit is not None and available > limit):
            raise ValueError(f"{name}: {available} tokens outside 0..{limit}")
        self.available = available

    def can_take(self, count: int = 1) -> bool:
        return self.limit is None or self.available >= count

    def take(self, count: int = 1) -> None:
        if count < 0:
            raise ValueError("negative count")
        if not self.can_take(count):
            raise IllegalAction(f"There are not enough {self.name} left ({self.available}).")
        if self.limit is not None:
            self.available -= count

    def give_back(self, count: int = 1) -> None:
        if count < 0:
            raise ValueError("negative count")
        if self.limit is not None:
            if self.available + count > self.limit:
                raise ValueError(f"{self.name}: more returned than the box holds")
            self.available += count
