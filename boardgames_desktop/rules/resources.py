"""Finding and reading data under resources/, from a checkout or an installed wheel."""

from __future__ import annotations

import json
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from .errors import ResourceError

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def resources_root() -> Path:
    """``boardgames_desktop/resources`` in a wheel, or ``resources/`` beside the package."""
    for candidate in (_PACKAGE_DIR / "resources", _PACKAGE_DIR.parent / "resources"):
        if candidate.is_dir():
            return candidate
    raise ResourceError("The resources folder is missing; reinstall Boardgames Desktop.")


def resource_path(*parts: str) -> Path:
    return resources_root().joinpath(*parts)


@cache
def _read_json(path: str) -> Any:
    file = Path(path)
    try:
        return json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ResourceError(f"Missing data file: {file}") from None
    except json.JSONDecodeError as exc:
        raise ResourceError(f"Malformed data file {file}: line {exc.lineno}: {exc.msg}") from None


def load_json(*parts: str) -> Any:
    """Parsed JSON from resources/; cached, so treat the result as read-only."""
    return _read_json(str(resource_path(*parts)))


def require(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    """Fetch a field, raising a ResourceError that names the file and field."""
    if key not in data:
        raise ResourceError(f"{where}: field '{key}' is missing")
    value = data[key]
    if not isinstance(value, kind):
        raise ResourceError(f"{where}: field '{key}' has the wrong type ({type(value).__name__})")
    return value
