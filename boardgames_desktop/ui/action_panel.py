"""The side panel's list of actions; also the chooser when one click fits several actions.

The list always offers every legal action, so the whole game can be played without the
board: the actions without a board place first, then the others grouped under the name of
their place ("Tanner's Row (A2)"), and a box above filters them as you type (Ctrl+F puts the
cursor there; Down moves into the list; Enter plays the highlighted — or the first —
action).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLineEdit,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.rules import Action

from .by_hand import by_hand
from .labels import restyle, wrapped_label
from .list_rows import ACTION_ROW, CANCEL_ROW, HEADING_ROW, ListRows, Row

Namer = Callable[[int], str]
Humanizer = Callable[[str], str]
PlaceNamer = Callable[[str], "str | None"]
HEADING = object()  #: an entry that names a board place (not an action)
FILTER_HINT = "Type to find an action (Ctrl+F)"

CANCEL_TEXT = "Cancel (Esc) — choose something else"
MIN_LIST_HEIGHT = 160  # px shown before the list scrolls, when there are many actions
#: share of the window height the list may take: everyday actions, and a chooser
LIST_SHARE = 0.4
FILTER_FROM = 6  #: the filter box shows when more actions than this are listed
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
QListWidget::item:disabled { background: transparent; border: none; color: palette(text);
                             font-weight: bold; padding: 6px 2px 0 2px; }
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
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(FILTER_HINT)
        self.filter.setClearButtonEnabled(True)
        self.filter.setAccessibleName("Find an action")
        self.filter.textChanged.connect(lambda _text: self._refill())
        self.filter.returnPressed.connect(self.activate_current)
        self.filter.installEventFilter(self)
        layout.addWidget(self.filter)
        find = QShortcut(QKeySequence.StandardKey.Find, self)
        find.setContext(Qt.ShortcutContext.WindowShortcut)
        find.activated.connect(self.focus_filter)
        self.list = QListWidget()
        self.list.setAccessibleName("Actions")
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setStyleSheet(STYLE)
        self.list.setCursor(Qt.CursorShape.PointingHandCursor)
        self.list.itemClicked.connect(lambda item: self._pressed(self.list.row(item)))
        self.list.itemActivated.connect(lambda item: self._pressed(self.list.row(item)))
        self.list.installEventFilter(self)
        self.rows = ListRows(self.list)
        layout.addWidget(self.list, 1)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_height)
        self.entries: list[object] = []  # an Action, None = Cancel, HEADING = a place's name
        self.choosing = False
        self.include_targeted = False
        self._normal: list[Action] = []
        self._shown: list[Action] = []
        self._cancel = False
        self._namer: Namer = lambda p: f"Player {p + 1}"
        self._humanize: Humanizer = lambda text: text
        self.place_name: PlaceNamer = lambda target: None

    def configure(self, namer: Namer, humanize: Humanizer,
                  place_name: PlaceNamer | None = None) -> None:
        self._namer = namer
        self._humanize = humanize
        if place_name is not None:
            self.place_name = place_name

    def _place(self, target: str) -> str:
        try:
            name = self.place_name(target)
        except Exception:  # a view's describe_target must not break the list
            name = None
        return self._humanize(name) if name else target

    def _fill(self, actions: list[Action], cancel: bool) -> None:
        self._shown, self._cancel = list(actions), cancel
        self._refill()

    def _refill(self) -> None:
        """The list for the actions shown, grouped by place, narrowed by the filter box."""
        rows: list[Row] = []
        entries: list[object] = []
        for place, members in self._groups().items():
            if place:
                rows.append(Row(HEADING_ROW, place))
                entries.append(HEADING)
            for action, text in members:
                rows.append(Row(ACTION_ROW, text, f"Board place: {place}" if place else ""))
                entries.append(action)
        if self.filter.text().strip() and not any(e is not HEADING for e in entries):
            rows.append(Row(HEADING_ROW, "No action matches — clear the box (Esc)"))
            entries.append(HEADING)
        if self._cancel:
            rows.append(Row(CANCEL_ROW, CANCEL_TEXT))
            entries.append(None)
        self.entries = entries
        if self.rows.show(rows):
            # word-wrapped rows only know their height once the list has its final width:
            # fit once the event loop has laid it out (and off the click → board repaint path)
            self._fit_timer.start()
        first = self.first_action_row()
        if first is not None and self.list.currentRow() != first:
            self.list.setCurrentRow(first)

    def _groups(self) -> dict[str, list[tuple[Action, str]]]:
        """The shown actions that pass the filter, with their texts, under their places
        ("" first: the actions without a board place, or all of them while choosing)."""
        words = self.filter.text().strip().lower().split()
        several = len({a.player for a in self._shown}) > 1
        groups: dict[str, list[tuple[Action, str]]] = {}
        places: dict[str, str] = {}  # one name per place, however many actions it has
        for action in self._shown:
            text = self._humanize(action.describe())
            if several:
                text = f"{self._namer(action.player)}: {text}"
            place = ""
            if action.target and not self.choosing:
                place = places.get(action.target) or places.setdefault(
                    action.target, self._place(action.target))
            if words and not all(w in f"{text} {place}".lower() for w in words):
                continue
            groups.setdefault(place, []).append((action, text))
        return groups

    def first_action_row(self) -> int | None:
        return next((n for n, e in enumerate(self.entries) if e is not HEADING), None)

    def _fit_height(self) -> None:
        """Take only the height the entries need, so the log below gets the rest.

        A chooser may take more of the window than the everyday list: all of its
        choices should be visible at once.
        """
        self.list.doItemsLayout()
        self.rows.remember_heights()
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

    def set_actions(self, actions: list[Action], include_targeted: bool = True,
                    empty_text: str = "") -> None:
        """Show the actions to offer now (leaves chooser mode): all of them, those without a
        board place first (``include_targeted`` is kept for callers; every action is
        listed so that no move needs the mouse)."""
        self.choosing = False
        restyle(self.header, HEADER)
        self.include_targeted = include_targeted
        self._normal = list(actions)
        untargeted = [a for a in actions if not a.target]
        shown = untargeted + [a for a in actions if a.target]
        if len(untargeted) < len(shown):
            self.header.setText("Actions (or click a highlighted place on the board)")
        elif shown:
            self.header.setText("Actions")
        else:
            self.header.setText(empty_text or "No actions right now.")
        self.filter.setVisible(len(shown) > FILTER_FROM)
        if self.filter.text():  # a new position: start from the whole list
            self.filter.blockSignals(True)
            self.filter.clear()
            self.filter.blockSignals(False)
        self._fill(shown, cancel=False)

    def choose_from(self, actions: list[Action], title: str = "") -> None:
        """Ask which of several actions a click meant."""
        self.choosing = True
        self.header.setText(title or "Which one?")
        restyle(self.header, CHOOSER_HEADER)
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.blockSignals(False)
        self.filter.hide()
        self._fill(actions, cancel=True)
        self.list.setFocus()  # arrows and Enter choose, Esc cancels

    def cancel_choice(self) -> None:
        if self.choosing:
            self.set_actions(self._normal, self.include_targeted)

    def activate(self, row: int) -> None:
        if not 0 <= row < len(self.entries):
            return
        action = self.entries[row]
        if action is HEADING:
            return
        if action is None:
            self.cancel_choice()
        else:
            self.chosen.emit(action)

    def _pressed(self, row: int) -> None:
        """A click or Enter on a row of the list."""
        with by_hand():
            self.activate(row)

    def activate_current(self) -> None:
        """Enter in the filter box: the highlighted action, or the first one listed."""
        row = self.list.currentRow()
        if not 0 <= row < len(self.entries) or self.entries[row] is HEADING:
            row = self.first_action_row() if self.first_action_row() is not None else -1
        self.activate(row)

    def focus_filter(self) -> None:
        if self.filter.isVisible():
            self.filter.setFocus()
            self.filter.selectAll()
        else:
            self.list.setFocus()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        """Down from the filter box goes into the list; typing in the list goes to the box;
        Esc in the box clears it."""
        if event.type() != QEvent.Type.KeyPress:
            return False
        key = event.key()  # type: ignore[attr-defined]
        if obj is self.filter:
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                self.list.setFocus()
                return False
            if key == Qt.Key.Key_Escape and self.filter.text():
                self.filter.clear()
                return True
        elif obj is self.list and self.filter.isVisible():
            text = event.text()  # type: ignore[attr-defined]
            if text and text.isprintable() and not text.isspace() \
                    and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:  # type: ignore[attr-defined]
                self.filter.setFocus()
                self.filter.insert(text)
                return True
        return False

    def button_texts(self) -> list[str]:
        """The texts of the entries that can be chosen (actions and Cancel)."""
        return [self.list.item(i).text() for i, entry in enumerate(self.entries)
                if entry is not HEADING]

    def place_headings(self) -> list[str]:
        return [self.list.item(i).text() for i, entry in enumerate(self.entries)
                if entry is HEADING]
