"""The launcher: choose a game, mode, seats, options and seed — or continue a saved game."""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.hotseat.seats import has_computer
from boardgames_desktop.rules import GameInfo, OptionInfo, new_game
from boardgames_desktop.rules.catalogue import seat_names
from boardgames_desktop.storage import CampaignFile, DamagedSave, SaveEntry
from boardgames_desktop.ui.labels import wrapped_label
from boardgames_desktop.ui.two_line import DETAIL_ROLE, EntryList

from .file_lists import (
    FileRow,
    emit_selected,
    enable_for_selection,
    fill_file_list,
    note_label,
    selected_path,
)
from .seat_choice import SeatGrid

MAX_SEAT_FIELDS = 8
NO_SAVES = ("No saved games yet.\n\nGames save themselves after every move: start one and "
            "it will be waiting here.")
NO_CAMPAIGNS = ("No campaign yet.\n\nFour chapters of The Brigade against the cult of the "
                "Phoenix; what happens in one chapter carries into the next.")
HOW_TO = ("<b>How it works</b><br>Pick a game and a mode, name the players (or let the "
          "computer play a seat), press "
          "<b>Enter</b>. Everyone plays on this screen: when the game says so, pass the "
          "computer to the next player. Every move is saved as you go; take a move back with "
          "<b>Ctrl+Z</b> until dice are rolled or a card is revealed.")


def player_range(low: int, high: int) -> str:
    if low == high:
        return f"{low} player" + ("s" if low != 1 else "")
    return f"{low}–{high} players"


def game_detail(info: GameInfo, mode_id: str = "") -> str:
    """The second line of a game in the launcher: its summary and how many can play (in the
    mode ``mode_id`` when given: the selected game names its selected mode's counts)."""
    mode = info.mode(mode_id) if mode_id else None
    if mode is not None:
        count = f"{mode.title}: {player_range(mode.min_players, mode.max_players)}"
    elif info.modes:
        low = min(m.min_players for m in info.modes)
        high = max(m.max_players for m in info.modes)
        count = player_range(low, high)
    else:
        count = "no modes"
    return f"{info.summary} ({count})" if info.summary else count


@functools.lru_cache(maxsize=64)
def seat_roles(game_id: str, mode: str, players: int) -> list[str]:
    """What the game calls each seat beyond 'Player N' ('Red', 'the Pyromancer'), from a
    throw-away set-up with the default options; [] when that fails or says nothing more.

    The names come from the light catalogue when it has them, so showing the launcher
    imports no game."""
    names = seat_names(game_id, mode, players)
    if names is None:
        try:
            state = new_game(game_id, mode, players, 0)
            names = [state.player_name(p) for p in range(players)]
        except Exception:  # the launcher must work even if a game's setup is broken
            return []
    roles = []
    for p, name in enumerate(names):
        role = re.sub(rf"^\s*Player {p + 1}\b\s*", "", name).strip().strip("()").strip()
        role = role.removeprefix("the ")  # 'Player 1 · Pyromancer' keeps the column narrow
        roles.append("" if role in ("", "You") else role)
    return roles if any(roles) else []


def choice_text(value: Any) -> str:
    """An option value as a player reads it: 'big_buildings' → 'Big buildings'."""
    text = str(value)
    if text.islower() or "_" in text:
        text = text.replace("_", " ").strip()
        text = text[:1].upper() + text[1:]
    return text


def option_choice_text(option: OptionInfo, value: Any) -> str:
    """A choice as the launcher lists it: the option's own label, else the prettified
    value."""
    label = option.choice_label(value)
    return label if label is not None else choice_text(value)


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


@dataclass
class NewGameRequest:
    game_id: str
    mode: str
    players: int
    seats: list[str]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    #: who plays each seat ("person" or a computer level); empty: every seat is a person
    kinds: list[str] = field(default_factory=list)


class LauncherPage(QWidget):
    start_requested = Signal(object)  # NewGameRequest
    load_requested = Signal(object)  # Path
    delete_requested = Signal(object)  # Path
    resume_requested = Signal()
    new_campaign_requested = Signal()
    campaign_open_requested = Signal(object)  # Path
    campaign_delete_requested = Signal(object)  # Path

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.infos: list[GameInfo] = []
        self._fitted: tuple[int, int, str] | None = None  # the game list's last fit
        self.option_widgets: dict[str, QWidget] = {}
        #: the OptionInfo behind each widget (the player count decides which are shown)
        self.option_infos: dict[str, OptionInfo] = {}
        self.remembered_names: list[str] = []
        #: game id → the options last used for it (the main window reads QSettings)
        self.option_memory: Callable[[str], dict[str, Any]] = lambda _game: {}

        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        heading = QLabel("Boardgames Desktop")
        heading.setStyleSheet("font-size: 22pt; font-weight: bold;")
        outer.addWidget(heading)
        sub = QLabel("Fire-fighting board games for one screen: pass the computer around.")
        sub.setStyleSheet("color: #5a5f66; font-size: 11pt;")
        outer.addWidget(sub)
        self.problem = wrapped_label(style="color: #b03020; font-weight: bold;")
        self.problem.hide()
        outer.addWidget(self.problem)

        self.resume_button = QPushButton("Back to the current game")
        self.resume_button.setToolTip("The game you were playing is still running.")
        self.resume_button.setStyleSheet("font-weight: bold; padding: 4px 14px;")
        self.resume_button.clicked.connect(self.resume_requested.emit)
        self.resume_button.hide()
        outer.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignLeft)

        columns = QHBoxLayout()
        columns.setSpacing(18)
        outer.addLayout(columns, 1)

        # ----- new game -------------------------------------------------------------------
        new_box = QGroupBox("New game")
        self.new_box = new_box
        columns.addWidget(new_box, 3)
        new_layout = QHBoxLayout(new_box)
        new_layout.setSpacing(14)
        left = QVBoxLayout()
        new_layout.addLayout(left, 2)
        self.game_list = EntryList("No games are installed.", title_scale=1.3)
        self.game_list.setMinimumWidth(240)
        self.game_list.setAccessibleName("Games")
        left.addWidget(self.game_list)
        self.how_to = QLabel(HOW_TO)
        self.how_to.setWordWrap(True)
        self.how_to.setTextFormat(Qt.TextFormat.RichText)
        self.how_to.setStyleSheet("color: #4a5058; padding: 6px 2px;")
        left.addWidget(self.how_to)
        left.addStretch(1)
        self.summary = wrapped_label()  # kept for scripts; the list shows each game's summary
        self.summary.hide()

        right = QVBoxLayout()
        new_layout.addLayout(right, 3)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        right.addLayout(form)
        self.mode_combo = QComboBox()
        form.addRow("&Mode", self.mode_combo)
        self.mode_note = wrapped_label(style="color: #5a5f66;")
        form.addRow("", self.mode_note)
        self.players_spin = QSpinBox()
        self.players_spin.setMaximumWidth(80)
        form.addRow("&Players", self.players_spin)
        self.seat_grid = SeatGrid(MAX_SEAT_FIELDS)
        form.addRow(self.seat_grid)
        self.seat_form = self.seat_grid  # labelForField(name field) → its 'Player N' label
        self.seat_fields: list[QLineEdit] = self.seat_grid.fields
        self.options_box = QGroupBox("Options")
        self.options_form = QFormLayout(self.options_box)
        # long option titles go above their field instead of squeezing it out of sight
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.options_box)  # spans both columns; the seed row below aligns
        seed_form = form
        seed_row = QHBoxLayout()
        self.seed_edit = QLineEdit(str(random_seed()))
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000))
        self.seed_edit.setMinimumWidth(90)
        self.seed_edit.setMaximumWidth(140)
        tip = ("The seed decides the dice and the shuffles: the same game, mode, players and "
               "seed deal the same game again (to replay a deal or challenge a friend).")
        self.seed_edit.setToolTip(tip)
        seed_row.addWidget(self.seed_edit)
        reroll = QPushButton("New seed")
        reroll.setToolTip("Pick another random seed")
        reroll.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        seed_row.addWidget(reroll)
        seed_row.addStretch(1)
        seed_form.addRow("Seed", seed_row)
        seed_hint = wrapped_label("The same seed deals the same game again.", "color: #5a5f66;")
        seed_hint.setToolTip(tip)
        seed_form.addRow("", seed_hint)
        right.addSpacing(8)
        self.start_button = QPushButton("Start game")
        self.start_button.setDefault(True)
        self.start_button.setMinimumHeight(42)
        self.start_button.setToolTip("Start the game (Enter)")
        self.start_button.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.start_button.clicked.connect(self._start)
        right.addWidget(self.start_button)
        right.addStretch(1)

        # ----- continue -------------------------------------------------------------------
        right_column = QVBoxLayout()
        columns.addLayout(right_column, 2)
        cont_box = QGroupBox("Continue a game")
        right_column.addWidget(cont_box, 3)
        cont_layout = QVBoxLayout(cont_box)
        self.saves_list = EntryList(NO_SAVES)
        self.saves_list.itemDoubleClicked.connect(lambda _item: self._load())
        self.saves_list.currentItemChanged.connect(lambda *_: self._update_save_buttons())
        cont_layout.addWidget(self.saves_list, 1)
        self.saves_note = note_label()
        cont_layout.addWidget(self.saves_note)
        row = QHBoxLayout()
        self.load_button = QPushButton("Continue")
        self.load_button.clicked.connect(self._load)
        self.delete_button = QPushButton("Delete…")
        self.delete_button.clicked.connect(self._delete)
        row.addWidget(self.load_button)
        row.addWidget(self.delete_button)
        cont_layout.addLayout(row)

        # ----- Rise of the Phoenix campaigns -----------------------------------------------
        self.campaign_box = QGroupBox("Campaign: Rise of the Phoenix (The Brigade)")
        right_column.addWidget(self.campaign_box, 2)
        camp_layout = QVBoxLayout(self.campaign_box)
        self.campaign_list = EntryList(NO_CAMPAIGNS)
        self.campaign_list.itemDoubleClicked.connect(lambda _item: self._open_campaign())
        self.campaign_list.currentItemChanged.connect(
            lambda *_: self._update_campaign_buttons())
        camp_layout.addWidget(self.campaign_list, 1)
        self.campaign_note = note_label()
        camp_layout.addWidget(self.campaign_note)
        camp_row = QHBoxLayout()
        self.new_campaign_button = QPushButton("New campaign…")
        self.new_campaign_button.clicked.connect(self.new_campaign_requested.emit)
        self.open_campaign_button = QPushButton("Open")
        self.open_campaign_button.clicked.connect(self._open_campaign)
        self.delete_campaign_button = QPushButton("Delete…")
        self.delete_campaign_button.clicked.connect(self._delete_campaign)
        for button in (self.new_campaign_button, self.open_campaign_button,
                       self.delete_campaign_button):
            camp_row.addWidget(button)
        camp_layout.addLayout(camp_row)

        self.game_list.currentRowChanged.connect(self._game_changed)
        self.game_list.itemDoubleClicked.connect(lambda _item: self._start())
        self.mode_combo.currentIndexChanged.connect(self._mode_changed)
        self.players_spin.valueChanged.connect(self._players_changed)
        self._update_save_buttons()
        self._update_campaign_buttons()

    # ----- games --------------------------------------------------------------------------
    def set_games(self, infos: list[GameInfo], problem: str = "") -> None:
        self.infos = list(infos)
        self.game_list.clear()
        for info in self.infos:
            item = QListWidgetItem(info.title)
            item.setData(DETAIL_ROLE, game_detail(info))
            item.setToolTip(info.summary or info.title)
            self.game_list.addItem(item)
        messages = [problem] if problem else []
        if not self.infos:
            messages.append("No games are installed in this build yet.")
        self.problem.setText(" ".join(messages))
        self.problem.setVisible(bool(messages))
        self._fit_game_list(force=True)  # new entries
        if self.infos:
            self.game_list.setCurrentRow(0)
        else:
            self._game_changed(-1)

    def _fit_game_list(self, force: bool = False) -> None:
        """Make the game list exactly as tall as its entries (they wrap with the width).
        Nothing to do when the entries, the list's width and the font are as at the last
        fit (the show and resize events of the start ask again for the same width)."""
        fitted = (self.game_list.width(), self.game_list.count(), self.font().key())
        if fitted == self._fitted and not force:
            return
        for _ in range(2):  # a vanishing scroll bar widens the rows: measure again
            self.game_list.doItemsLayout()
            self.game_list.setFixedHeight(max(80, self.game_list.content_height()))
        # lay out now (every nested layout), so the first frame shown is already right
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self._fitted = (self.game_list.width(), self.game_list.count(), self.font().key())

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        QTimer.singleShot(0, self._fit_game_list)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_game_list)

    def select(self, game_id: str, mode: str = "", players: int = 0) -> None:
        for row, info in enumerate(self.infos):
            if info.id == game_id:
                self.game_list.setCurrentRow(row)
                index = self.mode_combo.findData(mode)
                if index >= 0:
                    self.mode_combo.setCurrentIndex(index)
                if players:
                    self.players_spin.setValue(players)
                return

    def set_seat_names(self, names: list[str]) -> None:
        self.remembered_names = list(names)
        for field_, name in zip(self.seat_fields, names):
            field_.setText(name)

    def set_seat_kinds(self, kinds: list[str]) -> None:
        """Who played each seat last time (a person unless the computer did)."""
        self.seat_grid.set_kinds(kinds)

    @property
    def current_info(self) -> GameInfo | None:
        row = self.game_list.currentRow()
        return self.infos[row] if 0 <= row < len(self.infos) else None

    def _game_changed(self, _row: int) -> None:
        info = self.current_info
        self.mode_combo.blockSignals(True)
        self.mode_combo.clear()
        if info is not None:
            for mode in info.modes:
                self.mode_combo.addItem(mode.title, mode.id)
        self.mode_combo.blockSignals(False)
        self.summary.setText(info.summary if info else "")
        for widget in (self.mode_combo, self.players_spin, self.seed_edit, self.start_button):
            widget.setEnabled(info is not None)
        self._mode_changed()

    def _mode_changed(self, *_args: object) -> None:
        info = self.current_info
        mode = None
        if info is not None and self.mode_combo.count():
            mode = info.mode(self.mode_combo.currentData())
        if mode is None:
            self.players_spin.setRange(0, 0)
            self.mode_note.setText("")
        else:
            self.players_spin.setRange(mode.min_players, mode.max_players)
            counts = player_range(mode.min_players, mode.max_players)
            self.mode_note.setText(f"{mode.description} ({counts})".strip()
                                   if mode.description else counts)
        self._show_mode_counts(info, mode.id if mode else "")
        self._build_options(info, mode.id if mode else "")
        self._players_changed()

    def _show_mode_counts(self, info: GameInfo | None, mode_id: str) -> None:
        """The selected game's entry names the selected mode's player counts (the others
        their whole range)."""
        item = self.game_list.currentItem()
        if info is None or item is None:
            return
        detail = game_detail(info, mode_id)
        if item.data(DETAIL_ROLE) != detail:
            item.setData(DETAIL_ROLE, detail)
            for row, other in enumerate(self.infos):
                entry = self.game_list.item(row)
                if entry is not item and entry is not None:
                    entry.setData(DETAIL_ROLE, game_detail(other))
            QTimer.singleShot(0, lambda: self._fit_game_list(force=True))  # new texts

    def _players_changed(self, *_args: object) -> None:
        info = self.current_info
        count = self.players_spin.value() if info else 0
        roles = seat_roles(info.id, self.mode_combo.currentData(), count) if info else []
        self.seat_grid.show_rows(count)
        for i, label in enumerate(self.seat_grid.labels):
            role = roles[i] if i < len(roles) else ""
            label.setText(f"Player {i + 1} · {role}" if role else f"Player {i + 1}")
        self._show_options_for(count)

    def _option_applies(self, key: str) -> bool:
        """Whether the option matters for the chosen mode and player count."""
        option = self.option_infos.get(key)
        mode = self.mode_combo.currentData() or ""
        return option is not None and option.applies_to(mode, self.players_spin.value())

    def _show_options_for(self, count: int) -> None:
        """Show only the options that matter for ``count`` players (they keep their values
        while hidden, so going back to that count shows the player's choice again)."""
        shown = 0
        for key, widget in self.option_widgets.items():
            visible = self._option_applies(key)
            self.options_form.setRowVisible(widget, visible)
            shown += visible
        self.options_box.setVisible(shown > 0)
        self._offer_only_starting()

    def _allowed(self, key: str, values: list[Any]) -> list[Any]:
        """Which of ``values`` of option ``key`` the rules accept with the other choices (as
        the game declares them: no game is set up, nor its modules imported, to find out)."""
        info = self.current_info
        if info is None:
            return []
        mode, players = self.mode_combo.currentData() or "", self.players_spin.value()
        others = self.options()
        return [v for v in values if info.accepts(mode, players, {**others, key: v})]

    def _offer_only_starting(self, *_args: object) -> None:
        """Offer only option values the rules accept with the other choices: a value that
        would be refused is disabled (a choice, a check box) or out of range (a number); a
        chosen value that became impossible moves to the first possible one."""
        if getattr(self, "_offering", False) or self.current_info is None:
            return
        self._offering = True
        try:
            for settle in (True, False):
                for key, widget in self.option_widgets.items():
                    if self._option_applies(key):
                        self._offer(key, widget, settle)
        finally:
            self._offering = False

    def _offer(self, key: str, widget: QWidget, settle: bool) -> None:
        option = self.option_infos[key]
        if isinstance(widget, QComboBox):
            values = [widget.itemData(i) for i in range(widget.count())]
            allowed = self._allowed(key, values)
            model = widget.model()
            for i, value in enumerate(values):
                item = model.item(i) if hasattr(model, "item") else None
                if item is not None:
                    item.setEnabled(value in allowed)
            if settle and allowed and widget.currentData() not in allowed:
                widget.setCurrentIndex(values.index(allowed[0]))
        elif isinstance(widget, QSpinBox):
            low = option.low if option.low is not None else widget.minimum()
            high = option.high if option.high is not None else widget.maximum()
            if high - low > 50:
                return  # a wide number range: the rules bound it themselves
            allowed = self._allowed(key, list(range(low, high + 1)))
            if allowed:
                widget.setRange(min(allowed), max(allowed))
        elif isinstance(widget, QCheckBox):
            allowed = self._allowed(key, [False, True])
            if settle and allowed and widget.isChecked() not in allowed:
                widget.setChecked(allowed[0])
            widget.setEnabled(len(allowed) != 1)  # one possible value: nothing to choose

    def _build_options(self, info: GameInfo | None, mode: str) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        self.option_infos = {}
        # every option of the mode; _show_options_for hides those the player count rules out
        options = [o for o in (info.options if info else ()) if o.applies_to(mode)]
        remembered = self.option_memory(info.id) if info is not None else {}
        for option in options:
            widget = self._option_widget(option)
            if option.key in remembered:
                self._set_option_value(widget, remembered[option.key])
            self.option_widgets[option.key] = widget
            self.option_infos[option.key] = option
            self._watch(widget)
            if option.kind == "bool":
                self.options_form.addRow(widget)  # the check box carries its own title
            else:
                label = QLabel(option.title)
                label.setBuddy(widget)
                label.setToolTip(option.help)
                self.options_form.addRow(label, widget)
        self.options_box.setVisible(bool(options))

    def _watch(self, widget: QWidget) -> None:
        """Re-check what is offered whenever an option changes."""
        if isinstance(widget, QCheckBox):
            widget.toggled.connect(self._offer_only_starting)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self._offer_only_starting)
        elif isinstance(widget, QSpinBox):
            widget.valueChanged.connect(self._offer_only_starting)

    @staticmethod
    def _option_widget(option: OptionInfo) -> QWidget:
        widget: QWidget
        if option.kind == "bool":
            box = QCheckBox(option.title)
            box.setChecked(bool(option.default))
            widget = box
        elif option.kind == "choice":
            combo = QComboBox()
            for choice in option.choices:
                combo.addItem(option_choice_text(option, choice), choice)
            index = combo.findData(option.default)
            combo.setCurrentIndex(max(0, index))
            widget = combo
        else:
            spin = QSpinBox()
            spin.setRange(option.low if option.low is not None else -1_000_000,
                          option.high if option.high is not None else 1_000_000)
            spin.setValue(int(option.default or 0))
            widget = spin
        if option.help:
            widget.setToolTip(option.help)
            widget.setAccessibleDescription(option.help)
        return widget

    @staticmethod
    def _set_option_value(widget: QWidget, value: Any) -> None:
        """Show a remembered option value, if it is still a valid one (else keep the
        default)."""
        if isinstance(widget, QCheckBox) and isinstance(value, bool):
            widget.setChecked(value)
        elif isinstance(widget, QComboBox):
            index = widget.findData(value)
            if index >= 0:
                widget.setCurrentIndex(index)
        elif isinstance(widget, QSpinBox) and isinstance(value, int) and \
                not isinstance(value, bool):
            if widget.minimum() <= value <= widget.maximum():
                widget.setValue(value)

    def options(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for key, widget in self.option_widgets.items():
            if not self._option_applies(key):
                continue  # hidden for this player count: the game uses its own rule
            if isinstance(widget, QCheckBox):
                values[key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[key] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                values[key] = widget.value()
        return values

    def request(self) -> NewGameRequest | None:
        info = self.current_info
        if info is None or not self.mode_combo.count():
            return None
        count = self.players_spin.value()
        seats = [f.text().strip() or f"Player {i + 1}"
                 for i, f in enumerate(self.seat_fields[:count])]
        text = self.seed_edit.text().strip()
        seed = int(text) if text.isdigit() else random_seed()
        kinds = self.seat_grid.kinds(count)
        return NewGameRequest(info.id, self.mode_combo.currentData(), count, seats, seed,
                              self.options(), kinds if has_computer(kinds) else [])

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Enter starts the game from anywhere in the new-game form, and opens the chosen
        save or campaign when its list has the focus (the lists pass Enter on to us)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = QApplication.focusWidget() or self.focusWidget()
            if focus is self.saves_list:
                self._load()
                return
            if focus is self.campaign_list:
                self._open_campaign()
                return
            if focus is None or focus is self or self.new_box.isAncestorOf(focus):
                self._start()
                return
        super().keyPressEvent(event)

    def _start(self) -> None:
        request = self.request()
        if request is not None:
            self.start_requested.emit(request)

    # ----- saves --------------------------------------------------------------------------
    def set_saves(self, entries: list[SaveEntry], damaged: list[DamagedSave]) -> None:
        rows = [FileRow(entry.title, entry.detail, entry.path,
                        f"{entry.path}\n{entry.outcome}".strip()) for entry in entries]
        self.saves_note.setText(fill_file_list(
            self.saves_list, rows, damaged,
            f"{len(damaged)} file(s) cannot be read; they are kept as they are (delete them "
            f"here if you wish).",
            "Double-click a game (or press Enter) to continue it."))
        self._update_save_buttons()

    def selected_save(self) -> Path | None:
        return selected_path(self.saves_list)

    def _update_save_buttons(self) -> None:
        enable_for_selection(self.saves_list, self.load_button, self.delete_button)

    def _load(self) -> None:
        emit_selected(self.saves_list, self.load_requested)

    def _delete(self) -> None:
        emit_selected(self.saves_list, self.delete_requested)

    # ----- campaigns ----------------------------------------------------------------------
    def set_campaigns_available(self, available: bool, reason: str = "") -> None:
        """Hide the campaign box when The Brigade is not installed (or failed to load)."""
        self.campaign_box.setVisible(available)
        if not available and reason:
            self.campaign_box.setToolTip(reason)

    def set_campaigns(self, campaigns: list[CampaignFile], damaged: list[DamagedSave]) -> None:
        rows = [FileRow(campaign.full_name, campaign.detail, campaign.path, str(campaign.path))
                for campaign in campaigns]
        self.campaign_note.setText(fill_file_list(
            self.campaign_list, rows, damaged,
            f"{len(damaged)} campaign file(s) cannot be read; they are kept as they are.",
            "Double-click a campaign (or press Enter) to open it."))
        self._update_campaign_buttons()

    @staticmethod
    def _labels(widget: QListWidget) -> list[str]:
        """Each entry's title and detail line, as one text (tests, accessibility)."""
        out = []
        for i in range(widget.count()):
            item = widget.item(i)
            detail = item.data(DETAIL_ROLE)
            out.append(f"{item.text()} — {detail}" if detail else item.text())
        return out

    def save_labels(self) -> list[str]:
        return self._labels(self.saves_list)

    def campaign_labels(self) -> list[str]:
        return self._labels(self.campaign_list)

    def selected_campaign(self) -> Path | None:
        return selected_path(self.campaign_list)

    def _update_campaign_buttons(self) -> None:
        enable_for_selection(self.campaign_list, self.open_campaign_button,
                             self.delete_campaign_button)

    def _open_campaign(self) -> None:
        emit_selected(self.campaign_list, self.campaign_open_requested)

    def _delete_campaign(self) -> None:
        emit_selected(self.campaign_list, self.campaign_delete_requested)
