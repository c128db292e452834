"""A face-down draw pile with its discard pile."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Generic, TypeVar

from .errors import IllegalAction
from .rng import SeededRNG

T = TypeVar("T")


class Deck(Generic[T]):
    """Draw pile (index 0 is the top) and discard pile (last item is the top).

    Drawing or peeking reveals hidden information, so it counts as a chance event for the
    undo policy; shuffling uses the game's seeded RNG.
    """

    def __init__(self, rng: SeededRNG, cards: Iterable[T] = (), name: str = "deck",
                 shuffle: bool = False) -> None:
        self.rng = rng
        self.name = name
        self.cards: list[T] = list(cards)
        self.discards: list[T] = []
        if shuffle:
            self.shuffle()

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def is_empty(self) -> bool:
        return not self.cards

    def shuffle(self) -> None:
        self.rng.shuffle(self.cards)

    def draw(self) -> T:
        if not self.cards:
            raise IllegalAction(f"The {self.name} is empty.")
        self.rng.note_reveal()
        return self.cards.pop(0)

    def draw_many(self, count: int) -> list[T]:
        return [self.draw() for _ in range(min(count, len(self.cards)))]

    def draw_or_reshuffle(self) -> T:
        """Draw; when the pile is empty, shuffle the discards into a new pile first."""
        if not self.cards:
            self.reshuffle_discards()
        return self.draw()

    def peek(self, count: int = 1) -> list[T]:
        self.rng.note_reveal()
        return list(self.cards[:count])

    def put_top(self, card: T) -> None:
        self.cards.insert(0, card)

    def put_bottom(self, card: T) -> None:
        self.cards.append(card)

    def discard(self, card: T) -> None:
        self.discards.append(card)

    @property
    def top_discard(self) -> T | None:
        return self.discards[-1] if self.discards else None

    def reshuffle_discards(self) -> None:
        """Shuffle the discard pile under nothing: it becomes the new draw pile (plus any left)."""
        self.cards.extend(self.discards)
        self.discards.clear()
        self.shuffle()

    def remove(self, card: T) -> None:
        """Take a specific card out of the draw pile (setup, searches)."""
        self.cards.remove(card)
