"""The seat's view (``seat_view.py``), read by attribute: what the board scene draws from.

``Seen`` wraps the plain data of ``state.view(seat)`` — ``seen.fire[i]``,
``seen.walls[key]``, ``seen.firefighters[k].cell`` — with the printed house plan beside it
(``seen.house``: the same in every game) and the few words and lists the view works out
(a firefighter's short name, its AP in words).  Nothing here reads the state: a face-down POI
is only ``"poi"`` and the decks are counts, as in the view.  Built once per drawing.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ..house import House, load_house
from ..seat_view import FACE_DOWN


class Ask:
    """A decision waiting (the flow's queue in the view): its ``kind`` and details."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.kind: str = data["kind"]
        self.seat: int | None = data.get("seat")
        self.details: dict[str, Any] = data.get("details") or {}

    def __getitem__(self, name: str) -> Any:
        return self.details[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.details.get(name, default)


class Seen:
    """The view of one seat, attribute by attribute (see the module docstring)."""

    house: House = load_house()

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        table, board = view["table"], view["board"]
        self.table = table
        self.piles: dict[str, Any] = view["piles"]
        self.vehicles: dict[str, str | None] = view["vehicles"]
        self.stage: str = board["stage"]
        self.is_over: bool = board["over"]
        outcome = board["outcome"]
        #: how the game ended (``reason``, ``winners``); None while it goes on
        self.outcome = SimpleNamespace(**outcome) if outcome is not None else None
        self.phase: str = view["phase"]
        self.players: int = view["players"]
        self.unused: list[str] = board["unused_specialists"]
        self.deck_gun_splash: list[int] | None = board["deck_gun_splash"]
        self.firefighters = [SimpleNamespace(**ff, **more)
                             for ff, more in zip(table["firefighters"], board["firefighters"])]
        self.pois: list[dict[str, Any]] = table["pois"]
        self._asks = [Ask(d) for d in table["flow"]["queue"]]

    def __getattr__(self, name: str) -> Any:
        """Any other part of the table by its name (``fire``, ``walls``, ``rescued`` ...)."""
        table = self.__dict__.get("table")
        if table is None or name not in table:
            raise AttributeError(name)
        return table[name]

    # ----- what the scene asks of the table -------------------------------------------------
    def pending_decisions(self) -> list[Ask]:
        """The questions waiting, the one asked now first."""
        return self._asks

    @property
    def current_ff(self) -> SimpleNamespace:
        return self.firefighters[self.table["current"]]

    def poi_by_id(self, pid: int) -> SimpleNamespace:
        """The POI ``pid`` as the table sees it, by attribute (``treated``, ``revealed``)."""
        return SimpleNamespace(**self.poi(pid))

    def poi(self, pid: int) -> dict[str, Any]:
        """The POI ``pid`` as the table sees it."""
        return next(p for p in self.pois if p["id"] == pid)

    def face_down(self, poi: dict[str, Any]) -> bool:
        return poi["kind"] == FACE_DOWN

    def where(self, cell: int) -> str:
        """'space 31' inside the house, 'outside square 7,0' outside."""
        h = self.house
        return f"space {h.label(cell)}" if h.inside[cell] else h.label(cell)

    def edge_words(self, key: str) -> str:
        """'between 34 and 44': the two spaces an edge key ``r,c,E|S`` separates."""
        return self.house.edge_words.get(key) or self.house.edge_text(key)
