"""The game log: everything that happened, newest at the bottom.

Lines that start with two spaces are what an action did (``GameState.messages``); they are
shown indented under the action, which is shown in bold.
"""

from __future__ import annotations

from html import escape

from PySide6.QtGui import QFont, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit


def line_html(line: str) -> str:
    if line.startswith("  "):
        return "&nbsp;&nbsp;&nbsp;&nbsp;" + escape(line.strip())
    return f"<b>{escape(line)}</b>"


class LogPanel(QPlainTextEdit):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setMaximumBlockCount(5000)
        font = QFont()
        font.setPointSizeF(max(8.0, font.pointSizeF() * 0.95))
        self.setFont(font)
        self.lines: list[str] = []

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``; appends when they extend what is shown, else redraws."""
        if self.lines and lines[: len(self.lines)] == self.lines:
            new = lines[len(self.lines):]
        else:
            self.clear()
            new = lines
        for line in new:
            self.appendHtml(line_html(line))
        self.lines = list(lines)
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()
