"""A Rise of the Phoenix campaign as a saved object of its own (pure Python, no Qt).

``CampaignProgress`` keeps what carries from chapter to chapter: each finished chapter's
result (success or failure, the reason, its seed), the boon or blight the last result grants
the next chapter, and the Equipment deck (the 16 Firehouse Forgewares).  The deck is only
reshuffled *between* chapters: ``record`` shuffles all 16 with a seeded RNG derived from the
campaign seed, and the order is handed to the next chapter as its ``deck`` option, so a
campaign saved after chapter 2 and resumed later starts exactly the same chapter 3.
Within a chapter the deck is never reshuffled: when all 16 are used the Forge is exhausted
(``CampaignState``); how many were used is kept per chapter.

The retry policy is chosen when the campaign starts: ``strict`` (the rulebook: a lost
chapter stays lost and the campaign moves on with its blight) or ``forgiving`` (a lost
chapter may be played again; the lost attempt is kept in ``retried`` for the timeline, and
the replay gets a seed of its own so it is a fresh deal).

The app stores ``to_json()`` (and may keep the running chapter's own save text in
``chapter_save``); ``from_json`` validates with messages a player can act on.  Files written
before ``retry``, ``retried`` and the chapter ``stats`` existed read as strict campaigns
without figures.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.campaign import RETRY_FORGIVING, RETRY_POLICIES, RETRY_STRICT
from boardgames_desktop.rules.errors import IllegalAction, SaveError
from boardgames_desktop.rules.rng import SeededRNG
from boardgames_desktop.rules.savefile import parse_save
from boardgames_desktop.rules.state import GameState

from .campaign import CampaignState
from .campaign_rules import CHAPTERS, campaign_rules, chapter_rules
from .equipment import equipment_catalogue

FORMAT = 1


def forgeware_ids() -> list[str]:
    return sorted(c.id for c in equipment_catalogue().values() if c.kind == "forgeware")


@dataclass
class ChapterResult:
    chapter: int
    success: bool
    reason: str
    seed: int
    carried: str | None  # the boon/blight id this result grants the next chapter
    equipment_used: int  # Forgewares discarded during the chapter
    forge_exhausted: bool
    stats: dict[str, int] = field(default_factory=dict)  # the debrief's figures
    attempt: int = 1  # 2, 3 ... for a chapter played again (forgiving campaigns)


@dataclass
class CampaignProgress:
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)  # e.g. coop_wardens
    results: list[ChapterResult] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # Forgeware order for the next chapter
    chapter_save: str | None = None  # the running chapter's save text, kept by the app
    retry: str = RETRY_STRICT  # chosen at the start: strict or forgiving
    retried: list[ChapterResult] = field(default_factory=list)  # lost attempts played again

    @classmethod
    def new(cls, players: int, seed: int, options: dict[str, Any] | None = None,
            retry: str = RETRY_STRICT) -> CampaignProgress:
        if not 1 <= players <= 4:
            raise ValueError("The campaign is played by 1–4 players.")
        if retry not in RETRY_POLICIES:
            raise ValueError(f"Retry policy must be one of {', '.join(RETRY_POLICIES)}, "
                             f"not {retry!r}.")
        progress = cls(players, int(seed), dict(options or {}), retry=retry)
        progress.deck = progress._shuffled_deck(0)
        return progress

    def _shuffled_deck(self, after_chapter: int) -> list[str]:
        rng = SeededRNG(self.seed * 10 + after_chapter)
        ids = forgeware_ids()
        rng.shuffle(ids)
        return ids

    # ----- where we are -------------------------------------------------------------------
    @property
    def next_chapter(self) -> int | None:
        n = len(self.results) + 1
        return n if n in CHAPTERS else None

    @property
    def finished(self) -> bool:
        return self.next_chapter is None

    def carried(self) -> tuple[str | None, str | None]:
        """(boon, blight) for the next chapter."""
        if not self.results or self.results[-1].carried is None:
            return None, None
        last = self.results[-1]
        return (last.carried, None) if last.success else (None, last.carried)

    def attempt(self, chapter: int) -> int:
        """Which attempt at ``chapter`` the next (or running) game of it is: 1, 2, ..."""
        return 1 + sum(1 for r in self.retried if r.chapter == chapter)

    def chapter_seed(self, chapter: int) -> int:
        """The chapter's seed; a replayed chapter gets a seed of its own (a fresh deal)."""
        base = self.seed * 10 + chapter
        attempt = self.attempt(chapter)
        return base if attempt == 1 else base * 100 + attempt

    # ----- retrying a lost chapter (forgiving campaigns) ---------------------------------
    def can_retry(self) -> bool:
        """Whether the last chapter may be played again: forgiving, lost, nothing running."""
        return (self.retry == RETRY_FORGIVING and bool(self.results)
                and not self.results[-1].success and self.chapter_save is None)

    def retry_chapter(self) -> None:
        """Take back the last (lost) result so its chapter is played again."""
        if self.retry != RETRY_FORGIVING:
            raise ValueError("This campaign was started as strict: a lost chapter stays lost "
                             "and the campaign moves on.")
        if not self.can_retry():
            raise ValueError("Only a lost chapter, just finished, can be played again.")
        self.retried.append(self.results.pop())

    def chapter_options(self) -> dict[str, Any]:
        chapter = self.next_chapter
        if chapter is None:
            raise ValueError("The campaign is over: all four chapters are played.")
        boon, blight = self.carried()
        options = dict(self.options)
        options.update({"chapter": chapter, "boon": boon, "blight": blight,
                        "deck": list(self.deck)})
        return options

    def start_chapter(self) -> CampaignState:
        """A new game of the next chapter (same result every time for the same progress)."""
        chapter = self.next_chapter
        if chapter is None:
            raise ValueError("The campaign is over: all four chapters are played.")
        return CampaignState("campaign", self.players, self.chapter_seed(chapter),
                             self.chapter_options())

    def record(self, game: GameState) -> ChapterResult:
        """Write down a finished chapter; the deck is reshuffled for the next one."""
        state = _chapter(game)
        if state.outcome is None:
            raise ValueError("The chapter is not finished yet.")
        if state.chapter != self.next_chapter:
            raise ValueError(f"This is chapter {state.chapter}, but the campaign is at "
                             f"chapter {self.next_chapter}.")
        success = bool(state.outcome.winners)
        result = ChapterResult(state.chapter, success, state.outcome.reason, state.seed,
                               state.success_reward(), len(state.equipment.discards),
                               state.forge_exhausted, chapter_stats(state),
                               self.attempt(state.chapter))
        self.results.append(result)
        self.deck = self._shuffled_deck(state.chapter)
        self.chapter_save = None
        return result

    def keep_chapter(self, game: GameState) -> None:
        """Remember the running chapter (its own save text) so the campaign resumes mid-way."""
        state = _chapter(game)
        if state.chapter != self.next_chapter:
            raise ValueError(f"This is chapter {state.chapter}, but the campaign is at "
                             f"chapter {self.next_chapter}.")
        self.chapter_save = state.to_json()

    def resume_chapter(self) -> CampaignState:
        """The running chapter as it was kept, or a new game of the next chapter."""
        if self.chapter_save is None:
            return self.start_chapter()
        data = parse_save(self.chapter_save)  # every field checked (rules.validate)
        options = data.get("options") or {}
        if (data["game"] != "brigade" or data["mode"] != "campaign"
                or data["players"] != self.players
                or options.get("chapter") != self.next_chapter):
            raise SaveError("The campaign's running chapter does not match the campaign.")
        try:
            state = CampaignState("campaign", data["players"], data["seed"], options)
            for raw in data["actions"]:
                state.apply(Action.from_dict(raw))
        except (IllegalAction, KeyError, ValueError, TypeError) as exc:
            raise SaveError(f"The running chapter cannot be replayed ({exc}).") from exc
        return state

    def story(self) -> list[str]:
        """The story so far, one line per chapter, for the campaign screen."""
        rules = campaign_rules()
        lines = []
        for r in self.results:
            title = chapter_rules(r.chapter)["title"]
            line = (f"Chapter {r.chapter} — {title}: {'success' if r.success else 'failure'}. "
                    f"{r.reason}")
            if r.carried:
                table = rules["boons"] if r.success else rules["blights"]
                entry = table[r.carried]
                kind = "Boon" if r.success else "Blight"
                line += f" {kind} for chapter {r.chapter + 1}: {entry['title']} — {entry['text']}"
            if r.forge_exhausted:
                line += " The Forge was exhausted."
            lines.append(line)
        nxt = self.next_chapter
        if nxt is not None:
            lines.append(f"Next: chapter {nxt} — {chapter_rules(nxt)['title']}.")
        return lines

    # ----- saving -------------------------------------------------------------------------
    def to_json(self) -> str:
        data = asdict(self)
        data["format"] = FORMAT
        data["kind"] = "brigade-campaign"
        return json.dumps(data, indent=1, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> CampaignProgress:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SaveError(f"The campaign save is damaged: {exc.msg}.") from None
        if not isinstance(data, dict) or data.get("kind") != "brigade-campaign":
            raise SaveError("This is not a Rise of the Phoenix campaign save.")
        if data.get("format") != FORMAT:
            raise SaveError(f"Unknown campaign save format {data.get('format')!r}.")
        try:
            results = [ChapterResult(**r) for r in data["results"]]
            retried = [ChapterResult(**r) for r in data.get("retried", [])]
            progress = cls(int(data["players"]), int(data["seed"]), dict(data["options"]),
                           results, list(data["deck"]), data.get("chapter_save"),
                           str(data.get("retry", RETRY_STRICT)), retried)
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"The campaign save is damaged ({exc}).") from None
        if progress.retry not in RETRY_POLICIES:
            raise SaveError(f"The campaign save is damaged: unknown retry policy "
                            f"{progress.retry!r}.")
        if any(not isinstance(r.stats, dict) for r in results + retried):
            raise SaveError("The campaign save is damaged: a chapter's figures are wrong.")
        if sorted(progress.deck) != forgeware_ids():
            raise SaveError("The campaign save is damaged: its Equipment deck is wrong.")
        if [r.chapter for r in results] != list(range(1, len(results) + 1)):
            raise SaveError("The campaign save is damaged: its chapters are out of order.")
        return progress


def _chapter(game: GameState) -> CampaignState:
    """``game`` as a chapter of this campaign (anything else is refused clearly)."""
    if not isinstance(game, CampaignState):
        raise ValueError(f"A {game.game_id} game in mode '{game.mode}' is not a chapter of "
                         "Rise of the Phoenix.")
    return game


def chapter_stats(state: CampaignState) -> dict[str, int]:
    """The figures a chapter's debrief shows (all whole numbers; keys per chapter)."""
    blocks = state.town.blocks()
    stats = {
        "rounds": state.turn,
        "blocks_lost": state.town.destroyed_count,
        "blocks_standing": sum(1 for t in blocks if t.standing),
        "loyal_blocks": sum(1 for t in blocks if t.standing and t.loyalty is not None),
        "forgewares_used": len(state.equipment.discards),
    }
    if state.uses_evactrak:
        stats["evactrak_left"] = state.evac.position
    if state.chapter == 1:
        stats["hideouts"] = state.loyalties
    elif state.chapter == 2:
        stats.update(eggs_found=state.eggs_found, eggs_lost=state.eggs_lost,
                     eggs_delivered=state.deliveries())
    elif state.chapter == 3:
        stats.update(scroll_bought=int(state.scroll_bought),
                     university_favour=state.university_favours,
                     university_destroyed=state.university_destroyed())
    else:
        stats["phoenix"] = state.phoenix
    return stats
