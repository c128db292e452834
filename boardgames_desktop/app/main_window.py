"""The main window: launcher and game pages, menus, saving and loading."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from boardgames_desktop import __version__
from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import GameInfo, GameState, SaveError, game_info, games, new_game
from boardgames_desktop.rules.registry import load_errors
from boardgames_desktop.storage import LoadedGame, SaveStore
from boardgames_desktop.storage.store import AUTOSAVE, slug
from boardgames_desktop.ui.dialogs import Dialogs

from .game_page import GamePage
from .launcher import LauncherPage, NewGameRequest
from .settings import AppSettings

APP_TITLE = "Boardgames Desktop"


def load_games() -> tuple[list[GameInfo], str]:
    """The registered games, and a message if some game failed to register."""
    errors = load_errors()
    problem = ""
    if errors:
        problem = "A game could not be loaded: " + "; ".join(errors.values())
    return games(), problem


def game_title(game_id: str) -> str:
    try:
        return game_info(game_id).title
    except ValueError:
        return game_id


def session_title(state: GameState) -> str:
    try:
        info = game_info(state.game_id)
        return f"{info.title} — {info.mode(state.mode).title}"
    except ValueError:
        return state.game_id


class MainWindow(QMainWindow):
    """``store``, ``settings`` and ``dialogs`` are injectable so tests never touch the user's
    files and never block on a modal dialog.  ``autosave=False`` turns autosaving off
    (headless screenshots)."""

    def __init__(self, store: SaveStore | None = None, settings: AppSettings | None = None,
                 dialogs: Dialogs | None = None, autosave: bool = True) -> None:
        super().__init__()
        self.store = store or SaveStore()
        self.settings = settings or AppSettings()
        self.dialogs = dialogs or Dialogs()
        self.autosave_enabled = autosave
        self.autosave_slot: Path | None = None
        self.current_save: Path | None = None  # where Save (Ctrl+S) writes
        self.controller: HotseatController | None = None
        self.setWindowTitle(APP_TITLE)
        self.resize(1280, 800)

        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        self.launcher = LauncherPage()
        self.game_page = GamePage()
        self.pages.addWidget(self.launcher)
        self.pages.addWidget(self.game_page)

        self.launcher.start_requested.connect(self.start_from_request)
        self.launcher.load_requested.connect(self.open_save)
        self.launcher.delete_requested.connect(self.delete_save)
        self.launcher.resume_requested.connect(self.show_game)
        self.game_page.status_message.connect(lambda text: self.statusBar().showMessage(text,
                                                                                        8000))
        self.game_page.game_finished.connect(self._finished)
        self.game_page.new_game_requested.connect(self.show_launcher)

        self._build_menus()
        infos, problem = load_games()
        self.launcher.set_games(infos, problem)
        names = self.settings.seat_names()
        if names:
            self.launcher.set_seat_names(names)
        last = self.settings.last_game()
        if last[0]:
            self.launcher.select(*last)
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.refresh_saves()
        self.show_launcher()

    # ----- menus --------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)  # shortcuts work in full screen without a menu bar too
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.new_action = self._action(game, "&New game…", self.show_launcher,
                                       QKeySequence.StandardKey.New, "Choose a game to start")
        self.open_action = self._action(game, "&Open…", self.open_dialog,
                                        QKeySequence.StandardKey.Open, "Open a saved game")
        self.save_action = self._action(game, "&Save", lambda: self.save_game(),
                                        QKeySequence.StandardKey.Save, "Save the game")
        self.save_as_action = self._action(game, "Save &as…", self.save_game_as,
                                           QKeySequence("Ctrl+Shift+S"), "Save to a file")
        game.addSeparator()
        self.replay_action = self._action(game, "&Replay this game", self.game_page.start_replay,
                                          None, "Step through the game from the start")
        game.addSeparator()
        self.quit_action = self._action(game, "&Quit", self.close, QKeySequence("Ctrl+Q"))
        edit = bar.addMenu("&Edit")
        self.undo_action = self._action(edit, "&Undo", self.game_page.undo,
                                        QKeySequence.StandardKey.Undo,
                                        "Take back the last action of this turn")
        view = bar.addMenu("&View")
        board = self.game_page.board
        self._action(view, "Zoom &in", board.zoom_in, QKeySequence.StandardKey.ZoomIn)
        self._action(view, "Zoom &out", board.zoom_out, QKeySequence.StandardKey.ZoomOut)
        self._action(view, "&Fit board to window", board.fit, QKeySequence("Ctrl+0"))
        view.addSeparator()
        self.fullscreen_action = self._action(view, "&Full screen", self.toggle_fullscreen,
                                              QKeySequence("F11"))
        self.fullscreen_action.setCheckable(True)
        help_menu = bar.addMenu("&Help")
        self._action(help_menu, "&About", self.about)
        self._update_actions()

    def _update_actions(self) -> None:
        in_game = self.controller is not None
        self.save_action.setEnabled(in_game)
        self.save_as_action.setEnabled(in_game)
        self.replay_action.setEnabled(in_game)
        self.undo_action.setEnabled(in_game)

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def about(self) -> None:
        names = ", ".join(info.title for info in load_games()[0]) or "none yet"
        self.dialogs.info(self, f"About {APP_TITLE}",
                          f"{APP_TITLE} {__version__}\n\nBoard games for one screen, played "
                          f"hot-seat.\nGames: {names}.\n\nSaves: {self.store.root}")

    # ----- pages --------------------------------------------------------------------------
    def show_launcher(self) -> None:
        self.refresh_saves()
        self.launcher.resume_button.setVisible(self.controller is not None)
        self.pages.setCurrentWidget(self.launcher)
        self.setWindowTitle(APP_TITLE)

    def show_game(self) -> None:
        self.pages.setCurrentWidget(self.game_page)
        if self.controller is not None:
            self.setWindowTitle(f"{self.controller.title} — {APP_TITLE}")

    def refresh_saves(self) -> None:
        try:
            entries, damaged = self.store.list_saves()
        except OSError as exc:
            entries, damaged = [], []
            self.statusBar().showMessage(f"The save folder cannot be read: {exc}", 8000)
        self.launcher.set_saves(entries, damaged)

    # ----- starting games -----------------------------------------------------------------
    def start_from_request(self, request: NewGameRequest) -> bool:
        try:
            state = new_game(request.game_id, request.mode, request.players, request.seed,
                             request.options)
        except Exception as exc:  # bad options or a bug in setup: tell, keep running
            self.dialogs.error(self, "Cannot start the game", str(exc) or type(exc).__name__)
            return False
        self.settings.set_seat_names(request.seats)
        self.settings.set_last_game(request.game_id, request.mode, request.players)
        slot = self.store.new_autosave_slot(request.game_id) if self.autosave_enabled else None
        self._begin(state, request.seats, session_title(state), slot)
        problem = self.game_page.problem
        self.statusBar().showMessage(f"New game, seed {request.seed}. {problem}".strip(), 10000)
        return True

    def start_state(self, state: GameState, seats: list[str] | None = None) -> None:
        """Show an already set-up state (command line, tests)."""
        slot = self.store.new_autosave_slot(state.game_id) if self.autosave_enabled else None
        self._begin(state, seats, session_title(state), slot)

    def _begin(self, state: GameState, seats: list[str] | None, title: str,
               slot: Path | None, save_path: Path | None = None) -> None:
        self.autosave_slot = slot
        self.current_save = save_path
        if slot is not None:
            try:
                self.store.prune_autosaves(protect=slot)
            except OSError:
                pass
        hook = self._autosave if slot is not None else None
        self.controller = HotseatController(state, seats, title, autosave=hook)
        self.game_page.start(self.controller)
        self.setWindowTitle(f"{title} — {APP_TITLE}")
        self._update_actions()
        self.show_game()

    def _autosave(self, state: GameState, seats: list[str], title: str) -> None:
        if self.autosave_slot is not None:
            self.store.write_autosave(self.autosave_slot, state, seats, title)

    def _finished(self, text: str) -> None:
        self.statusBar().showMessage(f"Game over. {text}", 15000)

    # ----- saving and loading -------------------------------------------------------------
    def save_game(self, path: str | Path | None = None) -> Path | None:
        """Save (to ``path``, else over this session's save file, else a new file)."""
        if self.controller is None:
            self.statusBar().showMessage("There is no game to save.", 5000)
            return None
        if path is None and self.current_save is not None:
            path = self.current_save
        try:
            written = self.store.save(self.controller.state, self.controller.seats,
                                      self.controller.title, path)
        except OSError as exc:
            self.dialogs.error(self, "Could not save", f"The game could not be saved: "
                               f"{exc.strerror or exc}")
            return None
        self.current_save = written
        self.statusBar().showMessage(f"Saved to {written}", 8000)
        return written

    def save_game_as(self) -> Path | None:
        if self.controller is None:
            return None
        self.store.ensure_folders()
        suggested = self.store.saves_dir / f"{slug(self.controller.title)}.json"
        path = self.dialogs.save_file(self, str(suggested))
        return self.save_game(path) if path else None

    def open_dialog(self) -> bool:
        self.store.ensure_folders()
        path = self.dialogs.open_file(self, str(self.store.saves_dir))
        return self.open_save(Path(path)) if path else False

    def open_save(self, path: str | Path) -> bool:
        """Load a save; on any problem show the message and change nothing."""
        try:
            loaded: LoadedGame = self.store.load(path)
        except SaveError as exc:
            self.dialogs.error(self, "Cannot open this save", str(exc))
            self.refresh_saves()
            return False
        # Continue writing to the same autosave slot when resuming an autosave.
        if not self.autosave_enabled:
            slot = None
        elif loaded.kind == AUTOSAVE:
            slot = loaded.path
        else:
            slot = self.store.new_autosave_slot(loaded.state.game_id)
        title = loaded.title if loaded.title != loaded.state.game_id else \
            session_title(loaded.state)
        self._begin(loaded.state, loaded.seats, title, slot,
                    loaded.path if loaded.kind != AUTOSAVE else None)
        problem = self.game_page.problem
        self.statusBar().showMessage(f"Loaded {Path(path).name}. {problem}".strip(), 10000)
        return True

    def delete_save(self, path: str | Path) -> bool:
        path = Path(path)
        if not self.dialogs.confirm(self, "Delete save", f"Delete {path.name}? This cannot be "
                                    f"undone."):
            return False
        try:
            self.store.delete(path)
        except SaveError as exc:
            self.dialogs.error(self, "Cannot delete", str(exc))
            return False
        self.refresh_saves()
        return True

    # ----- closing ------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        try:
            self.settings.set_geometry(self.saveGeometry())
            self.settings.sync()
        finally:
            super().closeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_fullscreen()
            return
        super().keyPressEvent(event)
