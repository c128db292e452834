"""What happened while you were away, and what the last action changed.

After every refresh the game page calls :meth:`AwaySummary.update`.  It compares the action
log with what it saw last time:

* new actions → the board's last-move rings (``ui/animate_marks.py``) go around the places
  they were taken at and around the pieces that moved since the previous picture;
* a seat gets the screen (its turn starts, or the curtain lifts) → a short summary of what
  the others (Blaze, the fire, the Pyromancer — whoever acted in the log) did since that
  seat's own last action, and the rings show every place those actions touched and every
  piece that moved since that seat last acted.

The summary is the box itself (a word-wrapped label with a close button); it stays until the
seat acts or closes it (Esc on its button).  Everything comes from the log, which every seat
may read, so no hidden information is shown.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from boardgames_desktop.rules.state import heading_title, is_heading

from .animate_marks import Picture
from .game_scene import GameScene

MAX_LINES = 8  #: lines of the summary before "… and N more in the game log"
STYLE = ("#away { background: #e8f6fd; border-left: 4px solid #46c8ff; border-radius: 4px; }"
         " #away QLabel { color: #10303f; }")


def summary_lines(state, since: int, humanize=lambda t: t) -> list[str]:
    """The log of the actions from index ``since`` on, one line per action plus what it
    caused (headings and lines without the seat's name are kept as they are)."""
    lines: list[str] = []
    for entry in state.log[since:]:
        lines.append(humanize(f"{state.log_name(entry.action.player)}: "
                              f"{entry.action.describe()}"))
        for message in entry.messages:
            text = heading_title(message) if is_heading(message) else f"  {message}"
            lines.append(humanize(text))
    return lines


def shorten(lines: list[str], limit: int = MAX_LINES) -> list[str]:
    if len(lines) <= limit:
        return lines
    return lines[:limit - 1] + [f"… and {len(lines) - limit + 1} more lines in the game log"]


class AwaySummary(QFrame):
    """The summary box of the side panel, and the bookkeeping behind the rings."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("away")
        self.setStyleSheet(STYLE)
        self.setAccessibleName("What happened since your last turn")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 6, 6)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setStyleSheet("font-weight: bold;")
        self.title.setWordWrap(True)
        top.addWidget(self.title, 1)
        self.close_button = QPushButton("✕")
        self.close_button.setFlat(True)
        self.close_button.setFixedWidth(28)
        self.close_button.setToolTip("Hide this summary (the rings stay until the next action)")
        self.close_button.setAccessibleName("Hide the summary")
        self.close_button.clicked.connect(self.hide)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.setAccessibleName("Summary")
        layout.addWidget(self.body)
        self.hide()
        self.reset()

    def reset(self) -> None:
        """A new game (or a loaded one): nothing seen yet."""
        self.seen = -1  #: log length at the last update (-1: none yet)
        self.viewer: int | None = None
        self.curtained = False
        #: per seat: the pieces' places when that seat last acted
        self.seat_pictures: dict[int, Picture] = {}
        self.previous: Picture | None = None  #: the pieces at the last update
        self.hide()

    # ----- after each refresh -------------------------------------------------------------
    def update_from(self, controller, scene: GameScene, curtained: bool = False) -> None:
        """Called by the game page after drawing (``curtained``: the board is hidden)."""
        state = controller.state
        log = state.log
        if curtained:
            self.curtained = True
            return
        marks = scene.marks
        first = self.seen < 0
        if len(log) < self.seen:  # an undo: what it took back is not on the board any more
            marks.clear()
            self.hide()
        new_entries = log[max(self.seen, 0):] if not first else []
        viewer = controller.viewer
        handed = viewer is not None and (viewer != self.viewer or self.curtained)
        if handed and not first and not state.is_over:
            self._welcome(controller, scene, viewer)
        elif new_entries:
            self.hide()
            marks.set([e.action.target for e in new_entries], self.previous)
        if viewer is not None and log and log[-1].action.player == viewer:
            self.seat_pictures[viewer] = marks.picture()
        self.previous = marks.picture()
        self.seen = len(log)
        self.viewer = viewer
        self.curtained = False

    def _welcome(self, controller, scene: GameScene, seat: int) -> None:
        """``seat`` has the screen: what happened since its last action."""
        state = controller.state
        log = state.log
        last = next((i for i in range(len(log) - 1, -1, -1)
                     if log[i].action.player == seat), -1)
        since = last + 1
        others = [e for e in log[since:] if e.action.player != seat]
        if not others:
            scene.marks.set([e.action.target for e in log[self.seen:]],
                            None if state.hidden_information else self.previous)
            self.hide()
            return
        # compare with a picture this seat saw itself: another seat's view may show what
        # this one must not see
        picture = self.seat_pictures.get(seat)
        if picture is None and not state.hidden_information:
            picture = self.previous
        scene.marks.set([e.action.target for e in log[since:]], picture)
        name = controller.names.short(state, seat)  # typed, or the game's own ("Blue")
        self.title.setText(f"{name}, since your last turn:" if last >= 0
                           else f"{name}, before your first turn:")
        self.body.setText("\n".join(shorten(summary_lines(state, since, controller.humanize))))
        self.show()
