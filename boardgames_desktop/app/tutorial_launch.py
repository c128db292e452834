"""“Learn to play”: the Help menu entries and the launcher row that list the tutorials, and
starting or resuming one in the main window (kept here so the window needs one hook)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton

from boardgames_desktop.rules.errors import ResourceError

from .tutorial import GAMES, Tutorial, TutorialRunner, tutorials
from .tutorial_progress import save_progress, saved_progress

if TYPE_CHECKING:
    from .main_window import MainWindow

GAME_TITLES = {"flashpoint": "Flash Point", "brigade": "The Brigade", "emberheart": "Emberheart"}


def available() -> list[Tutorial]:
    try:
        return list(tutorials())
    except ResourceError:
        return []


def install(window: MainWindow, help_menu: QMenu) -> None:
    """Add “Learn to play” to the Help menu and to the launcher."""
    add_help_menu(window, help_menu)
    add_launcher_row(window)


def add_help_menu(window: MainWindow, help_menu: QMenu) -> None:
    """Help ▸ Learn to play (its entries are brought up to date each time it opens)."""
    menu = help_menu.addMenu("&Learn to play")
    menu.aboutToShow.connect(lambda: _fill_menu(window, menu))
    _fill_menu(window, menu)


def _fill_menu(window: MainWindow, menu: QMenu) -> None:
    menu.clear()
    for tut in available():
        place = saved_progress(window.settings, tut)
        text = tut.title + (" (resume)" if place else "")
        action = menu.addAction(text)
        action.setStatusTip(tut.summary)
        action.triggered.connect(lambda _=False, t=tut: start_tutorial(window, t))
    if not menu.actions():
        menu.addAction("No tutorials are installed.").setEnabled(False)


def add_launcher_row(window: MainWindow) -> None:
    """The launcher's “New here? Learn to play:” row, a button per game with tutorials."""
    launcher = window.launcher
    row = QHBoxLayout()
    row.setSpacing(8)
    label = QLabel("New here? Learn to play:")
    label.setStyleSheet("font-weight: bold; font-size: 11pt;")
    row.addWidget(label)
    launcher.tutorial_buttons = []
    for game in GAMES:
        mine = [t for t in available() if t.game == game]
        if not mine:
            continue
        button = QPushButton(GAME_TITLES.get(game, game))
        button.setToolTip("\n".join(f"{t.title}: {t.summary}" for t in mine))
        button.setStyleSheet("padding: 4px 12px;")
        if len(mine) == 1:
            button.clicked.connect(lambda _=False, t=mine[0]: start_tutorial(window, t))
        else:
            menu = QMenu(button)
            for tut in mine:
                action = menu.addAction(tut.title)
                action.triggered.connect(lambda _=False, t=tut: start_tutorial(window, t))
            button.setMenu(menu)
        row.addWidget(button)
        launcher.tutorial_buttons.append(button)
    row.addStretch(1)
    outer = launcher.layout()
    outer.insertLayout(outer.indexOf(launcher.resume_button) + 1, row)


def start_tutorial(window: MainWindow, tutorial: Tutorial, resume: bool = True) -> bool:
    """Show ``tutorial`` in the window (at the player's saved place when ``resume``)."""
    from .tutorial_panel import TutorialPanel  # its widgets: when a tutorial starts

    try:
        place = saved_progress(window.settings, tutorial) if resume else None
        runner = (TutorialRunner.resume(tutorial, place) if place
                  else TutorialRunner(tutorial))
    except Exception as exc:  # a damaged tutorial file: tell, keep running
        window.dialogs.error(window, "Cannot start the tutorial", str(exc))
        return False
    players = runner.state.players
    if players > 1:
        seats = [f"Player {p + 1}" for p in range(players)]
    else:  # a game that calls its only seat "You" already keeps its own name
        seats = [] if runner.state.player_name(0).startswith("You") else ["You"]
    window._begin(runner.state, seats,
                  f"Tutorial: {tutorial.title}", None)
    panel = TutorialPanel(runner, on_leave=window.show_launcher,
                          on_real_game=lambda t: _real_game(window, t),
                          on_progress=lambda r: save_progress(window.settings, r))
    panel.attach(window.game_page)
    return True


def _real_game(window: MainWindow, tutorial: Tutorial) -> None:
    from .tutorial_panel import real_game_state

    try:
        state = real_game_state(tutorial)
    except Exception as exc:  # noqa: BLE001 - options of a tutorial file: tell, keep running
        window.dialogs.error(window, "Cannot start the game", str(exc))
        return
    window.start_state(state, window.settings.seat_names() or None)
