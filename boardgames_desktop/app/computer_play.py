"""The computer seats on the game page: the seat list with its "thinking…" mark, the watch
controls of an all-computer game, and the hint (button, board mark, "Play it").

A GUI timer polls the :class:`~boardgames_desktop.hotseat.bot_driver.BotDriver` (which asks
a worker process and never waits), so while a computer thinks the window keeps painting,
zooming and panning.  The game page only hands this object its controller (``start``) and
calls ``refresh`` after each of its own refreshes.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.hotseat.bot_driver import DEFAULT_PACE, PACES, BotDriver, Hint, Runner
from boardgames_desktop.hotseat.bot_runner import BotRunner
from boardgames_desktop.hotseat.seats import kind_short
from boardgames_desktop.ui.hint import HintMark
from boardgames_desktop.ui.labels import wrapped_label

if TYPE_CHECKING:
    from .game_page import GamePage

POLL_MS = 30  # how often the GUI looks for a computer's answer
DOTS_EVERY = 12  # polls per step of the "thinking…" dots (about 0.4 s)
HINT_TEXT = "Hint (Ctrl+H)"
HINT_STYLE = ("#hintbox { background: #e3f6fd; border-left: 4px solid #1c9bd1; "
              "border-radius: 4px; } #hintbox QLabel { color: #12303d; }")


class SeatPanel(QFrame):
    """Who plays each seat, which computer is thinking, the watch bar and the hint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.seats_label = QLabel()
        self.seats_label.setTextFormat(Qt.TextFormat.RichText)  # names are escaped
        self.seats_label.setWordWrap(True)
        self.seats_label.setAccessibleName("Seats")
        layout.addWidget(self.seats_label)

        self.watch_bar = QWidget()
        watch = QHBoxLayout(self.watch_bar)
        watch.setContentsMargins(0, 0, 0, 0)
        watch.setSpacing(4)
        self.pause_button = QPushButton("Pause")
        self.pause_button.setToolTip("Hold the computer players after their current move")
        self.step_button = QPushButton("Step")
        self.step_button.setToolTip("Let the computer make one move, then wait again")
        self.resume_button = QPushButton("Resume")
        self.resume_button.setToolTip("Let the computer players play on")
        for button in (self.pause_button, self.step_button, self.resume_button):
            watch.addWidget(button, 1)
        layout.addWidget(self.watch_bar)

        self.hint_button = QPushButton(HINT_TEXT)
        self.hint_button.setToolTip("What would the computer do? The Normal computer player "
                                    "looks at the game from your seat (only what you may "
                                    "see) and suggests a move (Ctrl+H)")
        self.hint_button.setAccessibleName("Hint")
        layout.addWidget(self.hint_button)

        self.hint_box = QFrame()
        self.hint_box.setObjectName("hintbox")
        self.hint_box.setStyleSheet(HINT_STYLE)
        hint_layout = QVBoxLayout(self.hint_box)
        hint_layout.setContentsMargins(8, 6, 8, 6)
        self.hint_text = wrapped_label()
        self.hint_text.setAccessibleName("Hint")
        hint_layout.addWidget(self.hint_text)
        hint_buttons = QHBoxLayout()
        self.play_hint_button = QPushButton("Play it")
        self.close_hint_button = QPushButton("Close")
        hint_buttons.addWidget(self.play_hint_button)
        hint_buttons.addWidget(self.close_hint_button)
        hint_buttons.addStretch(1)
        hint_layout.addLayout(hint_buttons)
        layout.addWidget(self.hint_box)
        self.hint_box.hide()


class ComputerPlay(QObject):
    """Drives one game's computer seats and hints for a :class:`GamePage`."""

    status_message = Signal(str)
    #: a person asked for a hint: the log line is kept with the game, so write it now
    hint_asked = Signal()

    def __init__(self, page: GamePage) -> None:
        super().__init__(page)
        self.page = page
        self.panel = SeatPanel()
        self.runner_factory: Callable[[], Runner] = BotRunner
        self.time_limit: float | None = None  # None: each level's own budget
        self.pace = DEFAULT_PACE
        self.driver: BotDriver | None = None
        self.mark = HintMark()
        self.hint: Hint | None = None
        self._hint_version = -1
        self._polls = 0
        self._shown_problem = ""
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.tick)
        panel = self.panel
        panel.pause_button.clicked.connect(self.pause)
        panel.step_button.clicked.connect(self.step)
        panel.resume_button.clicked.connect(self.resume)
        panel.hint_button.clicked.connect(self.ask_hint)
        panel.play_hint_button.clicked.connect(self.play_hint)
        panel.close_hint_button.clicked.connect(self.clear_hint)
        panel.hide()

    @property
    def controller(self) -> HotseatController | None:
        return self.page.controller

    # ----- a game starts and stops ---------------------------------------------------------
    def start(self, controller: HotseatController) -> None:
        self.stop()
        self.driver = BotDriver(controller, self.runner_factory, self.pace, self.time_limit)
        self.driver.on_hint = self._hint_ready
        if any(controller.is_computer(p) for p in range(controller.state.players)):
            try:
                self.driver.warm_up()  # the worker starts with the game, not mid-game
            except Exception as exc:  # reported again at the first computer move
                self.status_message.emit(f"The computer players could not start: {exc}")
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self.clear_hint()
        if self.driver is not None:
            self.driver.close()
            self.driver = None
        self._shown_problem = ""
        self.panel.hide()

    def set_pace(self, pace: str) -> None:
        if pace in PACES:
            self.pace = pace
            if self.driver is not None:
                self.driver.set_pace(pace)

    # ----- the loop ------------------------------------------------------------------------
    def tick(self) -> None:
        driver = self.driver
        if driver is None or self.page.replay is not None:
            return  # a replay looks at the game as it stands: nobody plays meanwhile
        self._polls += 1
        changed = driver.poll()
        thinking = driver.thinking_seat is not None or driver.hint_pending
        if changed or (thinking and self._polls % DOTS_EVERY == 0):
            self.refresh()
        problem = driver.problem or driver.hint_problem
        if problem and problem != self._shown_problem:
            self._shown_problem = problem
            self.page.show_notice(problem)

    # ----- the side panel ------------------------------------------------------------------
    def refresh(self) -> None:
        controller, driver = self.controller, self.driver
        if controller is None or driver is None:
            self.panel.hide()
            return
        if self.hint is not None and self._hint_version != controller.version:
            self.clear_hint()  # the position changed: the hint is about a board gone by
        panel = self.panel
        computers = any(controller.is_computer(p) for p in range(controller.state.players))
        over = controller.state.is_over
        panel.seats_label.setText(self._seats_html() if computers else "")
        panel.seats_label.setVisible(computers)
        panel.watch_bar.setVisible(controller.all_computer and not over)
        panel.pause_button.setEnabled(not driver.paused)
        panel.step_button.setEnabled(not over)
        panel.resume_button.setEnabled(driver.paused)
        seat = self.hint_seat()
        panel.hint_button.setVisible(bool(controller.people) and not over)
        panel.hint_button.setEnabled(seat is not None and not driver.hint_pending)
        panel.hint_button.setText("Thinking about a hint…" if driver.hint_pending
                                  else HINT_TEXT)
        panel.setVisible(computers or panel.hint_button.isVisible())

    def _seats_html(self) -> str:
        controller, driver = self.controller, self.driver
        assert controller is not None and driver is not None
        thinking = driver.thinking_seats
        dots = "." * (1 + (self._polls // DOTS_EVERY) % 3)
        rows = []
        for seat in range(controller.state.players):
            name = escape(controller.display_name(seat))
            kind = escape(kind_short(controller.kinds[seat]))
            active = seat in controller.active
            text = f"<b>{name}</b>" if active else name
            row = f"{'▶' if active else '&nbsp;&nbsp;'} {text} <span style='color:#5a5f66'>" \
                  f"({kind})</span>"
            if seat in thinking:
                state = "paused" if driver.paused and driver._steps <= 0 else f"thinking{dots}"
                row += f" <span style='color:#1c6fb0; font-weight:bold'>— {state}</span>"
            rows.append(row)
        head = "<span style='color:#5a5f66'>Watching: the computer plays every seat.</span>" \
            if controller.all_computer else ""
        return "<br>".join(([head] if head else []) + rows)

    def idle_text(self) -> str:
        """The action list's line when a person has nothing to do."""
        controller = self.controller
        if controller is not None and controller.computer_seats_to_act():
            return "The computer is playing: watch the board."
        return "Nothing to do right now."

    # ----- watch mode ----------------------------------------------------------------------
    def pause(self) -> None:
        if self.driver is not None:
            self.driver.pause()
            self.status_message.emit("The computer players wait: Step for one move, Resume "
                                     "to go on.")
            self.refresh()

    def step(self) -> None:
        if self.driver is not None:
            self.driver.step()
            self.refresh()

    def resume(self) -> None:
        if self.driver is not None:
            self.driver.resume()
            self._shown_problem = ""
            self.refresh()

    # ----- hints ---------------------------------------------------------------------------
    def hint_seat(self) -> int | None:
        """The person a hint is for: the one at the screen when it may act, else the first
        active person whose actions are offered (None: no person may act now)."""
        controller = self.controller
        if controller is None or controller.curtain_required or controller.state.is_over:
            return None
        offered = {a.player for a in controller.visible_legal()}
        if controller.viewer in offered:
            return controller.viewer
        return min(offered) if offered else None

    def ask_hint(self) -> bool:
        controller, driver = self.controller, self.driver
        if controller is None or driver is None or self.page.replay is not None:
            return False
        seat = self.hint_seat()
        if seat is None:
            self.status_message.emit("A hint is for a person whose turn it is.")
            return False
        if driver.hint_pending:
            return False
        self.clear_hint()
        controller.note_hint(f"{controller.seat_name(seat)} asked for a hint.")
        self.hint_asked.emit()
        driver.ask_hint(seat)
        self.status_message.emit("Thinking about a hint…")
        self.refresh()
        return True

    def _hint_ready(self, hint: Hint) -> None:
        controller = self.controller
        if controller is None:
            return
        self.hint = hint
        self._hint_version = controller.version
        marked = self.mark.show(self.page.scene, hint.action.target or "")
        where = " The blue dashed frame on the board shows where." if marked else ""
        name = controller.seat_name(hint.seat)
        self.panel.hint_text.setText(f"Hint for {name}: {controller.humanize(hint.explanation)}"
                                     f"{where}")
        self.panel.hint_box.show()
        self.status_message.emit(f"Hint: {controller.humanize(hint.action.describe())}")

    def play_hint(self) -> None:
        hint = self.hint
        if hint is not None:
            self.clear_hint()
            self.page.choose(hint.action)

    def clear_hint(self) -> None:
        self.hint = None
        self.mark.clear()
        self.panel.hint_box.hide()
