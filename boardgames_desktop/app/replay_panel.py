"""Replay controls: buttons, a slider over every position, play/pause, and the list of turns.

Positions run from 0 (the set-up) to the number of actions.  :func:`line_positions` says which
position each line of the final game log belongs to, so a click on a log line, a turn in the
list, a drag of the slider and the arrow keys all end in one ``go(position)`` signal.  The
panel never touches the game; the game page moves the :class:`~hotseat.Replay` and redraws.

While a replay is on, the board is read-only: the page sets the scene's ``read_only`` flag
(``ui/game_scene.py``), so nothing on it is a target and its legend says it is a replay.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.rules import GameState
from boardgames_desktop.rules.state import heading_title, is_heading
from boardgames_desktop.ui.game_scene import READ_ONLY_NOTE

PLAY_INTERVAL_MS = 900  # one step per this many ms while playing
READ_ONLY = "Replay — the board is read-only"
INSTRUCTION = READ_ONLY_NOTE
POSITION_ROLE = Qt.ItemDataRole.UserRole


def line_positions(state: GameState) -> list[int]:
    """For each line of ``state.messages()``, the replay position it leads to: 0 for the
    set-up lines, ``i + 1`` for the lines of the i-th action (the position after it)."""
    out = [0] * len(state.setup_messages)
    for i, entry in enumerate(state.log):
        out.extend([i + 1] * (1 + len(entry.messages)))
    return out


def turn_marks(lines: list[str], positions: list[int]) -> list[tuple[str, int]]:
    """The headings of the log (a new turn, round or phase) with the position of each."""
    return [(heading_title(line), pos) for line, pos in zip(lines, positions, strict=False)
            if is_heading(line)]


class ReplayPanel(QWidget):
    """See the module docstring."""

    go = Signal(int)
    leave = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Replay controls")
        self.length = 0
        self.position = 0
        self.marks: list[tuple[str, int]] = []
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(4)
        self.header = QLabel(READ_ONLY)
        self.header.setWordWrap(True)
        self.header.setStyleSheet("background: #e8eefb; border-left: 4px solid #3b6fd6; "
                                  "padding: 4px 6px; font-weight: bold;")
        rows.addWidget(self.header)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        rows.addLayout(buttons)
        self.buttons: dict[str, QPushButton] = {}
        # arrows every font has (⏮/⏭ are missing from many and show as empty boxes)
        for key, text, tip in (("first", "|◀", "Back to the setup (Home)"),
                               ("back", "◀", "One step back (Left arrow)"),
                               ("play", "Play", "Play the game on from here (Space)"),
                               ("next", "▶", "One step on (Right arrow)"),
                               ("last", "▶|", "To the end (End)")):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip.split(" (")[0])
            button.setMinimumWidth(38)
            button.clicked.connect(lambda _=False, k=key: self.press(k))
            buttons.addWidget(button, 2 if key == "play" else 1)
            self.buttons[key] = button
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName("Replay position")
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self._slid)
        rows.addWidget(self.slider)
        self.label = QLabel()
        self.label.setStyleSheet("font-weight: bold;")
        rows.addWidget(self.label)
        self.step_text = QLabel()  # what the step just shown did
        self.step_text.setTextFormat(Qt.TextFormat.PlainText)
        self.step_text.setWordWrap(True)
        rows.addWidget(self.step_text)
        self.turns = QListWidget()
        self.turns.setAccessibleName("Turns and rounds")
        self.turns.setMaximumHeight(140)
        self.turns.setWordWrap(True)
        self.turns.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.turns.itemClicked.connect(self._turn_clicked)
        self.turns.itemActivated.connect(self._turn_clicked)
        rows.addWidget(self.turns)
        leave = QPushButton("Leave replay")
        leave.setToolTip("Back to the game as it stands (Esc)")
        leave.clicked.connect(self._leave)
        rows.addWidget(leave)
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_INTERVAL_MS)
        self.timer.timeout.connect(self._tick)

    # ----- set-up and display -------------------------------------------------------------
    def start(self, length: int, marks: list[tuple[str, int]]) -> None:
        self.length = length
        self.marks = marks
        self.slider.blockSignals(True)
        self.slider.setRange(0, length)
        self.slider.blockSignals(False)
        self.turns.clear()
        for title, pos in marks:
            item = QListWidgetItem(title)
            item.setToolTip(f"Jump to step {pos}")
            item.setData(POSITION_ROLE, pos)
            self.turns.addItem(item)
        self.turns.setVisible(bool(marks))

    def show_position(self, position: int, text: str) -> None:
        """Reflect ``position`` (after the page moved the replay there)."""
        self.position = position
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.label.setText(f"Step {position} of {self.length}"
                           + (" (setup)" if position == 0 else ""))
        self.step_text.setText(text)
        for key, enabled in (("first", position > 0), ("back", position > 0),
                             ("next", position < self.length),
                             ("last", position < self.length),
                             ("play", position < self.length or self.playing)):
            self.buttons[key].setEnabled(enabled)
        current = self.current_mark()
        self.turns.blockSignals(True)
        self.turns.setCurrentRow(current)
        self.turns.blockSignals(False)
        if position >= self.length and self.playing:
            self.pause()

    def current_mark(self) -> int:
        """The row of the last turn heading at or before the position (-1: none)."""
        row = -1
        for i, (_title, pos) in enumerate(self.marks):
            if pos <= self.position:
                row = i
        return row

    # ----- moving -------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def press(self, key: str) -> None:
        targets = {"first": 0, "back": self.position - 1, "next": self.position + 1,
                   "last": self.length}
        if key == "play":
            self.pause() if self.playing else self.play()
            return
        self.pause()
        self.go.emit(max(0, min(self.length, targets[key])))

    def play(self) -> None:
        if self.position >= self.length:
            self.go.emit(0)  # played to the end: start again from the set-up
        self.timer.start()
        self.buttons["play"].setText("Pause")
        self.buttons["play"].setEnabled(True)

    def pause(self) -> None:
        self.timer.stop()
        self.buttons["play"].setText("Play")

    def _tick(self) -> None:
        if self.position >= self.length:
            self.pause()
            return
        self.go.emit(self.position + 1)

    def _slid(self, value: int) -> None:
        self.pause()
        self.go.emit(value)

    def _turn_clicked(self, item: QListWidgetItem) -> None:
        self.pause()
        self.go.emit(int(item.data(POSITION_ROLE)))

    def _leave(self) -> None:
        self.pause()
        self.leave.emit()
