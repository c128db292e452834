"""Start to launcher shown: a fresh interpreter until the launcher is on screen.

Usage: python bench/bench_start.py [runs, default 7] [--against CHECKOUT] [--instructions]

Two ways to start, each timed from starting ``python`` (empty user-data folder, the
offscreen platform) to the launcher shown; the median of the runs is reported:

* **window**: builds the app the way the app does — ``QApplication``, ``MainWindow()``,
  ``show()`` — and processes events once (the figure of earlier sessions).
* **real start**: ``python -m boardgames_desktop`` itself (command line, one-copy lock, crash
  reporter, the event loop), stopped when the launcher's first frame has been painted: an
  event filter installed from outside the app (an import hook, so any checkout can be
  measured the same way) on the launcher sees its first paint (Qt paints the launcher, then
  the widgets in it), and the time is taken in the next event-loop turn, once that frame is
  drawn and flushed.  The child also checks that the launcher is usable then (games
  listed, Start enabled).  Until session 8 the filter sat on the whole application: PySide6
  then wrapped every object any event went to (resolving every QObject subclass, 64 more
  enums), about 20 ms of CPU the app itself does not spend before its first frame.

Each figure is given as run (``PYTHONDONTWRITEBYTECODE=1`` in this environment: every module
of the app compiled from source) and with the bytecode cached (``PYTHONPYCACHEPREFIX`` in a
temporary folder, filled by one run first), as an installed app starts.  The CPU time of
the child (user + system) is given too: other work on the machine disturbs it least.

``--against CHECKOUT`` measures that checkout's code too, alternating run by run with this
one, so both see the same load.  ``--instructions`` counts instead the instructions of the
real start (bytecode cached) under valgrind: slow (a minute or two a run) but the same on a
busy machine as on an idle one.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import ROOT, number_arg, row

WINDOW = """
import sys, time
from PySide6.QtWidgets import QApplication
from boardgames_desktop.app.main_window import MainWindow
app = QApplication(sys.argv[:1])
window = MainWindow()
window.show()
app.processEvents()
print(time.time(), time.process_time())
"""

REAL = """
import importlib.machinery, runpy, sys, time

TARGET = "boardgames_desktop.app.main_window"


def report(window):
    from PySide6.QtWidgets import QApplication

    launcher = window.launcher
    usable = launcher.game_list.count() > 0 and launcher.start_button.isEnabled() \\
        and launcher.start_button.isVisible() and window.pages.currentWidget() is launcher
    print(time.time(), time.process_time(), int(usable), flush=True)
    import os
    if os.environ.get("BENCH_START_EXIT"):
        os._exit(0)  # (counting instructions: nothing after the first frame)
    QApplication.instance().quit()


def patch(module):
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        # on the launcher only: a filter on the whole application made PySide6 wrap every
        # object an event went to, work the app itself does not do before its first frame
        def __init__(self, window):
            super().__init__(window)
            self.window, self.done = window, False

        def eventFilter(self, obj, event):
            if self.done or event.type() != QEvent.Type.Paint:
                return False
            self.done = True  # the paint goes on (the launcher first, then what is in it);
            QTimer.singleShot(0, lambda: report(self.window))  # the time: after the frame
            return False

    original = module.MainWindow.show

    def show(self):
        self._bench_first_paint = FirstPaint(self)
        self.launcher.installEventFilter(self._bench_first_paint)
        original(self)

    module.MainWindow.show = show


def no_fallback(module):
    # the work the app keeps for after the first frame has a fallback timer (a window never
    # exposed); on a loaded machine or under valgrind the start can outlast it, and that work
    # would then be counted as if the launcher needed it
    module.FALLBACK_MS = 10 ** 8


PATCHES = {TARGET: patch, "boardgames_desktop.app.first_frame": no_fallback}
""" + "\n\ndef before_find(name):\n    pass\n"

#: The end of a child that runs the real app with ``PATCHES`` (module name → function called
#: with the module once the app has imported it; import order unchanged) and calls the
#: child's ``before_find(name)`` at each import it looks up (``profile_start.py`` marks a stage
#: there).
RUN_PATCHED_APP = """

class Hook:
    def find_spec(self, name, path, target=None):
        before_find(name)
        if name not in PATCHES:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            PATCHES[name](module)

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, Hook())
sys.argv = ["boardgames_desktop"]
runpy.run_module("boardgames_desktop", run_name="__main__", alter_sys=True)
"""
REAL += RUN_PATCHED_APP


def run(code: str, root: Path, pycache: str | None = None) -> tuple[float, float]:
    """(wall-clock seconds from starting the interpreter, CPU seconds the child used)."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen",
                   BOARDGAMES_DESKTOP_DATA=data, XDG_CONFIG_HOME=data)
        if pycache is not None:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = pycache
        start = time.time()
        out = subprocess.run([sys.executable, "-c", code], env=env, cwd=data,
                             capture_output=True, text=True, check=True)
        words = out.stdout.strip().splitlines()[-1].split()
        if len(words) > 2 and words[2] != "1":
            raise SystemExit(f"{root}: the launcher was not usable when first painted")
        return float(words[0]) - start, float(words[1]) if len(words) > 1 else 0.0


def instructions(root: Path, pycache: str) -> int:
    """Instructions the real start executes up to the launcher's first frame, counted by
    valgrind (cachegrind, no cache simulation): unlike time, the load does not change it."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen",
                   BOARDGAMES_DESKTOP_DATA=data, XDG_CONFIG_HOME=data,
                   PYTHONPYCACHEPREFIX=pycache, BENCH_START_EXIT="1")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                              "--cachegrind-out-file=/dev/null", sys.executable, "-c", REAL],
                             env=env, cwd=data, capture_output=True, text=True, check=True)
        refs = [line for line in out.stderr.splitlines() if "I   refs:" in line]
        return int(refs[-1].split(":")[1].replace(",", ""))


def against_arg(argv: list[str]) -> Path | None:
    if "--against" not in argv:
        return None
    return Path(argv[argv.index("--against") + 1]).resolve()


def measure(roots: list[Path], runs: int) -> dict[tuple[Path, str, bool], list]:
    """Every (checkout, start, cached) combination, alternating checkouts run by run."""
    results: dict[tuple[Path, str, bool], list] = {}
    with tempfile.TemporaryDirectory() as caches:
        for root in roots:  # fill each checkout's bytecode cache
            run(WINDOW, root, cache_of(caches, root))
            run(REAL, root, cache_of(caches, root))
        for _ in range(runs):
            for root in roots:
                for name, code in (("window", WINDOW), ("real start", REAL)):
                    for cached in (False, True):
                        pycache = cache_of(caches, root) if cached else None
                        results.setdefault((root, name, cached), []).append(
                            run(code, root, pycache))
    return results


def cache_of(caches: str, root: Path) -> str:
    return str(Path(caches) / root.name)


def main() -> None:
    argv = sys.argv[1:]
    runs = int(number_arg(argv, 7))
    other = against_arg(argv)
    roots = [ROOT] if other is None else [other, ROOT]
    bare = statistics.median(run("import time; print(time.time())", ROOT)[0]
                             for _ in range(runs))
    row("python start alone", 1000 * bare, "ms")
    if "--instructions" in argv:  # one count per checkout (it does not vary)
        with tempfile.TemporaryDirectory() as caches:
            for root in roots:
                label = "" if other is None else ("before: " if root == other else "after: ")
                run(REAL, root, cache_of(caches, root))  # fills the bytecode cache
                count = instructions(root, cache_of(caches, root))
                row(f"{label}real start, bytecode cached, instructions", count / 1e6, "M")
        return
    results = measure(roots, runs)
    for root in roots:
        label = "" if other is None else ("before: " if root == other else "after: ")
        for name in ("window", "real start"):
            for cached in (False, True):
                times = results[(root, name, cached)]
                what = f"{label}{name}{', bytecode cached' if cached else ''}"
                row(f"{what}, wall", 1000 * statistics.median(t[0] for t in times), "ms")
                row(f"{what}, CPU", 1000 * statistics.median(t[1] for t in times), "ms")


if __name__ == "__main__":
    main()
