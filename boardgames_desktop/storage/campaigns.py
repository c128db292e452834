"""Campaign files in ``campaigns/`` of the user data folder (no Qt, no game imported).

A campaign file is the game's campaign record (``CampaignInfo.new`` / ``.load`` of the rules
package's campaign contract; its ``"kind"`` says which game's campaign it is) plus the app's
data under ``"app"``: seat names, title, when it was created and last saved.  Every write
goes through the store's guarded atomic write (a copy of the app that is behind the file on
disk is refused); a file that cannot be read is reported as damaged and never rewritten,
renamed or deleted by listing or loading.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from boardgames_desktop.hotseat.seats import clean_kinds
from boardgames_desktop.rules.campaign import (
    RETRY_STRICT,
    CampaignInfo,
    CampaignRecord,
    campaign_by_kind,
    campaigns,
)
from boardgames_desktop.rules.errors import SaveError

from .atomic import TEMP_PREFIX
from .move_notes import MoveNotes, app_notes, hints_data, notes_data
from .safe_read import unreadable_reason
from .store import (
    SUFFIX,
    DamagedSave,
    SaveStore,
    delete_inside,
    friendly_time,
    now_iso,
    slug,
)

CAMPAIGN_FORMAT = 1
CAMPAIGN = "campaign"  # DamagedSave.kind of a damaged campaign file
STALE_ADVICE = ("Open the campaign again from the launcher to continue from its newer "
                "state.")


@dataclass
class CampaignFile:
    """One campaign: its record (the game's object), the campaign's declaration and the
    app's data about it."""

    progress: CampaignRecord
    seats: list[str]
    title: str
    path: Path | None = None
    created_at: str = field(default_factory=now_iso)
    saved_at: str = ""
    info: CampaignInfo | None = field(default=None, repr=False, compare=False)
    #: who plays each seat: "person" or a computer level (``hotseat.seats``)
    kinds: list[str] = field(default_factory=list)
    #: the running chapter's log notes: the computer's explanations and the hint requests
    #: (``storage/move_notes.py``; none between chapters)
    notes: MoveNotes = field(default_factory=dict)

    @property
    def started(self) -> str:
        """The day the campaign began, e.g. '1 Dec 2026'."""
        return friendly_date(self.created_at or self.saved_at)

    @property
    def name(self) -> str:
        """The campaign as players know it: who plays it and since when."""
        return f"{', '.join(self.seats)} — started {self.started}"

    @property
    def full_name(self) -> str:
        """'Rise of the Phoenix — Ann, Bo — started 1 Dec 2026' (confirmations, buttons)."""
        title = self.info.title if self.info is not None else self.title
        return f"{title} — {self.name}"

    @property
    def chapter_moves(self) -> int:
        """How many actions the running chapter's save holds (0: none running)."""
        if not self.progress.chapter_save:
            return 0
        try:
            actions = json.loads(self.progress.chapter_save).get("actions")
        except (ValueError, AttributeError):
            return 0
        return len(actions) if isinstance(actions, list) else 0

    def where(self) -> str:
        """Where the campaign stands, in a few words for lists and headings."""
        p = self.progress
        won = sum(1 for r in p.results if r.success)
        if p.finished:
            text = f"finished, {won} of {len(p.results)} chapters won"
            return text + (" (the last may be replayed)" if p.can_retry() else "")
        n = p.next_chapter
        if p.chapter_save:
            return f"chapter {n} in progress ({self.chapter_moves} moves)"
        if not p.results:
            return "chapter 1 not started"
        return f"{len(p.results)} chapter(s) played, chapter {n} next"

    @property
    def label(self) -> str:
        return f"{self.full_name} — {self.detail}"

    @property
    def detail(self) -> str:
        """Where the campaign stands and when it was saved (under its title in lists)."""
        return f"{self.where()} · saved {friendly_time(self.saved_at or self.created_at)}"


def campaign_title(title: str, seats: list[str]) -> str:
    return f"{title} — {', '.join(seats)}"


def friendly_date(iso: str) -> str:
    """'1 Dec 2026' from an ISO timestamp (the stored text when it is not one)."""
    try:
        when = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso or "")[:10]
    return f"{when.day} {when.strftime('%b %Y')}"


def default_campaign() -> CampaignInfo | None:
    """The first registered campaign (the launcher's "New campaign"), or None."""
    found = campaigns()
    return found[0] if found else None


class CampaignStore:
    """Campaign files inside a :class:`SaveStore`'s data folder."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store

    @property
    def folder(self) -> Path:
        return self.store.campaigns_dir

    # ----- creating and writing ------------------------------------------------------------
    def new(self, players: int, seed: int, seats: list[str],
            options: dict[str, Any] | None = None, retry: str = RETRY_STRICT,
            info: CampaignInfo | None = None,
            kinds: list[str] | None = None) -> CampaignFile:
        """A new campaign (not written yet); ValueError for a wrong number of seats."""
        info = info or default_campaign()
        if info is None:
            raise ValueError("No game with a campaign is available in this build.")
        progress = info.new(players, seed, dict(options or {}), retry)
        names = [s.strip() or f"Player {i + 1}" for i, s in enumerate(seats[:players])]
        names += [f"Player {i + 1}" for i in range(len(names), players)]
        return CampaignFile(progress, names, campaign_title(info.title, names), info=info,
                            kinds=clean_kinds(kinds, players))

    def write(self, campaign: CampaignFile) -> Path:
        """Write the campaign atomically (a new file name the first time); StaleFileError
        (an OSError) when another copy of the app saved it since we read it."""
        if campaign.path is None:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            stem_start = campaign.info.file_stem if campaign.info is not None else "campaign"
            stem = f"{stem_start}-{slug('-'.join(campaign.seats))}-{stamp}"
            campaign.path = SaveStore._free_name(self.folder, stem)
        saved_at = now_iso()
        data = json.loads(campaign.progress.to_json())
        data["app"] = {"seats": list(campaign.seats), "title": campaign.title,
                       "created_at": campaign.created_at, "saved_at": saved_at,
                       "seat_kinds": clean_kinds(campaign.kinds, len(campaign.seats))}
        moves = campaign.chapter_moves
        for key, stored in (("bot_notes", notes_data(campaign.notes, moves)),
                            ("hint_notes", hints_data(campaign.notes, moves))):
            if stored and campaign.progress.chapter_save:
                data["app"][key] = stored
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        written = self.store.write_owned(campaign.path, text, "campaign", STALE_ADVICE)
        campaign.saved_at = saved_at
        return written

    # ----- reading ------------------------------------------------------------------------
    def load(self, path: str | os.PathLike[str]) -> CampaignFile:
        """Read a campaign to play it: from now on this store owns the file, and a later
        write is refused if another copy of the app saved it in between."""
        return self.read(path, claim=True)

    def read(self, path: str | os.PathLike[str], claim: bool = False) -> CampaignFile:
        """Read and check a campaign file; SaveError (only) with a message for people.

        The running chapter is not replayed here (the record's ``resume_chapter`` does that
        when the chapter is continued); reading never writes.  Only ``claim`` makes the
        file ours (listing a folder must not, or a stale window would pass the check).
        """
        file = Path(path)
        text = self.store.read_text(file)
        try:
            campaign = self._parse(text, file)
            if claim:
                self.store.guard.remember(file, text)
            return campaign
        except SaveError as exc:
            raise SaveError(f"{file.name}: {exc}") from None
        except Exception as exc:  # odd values deep inside: still a message, not a crash
            raise SaveError(f"{file.name}: the campaign save is damaged "
                            f"({type(exc).__name__}: {exc}).") from None

    def _parse(self, text: str, file: Path) -> CampaignFile:
        from boardgames_desktop.rules.validate import check_campaign, read_campaign_json

        data = read_campaign_json(text)  # size, nesting and numbers checked before parsing
        info = campaign_by_kind(data.get("kind")) if isinstance(data, dict) else None
        if info is None:
            known = " or ".join(c.title for c in campaigns()) or "campaign"
            raise SaveError(f"this is not a {known} save this version can read.")
        version = data.get("format")
        if isinstance(version, int) and version > CAMPAIGN_FORMAT:
            raise SaveError(f"this campaign was saved by a newer version of Boardgames "
                            f"Desktop (format {version}); this version reads format "
                            f"{CAMPAIGN_FORMAT}.")
        check_campaign(data, CAMPAIGN_FORMAT, info.game_id)  # every field (rules.validate)
        progress = info.load(text)
        if not info.min_players <= progress.players <= info.max_players:
            raise SaveError(f"the campaign save is damaged: {progress.players} players.")
        if progress.chapter_save is not None and not isinstance(progress.chapter_save, str):
            raise SaveError("the campaign save is damaged: its running chapter is wrong.")
        known_chapters = {c.number for c in info.chapters}
        if any(r.chapter not in known_chapters for r in progress.results):
            raise SaveError("the campaign save is damaged: it names a chapter the rules do "
                            "not know.")
        app = data.get("app") if isinstance(data.get("app"), dict) else {}
        seats = app.get("seats")
        if not (isinstance(seats, list) and len(seats) == progress.players
                and all(isinstance(s, str) and s.strip() for s in seats)):
            seats = [f"Player {i + 1}" for i in range(progress.players)]
        title = app.get("title") if isinstance(app.get("title"), str) else \
            campaign_title(info.title, seats)
        created = app.get("created_at") if isinstance(app.get("created_at"), str) else ""
        saved = app.get("saved_at")
        if not isinstance(saved, str):
            saved = datetime.fromtimestamp(file.stat().st_mtime).astimezone().isoformat(
                timespec="seconds")
        campaign = CampaignFile(progress, [s.strip() for s in seats], title, file,
                                created or saved, saved, info,
                                clean_kinds(app.get("seat_kinds"), progress.players))
        if progress.chapter_save:
            campaign.notes = app_notes(app, campaign.chapter_moves)
        return campaign

    def list_campaigns(self) -> tuple[list[CampaignFile], list[DamagedSave]]:
        """Readable campaigns (newest first) and the damaged files found (left as they are)."""
        found: list[CampaignFile] = []
        damaged: list[DamagedSave] = []
        if not self.folder.is_dir():
            return found, damaged
        for path in sorted(self.folder.glob(f"*{SUFFIX}")):
            if path.name.startswith(TEMP_PREFIX) or not path.is_file():
                continue
            try:
                found.append(self.read(path))
            except SaveError as exc:
                damaged.append(DamagedSave(path, CAMPAIGN, str(exc).removeprefix(
                    f"{path.name}: ")))
            except Exception as exc:  # the list goes on, whatever a file holds
                damaged.append(DamagedSave(path, CAMPAIGN, unreadable_reason(exc)))
        found.sort(key=lambda c: c.saved_at, reverse=True)
        return found, damaged

    def delete(self, path: str | os.PathLike[str]) -> None:
        """Delete one file of the campaigns folder (and nothing else)."""
        delete_inside(path, [self.folder], "the campaigns folder")
        self.store.guard.forget(path)
