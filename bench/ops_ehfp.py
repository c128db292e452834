"""Bytecode operations per action of seeded random Emberheart and Flash Point games, per function.

Usage: python bench/ops_ehfp.py CONFIG [GAMES] [TOP]   (CONFIG: fp-family, fp-veteran,
eh-2a, eh-4b; GAMES default 6; TOP default 25 functions)

A count, not a time: the interpreter reports every bytecode it runs (``sys.settrace`` with
``f_trace_opcodes``), so the figure is the same on an idle machine and on one shared with
other work, and two checkouts compare exactly (``PYTHONPATH=/other/checkout python
bench/ops_ehfp.py ...``).  It ranks functions by their own operations per action, with their
calls per action (each call costs far more than one operation).  Play is ``legal_actions()``
then ``apply()`` with a seeded chooser, as in ``playbench.py``; the set-up is not counted.
Caches start empty, so a short run counts more first-time work (new actions) than a long one.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import playbench  # noqa: E402

CONFIGS: dict[str, playbench.Config] = {
    "fp-family": ("family 4p", "flashpoint", "family", 4, {}),
    "fp-veteran": ("experienced 4p Veteran tragic", "flashpoint", "experienced", 4,
                   {"difficulty": "Veteran", "tragic_events": True}),
    "eh-2a": ("2 players, side A", "emberheart", "standard", 2, {"side": "A"}),
    "eh-4b": ("4 players, side B", "emberheart", "standard", 4, {"side": "B"}),
}


def count(config: playbench.Config, games: int) -> tuple[int, Counter[str], Counter[str]]:
    """(actions, operations per function, calls per function) over ``games`` seeded games."""
    ops: Counter[str] = Counter()
    calls: Counter[str] = Counter()

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        code = frame.f_code
        where = (f"{code.co_filename.split('boardgames_desktop/')[-1]}:"
                 f"{code.co_firstlineno}({code.co_name})")
        if event == "call":
            calls[where] += 1
            frame.f_trace_opcodes = True
        elif event == "opcode":
            ops[where] += 1
        return tracer

    actions = 0
    for seed in range(games):
        state = playbench._new_game(config, seed)
        chooser = random.Random(seed)
        sys.settrace(tracer)
        while not state.is_over:
            listed = state.legal_actions()
            state.apply(listed[chooser.randrange(len(listed))])
            actions += 1
        sys.settrace(None)
    return actions, ops, calls


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "fp-family"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 25
    actions, ops, calls = count(CONFIGS[name], games)
    total = sum(ops.values())
    print(f"{name}: {actions} actions, {total / actions:.0f} bytecode operations and "
          f"{sum(calls.values()) / actions:.0f} calls per action")
    for where, n in ops.most_common(top):
        print(f"{100 * n / total:5.1f}% {n / actions:6.0f} ops/action "
              f"{calls[where] / actions:5.2f} calls/action  {where}")


if __name__ == "__main__":
    main()
