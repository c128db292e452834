"""Saves, autosaves and campaign files in the user data folder (pure Python, no Qt).

The names below load their module on first use (PEP 562): the launcher lists saves at start
without loading the journal or the rules engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_desktop.rules.lazy_names import lazy_names

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


__getattr__, __dir__ = lazy_names(__name__, globals(), _HOME)


if TYPE_CHECKING:
    from .atomic import atomic_write_bytes, atomic_write_json, atomic_write_text
    from .campaigns import CampaignFile, CampaignStore
    from .store import DamagedSave, LoadedGame, SaveEntry, SaveStore, data_root
