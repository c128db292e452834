"""Small helpers for the app's text labels."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def wrapped_label(text: str = "", style: str = "", rich: bool = False) -> QLabel:
    """A word-wrapped label with an optional style sheet.

    Plain text unless ``rich``: these labels show seat names, save titles and game texts,
    and a name like ``<img src=...>`` must read as written, never be rendered."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if style:
        label.setStyleSheet(style)
    return label


def restyle(widget: QWidget, style: str) -> None:
    """Set ``widget``'s style sheet only when it differs: setting even the same sheet again
    re-polishes the widget and lays out its panel anew (milliseconds on every move)."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)
