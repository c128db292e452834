"""The game log: everything that happened, newest at the bottom.

Lines that start with two spaces are what an action did (``GameState.messages``); they are
shown indented under the action, which is shown in bold.  Headings (a new turn, round or
phase: ``GameState.say_heading``, recognised by ``is_heading``) are set apart: a blank line
above, bold text on a tinted band across the panel, so the log reads as a list of turns.

During a replay the whole game's log is shown, the lines of the position on the board are
marked (:meth:`mark_lines`), and a click on a line emits ``line_clicked`` with its index in
``lines`` (:meth:`set_clickable`), so the page can jump there.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit

from boardgames_desktop.rules.state import heading_title, is_heading


def line_html(line: str) -> str:
    if is_heading(line):
        return f"<b>{escape(heading_title(line))}</b>"
    if line.startswith("  "):
        return "&nbsp;&nbsp;&nbsp;&nbsp;" + escape(line.strip())
    return f"<b>{escape(line)}</b>"


class LogPanel(QPlainTextEdit):
    line_clicked = Signal(int)  #: index in ``lines`` of a clicked line (when clickable)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setMaximumBlockCount(5000)
        self.follow_app_font()
        self.lines: list[str] = []
        self.block_lines: list[int] = []  #: for each text block, its index in lines (-1: gap)
        self.clickable = False
        self.setAccessibleName("Game log")

    def follow_app_font(self) -> None:
        """A little smaller than the application font; View → Text size calls this after
        scaling that font (a widget with its own font does not follow it by itself)."""
        font = QFont(QApplication.font())
        font.setPointSizeF(max(8.0, font.pointSizeF() * 0.95))
        self.setFont(font)

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
            self.block_lines = []
            new = lines
        shown = bool(self.lines) and new is not lines
        first = len(lines) - len(new)
        for offset, line in enumerate(new):
            if is_heading(line):
                self._append_heading(line, blank_above=shown)
            else:
                self._append(line_html(line), QTextBlockFormat())
            self.block_lines.append(first + offset)
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
            self.block_lines.append(-1)
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

    # ----- replay: clicking a line, marking the position -----------------------------------
    def set_clickable(self, clickable: bool) -> None:
        self.clickable = clickable
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if clickable
                                  else Qt.CursorShape.IBeamCursor)
        if not clickable:
            self.setExtraSelections([])

    def line_at(self, block_number: int) -> int:
        """The index in ``lines`` shown by a text block (-1 for a gap or nothing)."""
        if 0 <= block_number < len(self.block_lines):
            return self.block_lines[block_number]
        return -1

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if not self.clickable or event.button() != Qt.MouseButton.LeftButton:
            return
        if self.textCursor().hasSelection():
            return  # the player is selecting text to copy, not jumping
        index = self.line_at(self.cursorForPosition(event.position().toPoint()).blockNumber())
        if index >= 0:
            self.line_clicked.emit(index)

    def mark_lines(self, indices: set[int]) -> None:
        """Mark the lines at ``indices`` (the replay's position) and scroll to them."""
        marks = []
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(255, 231, 168))
        fmt.setProperty(QTextCharFormat.Property.FullWidthSelection, True)
        first = None
        for number, index in enumerate(self.block_lines):
            if index in indices:
                selection = QTextEdit.ExtraSelection()
                selection.format = fmt
                cursor = QTextCursor(self.document().findBlockByNumber(number))
                selection.cursor = cursor
                marks.append(selection)
                first = cursor if first is None else first
        self.setExtraSelections(marks)
        if first is not None:
            self.setTextCursor(first)
            self.ensureCursorVisible()

    def marked_lines(self) -> list[int]:
        """Indices in ``lines`` of the marked lines (for tests and accessibility tools)."""
        return [self.line_at(s.cursor.blockNumber()) for s in self.extraSelections()]
