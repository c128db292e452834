"""Links from the game page into the rules reference.

* :class:`WhyLink` sits under a refusal: "Why? → Advance Fire, step 3: flashover".
* :class:`ActionRulesLinks` sits under the list of actions (or the chooser): "Rules: Moving ·
  Extinguishing", one link per kind of action offered.

Both emit ``opened(section_id)``; the main window opens the reference there.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason, as_reason

from .reference_data import Reference, try_load_reference

MAX_ACTION_LINKS = 4  # more would crowd the side panel; the reference lists the rest


def reference_for(game_id: str | None) -> Reference | None:
    return try_load_reference(game_id)[0] if game_id else None


class _LinkLabel(QLabel):
    opened = Signal(str)

    def __init__(self, style: str) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.setOpenExternalLinks(False)
        self.setWordWrap(True)
        self.setStyleSheet(style)
        self.linkActivated.connect(self._activated)
        self.sections: list[str] = []
        self.hide()

    def _activated(self, href: str) -> None:
        self.opened.emit(href.removeprefix("section:"))

    def _show(self, html: str, sections: list[str]) -> None:
        self.sections = sections
        self.setText(html)
        self.setVisible(bool(sections))


class WhyLink(_LinkLabel):
    """"Why? → <section>" under a refusal, when the reference explains it."""

    def __init__(self) -> None:
        super().__init__("padding: 0 6px 2px 10px;")
        self.setAccessibleName("Why? Open the rule in the reference")

    def show_for(self, reference: Reference | None, reason: Reason | str | None) -> str | None:
        """Point at the section explaining ``reason``; returns its id (None: hidden)."""
        section = reference.section_for(as_reason(reason)) if reference and reason else None
        if section is None or reference is None:
            self._show("", [])
            return None
        title = escape(reference.link_title(section))
        self._show(f"Why? → <a href='section:{section}'>{title}</a>", [section])
        return section


class ActionRulesLinks(_LinkLabel):
    """"Rules: …" links for the kinds of the actions on offer."""

    def __init__(self) -> None:
        super().__init__("color: #5a5f66; font-size: 9pt;")
        self.setAccessibleName("Rules for these actions")

    def show_for(self, reference: Reference | None, actions: Iterable[Action]) -> list[str]:
        sections: list[str] = []
        for action in actions:
            section = reference.section_for(kind=action.kind) if reference else None
            if section is not None and section not in sections:
                sections.append(section)
        shown = sections[:MAX_ACTION_LINKS]
        assert reference is not None or not shown
        links = " · ".join(f"<a href='section:{s}'>{escape(reference.link_title(s))}</a>"
                           for s in shown if reference is not None)
        self._show(f"Rules: {links}" if shown else "", shown)
        return shown
