"""The game area: the board view, the side panel (who plays, actions, undo, log), the curtain
between seats, the game-over banner and the replay controls.

Pieces that live in their own modules: the replay controls (``replay_panel.py``), the results
screen (``results_page.py``) and the links into the rules reference (``reference_links.py``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedLayout,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.hotseat import HotseatController, Replay
from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.ui.action_panel import ActionPanel
from boardgames_desktop.ui.animate import DEFAULT_SPEED, speed_override
from boardgames_desktop.ui.animate_burst import BurstPlayer
from boardgames_desktop.ui.animate_steps import StepRecorder
from boardgames_desktop.ui.away_summary import AwaySummary
from boardgames_desktop.ui.board_view import BoardView
from boardgames_desktop.ui.curtain import Curtain
from boardgames_desktop.ui.fallback_scene import FallbackScene
from boardgames_desktop.ui.focus_names import GAME_PAGE, name_widgets
from boardgames_desktop.ui.focus_ring import place_name
from boardgames_desktop.ui.game_scene import GameScene
from boardgames_desktop.ui.heap import settle_heap
from boardgames_desktop.ui.labels import restyle, wrapped_label
from boardgames_desktop.ui.log_panel import LogPanel
from boardgames_desktop.ui.scene_registry import create_scene, scene_module

from .computer_play import ComputerPlay
from .page_after_board import PageAfterBoard
from .reference_links import ActionRulesLinks, WhyLink, reference_for
from .replay_panel import INSTRUCTION, ReplayPanel, turn_marks
from .results_page import ResultsPage, results_of

SIDE_WIDTH = 300  # the side panel's starting width; it follows the window (see side_for)
SIDE_MIN, SIDE_MAX = 250, 380
SIDE_SHARE = 0.23  # of the window width: 294 px at 1280, 368 px at 1600
BIG_PT, LONG_PT = 15, 12  # the "who plays" line; smaller when several seats are named
#: with this many legal actions or fewer, the side panel lists board actions too
PANEL_LISTS_ALL_UP_TO = 6


def side_for(total: int) -> int:
    """The side panel's width for a game page ``total`` pixels wide: the board gets the rest."""
    return max(SIDE_MIN, min(SIDE_MAX, int(total * SIDE_SHARE)))


def make_scene(game_id: str, title: str) -> tuple[GameScene, str]:
    """The game's own scene, or a fallback scene and the reason it is used."""
    if not scene_module(game_id):
        return FallbackScene("This game has no board picture; play it with the list of "
                             "actions.", title), ""
    try:
        scene = create_scene(game_id)
        if not isinstance(scene, GameScene):
            raise TypeError("create_scene did not return a GameScene")
        return scene, ""
    except Exception as exc:  # a broken view must never stop the app
        reason = (f"The board of {title} could not be loaded ({type(exc).__name__}: {exc}). "
                  f"You can still play with the list of actions.")
        return FallbackScene(reason, title), reason


class GamePage(QWidget):
    """Shows one :class:`HotseatController`'s game; all moves go through the controller."""

    status_message = Signal(str)
    game_finished = Signal(str)
    new_game_requested = Signal()
    rematch_requested = Signal()
    rules_requested = Signal(str)  #: a section id of the running game's rules reference

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.controller: HotseatController | None = None
        self.scene: GameScene | None = None
        self.replay: Replay | None = None
        self.problem = ""
        self._finished_announced = False
        self.tutorial = None  # a TutorialPanel (app/tutorial_panel.py) while one is taken
        self.reference = None  # the running game's rules reference (reference_links.py)
        self._line_positions: list[int] = []
        self._replay_lines: list[str] = []

        self.stack = QStackedLayout(self)
        content = QWidget()
        self.stack.addWidget(content)
        self.curtain = Curtain()
        self.curtain.ready.connect(self._curtain_ready)
        self.stack.addWidget(self.curtain)

        row = QHBoxLayout(content)
        row.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        row.addWidget(self.splitter)
        self.board = BoardView()
        # the results screen takes the board's place when a game ends (the side panel stays)
        self.board_area = QStackedWidget()
        self.board_area.addWidget(self.board)
        self.results_page = ResultsPage()
        self.results_page.replay_requested.connect(self.start_replay)
        self.results_page.rematch_requested.connect(self.rematch_requested.emit)
        self.results_page.new_game_requested.connect(self.new_game_requested.emit)
        self.results_page.board_requested.connect(self.close_results)
        self.board_area.addWidget(self.results_page)
        self.splitter.addWidget(self.board_area)
        side = QWidget()
        # when everything the side panel holds (a tutorial step, the away summary, a long
        # chooser, the log) needs more than the window's height, the panel scrolls instead of
        # overlapping its parts or growing the window past the screen
        side_scroll = QScrollArea()
        side_scroll.setWidget(side)
        side_scroll.setWidgetResizable(True)
        side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side_scroll.setMinimumWidth(SIDE_MIN)
        self.splitter.addWidget(side_scroll)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([900, SIDE_WIDTH])
        self.splitter.splitterMoved.connect(lambda *_: self._remember_side())
        self.side = side
        self.side_width: int | None = None  # set once the player drags the splitter

        layout = QVBoxLayout(side)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.banner = QFrame()
        self.banner.setObjectName("banner")
        self.banner.setStyleSheet("#banner { background: #2f6b3a; border-radius: 6px; } "
                                  "#banner QLabel { color: white; }")
        banner_layout = QVBoxLayout(self.banner)
        self.banner_text = wrapped_label(style="font-size: 12pt; font-weight: bold;")
        banner_layout.addWidget(self.banner_text)
        banner_buttons = QHBoxLayout()
        self.results_button = QPushButton("Results")
        self.results_button.setToolTip("How the game ended, in full")
        self.results_button.clicked.connect(self.show_results)
        self.replay_button = QPushButton("Replay")
        self.replay_button.setToolTip("Watch the game again from the start")
        self.replay_button.clicked.connect(self.start_replay)
        self.again_button = QPushButton("New game")
        self.again_button.clicked.connect(self.new_game_requested.emit)
        banner_buttons.addWidget(self.results_button)
        banner_buttons.addWidget(self.replay_button)
        banner_buttons.addWidget(self.again_button)
        banner_layout.addLayout(banner_buttons)
        self.banner.hide()
        layout.addWidget(self.banner)

        self.title_label = wrapped_label(style="font-size: 10pt; color: #5a5f66;")
        layout.addWidget(self.title_label)
        self.active_label = wrapped_label(style=f"font-size: {BIG_PT}pt; font-weight: bold;")
        layout.addWidget(self.active_label)
        self.phase_label = wrapped_label(style="font-size: 10.5pt; color: #33383f;")
        layout.addWidget(self.phase_label)
        # computer seats, their thinking mark, watch controls and the hint (computer_play.py)
        self.computer = ComputerPlay(self)
        self.computer.status_message.connect(self.status_message.emit)
        layout.addWidget(self.computer.panel)
        self.notice = wrapped_label(style="color: #b03020; font-weight: bold; "
                                    "background: #fdecea; border-left: 4px solid #b03020; "
                                    "padding: 4px 6px;")
        self.notice.hide()
        layout.addWidget(self.notice)
        self.why_link = WhyLink()
        self.why_link.opened.connect(self.rules_requested.emit)
        layout.addWidget(self.why_link)

        self.waiting_box = QWidget()
        self.waiting_layout = QVBoxLayout(self.waiting_box)
        self.waiting_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.waiting_box)

        self.replay_bar = ReplayPanel()
        self.replay_bar.go.connect(self.replay_go)
        self.replay_bar.leave.connect(self.stop_replay)
        self.replay_bar.hide()
        layout.addWidget(self.replay_bar)
        self.away = AwaySummary()  # what happened since the seat at the screen last acted
        layout.addWidget(self.away)

        self.actions = ActionPanel()
        self.actions.chosen.connect(self.choose)
        layout.addWidget(self.actions, 0)
        self.action_rules = ActionRulesLinks()
        self.action_rules.opened.connect(self.rules_requested.emit)
        layout.addWidget(self.action_rules)

        undo_row = QHBoxLayout()
        self.undo_button = QPushButton("↶ Undo")
        self.undo_button.clicked.connect(self.undo)
        undo_row.addWidget(self.undo_button)
        # why undo is not possible, when there is something to undo
        self.undo_note = wrapped_label(style="color: #6a7078; font-size: 9pt;")
        undo_row.addWidget(self.undo_note, 1)
        self.undo_row = QWidget()
        self.undo_row.setLayout(undo_row)
        undo_row.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.undo_row)

        self.log_toggle = QToolButton()
        self.log_toggle.setCheckable(True)
        self.log_toggle.setChecked(True)
        self.log_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.log_toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.log_toggle.setText("Game log")
        self.log_toggle.setToolTip("Show or hide the game log (Ctrl+L)")
        self.log_toggle.setAutoRaise(True)
        self.log_toggle.setStyleSheet("QToolButton { font-weight: bold; border: none; }")
        self.log_toggle.toggled.connect(self.set_log_visible)
        layout.addWidget(self.log_toggle)
        self.log = LogPanel()
        self.log.setMinimumHeight(120)
        self.log.line_clicked.connect(self._log_line_clicked)
        layout.addWidget(self.log, 1)
        self.log_spacer = QWidget()  # takes the room when the log is hidden
        self.log_spacer.hide()
        layout.addWidget(self.log_spacer, 1)
        self._make_replay_keys()
        self._board_had_focus = False  # a chooser opened from the board returns focus there
        switch = QShortcut(QKeySequence(Qt.Key.Key_F6), self)
        switch.setContext(Qt.ShortcutContext.WindowShortcut)
        switch.activated.connect(self.switch_focus)
        self.animation_speed = speed_override() or DEFAULT_SPEED
        self.burst = BurstPlayer(self._draw_frame, self.board, self)
        self.steps = StepRecorder(lambda: self.scene)  # pictures of automatic sequences
        # the side panel and the rings follow on the turn after the board's paint
        self.page_update = PageAfterBoard(self.board, self._update_page, self._rings, self)
        self.board.painted.connect(self.page_update.board_painted)
        self.clear()
        name_widgets(self, GAME_PAGE)

    # ----- layout: side panel width, the log -----------------------------------------------
    def _remember_side(self) -> None:
        """The player dragged the splitter: keep that width (also across sessions)."""
        self.side_width = self.splitter.sizes()[1]

    def apply_side_width(self) -> None:
        total = sum(self.splitter.sizes()) or self.width()
        side = self.side_width if self.side_width else side_for(self.width())
        side = max(SIDE_MIN, min(side, total - 200))
        self.splitter.setSizes([max(0, total - side), side])

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.apply_side_width()

    @property
    def log_visible(self) -> bool:
        return self.log_toggle.isChecked()

    def set_log_visible(self, visible: bool) -> None:
        """Fold the game log away (the actions get the room) or show it again."""
        if self.log_toggle.isChecked() != visible:
            self.log_toggle.setChecked(visible)  # calls back here through toggled
            return
        self.log.setVisible(visible)
        self.log_spacer.setVisible(not visible)
        self.log_toggle.setArrowType(Qt.ArrowType.DownArrow if visible
                                     else Qt.ArrowType.RightArrow)
        count = len(self.log.lines)
        self.log_toggle.setText("Game log" if visible or not count
                                else f"Game log ({count} lines hidden)")

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Esc cancels the chooser or leaves the replay; arrows step through a replay."""
        key = event.key()
        if key == Qt.Key.Key_Escape and self.actions.choosing:
            self.actions.cancel_choice()
            return
        if self.replay is not None and key == Qt.Key.Key_Escape:
            self.stop_replay()
            return
        super().keyPressEvent(event)

    def _make_replay_keys(self) -> None:
        """Arrow keys, Home and End step through a replay even while the board has the
        focus (the board view would otherwise take the arrows for scrolling)."""
        self.replay_keys: list[QShortcut] = []
        for key, step in ((Qt.Key.Key_Left, "back"), (Qt.Key.Key_Right, "next"),
                          (Qt.Key.Key_Home, "first"), (Qt.Key.Key_End, "last"),
                          (Qt.Key.Key_Space, "play")):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda k=step: self._replay_key(k))
            shortcut.setEnabled(False)
            self.replay_keys.append(shortcut)

    def _replay_key(self, step: str) -> None:
        if self.replay is not None and self.isVisible():
            self.replay_step(step)

    @property
    def replay_label(self) -> QLabel:
        """"Step 3 of 40" under the replay controls."""
        return self.replay_bar.label

    def _set_undo(self, enabled: bool, reason: str = "", shown: bool = True,
                  note: str = "") -> None:
        """The undo button, its tooltip, and ``note``: a short line saying why the move just
        made cannot be taken back (a die roll, a revealed card)."""
        self.undo_row.setVisible(shown)
        self.undo_button.setEnabled(enabled)
        self.undo_button.setToolTip(reason or "Take back your last action (Ctrl+Z)")
        self.undo_note.setText(note)
        self.undo_note.setVisible(bool(note))

    # ----- starting and stopping ----------------------------------------------------------
    def clear(self) -> None:
        """No game: an empty board and a hint."""
        self.page_update.cancel()
        self.computer.stop()
        self.controller = None
        self.replay = None
        self.steps.follow(None)
        self.scene = FallbackScene("Start a game from the launcher (Game ▸ New game, Ctrl+N) "
                                   "or continue a saved one (Ctrl+O).", "No game running")
        self.scene.show_state(None, None, [])
        self.burst.attach(self.scene)
        self.away.reset()
        self.board.set_board(self.scene)
        self.stack.setCurrentIndex(0)
        self.close_results()
        self.banner.hide()
        self.replay_bar.hide()
        self._hide_notice()
        self.title_label.setText("")
        self.active_label.setText("No game running")
        self.phase_label.setText("")
        self.actions.set_actions([], empty_text="Start a game from the launcher.")
        self._set_undo(False, shown=False)
        self.log.set_lines([])
        self._set_waiting([])

    def set_after_game(self, text: str) -> None:
        """The label of the game-over banner's second button (it emits new_game_requested):
        "New game", or "Back to the campaign" for a campaign chapter."""
        self.again_button.setText(text)

    def start(self, controller: HotseatController) -> None:
        """Show a new or loaded game."""
        if self.tutorial is not None:
            self.tutorial.detach()
        self.controller = controller
        self.replay = None
        self._finished_announced = controller.state.is_over
        self.actions.configure(controller.display_name, controller.humanize)
        self.scene, self.problem = make_scene(controller.state.game_id, controller.title)
        self.reference = reference_for(controller.state.game_id)
        self.close_results()
        self._connect_scene()
        self.away.reset()
        self.board.set_board(self.scene)
        controller.subscribe(self.refresh)
        self.banner.hide()
        self.replay_bar.hide()
        self._hide_notice()
        self.title_label.setText(controller.title)
        self.log.lines = []
        self.computer.start(controller)
        self.refresh()
        self.board.fit()
        settle_heap()  # (no full garbage-collector pass over the game in a click: ui/heap.py)
        if self.problem:
            self.status_message.emit(self.problem)

    def _connect_scene(self) -> None:
        assert self.scene is not None
        self.scene.motion.speed = self.animation_speed
        self.scene.marks.enabled = True
        self.scene.marks.wait_for_paint = True  # drawn by _rings, after the board's paint
        if self.controller is not None:  # panels and tooltips name seats as typed
            self.scene.seat_names = self.controller.names
        self.burst.attach(self.scene)
        self.actions.place_name = lambda target, scene=self.scene: place_name(scene, target)
        self.scene.actions_chosen.connect(self.on_board_click)
        self.scene.refusal.connect(self._refused)
        self.scene.hover_text.connect(self._hover)

    def _hover(self, text: str) -> None:
        """The board's hover text for the status bar; none during a replay (it would
        describe the live game's moves, not the position on the board)."""
        if self.replay is None:
            self.status_message.emit(text)

    def set_animation_speed(self, speed: str) -> None:
        """The movement preference ("off", "fast", "normal"): applies from the next move."""
        self.animation_speed = speed
        if self.scene is not None:
            self.scene.motion.speed = speed
            if speed == "off":
                self.burst.skip()
        self._follow_steps()

    def _follow_steps(self) -> None:
        """Watch the live game's automatic steps while movement is on (animate_steps.py)."""
        controller = self.controller
        watch = (controller is not None and self.replay is None and not self.uses_fallback
                 and self.scene is not None and self.scene.motion.on)
        self.steps.follow(controller.state if watch and controller is not None else None)

    def _show_on_board(self, state, viewer, legal, steps=()) -> None:
        """Draw now, or after the steps of a burst still playing (``ui/animate_burst.py``)."""
        assert self.scene is not None
        self.burst.show(self.scene, state, viewer, legal, steps)

    def _draw_frame(self, scene: GameScene, frame) -> None:
        """Draw; if the game's scene fails, switch to the fallback scene and say why."""
        state, viewer, legal = frame
        if scene is not self.scene:
            return  # a frame queued for a board no longer shown
        try:
            self.scene.show_state(state, viewer, legal)
        except Exception as exc:  # a drawing bug must not lose the game
            if isinstance(self.scene, FallbackScene):
                raise
            title = self.controller.title if self.controller else ""
            self.problem = (f"The board could not be drawn ({type(exc).__name__}: {exc}). "
                            f"Showing a plain board instead.")
            live = self.burst.live or frame  # (the frame may be a step of a burst)
            self.scene = FallbackScene(self.problem, title)
            self._connect_scene()
            self.board.set_board(self.scene)
            self.scene.show_state(*live)
            self.status_message.emit(self.problem)
        self.board.refit()

    # ----- refreshing ---------------------------------------------------------------------
    @property
    def uses_fallback(self) -> bool:
        return isinstance(self.scene, FallbackScene)

    def refresh(self) -> None:
        controller = self.controller
        if controller is None:
            return
        if self.replay is not None:
            self._refresh_replay()
            return
        state = controller.state
        steps = self.steps.take(state)  # the sequence the last action ran, if watched
        self._follow_steps()
        if controller.curtain_required:
            previous = controller.display_name(controller.viewer) if controller.viewer is not None \
                else ""
            self.burst.drop()
            self.page_update.cancel()  # (the page behind the curtain is not shown)
            self.away.update_from(controller, self.scene, curtained=True)
            self.curtain.show_for(controller.display_name(controller.curtain_for), previous)
            self.stack.setCurrentIndex(1)
            self.board.setScene(None)  # nothing of the board stays on screen behind it
            return
        if self.board.scene() is not self.scene:
            self.board.setScene(self.scene)
        lifted = self.stack.currentIndex() == 1
        self.stack.setCurrentIndex(0)
        if lifted:
            self.board.setFocus()  # the next seat plays on from the keyboard
        legal = self._offered()
        self._show_on_board(state, controller.viewer, legal, steps)
        self.away.update_from(controller, self.scene)
        if controller.autosave_error:
            self.status_message.emit(controller.autosave_error)
        self.page_update.request()  # the rest once the board has painted

    def _rings(self) -> None:
        """The last-move rings, after the board's paint (``ui/animate_marks.py``)."""
        if self.scene is not None:
            self.scene.marks.flush()

    def _offered(self) -> list[Action]:
        """The legal actions offered on the page now."""
        assert self.controller is not None
        legal = self.controller.visible_legal()
        if self.tutorial is not None:  # only the step's action is offered (and glows)
            legal = self.tutorial.offered(legal)
        return legal

    def settle(self) -> None:
        """Bring the side panel up to date now if it waits for the board's paint (before
        the page acts, and for tests and screenshots)."""
        self.page_update.settle()

    def _update_page(self) -> None:
        """Everything around the board after a move: who plays, the action list, undo, the
        log, the game-over banner, the computer seats (``page_after_board.py``)."""
        controller = self.controller
        if controller is None or self.replay is not None or controller.curtain_required:
            return
        state = controller.state
        legal = self._offered()
        status = controller.status()
        self.active_label.setText(status)
        # several seats acting together make a long line: a smaller font keeps it readable
        size = BIG_PT if len(status) <= 32 else LONG_PT
        restyle(self.active_label, f"font-size: {size}pt; font-weight: bold;")
        phase = controller.humanize(state.phase)
        self.phase_label.setText(phase)
        self.phase_label.setVisible(bool(phase) and phase != status and not state.is_over)
        # a short list (a decision) is also offered as buttons, so nothing hides on the board
        few = len(legal) <= PANEL_LISTS_ALL_UP_TO
        self.actions.set_actions(legal, include_targeted=self.uses_fallback or few,
                                 empty_text="" if state.is_over
                                 else self.tutorial.waiting_text() if self.tutorial
                                 else self.computer.idle_text())
        self.actions.setVisible(not state.is_over)  # the banner says it all
        self.action_rules.show_for(self.reference, [] if state.is_over else legal)
        self._set_waiting(controller.waiting_seats())
        self._set_undo(controller.can_undo(), controller.undo_reason(),
                       shown=not state.is_over and bool(controller.people),
                       note=controller.undo_note())
        self.log.set_lines(controller.log_lines())
        self.set_log_visible(self.log_visible)  # the folded log's line count
        if state.is_over:
            results = results_of(state, list(controller.seats))
            self.banner_text.setText(results.headline if results is not None
                                     else controller.outcome_text())
            outcome = state.outcome
            lost = outcome is not None and not outcome.winners  # e.g. a co-op defeat
            restyle(self.banner, f"#banner {{ background: {'#a33a2a' if lost else '#2f6b3a'};"
                                 " border-radius: 6px; } #banner QLabel { color: white; }")
            self.banner.show()
            if not self._finished_announced:
                self._finished_announced = True
                self.game_finished.emit(controller.outcome_text())
        else:
            self.banner.hide()
        self.computer.refresh()

    def _set_waiting(self, seats: list[int]) -> None:
        names = [self.controller.display_name(s) for s in seats] if self.controller else []
        shown = (list(seats), names)
        if getattr(self, "_waiting_shown", None) == shown:
            return  # the same seats: keep the buttons (building them again relays the panel)
        self._waiting_shown = shown
        while self.waiting_layout.count():
            item = self.waiting_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        if not seats or self.controller is None:
            self.waiting_box.hide()
            return
        note = wrapped_label("Also acting now — pass the screen to:", "font-weight: bold;")
        self.waiting_layout.addWidget(note)
        for seat in seats:
            name = self.controller.display_name(seat)
            button = QPushButton(f"➜ {name}")
            button.setToolTip(f"{name} may act too: pass the screen to {name}")
            button.setStyleSheet("text-align: left; padding: 4px 8px;")
            button.clicked.connect(lambda _=False, s=seat: self.controller.hand_to(s))
            self.waiting_layout.addWidget(button)
        name_widgets(self.waiting_box)
        self.waiting_box.show()

    # ----- playing ------------------------------------------------------------------------
    def switch_focus(self) -> None:
        """F6: between the board (Tab, arrows, Enter) and the list of actions."""
        if self.board.hasFocus():
            self.actions.focus_filter()
        else:
            self.board.setFocus()

    def on_board_click(self, actions: list[Action]) -> None:
        if self.controller is None or self.replay is not None:
            return
        self.settle()  # (the chooser below must not be replaced by a waiting list)
        self._board_had_focus = self.board.hasFocus()
        if len(actions) == 1:
            self.choose(actions[0])
        else:
            place = None
            if self.scene is not None and actions[0].target:
                place = self.scene.describe_target(actions[0].target)
            title = f"{place}: choose one" if place else "Several actions fit there — choose one:"
            self.actions.choose_from(actions, title)
            self.action_rules.show_for(self.reference, actions)

    def choose(self, action: Action) -> None:
        if self.controller is None:
            return
        self.settle()  # the page the player acted on is the current one
        if self.tutorial is not None and self.tutorial.refuse(action):
            return
        back_to_board = self._board_had_focus
        self._board_had_focus = False
        self.burst.skip()  # a person's move shows at once (only bursts play in turn)
        problem = self.controller.apply(action)
        if problem:
            self.show_notice(Reason(problem, action_kind=action.kind))
        else:
            self._hide_notice()
        if back_to_board and self.stack.currentIndex() == 0:
            self.board.setFocus()

    def _refused(self, reason: object) -> None:
        """A click where nothing is offered: in a tutorial the step's hint says what to do."""
        if self.tutorial is not None and self.tutorial.refuse(None):
            return
        self.show_notice(reason)

    def show_notice(self, text: object) -> None:
        """Show a notice or a refusal (a ``Reason`` from the scene, or plain text); a reason
        the rules reference explains gets a "Why? →" link to its section."""
        reason = text if isinstance(text, Reason) else None
        text = str(text)
        text = self.controller.humanize(text) if self.controller else text
        self.notice.setText(text)
        self.notice.show()
        self.why_link.show_for(self.reference, reason)
        self.status_message.emit(text)

    def _hide_notice(self) -> None:
        self.notice.hide()
        self.why_link.show_for(None, None)

    def rules_section(self) -> str | None:
        """Where F1 opens the reference: the refusal's section, else the section of what
        can be done now (the chooser's or the turn's actions), else None (the start)."""
        if self.notice.isVisibleTo(self) and self.why_link.sections:
            return self.why_link.sections[0]
        if self.action_rules.sections:
            return self.action_rules.sections[0]
        return None

    def undo(self) -> None:
        if self.controller is None or self.replay is not None:
            return
        self.settle()
        self.burst.skip()
        problem = self.controller.undo()
        if problem:
            self.show_notice(problem)
        else:
            self._hide_notice()
            self.status_message.emit("Took back the last action.")

    def _curtain_ready(self) -> None:
        if self.controller is not None:
            self.controller.acknowledge_curtain()

    # ----- results ------------------------------------------------------------------------
    def show_results(self) -> bool:
        """The results screen of the finished game, where the board was."""
        controller = self.controller
        if controller is None or not controller.state.is_over:
            return False
        state = controller.state  # typed names; untyped seats by the game's name ("Red")
        names = [controller.names.short(state, p) for p in range(state.players)]
        results = results_of(controller.state, names)
        if results is None:
            return False
        again = self.again_button.text()
        self.results_page.set_after_game(again, rematch=again == "New game")
        self.results_page.show_results(results, names, controller.title)
        self.board_area.setCurrentWidget(self.results_page)
        return True

    def close_results(self) -> None:
        """Back to the board."""
        self.board_area.setCurrentWidget(self.board)

    @property
    def showing_results(self) -> bool:
        return self.board_area.currentWidget() is self.results_page

    # ----- replay -------------------------------------------------------------------------
    def start_replay(self) -> None:
        if self.controller is None:
            return
        self.page_update.cancel()  # the replay sets the side panel itself
        self.replay = Replay(self.controller.state)
        self.replay.go(0)
        self._follow_steps()  # (nothing is watched during a replay)
        self._replay_lines = self.controller.log_lines()
        self._line_positions = self.controller.log_positions()  # the notes' lines too
        if len(self._line_positions) != len(self._replay_lines):  # a game's own messages()
            self._line_positions = []
        self.replay_bar.start(self.replay.length,
                              turn_marks(self._replay_lines, self._line_positions))
        for shortcut in self.replay_keys:
            shortcut.setEnabled(True)
        self.close_results()
        self.banner.hide()
        self._hide_notice()
        self.away.hide()
        self.scene.marks.clear()
        self.scene.set_read_only(True)  # no targets, no highlights; the legend says replay
        self.replay_bar.show()
        self._set_undo(False, shown=False)
        self.actions.set_actions([])
        self.actions.hide()  # the replay bar replaces the actions
        self.action_rules.show_for(None, [])
        self._set_waiting([])
        self.log.set_clickable(bool(self._line_positions))
        self.status_message.emit(f"{INSTRUCTION} Esc leaves the replay.")
        self._refresh_replay()

    def _refresh_replay(self) -> None:
        assert self.replay is not None and self.controller is not None
        state = self.replay.current
        index = self.replay.index
        self.stack.setCurrentIndex(0)
        if self.board.scene() is not self.scene:
            self.board.setScene(self.scene)
        self._show_on_board(state, None, [])
        self.replay_bar.show_position(index,
                                      self.controller.humanize(self.replay.last_action_text()))
        self.active_label.setText("Replay")
        restyle(self.active_label, f"font-size: {BIG_PT}pt; font-weight: bold;")
        phase = self.controller.humanize(state.phase)
        if "click" in phase.lower():  # the phase's instructions are for the live game
            phase = phase.split(" · ")[0]
        self.phase_label.setText(phase)
        self.phase_label.show()
        if self._line_positions:
            shown = sum(1 for pos in self._line_positions if pos <= index)
            self.log.set_lines(self._replay_lines[:shown])
            self.log.mark_lines({i for i, pos in enumerate(self._line_positions)
                                 if pos == index and i < shown})
        else:
            self.log.set_lines([self.controller.humanize(line) for line in state.messages()])

    def replay_go(self, position: int) -> None:
        """Show the replay at ``position`` (0: the set-up)."""
        if self.replay is None:
            return
        self.replay.go(position)
        self._refresh_replay()

    def replay_step(self, key: str) -> None:
        """A replay button or key: first, back, next, last, or play (play/pause)."""
        if self.replay is not None:
            self.replay_bar.press(key)

    def _log_line_clicked(self, line: int) -> None:
        if self.replay is not None and 0 <= line < len(self._line_positions):
            self.replay_bar.pause()
            self.replay_go(self._line_positions[line])

    def stop_replay(self) -> None:
        self.replay = None
        self.replay_bar.pause()
        for shortcut in self.replay_keys:
            shortcut.setEnabled(False)
        if self.scene is not None:
            self.scene.set_read_only(False)
        self.log.set_clickable(False)
        self.actions.show()
        self.replay_bar.hide()
        self.status_message.emit("")
        self.refresh()
