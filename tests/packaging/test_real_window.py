"""The app on a real X server (Xvfb): packaging/smoke-x11.sh starts it through the launch
script, clicks Start with the real mouse, lets it play moves, presses Ctrl+Q and expects exit
code 0. Offscreen rendering never loads Qt's xcb plugin, so only this catches a missing X11
library; the second test proves it does by handing the app a broken libxcb-cursor."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SMOKE = ROOT / "packaging" / "smoke-x11.sh"

can_get_xvfb = bool(shutil.which("Xvfb") and shutil.which("xdotool")) or (
    shutil.which("apt-get") is not None and (os.geteuid() == 0 or shutil.which("sudo")))
pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 smoke test: Linux"),
    pytest.mark.skipif(not can_get_xvfb, reason="no Xvfb/xdotool and no apt-get to get them"),
]


def smoke(*command: str, shot: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, SMOKE_MOVES="5", SMOKE_TIMEOUT="90")
    if shot is not None:
        env["SMOKE_SHOT"] = str(shot)
    return subprocess.run(["bash", str(SMOKE), *command], env=env, capture_output=True,
                          text=True, timeout=600)


def test_launch_script_opens_a_real_window_plays_and_quits(tmp_path):
    from PySide6.QtGui import QImage

    shot = tmp_path / "x11.png"
    done = smoke(shot=shot)  # default command: bash packaging/run-app.sh
    assert done.returncode == 0, done.stdout + done.stderr
    assert "clicked Start, 5 moves, Ctrl+Q, exit 0" in done.stdout
    image = QImage(str(shot))  # what the X server showed after the moves
    assert not image.isNull() and image.width() >= 800
    colours = {image.pixel(x, y) for x in range(0, 800, 25) for y in range(0, 600, 25)}
    assert len(colours) > 20, "the X screen is (nearly) blank"


def test_a_broken_x11_library_fails_the_smoke_test(tmp_path):
    broken = tmp_path / "lib"
    broken.mkdir()
    (broken / "libxcb-cursor.so.0").write_bytes(b"")  # found first, cannot be loaded
    done = smoke("env", f"LD_LIBRARY_PATH={broken}", sys.executable, "-m",
                 "boardgames_desktop")
    assert done.returncode != 0
    assert "smoke-x11: FAILED: the app exited before" in done.stderr
    assert "xcb" in done.stderr  # Qt's own explanation is passed on
