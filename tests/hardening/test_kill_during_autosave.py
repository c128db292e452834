"""kill -9 in the middle of autosaving: nothing confirmed is lost, the autosave is never
damaged, and no .part file survives the next start."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from boardgames_desktop.storage import SaveStore

ROOT = Path(__file__).resolve().parents[2]


def kill_once(root: Path, seed: int, delay: float) -> tuple[int, SaveStore]:
    """Run the child, SIGKILL it after ``delay`` seconds of play; the last confirmed count."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "tests.hardening.autosave_child",
                              str(root), str(seed)], stdout=subprocess.PIPE, cwd=ROOT, env=env,
                             text=True, bufsize=1)
    confirmed = 0
    assert child.stdout is not None
    first = child.stdout.readline()  # wait until it plays (imports take a while)
    if first.strip().isdigit():
        confirmed = int(first)
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    out, _ = child.communicate(timeout=30)
    for line in out.splitlines():
        if line.strip().isdigit():
            confirmed = int(line)
    return confirmed, SaveStore(root)


def check_after_kill(root: Path, confirmed: int) -> None:
    store = SaveStore(root)
    entries, damaged = store.list_saves()
    assert not damaged, damaged
    if confirmed:
        loaded = store.load(store.autosave_dir / "session.json")
        assert len(loaded.state.log) >= confirmed  # nothing confirmed is lost
    for part in store.autosave_dir.glob("*.part"):  # the next start, a minute later
        os.utime(part, (time.time() - 120, time.time() - 120))
    store.clean_leftovers()
    assert not list(store.autosave_dir.glob("*.part"))


def test_kill_minus_nine_during_autosave(tmp_path):
    rng = random.Random(13)
    for trial in range(3):
        root = tmp_path / f"trial{trial}"
        confirmed, _ = kill_once(root, 100 + trial, rng.uniform(0.05, 0.6))
        check_after_kill(root, confirmed)


@pytest.mark.soak
def test_soak_kill_minus_nine(tmp_path):
    rng = random.Random(1313)
    trials = int(os.environ.get("SOAK_KILLS", "40"))
    for trial in range(trials):
        root = tmp_path / f"trial{trial}"
        confirmed, _ = kill_once(root, 200 + trial, rng.uniform(0.01, 1.5))
        check_after_kill(root, confirmed)
    print(f"SOAK kill -9 trials: {trials}")
