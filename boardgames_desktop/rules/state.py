"""The contract every game's state fulfils, and the machinery behind it.

The action log is the source of truth: a state is fully determined by its game, mode,
player count, seed, options and the actions applied since setup.  Saving writes that log;
loading and undo replay it.  A game subclass therefore only implements ``setup``,
``generate_actions`` and ``perform`` deterministically on top of ``self.rng``.
"""

from __future__ import annotations

import copy
import random
import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from .action import Action
from .errors import IllegalAction
from .flow import TURN, Decision, Flow
from .plain import to_plain
from .results import Results, ResultTable
from .rng import SeededRNG


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: who won, why, and the final scores if any."""

    winners: tuple[int, ...]
    reason: str
    scores: dict[int, int] | None = None
    cooperative: bool = False

    def losers(self, players: int) -> tuple[int, ...]:
        return tuple(p for p in range(players) if p not in self.winners)

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "reason": self.reason,
            "scores": None if self.scores is None else {str(k): v for k, v in self.scores.items()},
            "cooperative": self.cooperative,
        }


HEADING_PREFIX = "\u2014 "  # "— ": marks a heading (new turn, round or phase) in the log


def is_heading(line: str) -> bool:
    """True for a game-log line that starts a new turn, round or phase (``say_heading``)."""
    return line.startswith(HEADING_PREFIX)


def heading_title(line: str) -> str:
    """The text of a heading line without its marker."""
    return line[len(HEADING_PREFIX):] if is_heading(line) else line


@dataclass
class LogEntry:
    """One applied action and what it did, for the game log, undo and replay."""

    action: Action
    chance: bool  # a die was rolled, a deck shuffled or a hidden card revealed
    hand_off: bool  # control passed to other players: the end of someone's turn
    messages: list[str] = field(default_factory=list)

    @property
    def undo_barrier(self) -> bool:
        return self.chance or self.hand_off


#: Attributes every state has and ``clone`` copies itself; a game never copies these.
#: values a copy shares as they are: immutable and holding nothing else
PLAIN_TYPES = (int, str, bool, float, type(None))

#: Step observers by ``id(state)`` (see ``GameState.step_point``), with a weak reference to
#: the state so a recycled id never calls a stranger.  Kept outside the states: ``clone``,
#: ``snapshot`` and every ``copy_game_data`` never see an observer.
StepObserver = Callable[["GameState", str], None]
_STEP_OBSERVERS: dict[int, tuple[weakref.ref, StepObserver]] = {}

BASE_ATTRIBUTES = frozenset({
    "mode", "players", "seed", "options", "rng", "log", "setup_messages",
    "_pending_messages", "_turn_ended", "_listing", "_listing_index",
})


class GameState(ABC):
    """Base class of every game's state.  See the module docstring for the design."""

    game_id: ClassVar[str] = ""
    #: True when some seat holds information the others must not see (hot-seat curtain).
    hidden_information: ClassVar[bool] = False
    #: The cached listing of this position and its index by action key (see legal_actions).
    _listing: list[Action] | None
    _listing_index: dict[tuple, Action] | None

    def __init__(self, mode: str, players: int, seed: int,
                 options: dict[str, Any] | None = None) -> None:
        self.mode = mode
        self.players = players
        self.seed = int(seed)
        self.options: dict[str, Any] = dict(options or {})
        self.rng = SeededRNG(self.seed)
        self.log: list[LogEntry] = []
        self.setup_messages: list[str] = []
        self._pending_messages: list[str] = []
        self.setup()
        if "scenario" in self.options:  # a described start position (rules/scenario.py)
            from .scenario import apply_scenario

            apply_scenario(self, self.options["scenario"])
        self.setup_messages = self._pending_messages
        self._pending_messages = []

    # ----- what a game implements ---------------------------------------------------------
    @abstractmethod
    def setup(self) -> None:
        """Lay out the game from ``self.options`` using ``self.rng``."""

    @property
    @abstractmethod
    def active_players(self) -> list[int]:
        """Seats that may act now (several while an interrupt is offered)."""

    @abstractmethod
    def generate_actions(self) -> list[Action]:
        """Every legal action of every active player, when the game is not over."""

    @abstractmethod
    def perform(self, action: Action) -> None:
        """Carry out an action already known to be legal."""

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""
        return None

    def results(self, names: list[str]) -> Results | None:
        """The results screen of a finished game (None while it goes on).  Games override
        this with their own breakdown; this one names the winners and the scores."""
        outcome = self.outcome
        if outcome is None:
            return None

        def name(seat: int) -> str:
            return names[seat] if seat < len(names) else self.player_name(seat)
        winners = [name(p) for p in outcome.winners]
        if not winners:
            headline = "Nobody won."
        elif len(winners) == 1:
            headline = f"{winners[0]} won."
        else:
            headline = f"{', '.join(winners[:-1])} and {winners[-1]} won."
        tables: tuple[ResultTable, ...] = ()
        if outcome.scores:
            rows = tuple((name(int(p)), s) for p, s in outcome.scores.items())
            tables = (ResultTable("Scores", ("Player", "Score"), rows),)
        return Results(headline, outcome.reason, tuple(outcome.winners),
                       outcome.cooperative, tables)

    def why_illegal(self, action: Action) -> str:
        """Why ``action`` cannot be taken now; games override this with better reasons."""
        if action.player not in self.active_players:
            return f"It is not {self.player_name(action.player)}'s turn."
        return f"{action.describe()} is not possible right now."

    def player_name(self, player: int) -> str:
        return f"Player {player + 1}"

    @property
    def phase(self) -> str:
        """A short name of the current phase/stage, for the status bar."""
        return ""

    # ----- the decision waited for (rules/flow.py): one shape for every game ---------------
    def pending_decisions(self) -> tuple[Decision, ...]:
        """The questions waiting to be answered, the one asked now first (none in an ordinary
        turn).  A game keeping a ``Flow`` as ``self.flow`` gets this for free."""
        flow = self.__dict__.get("flow")
        return tuple(flow.queue) if isinstance(flow, Flow) else ()

    @property
    def decision(self) -> Decision | None:
        """What the game waits for now, with its question for people: the first pending
        decision, else one of kind ``"turn"`` for the first active seat (None when over)."""
        if self.is_over:
            return None
        pending = self.pending_decisions()
        if pending:
            first = pending[0]
            return first if first.prompt else replace(first, prompt=self.phase)
        seats = self.active_players
        return Decision(seats[0], TURN, self.phase) if seats else None

    def needs_curtain(self, previous_seat: int | None, next_seat: int) -> bool:
        """Whether the screen must be hidden while it passes between these seats."""
        return self.hidden_information and previous_seat is not None and previous_seat != next_seat

    # ----- the public contract ------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def legal_actions(self) -> list[Action]:
        """Every legal action now; listed once per position and reused until the next action.

        The list is shared: callers must not change it.  Code that edits a state by hand
        (tests building a position) calls ``forget_listing()`` afterwards.
        """
        listing = self.__dict__.get("_listing")
        if listing is None:
            listing = [] if self.is_over else self.generate_actions()
            self._listing = listing
            self._listing_index = None
        return listing

    def forget_listing(self) -> None:
        """Drop the cached listing (after the state was changed other than by ``apply``)."""
        self._listing = None
        self._listing_index = None

    def find_legal(self, action: Action) -> Action | None:
        """The listed legal action equal to ``action`` (by player, kind and arguments)."""
        listing = self.legal_actions()
        index = self._listing_index
        if index is None:
            index = self._listing_index = {a.key(): a for a in listing}
        return index.get(action.key())

    def apply(self, action: Action) -> None:
        """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
        if self.is_over:
            raise IllegalAction("The game is over.")
        known: Action | None = None
        for listed in self.legal_actions():  # usually the very object picked from the listing
            if listed is action:
                known = action
                break
        else:
            known = self.find_legal(action)
        if known is None:
            from .validate import explain_illegal  # checks the shape before the game sees it

            raise IllegalAction(explain_illegal(self, action))
        self._apply_known(known)

    def _apply_known(self, action: Action) -> None:
        action.text  # noqa: B018 -- a lazy text describes the position it was listed in
        self._listing = None
        self._listing_index = None
        rng = self.rng
        events_before = rng.events
        active_before = set(self.active_players)
        self._pending_messages = []
        self._turn_ended = False
        try:
            self.perform(action)
        except Exception:
            self._restore(self.log)  # leave the state as it was
            raise
        entry = LogEntry(
            action,
            rng.events != events_before,
            (self._turn_ended or self.is_over
             or active_before.isdisjoint(self.active_players)),
            self._pending_messages,
        )
        self._pending_messages = []
        self.log.append(entry)

    def mark_turn_end(self) -> None:
        """Call from ``perform`` when a turn ends but the same seat plays on (solo games)."""
        self._turn_ended = True

    def say(self, message: str) -> None:
        """Record something that happened, for the game log."""
        self._pending_messages.append(message)

    def step_point(self, text: str | Callable[[], str] = "") -> None:
        """A step of an automatic sequence ended (a fire roll, an explosion, an Event): the
        board may be shown as it is now.  ``text`` names the step (a function when the words
        cost something to make); empty, the latest log line speaks for it.

        Does nothing unless a viewer watches this very state (``watch_steps``): the cost is
        one test of an almost always empty table.  An observer only reads the state."""
        if _STEP_OBSERVERS:
            entry = _STEP_OBSERVERS.get(id(self))
            if entry is not None and entry[0]() is self:
                entry[1](self, text if isinstance(text, str) else text())

    def watch_steps(self, observer: StepObserver | None) -> None:
        """Call ``observer(state, text)`` at each ``step_point`` of this state (not of its
        clones); None stops watching."""
        key = id(self)
        if observer is None:
            _STEP_OBSERVERS.pop(key, None)
            return

        def gone(ref: weakref.ref) -> None:  # the state was dropped while watched
            entry = _STEP_OBSERVERS.get(key)
            if entry is not None and entry[0] is ref:
                del _STEP_OBSERVERS[key]
        _STEP_OBSERVERS[key] = (weakref.ref(self, gone), observer)

    def say_heading(self, title: str) -> None:
        """Record the start of a new turn, round or phase: the log shows it as a heading.

        Stored as a plain string with ``HEADING_PREFIX`` in front (so it survives replay and
        saving like any message); ``messages()`` renders it unindented.
        """
        self._pending_messages.append(HEADING_PREFIX + title)

    # ----- undo and replay ----------------------------------------------------------------
    def undoable_steps(self) -> int:
        """How many of the latest actions may be taken back (within a turn, no chance)."""
        count = 0
        for entry in reversed(self.log):
            if entry.undo_barrier:
                break
            count += 1
        return count

    def undo(self) -> Action:
        """Take back the last action; raises IllegalAction when the policy forbids it."""
        if not self.log:
            raise IllegalAction("There is nothing to undo.")
        last = self.log[-1]
        if last.chance:
            raise IllegalAction("You cannot undo past a die roll, a shuffle or a revealed card.")
        if last.hand_off:
            raise IllegalAction("You cannot undo once the turn has passed on.")
        self._restore(self.log[:-1])
        return last.action

    def _restore(self, entries: list[LogEntry]) -> None:
        """Rebuild this state from setup plus ``entries`` (replay)."""
        fresh = type(self)(self.mode, self.players, self.seed, self.options)
        for entry in list(entries):
            fresh._apply_known(entry.action)
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def replay(self) -> Iterator[GameState]:
        """Yield the state after setup and after every action, for step-by-step review."""
        fresh = type(self)(self.mode, self.players, self.seed, self.options)
        yield fresh
        for entry in self.log:
            fresh = fresh.clone()
            fresh._apply_known(entry.action)
            yield fresh

    # ----- copies for search (see rules/CLONE_PROTOCOL.md) --------------------------------
    #: Attributes holding data no action ever changes (board layout, card texts, tables):
    #: a clone shares them instead of copying.  Used by the default ``copy_game_data``.
    shared_attributes: ClassVar[frozenset[str]] = frozenset()

    def clone(self) -> GameState:
        """An independent copy: playing on either never affects the other.

        The base copies its own bookkeeping cheaply (the log's entries and the current
        listing are shared, they are never changed; the RNG is copied so both sides draw the
        same numbers independently), then ``copy_game_data`` copies the game's own data.
        """
        twin = object.__new__(type(self))
        mine = self.__dict__
        theirs = twin.__dict__
        theirs["mode"] = self.mode
        theirs["players"] = self.players
        theirs["seed"] = self.seed
        theirs["options"] = dict(self.options)
        theirs["rng"] = self.rng.copy()
        theirs["log"] = list(self.log)
        theirs["setup_messages"] = self.setup_messages
        theirs["_pending_messages"] = []
        theirs["_turn_ended"] = mine.get("_turn_ended", False)
        theirs["_listing"] = mine.get("_listing")
        theirs["_listing_index"] = mine.get("_listing_index")
        self.copy_game_data(twin)
        return twin

    def copy_game_data(self, twin: GameState) -> None:
        """Put copies of this game's own attributes on ``twin`` (made by ``clone``).

        ``twin`` already has the base attributes (``BASE_ATTRIBUTES``), its own RNG
        included.  The default deep-copies every other attribute, sharing
        ``shared_attributes``; references to this state or its RNG inside the copied data
        are redirected to ``twin`` and its RNG.  Games override it with a hand-written copy
        of their mutable data for speed (the independence test in tests/rules checks it).
        """
        memo: dict[int, Any] = {id(self): twin, id(self.rng): twin.rng}
        theirs = twin.__dict__
        shared = self.shared_attributes
        for name, value in self.__dict__.items():
            if name in BASE_ATTRIBUTES:
                continue
            theirs[name] = value if name in shared else copy.deepcopy(value, memo)

    def copy_with(self, twin: GameState,
                  copiers: Mapping[str, Callable[[Any], Any]]) -> None:
        """A hand-written ``copy_game_data`` in one call: plain values (numbers, text, None)
        are shared, an attribute named in ``copiers`` is copied by its function, and any
        other attribute is deep-copied (so data a game adds later is never shared by
        mistake)."""
        theirs = twin.__dict__
        memo: dict[int, Any] | None = None
        for name, value in self.__dict__.items():
            if name in BASE_ATTRIBUTES:
                continue
            if type(value) in PLAIN_TYPES:
                theirs[name] = value
                continue
            copier = copiers.get(name)
            if copier is not None:
                theirs[name] = copier(value)
            else:
                if memo is None:
                    memo = {id(self): twin, id(self.rng): twin.rng}
                theirs[name] = copy.deepcopy(value, memo)

    def determinized(self, seat: int, rng: random.Random) -> GameState:
        """A copy as ``seat`` might imagine the game: what it cannot see is resampled.

        Everything ``seat`` can see stays as it is; what it cannot (the order of undrawn
        decks, face-down cards, other seats' secrets, and every future die roll or shuffle)
        is drawn again from ``rng``, consistently with what the seat has seen.  The base
        reseeds the copy's chance (the real game's RNG state foretells future rolls) and
        calls ``resample_hidden``, which each game with hidden parts overrides.  Two states
        that look the same to ``seat`` give the same copy for the same ``rng``.
        """
        copy_ = self.clone()
        copy_.rng._random.seed(rng.getrandbits(64))  # shared in place with the copy's decks
        copy_.resample_hidden(seat, rng)
        return copy_

    def resample_hidden(self, seat: int, rng: random.Random) -> None:
        """Hook for ``determinized``: reshuffle in place what ``seat`` cannot see."""
        return None  # a game without hidden parts has nothing to resample

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see, as plain JSON data (``seat`` None: the table, as a
        spectator sees it).  A game with hidden parts overrides this (its ``seat_view``
        module; ``rules/seat_view.py`` has the shared pieces) so that nothing ``determinized``
        would resample shows; the base shows every attribute but chance."""
        from .seat_view import header, public_table

        return {**header(self, seat), "table": public_table(self)}

    def log_name(self, player: int) -> str:
        """How the game log names the seat in front of each action (``player_name``)."""
        return self.player_name(player)

    def messages(self) -> list[str]:
        """Everything that happened so far, in order, for the game log panel.

        Headings (``say_heading``) come out unindented with ``HEADING_PREFIX`` in front; test
        with ``is_heading(line)``.  Lines after a heading within the same action stay indented.
        """
        out = list(self.setup_messages)
        for entry in self.log:
            out.append(f"{self.log_name(entry.action.player)}: {entry.action.describe()}")
            out.extend(m if is_heading(m) else f"  {m}" for m in entry.messages)
        return out

    # ----- saving -------------------------------------------------------------------------
    def snapshot(self) -> Any:
        """Everything in the state as plain data, for comparing two states."""
        skip = ("log", "_pending_messages", "_turn_ended", "_listing", "_listing_index")
        data = {k: v for k, v in self.__dict__.items() if k not in skip}
        data["rng"] = self.rng.get_state()
        return to_plain(data)

    def to_json(self) -> str:
        from .savefile import dump_state

        return dump_state(self)
