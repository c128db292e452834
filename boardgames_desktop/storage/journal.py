"""The autosave journal: a normal save on the first line, then one line per change.

An autosave used to rewrite the whole save after every action, so its cost grew with the
game.  A journal file starts with a complete save (the ordinary one-line JSON save text);
every applied action then appends one short JSON line, written and synced to disk, so an action
costs the same at move 3,000 as at move 3.  At a turn's end (and when the session closes) the
journal is compacted: rewritten atomically as a plain save, which is a journal without lines.

Lines::

    {"a": {...action...}, "e": <rng events after it>, "p": "<phase after it>"}
    {"a": ..., "e": ..., "p": ..., "why": "<a computer's explanation>"}  (move_notes.py)
    {"undo": 1, "e": ..., "p": ...}       # the last action was taken back

A crash while appending leaves at most the last line torn: reading stops at the last whole
line.  ``e`` is checked after replay, so a journal that does not fit its base is refused.
Old autosaves (plain saves) are journals without lines and load unchanged.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.errors import IllegalAction, SaveError
from boardgames_desktop.rules.save_format import parse_save

if TYPE_CHECKING:  # the engine loads with the first game replayed; a list of saves reads
    from boardgames_desktop.rules.state import GameState  # only their headers

from .atomic import atomic_write_text
from .locking import StaleFileError, stale_message
from .move_notes import MoveNotes, note_line


@dataclass
class JournalText:
    """A save file split into its base save and the whole journal lines after it."""

    base_text: str
    base: dict[str, Any]
    lines: list[dict[str, Any]] = field(default_factory=list)
    torn: bool = False  # the last line was cut off (a crash while it was written)

    @property
    def actions(self) -> int:
        """How many actions the file records (base plus appended, minus taken back)."""
        count = len(self.base["actions"])
        for line in self.lines:
            count += -1 if "undo" in line else 1
        return count

    @property
    def phase(self) -> str | None:
        """The phase after the last journal line (None without lines)."""
        return str(self.lines[-1].get("p") or "") if self.lines else None


def split_journal(text: str) -> JournalText:
    """Parse a save or journal text; SaveError for a damaged base or a damaged inner line."""
    first, _, rest = text.partition("\n")
    try:
        base = parse_save(first)
    except SaveError:
        if not rest.strip():
            raise
        return JournalText(text, parse_save(text))  # a save spread over lines (hand-edited)
    journal = JournalText(first, base)
    if not rest:
        return journal
    *whole, partial = rest.split("\n")
    journal.torn = partial != ""  # no newline yet: the crash cut the line being written
    for number, raw in enumerate(whole, start=2):
        try:
            line = json.loads(raw)
            if not isinstance(line, dict) or not ("a" in line or "undo" in line):
                raise ValueError("not a journal line")
        except (ValueError, RecursionError) as exc:  # a whole line is never torn: damaged
            raise SaveError(f"The autosave journal is damaged at line {number} ({exc}).") \
                from exc
        journal.lines.append(line)
    return journal


def load_journal(text: str) -> tuple[GameState, JournalText]:
    """Rebuild the game a save or journal text records; SaveError with a message if not."""
    from boardgames_desktop.rules.action import Action
    from boardgames_desktop.rules.savefile import load_game

    journal = split_journal(text)
    state = load_game(journal.base_text)
    for number, line in enumerate(journal.lines, start=2):
        try:
            if "undo" in line:
                state.undo()
            else:
                state.apply(Action.from_dict(line["a"]))
        except (IllegalAction, KeyError, ValueError, TypeError) as exc:
            raise SaveError(f"The autosave journal cannot be replayed at line {number} "
                            f"({exc}).") from exc
    if journal.lines and journal.lines[-1].get("e") != state.rng.events:
        raise SaveError("The autosave journal does not replay to the same position; it "
                        "is from an incompatible version or was edited.")
    return state, journal


def _sync_data(fd: int) -> None:
    """Make the appended bytes durable: ``fdatasync`` (data and size, without the mtime
    flush ``fsync`` adds) where the platform has it, else ``fsync``."""
    sync = getattr(os, "fdatasync", None) or os.fsync
    sync(fd)


def journal_line(state: GameState, undo: bool = False, notes: MoveNotes | None = None) -> str:
    """The line recording the latest change of ``state`` (with its trailing newline);
    ``notes``: the computer's explanations by action index (the new move's is kept)."""
    line: dict[str, Any] = {"undo": 1} if undo else {"a": state.log[-1].action.to_dict()}
    line["e"] = state.rng.events
    line["p"] = state.phase
    if not undo:
        line.update(note_line(notes, len(state.log) - 1))
    return json.dumps(line, separators=(",", ":"), ensure_ascii=False) + "\n"


class JournalWriter:
    """Keeps one game session's autosave file up to date at constant cost per action.

    ``record`` is called after every change of the state (the hot-seat controller's
    autosave hook).  One more action appends a line, an undo appends an undo line; a turn's
    end, the game's end or anything else (a jump in the log) compacts the file into a plain
    save.  ``save_text(state)`` makes the plain save text (seat names, title, time).
    """

    def __init__(self, path: str | os.PathLike[str],
                 save_text: Callable[[GameState], str],
                 write: Callable[[Path, str], Any] | None = None,
                 appended: Callable[[Path, str], None] | None = None,
                 notes: MoveNotes | None = None) -> None:
        """``write(path, text)`` writes a compacted file (atomically; the store's owned
        write refuses a file another copy changed); ``appended(path, digest)`` is told the
        SHA-256 of the whole file after each appended line (the store's write guard);
        ``notes``: the session's computer explanations (read live, see ``move_notes``)."""
        self.path = Path(path)
        self.notes = notes
        self.save_text = save_text
        self.write = write or atomic_write_text
        self.appended = appended
        self._count: int | None = None  # actions the file records; None: not written yet
        self._fd: int | None = None
        self._size = 0  # bytes the file holds as far as this writer knows
        self._digest = hashlib.sha256()  # of those bytes, updated line by line
        self.lines = 0  # journal lines appended since the last compaction

    def record(self, state: GameState) -> None:
        count = len(state.log)
        if self._count is None:
            self.compact(state)
        elif count == self._count + 1:
            if state.is_over or state.log[-1].hand_off:
                self.compact(state)  # a turn's end: the file becomes a plain save again
            else:
                self._append(journal_line(state, notes=self.notes))
                self._count = count
        elif count == self._count - 1:
            self._append(journal_line(state, undo=True))
            self._count = count
        elif count != self._count:
            self.compact(state)

    def finish(self, state: GameState) -> None:
        """The session ends: leave a plain save behind (compacted when lines were added)."""
        if self.lines:
            self.compact(state)
        self.close()

    def compact(self, state: GameState) -> None:
        """Rewrite the file atomically as a plain save of ``state`` (no journal lines)."""
        self.close()
        data = (self.save_text(state) + "\n").encode("utf-8")
        self.write(self.path, data.decode("utf-8"))
        self._count = len(state.log)
        self._size = len(data)
        self._digest = hashlib.sha256(data)
        self.lines = 0

    def _append(self, line: str) -> None:
        if self._fd is None:
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        self._check_still_ours()
        data = line.encode("utf-8")
        written = os.write(self._fd, data)
        while written < len(data):  # a short write (rare): write the rest
            written += os.write(self._fd, data[written:])
        _sync_data(self._fd)
        self._size += len(data)
        self._digest.update(data)
        self.lines += 1
        if self.appended is not None:
            self.appended(self.path, self._digest.hexdigest())

    def _check_still_ours(self) -> None:
        """Refuse to append when another writer replaced or changed the file (O(1): the
        file's identity and size, not its bytes)."""
        assert self._fd is not None
        mine = os.fstat(self._fd)
        try:
            there = os.stat(self.path)
        except FileNotFoundError:
            there = None
        if there is None or (there.st_dev, there.st_ino) != (mine.st_dev, mine.st_ino) \
                or mine.st_size != self._size:
            self.close()
            self._count = None  # never append to it again
            raise StaleFileError(stale_message(self.path, "autosave", there is None))

    def close(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            finally:
                self._fd = None
