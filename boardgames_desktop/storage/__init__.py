"""Saves, autosaves and campaign files in the user data folder (pure Python, no Qt)."""

from .atomic import atomic_write_bytes, atomic_write_json, atomic_write_text
from .campaigns import CampaignFile, CampaignStore
from .store import DamagedSave, LoadedGame, SaveEntry, SaveStore, data_root

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
