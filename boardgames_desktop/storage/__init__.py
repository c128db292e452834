"""Saves, autosaves and campaign files in the user data folder (pure Python, no Qt).

The names below load their module on first use (PEP 562): the launcher lists saves at start
without loading the journal or the rules engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

#: public name -> the module of this package that defines it
_HOME = {
    "atomic_write_bytes": "atomic", "atomic_write_json": "atomic", "atomic_write_text": "atomic",
    "CampaignFile": "campaigns", "CampaignStore": "campaigns",
    "DamagedSave": "store", "LoadedGame": "store", "SaveEntry": "store", "SaveStore": "store",
    "data_root": "store",
}

__all__ = [
    "CampaignFile",
    "CampaignStore",
    "DamagedSave",
    "LoadedGame",
    "SaveEntry",
    "SaveStore",
    "atomic_write_bytes",
    "atomic_write_json",
    "atomic_write_text",
    "data_root",
]


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # the next lookup is a plain global
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME))


if TYPE_CHECKING:
    from .atomic import atomic_write_bytes, atomic_write_json, atomic_write_text
    from .campaigns import CampaignFile, CampaignStore
    from .store import DamagedSave, LoadedGame, SaveEntry, SaveStore, data_root
