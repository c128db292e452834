"""The shared rules package type-checks cleanly (mypy), so its contract stays what it says."""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["boardgames_desktop/rules"]


def test_rules_package_type_checks():
    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                "--cache-dir", str(ROOT / ".mypy_cache"),
                                *[str(ROOT / p) for p in CHECKED]])
    assert status == 0, out + err
