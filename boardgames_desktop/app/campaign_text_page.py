"""One screen of campaign text between chapters: an intro, a debrief or the ending.

It shows a :class:`~boardgames_desktop.rules.campaign.Page` (heading, a coloured summary,
titled sections as cards, two columns when the window is wide) and up to three buttons the
main window names and wires for the occasion.  The words come from the game's campaign
texts; this widget only lays them out.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.rules.campaign import Page

TONES = {"success": "#2f6b3a", "failure": "#a33a2a", "neutral": "#6b5a1f"}
INK = "#20252b"
WIDE = 1500  # from this window width on, the sections sit in two columns
ONE_COLUMN_WIDTH = 1200  # a single column of text no wider than this: long lines tire
WIDGET_MAX = 16_777_215  # Qt's QWIDGETSIZE_MAX


class CampaignTextPage(QWidget):
    """A page of campaign text with a primary, a secondary and a third button."""

    primary_requested = Signal()
    secondary_requested = Signal()
    third_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page: Page | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 18)
        outer.setSpacing(8)
        self.kicker = QLabel()
        self.kicker.setStyleSheet("font-size: 11pt; color: #4a5058;")
        outer.addWidget(self.kicker)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-size: 22pt; font-weight: bold;")
        outer.addWidget(self.heading)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        outer.addWidget(self.summary)

        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        row_of_grid = QHBoxLayout(holder)
        row_of_grid.setContentsMargins(0, 0, 0, 0)
        self.grid_box = QWidget()
        row_of_grid.addWidget(self.grid_box, 1)
        row_of_grid.addStretch(0)
        self.grid = QGridLayout(self.grid_box)
        self.grid.setContentsMargins(0, 4, 8, 0)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(10)
        self.scroll.setWidget(holder)
        outer.addWidget(self.scroll, 1)

        row = QHBoxLayout()
        self.primary = self._button(row, self.primary_requested, main=True)
        self.secondary = self._button(row, self.secondary_requested)
        self.third = self._button(row, self.third_requested)
        row.addStretch(1)
        outer.addLayout(row)
        self._columns = 1

    def _button(self, row: QHBoxLayout, signal: Signal, main: bool = False) -> QPushButton:
        button = QPushButton()
        button.setMinimumHeight(44)
        style = "font-size: 14pt; font-weight: bold; padding: 0 24px;" if main else \
            "font-size: 11pt; padding: 0 16px;"
        button.setStyleSheet(style)
        button.setDefault(main)
        button.clicked.connect(signal.emit)
        button.hide()
        row.addWidget(button)
        return button

    # ----- content ------------------------------------------------------------------------
    def show_page(self, page: Page, kicker: str, buttons: tuple[str, str, str]) -> None:
        """Show ``page``; ``buttons`` are the three buttons' texts ('' hides one)."""
        self.page = page
        self.kicker.setText(kicker)
        self.heading.setText(page.heading)
        colour = TONES.get(page.tone, TONES["neutral"])
        self.summary.setText(page.summary)
        self.summary.setVisible(bool(page.summary))
        self.summary.setStyleSheet(
            f"#summary {{ background: {colour}; color: white; font-size: 13pt; "
            "font-weight: bold; padding: 10px 14px; border-radius: 6px; }")
        for button, text in zip((self.primary, self.secondary, self.third), buttons):
            button.setText(text)
            button.setVisible(bool(text))
        self._fill()

    def _fill(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        if self.page is None:
            return
        columns = 2 if self.width() >= WIDE and len(self.page.sections) > 2 else 1
        self._columns = columns
        self.grid_box.setMaximumWidth(ONE_COLUMN_WIDTH if columns == 1 else WIDGET_MAX)
        colour = TONES.get(self.page.tone, TONES["neutral"])
        for index, section in enumerate(self.page.sections):
            card = section_card(section.title, list(section.lines), colour)
            self.grid.addWidget(card, index // columns, index % columns,
                                Qt.AlignmentFlag.AlignTop)
        self.grid.setRowStretch(len(self.page.sections), 1)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        wanted = 2 if self.width() >= WIDE else 1
        if self.page is not None and wanted != self._columns:
            self._fill()

    def texts(self) -> list[str]:
        """The plain text of every card shown (tests and accessibility)."""
        out = []
        for i in range(self.grid.count()):
            widget = self.grid.itemAt(i).widget()
            if widget is not None:
                out.append(" ".join(label.text() for label in widget.findChildren(QLabel)))
        return out

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Enter presses the main button, Esc goes back."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.primary.isVisibleTo(self):
            self.primary_requested.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.back_requested.emit()
            return
        super().keyPressEvent(event)


def section_card(title: str, lines: list[str], edge: str) -> QFrame:
    """A titled card of short paragraphs (plain text, escaped)."""
    card = QFrame()
    card.setObjectName("card")
    card.setStyleSheet(f"#card {{ background: #f7f8fa; border: 1px solid #c9ced6; "
                       f"border-left: 6px solid {edge}; border-radius: 6px; }}")
    layout = QVBoxLayout(card)
    layout.setContentsMargins(14, 8, 12, 10)
    layout.setSpacing(5)
    layout.addWidget(card_label(escape(title, quote=False), f"font-size: 13pt; font-weight: bold; "
                                               f"color: {edge};"))
    for line in lines:
        layout.addWidget(card_label(escape(line, quote=False), f"font-size: 12pt; color: {INK};"))
    return card


def card_label(text: str, style: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setStyleSheet(f"{style} border: none; background: transparent;")
    return label
