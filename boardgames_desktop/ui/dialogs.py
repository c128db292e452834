"""Message boxes and file pickers behind one small interface, so tests can replace them."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

SAVE_FILTER = "Boardgames Desktop saves (*.json);;All files (*)"


class Dialogs:
    """The real, modal dialogs.  Tests pass a recording fake with the same methods."""

    def error(self, parent: QWidget | None, title: str, text: str) -> None:
        QMessageBox.warning(parent, title, text)

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        QMessageBox.information(parent, title, text)

    def confirm(self, parent: QWidget | None, title: str, text: str) -> bool:
        answer = QMessageBox.question(parent, title, text,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def open_file(self, parent: QWidget | None, folder: str) -> str | None:
        path, _ = QFileDialog.getOpenFileName(parent, "Open a saved game", folder, SAVE_FILTER)
        return path or None

    def save_file(self, parent: QWidget | None, suggested: str) -> str | None:
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

    def error(self, parent, title, text) -> None:
        self.messages.append(("error", title, text))

    def info(self, parent, title, text) -> None:
        self.messages.append(("info", title, text))

    def confirm(self, parent, title, text) -> bool:
        self.messages.append(("confirm", title, text))
        return self.confirm_answer

    def open_file(self, parent, folder) -> str | None:
        return self.open_path

    def save_file(self, parent, suggested) -> str | None:
        return self.save_path

    def errors(self) -> list[str]:
        return [text for kind, _, text in self.messages if kind == "error"]
