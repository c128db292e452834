"""The boards hold on a high-DPI screen (issue #12.4): at device pixel ratio 2 every game's
page renders at twice the pixels, no piece or chip covers what a player reads and nothing
of the page sticks out of the window, at 1280×800 and 1920×1080.

Qt reads the ratio once, when it starts: the layout runs in a process of its own
(``tests/ui/dpr_layout.py``) with ``QT_SCALE_FACTOR=2``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_game_lays_out_at_device_pixel_ratio_2(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2",
               BOARDGAMES_DESKTOP_ANIMATION="off", BOARDGAMES_DESKTOP_DATA=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tests.ui.dpr_layout"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["ratio"] == 2.0
    assert report["problems"] == []
