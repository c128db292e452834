"""The standalone build never leaves out a Qt module the app imports (a bundle that starts
without QtNetwork failed at once: the single-instance guard needs it)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def excluded_qt_modules() -> set[str]:
    spec = (ROOT / "packaging" / "boardgames-desktop.spec").read_text()
    block = re.search(r"UNUSED_QT = \[(.*?)\]", spec, flags=re.S)
    assert block, "the spec no longer lists UNUSED_QT"
    return set(ast.literal_eval("[" + block.group(1) + "]"))


def imported_qt_modules() -> set[str]:
    found: set[str] = set()
    for file in (ROOT / "boardgames_desktop").rglob("*.py"):
        found |= set(re.findall(r"PySide6\.(Qt\w+)", file.read_text(encoding="utf-8")))
    return found


def test_no_imported_qt_module_is_excluded_from_the_bundle() -> None:
    imported = imported_qt_modules()
    assert {"QtCore", "QtGui", "QtWidgets", "QtNetwork"} <= imported
    assert not imported & excluded_qt_modules(), sorted(imported & excluded_qt_modules())
