"""GAME_INFO for the launcher and the scripting API (``new_game("brigade", ...)``).

Modes: ``competitive`` (2–4), ``coop`` (1–4), ``solo`` (1), ``3v1`` (2–4 seats, the
Pyromancer included; option ``avo_wardens``: 3 Wardens, or fewer down to one per Warden
player), ``4v1`` (5) and ``campaign`` (1–4; one chapter of Rise of the Phoenix,
options ``chapter``, ``boon``, ``blight``; the campaign flow lives in CampaignProgress).
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.registry import GameInfo, ModeInfo, OptionInfo
from boardgames_desktop.rules.state import GameState

from .allvsone import ALLVSONE_CLASSES, ALLVSONE_MODES, avo_wardens_option
from .campaign import CAMPAIGN_CLASSES, CAMPAIGN_MODES, CAMPAIGN_OPTIONS
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


GAME_INFO = GameInfo(
    id="brigade",
    title="The Brigade",
    modes=MODES,
    factory=_factory,
    options=(
        OptionInfo("big_buildings", "Big Buildings pack", "bool", False,
                   modes=("competitive",)),
        OptionInfo("expert", "Expert mode", "choice", "none",
                   choices=("none", "big_buildings", "replace"), modes=("competitive",)),
        OptionInfo("advanced_wardens", "Warden cards on their advanced side", "bool", False,
                   modes=("competitive", "coop")),
        OptionInfo("special_events", "Shuffle in the Special Events", "bool", False,
                   modes=("competitive",)),
        _int_option("evactrak_start", "EvacTrak start (spaces before F)", ("solo", "coop")),
        _int_option("vp_target", "Co-Op Victory Point target (0: by the number of Wardens)",
                    ("coop",)),
        _coop_wardens_option(),
        avo_wardens_option(),
        *CAMPAIGN_OPTIONS,
    ),
    summary="Fire Wardens of Tinderbox fight fires for the loyalty of the town.",
)
