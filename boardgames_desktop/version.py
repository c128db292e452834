"""The app's version: one number, kept in ``pyproject.toml`` and read back at run time.

An installed copy (wheel, pipx, editable install or the PyInstaller bundle, which carries the
package metadata) answers through :mod:`importlib.metadata`.  A checkout that was never
installed falls back to reading ``pyproject.toml`` beside the package.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

DISTRIBUTION = "boardgames-desktop"


def __getattr__(name: str) -> object:
    """``version.metadata`` (tests replace its lookup) without importing it at start."""
    if name == "metadata":
        from importlib import metadata

        return metadata
    raise AttributeError(name)

UNKNOWN = "0+unknown"


def _from_pyproject() -> str | None:
    import tomllib

    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return None
    version = data.get("project", {}).get("version")
    return version if isinstance(version, str) else None


@cache
def app_version() -> str:
    """The installed distribution's version, else the checkout's, else ``0+unknown``.

    ``importlib.metadata`` is imported here, when a version is first asked for: importing it
    (email, zipfile, csv...) took a fifth of the app's own import time at start."""
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return _from_pyproject() or UNKNOWN
