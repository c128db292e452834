"""Where a click's time goes: CPU time per component, through the real game page.

Plays the clicks of ``bench_click.py`` for one configuration and wraps the parts of the click
path with ``time.process_time``: the controller's ``apply`` (the rules and the page's
refresh), the scene's ``show_state`` with its description (``_describe``) and reconciliation,
the last-move rings, the action list, the log, the seat view, and the board's paints.  The
phases of a click: A = press → ``controller.apply``, B = ``controller.apply``, C = → the
board's first paint, D = that paint, E = the rest of the event-loop pass ``bench_click.py``
waits for (what runs after the paint but is still counted).  Prints medians per click (ms).

Run: ``python bench/profile_click_parts.py "emberheart 4p B" [clicks]`` (a label of
``bench_click.CONFIGS``).  A profile, not a benchmark: the wrappers cost a little themselves.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_click as bc
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.app import game_page
    from boardgames_desktop.hotseat import HotseatController
    from boardgames_desktop.hotseat import controller as ctl
    from boardgames_desktop.rules import new_game
    from boardgames_desktop.ui import (
        action_panel,
        animate_marks,
        board_view,
        game_scene,
        log_panel,
        reconcile,
    )

    label = argv[0] if argv else "emberheart 4p B"
    clicks = int(argv[1]) if len(argv) > 1 else 30
    _, game, mode, players, options = next(c for c in bc.CONFIGS if c[0] == label)
    spent: dict[str, float] = defaultdict(float)
    marks: dict[str, float] = {}

    def wrap(cls, name: str, part: str, mark: bool = False) -> None:
        original = getattr(cls, name)

        def timed(*args, **kwargs):
            start = time.process_time()
            if mark:
                marks.setdefault(part + " start", start)
            try:
                return original(*args, **kwargs)
            finally:
                end = time.process_time()
                spent[part] += end - start
                if mark:
                    marks.setdefault(part + " end", end)

        setattr(cls, name, timed)

    wrap(ctl.HotseatController, "apply", "controller.apply", mark=True)
    wrap(game_scene.GameScene, "show_state", "… show_state")
    wrap(game_scene.GameScene, "_describe", "… … describe")
    wrap(reconcile.Reconciler, "apply", "… … reconcile")
    wrap(animate_marks.LastMoveMarks, "after_redraw", "… rings noted")
    wrap(animate_marks.LastMoveMarks, "_draw_now", "rings drawn")
    wrap(action_panel.ActionPanel, "set_actions", "… action list")
    wrap(action_panel.ActionPanel, "_fit_height", "action list height")
    wrap(log_panel.LogPanel, "set_lines", "… log")
    wrap(board_view.BoardView, "paintEvent", "paint", mark=True)

    app = QApplication.instance() or QApplication([])
    page = game_page.GamePage()
    page.resize(*bc.SIZE)
    page.show()
    painted = bc.PaintCounter(page.board.viewport())
    rows: list[dict[str, float]] = []
    seed = 0
    while len(rows) < clicks and seed < 50:
        seed += 1
        rng = random.Random(seed)
        state = new_game(game, mode, players, seed, options)
        for _ in range(bc.WARMUP):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        wrap(type(state), "view", "… seat view") if seed == 1 else None
        controller = HotseatController(state, title=label)
        page.start(controller)
        app.processEvents()
        while len(rows) < clicks and not state.is_over:
            if controller.curtain_required:
                controller.acknowledge_curtain()
                app.processEvents()
                continue
            legal = controller.visible_legal()
            if not legal:
                break
            targeted = [a for a in legal if a.target]
            pool = targeted if targeted and rng.random() < 0.8 else legal
            action = rng.choice(pool)
            spent.clear()
            marks.clear()
            start = time.process_time()
            shown = bc.timed_click(page, painted, action)[1]
            row = dict(spent)
            row["click → painted (bench_click's CPU)"] = shown
            if "controller.apply start" in marks and "paint start" in marks:
                row["A press → apply"] = marks["controller.apply start"] - start
                row["C apply → paint"] = marks["paint start"] - marks["controller.apply end"]
                row["D first paint"] = marks["paint end"] - marks["paint start"]
                row["E after the paint"] = start + shown - marks["paint end"]
            rows.append(row)
    names = sorted({k for r in rows for k in r}, key=lambda k: -statistics.median(
        r.get(k, 0.0) for r in rows))
    print(f"{label}: {len(rows)} clicks, CPU ms per click (median / mean); paint and rings "
          "count every paint until the page settled")
    for name in names:
        values = [r.get(name, 0.0) * 1000 for r in rows]
        print(f"  {name:40s} {statistics.median(values):7.2f} {statistics.mean(values):7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
