"""Where the real start's time goes, stage by stage, up to the launcher's first frame.

Usage: python bench/profile_start.py [runs, default 5] [--against CHECKOUT] [--instructions]
                                     [--no-bare]
       python bench/profile_start.py --cprofile [STAGE_FROM] (one run, cProfile's top entries)
       python bench/profile_start.py --enums (one run: the enums PySide6 creates, and why)

The real start (``python -m boardgames_desktop``, bytecode cached, offscreen, empty data
folder) is cut into stages by marks set from outside the app (an import hook, as in
``bench_start.py``, so any checkout is measured the same way):

    interpreter   the interpreter up to running the start (``site``, ``runpy``)
    before Qt     the command line and the pure-Python modules imported before PySide6
    QtWidgets     ``import PySide6.QtWidgets`` (PySide6, shiboken, QtCore, QtGui)
    app modules   the main window's and the launcher's modules
    to window     ``QApplication()``, the one-copy lock, until ``MainWindow()`` begins
    MainWindow()  building the window and the launcher
    to show       what runs between ``MainWindow()`` and ``show()``
    show()        ``show()`` itself (polish, layout)
    first paint   from ``show()`` returning to the launcher's first paint event
    frame         painting and flushing that first frame

Each stage is given as CPU time (median of the runs) or, with ``--instructions``, as the
instructions valgrind counts from the start to the end of the stage (one run per stage, the
app stopped there with ``os._exit``) minus the previous stage's.  The bare window row is
``/work/wt/bare_qt.py``'s kind of program cut the same way: QtWidgets, a ``QMainWindow`` with a
``QLabel``, shown and painted once.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_start import RUN_PATCHED_APP
from common import ROOT, number_arg, row

STAGES = ["interpreter", "before Qt", "QtWidgets", "app modules", "to window", "MainWindow()",
          "to show", "show()", "first paint", "frame"]

CHILD = r"""
import importlib.machinery, os, runpy, sys, time

MARKS = []
STOP = os.environ.get("PROFILE_STOP", "")
PROFILE_FROM = os.environ.get("PROFILE_FROM", "")
profiler = None


def mark(name):
    global profiler
    MARKS.append((name, time.process_time(), time.perf_counter()))
    if name == STOP:
        os._exit(0)
    if name == PROFILE_FROM and profiler is None:
        import cProfile
        profiler = cProfile.Profile(time.process_time)
        profiler.enable()


mark("interpreter")
ENUMS = []
if os.environ.get("PROFILE_ENUMS"):  # every enum PySide6 creates: stage, name, members, where
    import enum, traceback

    create = enum.EnumType._create_

    def _create_(cls, class_name, names, **kwargs):
        start = time.process_time()
        made = create(cls, class_name, names, **kwargs)
        spent = time.process_time() - start
        where = ""
        for frame in reversed(traceback.extract_stack()[:-1]):
            if "boardgames_desktop" in frame.filename or frame.filename == "<string>":
                where = f"{frame.filename.split('/')[-1]}:{frame.lineno}"
                break
        ENUMS.append((MARKS[-1][0], class_name, len(made.__members__), spent, where))
        return made

    enum.EnumType._create_ = _create_


def finish():
    if profiler is not None:
        profiler.disable()
        import pstats
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(60)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(40)
    for row in ENUMS:
        print("ENUM", repr(row), file=sys.stderr)
    print(" ".join(f"{n.replace(' ', '_')}={c:.6f},{w:.6f}" for n, c, w in MARKS), flush=True)
    os._exit(0)


def patch_window(module):
    from PySide6.QtCore import QEvent, QObject, QTimer

    mark("app modules")

    class FirstPaint(QObject):
        def __init__(self, window):
            super().__init__(window)
            self.window, self.done = window, False

        def eventFilter(self, obj, event):
            if self.done or event.type() != QEvent.Type.Paint:
                return False
            self.done = True
            mark("first paint")
            QTimer.singleShot(0, lambda: (mark("frame"), finish()))
            return False

    init, show = module.MainWindow.__init__, module.MainWindow.show

    def patched_init(self, *args, **kwargs):
        mark("to window")
        init(self, *args, **kwargs)
        mark("MainWindow()")

    def patched_show(self):
        mark("to show")
        self._profile_first_paint = FirstPaint(self)
        self.launcher.installEventFilter(self._profile_first_paint)  # as bench_start.py
        show(self)
        mark("show()")

    module.MainWindow.__init__ = patched_init
    module.MainWindow.show = patched_show


def no_fallback(module):
    module.FALLBACK_MS = 10 ** 8


def after_widgets(module):
    mark("QtWidgets")


PATCHES = {"boardgames_desktop.app.main_window": patch_window,
           "boardgames_desktop.app.first_frame": no_fallback,
           "PySide6.QtWidgets": after_widgets}


def before_find(name):
    if name == "PySide6" and not any(m[0] == "before Qt" for m in MARKS):
        mark("before Qt")
""" + RUN_PATCHED_APP

BARE = r"""
import os, sys, time
STOP = os.environ.get("PROFILE_STOP", "")
MARKS = []
def mark(name):
    MARKS.append((name, time.process_time(), time.perf_counter()))
    if name == STOP:
        os._exit(0)
mark("interpreter")
mark("before Qt")
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
from PySide6.QtCore import QEvent, QObject, QTimer
mark("QtWidgets")
mark("app modules")
app = QApplication(sys.argv[:1])
mark("to window")
w = QMainWindow(); w.setCentralWidget(QLabel("hello")); w.resize(1280, 800)
mark("MainWindow()")
mark("to show")
class F(QObject):
    done = False
    def eventFilter(self, o, e):
        if not self.done and e.type() == QEvent.Type.Paint:
            self.done = True
            mark("first paint")
            QTimer.singleShot(0, finish)
        return False
def finish():
    mark("frame")
    print(" ".join(f"{n.replace(' ', '_')}={c:.6f},{w:.6f}" for n, c, w in MARKS), flush=True)
    os._exit(0)
f = F(); w.centralWidget().installEventFilter(f)
w.show()
mark("show()")
app.exec()
"""


def child_env(root: Path, data: str, pycache: str, **extra: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen",
               BOARDGAMES_DESKTOP_DATA=data, XDG_CONFIG_HOME=data, PYTHONPYCACHEPREFIX=pycache,
               **extra)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def stage_times(code: str, root: Path, pycache: str) -> dict[str, float]:
    """CPU seconds of each stage in one run."""
    with tempfile.TemporaryDirectory() as data:
        out = subprocess.run([sys.executable, "-c", code], env=child_env(root, data, pycache),
                             cwd=data, capture_output=True, text=True, check=True)
    marks = dict(word.split("=") for word in out.stdout.split()[-len(STAGES):])
    cpu = {name.replace("_", " "): float(v.split(",")[0]) for name, v in marks.items()}
    times, previous = {}, 0.0
    for stage in STAGES:
        times[stage] = cpu[stage] - previous
        previous = cpu[stage]
    return times


def instructions_to(code: str, root: Path, pycache: str, stage: str) -> int:
    with tempfile.TemporaryDirectory() as data:
        out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                              "--cachegrind-out-file=/dev/null", sys.executable, "-c", code],
                             env=child_env(root, data, pycache, PROFILE_STOP=stage), cwd=data,
                             capture_output=True, text=True)
    refs = [line for line in out.stderr.splitlines() if "I   refs:" in line]
    return int(refs[-1].split(":")[1].replace(",", ""))


def enums(code: str, root: Path, pycache: str) -> None:
    """Every enum created, by stage and by the line of the app that caused it."""
    import ast
    from collections import defaultdict

    with tempfile.TemporaryDirectory() as data:
        out = subprocess.run([sys.executable, "-c", code],
                             env=child_env(root, data, pycache, PROFILE_ENUMS="1"),
                             cwd=data, capture_output=True, text=True, check=True)
    rows = [ast.literal_eval(line[5:]) for line in out.stderr.splitlines()
            if line.startswith("ENUM ")]
    groups: dict[tuple[str, str], list] = defaultdict(lambda: [0, 0, 0.0, []])
    for stage, name, members, spent, where in rows:
        group = groups[(stage, where)]
        group[0] += 1
        group[1] += members
        group[2] += spent
        group[3].append(name)
    print(f"{len(rows)} enums, {sum(r[2] for r in rows)} members, "
          f"{1000 * sum(r[3] for r in rows):.1f} ms CPU")
    print("| after mark | caused at | enums | members | ms CPU | first names |")
    print("|---|---|---:|---:|---:|---|")
    for (stage, where), (count, members, spent, names) in groups.items():
        print(f"| {stage} | {where} | {count} | {members} | {1000 * spent:.1f} | "
              f"{' '.join(names[:5])} |")


def profile(code: str, root: Path, pycache: str, start: str) -> None:
    with tempfile.TemporaryDirectory() as data:
        out = subprocess.run([sys.executable, "-c", code],
                             env=child_env(root, data, pycache, PROFILE_FROM=start),
                             cwd=data, capture_output=True, text=True, check=True)
    print(out.stderr)


def main() -> None:
    argv = sys.argv[1:]
    runs = int(number_arg(argv, 5))
    other = Path(argv[argv.index("--against") + 1]).resolve() if "--against" in argv else None
    roots = [ROOT] if other is None else [other, ROOT]
    with tempfile.TemporaryDirectory() as caches:
        def cache(root: Path) -> str:
            return str(Path(caches) / root.name)

        for root in roots:
            stage_times(CHILD, root, cache(root))  # fills the bytecode cache
        stage_times(BARE, ROOT, cache(ROOT))
        if "--enums" in argv:
            enums(CHILD, ROOT, cache(ROOT))
            return
        if "--cprofile" in argv:
            after = argv[argv.index("--cprofile") + 1:]
            profile(CHILD, ROOT, cache(ROOT), after[0] if after else "interpreter")
            return
        columns: dict[str, dict[str, float]] = {}
        programs = [(f"{'before' if root == other else 'app'}", CHILD, root) for root in roots]
        if "--no-bare" not in argv:
            programs.append(("bare window", BARE, ROOT))
        for label, code, root in programs:
            if "--instructions" in argv:
                counts = {stage: instructions_to(code, root, cache(root), stage)
                          for stage in STAGES}
                previous, column = 0, {}
                for stage in STAGES:
                    column[stage] = (counts[stage] - previous) / 1e6
                    previous = counts[stage]
            else:
                samples = [stage_times(code, root, cache(root)) for _ in range(runs)]
                column = {stage: 1000 * statistics.median(s[stage] for s in samples)
                          for stage in STAGES}
            columns[label] = column
        unit = "M instructions" if "--instructions" in argv else "ms CPU"
        print(f"| stage ({unit}) | " + " | ".join(columns) + " |")
        print("|---|" + "---:|" * len(columns))
        for stage in STAGES + ["total"]:
            cells = [sum(c.values()) if stage == "total" else c[stage] for c in columns.values()]
            print(f"| {stage} | " + " | ".join(f"{v:,.1f}" for v in cells) + " |")
        for label, column in columns.items():
            row(f"{label}: total", sum(column.values()), unit)


if __name__ == "__main__":
    main()
