"""The main window: launcher and game pages, menus, saving and loading, and the campaign flow
(new campaign → timeline → chapter intro → chapter → debrief → timeline …, the ending after
the last chapter; every action of a chapter is kept inside the campaign file).  Campaigns
arrive through the rules package's campaign contract: no game is imported here."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget

from boardgames_desktop.rules import GameInfo, SaveError, game_info, games, new_game
from boardgames_desktop.rules.campaign import RETRY_FORGIVING
from boardgames_desktop.rules.registry import load_errors
from boardgames_desktop.storage import CampaignFile, CampaignStore, LoadedGame, SaveStore
from boardgames_desktop.storage.campaigns import default_campaign
from boardgames_desktop.storage.locking import StaleFileError
from boardgames_desktop.storage.store import AUTOSAVE, slug
from boardgames_desktop.ui.animation_speed import speed_override
from boardgames_desktop.ui.dialogs import Dialogs
from boardgames_desktop.version import app_version

from .launcher import LauncherPage, NewGameRequest, random_seed
from .settings import AppSettings
from .tutorial_launch import add_launcher_row

if TYPE_CHECKING:  # the pages of a game and of a campaign are made when first shown
    from PySide6.QtGui import QAction

    from boardgames_desktop.hotseat import HotseatController
    from boardgames_desktop.rules.state import GameState
    from boardgames_desktop.storage.journal import JournalWriter

    from .campaign_page import CampaignPage, NewCampaignPage, NewCampaignRequest
    from .campaign_text_page import CampaignTextPage
    from .game_page import GamePage
    from .reference_dialog import ReferenceDialog
    from .seat_menu import SeatMenus
    from .text_size import TextSizeMenu

    #: new campaign, the campaign's timeline, and the texts before, after and at the end
    CampaignPages = tuple[NewCampaignPage, CampaignPage, CampaignTextPage, CampaignTextPage,
                          CampaignTextPage]

APP_TITLE = "Boardgames Desktop"
KEYS = "\n".join([
    "Keys:",
    "Enter — start the game; lift the pass-the-screen curtain",
    "Ctrl+Z — undo (within your turn, never past dice or a revealed card)",
    "Esc — cancel a choice; leave the replay; leave full screen",
    "← / → — step through a replay",
    "Ctrl+L — show or hide the game log",
    "Ctrl+H — a hint: what the computer would do in your seat",
    "Ctrl +, Ctrl −, Ctrl+0 — zoom in, out, fit the board",
    "F1 — the rules reference, at what you are doing",
    "F11 — full screen · Ctrl+S save · Ctrl+O open · Ctrl+N new game",
])
NOTHING_CHANGED = ("Nothing was changed: the file stays as it is, and the game on screen and "
                   "your other saves are untouched.")


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


def campaign_available(infos: list[GameInfo]) -> bool:
    """Whether some loaded game declares a campaign (rules/campaign.py)."""
    return any(info.campaign is not None for info in infos)


def session_title(state: GameState) -> str:
    try:
        info = game_info(state.game_id)
        return f"{info.title} — {info.mode(state.mode).title}"
    except ValueError:
        return state.game_id


class MainWindow(QMainWindow):
    """``store``, ``settings`` and ``dialogs`` are injectable so tests never touch the user's
    files and never block on a modal dialog.  ``autosave=False`` turns autosaving off
    (headless screenshots).  ``build_later=True`` leaves what the first frame does not show
    (the menus' entries and shortcuts, accessible names) to :meth:`finish_building`, which
    the app calls once that frame is on screen."""

    seat_menus: SeatMenus
    text_size_menu: TextSizeMenu
    speed_actions: dict[str, QAction]

    def __init__(self, store: SaveStore | None = None, settings: AppSettings | None = None,
                 dialogs: Dialogs | None = None, autosave: bool = True,
                 build_later: bool = False) -> None:
        super().__init__()
        self.store = store or SaveStore()
        self.store.clean_leftovers()  # .part files of writes a crash interrupted
        self.settings = settings or AppSettings()
        self.dialogs = dialogs or Dialogs()
        self.autosave_enabled = autosave
        self.autosave_slot: Path | None = None
        self.journal: JournalWriter | None = None
        self.current_save: Path | None = None  # where Save (Ctrl+S) writes
        self.controller: HotseatController | None = None
        self.campaigns = CampaignStore(self.store)
        self.campaign: CampaignFile | None = None  # the campaign on the campaign screen
        self.playing_campaign: CampaignFile | None = None  # whose chapter self.controller is
        self.stale_warned: set[Path] = set()  # files whose refused write was reported
        self.setWindowTitle(APP_TITLE)
        self.resize(1280, 800)

        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        self.launcher = LauncherPage()
        self.pages.addWidget(self.launcher)
        self._game_page: GamePage | None = None
        self._campaign_pages: CampaignPages | None = None
        self._speed = "normal"

        self.launcher.start_requested.connect(self.start_from_request)
        self.launcher.load_requested.connect(self.open_save)
        self.launcher.delete_requested.connect(self.delete_save)
        self.launcher.resume_requested.connect(self.show_game)
        self.reference: ReferenceDialog | None = None
        self.launcher.new_campaign_requested.connect(self.show_new_campaign)
        self.launcher.campaign_open_requested.connect(self.open_campaign)
        self.launcher.campaign_delete_requested.connect(self.delete_campaign)

        self._built = False
        self._menus = self._build_menu_bar()
        add_launcher_row(self)  # "New here? Learn to play"
        infos, problem = load_games()
        self.launcher.option_memory = self.settings.last_options
        self.launcher.set_games(infos, problem)
        self.launcher.set_campaigns_available(campaign_available(infos),
                                              "No game with a campaign is available.")
        campaign_info = self._campaign_info = \
            default_campaign() if campaign_available(infos) else None
        if campaign_info is not None:
            self.launcher.campaign_box.setTitle(
                f"Campaign: {campaign_info.title} ({game_title(campaign_info.game_id)})")
        names = self.settings.seat_names()
        if names:
            self.launcher.set_seat_names(names)
        self.launcher.set_seat_kinds(self.settings.seat_kinds())
        last = self.settings.last_game()
        if last[0]:
            self.launcher.select(*last)
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.refresh_saves()
        self.show_launcher()
        if not build_later:
            self.finish_building()

    def finish_building(self) -> None:
        """What the first frame does not show: the menus' entries with their shortcuts, and
        an accessible name for every widget (a screen reader can say what each one is).
        Done once; anything that needs the menus calls it first."""
        if self._built:
            return
        self._built = True
        self._fill_menus(*self._menus)
        self.log_action.setChecked(self.settings.log_visible())
        _name_widgets(self)

    # ----- pages made when first needed (a faster start to the launcher) -------------------
    @property
    def game_page(self) -> GamePage:
        if self._game_page is None:
            self._game_page = self._make_game_page()
        return self._game_page

    @property
    def has_game_page(self) -> bool:
        return self._game_page is not None

    def _make_game_page(self) -> GamePage:
        from .game_page import GamePage

        self.finish_building()  # (the page takes the menus' settings)
        page = GamePage()
        self.pages.addWidget(page)
        page.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        page.game_finished.connect(self._finished)
        page.new_game_requested.connect(self._after_game)
        page.rematch_requested.connect(self.rematch)
        page.rules_requested.connect(self.show_rules)
        page.set_animation_speed(self._speed)
        page.side_width = self.settings.side_width() or None
        page.set_log_visible(self.settings.log_visible())
        page.computer.set_pace(self.seat_menus.pace)
        page.computer.hint_asked.connect(self.keep_seat_kinds)  # the log's hint line too
        page.log_toggle.toggled.connect(self.log_action.setChecked)
        return page

    def _campaign_page_set(self) -> CampaignPages:
        if self._campaign_pages is None:
            self._campaign_pages = self._make_campaign_pages()
        return self._campaign_pages

    def _make_campaign_pages(self) -> CampaignPages:
        from .campaign_page import CampaignPage, NewCampaignPage
        from .campaign_text_page import CampaignTextPage

        new, board = NewCampaignPage(), CampaignPage()
        intro, debrief, ending = CampaignTextPage(), CampaignTextPage(), CampaignTextPage()
        for page in (new, board, intro, debrief, ending):
            self.pages.addWidget(page)
        new.set_campaign_info(self._campaign_info)
        names = self.settings.seat_names()
        if names:
            new.set_seat_names(names)
        new.create_requested.connect(self.create_campaign)
        new.cancel_requested.connect(self.show_launcher)
        board.play_requested.connect(self.show_intro)
        board.retry_requested.connect(self.retry_chapter)
        board.ending_requested.connect(self.show_ending)
        board.final_board_requested.connect(self.show_game)
        board.back_requested.connect(self.show_launcher)
        intro.primary_requested.connect(self.play_chapter)
        intro.secondary_requested.connect(self.show_campaign)
        intro.back_requested.connect(self.show_campaign)
        debrief.primary_requested.connect(self._after_debrief)
        debrief.secondary_requested.connect(self.retry_chapter)
        debrief.third_requested.connect(self.show_game)
        debrief.back_requested.connect(self.show_campaign)
        ending.primary_requested.connect(self.show_campaign)
        ending.secondary_requested.connect(self.show_game)
        ending.back_requested.connect(self.show_campaign)
        _name_widgets(self)
        return new, board, intro, debrief, ending

    @property
    def new_campaign_page(self) -> NewCampaignPage:
        return self._campaign_page_set()[0]

    @property
    def campaign_page(self) -> CampaignPage:
        return self._campaign_page_set()[1]

    @property
    def intro_page(self) -> CampaignTextPage:
        """Before a chapter."""
        return self._campaign_page_set()[2]

    @property
    def debrief_page(self) -> CampaignTextPage:
        """After a chapter."""
        return self._campaign_page_set()[3]

    @property
    def ending_page(self) -> CampaignTextPage:
        """After the last chapter."""
        return self._campaign_page_set()[4]

    # ----- menus --------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)  # shortcuts work in full screen without a menu bar too
        return action

    def _build_menu_bar(self) -> tuple[QMenu, QMenu, QMenu, QMenu]:
        """The menu bar's titles (their entries: :meth:`_fill_menus`)."""
        bar = self.menuBar()
        return (bar.addMenu("&Game"), bar.addMenu("&Edit"), bar.addMenu("&View"),
                bar.addMenu("&Help"))

    def _fill_menus(self, game: QMenu, edit: QMenu, view: QMenu, help_menu: QMenu) -> None:
        from PySide6.QtGui import QKeySequence

        from boardgames_desktop.ui.animate_menu import add_speed_menu

        from .seat_menu import SeatMenus
        from .text_size import TextSizeMenu
        from .tutorial_launch import add_help_menu

        self.new_action = self._action(game, "&New game…", self.show_launcher,
                                       QKeySequence.StandardKey.New, "Choose a game to start")
        self.open_action = self._action(game, "&Open…", self.open_dialog,
                                        QKeySequence.StandardKey.Open, "Open a saved game")
        self.save_action = self._action(game, "&Save", lambda: self.save_game(),
                                        QKeySequence.StandardKey.Save, "Save the game")
        self.save_as_action = self._action(game, "Save &as…", self.save_game_as,
                                           QKeySequence("Ctrl+Shift+S"), "Save to a file")
        self.campaign_action = self._action(game, "&Campaign story", self._show_playing_campaign,
                                            QKeySequence("Ctrl+K"),
                                            "The story so far of the campaign being played")
        game.addSeparator()
        self.replay_action = self._action(game, "&Replay this game",
                                          lambda: self.game_page.start_replay(),
                                          None, "Step through the game from the start")
        game.addSeparator()
        self.quit_action = self._action(game, "&Quit", self.close, QKeySequence("Ctrl+Q"))
        self.undo_action = self._action(edit, "&Undo", lambda: self.game_page.undo(),
                                        QKeySequence.StandardKey.Undo,
                                        "Take back the last action of this turn")
        zoom_in = self._action(view, "Zoom &in", lambda: self._on_board("zoom_in"),
                               QKeySequence.StandardKey.ZoomIn)
        zoom_in.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn),
                              QKeySequence("Ctrl+=")])  # Ctrl + without Shift
        self._action(view, "Zoom &out", lambda: self._on_board("zoom_out"),
                     QKeySequence.StandardKey.ZoomOut)
        self._action(view, "&Fit board to window", lambda: self._on_board("fit"),
                     QKeySequence("Ctrl+0"))
        view.addSeparator()
        self.log_action = self._action(view, "Game &log", self._set_log_visible,
                                       QKeySequence("Ctrl+L"), "Show or hide the game log")
        self.log_action.setCheckable(True)
        self.speed_actions = add_speed_menu(view, self, self._starting_speed(),
                                            self.set_animation_speed)
        self.fullscreen_action = self._action(view, "&Full screen", self.toggle_fullscreen,
                                              QKeySequence("F11"))
        self.fullscreen_action.setCheckable(True)
        self.seat_menus = SeatMenus(self, game, view)
        self.text_size_menu = TextSizeMenu(self.settings.q, self)
        view.addMenu(self.text_size_menu)
        add_help_menu(self, help_menu)  # "Learn to play"
        self.rules_action = self._action(help_menu, "&Rules…", lambda: self.show_rules(),
                                         QKeySequence.StandardKey.HelpContents,
                                         "The rules of each game, to browse and search (F1)")
        self._action(help_menu, "&About", self.about)
        self._update_actions()

    def _on_board(self, method: str) -> None:
        """A View menu command for the board (nothing to zoom before a game is shown)."""
        if self._game_page is not None:
            getattr(self._game_page.board, method)()

    def _set_log_visible(self, visible: bool) -> None:
        if self._game_page is not None:
            self._game_page.set_log_visible(visible)
        else:
            self.settings.set_log_visible(visible)

    def _starting_speed(self) -> str:
        self._speed = speed_override() or self.settings.animation_speed()
        return self._speed

    def set_animation_speed(self, speed: str) -> None:
        """View → Movement: remembered, and applied from the next move."""
        self.settings.set_animation_speed(speed)
        self._speed = speed
        if self._game_page is not None:
            self._game_page.set_animation_speed(speed)
        self.speed_actions[speed].setChecked(True)

    def _update_actions(self) -> None:
        self.finish_building()
        in_game = self.controller is not None
        self.save_action.setEnabled(in_game)
        self.save_as_action.setEnabled(in_game)
        self.replay_action.setEnabled(in_game)
        self.undo_action.setEnabled(in_game)
        self.campaign_action.setEnabled(self.in_campaign)
        self.seat_menus.update()

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def about(self) -> None:
        names = ", ".join(info.title for info in load_games()[0]) or "none yet"
        self.dialogs.info(self, f"About {APP_TITLE}",
                          f"{APP_TITLE} {app_version()}\n\nBoard games for one screen, played "
                          f"hot-seat.\nGames: {names}.\n\n{KEYS}\n\nSaves: {self.store.root}")

    # ----- pages --------------------------------------------------------------------------
    def show_launcher(self) -> None:
        self.refresh_saves()
        self.launcher.resume_button.setVisible(self.controller is not None)
        if self.controller is not None:
            self.launcher.resume_button.setText(f"▶ Back to {self.controller.title}")
        self.pages.setCurrentWidget(self.launcher)
        self.setWindowTitle(APP_TITLE)

    def show_game(self) -> None:
        self.pages.setCurrentWidget(self.game_page)
        _name_widgets(self)  # (widgets made since: the menu bar's overflow menu…)
        if self.controller is not None:
            self.setWindowTitle(f"{self.controller.title} — {APP_TITLE}")

    def refresh_saves(self) -> None:
        try:
            entries, damaged = self.store.list_saves()
        except OSError as exc:
            entries, damaged = [], []
            self.statusBar().showMessage(f"The save folder cannot be read: {exc}", 8000)
        self.launcher.set_saves(entries, damaged)
        try:
            campaigns, bad = self.campaigns.list_campaigns()
        except OSError as exc:
            campaigns, bad = [], []
            self.statusBar().showMessage(f"The campaigns folder cannot be read: {exc}", 8000)
        self.launcher.set_campaigns(campaigns, bad)

    # ----- starting games -----------------------------------------------------------------
    def start_from_request(self, request: NewGameRequest) -> bool:
        try:
            state = new_game(request.game_id, request.mode, request.players, request.seed,
                             request.options)
        except Exception as exc:  # bad options or a bug in setup: tell, keep running
            self.dialogs.error(self, "Cannot start the game", str(exc) or type(exc).__name__)
            return False
        self.settings.set_seat_names(request.seats)
        self.settings.set_seat_kinds(request.kinds)
        self.settings.set_last_game(request.game_id, request.mode, request.players)
        self.settings.set_last_options(request.game_id, request.options)
        slot = self.store.new_autosave_slot(request.game_id) if self.autosave_enabled else None
        self._begin(state, request.seats, session_title(state), slot, kinds=request.kinds)
        problem = self.game_page.problem
        self.statusBar().showMessage(f"New game, seed {request.seed}. {problem}".strip(), 10000)
        return True

    def start_state(self, state: GameState, seats: list[str] | None = None,
                    kinds: list[str] | None = None) -> None:
        """Show an already set-up state (command line, tests)."""
        slot = self.store.new_autosave_slot(state.game_id) if self.autosave_enabled else None
        self._begin(state, seats, session_title(state), slot, kinds=kinds)

    def _begin(self, state: GameState, seats: list[str] | None, title: str,
               slot: Path | None, save_path: Path | None = None,
               campaign: CampaignFile | None = None, kinds: list[str] | None = None,
               notes: dict[int, str] | None = None) -> None:
        """Show ``state`` in a new session; a campaign chapter saves into its campaign;
        ``notes``: a loaded game's computer explanations (``storage/move_notes.py``)."""
        self._finish_journal()
        self.autosave_slot = slot
        self.current_save = save_path
        if slot is not None:
            try:
                self.store.prune_autosaves(protect=slot)
            except OSError:
                pass
        hook = self._autosave if slot is not None else None
        if campaign is not None:
            hook = self._campaign_autosave
        self.playing_campaign = campaign
        from boardgames_desktop.hotseat import HotseatController

        self.controller = HotseatController(state, seats, title, autosave=hook, kinds=kinds,
                                            notes=notes)
        self.game_page.set_after_game("Back to the campaign" if campaign else "New game")
        self.game_page.start(self.controller)
        self.setWindowTitle(f"{title} — {APP_TITLE}")
        self._update_actions()
        self.show_game()

    def _autosave(self, state: GameState, seats: list[str], title: str) -> None:
        """Append the change to the session's autosave journal (constant cost per action)."""
        if self.autosave_slot is None:
            return
        if self.journal is None or self.journal.path != self.autosave_slot:
            self._finish_journal()
            kinds = self.controller.kinds if self.controller is not None else None
            notes = self.controller.move_notes if self.controller is not None else None
            self.journal = self.store.journal(self.autosave_slot, seats, title, kinds, notes)
        with self._reporting_stale(self.autosave_slot):
            self.journal.record(state)

    def keep_seat_kinds(self) -> None:
        """A seat went to the computer or back to a person, or a person asked for a hint:
        write it into the autosave (or the campaign) now, not only after the next move."""
        controller = self.controller
        if controller is None:
            return
        try:
            if self.in_campaign:
                self._campaign_autosave(controller.state, controller.seats, controller.title)
            elif self.journal is not None:
                with self._reporting_stale(self.journal.path):
                    self.journal.compact(controller.state)
        except OSError as exc:
            self.statusBar().showMessage(f"Autosave failed: {exc}", 8000)

    def _finish_journal(self) -> None:
        """Compact the running autosave journal into a plain save (session end, closing)."""
        journal, self.journal = self.journal, None
        if journal is None:
            return
        try:
            if self.controller is not None:
                journal.finish(self.controller.state)
            else:
                journal.close()
        except OSError as exc:  # the journal itself stays loadable
            journal.close()
            self.statusBar().showMessage(f"Autosave could not be compacted: {exc}", 8000)

    @contextmanager
    def _reporting_stale(self, path: Path | None) -> Iterator[None]:
        """A write refused because another copy saved the file since: say so once (a
        dialog), then let the caller report it as a failed save as usual."""
        try:
            yield
        except StaleFileError as exc:
            if path is not None and path not in self.stale_warned:
                self.stale_warned.add(path)
                self.dialogs.error(self, "Not saved: a newer copy exists", str(exc))
            raise

    def _finished(self, text: str) -> None:
        self.statusBar().showMessage(f"Game over. {text}", 15000)
        if not self.in_campaign:
            self.game_page.show_results()
        if self.in_campaign:
            # the autosave hook has recorded the result and saved the campaign already
            self.campaign = self.playing_campaign
            self.show_debrief()

    def show_rules(self, section: str | None = None) -> ReferenceDialog:
        """The rules reference at the running game and mode, at ``section`` (default: what
        the game page is doing: a refusal's rule or the actions on offer)."""
        state = self.controller.state if self.controller is not None else None
        if state is not None and not section:
            section = self.game_page.rules_section()
        game = state.game_id if state is not None else self.launcher_game()
        from .reference_dialog import open_reference  # (the reference's pictures and data)

        self.reference = open_reference(self.reference, self, load_games()[0], game,
                                        state.mode if state is not None else None, section)
        return self.reference

    def launcher_game(self) -> str | None:
        """The game chosen in the launcher (the reference opens there without a game)."""
        return self.settings.last_game()[0] or None

    def rematch(self) -> bool:
        """The same game, mode, players, options and names with a new seed."""
        if self.controller is None:
            return False
        old = self.controller.state
        try:
            state = new_game(old.game_id, old.mode, old.players, random_seed(),
                             dict(old.options))
        except Exception as exc:  # a bug in setup: tell, keep the finished game
            self.dialogs.error(self, "Cannot start the rematch", str(exc) or type(exc).__name__)
            return False
        slot = self.store.new_autosave_slot(state.game_id) if self.autosave_enabled else None
        self._begin(state, list(self.controller.seats), session_title(state), slot)
        self.statusBar().showMessage(f"Rematch, seed {state.seed}.", 10000)
        return True

    def _after_game(self) -> None:
        """The game-over banner's second button."""
        if self.in_campaign:
            self.campaign = self.playing_campaign
            self.show_campaign(just_finished=True)
        else:
            self.show_launcher()

    # ----- Rise of the Phoenix ------------------------------------------------------------
    @property
    def in_campaign(self) -> bool:
        """Whether the running game is a chapter of a campaign (saved into the campaign)."""
        return self.controller is not None and self.playing_campaign is not None

    def _show_playing_campaign(self) -> None:
        if self.in_campaign:
            self.campaign = self.playing_campaign
            self.show_campaign(just_finished=self.controller is not None
                               and self.controller.state.is_over)

    def show_new_campaign(self) -> None:
        self.pages.setCurrentWidget(self.new_campaign_page)
        self.setWindowTitle(f"New campaign — {APP_TITLE}")

    def show_campaign(self, just_finished: bool = False) -> None:
        if self.campaign is None:
            self.show_launcher()
            return
        self.campaign_page.show_campaign(self.campaign, just_finished and self._board_kept())
        self.pages.setCurrentWidget(self.campaign_page)
        self.setWindowTitle(f"{self.campaign.full_name} — {APP_TITLE}")

    def _board_kept(self) -> bool:
        """Whether the campaign on screen has its finished chapter's board to look at."""
        return (self.in_campaign and self.playing_campaign is self.campaign
                and self.controller is not None and self.controller.state.is_over)

    def show_intro(self) -> bool:
        """The next chapter's intro (a chapter left in the middle just continues)."""
        campaign = self.campaign
        if campaign is None or campaign.info is None or campaign.progress.finished:
            return False
        if campaign.progress.chapter_save:
            return self.play_chapter()
        try:
            page = campaign.info.intro(campaign.progress)
        except Exception as exc:  # a missing or broken text resource: play without it
            self.statusBar().showMessage(f"The chapter's introduction cannot be shown: "
                                         f"{exc}", 8000)
            return self.play_chapter()
        chapter = campaign.progress.next_chapter
        self.intro_page.show_page(page, campaign.full_name,
                                  (f"Begin chapter {chapter}", "Back to the campaign", ""))
        self.pages.setCurrentWidget(self.intro_page)
        self.setWindowTitle(f"{page.heading} — {APP_TITLE}")
        return True

    def show_debrief(self) -> bool:
        """The debrief of the chapter just recorded (the timeline when there is none)."""
        campaign = self.campaign
        if campaign is None or campaign.info is None or not campaign.progress.results:
            self.show_campaign(just_finished=True)
            return False
        progress = campaign.progress
        page = campaign.info.debrief(progress, len(progress.results) - 1)
        primary = "Read the ending" if progress.finished else "Continue to the campaign"
        retry = f"Play chapter {progress.results[-1].chapter} again" \
            if progress.can_retry() else ""
        board = "Look at the final board" if self._board_kept() else ""
        self.debrief_page.show_page(page, campaign.full_name, (primary, retry, board))
        self.pages.setCurrentWidget(self.debrief_page)
        self.setWindowTitle(f"{page.heading} — {APP_TITLE}")
        return True

    def _after_debrief(self) -> None:
        if self.campaign is not None and self.campaign.progress.finished:
            self.show_ending()
        else:
            self.show_campaign(just_finished=True)

    def show_ending(self) -> bool:
        """The campaign's own ending (success or failure) and its summary."""
        campaign = self.campaign
        if campaign is None or campaign.info is None or not campaign.progress.finished:
            return False
        page = campaign.info.ending(campaign.progress)
        board = "Look at the final board" if self._board_kept() else ""
        self.ending_page.show_page(page, campaign.full_name, ("Back to the campaign", board, ""))
        self.pages.setCurrentWidget(self.ending_page)
        self.setWindowTitle(f"{page.heading} — {APP_TITLE}")
        return True

    def retry_chapter(self) -> bool:
        """Forgiving campaigns: take back the lost chapter and show its intro again."""
        campaign = self.campaign
        if campaign is None:
            return False
        if not campaign.progress.can_retry():
            self.dialogs.error(self, "Cannot play the chapter again",
                               "This campaign was started as strict: a lost chapter stays "
                               "lost and the campaign moves on."
                               if campaign.progress.retry != RETRY_FORGIVING else
                               "Only the chapter just lost can be played again.")
            return False
        before = campaign.progress.to_json()
        campaign.progress.retry_chapter()
        try:
            with self._reporting_stale(campaign.path):
                self.campaigns.write(campaign)
        except OSError as exc:
            campaign.progress = campaign.info.load(before) if campaign.info else \
                campaign.progress
            self.dialogs.error(self, "Could not save the campaign",
                               f"The chapter was not reopened: {exc.strerror or exc}")
            return False
        if self.playing_campaign is campaign:
            self.playing_campaign = None  # the lost game stays on the board, unsaved
            if self.controller is not None:
                self.controller.autosave_hook = None
            self.game_page.set_after_game("New game")
            self._update_actions()
        return self.show_intro()

    def create_campaign(self, request: NewCampaignRequest) -> bool:
        """Create, save and show a new campaign (its first chapter is one click away)."""
        try:
            campaign = self.campaigns.new(request.players, request.seed, request.seats,
                                          request.options, request.retry, request.info,
                                          request.kinds)
        except ValueError as exc:
            self.dialogs.error(self, "Cannot start the campaign", str(exc))
            return False
        try:
            self.campaigns.write(campaign)
        except OSError as exc:
            self.dialogs.error(self, "Could not save the campaign",
                               f"The campaign could not be saved: {exc.strerror or exc}")
            return False
        self.settings.set_seat_names(request.seats)
        self.campaign = campaign
        self.show_campaign()
        self.statusBar().showMessage(f"New campaign saved to {campaign.path}", 8000)
        return True

    def open_campaign(self, path: str | Path) -> bool:
        """Open a campaign file on the campaign screen; a bad file: a message, nothing else."""
        path = Path(path)
        running = self.playing_campaign if self.in_campaign else None
        if running is not None and running.path is not None and running.path.resolve() == \
                path.resolve():
            self.campaign = running  # the one being played (and autosaved) right now
            self.show_campaign()
            return True
        try:
            campaign = self.campaigns.load(path)
        except SaveError as exc:
            self.dialogs.error(self, "Cannot open this campaign", f"{exc}\n\n{NOTHING_CHANGED}")
            self.refresh_saves()
            return False
        self.campaign = campaign
        self.show_campaign()
        return True

    def play_chapter(self) -> bool:
        """Start the campaign's next chapter, or continue it where it was left."""
        campaign = self.campaign
        if campaign is None or campaign.progress.finished:
            return False
        if self.in_campaign and self.playing_campaign is campaign and \
                self.controller is not None and not self.controller.state.is_over:
            self.show_game()  # that chapter is on the table already
            return True
        try:
            state = campaign.progress.resume_chapter()
        except SaveError as exc:
            self.dialogs.error(self, "Cannot continue the chapter", str(exc))
            return False
        except Exception as exc:  # a rules bug while setting up must not close the app
            self.dialogs.error(self, "Cannot start the chapter",
                               f"{type(exc).__name__}: {exc}")
            return False
        chapter = campaign.progress.next_chapter or 0
        info = campaign.info
        name = info.title if info is not None else campaign.title
        chapter_name = info.chapter_title(chapter) if info is not None else ""
        title = f"{name} — Chapter {chapter}: {chapter_name}".rstrip(": ")
        title += f" — {', '.join(campaign.seats)} (started {campaign.started})"
        moves = len(state.log)
        self._begin(state, campaign.seats, title, None, campaign=campaign,
                    kinds=campaign.kinds, notes=campaign.notes)
        if state.is_over:  # a chapter kept finished but never recorded: record it now
            self._campaign_autosave(state, campaign.seats, title)
            self.show_debrief()
            return True
        self.statusBar().showMessage(
            f"Chapter {chapter} continues after {moves} moves." if moves
            else f"Chapter {chapter} begins.", 8000)
        return True

    def _campaign_autosave(self, state: GameState, seats: list[str], title: str) -> None:
        """After every action of a chapter: keep it in the campaign, or record its end."""
        campaign = self.playing_campaign
        if campaign is None:
            return
        if self.controller is not None:
            campaign.kinds = list(self.controller.kinds)
            campaign.notes = self.controller.move_notes  # the chapter's log notes
        progress = campaign.progress
        try:
            if not state.is_over:
                progress.keep_chapter(state)
            elif progress.next_chapter == getattr(state, "chapter", None):
                progress.record(state)  # once: the next autosave finds the next chapter
        except ValueError as exc:  # the chapter does not belong here: say so, keep playing
            raise OSError(f"the campaign was not updated ({exc})") from exc
        if not progress.chapter_save:
            campaign.notes = {}  # the chapter is over: its notes go with it
        with self._reporting_stale(campaign.path):
            self.campaigns.write(campaign)

    def save_campaign(self) -> Path | None:
        if not self.in_campaign or self.controller is None:
            return None
        try:
            self._campaign_autosave(self.controller.state, self.controller.seats,
                                    self.controller.title)
        except StaleFileError as exc:  # the dialog was shown once already: a reminder
            self.statusBar().showMessage(str(exc), 15000)
            return None
        except OSError as exc:
            self.dialogs.error(self, "Could not save", f"The campaign could not be saved: "
                               f"{exc.strerror or exc}")
            return None
        assert self.playing_campaign is not None
        self.statusBar().showMessage(f"Campaign saved to {self.playing_campaign.path}", 8000)
        return self.playing_campaign.path

    def delete_campaign(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            name = f"“{self.campaigns.read(path).full_name}”"
        except SaveError:
            name = f"in the file {path.name} (it cannot be read)"
        if not self._confirm_delete(path, "Delete campaign", f"Delete the campaign {name}? "
                                    "Its chapters and any chapter in progress are lost; this "
                                    "cannot be undone.", self.campaigns.delete):
            return False
        for campaign in (self.campaign, self.playing_campaign):
            if campaign is not None and campaign.path is not None and \
                    campaign.path.resolve() == path.resolve():
                if campaign is self.playing_campaign and self.controller is not None:
                    self.controller.autosave_hook = None  # the game goes on, unsaved
                    self.playing_campaign = None
                    self.game_page.set_after_game("New game")
                    self._update_actions()
                if campaign is self.campaign:
                    self.campaign = None
        self.refresh_saves()
        return True

    # ----- saving and loading -------------------------------------------------------------
    def save_game(self, path: str | Path | None = None) -> Path | None:
        """Save (to ``path``, else over this session's save file, else a new file)."""
        if self.controller is None:
            self.statusBar().showMessage("There is no game to save.", 5000)
            return None
        if path is None and self.in_campaign:
            return self.save_campaign()  # a chapter is saved inside its campaign
        if path is None and self.current_save is not None:
            path = self.current_save
        try:
            written = self.store.save(self.controller.state, self.controller.seats,
                                      self.controller.title, path, self.controller.kinds,
                                      self.controller.move_notes)
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
            self.dialogs.error(self, "Cannot open this save", f"{exc}\n\n{NOTHING_CHANGED}")
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
                    loaded.path if loaded.kind != AUTOSAVE else None,
                    kinds=loaded.extra.get("seat_kinds"), notes=loaded.notes)
        problem = self.game_page.problem
        self.statusBar().showMessage(f"Loaded {Path(path).name}. {problem}".strip(), 10000)
        return True

    def delete_save(self, path: str | Path) -> bool:
        path = Path(path)
        if not self._confirm_delete(path, "Delete save", f"Delete {path.name}? This cannot be "
                                    f"undone.", self.store.delete):
            return False
        self.refresh_saves()
        return True

    def _confirm_delete(self, path: Path, title: str, question: str,
                        delete: Callable[[Path], None]) -> bool:
        """Ask ``question``; on yes ``delete`` the file, telling the player if it fails."""
        if not self.dialogs.confirm(self, title, question):
            return False
        try:
            delete(path)
        except SaveError as exc:
            self.dialogs.error(self, "Cannot delete", str(exc))
            return False
        return True

    # ----- closing ------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        try:
            if self._game_page is not None:
                self._game_page.computer.stop()  # ends the computer players' worker process
            if self.reference is not None:  # the reference window goes with it
                self.reference.close()
            self._finish_journal()
            self.settings.set_geometry(self.saveGeometry())
            if self._game_page is not None:
                self.settings.set_side_width(self._game_page.side_width)
                self.settings.set_log_visible(self._game_page.log_visible)
            self.settings.sync()
        finally:
            super().closeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_fullscreen()
            return
        super().keyPressEvent(event)


def _name_widgets(window: MainWindow) -> None:
    """Accessible names for the window's widgets (the module is imported when first needed:
    it is not needed for the launcher's first frame)."""
    from boardgames_desktop.ui.focus_names import name_widgets

    name_widgets(window)
