"""The tutorial on screen: a panel at the top of the game page's side panel that says what
to do and why, names the rule a step shows, answers a wrong click with the step's hint, and
at the end offers a real game.  The steps themselves are in ``tutorial.py`` (pure Python).

The game page asks the panel (``page.tutorial``) which actions to offer (only the step's:
so only its target glows) and whether a chosen action may be taken.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.rules import Action, new_game
from boardgames_desktop.ui.labels import wrapped_label

from .tutorial import Tutorial, TutorialRunner
from .tutorial_progress import (  # noqa: F401  (kept here for callers of the panel)
    progress_key,
    save_progress,
    saved_progress,
)

if TYPE_CHECKING:
    from .game_page import GamePage

STYLE = ("#tutorial { background: #fff7dd; border: 2px solid #e0a800; border-radius: 6px; }"
         "#tutorial QLabel { color: #2b2b2b; }"
         "#tutorialText, #tutorialText > QWidget > QWidget { background: transparent; }")
#: The step's text never takes more than this share of the window's height: a long text
#: scrolls inside the panel instead of pushing the buttons over it or growing the window.
MAX_TEXT_SHARE = 0.4


class TutorialPanel(QFrame):
    """Shows a :class:`TutorialRunner`'s current step on a game page."""

    def __init__(self, runner: TutorialRunner, on_leave=None, on_real_game=None,
                 on_progress=None, parent=None) -> None:
        super().__init__(parent)
        self.runner = runner
        self.page: GamePage | None = None
        self.on_leave = on_leave  # () -> None: back to the launcher
        self.on_real_game = on_real_game  # (Tutorial) -> None
        self.on_progress = on_progress  # (TutorialRunner) -> None: remember where we are
        self.setObjectName("tutorial")
        self.setStyleSheet(STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(4)
        # never squeezed: the side panel's log gives way instead
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.text_area = QScrollArea()
        self.text_area.setObjectName("tutorialText")
        self.text_area.setWidgetResizable(True)
        self.text_area.setFrameShape(QFrame.Shape.NoFrame)
        self.text_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        text = QWidget()
        layout = QVBoxLayout(text)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.text_area.setWidget(text)
        outer.addWidget(self.text_area)
        self.counter = wrapped_label(style="font-size: 9pt; color: #7a5a00; font-weight: bold;")
        layout.addWidget(self.counter)
        self.rule = wrapped_label()
        self.rule.setStyleSheet("background: #e0a800; color: white; border-radius: 4px; "
                                "padding: 1px 6px; font-weight: bold;")
        layout.addWidget(self.rule)
        self.do = wrapped_label(style="font-size: 11pt; font-weight: bold;")
        layout.addWidget(self.do)
        self.why = wrapped_label(style="font-size: 10pt; color: #4a4a4a;")
        layout.addWidget(self.why)
        self.hint = wrapped_label(style="color: #9a3a00; font-weight: bold; "
                                  "background: #ffe9c7; padding: 3px 5px; border-radius: 3px;")
        self.hint.hide()
        layout.addWidget(self.hint)
        buttons = QHBoxLayout()
        self.next_button = QPushButton("Next ▶")
        self.next_button.setStyleSheet("font-weight: bold; padding: 3px 14px;")
        self.next_button.clicked.connect(self.next)
        self.real_button = QPushButton("Play a real game")
        self.real_button.setStyleSheet("font-weight: bold; padding: 3px 14px;")
        self.real_button.clicked.connect(self._real_game)
        self.leave_button = QPushButton("Leave tutorial")
        self.leave_button.setToolTip("Your place is kept: Learn to play resumes it.")
        self.leave_button.clicked.connect(self._leave)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.real_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        outer.addLayout(buttons)

    @property
    def tutorial(self) -> Tutorial:
        return self.runner.tutorial

    # ----- on the game page ------------------------------------------------------------
    def attach(self, page: GamePage) -> None:
        """Show on ``page`` (whose controller plays ``runner.state``)."""
        self.page = page
        page.tutorial = self
        page.side.layout().insertWidget(0, self)
        self.show()
        if page.controller is not None:
            page.controller.subscribe(self.update_view)
        self.update_view()
        page.refresh()

    def detach(self) -> None:
        if self.page is not None and self.page.tutorial is self:
            self.page.tutorial = None
        self.page = None
        self.hide()
        self.setParent(None)
        self.deleteLater()

    def offered(self, legal: list[Action]) -> list[Action]:
        return self.runner.offered(legal)

    def waiting_text(self) -> str:
        """What the side panel's empty action list says during a tutorial."""
        step = self.runner.step
        if step is not None and not step.waits_for_action:
            return "Read the tutorial step above, then press Next."
        return "Nothing to do right now."

    def refuse(self, action: Action | None) -> str | None:
        """The step's hint when ``action`` is not what it asks for (shown here too)."""
        hint = self.runner.refusal(action)
        self.show_hint(hint)
        return hint

    def show_hint(self, hint: str | None) -> None:
        self.hint.setText(hint or "")
        self.hint.setVisible(bool(hint))
        self._fit_labels()

    # ----- the step ----------------------------------------------------------------------
    def update_view(self) -> None:
        runner = self.runner
        step = runner.step
        number, total = runner.progress()
        self.show_hint(None)
        if step is None:
            self.counter.setText(f"{self.tutorial.title} · done")
            self.rule.setText("Well done!")
            self.rule.show()
            self.do.setText(self.tutorial.finish)
            self.why.setText("Ready? Start a real game, or leave the tutorial.")
            self.next_button.hide()
            self.real_button.show()
        else:
            self.counter.setText(f"{self.tutorial.title} · step {number} of {total}")
            rule = runner.rule_to_name()
            self.rule.setText(f"New rule: {rule}")
            self.rule.setVisible(bool(rule))
            self.do.setText(step.do)
            self.why.setText(step.why)
            self.why.setVisible(bool(step.why))
            self.next_button.setVisible(not step.waits_for_action)
            self.real_button.hide()
        self._fit_labels()
        if self.on_progress is not None:
            self.on_progress(runner)

    def _fit_labels(self) -> None:
        """Word-wrapped labels ask for the height their text needs at the panel's width (a
        layout would otherwise squeeze them and cut lines off); the text area shows all of it
        up to ``MAX_TEXT_SHARE`` of the window's height, and scrolls beyond that."""
        scrollbar = self.text_area.verticalScrollBar().sizeHint().width()
        width = max(120, self.width() - 24 - scrollbar)
        needed = 0
        labels = (self.counter, self.rule, self.do, self.why, self.hint)
        for label in labels:
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            height = label.heightForWidth(width) if label.text() else 0
            label.setMinimumHeight(height)
            if not label.isHidden():
                needed += height + 4
        window = self.window()
        room = window.height() if window is not None and window is not self else 800
        self.text_area.setFixedHeight(min(needed, max(120, int(room * MAX_TEXT_SHARE))))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_labels()

    def next(self) -> None:
        self.runner.next()
        self.update_view()
        if self.page is not None:
            self.page.refresh()

    def _leave(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self.runner)
        if self.on_leave is not None:
            self.on_leave()

    def _real_game(self) -> None:
        if self.on_real_game is not None:
            self.on_real_game(self.tutorial)


def real_game_state(tutorial: Tutorial, seed: int | None = None):
    """The game a finished tutorial offers (its ``real_game``: mode, players, options)."""
    spec: dict[str, Any] = tutorial.real_game or {}
    state = tutorial.new_state()
    mode = spec.get("mode", state.mode)
    players = int(spec.get("players", state.players))
    options = {k: v for k, v in (spec.get("options") or {}).items()}
    return new_game(tutorial.game, mode, players,
                    seed if seed is not None else random.randrange(1, 10**9), options)
