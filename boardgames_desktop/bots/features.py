"""Evaluation building blocks: named, weighted features and how they become win chances."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Feature:
    """One aim of the game: ``score`` is its weighted contribution, ``text`` the words an
    explanation uses when an action improves it ("more VP", "less fire in the town")."""

    name: str
    score: float
    text: str


def squash(x: float) -> float:
    """A logistic curve: any real number to 0..1, 0 to one half."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def team_value(raw: float, scale: float = 1.0, centre: float = 0.0) -> float:
    """A cooperative (or one-sided) position's raw score as a chance of winning."""
    return squash((raw - centre) / scale)


def versus_values(raw: list[float], scale: float = 1.0) -> list[float]:
    """Rival seats: each seat's lead over the best other seat, squashed to 0..1."""
    out = []
    for seat, mine in enumerate(raw):
        others = [r for s, r in enumerate(raw) if s != seat]
        best = max(others) if others else 0.0
        out.append(squash((mine - best) / scale))
    return out
