"""Helpers that keep listing and start-up going whatever the folders hold."""

from __future__ import annotations

import time
from pathlib import Path

from .atomic import TEMP_PREFIX

STALE_PART_SECONDS = 60.0  # an atomic write takes milliseconds; older .part files are dead


def remove_stale_parts(folders: list[Path], older_than: float = STALE_PART_SECONDS,
                       now: float | None = None) -> list[Path]:
    """Delete ``.tmp-*.part`` files (interrupted atomic writes) older than ``older_than``
    seconds in ``folders``; a younger one may belong to a write in progress and stays."""
    now = time.time() if now is None else now
    removed = []
    for folder in folders:
        try:
            candidates = list(folder.glob(f"{TEMP_PREFIX}*.part"))
        except OSError:
            continue
        for path in candidates:
            try:
                if path.is_file() and now - path.stat().st_mtime > older_than:
                    path.unlink()
                    removed.append(path)
            except OSError:
                continue
    return removed


def unreadable_reason(exc: BaseException) -> str:
    """The damaged-file reason for an error no check foresaw (kept short for the list)."""
    text = str(exc).strip()
    if len(text) > 200:
        text = text[:199] + "…"
    return f"unreadable ({type(exc).__name__}: {text})" if text else \
        f"unreadable ({type(exc).__name__})"
