"""What the Flash Point mixins use of the state they are mixed into, for the type checker.

``FlashPointState`` is put together from mixins (``actions.py``, ``perform.py``, ``fire.py``,
``events.py``) that use each other's methods and the state's data.  Under ``TYPE_CHECKING``
each mixin derives from ``FlashPointShape`` instead of ``object``, so mypy checks every use
against these declarations (a mixin deriving from the state itself would be a cycle that
mypy cannot follow).  Nothing imports this module at run time.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any, ClassVar

from boardgames_desktop.rules.flow import Flow, FlowStage
from boardgames_desktop.rules.state import GameState

from .house import House
from .pieces import Firefighter, Poi


class FlashPointShape(FlowStage, GameState):
    """The data and methods of ``FlashPointState`` that its mixins rely on."""

    house: ClassVar[House]
    ambulance: str | None
    chain_flares: int
    chain_last: int
    current: int
    damage: int
    deck_gun_shot: dict[str, Any] | None
    dice: list[int] | None
    doors: dict[str, str]
    engine: str | None
    event_deck: list[str]
    event_discard: list[str]
    experienced: bool
    fire: list[int]
    fire_deck: list[str]
    fire_discard: list[str]
    fire_steps: list[dict[str, Any]]
    firefighters: list[Firefighter]
    flare_removed: int
    flare_supply: int
    hazmats: list[int]
    hazmats_placed: int
    hot_spot_reserve: int
    hot_spots: list[bool]
    last_event: str | None
    last_fire_card: str | None
    level: str | None
    lost: int
    next_poi_id: int
    next_turn_effects: dict[str, int]
    peeked_event: str | None
    poi_pool: list[str]
    pois: list[Poi]
    rescued: int
    flow: Flow
    tragic: bool
    turn_effects: dict[str, int]
    turn_flags: dict[str, int]
    turn_number: int
    walls: dict[str, int]

    # ----- the state's methods one mixin calls on another -----------------------------------
    @abstractmethod
    def _ffs_at(self, cell: int) -> list[Firefighter]: ...

    @abstractmethod
    def _new_poi(self, cell: int) -> Poi | None: ...

    @abstractmethod
    def _pois_at(self, cell: int) -> list[Poi]: ...

    @abstractmethod
    def _roll_placement(self, valid: Any) -> int: ...

    @abstractmethod
    def add_flare_up(self, why: str) -> None: ...

    @abstractmethod
    def check_rescues(self) -> None: ...

    @abstractmethod
    def collapse_note(self) -> None: ...

    @abstractmethod
    def damage_wall(self, key: str) -> None: ...

    @abstractmethod
    def explode(self, cell: int) -> dict[str, Any]: ...

    @abstractmethod
    def ff_short(self, ff: Firefighter) -> str: ...

    @abstractmethod
    def is_open(self, key: str) -> bool: ...

    @abstractmethod
    def marker_left(self) -> bool: ...

    @abstractmethod
    def no_marker(self, cell: int) -> None: ...

    @abstractmethod
    def open_neighbours(self, cell: int) -> list[int]: ...

    @abstractmethod
    def place_poi(self, cell: int, clear_fire: bool = ...) -> None: ...

    @abstractmethod
    def poi_by_id(self, pid: int) -> Poi: ...

    @abstractmethod
    def ask(self, seat: int, kind: str, **details: Any) -> None: ...

    @abstractmethod
    def rc(self, i: int) -> tuple[int, int]: ...

    @abstractmethod
    def rc_list(self, cell: int) -> list[int]: ...

    @abstractmethod
    def record(self, step: str, **data: Any) -> dict[str, Any]: ...

    @abstractmethod
    def reveal(self, poi: Poi) -> None: ...

    @abstractmethod
    def roll_dice(self) -> tuple[int, int]: ...

    @abstractmethod
    def roll_placement_record(self, valid: Any) -> int: ...

    @abstractmethod
    def roll_words(self, red: int, black: int) -> str: ...

    @abstractmethod
    def run(self) -> None: ...

    @abstractmethod
    def spot_cells(self, spot: str | None) -> tuple[int, ...]: ...

    @abstractmethod
    def start_turn(self) -> None: ...
