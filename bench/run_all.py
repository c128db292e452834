"""Every figure of issue #9 measured before (a baseline checkout) and after, in one run.

Usage: python bench/run_all.py [BASELINE_ROOT, default /work/wt/baseline] [--quick]
Runs each bench script twice in fresh interpreters (``BENCH_ROOT`` = the baseline, then
this checkout) and prints a Markdown table per script: label, before, after.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPTS = [
    ("bench_actions.py", ["3"], ["1"]),
    ("bench_clone.py", ["1"], ["0.3"]),
    ("bench_load.py", ["0.6"], ["0.2"]),
    ("bench_autosave.py", ["1"], ["0.3"]),
    ("bench_start.py", ["7"], ["3"]),
]


def rows(script: str, args: list[str], root: Path) -> dict[str, str]:
    env = dict(os.environ, BENCH_ROOT=str(root))
    out = subprocess.run([sys.executable, str(HERE / script), *args], env=env, cwd=HERE,
                         capture_output=True, text=True)
    if out.returncode != 0:
        return {"(failed)": out.stderr.strip().splitlines()[-1] if out.stderr else "?"}
    found = {}
    for line in out.stdout.splitlines():
        label, sep, value = line.partition(" | ")
        if sep:
            found[label.strip()] = value.strip()
    return found


def main() -> None:
    argv = [a for a in sys.argv[1:] if not a.startswith("--")]
    baseline = Path(argv[0]) if argv else Path("/work/wt/baseline")
    quick = "--quick" in sys.argv
    for script, full, short in SCRIPTS:
        args = short if quick else full
        before = rows(script, args, baseline)
        after = rows(script, args, HERE.parent)
        print(f"\n### {script}\n\n| what | before | after |\n|---|---:|---:|")
        for label in dict.fromkeys([*before, *after]):
            print(f"| {label} | {before.get(label, '—')} | {after.get(label, '—')} |",
                  flush=True)


if __name__ == "__main__":
    main()
