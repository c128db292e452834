"""GAME_INFO for the launcher and the scripting API (``new_game("brigade", ...)``).

Modes: ``competitive`` (2–4), ``solo`` (1) and — only once ``coop.py`` defines
``CoopState`` — ``coop`` (1–4).
"""

from __future__ import annotations

import importlib
from typing import Any

from boardgames_desktop.rules.registry import GameInfo, ModeInfo, OptionInfo
from boardgames_desktop.rules.state import GameState

from .competitive import CompetitiveState
from .data import catalogue
from .solo import SoloState


def _coop_class() -> type[GameState] | None:
    """The Co-Op state class if the Co-Op module has been written, else None."""
    try:
        module = importlib.import_module(f"{__package__}.coop")
    except ModuleNotFoundError as exc:
        if exc.name == f"{__package__}.coop":
            return None
        raise
    return getattr(module, "CoopState", None)


def _classes() -> dict[str, type[GameState]]:
    classes: dict[str, type[GameState]] = {"competitive": CompetitiveState, "solo": SoloState}
    coop = _coop_class()
    if coop is not None:
        classes["coop"] = coop
    return classes


def _factory(mode: str, players: int, seed: int, options: dict[str, Any]) -> GameState:
    classes = _classes()
    if mode not in classes:
        raise ValueError(f"The Brigade has no mode '{mode}' (modes: {', '.join(classes)}).")
    return classes[mode](mode, players, seed, options)


def _modes() -> tuple[ModeInfo, ...]:
    modes = [ModeInfo("competitive", "Competitive", 2, 4,
                      "Rival Wardens race to win the Loyalty of five blocks.")]
    if _coop_class() is not None:
        modes.append(ModeInfo("coop", "Co-Op", 1, 4,
                              "Save Tinderbox together before the town is evacuated."))
    modes.append(ModeInfo("solo", "Solo vs Bernhardt Blaze", 1, 1,
                          "Win over all four factions before Blaze takes the credit."))
    return tuple(modes)


def _int_option(key: str, title: str, modes: tuple[str, ...]) -> OptionInfo:
    spec = catalogue().rules["options"][key]
    return OptionInfo(key, title, "int", spec["default"], modes=modes, low=spec["low"],
                      high=spec["high"])


GAME_INFO = GameInfo(
    id="brigade",
    title="The Brigade",
    modes=_modes(),
    factory=_factory,
    options=(
        OptionInfo("big_buildings", "Big Buildings pack", "bool", False,
                   modes=("competitive",)),
        OptionInfo("expert", "Expert mode", "choice", "none",
                   choices=("none", "big_buildings", "replace"), modes=("competitive",)),
        OptionInfo("advanced_wardens", "Warden cards on their advanced side", "bool", False,
                   modes=("competitive",)),
        OptionInfo("special_events", "Shuffle in the Special Events", "bool", False,
                   modes=("competitive",)),
        _int_option("evactrak_start", "EvacTrak start (spaces before F)", ("solo", "coop")),
        _int_option("vp_target", "Co-Op Victory Point target", ("coop",)),
    ),
    summary="Fire Wardens of Tinderbox fight fires for the loyalty of the town.",
)
