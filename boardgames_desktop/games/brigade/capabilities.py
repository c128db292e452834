"""What a Brigade mode puts on the table, said once by the model for the board to draw.

The scene used to guess the mode from the state (``hasattr(state, "chapter")``,
``hasattr(state, "blaze_cell")``, ``hasattr(state, "target")``...).  ``capabilities(state)``
answers those questions explicitly from the mode and its options, so a new mode states what
it has instead of the view probing for attributes.  Pure Python (no Qt).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .campaign_rules import chapter_rules
from .campaign_texts import evactrak_hint
from .coop_tracks import coop_rules

TITLES = {"competitive": "Competitive", "coop": "Co-Op", "solo": "Solo vs Blaze",
          "3v1": "All versus One", "4v1": "All versus One (4v1)",
          "campaign": "Rise of the Phoenix"}


@dataclass(frozen=True)
class Capabilities:
    mode: str
    title: str  #: "The Brigade — Co-Op", with the chapter in the campaign
    chapter: int | None  #: the campaign chapter, None outside the campaign
    shared_board: bool  #: one Co-Op board, Favour pool and Forge for the team (Co-Op, campaign)
    team: bool  #: Renown and Loyalty belong to the whole team (also All-versus-One)
    solo: bool  #: Bernhardt Blaze plays against you
    pyromancer: bool  #: All-versus-One: the Pyromancer against the Wardens
    vpt: bool  #: a Victory Point Track under the town (Co-Op, Solo)
    evactrak: bool  #: an EvacTrak (Co-Op, Solo, campaign chapters 1–3)
    evactrak_note: str  #: what moves the EvacTrak besides destroyed blocks ("; ..." or "")
    event_faction: bool  #: the event card's faction icon matters (Solo, chapter 1)
    saving_rule: str  #: how a team block becomes Loyal, for the legend ("" when not a team)


def capabilities(state: Any) -> Capabilities:
    mode = state.mode
    chapter = int(state.options["chapter"]) if mode == "campaign" else None
    shared = mode in ("coop", "campaign")
    title = f"The Brigade — {TITLES.get(mode, mode)}"
    if chapter is not None:
        title += f", chapter {chapter}"
    if chapter is not None:
        note = evactrak_hint(chapter)  # the chapter's own rules data
    elif mode == "coop":
        note = f"; every event card moves it {coop_rules()['event_evac_steps']}"
    else:
        note = ""
    if chapter is not None:
        saving = ("Gaining a block's Loyalty (Renown up to its value) always takes its Favour "
                  "token: the block shows ✓SAVED and takes no more Renown.")
    elif shared:
        saving = ("Saving a block (Renown up to its value) never places a Loyalty token: the "
                  "block keeps its Favour token (F) unless your Faction Influence lets you "
                  "take it; once the token is gone it is Loyal (✓SAVED) and takes no more "
                  "Renown.")
    else:
        saving = ""
    return Capabilities(
        mode=mode, title=title, chapter=chapter, shared_board=shared,
        team=shared or mode in ("3v1", "4v1"), solo=mode == "solo",
        pyromancer=mode in ("3v1", "4v1"), vpt=mode in ("coop", "solo"),
        evactrak=mode in ("coop", "solo") or (
            chapter is not None and "evactrak_start" in chapter_rules(chapter)),
        evactrak_note=note, event_faction=mode == "solo" or chapter == 1,
        saving_rule=saving)
