"""Click → board repainted: how long one action takes to show, through the real game page.

Each configuration plays a seeded random game to mid-game, shows it on a :class:`GamePage`
(the real scene in the real board view) at 1600×1000 offscreen, then times clicks: a
random legal action is clicked on the board where it has a target (a mouse press on the
view's viewport at the tagged item), or chosen from the side panel otherwise, and the clock
stops when the board's viewport has painted.  Prints the median and the 95th percentile.
A second figure, "settled", runs on until the event loop has nothing left to do (the side
panel, the last-move rings and anything else deferred past the board's repaint, the
animation): the next click starts only then.

Run: python bench/bench_click.py [clicks per configuration] [--before REV] [--only TEXT]
     [--settled]

``--before REV`` first measures the same clicks on a copy of git revision REV (``git
archive`` into a temporary folder, run in a subprocess), so before and after come from one
run on one machine.  ``--against PATH [--rounds N]`` measures the checkout at PATH and this
one in turns (N rounds of each, in fresh interpreters, alternating), so a machine loaded by
other work disturbs both sides alike.  ``BENCH_ROOT=/path/to/checkout`` measures that
checkout instead of this one (as the other scripts of this folder do).  ``--settled`` also
prints the settled times.

``--instructions`` counts instead the instructions of the clicks' measured spans (valgrind's
callgrind, collecting only inside ``operator.call``, which runs each span), for this
checkout and the one given by ``--against``: unlike time, the machine's load does not change
the count.  Movement is off in that mode (an animation's frames follow the wall clock, which
valgrind slows down fifty times); the figure is the mean per click, not the median.
"""

from __future__ import annotations

import json
import operator
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(os.environ.get("BENCH_ROOT") or Path(__file__).resolve().parent.parent)
SETTLED_CALL = 0.0003  #: an event-loop pass this short (s) did nothing: the page has settled
SIZE = (1600, 1000)
WARMUP = 40  #: random actions before the first timed click
COUNTING = bool(os.environ.get("BENCH_COUNT"))  #: run under valgrind by --instructions
#: (label, game, mode, players, options)
CONFIGS = [
    ("brigade competitive 4p", "brigade", "competitive", 4, {}),
    ("brigade coop 3p", "brigade", "coop", 3, {}),
    ("brigade solo", "brigade", "solo", 1, {}),
    ("brigade 3v1 4p", "brigade", "3v1", 4, {}),
    ("brigade 4v1", "brigade", "4v1", 5, {}),
    ("brigade campaign 2p", "brigade", "campaign", 2, {"chapter": 3}),
    ("emberheart 2p A", "emberheart", "standard", 2, {"side": "A"}),
    ("emberheart 4p B", "emberheart", "standard", 4, {"side": "B"}),
    ("flashpoint family 4p", "flashpoint", "family", 4, {}),
    ("flashpoint experienced 4p tragic", "flashpoint", "experienced", 4,
     {"difficulty": "Veteran", "tragic_events": True}),
]


class PaintCounter:
    """Counts paint events of one widget (the board view's viewport)."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        counter = self

        class Filter(QObject):
            def eventFilter(self, obj, event):  # noqa: N802
                if event.type() == QEvent.Type.Paint:
                    counter.count += 1
                return False

        self.count = 0
        self.filter = Filter()
        widget.installEventFilter(self.filter)


def click_point(page, action):
    """Where on the viewport to press for ``action``'s target (None: not on the board)."""
    from PySide6.QtCore import QPointF

    from boardgames_desktop.ui.game_scene import TARGET_ROLE

    if action.target is None:
        return None
    scene, view = page.scene, page.board
    for item in scene.items():
        if item.data(TARGET_ROLE) != action.target or not item.isVisible():
            continue
        rect = item.sceneBoundingRect()
        for fx, fy in ((0.5, 0.5), (0.3, 0.3), (0.7, 0.7), (0.3, 0.7), (0.7, 0.3)):
            point = QPointF(rect.x() + rect.width() * fx, rect.y() + rect.height() * fy)
            if scene.target_at(point) == action.target:
                return view.mapFromScene(point)
    return None


def timed_click(page, painted: PaintCounter, action) -> tuple[float, float, float]:
    """Seconds (wall clock, and CPU time of this process) from the click until the board
    has painted the new position: a press on the
    board at the action's target, or (no target, or several actions there) the button of
    the side panel that the player presses.  Third: wall-clock seconds until the event loop
    had nothing left to do (two passes in a row shorter than ``SETTLED_CALL``)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.ui.by_hand import by_hand

    point = click_point(page, action)
    several = action.target is not None and len(page.scene.targets().get(action.target, [])) > 1
    QApplication.processEvents()
    before = painted.count

    def span() -> None:
        if point is not None and not several:
            QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, point)
        else:  # a press on the action list's button: the player's own (ui/by_hand.py)
            with by_hand():
                page.choose(action)
        for _ in range(50):
            QApplication.processEvents()
            if painted.count > before:
                break

    start, cpu = time.perf_counter(), time.process_time()
    operator.call(span)  # (the only caller of it: what --instructions counts)
    shown, shown_cpu = time.perf_counter() - start, time.process_time() - cpu
    settled, quiet = time.perf_counter(), 0
    for _ in range(50):
        begin = time.perf_counter()
        QApplication.processEvents()
        end = time.perf_counter()
        if end - begin < SETTLED_CALL:
            quiet += 1
            if quiet == 2:
                break
        else:
            quiet, settled = 0, end
    # ... and nothing waits on a timer: the side panel drawn 4 ms after the board's paint
    # (app/page_after_board.py), the animation and the steps of a burst still playing.  A
    # player's next click comes later than that; without this wait the next timed click
    # began by running the last one's side panel (the input filter runs it first).
    deadline = time.perf_counter() + 2.0
    while busy(page) and time.perf_counter() < deadline:
        QApplication.processEvents()
        time.sleep(0.001)
        settled = time.perf_counter()
    return shown, shown_cpu, settled - start


def busy(page) -> bool:
    """Whether the page still has work waiting on a timer (see ``timed_click``)."""
    update = getattr(page, "page_update", None)
    burst = getattr(page, "burst", None)
    return bool((update is not None and update.pending) or (burst is not None and burst.busy))


def measure(clicks: int, only: str | None = None) -> dict[str, list[tuple[float, ...]]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.app.game_page import GamePage
    from boardgames_desktop.hotseat import HotseatController
    from boardgames_desktop.rules import new_game

    app = QApplication.instance() or QApplication([])
    results: dict[str, list[tuple[float, ...]]] = {}
    for label, game, mode, players, options in CONFIGS:
        if only and only not in label:
            continue
        page = GamePage()
        if COUNTING:
            page.set_animation_speed("off")
        page.resize(*SIZE)
        page.show()
        painted = PaintCounter(page.board.viewport())
        times: list[tuple[float, ...]] = []
        seed = 0
        while len(times) < clicks and seed < 50:
            seed += 1
            rng = random.Random(seed)
            state = new_game(game, mode, players, seed, options)
            for _ in range(WARMUP):
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_actions()))
            if state.is_over:
                continue
            controller = HotseatController(state, title=label)
            page.start(controller)
            app.processEvents()
            while len(times) < clicks and not state.is_over:
                if controller.curtain_required:
                    controller.acknowledge_curtain()
                    app.processEvents()
                    continue
                legal = controller.visible_legal()
                if not legal:
                    break
                targeted = [a for a in legal if a.target]
                pool = targeted if targeted and rng.random() < 0.8 else legal
                times.append(timed_click(page, painted, rng.choice(pool)))
        page.close()
        page.deleteLater()
        app.processEvents()
        results[label] = times
    return results


def summary(times: list[float]) -> tuple[float, float]:
    """(median, 95th percentile) in milliseconds."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return statistics.median(ordered) * 1000, p95 * 1000


def measure_revision(rev: str, clicks: int,
                     only: str | None) -> dict[str, list[tuple[float, ...]]]:
    """Run this script's measurement on a copy of ``rev`` (the old code path)."""
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        env = dict(os.environ, PYTHONPATH=folder, QT_QPA_PLATFORM="offscreen")
        args = [sys.executable, str(Path(__file__).resolve()), str(clicks), "--json"]
        if only:
            args += ["--only", only]
        out = subprocess.run(args, env=env, cwd=folder, check=True, capture_output=True,
                             text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def measure_checkout(root: str, clicks: int,
                     only: str | None) -> dict[str, list[tuple[float, ...]]]:
    """Run this script's measurement on the checkout at ``root`` in a fresh interpreter."""
    env = dict(os.environ, BENCH_ROOT=root, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONPATH", None)
    args = [sys.executable, str(Path(__file__).resolve()), str(clicks), "--json"]
    if only:
        args += ["--only", only]
    out = subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def instructions(root: str, clicks: int, label: str) -> tuple[int, int]:
    """(instructions, clicks) of ``label``'s timed spans on the checkout at ``root``."""
    with tempfile.TemporaryDirectory() as folder:
        out_file = str(Path(folder) / "callgrind.out")
        env = dict(os.environ, BENCH_ROOT=root, QT_QPA_PLATFORM="offscreen", BENCH_COUNT="1")
        env.pop("PYTHONPATH", None)
        args = ["valgrind", "--tool=callgrind", "--collect-atstart=no",
                "--toggle-collect=_operator_call", f"--callgrind-out-file={out_file}",
                sys.executable, str(Path(__file__).resolve()), str(clicks), "--json",
                "--only", label]
        out = subprocess.run(args, env=env, check=True, capture_output=True, text=True)
        done = len(json.loads(out.stdout.strip().splitlines()[-1]).get(label, []))
        totals = [line for line in Path(out_file).read_text().splitlines()
                  if line.startswith(("totals:", "summary:"))]
        return int(totals[-1].split()[1]), done


def count_instructions(roots: list[str], clicks: int, only: str | None) -> None:
    """Print the instructions per click of every configuration, each checkout in turn."""
    print(f"click → board repainted, instructions per click (mean of {clicks} clicks, "
          "callgrind, movement off), millions")
    for label, *_ in CONFIGS:
        if only and only not in label:
            continue
        line = f"{label:34s}"
        for root in roots:
            count, done = instructions(root, clicks, label)
            line += f"  {Path(root).name} {count / max(done, 1) / 1e6:7.2f}"
        print(line, flush=True)


def alternate(baseline: str, rounds: int, clicks: int,
              only: str | None) -> tuple[dict[str, list], dict[str, list]]:
    """Both checkouts, in turns: (baseline's clicks, this checkout's clicks) per label."""
    before: dict[str, list] = {}
    after: dict[str, list] = {}
    here = str(Path(__file__).resolve().parent.parent)
    for _ in range(rounds):
        for root, into in ((baseline, before), (here, after)):
            for label, times in measure_checkout(root, clicks, only).items():
                into.setdefault(label, []).extend(times)
    return before, after


def main(argv: list[str]) -> int:
    clicks = int(argv[0]) if argv and argv[0].isdigit() else 60
    only = argv[argv.index("--only") + 1] if "--only" in argv else None
    if "--json" in argv:  # the subprocess of --before
        print(json.dumps(measure(clicks, only)))
        return 0
    before = None
    if "--instructions" in argv:
        here = str(Path(__file__).resolve().parent.parent)
        roots = ([argv[argv.index("--against") + 1]] if "--against" in argv else []) + [here]
        count_instructions(roots, clicks, only)
        return 0
    if "--against" in argv:
        rounds = int(argv[argv.index("--rounds") + 1]) if "--rounds" in argv else 3
        before, after = alternate(argv[argv.index("--against") + 1], rounds, clicks, only)
    else:
        if "--before" in argv:
            before = measure_revision(argv[argv.index("--before") + 1], clicks, only)
        after = measure(clicks, only)
    settled = "--settled" in argv
    print(f"click → board repainted, {SIZE[0]}×{SIZE[1]} offscreen, {clicks} clicks each: "
          "median / p95 in ms, wall clock [CPU time of the process]"
          + (" {settled: wall clock until the event loop is idle}" if settled else ""))
    for label, times in after.items():
        line = f"{label:34s}"
        runs = [("before", before.get(label))] if before else []
        for name, got in runs + [("after" if before else "now", times)]:
            if not got:
                continue
            med, p95 = summary([t[0] for t in got])
            cmed, cp95 = summary([t[1] for t in got])
            line += f"  {name} {med:5.1f} / {p95:5.1f} [{cmed:5.1f} / {cp95:5.1f}]"
            if settled and len(got[0]) > 2:
                smed, sp95 = summary([t[2] for t in got])
                line += f" {{{smed:5.1f} / {sp95:5.1f}}}"
        print(line)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT)) if "PYTHONPATH" not in os.environ else None
    raise SystemExit(main(sys.argv[1:]))
