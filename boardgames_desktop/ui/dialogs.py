"""Message boxes and file pickers behind one small interface, so tests can replace them.

The dialog classes are imported when a dialog is first shown: the main window makes its
``Dialogs`` while the app starts, and PySide6 builds a class's enums when it is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

SAVE_FILTER = "Boardgames Desktop saves (*.json);;All files (*)"


class Dialogs:
    """The real, modal dialogs.  Tests pass a recording fake with the same methods."""

    def error(self, parent: QWidget | None, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(parent, title, text)

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(parent, title, text)

    def confirm(self, parent: QWidget | None, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(parent, title, text,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def crash(self, parent: QWidget | None, title: str, text: str, details: str,
              can_reload: bool) -> str:
        """An unexpected error: the text, the details on request and a button to copy them;
        returns "reload" (continue from the last autosave) or "continue"."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QMessageBox(QMessageBox.Icon.Critical, title, text, parent=parent)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDetailedText(details)
        copy = box.addButton("Copy details", QMessageBox.ButtonRole.ActionRole)
        reload = box.addButton("Continue from the autosave",
                               QMessageBox.ButtonRole.AcceptRole) if can_reload else None
        box.addButton("Keep playing" if can_reload else "OK", QMessageBox.ButtonRole.RejectRole)
        while True:
            box.exec()
            if box.clickedButton() is not copy:
                break
            QApplication.clipboard().setText(details)  # copied; the box comes back
        return "reload" if reload is not None and box.clickedButton() is reload else "continue"

    def open_file(self, parent: QWidget | None, folder: str) -> str | None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(parent, "Open a saved game", folder, SAVE_FILTER)
        return path or None

    def save_file(self, parent: QWidget | None, suggested: str) -> str | None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(parent, "Save the game as", suggested, SAVE_FILTER)
        return path or None


class RecordingDialogs(Dialogs):
    """Answers without showing anything and remembers what was asked (for tests/headless)."""

    def __init__(self, confirm: bool = True, open_path: str | None = None,
                 save_path: str | None = None) -> None:
        self.messages: list[tuple[str, str, str]] = []
        self.confirm_answer = confirm
        self.open_path = open_path
        self.save_path = save_path
        self.crash_answer = "continue"

    def error(self, parent, title, text) -> None:
        self.messages.append(("error", title, text))

    def info(self, parent, title, text) -> None:
        self.messages.append(("info", title, text))

    def confirm(self, parent, title, text) -> bool:
        self.messages.append(("confirm", title, text))
        return self.confirm_answer

    def crash(self, parent, title, text, details, can_reload) -> str:
        self.messages.append(("crash", title, f"{text}\n\n{details}"))
        return self.crash_answer if can_reload else "continue"

    def open_file(self, parent, folder) -> str | None:
        return self.open_path

    def save_file(self, parent, suggested) -> str | None:
        return self.save_path

    def errors(self) -> list[str]:
        return [text for kind, _, text in self.messages if kind == "error"]
