"""The campaign contract: how a game declares a campaign that the app can run (no Qt).

A game with a campaign gives its :class:`~boardgames_desktop.rules.registry.GameInfo` a
:class:`CampaignInfo`: the campaign's title, its chapters, how to make and read a campaign
record, and the texts between chapters (intro, debrief, ending) as plain :class:`Page`
objects.  Storage and the app handle every campaign through this contract only: they never
import a game module by name.

A campaign record (:class:`CampaignRecord`) is the game's own object; it keeps the chapters
played (:class:`ChapterOutcome`), what carries from one chapter into the next, the running
chapter's save text and the retry policy chosen when the campaign started.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .state import GameState

RETRY_STRICT = "strict"
RETRY_FORGIVING = "forgiving"
RETRY_POLICIES = (RETRY_STRICT, RETRY_FORGIVING)


class ChapterOutcome(Protocol):
    """What a campaign record keeps about one chapter played."""

    chapter: int
    success: bool
    reason: str


class CampaignRecord(Protocol):
    """The game's campaign object, as storage and the app use it."""

    players: int
    seed: int
    options: dict[str, Any]
    retry: str
    chapter_save: str | None

    @property
    def results(self) -> Sequence[ChapterOutcome]: ...

    @property
    def retried(self) -> Sequence[ChapterOutcome]: ...

    @property
    def next_chapter(self) -> int | None: ...

    @property
    def finished(self) -> bool: ...

    def can_retry(self) -> bool: ...

    def retry_chapter(self) -> None: ...

    def resume_chapter(self) -> GameState: ...

    def keep_chapter(self, state: GameState) -> None: ...

    def record(self, state: GameState) -> ChapterOutcome: ...

    def to_json(self) -> str: ...


@dataclass(frozen=True)
class Section:
    """A titled block of short paragraphs on a page between chapters."""

    title: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Page:
    """One screen of campaign text: a heading, a one-line summary and sections.

    ``tone`` is 'success', 'failure' or 'neutral' (the colour the app gives it).
    """

    heading: str
    summary: str
    sections: tuple[Section, ...]
    tone: str = "neutral"

    def text(self) -> str:
        """Everything on the page as plain text (tests, accessibility, copying)."""
        parts = [self.heading, self.summary]
        for section in self.sections:
            parts.append(section.title)
            parts.extend(section.lines)
        return "\n".join(p for p in parts if p)


@dataclass(frozen=True)
class ChapterSpec:
    number: int
    title: str


@dataclass(frozen=True)
class CampaignOption:
    """A number chosen when the campaign starts, e.g. how many Wardens a solo player runs."""

    key: str
    title: str
    default: int
    low: int
    high: int
    players: tuple[int, ...] = ()  # empty: every player count
    help: str = ""


@dataclass(frozen=True)
class CampaignInfo:
    """What a game declares about its campaign (see the module docstring).

    ``kind`` is the ``"kind"`` field of its campaign files; ``file_stem`` starts their names.
    ``new(players, seed, options, retry)`` makes a record; ``load(text)`` reads one from a
    campaign file's whole text (the store keeps its own data there under ``"app"``: ignore
    it) and raises ``SaveError`` with a message for people when it is damaged.
    ``intro(record)`` is the next chapter's page; ``debrief(record, index)`` the page after
    ``record.results[index]``; ``ending(record)`` the epilogue and summary once finished;
    ``carries(record, index)`` one line for the timeline: what result ``index`` hands on.
    """

    id: str
    title: str
    game_id: str
    kind: str
    file_stem: str
    chapters: tuple[ChapterSpec, ...]
    min_players: int
    max_players: int
    blurb: str
    new: Callable[[int, int, dict[str, Any], str], CampaignRecord] = field(repr=False)
    load: Callable[[str], CampaignRecord] = field(repr=False)
    intro: Callable[[CampaignRecord], Page] = field(repr=False)
    debrief: Callable[[CampaignRecord, int], Page] = field(repr=False)
    ending: Callable[[CampaignRecord], Page] = field(repr=False)
    carries: Callable[[CampaignRecord, int], str] = field(repr=False)
    retry_texts: dict[str, str] = field(default_factory=dict)
    options: tuple[CampaignOption, ...] = ()

    def chapter_title(self, number: int) -> str:
        for chapter in self.chapters:
            if chapter.number == number:
                return chapter.title
        return ""


def campaigns() -> list[CampaignInfo]:
    """Every registered game's campaign, in the registry's order."""
    from .registry import games

    return [info.campaign for info in games() if info.campaign is not None]


def campaign_by_kind(kind: object) -> CampaignInfo | None:
    """The campaign whose files carry this ``"kind"``, or None."""
    for info in campaigns():
        if info.kind == kind:
            return info
    return None
