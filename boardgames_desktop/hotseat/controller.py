"""Hot-seat play on one screen, in pure Python (the Qt game page only listens to it).

The controller owns the current state and the seat names, applies actions (an illegal one
becomes a message, never an exception), takes back actions within the undo policy, calls the
autosave hook after every change, and decides who is looking at the screen:

* ``viewer`` is the seat whose view is shown (its hidden information may be drawn).
* When control passes to a seat other than the viewer and ``state.needs_curtain(viewer, next)``
  says so, ``curtain_for`` is set: the app must hide the board ("Pass to <name>") until
  :meth:`acknowledge_curtain` is called.
* Before the very first turn (a new game, or a save just opened) nobody knows which seat is at
  the screen: whoever set the game up may be any seat.  In a game with hidden information the
  curtain goes up for the first seat when ``state.needs_curtain(None, seat)`` says so, or when
  any other seat would need it before that seat's turn (e.g. the Pyromancer in 3v1: the rules
  answer False for ``None``, but a Warden must not see the Pyromancer's first turn).
* Undo takes back only the viewer's own latest action, within the rules' undo policy: with
  several seats acting together (the Wardens in 3v1) nobody takes back another seat's move.
* With several active seats (an interrupt offered to another seat), in a game with hidden
  information only the viewer's actions are offered; the others are listed by
  :meth:`waiting_seats` and the app offers to hand the screen to them (:meth:`hand_to`).
  Without hidden information every active seat's actions are offered at once.

Computer seats (``kinds``, see ``seats.py``) never look at the screen: no curtain goes up
before or after them, and while they play the screen stays with the person who had it (the
board keeps that person's view, so nothing a computer seat holds is shown).  The curtain only
ever stands between two people, and only when the game has something to hide between them;
with a single person at the table there is nobody to hide anything from.  The computer's
actions arrive through :meth:`apply` with ``by_computer=True`` (``bot_driver.py`` asks the
bots); a person is never offered a computer seat's actions.

Undo with computer seats: a person's undo takes back the computer's actions made since that
person's last decision, and that decision, all within the rules' undo policy (never past a
die roll, a revealed card or the end of a turn).  So a computer's answer to a person's move
(an interrupt, a simultaneous choice) goes back with the move, and the person decides again.

The side panel's log is the game's own log plus display-only notes (a computer's reason for
its action, "asked for a hint"): the notes are never part of the rules' log.  A computer's
reasons (``move_notes``, by action index) are kept with the save beside it
(``storage/move_notes.py``) and come back when the game is loaded.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from boardgames_desktop.rules import Action, GameState, IllegalAction
from boardgames_desktop.rules.flow import Decision
from boardgames_desktop.rules.seat_names import SeatNames
from boardgames_desktop.storage.session_notes import SessionNotes

from .seats import clean_kinds, is_computer, kind_title

Listener = Callable[[], None]
AutosaveHook = Callable[[GameState, list[str], str], None]

NOTHING_TO_UNDO = "There is nothing to undo."


class HotseatController:
    """One game session on one screen."""

    def __init__(self, state: GameState, seats: list[str] | None = None, title: str = "",
                 autosave: AutosaveHook | None = None,
                 kinds: list[str] | None = None,
                 notes: dict[int, str] | None = None) -> None:
        self.state = state
        self.seats = self._clean_seats(seats)
        #: the typed names put into the model's texts (reads ``seats`` live)
        self.names = SeatNames(self.seats)
        #: each seat's kind: "person" or a computer level (changed in place: savers read it)
        self.kinds = clean_kinds(kinds, state.players)
        #: counts every change of the game or of the seats (a bot's answer to an older
        #: version is thrown away)
        self.version = 0
        #: display-only notes: (log position, under the action line?, text)
        self._notes: list[tuple[int, bool, str]] = []
        #: the computer's reason for each of its actions, by action index (changed in
        #: place: the save and the autosave journal read it)
        self.move_notes = SessionNotes(
            {at: why for at, why in (notes or {}).items() if 0 <= at < len(state.log)},
            {at: text for at, text in (getattr(notes, "hints", None) or {}).items()
             if 0 <= at <= len(state.log)})
        self.title = title or state.game_id
        self.autosave_hook = autosave
        self.autosave_error = ""
        self.viewer: int | None = None
        self.curtain_for: int | None = None
        self._listeners: list[Listener] = []
        self._start_view()

    # ----- names --------------------------------------------------------------------------
    def _clean_seats(self, seats: list[str] | None) -> list[str]:
        names = [s.strip() for s in (seats or []) if isinstance(s, str)]
        out = []
        for p in range(self.state.players):
            name = names[p] if p < len(names) and names[p] else f"Player {p + 1}"
            out.append(name)
        return out

    def seat_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats):
            return "Spectator"
        return self.seats[seat]

    def display_name(self, seat: int | None) -> str:
        """The seat's name with the game's own name for it, e.g. 'Ann (Paramedic)'."""
        if seat is None or not 0 <= seat < len(self.seats):
            return "Spectator"
        return self.names.name(self.state, seat)

    def humanize(self, text: str) -> str:
        """Replace the rules' names of the seats ('Player 2', 'Red') with the typed ones."""
        return self.names.text(self.state, text)

    # ----- people and computers -----------------------------------------------------------
    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.kinds) and is_computer(self.kinds[seat])

    @property
    def people(self) -> list[int]:
        """The seats played by people at the screen."""
        return [p for p in range(self.state.players) if not self.is_computer(p)]

    @property
    def all_computer(self) -> bool:
        """Nobody plays: the table watches the computer play every seat."""
        return not self.people

    def computer_seats_to_act(self) -> list[int]:
        """Active seats the computer must answer for now (turns, interrupts, choices)."""
        return [p for p in self.active if self.is_computer(p)]

    def seat_kind_title(self, seat: int) -> str:
        return kind_title(self.kinds[seat])

    def set_kind(self, seat: int, kind: str) -> None:
        """Hand a seat to the computer or take it over (mid-game too)."""
        if not 0 <= seat < len(self.kinds) or kind == self.kinds[seat]:
            return
        self.kinds[seat] = clean_kinds([kind], 1)[0]
        nobody_looks = self.viewer is None and self.curtain_for is None
        if (nobody_looks or len(self.people) <= 1 or self.is_computer(self.viewer)
                or self.is_computer(self.curtain_for)):
            # a person joins a watched game, the only person left takes the screen, or the
            # seat at the screen went to the computer: who looks is decided afresh
            self._start_view()
        else:  # a person took over the seat to play now: the screen passes as usual
            self._hand_over(self.viewer)
        self.version += 1
        self._changed()

    # ----- listeners ----------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    # ----- who looks at the screen --------------------------------------------------------
    @property
    def active(self) -> list[int]:
        return [] if self.state.is_over else list(self.state.active_players)

    @property
    def decision(self) -> Decision | None:
        """What the game waits for now, the same shape for every game (``rules/flow.py``):
        who decides, what about (kind ``"turn"`` for an ordinary turn) and the question,
        with the seats' chosen names in it.  None when the game is over."""
        decision = self.state.decision
        if decision is None:
            return None
        return replace(decision, prompt=self.humanize(decision.prompt))

    @property
    def curtain_required(self) -> bool:
        return self.curtain_for is not None

    def first_turn_needs_curtain(self, seat: int) -> bool:
        """Whether ``seat``'s first turn must start behind the curtain (see module doc)."""
        if len(self.people) <= 1:
            return False
        if self.state.needs_curtain(None, seat):
            return True
        if not self.state.hidden_information:
            return False
        return any(self.state.needs_curtain(other, seat)
                   for other in self.people if other != seat)

    def _active_people(self) -> list[int]:
        return [p for p in self.active if not self.is_computer(p)]

    def _start_view(self) -> None:
        """The screen at the start of a session: the first active person, curtained if
        needed (the only person at the table has the screen from the start)."""
        self.curtain_for = None
        self.viewer = None
        people = self.people
        if len(people) == 1:
            self.viewer = people[0]
            return
        active = self._active_people()
        if not active:
            return  # computers play first (or nobody plays): nobody has the screen yet
        if self.first_turn_needs_curtain(active[0]):
            self.curtain_for = active[0]
        else:
            self.viewer = active[0]

    def _hand_over(self, previous: int | None) -> None:
        """After a change: keep the viewer while it may act, else pass to the next person
        (the curtain goes up only between two people who must not see each other's view)."""
        waiting = self.curtain_for
        self.curtain_for = None
        if self.state.is_over:
            return
        active = self._active_people()
        if waiting is not None and waiting in active:
            self.curtain_for = waiting  # a computer acted while the screen was passing
            return
        if previous is not None and previous in active:
            self.viewer = previous
            return
        if not active:
            return  # the computer plays on; the screen stays with whoever has it
        nxt = active[0]
        if len(self.people) == 1:
            self.viewer = nxt
            return
        needed = (self.first_turn_needs_curtain(nxt) if previous is None
                  else self.state.needs_curtain(previous, nxt))
        if needed:
            self.curtain_for = nxt
        else:
            self.viewer = nxt

    def acknowledge_curtain(self) -> None:
        """The next seat has the screen: show the board to them."""
        if self.curtain_for is not None:
            self.viewer = self.curtain_for
            self.curtain_for = None
            self._changed()

    def waiting_seats(self) -> list[int]:
        """Other active people who may act now but do not see their actions offered."""
        if not self.state.hidden_information:
            return []
        return [p for p in self._active_people() if p != self.viewer]

    def hand_to(self, seat: int) -> None:
        """Give the screen to another active person (e.g. to play an interrupt)."""
        if seat not in self._active_people() or seat == self.viewer:
            return
        if (self.first_turn_needs_curtain(seat) if self.viewer is None
                else self.state.needs_curtain(self.viewer, seat)):
            self.curtain_for = seat
        else:
            self.viewer = seat
        self._changed()

    def visible_legal(self) -> list[Action]:
        """The actions offered on screen now (none while the curtain is up)."""
        if self.curtain_required or self.state.is_over:
            return []
        legal = self.state.legal_actions()
        if any(self.is_computer(p) for p in self.active):
            legal = [a for a in legal if not self.is_computer(a.player)]
        if self.state.hidden_information and self.viewer is not None:
            return [a for a in legal if a.player == self.viewer]
        return legal

    # ----- playing ------------------------------------------------------------------------
    def apply(self, action: Action, by_computer: bool = False, why: str = "") -> str | None:
        """Apply an action; returns None, or the sentence why it is not allowed.

        ``by_computer``: a computer seat's action (no curtain or viewer check; ``why``, its
        reason, becomes a display note under the action in the log)."""
        if by_computer:
            if not self.is_computer(action.player):
                return f"{self.seat_name(action.player)} is played by a person."
        elif self.is_computer(action.player):
            return f"{self.seat_name(action.player)} is played by the computer."
        elif self.curtain_required:
            return f"Pass the screen to {self.seat_name(self.curtain_for)} first."
        elif (self.state.hidden_information and self.viewer is not None
                and action.player != self.viewer):
            return f"It is {self.seat_name(self.viewer)} at the screen, not " \
                   f"{self.seat_name(action.player)}."
        try:
            self.state.apply(action)
        except IllegalAction as exc:
            return self.humanize(str(exc)) or "That is not allowed now."
        except Exception as exc:  # a bug in a game's rules: the state was restored by apply
            return (f"The rules could not carry out “{action.describe()}” "
                    f"({type(exc).__name__}: {exc}); the move was not made.")
        # The seat that just acted is the one at the screen (with hidden information that
        # is the viewer anyway; without it, any active seat may have clicked); a computer
        # never has the screen.
        self._hand_over(self.viewer if by_computer else action.player)
        if why:
            self.move_notes[len(self.state.log) - 1] = why
        self.version += 1
        self._autosave()
        self._changed()
        return None

    def can_undo(self) -> bool:
        return self.undo_reason() == ""

    def _undo_steps(self) -> int:
        """How many actions undo takes back: the computer's since the last person's action,
        and that action (0: nobody but the computer has acted)."""
        log = self.state.log
        computer = 0
        while computer < len(log) and self.is_computer(log[-1 - computer].action.player):
            computer += 1
        return 0 if computer == len(log) else computer + 1

    def undo_reason(self) -> str:
        """Why undo is unavailable (for the button's tooltip), or '' when it is available."""
        if self.state.is_over:
            return "The game is over."
        if self.curtain_required:
            return "Pass the screen first."
        steps = self._undo_steps()
        if not steps:
            return NOTHING_TO_UNDO
        log = self.state.log
        if self.state.undoable_steps() < steps:
            barrier = next(e for e in reversed(log[-steps:]) if e.undo_barrier)
            if barrier.chance:
                return "You cannot undo past a die roll, a shuffle or a revealed card."
            return "You cannot undo once the turn has passed on."
        own = log[-steps].action.player
        if self.viewer is not None and own != self.viewer:
            return (f"The last action was {self.seat_name(own)}'s: "
                    f"{self.seat_name(self.viewer)} can only take back their own.")
        return ""

    def undo_note(self) -> str:
        """Why the seat at the screen cannot take back the move it just made ('' otherwise).

        Shown next to the greyed-out Undo button; at the start of a turn (the last move was
        someone else's) there is nothing worth explaining."""
        if self.state.is_over or not self.state.log or self.can_undo():
            return ""
        last = self.state.log[-1].action.player
        if (self.viewer is not None and last != self.viewer) or self.is_computer(last):
            return ""
        return self.undo_reason()

    def undo(self) -> str | None:
        """Take back the last action; returns None or the reason it is not allowed."""
        if not self.can_undo():
            return self.undo_reason() or "Undo is not possible now."
        try:
            for _ in range(self._undo_steps()):
                self.state.undo()
        except IllegalAction as exc:
            return str(exc)
        finally:
            self._notes = [n for n in self._notes if n[0] < len(self.state.log) + (not n[1])]
            for at in [at for at in self.move_notes if at >= len(self.state.log)]:
                del self.move_notes[at]
            hints = self.move_notes.hints
            for at in [at for at in hints if at > len(self.state.log)]:
                del hints[at]
            self.version += 1
        active = self._active_people()
        if self.viewer is not None and self.viewer not in active and active:
            self.viewer = active[0]
        self._autosave()
        self._changed()
        return None

    def _autosave(self) -> None:
        if self.autosave_hook is None:
            return
        try:
            self.autosave_hook(self.state, list(self.seats), self.title)
            self.autosave_error = ""
        except OSError as exc:  # a full disk must not stop the game
            self.autosave_error = f"Autosave failed: {exc.strerror or exc}"

    # ----- text for the side panel ---------------------------------------------------------
    def note(self, text: str) -> None:
        """A display-only line at the end of the log (never in the rules' log or the save)."""
        self._notes.append((len(self.state.log), False, text))
        self._changed()

    def note_hint(self, text: str) -> None:
        """A person asked for a hint: a line of the log after the last move, kept with the
        save (``move_notes.hints``; the saver must write it, see ``MainWindow``)."""
        self.move_notes.hints[len(self.state.log)] = text
        self._changed()

    def log_lines(self) -> list[str]:
        """The game's log with the display notes in place (humanized)."""
        lines = self.state.messages()
        if self._notes or self.move_notes or self.move_notes.hints:
            lines = self._with_notes(lines)[0]
        if not any(self.names.typed_name(seat) is not None
                   for seat in range(self.state.players)):
            return list(lines)  # no name typed: nothing to replace (the log grows long)
        return [self.humanize(line) for line in lines]

    def log_positions(self) -> list[int]:
        """For each line of :meth:`log_lines`, the replay position it belongs to (0: the
        set-up, i: after the i-th action), notes included; [] when the game's messages do
        not follow its log entries."""
        positions = [0] * len(self.state.setup_messages)
        for index, entry in enumerate(self.state.log):
            positions += [index + 1] * (1 + len(entry.messages))
        lines = self.state.messages()
        if len(positions) != len(lines):  # a game's own messages()
            return []
        return self._with_notes(lines, positions)[1]

    def _with_notes(self, lines: list[str], positions: list[int] | None = None
                    ) -> tuple[list[str], list[int]]:
        """Put each note under its action's line (``messages`` gives every log entry its
        action line and then its messages), or after everything entry ``position - 1``
        said; ``positions`` (one per line) are carried along, a note taking its line's."""
        under: dict[int, list[str]] = {}
        after: dict[int, list[str]] = {}
        for position, below_action, text in self._notes:
            (under if below_action else after).setdefault(position, []).append(f"  ↳ {text}")
        for position, text in self.move_notes.items():
            under.setdefault(position, []).insert(0, f"  ↳ {text}")
        for position, text in sorted(self.move_notes.hints.items()):
            after.setdefault(position, []).insert(0, f"  ↳ {text}")
        where = positions if positions is not None else [0] * len(lines)
        start = len(self.state.setup_messages)
        out, at = lines[:start], where[:start]
        notes = after.get(0, [])
        out += notes
        at += [0] * len(notes)
        for index, entry in enumerate(self.state.log):
            span = slice(start + 1, start + 1 + len(entry.messages))
            notes = under.get(index, [])
            out += [lines[start], *notes, *lines[span]]
            at += [where[start]] * (1 + len(notes)) + where[span]
            notes = after.get(index + 1, [])
            out += notes
            at += [index + 1] * len(notes)
            start += 1 + len(entry.messages)
        return out + lines[start:], at + where[start:]

    def status(self) -> str:
        if self.state.is_over:
            return "Game over"
        if self.curtain_required:
            return f"Waiting for {self.seat_name(self.curtain_for)}"
        names = [self.display_name(p) for p in self.active]
        if names and all(self.is_computer(p) for p in self.active):
            return f"{' and '.join(names)} (computer) to play"
        if not names:
            return ""
        if len(names) == 1:
            return f"{names[0]} to play"
        return f"{', '.join(names[:-1])} and {names[-1]} may act"

    def outcome_text(self) -> str:
        outcome = self.state.outcome
        if outcome is None:
            return ""
        reason = self.humanize(outcome.reason)
        if outcome.cooperative:
            head = "You won together!" if outcome.winners else "You lost together."
        elif outcome.winners:
            names = [self.display_name(p) for p in outcome.winners]
            # several winners: a team (3v1's Wardens) or a tie in a competitive game
            head = (f"{names[0]} won!" if len(names) == 1
                    else f"{', '.join(names[:-1])} and {names[-1]} share the win!")
        else:
            head = "Nobody won."
        text = f"{head} {reason}".strip()
        if outcome.scores:
            scores = ", ".join(f"{self.seat_name(int(p))} {s}" for p, s in outcome.scores.items())
            text += f" Scores: {scores}."
        return text


class Replay:
    """Step through a game from setup to its last action (states built lazily)."""

    def __init__(self, state: GameState) -> None:
        self.final = state
        self.length = len(state.log)  # number of actions; positions are 0..length
        self._states: list[GameState] = []
        self._source: Iterator[GameState] = state.replay()
        self.index = 0

    def _state_at(self, index: int) -> GameState:
        if index == self.length:
            return self.final
        while len(self._states) <= index:
            self._states.append(next(self._source))
        return self._states[index]

    @property
    def current(self) -> GameState:
        return self._state_at(self.index)

    def go(self, index: int) -> GameState:
        self.index = max(0, min(self.length, index))
        return self.current

    def step(self, delta: int = 1) -> GameState:
        return self.go(self.index + delta)

    def last_action_text(self) -> str:
        """What the step just shown did (empty at setup)."""
        if self.index == 0:
            return "Setup"
        entry = self.final.log[self.index - 1]
        return f"{self.final.player_name(entry.action.player)}: {entry.action.describe()}"
