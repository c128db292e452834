"""Seeded randomness that can be replayed and that tells undo when chance was used."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class _SharedGenerator:
    """A Mersenne Twister shared by an RNG and its copies until one of them draws.

    ``holders`` counts the RNGs that still read from ``generator``; it is never drawn from
    while more than one holds it, so every holder sees the position it was copied at.
    """

    __slots__ = ("generator", "holders")

    def __init__(self, generator: random.Random) -> None:
        self.generator = generator
        self.holders = 1


class SeededRNG:
    """All chance in a game goes through one of these.

    ``events`` counts every die roll, shuffle and hidden-card reveal: the undo policy never
    steps back over an action during which it changed.

    ``copy()`` is O(1): the copy shares the generator and whichever side draws first while
    it is shared takes its own copy of the generator state first (copy on write).  Search
    code makes thousands of copies, most of which never draw or draw only late.
    """

    __slots__ = ("seed", "events", "_shared")

    def __init__(self, seed: int) -> None:
        self.seed = int(seed)
        self._shared = _SharedGenerator(random.Random(self.seed))
        self.events = 0

    @property
    def _random(self) -> random.Random:
        """The generator to draw from; owned by this RNG alone (copied first if shared)."""
        shared = self._shared
        if shared.holders > 1:
            own = random.Random.__new__(random.Random)
            own.setstate(shared.generator.getstate())
            shared.holders -= 1
            shared = self._shared = _SharedGenerator(own)
        return shared.generator

    def copy(self) -> SeededRNG:
        """An independent RNG in the same position: both draw the same numbers from here on,
        and neither affects the other."""
        twin = SeededRNG.__new__(SeededRNG)
        twin.seed = self.seed
        twin.events = self.events
        twin._shared = self._shared
        self._shared.holders += 1
        return twin

    def __deepcopy__(self, memo: dict[int, Any]) -> SeededRNG:
        return self.copy()

    def __copy__(self) -> SeededRNG:
        return self.copy()

    def __getstate__(self) -> dict[str, Any]:
        return {"seed": self.seed, "state": self.get_state()}

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.seed = data["seed"]
        self._shared = _SharedGenerator(random.Random(self.seed))
        self.set_state(data["state"])

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
        """The full generator state and event count (format 1 saves store this)."""
        version, internal, gauss = self._shared.generator.getstate()
        return [version, list(internal), gauss, self.events]

    def set_state(self, state: list[Any]) -> None:
        version, internal, gauss, events = state
        generator = random.Random.__new__(random.Random)
        generator.setstate((version, tuple(internal), gauss))
        self._shared = _SharedGenerator(generator)
        self.events = int(events)

    def fingerprint(self) -> dict[str, Any]:
        """A compact check of the position: the event count and a digest of the state.

        Saves store this instead of the ~7 KB state: loading replays the log anyway, so the
        replayed state only needs to be compared, never restored.
        """
        version, internal, gauss = self._shared.generator.getstate()
        text = repr((version, internal, gauss)).encode("ascii")
        return {"events": self.events, "digest": hashlib.sha256(text).hexdigest()[:32]}
