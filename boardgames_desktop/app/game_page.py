"""The game area: the board view, the side panel (who plays, actions, undo, log), the curtain
between seats, the game-over banner and the replay controls."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.hotseat import HotseatController, Replay
from boardgames_desktop.rules import Action
from boardgames_desktop.ui.action_panel import ActionPanel
from boardgames_desktop.ui.board_view import BoardView
from boardgames_desktop.ui.curtain import Curtain
from boardgames_desktop.ui.fallback_scene import FallbackScene
from boardgames_desktop.ui.game_scene import GameScene
from boardgames_desktop.ui.log_panel import LogPanel
from boardgames_desktop.ui.scene_registry import SCENES, create_scene

SIDE_WIDTH = 340
#: with this many legal actions or fewer, the side panel lists board actions too
PANEL_LISTS_ALL_UP_TO = 6


def make_scene(game_id: str, title: str) -> tuple[GameScene, str]:
    """The game's own scene, or a fallback scene and the reason it is used."""
    if game_id not in SCENES:
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

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.controller: HotseatController | None = None
        self.scene: GameScene | None = None
        self.replay: Replay | None = None
        self.problem = ""
        self._finished_announced = False

        self.stack = QStackedLayout(self)
        content = QWidget()
        self.stack.addWidget(content)
        self.curtain = Curtain()
        self.curtain.ready.connect(self._curtain_ready)
        self.stack.addWidget(self.curtain)

        row = QHBoxLayout(content)
        row.setContentsMargins(0, 0, 0, 0)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        row.addWidget(splitter)
        self.board = BoardView()
        splitter.addWidget(self.board)
        side = QWidget()
        side.setMinimumWidth(260)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([900, SIDE_WIDTH])
        self.side = side

        layout = QVBoxLayout(side)
        layout.setContentsMargins(8, 8, 8, 8)
        self.banner = QFrame()
        self.banner.setObjectName("banner")
        self.banner.setStyleSheet("#banner { background: #2f6b3a; border-radius: 6px; } "
                                  "#banner QLabel { color: white; }")
        banner_layout = QVBoxLayout(self.banner)
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)
        self.banner_text.setStyleSheet("font-size: 12pt; font-weight: bold;")
        banner_layout.addWidget(self.banner_text)
        banner_buttons = QHBoxLayout()
        self.replay_button = QPushButton("Watch the replay")
        self.replay_button.clicked.connect(self.start_replay)
        self.again_button = QPushButton("New game")
        self.again_button.clicked.connect(self.new_game_requested.emit)
        banner_buttons.addWidget(self.replay_button)
        banner_buttons.addWidget(self.again_button)
        banner_layout.addLayout(banner_buttons)
        self.banner.hide()
        layout.addWidget(self.banner)

        self.title_label = QLabel()
        self.title_label.setWordWrap(True)
        self.title_label.setStyleSheet("font-size: 11pt; color: #5a5f66;")
        layout.addWidget(self.title_label)
        self.active_label = QLabel()
        self.active_label.setWordWrap(True)
        self.active_label.setStyleSheet("font-size: 17pt; font-weight: bold;")
        layout.addWidget(self.active_label)
        self.phase_label = QLabel()
        self.phase_label.setWordWrap(True)
        self.phase_label.setStyleSheet("font-size: 11pt;")
        layout.addWidget(self.phase_label)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.notice.hide()
        layout.addWidget(self.notice)

        self.waiting_box = QWidget()
        self.waiting_layout = QVBoxLayout(self.waiting_box)
        self.waiting_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.waiting_box)

        self.actions = ActionPanel()
        self.actions.chosen.connect(self.choose)
        layout.addWidget(self.actions, 0)

        self.undo_button = QPushButton("Undo")
        self.undo_button.clicked.connect(self.undo)
        layout.addWidget(self.undo_button)

        self.replay_bar = QWidget()
        replay_layout = QHBoxLayout(self.replay_bar)
        replay_layout.setContentsMargins(0, 0, 0, 0)
        self.replay_buttons: dict[str, QPushButton] = {}
        for key, text, tip in (("first", "⏮", "Setup"), ("back", "◀", "One step back"),
                               ("next", "▶", "One step on"), ("last", "⏭", "The end")):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setFixedWidth(40)
            button.clicked.connect(lambda _=False, k=key: self.replay_step(k))
            replay_layout.addWidget(button)
            self.replay_buttons[key] = button
        self.replay_label = QLabel()
        replay_layout.addWidget(self.replay_label, 1)
        leave = QPushButton("Leave")
        leave.clicked.connect(self.stop_replay)
        replay_layout.addWidget(leave)
        self.replay_bar.hide()
        layout.addWidget(self.replay_bar)
        self.replay_step_text = QLabel()
        self.replay_step_text.setWordWrap(True)
        self.replay_step_text.hide()
        layout.addWidget(self.replay_step_text)

        log_title = QLabel("Game log")
        log_title.setStyleSheet("font-weight: bold;")
        layout.addWidget(log_title)
        self.log = LogPanel()
        self.log.setMinimumHeight(140)
        layout.addWidget(self.log, 1)
        self.clear()

    # ----- starting and stopping ----------------------------------------------------------
    def clear(self) -> None:
        """No game: an empty board and a hint."""
        self.controller = None
        self.replay = None
        self.scene = FallbackScene("Start a game from the launcher (Game ▸ New game, Ctrl+N) "
                                   "or continue a saved one (Ctrl+O).", "No game running")
        self.scene.show_state(None, None, [])
        self.board.set_board(self.scene)
        self.stack.setCurrentIndex(0)
        self.banner.hide()
        self.replay_bar.hide()
        self.replay_step_text.hide()
        self.notice.hide()
        self.title_label.setText("")
        self.active_label.setText("No game running")
        self.phase_label.setText("")
        self.actions.set_actions([], empty_text="Start a game from the launcher.")
        self.undo_button.setEnabled(False)
        self.log.set_lines([])
        self._set_waiting([])

    def set_after_game(self, text: str) -> None:
        """The label of the game-over banner's second button (it emits new_game_requested):
        "New game", or "Back to the campaign" for a campaign chapter."""
        self.again_button.setText(text)

    def start(self, controller: HotseatController) -> None:
        """Show a new or loaded game."""
        self.controller = controller
        self.replay = None
        self._finished_announced = controller.state.is_over
        self.actions.configure(controller.display_name, controller.humanize)
        self.scene, self.problem = make_scene(controller.state.game_id, controller.title)
        self._connect_scene()
        self.board.set_board(self.scene)
        controller.subscribe(self.refresh)
        self.banner.hide()
        self.replay_bar.hide()
        self.replay_step_text.hide()
        self.notice.hide()
        self.title_label.setText(controller.title)
        self.log.lines = []
        self.refresh()
        self.board.fit()
        if self.problem:
            self.status_message.emit(self.problem)

    def _connect_scene(self) -> None:
        assert self.scene is not None
        self.scene.actions_chosen.connect(self.on_board_click)
        self.scene.refusal.connect(self.show_notice)
        self.scene.hover_text.connect(self.status_message.emit)

    def _show_on_board(self, state, viewer, legal) -> None:
        """Draw; if the game's scene fails, switch to the fallback scene and say why."""
        assert self.scene is not None
        try:
            self.scene.show_state(state, viewer, legal)
        except Exception as exc:  # a drawing bug must not lose the game
            if isinstance(self.scene, FallbackScene):
                raise
            title = self.controller.title if self.controller else ""
            self.problem = (f"The board could not be drawn ({type(exc).__name__}: {exc}). "
                            f"Showing a plain board instead.")
            self.scene = FallbackScene(self.problem, title)
            self._connect_scene()
            self.board.set_board(self.scene)
            self.scene.show_state(state, viewer, legal)
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
        if controller.curtain_required:
            previous = controller.display_name(controller.viewer) if controller.viewer is not None \
                else ""
            self.curtain.show_for(controller.display_name(controller.curtain_for), previous)
            self.stack.setCurrentIndex(1)
            self.board.setScene(None)  # nothing of the board stays on screen behind it
            return
        if self.board.scene() is not self.scene:
            self.board.setScene(self.scene)
        self.stack.setCurrentIndex(0)
        legal = controller.visible_legal()
        self._show_on_board(state, controller.viewer, legal)
        status = controller.status()
        self.active_label.setText(status)
        # several seats acting together make a long line: a smaller font keeps it readable
        size = 17 if len(status) <= 40 else 13
        self.active_label.setStyleSheet(f"font-size: {size}pt; font-weight: bold;")
        self.phase_label.setText(controller.humanize(state.phase))
        self.phase_label.setVisible(bool(state.phase) and state.phase != status)
        # a short list (a decision) is also offered as buttons, so nothing hides on the board
        few = len(legal) <= PANEL_LISTS_ALL_UP_TO
        self.actions.set_actions(legal, include_targeted=self.uses_fallback or few,
                                 empty_text="The game is over." if state.is_over
                                 else "Nothing to do right now.")
        self._set_waiting(controller.waiting_seats())
        self.undo_button.setEnabled(controller.can_undo())
        self.undo_button.setToolTip(controller.undo_reason() or "Take back your last action "
                                    "(Ctrl+Z)")
        self.log.set_lines(controller.log_lines())
        if controller.autosave_error:
            self.status_message.emit(controller.autosave_error)
        if state.is_over:
            self.banner_text.setText(controller.outcome_text())
            outcome = state.outcome
            lost = outcome is not None and not outcome.winners  # e.g. a co-op defeat
            self.banner.setStyleSheet(f"#banner {{ background: {'#a33a2a' if lost else '#2f6b3a'};"
                                      " border-radius: 6px; } #banner QLabel { color: white; }")
            self.banner.show()
            self.undo_button.setEnabled(False)
            if not self._finished_announced:
                self._finished_announced = True
                self.game_finished.emit(controller.outcome_text())
        else:
            self.banner.hide()

    def _set_waiting(self, seats: list[int]) -> None:
        while self.waiting_layout.count():
            item = self.waiting_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        if not seats or self.controller is None:
            self.waiting_box.hide()
            return
        note = QLabel("Also acting now — pass the screen to:")
        note.setWordWrap(True)
        note.setStyleSheet("font-weight: bold;")
        self.waiting_layout.addWidget(note)
        for seat in seats:
            name = self.controller.display_name(seat)
            button = QPushButton(f"➜ {name}")
            button.setToolTip(f"{name} may act too: pass the screen to {name}")
            button.setStyleSheet("text-align: left; padding: 4px 8px;")
            button.clicked.connect(lambda _=False, s=seat: self.controller.hand_to(s))
            self.waiting_layout.addWidget(button)
        self.waiting_box.show()

    # ----- playing ------------------------------------------------------------------------
    def on_board_click(self, actions: list[Action]) -> None:
        if self.controller is None or self.replay is not None:
            return
        if len(actions) == 1:
            self.choose(actions[0])
        else:
            self.actions.choose_from(actions, "Several actions fit there — choose one:")

    def choose(self, action: Action) -> None:
        if self.controller is None:
            return
        problem = self.controller.apply(action)
        if problem:
            self.show_notice(problem)
        else:
            self.notice.hide()

    def show_notice(self, text: str) -> None:
        text = self.controller.humanize(text) if self.controller else text
        self.notice.setText(text)
        self.notice.show()
        self.status_message.emit(text)

    def undo(self) -> None:
        if self.controller is None or self.replay is not None:
            return
        problem = self.controller.undo()
        if problem:
            self.show_notice(problem)
        else:
            self.notice.hide()
            self.status_message.emit("Took back the last action.")

    def _curtain_ready(self) -> None:
        if self.controller is not None:
            self.controller.acknowledge_curtain()

    # ----- replay -------------------------------------------------------------------------
    def start_replay(self) -> None:
        if self.controller is None:
            return
        self.replay = Replay(self.controller.state)
        self.replay.go(0)
        self.banner.hide()
        self.replay_bar.show()
        self.replay_step_text.show()
        self.undo_button.setEnabled(False)
        self.actions.set_actions([], empty_text="Replay: step through the game below.")
        self._set_waiting([])
        self._refresh_replay()

    def _refresh_replay(self) -> None:
        assert self.replay is not None and self.controller is not None
        state = self.replay.current
        self.stack.setCurrentIndex(0)
        if self.board.scene() is not self.scene:
            self.board.setScene(self.scene)
        self._show_on_board(state, None, [])
        self.replay_label.setText(f"Step {self.replay.index} of {self.replay.length}")
        self.replay_step_text.setText(self.controller.humanize(self.replay.last_action_text()))
        self.active_label.setText("Replay")
        self.phase_label.setText(self.controller.humanize(state.phase))
        lines = [self.controller.humanize(line) for line in state.messages()]
        self.log.set_lines(lines)
        index, length = self.replay.index, self.replay.length
        self.replay_buttons["first"].setEnabled(index > 0)
        self.replay_buttons["back"].setEnabled(index > 0)
        self.replay_buttons["next"].setEnabled(index < length)
        self.replay_buttons["last"].setEnabled(index < length)

    def replay_step(self, key: str) -> None:
        if self.replay is None:
            return
        if key == "first":
            self.replay.go(0)
        elif key == "back":
            self.replay.step(-1)
        elif key == "next":
            self.replay.step(1)
        else:
            self.replay.go(self.replay.length)
        self._refresh_replay()

    def stop_replay(self) -> None:
        self.replay = None
        self.replay_bar.hide()
        self.replay_step_text.hide()
        self.refresh()
