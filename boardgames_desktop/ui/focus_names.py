"""Accessible names for every widget, so a screen reader can say what each one is.

:func:`name_widgets` walks a widget tree and gives each widget that has no accessible name
one: explicit names first (``names``: attribute name → name, for widgets whose text changes
as the game goes on), then what the widget shows — a button's or check box's text, a line
edit's placeholder, a tool tip, a group box's title, a label's text — and finally a name for
its kind ("Panel", "List").  Run it once after a page is built, and again on widgets created
later (the seats waiting for the screen).
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QSplitter,
    QStackedWidget,
    QStatusBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

MAX_NAME = 60
_TAGS = re.compile(r"<[^>]+>")

KINDS: tuple[tuple[type, str], ...] = (
    (QLineEdit, "Text box"), (QAbstractSpinBox, "Number box"), (QComboBox, "Choice"),
    (QAbstractSlider, "Slider"), (QTabBar, "Tabs"), (QAbstractItemView, "List"),
    (QTextEdit, "Text"), (QAbstractScrollArea, "Scrolling area"), (QMenuBar, "Menu bar"),
    (QMenu, "Menu"), (QStatusBar, "Status bar"), (QSplitter, "Divided area"),
    (QStackedWidget, "Pages"), (QAbstractButton, "Button"), (QLabel, "Text"),
)


def _clean(text: str) -> str:
    text = _TAGS.sub("", text or "").replace("&&", "\0").replace("&", "").replace("\0", "&")
    line = " ".join(text.split())
    return line if len(line) <= MAX_NAME else line[:MAX_NAME - 1] + "…"


def shown_name(widget: QWidget) -> str:
    """What the widget itself says it is ('' when it says nothing)."""
    if isinstance(widget, QAbstractButton) and _clean(widget.text()):
        return _clean(widget.text())
    if isinstance(widget, QLineEdit) and widget.placeholderText():
        return _clean(widget.placeholderText())
    if isinstance(widget, QGroupBox) and widget.title():
        return _clean(widget.title())
    if widget.toolTip():
        return _clean(widget.toolTip())
    if isinstance(widget, QLabel) and _clean(widget.text()):
        return _clean(widget.text())
    return ""


def kind_name(widget: QWidget) -> str:
    for kind, name in KINDS:
        if isinstance(widget, kind):
            return name
    return "Panel"


def name_widgets(root: QWidget, names: dict[str, str] | None = None) -> int:
    """Give ``root`` and its descendants accessible names (see the module docstring);
    returns how many were named."""
    named = 0
    for attribute, name in (names or {}).items():
        widget = getattr(root, attribute, None)
        if isinstance(widget, QWidget) and not widget.accessibleName():
            widget.setAccessibleName(name)
            named += 1
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.accessibleName():
            continue
        widget.setAccessibleName(shown_name(widget) or kind_name(widget))
        named += 1
    return named


#: the game page's widgets whose text changes during a game
GAME_PAGE = {
    "board": "Game board", "curtain": "Pass the screen", "banner": "Game over",
    "banner_text": "Result", "title_label": "Game", "active_label": "Who plays now",
    "phase_label": "Phase", "notice": "Notice", "waiting_box": "Seats also acting",
    "replay_bar": "Replay controls", "replay_label": "Replay position",
    "replay_step_text": "Replay step", "undo_button": "Undo", "undo_note": "Why no undo",
    "log_toggle": "Show or hide the game log", "log": "Game log", "side": "Side panel",
    "actions": "Actions",
}
