"""View → Movement: the animation speed preference as three exclusive menu entries."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from .animation_speed import SPEED_NAMES

TIPS = {
    "off": "Pieces jump to their new places at once",
    "fast": "Pieces glide quickly; new fire grows in",
    "normal": "Pieces glide at a pace the table can follow (click, Esc or Space skips)",
}


def add_speed_menu(parent_menu: QMenu, owner: QWidget, current: str,
                   changed: Callable[[str], None]) -> dict[str, QAction]:
    """Add the "Movement" submenu; ``changed`` gets the chosen speed's name."""
    menu = parent_menu.addMenu("&Movement")
    group = QActionGroup(owner)
    group.setExclusive(True)
    actions: dict[str, QAction] = {}
    for speed, label in SPEED_NAMES.items():
        action = QAction(label, owner)
        action.setCheckable(True)
        action.setChecked(speed == current)
        action.setStatusTip(TIPS[speed])
        action.triggered.connect(lambda _=False, s=speed: changed(s))
        group.addAction(action)
        menu.addAction(action)
        actions[speed] = action
    return actions
