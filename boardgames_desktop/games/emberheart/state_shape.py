"""What the Emberheart mixins use of the state they are mixed into, for the type checker.

``EmberheartState`` is put together from mixins (``abilities.py``, ``action_phase.py``,
``reward.py``, ``endgame.py``, ``prompt_texts.py``) that use each other's methods and the
state's data.  Under ``TYPE_CHECKING`` each mixin derives from ``EmberheartShape`` instead of
``object``, so mypy checks every use against these declarations (a mixin deriving from the
state itself would be a cycle that mypy cannot follow).  Nothing imports this module at run
time.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.flow import Decision, Flow, FlowStage
from boardgames_desktop.rules.state import GameState

from .board import PlayerBoard
from .data import Card, Content


class EmberheartShape(FlowStage, GameState):
    """The data and methods of ``EmberheartState`` that its mixins rely on."""

    aides: dict[str, int | None]
    bard_cards: list[list[Any]]
    boards: list[PlayerBoard]
    decks: dict[str, list[str]]
    discards: list[str]
    end_turn: bool
    firestation: list[int]
    first: int
    flow: Flow
    gear_at_scoring: list[int] | None
    mountain: dict[str, list[str | None]]
    offer: dict[str, list[str | None]]
    progress: dict[str, Any]
    raid_discarded: str | None
    raids: list[str]
    round: int
    scores: dict[int, list[list[Any]]]
    side: str
    spaces: dict[str, list[dict[Any, Any] | None]]
    supply: dict[Any, Any]
    turn: int
    turn_ref: dict[str, int] | None
    two_player: bool
    twoplayer_card: str | None
    warden_spaces: list[dict[Any, Any]]
    warehouse: list[int]

    # ----- the state's methods one mixin calls on another -----------------------------------
    @property
    @abstractmethod
    def content(self) -> Content: ...

    @abstractmethod
    def _advance(self, p: int, track: str, steps: int, why: str = ...) -> None: ...

    @property
    @abstractmethod
    def prompt(self) -> Decision | None: ...

    @abstractmethod
    def _attach(self, p: int, dragon: str, host: str, gear: bool) -> None: ...

    @abstractmethod
    def _attach_actions(self, p: int, kind: str = ...) -> list[Action]: ...

    @abstractmethod
    def _deal_raids(self) -> None: ...

    @abstractmethod
    def _deal_twoplayer(self) -> None: ...

    @abstractmethod
    def _draw(self, deck: str) -> str | None: ...

    @abstractmethod
    def _flame_down(self, p: int, n: int, why: str = ...) -> None: ...

    @abstractmethod
    def _flame_up(self, p: int, n: int, why: str = ...) -> None: ...

    @abstractmethod
    def _gain(self, p: int, kind: str, n: int) -> int: ...

    @abstractmethod
    def _level(self, name: str) -> dict: ...

    @abstractmethod
    def _lose(self, p: int, kind: str, n: int) -> int: ...

    @abstractmethod
    def _move_flame(self, p: int, n: int, why: str = ...) -> None: ...

    @abstractmethod
    def _ask_attach_after(self, p: int) -> None: ...

    @abstractmethod
    def _refill_all(self) -> None: ...

    @abstractmethod
    def _return_party(self, party: dict, crest: bool = ..., grunts: bool = ...) -> None: ...

    @abstractmethod
    def aides_left(self) -> list[str]: ...

    @abstractmethod
    def attach_options(self, p: int) -> list[tuple[str, str, bool]]: ...

    @abstractmethod
    def can_place_party(self, p: int) -> bool: ...

    @abstractmethod
    def card(self, card_id: str) -> Card: ...

    @abstractmethod
    def card_label(self, cid: str) -> str: ...

    @abstractmethod
    def card_name_by_key(self, key: str) -> str: ...

    @abstractmethod
    def claimable(self, p: int, loc: str) -> list[str]: ...

    @abstractmethod
    def color_count(self, p: int, color: str, flexible: bool = ...) -> int: ...

    @abstractmethod
    def dragon_color(self, p: int, dragon: str) -> str: ...

    @abstractmethod
    def expert_of(self, loc: str) -> str: ...

    @abstractmethod
    def hero_active(self, p: int, key: str) -> bool: ...

    @abstractmethod
    def hireling_total(self, p: int) -> int: ...

    @abstractmethod
    def loc_name(self, loc: str) -> str: ...

    @abstractmethod
    def question_text(self, decision: Decision) -> str: ...

    @abstractmethod
    def may_text(self, decision: Decision) -> str: ...

    @abstractmethod
    def order_from(self, seat: int) -> list[int]: ...

    @abstractmethod
    def track_level(self, p: int, track: str, table: str) -> int: ...

    @abstractmethod
    def track_name(self, track: str) -> str: ...
