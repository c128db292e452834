"""The save format's name and version, and reading a save's header: what a list of saves
needs, without the replay engine that loading one needs (``rules.savefile``)."""

from __future__ import annotations

from typing import Any

from .validate import read_save

FORMAT_NAME = "boardgames-desktop-save"
FORMAT_VERSION = 2


def parse_save(text: str) -> dict[str, Any]:
    """Read and check a save's header and the shape of every part (``validate.read_save``);
    raise SaveError with a message for people."""
    return read_save(text, FORMAT_NAME, FORMAT_VERSION)
