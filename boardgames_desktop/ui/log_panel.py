"""The game log: everything that happened, newest at the bottom.

Lines that start with two spaces are what an action did (``GameState.messages``); they are
shown indented under the action, which is shown in bold.  Headings (a new turn, round or
phase: ``GameState.say_heading``, recognised by ``is_heading``) are set apart: a blank line
above, bold text on a tinted band across the panel, so the log reads as a list of turns.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit

from boardgames_desktop.rules.state import heading_title, is_heading


def line_html(line: str) -> str:
    if is_heading(line):
        return f"<b>{escape(heading_title(line))}</b>"
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

    def heading_color(self) -> QColor:
        """A light tint of the palette's highlight colour (readable in light and dark themes)."""
        color = QColor(self.palette().highlight().color())
        color.setAlpha(55)
        return color

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``; appends when they extend what is shown, else redraws."""
        if self.lines and lines[: len(self.lines)] == self.lines:
            new = lines[len(self.lines):]
        else:
            self.clear()
            new = lines
        shown = bool(self.lines) and new is not lines
        for line in new:
            if is_heading(line):
                self._append_heading(line, blank_above=shown)
            else:
                self._append(line_html(line), QTextBlockFormat())
            shown = True
        self.lines = list(lines)
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()

    def _append(self, html: str, fmt: QTextBlockFormat) -> None:
        """Append one line with its own block format (a new block inherits the previous one's
        format otherwise, and a heading's band would run on)."""
        self.appendHtml(html)
        QTextCursor(self.document().lastBlock()).setBlockFormat(fmt)

    def _append_heading(self, line: str, blank_above: bool) -> None:
        if blank_above:
            self._append("", QTextBlockFormat())
        fmt = QTextBlockFormat()
        fmt.setBackground(self.heading_color())
        self._append(line_html(line), fmt)

    def heading_blocks(self) -> list[str]:
        """The texts of the blocks shown as headings (for tests and accessibility tools)."""
        out = []
        block = self.document().firstBlock()
        while block.isValid():
            if block.blockFormat().background().style() != Qt.BrushStyle.NoBrush:
                out.append(block.text())
            block = block.next()
        return out
