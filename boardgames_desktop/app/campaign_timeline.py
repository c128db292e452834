"""The campaign timeline: the chapters as a row of tiles with what carries between them.

Each tile names its chapter and says how it went (won, lost, lost attempts played again, in
progress, next, not played); the arrow between two tiles says what the earlier result hands
to the next chapter (a boon or a blight).  Everything comes through the campaign contract.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from boardgames_desktop.rules.campaign import CampaignInfo, CampaignRecord

GREEN, RED, AMBER, GREY, INK = "#2f6b3a", "#a33a2a", "#b07a00", "#8a9099", "#20252b"


def chapter_state(record: CampaignRecord, number: int) -> tuple[str, str]:
    """(status text, colour) of one chapter on the timeline."""
    done = {r.chapter: r for r in record.results}
    if number in done:
        won = done[number].success
        return ("✔ Won" if won else "✘ Lost"), (GREEN if won else RED)
    if number == record.next_chapter:
        if record.chapter_save:
            return "▶ In progress", AMBER
        return "▶ Next", AMBER
    return "Not played yet", GREY


def lost_attempts(record: CampaignRecord, number: int) -> int:
    return sum(1 for r in record.retried if r.chapter == number)


class CampaignTimeline(QWidget):
    """A row of chapter tiles (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 4, 0, 4)
        self.row.setSpacing(6)
        self.tiles: list[QFrame] = []
        self.arrows: list[QLabel] = []

    def show_record(self, info: CampaignInfo, record: CampaignRecord) -> None:
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.tiles, self.arrows = [], []
        results = {r.chapter: i for i, r in enumerate(record.results)}
        for position, chapter in enumerate(info.chapters):
            if position:
                before = info.chapters[position - 1].number
                index = results.get(before)
                text = info.carries(record, index) if index is not None else ""
                arrow = QLabel(f"<div align='center' style='font-size:18pt'>→</div>"
                               f"<div align='center'>{escape(text)}</div>")
                arrow.setTextFormat(Qt.TextFormat.RichText)
                arrow.setWordWrap(True)
                arrow.setFixedWidth(112)
                arrow.setStyleSheet(f"font-size: 10pt; color: {INK};")
                self.row.addWidget(arrow)
                self.arrows.append(arrow)
            status, colour = chapter_state(record, chapter.number)
            tile = self._tile(chapter.number, chapter.title, status, colour,
                              lost_attempts(record, chapter.number))
            self.row.addWidget(tile, 1)
            self.tiles.append(tile)

    @staticmethod
    def _tile(number: int, title: str, status: str, colour: str, lost: int) -> QFrame:
        tile = QFrame()
        tile.setObjectName("tile")
        tile.setMinimumHeight(96)
        tile.setStyleSheet(f"#tile {{ background: #f7f8fa; border: 2px solid {colour}; "
                           "border-radius: 8px; }")
        layout = QVBoxLayout(tile)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(2)
        for text, style in (
                (f"Chapter {number}", f"font-size: 10pt; color: {GREY};"),
                (title, f"font-size: 12pt; font-weight: bold; color: {INK};"),
                (status, f"font-size: 12pt; font-weight: bold; color: {colour};")):
            label = QLabel(text)
            label.setWordWrap(True)
            label.setStyleSheet(f"{style} border: none; background: transparent;")
            layout.addWidget(label)
        if lost:
            label = QLabel(f"{lost} lost attempt{'s' if lost > 1 else ''} played again")
            label.setWordWrap(True)
            label.setStyleSheet(f"font-size: 10pt; color: {RED}; border: none; "
                                "background: transparent;")
            layout.addWidget(label)
        layout.addStretch(1)
        return tile

    def tile_texts(self) -> list[str]:
        """Each tile's text (tests and accessibility)."""
        return [" ".join(label.text() for label in tile.findChildren(QLabel))
                for tile in self.tiles]

    def arrow_texts(self) -> list[str]:
        return [arrow.text() for arrow in self.arrows]
