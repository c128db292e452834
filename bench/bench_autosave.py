"""Autosave time per action at action 10, 1,000 and 3,000.

Usage: python bench/bench_autosave.py [seconds per figure]

No real game lasts 3,000 actions, so the log of a real Flash Point state (40 actions in,
not over) is lengthened with copies of its own entries: what a save writes depends only on
the log's length and content.  Each timed call records one more action (not a turn's end),
the way the hot-seat controller's autosave hook is called after every action.  The code
measured: ``SaveStore.journal(...).record`` (append one synced line) when it exists, else
``SaveStore.write_autosave`` (rewrite the whole save atomically).  Files go to a temporary
folder in the home folder's disk.  Median and 90th percentile: the disk is shared with other
work on this machine.
"""

from __future__ import annotations

import functools
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from common import number_arg, play_to, row

LENGTHS = (10, 1000, 3000)


def no_sync(_fd: int) -> None:
    """Stands in for fsync/fdatasync to measure the work apart from the disk's latency."""


def main() -> None:
    measure(with_sync=True)
    real = os.fsync, getattr(os, "fdatasync", None)
    os.fsync = os.fdatasync = no_sync
    try:
        measure(with_sync=False)
    finally:
        os.fsync = real[0]
        if real[1] is not None:
            os.fdatasync = real[1]


def measure(with_sync: bool) -> None:
    from boardgames_desktop.rules import LogEntry
    from boardgames_desktop.storage import SaveStore

    seconds = number_arg(sys.argv[1:], 1.0)
    seed = next(s for s in range(1, 50)
                if not play_to("flashpoint", "family", 4, {}, s, 40).is_over)
    base = play_to("flashpoint", "family", 4, {}, seed, 40)
    entries = list(base.log)
    folder = Path(tempfile.mkdtemp(prefix="bench-autosave-", dir=Path.home()))
    try:
        store = SaveStore(folder)
        journalled = hasattr(store, "journal")
        for length in LENGTHS:
            state = play_to("flashpoint", "family", 4, {}, seed, 40)
            state.log = [entries[i % len(entries)] for i in range(length - 1)]
            slot = folder / f"slot-{length}.json"
            seats = ["A", "B", "C", "D"]
            if journalled:
                writer = store.journal(slot, seats, "bench")
                save = writer.record
            else:
                save = functools.partial(store.write_autosave, slot, seats=seats,
                                         title="bench")
            action = entries[0].action
            state.log.append(LogEntry(action, chance=False, hand_off=False))
            save(state)  # the session's first autosave (a full save in both versions)
            times: list[float] = []
            while sum(times) < seconds or len(times) < 20:
                state.log.append(LogEntry(action, chance=False, hand_off=False))
                start = time.perf_counter()
                save(state)
                times.append(time.perf_counter() - start)
                state.log.pop()  # keep the length; the journal sees one more each time
                if journalled:
                    writer._count = len(state.log)
            if journalled:
                writer.close()
            times.sort()
            if with_sync:
                row(f"autosave at action {length:,}, median", 1000 * times[len(times) // 2],
                    "ms")
                row(f"autosave at action {length:,}, p90", 1000 * times[len(times) * 9 // 10],
                    "ms")
            else:
                row(f"autosave at action {length:,}, no disk sync",
                    1000 * times[len(times) // 2], "ms")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
