"""Preferences (last seat names and kinds, last game, window geometry, the computer's
pace) in QSettings.

When ``$BOARDGAMES_DESKTOP_DATA`` is set (tests, portable use) the preferences live in an INI
file inside that folder instead of the user's real settings.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from boardgames_desktop.storage.store import DATA_ENV

ORGANISATION = "Boardgames Desktop"
APPLICATION = "Boardgames Desktop"


def make_qsettings() -> QSettings:
    override = os.environ.get(DATA_ENV)
    if override:
        Path(override).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(override) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)


class AppSettings:
    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings if qsettings is not None else make_qsettings()

    def seat_names(self) -> list[str]:
        value = self.q.value("launcher/seat_names", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def set_seat_names(self, names: list[str]) -> None:
        self.q.setValue("launcher/seat_names", list(names))

    def seat_kinds(self) -> list[str]:
        """Who played each seat last time ("person" or a computer level)."""
        value = self.q.value("launcher/seat_kinds", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def set_seat_kinds(self, kinds: list[str]) -> None:
        self.q.setValue("launcher/seat_kinds", list(kinds))

    def computer_pace(self) -> str:
        """How long a computer's action stays on the board ("instant", "fast", "normal")."""
        return str(self.q.value("game/computer_pace", "normal") or "normal")

    def set_computer_pace(self, pace: str) -> None:
        self.q.setValue("game/computer_pace", pace)

    def last_game(self) -> tuple[str, str, int]:
        game = str(self.q.value("launcher/game", "") or "")
        mode = str(self.q.value("launcher/mode", "") or "")
        try:
            players = int(self.q.value("launcher/players", 0) or 0)
        except (TypeError, ValueError):
            players = 0
        return game, mode, players

    def set_last_game(self, game: str, mode: str, players: int) -> None:
        self.q.setValue("launcher/game", game)
        self.q.setValue("launcher/mode", mode)
        self.q.setValue("launcher/players", players)

    def geometry(self) -> QByteArray | None:
        value = self.q.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, value: QByteArray) -> None:
        self.q.setValue("window/geometry", value)

    def side_width(self) -> int:
        """The game page's side panel width the player chose by dragging (0: automatic)."""
        try:
            return max(0, int(self.q.value("game/side_width", 0) or 0))
        except (TypeError, ValueError):
            return 0

    def set_side_width(self, width: int | None) -> None:
        self.q.setValue("game/side_width", int(width or 0))

    def log_visible(self) -> bool:
        value = self.q.value("game/log_visible", True)
        return str(value).lower() not in ("false", "0", "no")

    def set_log_visible(self, visible: bool) -> None:
        self.q.setValue("game/log_visible", bool(visible))

    def animation_speed(self) -> str:
        """How pieces move: "off", "fast" or "normal" (``ui/animate.py``)."""
        from boardgames_desktop.ui.animation_speed import clean_speed

        return clean_speed(self.q.value("game/animation", ""))

    def set_animation_speed(self, speed: str) -> None:
        self.q.setValue("game/animation", speed)

    def last_options(self, game: str) -> dict:
        """The options last used for ``game`` (key → value; checked again by the launcher)."""
        value = self.q.value(f"options/{game}", "")
        try:
            data = json.loads(str(value)) if value else {}
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def set_last_options(self, game: str, options: dict) -> None:
        self.q.setValue(f"options/{game}", json.dumps(options, sort_keys=True))

    def sync(self) -> None:
        self.q.sync()
