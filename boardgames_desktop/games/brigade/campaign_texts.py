"""Rise of the Phoenix between chapters: intro, debrief, ending and timeline texts (no Qt).

The sentences live in ``resources/brigade/campaign_story.json`` and the numbers in
``campaign.json``; this module only fills the one into the other and arranges them as
:class:`~boardgames_desktop.rules.campaign.Page` objects the app shows.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.campaign import Page, Section
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json, require

from .campaign_rules import CHAPTERS, campaign_rules, chapter_rules
from .coop_tracks import coop_rules

if TYPE_CHECKING:
    from .campaign_progress import CampaignProgress, ChapterResult

F = "campaign_story.json"
SECTIONS = ("title", "blurb", "retry", "retry_short", "chapters", "carry_in", "stats",
            "debrief", "intro", "ending", "timeline", "evactrak_hint")


@lru_cache(maxsize=1)
def story() -> dict[str, Any]:
    """The campaign's texts, checked for every section and chapter the screens need."""
    raw = load_json("brigade", F)
    for key in SECTIONS:
        require(raw, key, (dict, str), F)
    chapters = require(raw, "chapters", dict, F)
    for n in CHAPTERS:
        c = require(chapters, str(n), dict, f"{F}: chapters")
        for key in ("story", "rules"):
            if not isinstance(c.get(key), list) or not c[key]:
                raise ResourceError(f"{F}: chapters.{n}: field '{key}' must be a list of "
                                    "paragraphs")
        for key in ("win", "lose"):
            require(c, key, str, f"{F}: chapters.{n}")
        debrief = require(c, "debrief", dict, f"{F}: chapters.{n}")
        for key in ("success", "failure"):
            require(debrief, key, str, f"{F}: chapters.{n}.debrief")
    return raw


def numbers(chapter: int) -> dict[str, Any]:
    """The figures a chapter's texts may name, from the rules data."""
    table = chapter_rules(chapter)
    four = chapter_rules(4)
    return {
        "evactrak": table.get("evactrak_start", ""),
        "missed": table.get("missed_round_steps", ""),
        "needed": table.get("loyalty_needed", table.get("eggs_needed", "")),
        "eggs": table.get("eggs", ""),
        "university": table.get("university_deliveries", ""),
        "deliveries": deliveries_needed() if chapter == 2 else "",
        "price": table.get("scroll_price_start", ""),
        "step": table.get("scroll_price_step", ""),
        "favours": table.get("university_favours", ""),
        "destroyed": table.get("university_destroyed_fail", ""),
        "phoenix": four["phoenix_start"],
        "top": four["phoenix_top"],
        "burning": four["burning_block"],
        "destroys": four["destroys_block"],
        "fireball": four["fireball_hit"],
        "forgewares": campaign_rules()["forgewares"],
    }


def deliveries_needed() -> int:
    from .data import catalogue

    two = chapter_rules(2)
    return (len(catalogue().town["firehouses"]) * two["firehouse_deliveries"]
            + two["university_deliveries"])


def fill(template: str, **values: Any) -> str:
    """``template`` with its {fields}; a field the data lacks is a resource error, not a crash."""
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError) as exc:
        raise ResourceError(f"{F}: text {template!r} names an unknown field ({exc})") from None


# ----- the EvacTrak line of the side panel ------------------------------------------------
def evactrak_hint(chapter: int) -> str:
    """What moves the EvacTrak in ``chapter`` besides destroyed blocks ('' without one)."""
    table = chapter_rules(chapter)
    if "evactrak_start" not in table:
        return ""
    hints = story()["evactrak_hint"]
    if table["event_moves_evactrak"]:
        return fill(hints["events"], steps=coop_rules()["event_evac_steps"])
    return fill(hints["missed_round"], steps=table["missed_round_steps"])


# ----- before a chapter -------------------------------------------------------------------
def carried_in(progress: CampaignProgress, chapter: int) -> list[str]:
    """Exactly what the chapter starts with that depends on the campaign so far."""
    texts = story()["carry_in"]
    rules = campaign_rules()
    boon, blight = progress.carried()
    lines = []
    if chapter == 1 and not progress.results:
        lines.append(texts["first"])
    for value, table, key in ((boon, "boons", "boon"), (blight, "blights", "blight")):
        if value is not None:
            entry = rules[table][value]
            lines.append(fill(texts[key], chapter=chapter - 1, title=entry["title"],
                              text=entry["text"]))
    chapter_table = chapter_rules(chapter)
    if "evactrak_start" in chapter_table:
        start = chapter_table["evactrak_start"]
        if blight == "time_is_precious":
            start = rules["blights"]["time_is_precious"]["evactrak_start"]
        lines.append(fill(texts["evactrak"], start=start))
    if chapter == 3:
        lines.append(texts["scroll_shuffled" if blight == "missed_one" else "scroll_first"])
    if chapter == 4:
        start = chapter_table["phoenix_start"]
        if boon == "skilled":
            start = rules["boons"]["skilled"]["phoenix_start"]
        lines.append(fill(texts["phoenix"], start=start, top=chapter_table["phoenix_top"]))
    lines.append(fill(texts["forge"], count=rules["forgewares"]))
    attempt = progress.attempt(chapter)
    if attempt > 1:
        lines.append(fill(texts["attempt"], attempt=attempt))
    return lines


def intro_page(progress: CampaignProgress) -> Page:
    """The page before the next chapter: story, rules, goal and defeat, what carries in."""
    chapter = progress.next_chapter
    if chapter is None:
        raise ValueError("The campaign is over: there is no next chapter.")
    texts, table = story()["intro"], story()["chapters"][str(chapter)]
    values = numbers(chapter)
    title = chapter_rules(chapter)["title"]
    goal = (fill(texts["win"], text=fill(table["win"], **values)),
            fill(texts["lose"], text=fill(table["lose"], **values)))
    return Page(
        fill(texts["heading"], chapter=chapter, title=title),
        fill(texts["summary"]),
        (Section(texts["story"], tuple(table["story"])),
         Section(texts["rules"], tuple(fill(line, **values) for line in table["rules"])),
         Section(texts["goal"], goal),
         Section(texts["carried"], tuple(carried_in(progress, chapter)))),
    )


# ----- after a chapter --------------------------------------------------------------------
def figures(result: ChapterResult) -> list[str]:
    """The debrief's figures, in the order of campaign_story.json (old files: none)."""
    templates = story()["stats"]
    values = numbers(result.chapter)
    lines = []
    for key, template in templates.items():
        if key in result.stats:
            value = result.stats[key]
            lines.append(fill(template, value=value, yesno="yes" if value else "no",
                              **values))
    if not lines:
        lines.append(fill(templates["forgewares_used"], value=result.equipment_used,
                          **values))
    return lines


def consequence(progress: CampaignProgress, result: ChapterResult, latest: bool) -> list[str]:
    texts = story()["debrief"]
    rules = campaign_rules()
    nxt = result.chapter + 1
    lines = []
    if result.carried:
        table, key = ("boons", "boon_next") if result.success else ("blights", "blight_next")
        entry = rules[table][result.carried]
        lines.append(fill(texts[key], next=nxt, title=entry["title"], text=entry["text"]))
    elif result.chapter == max(CHAPTERS):
        lines.append(texts["last"])
    if result.forge_exhausted:
        lines.append(texts["forge_exhausted"])
    if latest and not result.success:
        if progress.can_retry():
            key = "retry_offer" if result.chapter < max(CHAPTERS) else "retry_offer_last"
            lines.append(fill(texts[key], chapter=result.chapter, next=nxt))
        elif progress.retry == "strict":
            lines.append(texts["strict_note"])
    return lines


def debrief_page(progress: CampaignProgress, index: int) -> Page:
    """The page after ``progress.results[index]``: what happened, figures, what follows."""
    result = progress.results[index]
    texts = story()["debrief"]
    table = story()["chapters"][str(result.chapter)]
    word = texts["success_word" if result.success else "failure_word"]
    heading = fill(texts["heading"], chapter=result.chapter,
                   title=chapter_rules(result.chapter)["title"], word=word)
    told = table["debrief"]["success" if result.success else "failure"]
    latest = index == len(progress.results) - 1
    nxt = result.chapter + 1
    sections = [Section(texts["story"], (told,)),
                Section(texts["figures"], tuple(figures(result)))]
    after = consequence(progress, result, latest)
    if after:
        title = fill(texts["next"], next=nxt) if result.chapter < max(CHAPTERS) else \
            story()["ending"]["summary"]
        sections.append(Section(title, tuple(after)))
    return Page(heading, result.reason, tuple(sections),
                "success" if result.success else "failure")


def ending_page(progress: CampaignProgress) -> Page:
    """After chapter 4: the campaign's own ending (success or failure) and its summary."""
    if not progress.finished:
        raise ValueError("The campaign is not over yet.")
    texts = story()["ending"]
    won_last = progress.results[-1].success
    lines = []
    for r in progress.results:
        lost_before = sum(1 for x in progress.retried if x.chapter == r.chapter)
        attempts = fill(texts["attempts"], count=lost_before) if lost_before else ""
        word = story()["debrief"]["success_word" if r.success else "failure_word"]
        lines.append(fill(texts["chapter_line"], chapter=r.chapter,
                          title=chapter_rules(r.chapter)["title"], word=word,
                          attempts=attempts))
    played = list(progress.results) + list(progress.retried)
    won = sum(1 for r in progress.results if r.success)
    lines.append(fill(texts["won"], won=won, total=len(progress.results),
                      rounds=sum(r.stats.get("rounds", 0) for r in played),
                      lost=sum(r.stats.get("blocks_lost", 0) for r in played)))
    key = "success" if won_last else "failure"
    return Page(texts[f"{key}_heading"], progress.results[-1].reason,
                (Section(texts[f"{key}_heading"], tuple(texts[key])),
                 Section(texts["summary"], tuple(lines))),
                key)


# ----- the timeline -----------------------------------------------------------------------
def carries_line(progress: CampaignProgress, index: int) -> str:
    """What ``progress.results[index]`` hands to the next chapter, in a few words."""
    texts = story()["timeline"]
    result = progress.results[index]
    if not result.carried:
        return texts["carries_none"]
    rules = campaign_rules()
    table, key = ("boons", "carries_boon") if result.success else ("blights", "carries_blight")
    return fill(texts[key], title=rules[table][result.carried]["title"])
