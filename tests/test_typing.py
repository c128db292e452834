"""The shared rules package and The Brigade's models type-check cleanly (mypy), so their
contracts stay what they say."""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["boardgames_desktop/rules", "boardgames_desktop/games/brigade"]  # not its view/


def test_rules_package_type_checks():
    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                "--cache-dir", str(ROOT / ".mypy_cache"),
                                *[str(ROOT / p) for p in CHECKED]])
    assert status == 0, out + err
