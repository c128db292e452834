"""The game catalogue as light data, so the launcher shows without importing any game.

``resources/catalogue.json`` records every field of each game's ``GAME_INFO`` (title,
modes, options, summary, view modules) under the name of its register module.  The registry
builds the ``GameInfo`` from it with a factory that imports the game's modules on the first
``new_game``.  The file is generated from the register modules themselves::

    python -m boardgames_desktop.rules.catalogue --write

and ``tests/rules/test_catalogue.py`` fails when it no longer matches them, so it cannot go
stale unnoticed.  A register module missing from the file is imported as before.
"""

from __future__ import annotations

import importlib
import json
import sys
from dataclasses import asdict, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .campaign import CampaignInfo, CampaignOption, ChapterSpec
from .errors import ResourceError
from .registry import GameInfo, ModeInfo, OptionInfo, OptionRequirement
from .resources import resource_path

if TYPE_CHECKING:
    from .state import GameState

CATALOGUE_NAME = "catalogue.json"


class LazyFactory:
    """A game's factory that imports the game's register module on first use."""

    def __init__(self, module_name: str) -> None:
        self.module_name = module_name

    def __call__(self, mode: str, players: int, seed: int,
                 options: dict[str, Any]) -> GameState:
        module = importlib.import_module(self.module_name)
        return module.GAME_INFO.factory(mode, players, seed, options)

    def __repr__(self) -> str:
        return f"LazyFactory({self.module_name!r})"


#: The functions of a ``CampaignInfo``: the light catalogue makes them import the game.
CAMPAIGN_FUNCTIONS = ("new", "load", "intro", "debrief", "ending", "carries")


def info_to_dict(info: GameInfo) -> dict[str, Any]:
    """Every catalogue field of ``info`` as JSON data (the functions left out)."""
    return {
        "id": info.id,
        "title": info.title,
        "summary": info.summary,
        "modes": [asdict(mode) for mode in info.modes],
        "options": [_option_dict(option) for option in info.options],
        "campaign": None if info.campaign is None else _campaign_dict(info.campaign),
        "scene_module": info.scene_module,
        "pictures_module": info.pictures_module,
    }


def _campaign_dict(campaign: CampaignInfo) -> dict[str, Any]:
    data = {f.name: getattr(campaign, f.name) for f in fields(campaign)
            if f.name not in CAMPAIGN_FUNCTIONS}
    data["chapters"] = [asdict(chapter) for chapter in campaign.chapters]
    data["options"] = [{**asdict(o), "players": list(o.players)} for o in campaign.options]
    data["retry_texts"] = dict(campaign.retry_texts)
    return data


def _campaign_from_dict(data: dict[str, Any], module_name: str) -> CampaignInfo:
    functions: dict[str, Any] = {name: _LazyCampaignFunction(module_name, name)
                                 for name in CAMPAIGN_FUNCTIONS}
    return CampaignInfo(
        **{k: v for k, v in data.items() if k not in ("chapters", "options")},
        chapters=tuple(ChapterSpec(**chapter) for chapter in data["chapters"]),
        options=tuple(CampaignOption(**{**o, "players": tuple(o["players"])})
                      for o in data["options"]),
        **functions,
    )


class _LazyCampaignFunction:
    """One of a campaign's functions, fetched from the game's real ``CampaignInfo``."""

    def __init__(self, module_name: str, name: str) -> None:
        self.module_name = module_name
        self.name = name

    def __call__(self, *args: Any) -> Any:
        campaign = importlib.import_module(self.module_name).GAME_INFO.campaign
        return getattr(campaign, self.name)(*args)


def _option_dict(option: OptionInfo) -> dict[str, Any]:
    data = asdict(option)
    for key in ("choices", "modes", "choice_labels", "players"):
        data[key] = list(data[key])
    data["requires"] = [{**asdict(r), "among": list(r.among)} for r in option.requires]
    return data


def info_from_dict(data: dict[str, Any], module_name: str) -> GameInfo:
    """The ``GameInfo`` a catalogue entry describes, with a lazy factory."""
    options = []
    for raw in data["options"]:
        fields = dict(raw)
        for key in ("choices", "modes", "choice_labels", "players"):
            fields[key] = tuple(fields[key])
        fields["requires"] = tuple(
            OptionRequirement(r["value"], r["needs"], tuple(r["among"]))
            for r in fields.get("requires", ()))
        options.append(OptionInfo(**fields))
    campaign = data.get("campaign")
    return GameInfo(
        id=data["id"],
        title=data["title"],
        modes=tuple(ModeInfo(**mode) for mode in data["modes"]),
        factory=LazyFactory(module_name),
        options=tuple(options),
        summary=data["summary"],
        campaign=None if campaign is None else _campaign_from_dict(campaign, module_name),
        scene_module=data.get("scene_module", ""),
        pictures_module=data.get("pictures_module", ""),
    )


@lru_cache(maxsize=1)
def read_catalogue() -> dict[str, dict[str, Any]]:
    """Register module name -> catalogue entry; empty when the file is missing or bad."""
    try:
        data = json.loads(resource_path(CATALOGUE_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError, ResourceError):
        return {}
    games = data.get("games") if isinstance(data, dict) else None
    return games if isinstance(games, dict) else {}


def seat_names(game_id: str, mode: str, players: int) -> list[str] | None:
    """How the game names each seat with the default options (from the catalogue, so no
    game is imported); None when the catalogue does not say."""
    for entry in read_catalogue().values():
        if entry.get("id") == game_id:
            names = entry.get("seat_names", {}).get(mode, {}).get(str(players))
            return list(names) if isinstance(names, list) else None
    return None


def _seat_names_of(info: GameInfo) -> dict[str, dict[str, list[str] | None]]:
    """Every mode's and player count's seat names, from throw-away set-ups (seed 0)."""
    from .registry import new_game

    table: dict[str, dict[str, list[str] | None]] = {}
    for mode in info.modes:
        table[mode.id] = {}
        for players in mode.player_counts:
            try:
                state = new_game(info.id, mode.id, players, 0)
                names: list[str] | None = [state.player_name(p) for p in range(players)]
            except Exception:  # a set-up the defaults refuse: the launcher shows no roles
                names = None
            table[mode.id][str(players)] = names
    return table


def catalogue_from_modules(module_names: tuple[str, ...]) -> dict[str, Any]:
    """The catalogue file's content, made by importing every register module."""
    games = {}
    for name in module_names:
        info = importlib.import_module(name).GAME_INFO
        games[name] = info_to_dict(info)
        games[name]["seat_names"] = _seat_names_of(info)
    return {
        "about": "Generated by python -m boardgames_desktop.rules.catalogue --write from "
                 "each game's register module; do not edit by hand.",
        "games": games,
    }


def main(argv: list[str]) -> int:
    from .registry import GAME_MODULES

    if "--write" not in argv:
        print("usage: python -m boardgames_desktop.rules.catalogue --write")
        return 2
    path = resource_path(CATALOGUE_NAME)
    text = json.dumps(catalogue_from_modules(GAME_MODULES), indent=1, ensure_ascii=False)
    path.write_text(text + "\n", encoding="utf-8")
    read_catalogue.cache_clear()
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
