"""The rows of the side panel's action list, updated in place and measured once per text.

A word-wrapped list lays out the text of every row to know its height each time anything in
it changes, and the action list changes with every move: laying out 30–90 rows of text took
more time than drawing the board.  :class:`ListRows` keeps the items that stay the same,
changes only the rows that differ, and gives every row whose text it has measured before (at
the list's current width) its height up front, so the list lays out only the new texts.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

ACTION_ROW, HEADING_ROW, CANCEL_ROW = "action", "heading", "cancel"
MAX_REMEMBERED = 4000  #: row heights kept (texts × widths) before starting afresh
_SELECTABLE = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
_NO_SIZE = QSize()


class Row(NamedTuple):
    """One entry of the list: an action (or the Cancel entry) or a place's heading."""

    kind: str
    text: str
    tooltip: str = ""


class ListRows(QObject):
    """Shows a list of :class:`Row` in one ``QListWidget`` (see the module docstring)."""

    def __init__(self, widget: QListWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.rows: list[Row] = []
        #: (kind, text, viewport width) → the row's size laid out at that width
        self.heights: dict[tuple[str, str, int], QSize] = {}
        self.italic = widget.font()
        self.italic.setItalic(True)
        self._width = widget.viewport().width()
        widget.viewport().installEventFilter(self)

    def show(self, rows: list[Row]) -> bool:
        """Show ``rows``; False when they are the rows already shown (nothing touched)."""
        if rows == self.rows:
            return False
        widget = self.widget
        for n, row in enumerate(rows):
            if n < len(self.rows):
                if self.rows[n] != row:
                    self._set(widget.item(n), row)
            else:
                item = QListWidgetItem()
                self._set(item, row)
                widget.addItem(item)
        while widget.count() > len(rows):
            widget.takeItem(widget.count() - 1)
        self.rows = list(rows)
        return True

    def _set(self, item: QListWidgetItem, row: Row) -> None:
        item.setText(row.text)
        item.setFlags(Qt.ItemFlag.NoItemFlags if row.kind == HEADING_ROW else _SELECTABLE)
        item.setToolTip(row.tooltip)
        item.setData(Qt.ItemDataRole.FontRole, self.italic if row.kind == CANCEL_ROW else None)
        item.setSizeHint(self.heights.get((row.kind, row.text, self._width), _NO_SIZE))

    def remember_heights(self) -> None:
        """After a layout: keep the height of every row measured for the first time."""
        width = self.widget.viewport().width()
        if width != self._width:
            self._forget(width)
            return  # the rows were laid out for another width: measure at the next layout
        if len(self.heights) > MAX_REMEMBERED:
            self.heights.clear()
        measured = []  # every rectangle first: a size hint set makes the list lay out again
        for n, row in enumerate(self.rows):
            item = self.widget.item(n)
            if item is not None and not item.sizeHint().isValid():
                rect = self.widget.visualItemRect(item)
                if rect.height() > 0:
                    measured.append((item, row, QSize(0, rect.height())))
        for item, row, size in measured:
            self.heights[(row.kind, row.text, width)] = size
            item.setSizeHint(size)

    def _forget(self, width: int) -> None:
        """The list changed width: every row wraps anew."""
        self._width = width
        for n in range(self.widget.count()):
            self.widget.item(n).setSizeHint(_NO_SIZE)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and obj.width() != self._width:  # type: ignore[attr-defined]
            self._forget(obj.width())  # type: ignore[attr-defined]
        return False
