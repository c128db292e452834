"""Rise of the Phoenix campaign files in ``campaigns/`` of the user data folder (no Qt).

A campaign file is the Brigade's ``CampaignProgress.to_json()`` object (kind
``brigade-campaign``: results, boon/blight carried, the Forgewares deck, the running chapter's
own save text) plus the app's data under ``"app"``: seat names, title, when it was created and
last saved.  Every write goes through the atomic JSON write; a file that cannot be read is
reported as damaged and never rewritten, renamed or deleted by listing or loading.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules import SaveError
from boardgames_desktop.rules.validate import read_campaign

from .atomic import TEMP_PREFIX, atomic_write_json
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

if TYPE_CHECKING:
    from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress

CAMPAIGN_KIND = "brigade-campaign"
CAMPAIGN_FORMAT = 1
CAMPAIGN_TITLE = "Rise of the Phoenix"
CAMPAIGN = "campaign"  # DamagedSave.kind of a damaged campaign file


def progress_class() -> type[CampaignProgress]:
    """The Brigade's campaign object (imported late: storage does not need the game)."""
    from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress

    return CampaignProgress


@dataclass
class CampaignFile:
    """One campaign: its progress (the Brigade's object) and the app's data about it."""

    progress: CampaignProgress
    seats: list[str]
    title: str
    path: Path | None = None
    created_at: str = field(default_factory=now_iso)
    saved_at: str = ""

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
            return f"finished, {won} of {len(p.results)} chapters won"
        n = p.next_chapter
        if p.chapter_save:
            return f"chapter {n} in progress ({self.chapter_moves} moves)"
        if not p.results:
            return "chapter 1 not started"
        return f"{len(p.results)} chapter(s) played, chapter {n} next"

    @property
    def label(self) -> str:
        names = ", ".join(self.seats)
        title = self.title if names in self.title else f"{self.title} — {names}"
        return f"{title} — {self.detail}"

    @property
    def detail(self) -> str:
        """Where the campaign stands and when it was saved (under its title in lists)."""
        return f"{self.where()} · saved {friendly_time(self.saved_at or self.created_at)}"


def campaign_title(seats: list[str]) -> str:
    return f"{CAMPAIGN_TITLE} — {', '.join(seats)}"


class CampaignStore:
    """Campaign files inside a :class:`SaveStore`'s data folder."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store

    @property
    def folder(self) -> Path:
        return self.store.campaigns_dir

    # ----- creating and writing ------------------------------------------------------------
    def new(self, players: int, seed: int, seats: list[str],
            options: dict[str, Any] | None = None) -> CampaignFile:
        """A new campaign (not written yet); ValueError for a wrong number of seats."""
        progress = progress_class().new(players, seed, options)
        names = [s.strip() or f"Player {i + 1}" for i, s in enumerate(seats[:players])]
        names += [f"Player {i + 1}" for i in range(len(names), players)]
        return CampaignFile(progress, names, campaign_title(names))

    def write(self, campaign: CampaignFile) -> Path:
        """Write the campaign atomically (a new file name the first time)."""
        if campaign.path is None:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            stem = f"phoenix-{slug('-'.join(campaign.seats))}-{stamp}"
            campaign.path = SaveStore._free_name(self.folder, stem)
        campaign.saved_at = now_iso()
        data = json.loads(campaign.progress.to_json())
        data["app"] = {"seats": list(campaign.seats), "title": campaign.title,
                       "created_at": campaign.created_at, "saved_at": campaign.saved_at}
        return atomic_write_json(campaign.path, data)

    # ----- reading ------------------------------------------------------------------------
    def load(self, path: str | os.PathLike[str]) -> CampaignFile:
        """Read and check a campaign file; SaveError (only) with a message for people.

        The running chapter is not replayed here (``CampaignProgress.resume_chapter`` does
        that when the chapter is continued); loading never writes.
        """
        file = Path(path)
        text = self.store.read_text(file)
        try:
            return self._parse(text, file)
        except SaveError as exc:
            raise SaveError(f"{file.name}: {exc}") from None
        except Exception as exc:  # odd values deep inside: still a message, not a crash
            raise SaveError(f"{file.name}: the campaign save is damaged "
                            f"({type(exc).__name__}: {exc}).") from None

    def _parse(self, text: str, file: Path) -> CampaignFile:
        data = read_campaign(text, CAMPAIGN_KIND, CAMPAIGN_FORMAT, "brigade",
                             CAMPAIGN_TITLE)  # every field checked
        progress = progress_class().from_json(text)
        if not 1 <= progress.players <= 4:
            raise SaveError(f"the campaign save is damaged: {progress.players} players.")
        if progress.chapter_save is not None and not isinstance(progress.chapter_save, str):
            raise SaveError("the campaign save is damaged: its running chapter is wrong.")
        progress.story()  # every recorded chapter must be one the rules know
        app = data.get("app") if isinstance(data.get("app"), dict) else {}
        seats = app.get("seats")
        if not (isinstance(seats, list) and len(seats) == progress.players
                and all(isinstance(s, str) and s.strip() for s in seats)):
            seats = [f"Player {i + 1}" for i in range(progress.players)]
        title = app.get("title") if isinstance(app.get("title"), str) else campaign_title(seats)
        created = app.get("created_at") if isinstance(app.get("created_at"), str) else ""
        saved = app.get("saved_at")
        if not isinstance(saved, str):
            saved = datetime.fromtimestamp(file.stat().st_mtime).astimezone().isoformat(
                timespec="seconds")
        return CampaignFile(progress, [s.strip() for s in seats], title, file,
                            created or saved, saved)

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
                found.append(self.load(path))
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
