"""The launcher's lists of files (saved games, campaigns): filling one with its readable and
damaged files, the selected file's path, and the buttons that act on the selection."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton

from boardgames_desktop.storage import DamagedSave
from boardgames_desktop.ui.labels import wrapped_label
from boardgames_desktop.ui.two_line import DETAIL_ROLE

PATH_ROLE = Qt.ItemDataRole.UserRole
DAMAGED_INK = QColor(150, 60, 50)


class FileRow(NamedTuple):
    """One readable file as its list shows it."""

    title: str
    detail: str
    path: Path
    tooltip: str


def fill_file_list(widget: QListWidget, rows: list[FileRow], damaged: list[DamagedSave],
                   damaged_note: str, hint: str) -> str:
    """Show ``rows`` then the ``damaged`` files, select the first; returns the note for
    under the list: nothing when empty, ``damaged_note`` if any file is damaged, else
    ``hint``."""
    widget.clear()
    for row in rows:
        item = QListWidgetItem(row.title)
        item.setData(DETAIL_ROLE, row.detail)
        item.setData(PATH_ROLE, str(row.path))
        item.setToolTip(row.tooltip)
        widget.addItem(item)
    for bad in damaged:
        item = QListWidgetItem(f"{bad.path.name} — damaged")
        item.setData(DETAIL_ROLE, bad.reason)
        item.setData(PATH_ROLE, str(bad.path))
        item.setForeground(DAMAGED_INK)
        item.setToolTip(f"{bad.path}\n{bad.reason}\nThis file cannot be loaded; it was left "
                        f"untouched.")
        widget.addItem(item)
    if widget.count():
        widget.setCurrentRow(0)
    if not rows and not damaged:
        return ""
    return damaged_note if damaged else hint


def selected_path(widget: QListWidget) -> Path | None:
    item = widget.currentItem()
    return Path(item.data(PATH_ROLE)) if item is not None else None


def emit_selected(widget: QListWidget, signal: SignalInstance) -> None:
    """Emit ``signal`` with the selected file's path, if a file is selected."""
    path = selected_path(widget)
    if path is not None:
        signal.emit(path)


def enable_for_selection(widget: QListWidget, *buttons: QPushButton) -> None:
    has = widget.currentItem() is not None
    for button in buttons:
        button.setEnabled(has)


def note_label() -> QLabel:
    """The grey, wrapped line under a list."""
    return wrapped_label(style="color: #5a5f66;")
