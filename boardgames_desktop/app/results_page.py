"""The results screen: how a finished game ended, in the names the players typed.

It draws ``state.results(names)`` (``rules/results.py``) the same way for every game: the
headline on a green band (red when nobody won a co-operative game), the reason, the winners,
then each breakdown table.  Buttons under it: *Replay*, *Rematch* (same set-up, new seed),
*New game* and *Look at the board*.  A game whose ``results()`` fails still gets a screen,
built from its outcome, so the end of a game is never lost to a bug.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.rules import GameState
from boardgames_desktop.rules.results import Results, ResultTable

WON, LOST = "#2f6b3a", "#a33a2a"


def results_of(state: GameState, names: list[str]) -> Results | None:
    """``state.results(names)``, or a plain one from the outcome if the game's fails."""
    try:
        return state.results(names)
    except Exception as exc:  # a game's breakdown must not hide how the game ended
        outcome = state.outcome
        if outcome is None:
            return None
        winners = [names[p] if p < len(names) else f"Player {p + 1}" for p in outcome.winners]
        headline = (" and ".join(winners) + " won.") if winners else "Nobody won."
        return Results(headline, f"{outcome.reason} (The detailed results could not be "
                       f"made: {type(exc).__name__}.)", tuple(outcome.winners),
                       outcome.cooperative)


def winners_line(results: Results, names: list[str]) -> str:
    if not results.winners:
        return "Nobody won." if not results.cooperative else "The team lost together."
    who = [names[p] if 0 <= p < len(names) else f"Player {p + 1}" for p in results.winners]
    if results.cooperative:
        return f"Won together: {', '.join(who)}"
    text = who[0] if len(who) == 1 else f"{', '.join(who[:-1])} and {who[-1]}"
    return f"Winner{'s' if len(who) > 1 else ''}: {text}"


def table_widget(table: ResultTable) -> QTableWidget:
    """A read-only table sized to its rows (the page scrolls, not each table)."""
    widget = QTableWidget(len(table.rows), len(table.columns))
    widget.setHorizontalHeaderLabels([str(c) for c in table.columns])
    widget.verticalHeader().hide()
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    widget.setAccessibleName(table.title)
    for r, row in enumerate(table.rows):
        for c, cell in enumerate(row):
            item = QTableWidgetItem(str(cell))
            if isinstance(cell, int):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            widget.setItem(r, c, item)
    header = widget.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if table.columns:
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.resizeRowsToContents()
    height = header.sizeHint().height() + sum(widget.rowHeight(r) for r in range(len(table.rows)))
    widget.setFixedHeight(height + 2 * widget.frameWidth() + 2)
    return widget


class ResultsPage(QWidget):
    """See the module docstring; ``show_results`` fills it."""

    replay_requested = Signal()
    rematch_requested = Signal()
    new_game_requested = Signal()
    board_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Results")
        self.results: Results | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll, 1)
        holder = QWidget()  # keeps the column centred on a wide screen
        centre = QHBoxLayout(holder)
        body = QWidget()
        body.setMaximumWidth(900)
        centre.addStretch(1)
        centre.addWidget(body, 100)
        centre.addStretch(1)
        scroll.setWidget(holder)
        self.column = QVBoxLayout(body)
        self.column.setSpacing(10)

        self.title = QLabel()
        self.title.setStyleSheet("font-size: 11pt; color: #5a5f66;")
        self.band = QFrame()
        self.band.setObjectName("band")
        band_layout = QVBoxLayout(self.band)
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 20pt; font-weight: bold; color: white;")
        self.winners = QLabel()
        self.winners.setWordWrap(True)
        self.winners.setStyleSheet("font-size: 13pt; color: white;")
        band_layout.addWidget(self.headline)
        band_layout.addWidget(self.winners)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("font-size: 12pt;")
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for widget in (self.title, self.band, self.reason):
            self.column.addWidget(widget)
        self.tables_box = QVBoxLayout()
        self.tables_box.setSpacing(6)
        self.column.addLayout(self.tables_box)
        self.column.addStretch(1)

        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, text, tip, signal in (
                ("replay", "Replay", "Watch the game again from the start",
                 self.replay_requested),
                ("rematch", "Rematch", "The same game, players and options with a new seed",
                 self.rematch_requested),
                ("new", "New game", "Back to the launcher", self.new_game_requested),
                ("board", "Look at the board", "The final position", self.board_requested)):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setMinimumHeight(34)
            button.clicked.connect(signal.emit)
            buttons.addWidget(button)
            self.buttons[key] = button
        self.buttons["new"].setDefault(True)
        outer.addLayout(buttons)

    def set_after_game(self, text: str, rematch: bool) -> None:
        """The New game button's label ("Back to the campaign"), and whether a rematch fits."""
        self.buttons["new"].setText(text)
        self.buttons["rematch"].setVisible(rematch)

    def show_results(self, results: Results, names: list[str], title: str = "") -> None:
        self.results = results
        self.title.setText(title)
        self.title.setVisible(bool(title))
        lost = not results.winners
        self.band.setStyleSheet(f"#band {{ background: {LOST if lost else WON}; "
                                "border-radius: 8px; }")
        self.headline.setText(results.headline)
        line = winners_line(results, names)
        named = [names[p] for p in results.winners if 0 <= p < len(names)]
        # "Ada won." says it already; a headline in the game's words may not name them
        said = all(n in results.headline for n in named) if named else \
            line.rstrip(".") in results.headline or not results.cooperative
        self.winners.setText(line)
        self.winners.setVisible(not said)
        self.reason.setText(results.reason)
        self.reason.setVisible(bool(results.reason))
        while self.tables_box.count():
            item = self.tables_box.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        for table in results.tables:
            heading = QLabel(table.title)
            heading.setStyleSheet("font-size: 12pt; font-weight: bold; margin-top: 8px;")
            self.tables_box.addWidget(heading)
            self.tables_box.addWidget(table_widget(table))

    def table_texts(self) -> list[list[list[str]]]:
        """What the tables show, cell by cell (for tests and accessibility tools)."""
        out = []
        for i in range(self.tables_box.count()):
            widget = self.tables_box.itemAt(i).widget()
            if isinstance(widget, QTableWidget):
                out.append([[widget.item(r, c).text() for c in range(widget.columnCount())]
                            for r in range(widget.rowCount())])
        return out

