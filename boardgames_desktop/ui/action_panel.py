"""The side panel's list of actions; also the chooser when one click fits several actions."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.rules import Action

from .labels import wrapped_label

Namer = Callable[[int], str]
Humanizer = Callable[[str], str]

CANCEL_TEXT = "Cancel (Esc) — choose something else"
MIN_LIST_HEIGHT = 160  # px shown before the list scrolls, when there are many actions
#: share of the window height the list may take: everyday actions, and a chooser
LIST_SHARE = 0.4
CHOOSER_SHARE = 0.6
HEADER = "font-weight: bold;"
CHOOSER_HEADER = ("font-weight: bold; background: #ffe7a8; border-left: 4px solid #d19a00; "
                  "padding: 4px 6px;")
STYLE = """
QListWidget { background: palette(window); border: none; outline: none; }
QListWidget::item { background: palette(button); border: 1px solid #9aa3ad; border-radius: 5px;
                     padding: 6px 8px; margin: 2px 0; }
QListWidget::item:hover { background: #ffe7a8; border-color: #d19a00; }
QListWidget::item:selected { background: #ffe7a8; color: black; border-color: #d19a00; }
"""


class ActionPanel(QWidget):
    """Clickable, word-wrapped entries for legal actions.

    Normal mode lists the actions that have no board target (or all actions, when the board
    cannot be clicked).  Chooser mode (:meth:`choose_from`) lists the actions one click
    matched, with a Cancel entry.
    """

    chosen = Signal(object)  # the Action clicked

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.header = wrapped_label("Actions", HEADER)
        layout.addWidget(self.header)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setStyleSheet(STYLE)
        self.list.setCursor(Qt.CursorShape.PointingHandCursor)
        self.list.itemClicked.connect(lambda item: self.activate(self.list.row(item)))
        self.list.itemActivated.connect(lambda item: self.activate(self.list.row(item)))
        layout.addWidget(self.list, 1)
        self.entries: list[Action | None] = []  # None = Cancel
        self.choosing = False
        self.include_targeted = False
        self._normal: list[Action] = []
        self._namer: Namer = lambda p: f"Player {p + 1}"
        self._humanize: Humanizer = lambda text: text

    def configure(self, namer: Namer, humanize: Humanizer) -> None:
        self._namer = namer
        self._humanize = humanize

    def _fill(self, actions: list[Action], cancel: bool) -> None:
        self.list.clear()
        self.entries = []
        several = len({a.player for a in actions}) > 1
        for action in actions:
            text = self._humanize(action.describe())
            if several:
                text = f"{self._namer(action.player)}: {text}"
            item = QListWidgetItem(text)
            if action.target:
                item.setToolTip(f"Board place: {action.target}")
            self.list.addItem(item)
            self.entries.append(action)
        if cancel:
            item = QListWidgetItem(CANCEL_TEXT)
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
            self.list.addItem(item)
            self.entries.append(None)
        self._fit_height()
        # word-wrapped rows only know their height once the list has its final width
        QTimer.singleShot(0, self._fit_height)

    def _fit_height(self) -> None:
        """Take only the height the entries need, so the log below gets the rest.

        A chooser may take more of the window than the everyday list: all of its
        choices should be visible at once.
        """
        self.list.doItemsLayout()
        rows = sum(max(self.list.sizeHintForRow(i),
                       self.list.visualItemRect(self.list.item(i)).height())
                   for i in range(self.list.count()))
        rows += self.list.spacing() * 2 * self.list.count()
        self.list.setMaximumHeight(max(rows + 12, 30))
        share = CHOOSER_SHARE if self.choosing else LIST_SHARE
        room = max(MIN_LIST_HEIGHT, int(self.window().height() * share))
        self.list.setMinimumHeight(min(rows + 12, room))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_height()

    def set_actions(self, actions: list[Action], include_targeted: bool = False,
                    empty_text: str = "") -> None:
        """Show the actions to offer now (leaves chooser mode)."""
        self.choosing = False
        self.header.setStyleSheet(HEADER)
        self.include_targeted = include_targeted
        self._normal = list(actions)
        shown = [a for a in actions if include_targeted or not a.target]
        on_board = len(actions) - len(shown)
        if shown and on_board:
            self.header.setText("Actions (or click a highlighted place on the board)")
        elif shown:
            self.header.setText("Actions")
        elif on_board:
            self.header.setText("Click a highlighted place on the board.")
        else:
            self.header.setText(empty_text or "No actions right now.")
        self._fill(shown, cancel=False)

    def choose_from(self, actions: list[Action], title: str = "") -> None:
        """Ask which of several actions a click meant."""
        self.choosing = True
        self.header.setText(title or "Which one?")
        self.header.setStyleSheet(CHOOSER_HEADER)
        self._fill(actions, cancel=True)

    def cancel_choice(self) -> None:
        if self.choosing:
            self.set_actions(self._normal, self.include_targeted)

    def activate(self, row: int) -> None:
        if not 0 <= row < len(self.entries):
            return
        action = self.entries[row]
        if action is None:
            self.cancel_choice()
        else:
            self.chosen.emit(action)

    def button_texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
