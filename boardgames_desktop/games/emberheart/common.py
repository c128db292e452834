"""Names and small text helpers shared by the Emberheart modules."""

from __future__ import annotations

LOCATIONS = ("guild", "tavern", "camp", "mountain", "preserve", "garrison")
SEAT_NAMES = ("Red", "Blue", "Green", "Yellow")
HIRE_NAMES = {"grunt": "Grunt", "scout": "Scout", "ranger": "Ranger", "warden": "Warden"}


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def hire_text(counts: dict[str, int]) -> str:
    """'2 Grunts, 1 Scout' for a Party or a card's Hirelings."""
    parts = [plural(counts[hireling], HIRE_NAMES[hireling])
             for hireling in HIRE_NAMES if counts.get(hireling)]
    return ", ".join(parts) if parts else "no Hirelings"
