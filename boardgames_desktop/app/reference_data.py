"""The rules reference of a game: sections read from ``resources/<game>/reference.json``.

A section has a stable id (what a :class:`~boardgames_desktop.rules.reason.Reason` names in
``rule``), a title, an optional parent (the browsing tree), the modes it applies to (absent:
every mode), paragraphs of body text and an optional picture id
(``ui/reference_pictures.py``).  ``actions`` maps every action kind of the game to the
section that explains it, so a refusal or a listed action without a ``rule`` still finds its
page.  Pure Python: the dialog that shows it lives in ``reference_dialog.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.rules.resources import load_json, resource_path

FILE = "reference.json"


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    body: tuple[str, ...]
    parent: str | None = None
    modes: tuple[str, ...] | None = None  #: None: every mode
    picture: str | None = None

    def applies(self, mode: str | None) -> bool:
        return mode is None or self.modes is None or mode in self.modes

    def text(self) -> str:
        """Title and body as one plain string (what the search looks in)."""
        return "\n".join((self.title, *self.body))


@dataclass(frozen=True)
class Reference:
    game: str
    sections: tuple[Section, ...]
    actions: dict[str, str] = field(default_factory=dict)

    def section(self, section_id: str | None) -> Section | None:
        for section in self.sections:
            if section.id == section_id:
                return section
        return None

    def children(self, parent: str | None, mode: str | None = None) -> list[Section]:
        """The sections directly under ``parent`` (None: the top level), in file order."""
        return [s for s in self.sections if s.parent == parent and s.applies(mode)]

    def for_mode(self, mode: str | None) -> list[Section]:
        return [s for s in self.sections if s.applies(mode)]

    def search(self, words: str, mode: str | None = None) -> list[Section]:
        """Sections whose title or text contains every word of ``words`` (any case)."""
        terms = words.casefold().split()
        return [s for s in self.for_mode(mode)
                if all(term in s.text().casefold() for term in terms)]

    def section_for(self, reason: Reason | None = None, kind: str | None = None) -> str | None:
        """The section that explains a refusal (its ``rule``, else its action kind) or an
        action kind; None when nothing fits."""
        if reason is not None:
            if reason.rule and self.section(reason.rule) is not None:
                return reason.rule
            kind = kind or reason.action_kind
        if kind and kind in self.actions:
            return self.actions[kind]
        return None

    def link_title(self, section_id: str) -> str:
        """How a link names a section: its title, and for a numbered step its procedure
        too ('Advance Fire, step 3: flashover')."""
        section = self.section(section_id)
        if section is None:
            return section_id
        parent = self.section(section.parent)
        if parent is None or not section.title.startswith("Step "):
            return section.title
        return f"{parent.title}, s{section.title[1:]}"


def _section(data: Any, where: str) -> Section:
    if not isinstance(data, dict):
        raise ResourceError(f"{where}: a section must be an object")
    for key in ("id", "title"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise ResourceError(f"{where}: field '{key}' must be a non-empty text")
    body = data.get("body", [])
    if not isinstance(body, list) or not all(isinstance(p, str) for p in body):
        raise ResourceError(f"{where} ({data['id']}): field 'body' must be a list of texts")
    modes = data.get("modes")
    if modes is not None and (not isinstance(modes, list)
                              or not all(isinstance(m, str) for m in modes)):
        raise ResourceError(f"{where} ({data['id']}): field 'modes' must be a list of mode ids")
    for key in ("parent", "picture"):
        if data.get(key) is not None and not isinstance(data[key], str):
            raise ResourceError(f"{where} ({data['id']}): field '{key}' must be a text")
    return Section(data["id"], data["title"], tuple(body), data.get("parent"),
                   tuple(modes) if modes is not None else None, data.get("picture"))


def parse_reference(game: str, data: Any, where: str = FILE) -> Reference:
    """A :class:`Reference` from parsed JSON; a ResourceError naming the field when wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("sections"), list):
        raise ResourceError(f"{where}: field 'sections' must be a list")
    sections = tuple(_section(s, f"{where}: sections[{i}]")
                     for i, s in enumerate(data["sections"]))
    ids = [s.id for s in sections]
    doubled = sorted({i for i in ids if ids.count(i) > 1})
    if doubled:
        raise ResourceError(f"{where}: section ids used twice: {', '.join(doubled)}")
    for s in sections:
        if s.parent is not None and s.parent not in ids:
            raise ResourceError(f"{where}: section '{s.id}' has an unknown parent '{s.parent}'")
    actions = data.get("actions", {})
    if not isinstance(actions, dict):
        raise ResourceError(f"{where}: field 'actions' must map action kinds to section ids")
    for kind, target in actions.items():
        if target not in ids:
            raise ResourceError(f"{where}: actions.{kind} names an unknown section '{target}'")
    return Reference(game, sections, dict(actions))


@cache
def load_reference(game: str) -> Reference:
    """The game's reference (cached); a ResourceError with a clear message when the file is
    missing or malformed."""
    where = str(resource_path(game, FILE))
    return parse_reference(game, load_json(game, FILE), where)


def try_load_reference(game: str) -> tuple[Reference | None, str]:
    """The reference and '' , or None and the reason it cannot be shown."""
    try:
        return load_reference(game), ""
    except ResourceError as exc:
        return None, str(exc)
