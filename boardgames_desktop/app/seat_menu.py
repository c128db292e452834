"""Menu entries for computer seats: Game ▸ Hint, Game ▸ Hand seat to the computer, Game ▸
Take over seat, and View ▸ Computer pace.  The seat menus are rebuilt each time they open,
from the running game's seats."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from boardgames_desktop.hotseat.seats import (
    PACE_TITLES,
    PACES,
    PERSON,
    computer_levels,
    kind_title,
)

if TYPE_CHECKING:
    from .main_window import MainWindow


class SeatMenus:
    """The menu entries of one main window (``window.seat_menus``)."""

    def __init__(self, window: MainWindow, game: QMenu, view: QMenu) -> None:
        self.window = window
        game.addSeparator()
        self.hint_action = QAction("&Hint: what would the computer do?", window)
        self.hint_action.setShortcut(QKeySequence("Ctrl+H"))
        self.hint_action.setStatusTip("The Normal computer player suggests a move for the "
                                      "person whose turn it is, from their seat only")
        self.hint_action.triggered.connect(lambda: window.game_page.computer.ask_hint())
        game.addAction(self.hint_action)
        window.addAction(self.hint_action)  # Ctrl+H works in full screen too
        self.hand_menu = game.addMenu("Hand seat to the &computer")
        self.hand_menu.aboutToShow.connect(self._fill_hand_menu)
        self.take_menu = game.addMenu("&Take over seat")
        self.take_menu.aboutToShow.connect(self._fill_take_menu)

        pace_menu = view.addMenu("Computer &pace")
        pace_menu.setToolTipsVisible(True)
        group = QActionGroup(window)
        self.pace_actions: dict[str, QAction] = {}
        chosen = window.settings.computer_pace()
        chosen = chosen if chosen in PACES else "normal"
        for pace, title in PACE_TITLES.items():
            action = QAction(title, window)
            action.setCheckable(True)
            action.setChecked(pace == chosen)
            action.setStatusTip(f"Each computer move stays on the board {PACES[pace]:g} s "
                                "before the next" if PACES[pace] else
                                "Computer moves follow each other at once")
            action.triggered.connect(lambda _=False, p=pace: self.set_pace(p))
            group.addAction(action)
            pace_menu.addAction(action)
            self.pace_actions[pace] = action
        self.pace = chosen  # the game page takes it when it is made
        self.update()

    def set_pace(self, pace: str) -> None:
        self.window.settings.set_computer_pace(pace)
        self.pace = pace
        if self.window.has_game_page:
            self.window.game_page.computer.set_pace(pace)
        self.pace_actions[pace].setChecked(True)

    def update(self) -> None:
        in_game = self.window.controller is not None
        for item in (self.hint_action, self.hand_menu.menuAction(),
                     self.take_menu.menuAction()):
            item.setEnabled(in_game)

    # ----- seat menus ----------------------------------------------------------------------
    def _fill_hand_menu(self) -> None:
        """One submenu per person's seat, with the three levels."""
        self.hand_menu.clear()
        controller = self.window.controller
        if controller is None:
            return
        for seat in controller.people:
            sub = self.hand_menu.addMenu(controller.display_name(seat))
            for level in computer_levels():
                action = sub.addAction(kind_title(level))
                action.triggered.connect(lambda _=False, s=seat, k=level: self.set_kind(s, k))
        if not controller.people:
            self.hand_menu.addAction("Every seat is the computer's").setEnabled(False)

    def _fill_take_menu(self) -> None:
        self.take_menu.clear()
        controller = self.window.controller
        if controller is None:
            return
        computers = [p for p in range(controller.state.players) if controller.is_computer(p)]
        for seat in computers:
            action = self.take_menu.addAction(
                f"{controller.display_name(seat)} ({kind_title(controller.kinds[seat])})")
            action.triggered.connect(lambda _=False, s=seat: self.set_kind(s, PERSON))
        if not computers:
            self.take_menu.addAction("Every seat is a person's").setEnabled(False)

    def set_kind(self, seat: int, kind: str) -> None:
        """Change who plays ``seat`` now, and keep it in the save or campaign at once."""
        window = self.window
        controller = window.controller
        if controller is None:
            return
        controller.set_kind(seat, kind)
        window.keep_seat_kinds()
        name = controller.seat_name(seat)
        window.statusBar().showMessage(
            f"{name} is now played by a person." if kind == PERSON
            else f"The computer ({kind_title(kind)}) now plays {name}.", 8000)
