"""A process killed with SIGKILL while it journals leaves an autosave that loads."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.storage import SaveStore

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

REPO = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import os, random, sys, time
    from boardgames_desktop.rules import new_game
    from boardgames_desktop.storage import SaveStore
    from boardgames_desktop.storage import journal as journal_module

    slot, stall_after = sys.argv[1], int(sys.argv[2])
    store = SaveStore(os.path.dirname(slot))
    writer = store.journal(slot, ["Ada", "Bo"])
    real_write = os.write

    class StallingOs:
        # os for the journal: after ``stall_after`` lines, write half a line and hang
        def __getattr__(self, name):
            return getattr(os, name)

        def write(self, fd, data):
            if stall_after and writer.lines >= stall_after:
                real_write(fd, data[: len(data) // 2])
                os.fsync(fd)
                print("HALF", len(writer_state.log) - 1, flush=True)
                time.sleep(60)
            return real_write(fd, data)

    journal_module.os = StallingOs()
    writer_state = state = new_game("flashpoint", "family", 2, 11)
    chooser = random.Random(11)
    while not state.is_over:
        actions = state.legal_actions()
        state.apply(actions[chooser.randrange(len(actions))])
        writer.record(state)
        print("DONE", len(state.log), flush=True)
""")


def replayed(length: int):
    """The child's game (same seed, same choices) after ``length`` actions."""
    state = new_game("flashpoint", "family", 2, 11)
    chooser = random.Random(11)
    for _ in range(length):
        actions = state.legal_actions()
        state.apply(actions[chooser.randrange(len(actions))])
    return state


def run_and_kill(slot: Path, stall_after: int, until: str, after_done: int = 0) -> int:
    """Start the child, SIGKILL it at the given moment; the last action count it reported."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(slot), str(stall_after)],
                             stdout=subprocess.PIPE, text=True, env=env, cwd=REPO)
    reported = 0
    try:
        assert child.stdout is not None
        for line in child.stdout:
            word, number = line.split()
            reported = int(number)
            if word == until and reported >= after_done:
                break
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL, "the child ended before it was killed"
    return reported


def test_killed_in_the_middle_of_writing_a_line(tmp_path):
    slot = tmp_path / "autosave.json"
    durable = run_and_kill(slot, stall_after=3, until="HALF")
    text = slot.read_text()
    assert not text.endswith("\n"), "the kill should have left half a line"
    loaded = SaveStore(tmp_path).load(slot).state
    assert len(loaded.log) == durable
    assert loaded.snapshot() == replayed(durable).snapshot()


def test_killed_at_an_arbitrary_moment(tmp_path):
    slot = tmp_path / "autosave.json"
    reported = run_and_kill(slot, stall_after=0, until="DONE", after_done=60)
    loaded = SaveStore(tmp_path).load(slot).state
    # the child may have finished (and fsynced) one more action before the kill landed
    assert reported <= len(loaded.log) <= reported + 2
    assert loaded.snapshot() == replayed(len(loaded.log)).snapshot()
