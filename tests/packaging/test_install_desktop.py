"""packaging/install-desktop.sh puts the menu entry, icons and metadata under the user's data
folder, pointing at the program it was given, and --uninstall takes them all away again."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "install-desktop.sh"
APP_ID = "io.github.boardgames_desktop.BoardgamesDesktop"


def run(*args: str, data: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_DATA_HOME=str(data), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(["bash", str(SCRIPT), *args], env=env, capture_output=True,
                          text=True, timeout=120)


def installed(data: Path) -> list[Path]:
    return sorted(p for p in data.rglob(f"{APP_ID}*") if p.is_file())


def test_install_then_uninstall(tmp_path):
    data = tmp_path / "share"
    program = tmp_path / "bin" / "boardgames-desktop"
    done = run("--exec", str(program), data=data)
    assert done.returncode == 0, done.stderr
    entry = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={program}\n" in entry and f"Icon={APP_ID}\n" in entry
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(data / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                           / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert len(installed(data)) == 11
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate",
                                str(data / "applications" / f"{APP_ID}.desktop")],
                               capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    done = run("--uninstall", data=data)
    assert done.returncode == 0, done.stderr
    assert "Removed 11" in done.stdout
    assert installed(data) == []


def test_a_program_path_the_desktop_entry_cannot_hold_is_refused(tmp_path):
    done = run("--exec", str(tmp_path / "my games" / "boardgames-desktop"),
               data=tmp_path / "share")
    assert done.returncode == 1
    assert "must not contain spaces" in done.stderr
    assert installed(tmp_path / "share") == []


@pytest.mark.parametrize("args", [["--bogus"], ["--exec"]])
def test_bad_arguments_are_refused(tmp_path, args):
    done = run(*args, data=tmp_path / "share")
    assert done.returncode != 0 and done.stderr
