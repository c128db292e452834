"""Where a player stopped in each tutorial, kept in the settings (no Qt import here).

Apart from the tutorial panel so the Help menu can say "(resume)" when the launcher is
built, without importing the panel's widgets at start."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .tutorial import Tutorial, TutorialRunner


def progress_key(tutorial: Tutorial) -> str:
    return f"tutorial/{tutorial.id.replace('/', '_')}"


def saved_progress(settings: Any, tutorial: Tutorial) -> dict[str, Any] | None:
    """The player's place in ``tutorial`` (None: not started, or finished)."""
    raw = settings.q.value(progress_key(tutorial), "")
    if not raw:
        return None
    try:
        data = json.loads(str(raw))
    except ValueError:
        return None
    return data if isinstance(data, dict) and "save" in data else None


def save_progress(settings: Any, runner: TutorialRunner) -> None:
    key = progress_key(runner.tutorial)
    if runner.finished or not runner.state.log and runner.read == 0:
        settings.q.remove(key)
    else:
        settings.q.setValue(key, json.dumps(runner.progress_data()))
