"""Seeded randomness that can be replayed and that tells undo when chance was used."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class SeededRNG:
    """All chance in a game goes through one of these.

    ``events`` counts every die roll, shuffle and hidden-card reveal: the undo policy never
    steps back over an action during which it changed.
    """

    def __init__(self, seed: int) -> None:
        self.seed = int(seed)
        self._random = random.Random(self.seed)
        self.events = 0

    def roll(self, sides: int = 6) -> int:
        """One die roll, 1..sides."""
        self.events += 1
        return self._random.randint(1, sides)

    def randint(self, low: int, high: int) -> int:
        self.events += 1
        return self._random.randint(low, high)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice from an empty sequence")
        self.events += 1
        return items[self._random.randrange(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        self.events += 1
        self._random.shuffle(items)

    def sample(self, items: Sequence[T], count: int) -> list[T]:
        self.events += 1
        return self._random.sample(list(items), count)

    def note_reveal(self) -> None:
        """Mark that hidden information (a face-down card) became known."""
        self.events += 1

    def get_state(self) -> list[Any]:
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss, self.events]

    def set_state(self, state: list[Any]) -> None:
        version, internal, gauss, events = state
        self._random.setstate((version, tuple(internal), gauss))
        self.events = int(events)
