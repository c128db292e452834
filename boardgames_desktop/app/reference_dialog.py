"""Help → Rules (F1): each game's rules in our own words, to browse and to search.

A window beside the game (not modal: a player can read while the board stays in view).
Top: the game, the mode and a search field that filters as you type.  Left: the sections as
a tree (a flat list of matches while searching).  Right: the section's text, its picture drawn
by the game's own painters, and links to the sections under it.  :meth:`open_at` is what F1,
a refusal's "Why?" link and the actions' rules links call.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.rules import GameInfo
from boardgames_desktop.ui.reference_pictures import picture

from .reference_data import Reference, Section, try_load_reference

NUMBERED = re.compile(r"^\d+\. ")
ID_ROLE = Qt.ItemDataRole.UserRole
LINK_SCHEME = "section"
BIG_PICTURES = {"emberheart.dragon", "emberheart.card", "brigade.block", "brigade.ruin",
                "flashpoint.engine", "flashpoint.ambulance", "emberheart.party",
                "brigade.event", "brigade.equipment"}


def body_html(paragraphs: tuple[str, ...]) -> str:
    """Paragraphs to HTML: lines starting '- ' become a bullet list, '1. ' a numbered one."""
    out: list[str] = []
    open_list = ""
    for text in paragraphs:
        numbered = NUMBERED.match(text)
        kind = "ul" if text.startswith("- ") else "ol" if numbered else ""
        if kind != open_list:
            if open_list:
                out.append(f"</{open_list}>")
            if kind:
                out.append(f"<{kind}>")
            open_list = kind
        if kind == "ul":
            out.append(f"<li>{escape(text[2:])}</li>")
        elif kind == "ol":
            out.append(f"<li>{escape(text[numbered.end():])}</li>")
        else:
            out.append(f"<p>{escape(text)}</p>")
    if open_list:
        out.append(f"</{open_list}>")
    return "\n".join(out)


class ReferenceDialog(QDialog):
    """The rules reference of every game that has one; see the module docstring."""

    def __init__(self, infos: list[GameInfo], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules reference")
        self.setAccessibleName("Rules reference")
        self.resize(900, 640)
        self.infos = [i for i in infos if try_load_reference(i.id)[0] is not None]
        self.problems = {i.id: try_load_reference(i.id)[1] for i in infos
                         if try_load_reference(i.id)[0] is None}
        self.reference: Reference | None = None
        self.section_id: str | None = None

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_box = QComboBox()
        self.game_box.setAccessibleName("Game")
        for info in self.infos:
            self.game_box.addItem(info.title, info.id)
        self.mode_box = QComboBox()
        self.mode_box.setAccessibleName("Mode")
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the rules (e.g. explosion, refill, Mountain)…")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Search the rules")
        top.addWidget(QLabel("Game:"))
        top.addWidget(self.game_box)
        top.addWidget(QLabel("Mode:"))
        top.addWidget(self.mode_box)
        top.addWidget(self.search, 1)
        layout.addLayout(top)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setAccessibleName("Sections")
        self.tree.currentItemChanged.connect(self._tree_changed)
        self.page = QTextBrowser()
        self.page.setOpenLinks(False)
        self.page.setAccessibleName("Section text")
        self.page.anchorClicked.connect(self._link)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.page)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([280, 620])
        layout.addWidget(splitter, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #6a7078;")
        layout.addWidget(self.status)

        self.game_box.currentIndexChanged.connect(lambda _: self._game_changed())
        self.mode_box.currentIndexChanged.connect(lambda _: self._fill_tree())
        self.search.textChanged.connect(lambda _: self._fill_tree())
        if self.problems:
            self.status.setText("Not available: " + "; ".join(self.problems.values()))
        if self.infos:
            self._game_changed()
        else:
            self.page.setPlainText("No rules reference could be loaded.")

    def hideEvent(self, event) -> None:  # noqa: N802
        """Closing the reference gives the keyboard back to the game window."""
        super().hideEvent(event)
        parent = self.parentWidget()
        if parent is not None and parent.isVisible():
            parent.window().activateWindow()

    # ----- what is shown ------------------------------------------------------------------
    @property
    def game_id(self) -> str | None:
        return self.game_box.currentData()

    @property
    def mode_id(self) -> str | None:
        return self.mode_box.currentData() or None

    def open_at(self, game_id: str, mode: str | None = None,
                section_id: str | None = None) -> bool:
        """Show ``game_id`` in ``mode`` at ``section_id`` (the first section when None or
        unknown); False when the game has no reference."""
        index = self.game_box.findData(game_id)
        if index < 0:
            return False
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self.game_box.setCurrentIndex(index)
        self._game_changed()
        if mode is not None:
            mode_index = self.mode_box.findData(mode)
            if mode_index >= 0:
                self.mode_box.setCurrentIndex(mode_index)
        assert self.reference is not None
        section = self.reference.section(section_id)
        if section is not None and not section.applies(self.mode_id):
            self.mode_box.setCurrentIndex(0)  # "every mode": the section is there
        self.show_section(section_id if section is not None else None)
        return True

    def _game_changed(self) -> None:
        game = self.game_id
        self.reference = try_load_reference(game)[0] if game else None
        info = next((i for i in self.infos if i.id == game), None)
        self.mode_box.blockSignals(True)
        self.mode_box.clear()
        self.mode_box.addItem("Every mode", "")
        for mode in info.modes if info else ():
            self.mode_box.addItem(mode.title, mode.id)
        self.mode_box.blockSignals(False)
        self._fill_tree()

    def _fill_tree(self) -> None:
        keep = self.section_id
        self.tree.blockSignals(True)
        self.tree.clear()
        ref = self.reference
        if ref is None:
            self.tree.blockSignals(False)
            return
        words = self.search.text().strip()
        if words:
            matches = ref.search(words, self.mode_id)
            for section in matches:
                item = QTreeWidgetItem([ref.link_title(section.id)])
                item.setData(0, ID_ROLE, section.id)
                self.tree.addTopLevelItem(item)
            self.status.setText(f"{len(matches)} section(s) mention “{words}”." if matches
                                else f"Nothing mentions “{words}”.")
        else:
            self._add_children(None, self.tree.invisibleRootItem())
            self.tree.expandAll()
            self.status.setText("")
        self.tree.blockSignals(False)
        ids = self.visible_ids()
        self.show_section(keep if keep in ids else (ids[0] if ids else None))

    def _add_children(self, parent_id: str | None, parent_item: QTreeWidgetItem) -> None:
        assert self.reference is not None
        for section in self.reference.children(parent_id, self.mode_id):
            item = QTreeWidgetItem([section.title])
            item.setData(0, ID_ROLE, section.id)
            parent_item.addChild(item)
            self._add_children(section.id, item)

    def visible_ids(self) -> list[str]:
        """The section ids the tree lists now, top to bottom."""
        out: list[str] = []

        def walk(item: QTreeWidgetItem) -> None:
            for i in range(item.childCount()):
                child = item.child(i)
                out.append(child.data(0, ID_ROLE))
                walk(child)

        walk(self.tree.invisibleRootItem())
        return out

    def _item_for(self, section_id: str) -> QTreeWidgetItem | None:
        for item in self.tree.findItems("*", Qt.MatchFlag.MatchWildcard
                                        | Qt.MatchFlag.MatchRecursive):
            if item.data(0, ID_ROLE) == section_id:
                return item
        return None

    def _tree_changed(self, current: QTreeWidgetItem | None, _previous) -> None:
        if current is not None:
            self.show_section(current.data(0, ID_ROLE))

    def _link(self, url: QUrl) -> None:
        if url.scheme() == LINK_SCHEME:
            self.show_section(url.path())

    def show_section(self, section_id: str | None) -> None:
        ref = self.reference
        section = ref.section(section_id) if ref is not None else None
        self.section_id = section.id if section is not None else None
        if section is None:
            self.page.setHtml("")
            return
        item = self._item_for(section.id)
        if item is not None and self.tree.currentItem() is not item:
            self.tree.blockSignals(True)
            self.tree.setCurrentItem(item)
            self.tree.blockSignals(False)
            self.tree.scrollToItem(item)
        self.page.setHtml(self.section_html(section))

    def section_html(self, section: Section) -> str:
        assert self.reference is not None
        ref = self.reference
        parts = []
        parent = ref.section(section.parent)
        if parent is not None:
            parts.append(f"<p style='color:#6a7078'>{escape(parent.title)} ›</p>")
        parts.append(f"<h2>{escape(section.title)}</h2>")
        if section.modes is not None:
            parts.append(f"<p style='color:#6a7078'><i>Applies to: "
                         f"{escape(self._mode_names(section.modes))}</i></p>")
        if section.picture:
            height = 150 if section.picture in BIG_PICTURES else 72
            ratio = self.devicePixelRatioF()
            pixmap = picture(section.picture, height, ratio)
            if pixmap is not None:
                name = f"picture:{section.picture}"
                self.page.document().addResource(QTextDocument.ResourceType.ImageResource,
                                                 QUrl(name), pixmap)
                parts.append(f"<p><img src='{name}'></p>")
        parts.append(body_html(section.body))
        children = ref.children(section.id, self.mode_id)
        if children:
            links = "".join(f"<li><a href='{LINK_SCHEME}:{c.id}'>{escape(c.title)}</a></li>"
                            for c in children)
            parts.append(f"<p><b>More on this:</b></p><ul>{links}</ul>")
        return "\n".join(parts)

    def _mode_names(self, modes: tuple[str, ...]) -> str:
        info = next((i for i in self.infos if i.id == self.game_id), None)
        names = {m.id: m.title for m in info.modes} if info else {}
        return ", ".join(names.get(m, m) for m in modes)


def open_reference(dialog: ReferenceDialog | None, parent: QWidget, infos: list[GameInfo],
                   game_id: str | None, mode: str | None = None,
                   section_id: str | None = None) -> ReferenceDialog:
    """Show the (one, reused) reference window at a place; returns it."""
    if dialog is None:
        dialog = ReferenceDialog(infos, parent)
    if game_id is not None:
        dialog.open_at(game_id, mode, section_id)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
