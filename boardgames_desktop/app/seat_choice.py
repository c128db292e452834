"""The seat rows of the launcher and the new-campaign form: each seat's name and who plays it
(a person, or the computer at Easy, Normal or Hard)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from boardgames_desktop.hotseat.seats import PERSON, clean_kinds, kind_help, kind_title, kinds

NAME_CHARS = 24


class SeatKindBox(QComboBox):
    """Person / Computer (Easy) / Computer (Normal) / Computer (Hard)."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for kind in kinds():
            self.addItem(kind_title(kind), kind)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setAccessibleName(f"Who plays seat {seat + 1}")
        self.setToolTip("A person at this screen, or the computer at one of three strengths")
        self._described = False

    def showPopup(self) -> None:  # noqa: N802
        """Each level's description as its tooltip, read from the bots when the list first
        opens (the bots load every game's tables: the launcher must not wait for that)."""
        if not self._described:
            self._described = True
            for index in range(self.count()):
                self.setItemData(index, kind_help(str(self.itemData(index))),
                                 Qt.ItemDataRole.ToolTipRole)
        super().showPopup()

    def kind(self) -> str:
        return str(self.currentData() or PERSON)

    def set_kind(self, kind: str) -> None:
        index = self.findData(kind)
        self.setCurrentIndex(max(0, index))


class SeatGrid(QWidget):
    """One row per seat: 'Player N · role', the name field, and who plays it.

    ``labelForField`` answers like a ``QFormLayout`` does for the name fields (callers and
    tests find a seat's label that way)."""

    def __init__(self, count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(1, 1)  # the name takes the room; the kind is as wide as
        grid.setColumnStretch(2, 0)  # its longest choice
        self.labels: list[QLabel] = []
        self.fields: list[QLineEdit] = []
        self.kind_boxes: list[SeatKindBox] = []
        for i in range(count):
            label = QLabel(f"Player {i + 1}")
            field = QLineEdit()
            field.setPlaceholderText("Type a name")
            field.setMaxLength(NAME_CHARS)
            field.setClearButtonEnabled(True)
            field.setAccessibleName(f"Name of seat {i + 1}")
            label.setBuddy(field)
            box = SeatKindBox(i)
            grid.addWidget(label, i, 0)
            grid.addWidget(field, i, 1)
            grid.addWidget(box, i, 2)
            self.labels.append(label)
            self.fields.append(field)
            self.kind_boxes.append(box)

    def labelForField(self, field: QWidget) -> QLabel | None:  # noqa: N802 (QFormLayout's name)
        for label, own in zip(self.labels, self.fields):
            if own is field:
                return label
        return None

    def show_rows(self, count: int) -> None:
        for i, (label, field, box) in enumerate(zip(self.labels, self.fields,
                                                    self.kind_boxes)):
            for widget in (label, field, box):
                widget.setVisible(i < count)

    def kinds(self, count: int) -> list[str]:
        return [box.kind() for box in self.kind_boxes[:count]]

    def set_kinds(self, seat_kinds: list[str]) -> None:
        for box, kind in zip(self.kind_boxes, clean_kinds(seat_kinds, len(self.kind_boxes))):
            box.set_kind(kind)
