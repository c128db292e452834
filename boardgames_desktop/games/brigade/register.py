"""GAME_INFO for the launcher and the scripting API (``new_game("brigade", ...)``).

Modes: ``competitive`` (2–4), ``coop`` (1–4), ``solo`` (1), ``3v1`` (2–4 seats, the
Pyromancer included; option ``avo_wardens``: 3 Wardens, or fewer down to one per Warden
player), ``4v1`` (5) and ``campaign`` (1–4; one chapter of Rise of the Phoenix,
options ``chapter``, ``boon``, ``blight``; the campaign flow lives in CampaignProgress).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from boardgames_desktop.rules.registry import (
    PLAYERS,
    GameInfo,
    ModeInfo,
    OptionInfo,
    OptionRequirement,
)
from boardgames_desktop.rules.state import GameState

from .allvsone import ALLVSONE_CLASSES, ALLVSONE_MODES, avo_rules, avo_wardens_option
from .campaign import CAMPAIGN_CLASSES, CAMPAIGN_MODES, CAMPAIGN_OPTIONS
from .campaign_info import campaign_info
from .campaign_rules import campaign_rules
from .competitive import CompetitiveState
from .coop import CoopState
from .coop_tracks import coop_rules
from .data import catalogue
from .solo import SoloState

CLASSES: dict[str, type[GameState]] = {
    "competitive": CompetitiveState,
    "coop": CoopState,
    "solo": SoloState,
    **ALLVSONE_CLASSES,
    **CAMPAIGN_CLASSES,
}

MODES: tuple[ModeInfo, ...] = (
    ModeInfo("competitive", "Competitive", 2, 4,
             "Rival Wardens race to win the Loyalty of five blocks."),
    ModeInfo("coop", "Co-Op", 1, 4, "Save Tinderbox together before the town is evacuated."),
    ModeInfo("solo", "Solo vs Bernhardt Blaze", 1, 1,
             "Win over all four factions before Blaze takes the credit."),
    *ALLVSONE_MODES,
    *CAMPAIGN_MODES,
)


def _factory(mode: str, players: int, seed: int, options: dict[str, Any]) -> GameState:
    if mode not in CLASSES:
        raise ValueError(f"The Brigade has no mode '{mode}' (modes: {', '.join(CLASSES)}).")
    return CLASSES[mode](mode, players, seed, options)


def _int_option(key: str, title: str, modes: tuple[str, ...]) -> OptionInfo:
    spec = catalogue().rules["options"][key]
    return OptionInfo(key, title, "int", spec["default"], modes=modes, low=spec["low"],
                      high=spec["high"])


def _coop_wardens_option() -> OptionInfo:
    """How many Wardens one player runs in Co-Op (numbers from coop.json)."""
    wardens = coop_rules()["wardens"]
    return OptionInfo("coop_wardens", "Wardens run by a single player", "int",
                      wardens["solo_default"], modes=("coop",), low=wardens["solo_low"],
                      high=wardens["solo_high"])


def _with(option: OptionInfo, **changes: Any) -> OptionInfo:
    """An option built in another module, with the launcher texts added here."""
    return replace(option, **changes)


def _avo_wardens_option() -> OptionInfo:
    """3v1 Warden count: it only matters for the player counts that may play fewer Wardens
    (allvsone.json ``fewer_wardens``); with 3 Warden players it is always the full count."""
    fewer = avo_rules()["modes"]["3v1"]["fewer_wardens"]
    counts = sorted({int(p) for k, by_players in fewer.items() if k.isdigit()
                     for p in by_players})
    # a Warden count below the full one: only for the player counts listed with it
    requires = tuple(OptionRequirement(int(n), PLAYERS, tuple(sorted(int(p) for p in seats)))
                     for n, seats in fewer.items() if n.isdigit())
    return _with(avo_wardens_option(), players=tuple(counts), requires=requires,
                 help="Fewer Wardens make an easier game for the Pyromancer; every Warden "
                      "player runs at least one.")


def _campaign_options() -> tuple[OptionInfo, ...]:
    """Chapter, Boon and Blight, with the card titles from campaign.json as labels."""
    rules = campaign_rules()
    helps = {
        "chapter": "Which chapter of Rise of the Phoenix to play (1–4).",
        "boon": "The Boon won in the previous chapter, if any.",
        "blight": "The Blight suffered in the previous chapter, if any.",
    }
    out = []
    for option in CAMPAIGN_OPTIONS:
        changes: dict[str, Any] = {"help": option.help or helps.get(option.key, "")}
        cards = {"boon": rules["boons"], "blight": rules["blights"]}.get(option.key)
        if cards is not None and not option.choice_labels:
            changes["choice_labels"] = tuple(
                "None" if c == "none" else str(cards[c]["title"])
                for c in option.choices)
        if cards is not None:  # a Boon or Blight card belongs to one chapter
            changes["requires"] = tuple(
                OptionRequirement(c, "chapter", (int(cards[c]["chapter"]),))
                for c in option.choices if c != "none")
        out.append(_with(option, **changes))
    return tuple(out)


GAME_INFO = GameInfo(
    id="brigade",
    title="The Brigade",
    modes=MODES,
    factory=_factory,
    options=(
        OptionInfo("big_buildings", "Big Buildings pack", "bool", False,
                   modes=("competitive",),
                   help="Adds the 8 Big Buildings blocks: a larger town around the 6×6 board."),
        OptionInfo("expert", "Expert mode", "choice", "none",
                   choices=("none", "big_buildings", "replace"), modes=("competitive",),
                   choice_labels=("Off", "Expanded town (Big Buildings added)",
                                  "Harder town (Big Buildings replace blocks)"),
                   help="Expert town: add the Big Buildings blocks, or swap them in for each "
                        "faction's value-1 and one value-3 block."),
        OptionInfo("advanced_wardens", "Warden cards on their advanced side", "bool", False,
                   modes=("competitive", "coop"),
                   help="Play the Warden cards on their advanced side."),
        OptionInfo("special_events", "Shuffle in the Special Events", "bool", False,
                   modes=("competitive",),
                   help="Adds the four Special Event cards to the Event deck."),
        _with(_int_option("evactrak_start", "EvacTrak start (spaces before F)", ("solo", "coop")),
              help="More spaces give more rounds before the town is evacuated."),
        _with(_int_option("vp_target", "Co-Op Victory Point target (0: by the number of "
                          "Wardens)", ("coop",)),
              help="The Victory Points the team needs; 0 picks a target for the number of "
                   "Wardens in play."),
        _with(_coop_wardens_option(), players=(1,),
              help="A single player runs several Wardens; two players run two each."),
        _avo_wardens_option(),
        *_campaign_options(),
    ),
    summary="Fire Wardens of Tinderbox fight fires for the loyalty of the town.",
    scene_module="boardgames_desktop.games.brigade.view.scene",
    pictures_module="boardgames_desktop.games.brigade.view.reference_pictures",
    campaign=campaign_info(),
)
