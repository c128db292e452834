"""The pass-the-screen curtain: hides the board while it passes to the next player."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

SHORT_NAME = 28  # longer seat names (several seats together) are not repeated on the button


class Curtain(QWidget):
    ready = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#curtain { background: #1d2430; } QLabel { color: #f0f0f0; }")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # seat names as written
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)  # several seats' names must not widen the window
        self.title.setStyleSheet("font-size: 30pt; font-weight: bold;")
        layout.addWidget(self.title)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("font-size: 13pt; color: #c8ccd4;")
        layout.addWidget(self.note)
        self.button = QPushButton()
        self.button.setMinimumHeight(48)
        self.button.setStyleSheet("font-size: 14pt; padding: 8px 24px;")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setAutoDefault(True)  # Enter (or Space) on the focused button: ready
        self.button.clicked.connect(self.ready.emit)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)

    def show_for(self, name: str, previous: str = "") -> None:
        self.title.setText(f"Pass to {name}")
        who = f"{previous}, please" if previous else "Please"
        self.note.setText(f"{who} hand the screen over. The board stays hidden so nobody sees "
                          f"what they should not.")
        # a button reads "&" as a shortcut mark, and cannot wrap: long names stay in the title
        said = name.replace("&", "&&")
        self.button.setText(f"I am {said} — show my board" if len(name) <= SHORT_NAME
                            else "We are here — show the board")
        self.button.setToolTip("Enter or Space")
        if self.isVisible():
            self.button.setFocus()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.button.setFocus()  # the next player presses Enter instead of hunting the mouse
