"""View → Text size: one preference that scales the application's font.

The side panel's lists, menus, dialogs and the rules reference follow the application font;
a widget that keeps a font of its own (the game log) offers ``follow_app_font()``.  So one
choice makes everything outside the board larger or smaller at once.  The board itself zooms
with Ctrl +, Ctrl − and the wheel (``ui/board_view.py``).  The choice is kept in the settings
file and applied at start-up.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup, QFont
from PySide6.QtWidgets import QApplication, QMenu, QWidget

KEY = "view/text_size"
SIZES: dict[str, tuple[str, float]] = {
    "small": ("&Small", 0.9),
    "normal": ("&Normal", 1.0),
    "large": ("&Large", 1.2),
    "larger": ("L&arger", 1.4),
}
DEFAULT = "normal"
_base_points: float | None = None  # the application font's size before any scaling


def saved_size(q: QSettings) -> str:
    value = str(q.value(KEY, DEFAULT) or DEFAULT)
    return value if value in SIZES else DEFAULT


def apply_size(size: str) -> float:
    """Scale the application font for ``size``; returns the new point size."""
    global _base_points
    app = QApplication.instance()
    if app is None or size not in SIZES:
        return 0.0
    font = QFont(app.font())
    if _base_points is None:
        _base_points = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    points = round(_base_points * SIZES[size][1], 1)
    if abs(font.pointSizeF() - points) > 0.05:  # setFont re-polishes every widget: only
        font.setPointSizeF(points)               # when the size really changes
        app.setFont(font)
        for widget in app.allWidgets():  # widgets with a font of their own, scaled from it
            follow = getattr(widget, "follow_app_font", None)
            if callable(follow):
                follow()
    return points


class TextSizeMenu(QMenu):
    """The View → Text size submenu: one checkable entry per size."""

    def __init__(self, q: QSettings, parent: QWidget | None = None) -> None:
        super().__init__("&Text size", parent)
        self.q = q
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.entries: dict[str, QAction] = {}
        current = saved_size(q)
        for size, (label, factor) in SIZES.items():
            action = QAction(label, self)
            action.setCheckable(True)
            action.setChecked(size == current)
            action.setStatusTip(f"Text outside the board at {int(factor * 100)} %")
            action.triggered.connect(lambda _=False, s=size: self.choose(s))
            self.group.addAction(action)
            self.addAction(action)
            self.entries[size] = action
        apply_size(current)

    def choose(self, size: str) -> None:
        if size not in SIZES:
            return
        self.entries[size].setChecked(True)
        self.q.setValue(KEY, size)
        apply_size(size)
