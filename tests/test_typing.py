"""The shared rules package and every game's models type-check cleanly (mypy), so the
contract, the mixins' use of the state and the modes' hook tables stay what they say."""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["boardgames_desktop/rules", "boardgames_desktop/games/brigade",
           "boardgames_desktop/games/emberheart",
           "boardgames_desktop/games/flashpoint"]  # the scenes (view/) are excluded in pyproject


def test_rules_and_models_type_check():
    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                "--cache-dir", str(ROOT / ".mypy_cache"),
                                *[str(ROOT / p) for p in CHECKED]])
    assert status == 0, out + err
