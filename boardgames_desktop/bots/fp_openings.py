"""Flash Point: the firefighters' starting squares (Family) and specialists (Experienced)
the computer learned from simulated games (an opening book).

The Family game always starts from the same house (the same fire, POIs and closed doors), so
where the firefighters enter is one fixed choice per team size that shapes the whole game,
and a one-step evaluation cannot see why: it sends two firefighters to the top and bottom
entrances, from which an all-Hard team won 60 of 100 games on fresh seeds, where the left
and right entrances won 85 of the same 100 (bench/README.md, session 11).
``resources/flashpoint/bot_openings.json`` lists the squares per number of firefighters, as
``bench/bench_fp_openings.py`` measured them.  A team size it does not list, a game where an
earlier firefighter stands elsewhere (a person placed it), or an unreadable file: no book
move, and the bot judges the squares by its evaluation.

The Experienced game's set-up is rolled afresh each game, but the specialists on offer are
always the same: for two firefighters the book takes the CAFS Firefighter and the
Generalist (the tree search chose the CAFS Firefighter and the Driver/Operator; Veteran +
Tragic Events, bench/README.md, session 11).  Elsewhere the tree search chooses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json

BOOK_FILE = ("flashpoint", "bot_openings.json")


@dataclass(frozen=True)
class Opening:
    squares: tuple[tuple[int, int], ...]  # (row, column) of each firefighter, in order
    why: str  # what the simulated games showed, in a player's words


def _book(section: str, field: str, read: Callable[[Any], Any]) -> dict[int, tuple[Any, str]]:
    """``section`` of the book by number of firefighters: ``field`` read one item per
    firefighter, and the entry's "why" ({} when the file or the section cannot be used)."""
    try:
        out = {}
        for count, entry in load_json(*BOOK_FILE).get(section, {}).items():
            items = tuple(read(item) for item in entry[field])
            if len(items) != int(count) or not isinstance(entry["why"], str):
                raise ValueError(count)
            out[int(count)] = (items, entry["why"])
        return out
    except (ResourceError, KeyError, TypeError, ValueError, AttributeError):
        return {}


def openings() -> dict[int, Opening]:
    """The Family game's starting squares by number of firefighters."""
    return {n: Opening(*e) for n, e in _book("family", "squares", _square).items()}


def _square(item: Any) -> tuple[int, int]:
    row, column = item
    return int(row), int(column)


@dataclass(frozen=True)
class Crew:
    specialists: tuple[str, ...]  # the specialist id each firefighter takes, in order
    why: str


def crews() -> dict[int, Crew]:
    """The Experienced game's specialists by number of firefighters."""
    return {n: Crew(*e) for n, e in _book("experienced", "specialists", str).items()}


def book_crew(state: Any) -> Crew | None:
    """The crew for this Experienced game, if the book has one and every specialist taken
    so far is the one it gives that firefighter."""
    if state.mode != "experienced":
        return None
    crew = crews().get(len(state.firefighters))
    if crew is None:
        return None
    for ff, specialist in zip(state.firefighters, crew.specialists):
        if ff.specialist and ff.specialist != specialist:
            return None
    return crew


def book_opening(state: Any) -> Opening | None:
    """The opening for this game, if the book has one and every firefighter placed so far
    stands where it puts that firefighter."""
    if state.mode != "family":
        return None
    opening = openings().get(len(state.firefighters))
    if opening is None:
        return None
    columns = state.house.columns
    for ff, (r, c) in zip(state.firefighters, opening.squares):
        if ff.cell >= 0 and ff.cell != r * columns + c:
            return None
    return opening


def book_move(state: Any, own: list[Action]) -> tuple[Action, str] | None:
    """The book's move for this set-up decision (a Family starting square, an Experienced
    specialist) and why it is played, if the book holds for this game and the move is on
    offer."""
    opening, crew = book_opening(state), book_crew(state)
    if opening is not None:
        kind, field, wanted, why = "place", "to", opening.squares, opening.why
    elif crew is not None:
        kind, field, wanted, why = "specialist", "specialist", crew.specialists, crew.why
    else:
        return None
    for action in own:
        if action.kind == kind and action[field] == wanted[action["ff"]]:
            return action, why
    return None
