"""The animation speed preference: its names, the default and the test override.

Kept apart from ``animate.py`` (which holds the animations and imports the scene's item
classes) so the View menu and the settings can offer the speed before any board exists,
without importing the animation machinery at start.
"""

from __future__ import annotations

import os

#: the speed preference: a factor on the durations (0 = no animation)
SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.45, "normal": 1.0}
SPEED_NAMES = {"off": "Off", "fast": "Fast", "normal": "Normal"}
DEFAULT_SPEED = "normal"
#: tests (and headless screenshots) set this to "off" so no test waits for a timer
SPEED_ENV = "BOARDGAMES_DESKTOP_ANIMATION"


def speed_override() -> str | None:
    """The speed forced by the environment (``off`` in tests), or None."""
    value = os.environ.get(SPEED_ENV, "").strip().lower()
    return value if value in SPEEDS else None


def clean_speed(value: object) -> str:
    text = str(value or "").strip().lower()
    return text if text in SPEEDS else DEFAULT_SPEED
