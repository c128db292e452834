"""Start to launcher shown: a fresh interpreter until the main window is on screen.

Usage: python bench/bench_start.py [runs, default 7]
Each run starts ``python`` with an empty user-data folder and the offscreen platform, builds
the app the way ``python -m boardgames_desktop`` does, shows the window, processes events
once and prints the wall-clock time; the median of the runs is reported (and the median of
the interpreter start alone, for scale).

Two figures: as the environment runs Python (here ``PYTHONDONTWRITEBYTECODE=1``: every
module of the app is compiled from source on every start), and with the modules' bytecode
cached (``PYTHONPYCACHEPREFIX`` in a temporary folder, filled by one run first), as an
installed app starts: pip and the packagers compile the bytecode when installing.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

from common import ROOT, number_arg, row

CHILD = """
import sys, time
from PySide6.QtWidgets import QApplication
from boardgames_desktop.app.main_window import MainWindow
app = QApplication(sys.argv[:1])
window = MainWindow()
window.show()
app.processEvents()
print(time.time(), time.process_time())
"""


def run(code: str, pycache: str | None = None) -> tuple[float, float]:
    """(wall-clock seconds from starting the interpreter, CPU seconds the child used)."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
                   BOARDGAMES_DESKTOP_DATA=data, XDG_CONFIG_HOME=data)
        if pycache is not None:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = pycache
        start = time.time()
        out = subprocess.run([sys.executable, "-c", code], env=env, cwd=data,
                             capture_output=True, text=True, check=True)
        words = out.stdout.strip().splitlines()[-1].split()
        return float(words[0]) - start, float(words[1]) if len(words) > 1 else 0.0


def main() -> None:
    runs = int(number_arg(sys.argv[1:], 7))
    bare = statistics.median(run("import time; print(time.time())")[0] for _ in range(runs))
    shown = [run(CHILD) for _ in range(runs)]
    with tempfile.TemporaryDirectory() as pycache:
        run(CHILD, pycache)  # fills the bytecode cache
        cached = [run(CHILD, pycache) for _ in range(runs)]
    row("python start alone", 1000 * bare, "ms")
    row("start to launcher shown", 1000 * statistics.median(t[0] for t in shown), "ms")
    row("start to launcher shown, bytecode cached",
        1000 * statistics.median(t[0] for t in cached), "ms")
    # the CPU time the app's process used: what other work on the machine disturbs least
    row("  CPU time of the process", 1000 * statistics.median(t[1] for t in shown), "ms")
    row("  CPU time, bytecode cached", 1000 * statistics.median(t[1] for t in cached), "ms")


if __name__ == "__main__":
    main()
