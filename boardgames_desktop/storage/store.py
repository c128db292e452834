"""The save store: ``saves/``, ``autosave/`` and ``campaigns/`` in the user data folder.

A save is the rules package's save text (a versioned header plus the action log) with the
app's own data under ``"app"``: seat names, when it was saved, and a title.  Listing reads
headers only and never deletes or rewrites a file it cannot read: such files are reported as
damaged so the user can decide.
"""

from __future__ import annotations

import os
import re
import secrets
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.errors import SaveError
from boardgames_desktop.version import app_version

from .atomic import TEMP_PREFIX
from .locking import WriteGuard
from .move_notes import MoveNotes, hints_data, notes_data, read_notes
from .safe_read import STALE_PART_SECONDS, remove_stale_parts, unreadable_reason
from .signing import use_folder_key

if TYPE_CHECKING:  # the engine loads with the first game saved or read, not at start
    from boardgames_desktop.rules.state import GameState

    from .journal import JournalWriter

APP_NAME = "boardgames-desktop"
DATA_ENV = "BOARDGAMES_DESKTOP_DATA"
SAVES, AUTOSAVE, CAMPAIGNS = "saves", "autosave", "campaigns"
SUFFIX = ".json"
AUTOSAVES_KEPT = 30  # older readable autosaves are removed when a new session starts
PHASE_CHARS = 64  # a save's phase text is cut to this length in the Continue list
MAX_SAVE_BYTES = 20_000_000  # far above any real save; protects against opening huge files


def data_root() -> Path:
    """The user data folder (``$BOARDGAMES_DESKTOP_DATA`` overrides it, e.g. for tests)."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME))


def delete_inside(path: str | os.PathLike[str], folders: list[Path], where: str) -> None:
    """Delete ``path`` if it lies directly in one of ``folders`` (``where`` names them in
    the refusal); a file already gone is fine."""
    file = Path(path).resolve()
    if file.parent not in {folder.resolve() for folder in folders}:
        raise SaveError(f"{file.name} is not in {where}; not deleted.")
    try:
        file.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise SaveError(f"{file.name} could not be deleted: {exc.strerror or exc}.") from None


def now_iso() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def friendly_time(iso: str, now: datetime | None = None) -> str:
    """'today 14:05', 'yesterday 09:12', 'Tue 14:05' (this week), '3 Nov 14:05', '3 Nov 2025'.

    Falls back to the stored text when it is not an ISO timestamp."""
    try:
        when = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso or "").replace("T", " ")[:16]
    now = now or datetime.now(when.tzinfo)
    if when.tzinfo is not None and now.tzinfo is None:
        now = now.astimezone()
    days = (now.date() - when.date()).days
    clock = when.strftime("%H:%M")
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    if 1 < days < 7:
        return f"{when.strftime('%a')} {clock}"
    if when.year == now.year:
        return f"{when.day} {when.strftime('%b')} {clock}"
    return f"{when.day} {when.strftime('%b %Y')}"


def shorten(text: str, limit: int = PHASE_CHARS) -> str:
    """``text`` cut to ``limit`` characters at most, with '…' when it was cut."""
    text = text.strip()
    return text if len(text) <= limit else text[:limit - 1].rstrip(" ,.;:—") + "…"


def slug(text: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    return cleaned[:40] or "game"


def default_seats(state: GameState) -> list[str]:
    return [f"Player {p + 1}" for p in range(state.players)]


def seats_from(extra: Any, players: int, fallback: list[str]) -> list[str]:
    """The seat names stored in a save, or ``fallback`` when they are missing or wrong."""
    seats = extra.get("seats") if isinstance(extra, dict) else None
    if (isinstance(seats, list) and len(seats) == players
            and all(isinstance(s, str) and s.strip() for s in seats)):
        return [s.strip() for s in seats]
    return fallback


@dataclass
class SaveEntry:
    """What the "Continue" list shows about one readable save (from its header only)."""

    path: Path
    kind: str  # "save" or "autosave"
    game_id: str
    mode: str
    players: int
    seats: list[str]
    title: str
    saved_at: str
    actions: int
    phase: str
    over: bool
    outcome: str = ""

    @property
    def label(self) -> str:
        return f"{self.title} — {self.detail}"

    @property
    def detail(self) -> str:
        """Who plays, where the game stands and when it was saved (under the title)."""
        when = friendly_time(self.saved_at)
        if self.over:
            stands = f"finished after {self.actions} moves"
            if self.outcome:
                stands += f" ({shorten(self.outcome)})"
        else:
            phase = shorten(self.phase)
            stands = f"{self.actions} moves" + (f" · {phase}" if phase else "")
        kind = "autosaved" if self.kind == AUTOSAVE else "saved"
        return f"{', '.join(self.seats)} · {stands} · {kind} {when}"


@dataclass
class DamagedSave:
    """A file in the save folders that cannot be read; it is shown, never deleted silently."""

    path: Path
    kind: str
    reason: str

    @property
    def label(self) -> str:
        return f"{self.path.name} — damaged: {self.reason}"


@dataclass
class LoadedGame:
    state: GameState
    seats: list[str]
    title: str
    path: Path
    kind: str
    extra: dict[str, Any] = field(default_factory=dict)
    #: the computer's explanation of each of its moves, by action index (``move_notes``)
    notes: dict[int, str] = field(default_factory=dict)


class SaveStore:
    """All save files of one user.  ``root`` defaults to :func:`data_root`."""

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root) if root is not None else data_root()
        self.guard = WriteGuard()  # one owner per file: see locking.py
        use_folder_key(self.root, create=False)  # made by the first save (signing.py)
        self._key_made = False

    def _sign_saves(self) -> None:
        """Make sure this folder's signing key exists before a save is written."""
        if not self._key_made:
            use_folder_key(self.root, create=True)
            self._key_made = True

    def write_owned(self, path: str | os.PathLike[str], text: str, what: str,
                    advice: str = "") -> Path:
        """Every write of the store goes here: refused (StaleFileError) when the file
        changed on disk since this store last read or wrote it."""
        return self.guard.write(path, text, what, advice)

    @property
    def saves_dir(self) -> Path:
        return self.root / SAVES

    @property
    def autosave_dir(self) -> Path:
        return self.root / AUTOSAVE

    @property
    def campaigns_dir(self) -> Path:
        return self.root / CAMPAIGNS

    def ensure_folders(self) -> None:
        for folder in (self.saves_dir, self.autosave_dir, self.campaigns_dir):
            folder.mkdir(parents=True, exist_ok=True)

    # ----- writing ------------------------------------------------------------------------
    @staticmethod
    def save_text(state: GameState, seats: list[str], title: str = "",
                  kinds: list[str] | None = None, notes: MoveNotes | None = None) -> str:
        """``kinds``: who plays each seat ("person" or a computer level), kept beside the
        names (``hotseat.seats``); ``notes``: the computer's explanations of its moves."""
        extra: dict[str, Any] = {"seats": list(seats), "saved_at": now_iso(),
                                 "title": title or state.game_id, "app_version": app_version()}
        if kinds:
            extra["seat_kinds"] = list(kinds)
        stored = notes_data(notes or {}, len(state.log))
        if stored:
            extra["bot_notes"] = stored
        hints = hints_data(notes, len(state.log))
        if hints:
            extra["hint_notes"] = hints
        from boardgames_desktop.rules.savefile import dump_state

        return dump_state(state, extra=extra, position=True)  # loads without re-checking

    def save(self, state: GameState, seats: list[str], title: str = "",
             path: str | os.PathLike[str] | None = None,
             kinds: list[str] | None = None, notes: MoveNotes | None = None) -> Path:
        """Write a named save (into ``saves/`` unless ``path`` is given); returns its path."""
        if path is None:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            path = self._free_name(self.saves_dir, f"{slug(title or state.game_id)}-{stamp}")
        self._sign_saves()
        return self.write_owned(path, self.save_text(state, seats, title, kinds, notes), "save")

    def new_autosave_slot(self, game_id: str) -> Path:
        """A fresh autosave file name for one game session (written on the first action)."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        return self._free_name(self.autosave_dir, f"{slug(game_id)}-{stamp}-{secrets.token_hex(2)}")

    def prune_autosaves(self, keep: int = AUTOSAVES_KEPT,
                        protect: Path | None = None) -> list[Path]:
        """Delete the oldest readable autosaves beyond ``keep``; damaged files stay."""
        if not self.autosave_dir.is_dir():
            return []
        readable = []
        for path in self.autosave_dir.glob(f"*{SUFFIX}"):
            if path.name.startswith(TEMP_PREFIX) or (protect and path == protect):
                continue
            try:
                readable.append(self.header(path, AUTOSAVE))
            except Exception:  # an unreadable file is kept, never a failure
                continue
        readable.sort(key=lambda e: e.saved_at, reverse=True)
        removed = []
        for entry in readable[keep:]:
            try:
                entry.path.unlink()
                removed.append(entry.path)
            except OSError:
                pass
        return removed

    def write_autosave(self, slot: str | os.PathLike[str], state: GameState, seats: list[str],
                       title: str = "") -> Path:
        """Rewrite the whole autosave (O(length of the game)); sessions use ``journal``."""
        self._sign_saves()
        return self.write_owned(slot, self.save_text(state, seats, title), "autosave")

    def journal(self, slot: str | os.PathLike[str], seats: list[str],
                title: str = "", kinds: list[str] | None = None,
                notes: MoveNotes | None = None) -> JournalWriter:
        """The append-only autosave of one session into ``slot`` (see ``storage.journal``).

        ``seats`` and ``kinds`` are read at every compaction, so renaming a seat or handing
        it to the computer later is kept; ``notes`` (the computer's explanations, a mapping the
        session changes in place) at every compaction and every appended action."""
        from .journal import JournalWriter

        self._sign_saves()  # its compactions are saves too: signed, they load fast
        return JournalWriter(
            slot,
            save_text=lambda state: self.save_text(state, seats, title, kinds, notes),
            write=lambda path, text: self.write_owned(path, text, "autosave"),
            appended=self.guard.remember_digest,
            notes=notes,
        )

    @staticmethod
    def _free_name(folder: Path, stem: str) -> Path:
        candidate = folder / f"{stem}{SUFFIX}"
        number = 2
        while candidate.exists():
            candidate = folder / f"{stem}-{number}{SUFFIX}"
            number += 1
        return candidate

    # ----- reading ------------------------------------------------------------------------
    @staticmethod
    def read_text(path: str | os.PathLike[str]) -> str:
        """The file's text, or SaveError with a message for people."""
        file = Path(path)
        try:
            size = file.stat().st_size
            if size > MAX_SAVE_BYTES:
                raise SaveError(f"{file.name} is far too large to be a save ({size} bytes).")
            return file.read_bytes().decode("utf-8")
        except FileNotFoundError:
            raise SaveError(f"The file {file} does not exist.") from None
        except UnicodeDecodeError:
            raise SaveError(f"{file.name} is not a readable save (it is not text).") from None
        except OSError as exc:
            raise SaveError(f"{file.name} cannot be read: {exc.strerror or exc}.") from None

    def load(self, path: str | os.PathLike[str]) -> LoadedGame:
        """Rebuild the saved game; raises SaveError (never anything else) with a clear message.

        Loading never writes: a refused file is left exactly as it was.
        """
        from .journal import load_journal

        file = Path(path)
        text = self.read_text(file)
        self.guard.remember(file, text)
        try:
            state, journal = load_journal(text)
            data = journal.base
        except SaveError as exc:
            raise SaveError(f"{file.name}: {exc}") from exc
        except Exception as exc:  # a game bug while replaying must not take the app down
            raise SaveError(f"{file.name} could not be replayed by this version "
                            f"({type(exc).__name__}: {exc}).") from exc
        extra = data.get("app") if isinstance(data.get("app"), dict) else {}
        seats = seats_from(extra, state.players, default_seats(state))
        title = extra.get("title") if isinstance(extra.get("title"), str) else state.game_id
        kind = AUTOSAVE if file.parent.resolve() == self.autosave_dir.resolve() else SAVES
        return LoadedGame(state, seats, title, file, kind, extra,
                          read_notes(journal, len(state.log)))

    def header(self, path: Path, kind: str) -> SaveEntry:
        """Read a save's header and summary (no replay); SaveError when unreadable.

        ``parse_save`` has checked every field's type and bounds (``rules.validate``); an
        autosave journal counts its appended lines and shows the phase of the last one.
        """
        from .journal import split_journal  # (with the save validation it needs)

        journal = split_journal(self.read_text(path))
        data = journal.base
        extra = data.get("app") if isinstance(data.get("app"), dict) else {}
        summary = data.get("summary") if isinstance(data.get("summary"), dict) else {}
        if journal.lines:
            summary = {"actions": journal.actions, "phase": journal.phase, "over": False}
        players = data["players"]
        fallback = [f"Player {p + 1}" for p in range(players)]
        outcome = summary.get("outcome")
        saved_at = extra.get("saved_at")
        if not isinstance(saved_at, str) or journal.lines:
            saved_at = datetime.fromtimestamp(path.stat().st_mtime).astimezone().isoformat(
                timespec="seconds")
        return SaveEntry(
            path=path,
            kind=kind,
            game_id=data["game"],
            mode=data["mode"],
            players=players,
            seats=seats_from(extra, players, fallback),
            title=str(extra.get("title") or data["game"]),
            saved_at=saved_at,
            actions=summary.get("actions", len(data["actions"])),
            phase=summary.get("phase") or "",
            over=bool(summary.get("over")),
            outcome=outcome.get("reason", "") if isinstance(outcome, dict) else "",
        )

    def list_saves(self) -> tuple[list[SaveEntry], list[DamagedSave]]:
        """Readable saves and autosaves (newest first) and the damaged files found."""
        entries: list[SaveEntry] = []
        damaged: list[DamagedSave] = []
        for kind, folder in ((SAVES, self.saves_dir), (AUTOSAVE, self.autosave_dir)):
            if not folder.is_dir():
                continue
            for path in sorted(folder.glob(f"*{SUFFIX}")):
                if path.name.startswith(TEMP_PREFIX) or not path.is_file():
                    continue
                try:
                    entries.append(self.header(path, kind))
                except SaveError as exc:
                    damaged.append(DamagedSave(path, kind, str(exc)))
                except Exception as exc:  # the list goes on, whatever a file holds
                    damaged.append(DamagedSave(path, kind, unreadable_reason(exc)))
        entries.sort(key=lambda e: e.saved_at, reverse=True)
        return entries, damaged

    def clean_leftovers(self, older_than: float = STALE_PART_SECONDS) -> list[Path]:
        """Remove the temporary ``.part`` files of atomic writes that were interrupted
        (a crash or kill during a save) and are older than ``older_than`` seconds."""
        return remove_stale_parts([self.saves_dir, self.autosave_dir, self.campaigns_dir],
                                  older_than)

    def delete(self, path: str | os.PathLike[str]) -> None:
        """Delete one file inside the store's save folders (and nothing else)."""
        delete_inside(path, [self.saves_dir, self.autosave_dir], "the save folders")
