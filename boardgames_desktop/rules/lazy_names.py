"""A package whose public names load their module on first use (PEP 562).

``rules`` and ``storage`` export names from many modules; importing them all up front made
the launcher pay for the whole engine before its first frame.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_names(package: str, namespace: dict[str, Any], home: dict[str, str]
               ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The package's ``__getattr__`` and ``__dir__``: ``home`` maps each public name to the
    module of ``package`` that defines it; a name found is kept in ``namespace`` (the
    package's globals), so the next lookup is a plain global."""

    def getattr_(name: str) -> Any:
        module = home.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    def dir_() -> list[str]:
        return sorted(set(namespace) | set(home))

    return getattr_, dir_
