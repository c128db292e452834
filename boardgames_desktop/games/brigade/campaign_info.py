"""Rise of the Phoenix declared through the rules package's campaign contract (no Qt).

``CAMPAIGN_INFO`` goes into the Brigade's ``GameInfo`` (register.py); storage and the app
only ever see it through :mod:`boardgames_desktop.rules.campaign`.
"""

from __future__ import annotations

from typing import Any, cast

from boardgames_desktop.rules.campaign import CampaignInfo, CampaignOption, ChapterSpec

from . import campaign_texts as texts
from .campaign_progress import CampaignProgress
from .campaign_rules import CHAPTERS, chapter_rules

KIND = "brigade-campaign"


def _new(players: int, seed: int, options: dict[str, Any], retry: str) -> CampaignProgress:
    return CampaignProgress.new(players, seed, options, retry)


def _progress(record: object) -> CampaignProgress:
    return cast(CampaignProgress, record)


def campaign_info() -> CampaignInfo:
    story = texts.story()
    return CampaignInfo(
        id="phoenix",
        title=story["title"],
        game_id="brigade",
        kind=KIND,
        file_stem="phoenix",
        chapters=tuple(ChapterSpec(n, chapter_rules(n)["title"]) for n in CHAPTERS),
        min_players=1,
        max_players=4,
        blurb=story["blurb"],
        new=_new,
        load=CampaignProgress.from_json,
        intro=lambda record: texts.intro_page(_progress(record)),
        debrief=lambda record, index: texts.debrief_page(_progress(record), index),
        ending=lambda record: texts.ending_page(_progress(record)),
        carries=lambda record, index: texts.carries_line(_progress(record), index),
        retry_texts=dict(story["retry"]),
        options=(CampaignOption("coop_wardens", "Wardens you run", 2, 2, 4, players=(1,),
                                help="Solo campaign: one person controls two or more "
                                     "Wardens."),),
    )
