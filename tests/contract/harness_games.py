"""A tiny counting game and copies of it that each break one promise of the rules contract, for
testing that ``check_game`` notices every kind of violation it claims to catch.

"Count to four": each seat has a counter; the seat whose turn it is counts one more (or, with
two seats, passes the turn on); the first counter at four wins.  Nothing is left to chance, so
every count is an action undo may take back, and every position is known to every seat.

The games are registered only for the length of one test (``registered``): tests elsewhere
list the registry's games and must not meet these.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from boardgames_desktop.rules import Action, GameInfo, GameState, ModeInfo, Outcome, registry
from boardgames_desktop.rules.flow import Decision

GOAL = 4


class CountState(GameState):
    """The game as it should be."""

    game_id = "toy-count"

    def setup(self) -> None:
        self.counts = [0] * self.players
        self.current = 0

    @property
    def active_players(self) -> list[int]:
        return [] if self.is_over else [self.current]

    @property
    def outcome(self) -> Outcome | None:
        for seat, count in enumerate(self.counts):
            if count >= GOAL:
                return Outcome((seat,), f"{self.player_name(seat)} counted to {GOAL}.")
        return None

    def generate_actions(self) -> list[Action]:
        seat = self.current
        actions = [Action.make(seat, "step", "Count one more", by=1)]
        if self.players > 1:
            actions.append(Action.make(seat, "pass", "Pass the turn on"))
        return actions

    def perform(self, action: Action) -> None:
        if action.kind == "step":
            self.counts[action.player] += action["by"]
        else:
            self.current = (self.current + 1) % self.players


# ----- one broken promise each ----------------------------------------------------------------
class GoesOnAfterTheEnd(CountState):
    def legal_actions(self) -> list[Action]:
        return super().legal_actions() or self.generate_actions()


class RunsOutOfMoves(CountState):
    def generate_actions(self) -> list[Action]:
        return [] if self.counts[0] == 2 else super().generate_actions()


class NobodyActs(CountState):
    @property
    def active_players(self) -> list[int]:
        return [] if self.counts[0] == 2 else super().active_players


class OffersTheOtherSeatsMoves(CountState):
    def generate_actions(self) -> list[Action]:
        other = (self.current + 1) % self.players
        return [*super().generate_actions(), Action.make(other, "step", "Count out of turn", by=1)]


class WaitsForNoDecision(CountState):
    @property
    def decision(self) -> Decision | None:
        return None


class AsksTwoSeatsInTurn(CountState):
    """Two questions wait, one after the other (not at once); the second seat's moves are
    listed already."""

    @property
    def active_players(self) -> list[int]:
        return [] if self.is_over else [0, 1]

    def pending_decisions(self) -> tuple[Decision, ...]:
        return (Decision(0, "count"), Decision(1, "count"))

    def generate_actions(self) -> list[Action]:
        return [Action.make(seat, "step", "Count one more", by=1) for seat in (0, 1)]


class AsksTwoSeatsAtOnce(AsksTwoSeatsInTurn):
    """The same two questions asked at once (one group): both seats may answer now."""

    def pending_decisions(self) -> tuple[Decision, ...]:
        return (Decision(0, "count", group=1), Decision(1, "count", group=1))


class ListsAMoveTwice(CountState):
    def generate_actions(self) -> list[Action]:
        actions = super().generate_actions()
        return [*actions, Action.make(self.current, "step", "Count once more", by=1)]


class HasASilentMove(CountState):
    def generate_actions(self) -> list[Action]:
        return [Action.make(self.current, "step", "   ", by=1)]


class RefusesWithoutAReason(CountState):
    def why_illegal(self, action: Action) -> str:
        return ""


class RefusalCounts(CountState):
    def why_illegal(self, action: Action) -> str:
        self.counts[0] += 1
        return "No."


#: instances made so far (a fact about this Python process, not about the game)
_BORN = itertools.count()


class RemembersItsBirth(CountState):
    """Keeps a number that no action set, and leaves it out of its snapshot, so two copies of
    one position look equal but are not."""

    def setup(self) -> None:
        super().setup()
        self.born = next(_BORN)

    def snapshot(self) -> Any:
        data = super().snapshot()
        data.pop("born")
        return data


class DiffersWhenLoaded(CountState):
    def setup(self) -> None:
        super().setup()
        self.counts[0] = next(_BORN) % 2  # the setup is no function of the header


class SavesDifferentlyWhenLoaded(RemembersItsBirth):
    @property
    def phase(self) -> str:
        return f"Copy {self.born}"


class OffersOtherMovesWhenLoaded(RemembersItsBirth):
    def generate_actions(self) -> list[Action]:
        return [Action.make(self.current, "step", "Count one more", by=1 + self.born % 2)]


class ViewWithANaN(CountState):
    def view(self, seat: int | None = None) -> dict[str, Any]:
        view = super().view(seat)
        view["table"]["ratio"] = float("nan")
        return view


class ViewForetellsTheDie(CountState):
    def view(self, seat: int | None = None) -> dict[str, Any]:
        view = super().view(seat)
        view["table"]["next_roll"] = self.rng.copy().roll(1000)
        return view


class UndoesAnotherMove(CountState):
    def undo(self) -> Action:
        super().undo()
        return Action.make(self.current, "step", "Count two", by=2)


class UndoesNothing(CountState):
    def undo(self) -> Action:
        return self.log[-1].action


class UndoKeepsTheOldListing(CountState):
    """Offers a rest once it has counted; its undo keeps the listing of the later position."""

    def generate_actions(self) -> list[Action]:
        rest = [Action.make(self.current, "pass", "Rest")] if self.counts[self.current] else []
        return [*super().generate_actions(), *rest]

    def undo(self) -> Action:
        stale = self.legal_actions()
        taken_back = super().undo()
        self._listing, self._listing_index = stale, None
        return taken_back


#: counts performed by every game of the kinds below (reset by ``registered``)
_PERFORMED = itertools.count()


class CountsDifferentlyTheSecondTime(CountState):
    """Counts two on its second count in this process: a redo is not the first count."""

    def perform(self, action: Action) -> None:
        super().perform(action)
        if action.kind == "step" and next(_PERFORMED) == 1:
            self.counts[action.player] += 1


class CountsDifferentlyLater(CountState):
    """Counts two on its fourth count in this process: past the checks of the first step, so
    only the replay at the end meets the difference."""

    def perform(self, action: Action) -> None:
        super().perform(action)
        if action.kind == "step" and next(_PERFORMED) == 3:
            self.counts[action.player] += 1


BROKEN: dict[str, type[CountState]] = {
    "goes-on": GoesOnAfterTheEnd,
    "runs-out": RunsOutOfMoves,
    "nobody-acts": NobodyActs,
    "other-seat": OffersTheOtherSeatsMoves,
    "no-decision": WaitsForNoDecision,
    "asks-in-turn": AsksTwoSeatsInTurn,
    "asks-at-once": AsksTwoSeatsAtOnce,
    "twice": ListsAMoveTwice,
    "silent": HasASilentMove,
    "no-reason": RefusesWithoutAReason,
    "refusal-counts": RefusalCounts,
    "loaded-differs": DiffersWhenLoaded,
    "loaded-saves": SavesDifferentlyWhenLoaded,
    "loaded-moves": OffersOtherMovesWhenLoaded,
    "nan": ViewWithANaN,
    "leak": ViewForetellsTheDie,
    "undo-other": UndoesAnotherMove,
    "undo-nothing": UndoesNothing,
    "undo-listing": UndoKeepsTheOldListing,
    "redo": CountsDifferentlyTheSecondTime,
    "replay": CountsDifferentlyLater,
}


def info(game_id: str, cls: type[CountState]) -> GameInfo:
    def factory(mode: str, players: int, seed: int, options: dict[str, Any]) -> GameState:
        return cls(mode, players, seed, options)

    return GameInfo(id=game_id, title=f"Count to four ({game_id})",
                    modes=(ModeInfo("standard", "Standard", 1, 2),), factory=factory)


@contextmanager
def registered(name: str = "") -> Iterator[str]:
    """Register the sound game (``name`` empty) or one broken copy for the ``with`` block;
    yields its game id."""
    global _BORN, _PERFORMED
    _BORN, _PERFORMED = itertools.count(), itertools.count()
    cls = BROKEN[name] if name else CountState
    game_id = f"toy-count-{name}" if name else "toy-count"
    registry.games()  # load the real games first: they must stay registered
    subclass = type(cls.__name__, (cls,), {"game_id": game_id})
    registry.register(info(game_id, subclass))
    try:
        yield game_id
    finally:
        registry._registry.pop(game_id, None)
