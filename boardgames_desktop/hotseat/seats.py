"""Who plays each seat: a person at the screen, or the computer at one of the bots' levels.

A seat's kind is a short string: ``"person"`` or a level id of :mod:`boardgames_desktop.bots`
(``"easy"``, ``"normal"``, ``"hard"``).  Kinds are saved next to the seat names in a save's
and a campaign's ``"app"`` data; :func:`clean_kinds` reads whatever a file holds (a missing or
unknown kind is a person, so an old or edited file still loads).
"""

from __future__ import annotations

from typing import Any

PERSON = "person"
#: ``bots.levels()``'s ids, weakest first (named here so that reading a save or listing
#: campaigns does not import the bots, which load every game's tables; a test keeps the
#: two in step)
LEVEL_IDS = ("easy", "normal", "hard")
#: the level a seat gets when it is handed to the computer without a choice
DEFAULT_LEVEL = "normal"
#: seconds a computer move stays on the board before the next one, per pace preference
#: (here, not in ``bot_driver``, so the Game menu is built without the bots' worker machinery)
PACES: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.4}
PACE_TITLES: dict[str, str] = {"instant": "Instant", "fast": "Fast", "normal": "Normal"}
DEFAULT_PACE = "normal"


def computer_levels() -> tuple[str, ...]:
    return LEVEL_IDS


def _level(kind: str) -> Any:
    from boardgames_desktop import bots

    return bots.level(kind)


def kinds() -> tuple[str, ...]:
    """Every kind a seat may have, a person first."""
    return (PERSON, *computer_levels())


def is_computer(kind: str) -> bool:
    return kind in computer_levels()


def level_title(kind: str) -> str:
    """'Easy', 'Normal', 'Hard' (the bots' level titles are these words)."""
    return kind.capitalize()


def kind_title(kind: str) -> str:
    """'Person' or 'Computer (Normal)', as the launcher and menus name it."""
    return f"Computer ({level_title(kind)})" if is_computer(kind) else "Person"


def kind_short(kind: str) -> str:
    """A few words for the side panel: 'person' or 'computer · Normal'."""
    return "computer · " + level_title(kind) if is_computer(kind) else "person"


def kind_help(kind: str) -> str:
    """A sentence for a tooltip (imports the bots: call it when the player looks)."""
    if not is_computer(kind):
        return "Someone at this screen plays the seat."
    return f"The computer plays the seat. {_level(kind).description}"


def clean_kinds(raw: Any, players: int) -> list[str]:
    """``players`` kinds from a file's value (anything unknown or missing: a person)."""
    values = raw if isinstance(raw, list) else []
    known = set(kinds())
    return [values[p] if p < len(values) and values[p] in known else PERSON
            for p in range(players)]


def has_computer(seat_kinds: list[str]) -> bool:
    return any(is_computer(kind) for kind in seat_kinds)
