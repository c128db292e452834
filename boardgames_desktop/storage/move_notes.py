"""The computer's explanation of each of its moves, kept with the game.

A computer seat says why it made each move ("Pour water on Bell Cloister (D2): …"); the log
panel shows it under the move.  The rules' log and the save's ``actions`` know nothing of it
(the golden games stay byte-identical), so it is kept beside them, keyed by the move's index
in ``actions``:

* a save: ``"app": {"bot_notes": [{"at": 12, "why": "…"}, …]}`` (sorted by ``at``);
* an autosave journal line: ``{"a": {…}, "e": …, "p": …, "why": "…"}`` for the move it
  appends (an undo line drops the notes of the moves it takes back).

A person's request for a hint ("Ann asked for a hint.") is a line of the log too, kept the same
way under ``"hint_notes"`` and keyed by the log position it was asked at (the number of moves
made then; it shows after that move).  ``SessionNotes`` carries both kinds through the store,
the journal and the campaign file.

Migration: none is needed.  The field is optional (format version 2 unchanged); a save
without it, from before this was kept, loads with no notes; an older copy of the app ignores
the field (a save's ``app`` record allows fields it does not know).  Notes that point past
the last move (an edited file) are dropped, never an error; their shape and size are checked
with the rest of the save (``rules/validate.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .session_notes import SessionNotes

#: what a session hands the store: action index -> explanation, read live (the hot-seat
#: controller changes it in place as the computer plays and as moves are taken back)
MoveNotes = Mapping[int, str]

NOTE_CHARS = 2000  # an explanation is one or two sentences; anything longer is cut


def hints_data(notes: MoveNotes | None, actions: int) -> list[dict[str, Any]]:
    """The save's ``hint_notes`` list for a game of ``actions`` moves (empty without any)."""
    hints = getattr(notes, "hints", None) or {}
    return [{"at": at, "why": text[:NOTE_CHARS]} for at, text in sorted(hints.items())
            if 0 <= at <= actions and text]


def notes_from_list(stored: Any) -> dict[int, str]:
    """A save's ``bot_notes`` or ``hint_notes`` list as a mapping (malformed items left out:
    the save's checks have refused a malformed list already)."""
    notes: dict[int, str] = {}
    for item in stored if isinstance(stored, list) else []:
        if isinstance(item, dict) and type(item.get("at")) is int \
                and isinstance(item.get("why"), str) and item["why"]:
            notes[item["at"]] = item["why"][:NOTE_CHARS]
    return notes


def app_notes(app: Any, actions: int) -> SessionNotes:
    """The notes of a save's (or campaign's) ``app`` record, for a game of ``actions``
    moves: a note past the last move is dropped."""
    app = app if isinstance(app, dict) else {}
    moves = notes_from_list(app.get("bot_notes"))
    hints = notes_from_list(app.get("hint_notes"))
    return SessionNotes({at: why for at, why in moves.items() if 0 <= at < actions},
                        {at: text for at, text in hints.items() if 0 <= at <= actions})


def notes_data(notes: MoveNotes, actions: int) -> list[dict[str, Any]]:
    """The save's ``bot_notes`` list for a game of ``actions`` moves."""
    return [{"at": at, "why": why[:NOTE_CHARS]} for at, why in sorted(notes.items())
            if 0 <= at < actions and why]


def note_line(notes: MoveNotes | None, at: int) -> dict[str, str]:
    """What a journal line adds for the move at index ``at`` (nothing without a note)."""
    why = notes.get(at) if notes is not None else None
    return {"why": why[:NOTE_CHARS]} if why else {}


def read_notes(journal: Any, actions: int) -> SessionNotes:
    """The notes a save or journal (``storage.journal.JournalText``) records for a game that
    replayed to ``actions`` moves: the base save's lists, then each journal line's (a hint
    is written by compacting the journal, never as a line)."""
    app = journal.base.get("app")
    stored = app.get("bot_notes") if isinstance(app, dict) else None
    notes = notes_from_list(stored)
    hints = app_notes(app, actions).hints
    count = len(journal.base.get("actions") or [])
    for line in journal.lines:
        if "undo" in line:
            count -= 1
            notes.pop(count, None)
            continue
        why = line.get("why")
        if isinstance(why, str) and why:
            notes[count] = why[:NOTE_CHARS]
        else:
            notes.pop(count, None)
        count += 1
    return SessionNotes({at: why for at, why in notes.items() if 0 <= at < actions},
                        {at: text for at, text in hints.items() if at <= count})
