"""The wheel a player would install: built from the sdist, installed into a fresh venv, it
starts, finds its game data inside site-packages and renders a screenshot.

PySide6 and platformdirs are not downloaded again: the fresh venv sees this venv's copies
through a ``.pth`` file, while ``boardgames_desktop`` itself comes only from the wheel.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
VERSION = PYPROJECT["project"]["version"]


def run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{cmd} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """sdist and wheel from ``python -m build`` (the wheel is built from the sdist)."""
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)], out)
    return out


@pytest.fixture(scope="module")
def venv(dist: Path, tmp_path_factory) -> Path:
    """A fresh venv holding only the wheel, reusing this venv's Qt and platformdirs."""
    home = tmp_path_factory.mktemp("venv")
    target = home / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", str(target)], home)
    wheel = next(dist.glob("*.whl"))
    run([sys.executable, "-m", "pip", "--python", str(target / "bin" / "python"), "install",
         "-q", "--no-deps", "--no-index", str(wheel)], home)
    import platformdirs
    import PySide6

    shared = {Path(PySide6.__file__).parents[1], Path(platformdirs.__file__).parents[1]}
    site = Path(sysconfig.get_path("purelib", vars={"base": str(target),
                                                     "platbase": str(target)}))
    (site / "_reuse_test_venv.pth").write_text("\n".join(map(str, sorted(shared))) + "\n")
    return target


def clean_env(data: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", BOARDGAMES_DESKTOP_DATA=str(data))
    return env


def test_wheel_carries_the_code_and_the_game_data(dist):
    import zipfile

    wheel = next(dist.glob("*.whl"))
    assert wheel.name == f"boardgames_desktop-{VERSION}-py3-none-any.whl"
    names = zipfile.ZipFile(wheel).namelist()
    for name in ("boardgames_desktop/app/cli.py", "boardgames_desktop/resources/brigade/town.json",
                 "boardgames_desktop/resources/flashpoint/house.json",
                 "boardgames_desktop/resources/emberheart/board.json"):
        assert name in names
    assert not [n for n in names if n.startswith(("tests/", "resources/", "bench/"))]
    assert not [n for n in names if "__pycache__" in n]


def test_installed_wheel_runs_from_site_packages(venv, tmp_path):
    env = clean_env(tmp_path / "data")
    python = str(venv / "bin" / "python")
    where = run([python, "-c", "import boardgames_desktop as b, boardgames_desktop.rules.resources"
                 " as r; print(b.__file__); print(r.resources_root()); print(b.__version__)"],
                tmp_path, env).split()
    assert all(Path(p).is_relative_to(venv) for p in where[:2]), where
    assert where[2] == VERSION
    assert run([str(venv / "bin" / "boardgames-desktop"), "--version"], tmp_path, env).strip() \
        == f"Boardgames Desktop {VERSION}"


def test_installed_wheel_renders_a_game(venv, tmp_path):
    from PySide6.QtGui import QImage

    shot = tmp_path / "shot.png"
    run([str(venv / "bin" / "boardgames-desktop"), "--screenshot", str(shot), "--game",
         "flashpoint", "--players", "3", "--moves", "6", "--size", "1280x800"],
        tmp_path, clean_env(tmp_path / "data"))
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1280, 800)
    colours = {image.pixel(x, y) for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 20, "the screenshot is (nearly) blank"
