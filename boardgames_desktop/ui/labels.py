"""Small helpers for the app's text labels."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def wrapped_label(text: str = "", style: str = "") -> QLabel:
    """A word-wrapped label with an optional style sheet."""
    label = QLabel(text)
    label.setWordWrap(True)
    if style:
        label.setStyleSheet(style)
    return label
