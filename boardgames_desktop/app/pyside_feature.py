"""Spare the app's modules PySide6's source scan on import.

PySide6 supports ``from __feature__ import snake_case, true_property`` per module.  To know
which modules might, it replaces ``__import__``, and the first time an ``import`` statement
run after PySide6 is loaded yields a module (``from pathlib import Path`` yields
``pathlib``), it reads that module's whole source (``inspect.getsource``) to see whether it
mentions PySide6; the answer goes into ``shibokensupport.feature.pyside_feature_dict``
(0: uses PySide6 with no feature selected, -1: does not use it).  The app's Qt modules are
all imported after PySide6, so every start read and searched some forty source files: the
app's own and the standard library's they import from (``typing``, ``pathlib``, …).

Those answers are known without reading anything: the standard library never mentions
PySide6 (-1), and the app selects no feature anywhere, so its modules get 0, what the scan
gives a module that imports PySide6 (for one that does not, -1 and 0 behave the same while
no module selects a feature).  Other modules are still scanned.  The hook is PySide6's
private code: if it is not where it was (another PySide6 version), nothing is changed and
the scan simply runs as before.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

PACKAGE = "boardgames_desktop"


def skip_scan_of_app_modules() -> bool:
    """Answer PySide6's per-module scan for this package's and the standard library's
    modules without reading their source; True when the hook was found and wrapped (once)."""
    try:
        from shibokensupport import feature  # PySide6's own support package, loaded with it
    except ImportError:
        return False
    scan = getattr(feature, "_mod_uses_pyside", None)
    if not callable(scan):
        return False
    if getattr(scan, "skips_app_modules", False):
        return True
    feature._mod_uses_pyside = _known_for_app(scan)
    return True


def is_app_module(name: str) -> bool:
    return name == PACKAGE or name.startswith(PACKAGE + ".")


def _known_for_app(scan: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        name = getattr(module, "__name__", "")
        if is_app_module(name):
            return True
        if isinstance(name, str) and name.partition(".")[0] in sys.stdlib_module_names:
            return False
        return scan(module)

    uses_pyside.skips_app_modules = True  # type: ignore[attr-defined]
    return uses_pyside
