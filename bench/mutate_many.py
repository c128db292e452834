"""A mutation run with the options ``bench/mutate.py`` lacks: folders left out, staged tests,
a time limit per mutant, a log per mutant, and single mutants applied by hand.

    python bench/mutate_many.py run boardgames_desktop/games/flashpoint \\
        --exclude view --fast tests/flashpoint/test_rules_audit.py ... \\
        --rest tests/flashpoint --count 70 --seed 1 --log /tmp/fp.log

Mutants come from ``mutate.candidates`` (one operator or constant swapped on one line, never
in a string or comment), minus files under an excluded folder, sampled with a fixed seed.
Each mutant first meets the ``--fast`` tests (``-x``, so a kill costs seconds); a survivor
then meets the ``--rest`` tests too, so a mutant counts as surviving only when every test of
both lists passes.  A mutant still running after ``--timeout`` seconds (wall clock) is
reported as ``timeout`` and left out of the score: on a loaded machine a slow run is not a
failure, so check those by hand.  The file is restored after each mutant.

    python bench/mutate_many.py show <file>:<line> "<mutated line>"    # apply one, by hand
    python bench/mutate_many.py list boardgames_desktop/games/emberheart --exclude view ...

``show`` writes the mutant into the file and prints how to restore it (``git checkout``);
it is for checking that a new test fails with its mutant and passes without.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutate import candidates  # noqa: E402  (the sibling script, not a package)

Mutant = tuple[Path, int, str, str]


def pool(code: Path, excluded: list[str]) -> list[Mutant]:
    """Every candidate mutant of ``code`` outside the excluded sub-folders."""
    return [m for m in candidates(code)
            if not any(part in excluded for part in m[0].relative_to(code).parts[:-1])]


def pytest_passes(tests: list[str], timeout: float) -> tuple[bool | None, str]:
    """(True when the tests pass, False when one fails, None when they overrun ``timeout``;
    the first failing test's id, or '')."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
               "-n", "0", "-p", "no:randomly", *tests]
    try:
        result = subprocess.run(command, capture_output=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, ""
    failed = [line.split()[1] for line in result.stdout.decode(errors="replace").splitlines()
              if line.startswith(("FAILED ", "ERROR ")) and len(line.split()) > 1]
    return result.returncode == 0, (failed[0] if failed else "")


def mutated_text(file: Path, number: int, new: str) -> tuple[str, str]:
    """(the file's text now, its text with line ``number`` replaced by ``new``)."""
    original = file.read_text()
    lines = original.splitlines(keepends=True)
    lines[number - 1] = new + ("\n" if lines[number - 1].endswith("\n") else "")
    return original, "".join(lines)


def judge(mutant: Mutant, fast: list[str], rest: list[str], timeout: float) -> tuple[str, str]:
    """('killed', 'timeout' or 'SURVIVED'; the test that failed) for one mutant, the file
    restored afterwards."""
    file, number, _old, new = mutant
    original, changed = mutated_text(file, number, new)
    try:
        file.write_text(changed)
        for tests in (fast, rest):
            if not tests:
                continue
            passed, failed = pytest_passes(tests, timeout)
            if passed is None:
                return "timeout", ""
            if not passed:
                return "killed", failed
        return "SURVIVED", ""
    finally:
        file.write_text(original)


def run(args: argparse.Namespace) -> int:
    everything = pool(Path(args.code), args.exclude)
    chosen = random.Random(args.seed).sample(everything, min(args.count, len(everything)))
    log = open(args.log, "a") if args.log else None
    survivors: list[str] = []
    timeouts: list[str] = []
    wanted = {int(i) for i in args.only.split(",")} if args.only else None
    for index, mutant in enumerate(chosen, start=1):
        if wanted is not None and index not in wanted:
            continue
        started = time.monotonic()
        verdict, failed = judge(mutant, args.fast, args.rest, args.timeout)
        file, number, old, new = mutant
        line = (f"{index:3}/{len(chosen)} {verdict:8} {time.monotonic() - started:5.0f}s "
                f"{file}:{number}: {old.strip()}  ->  {new.strip()}"
                + (f"   [{failed}]" if failed else ""))
        print(line, flush=True)
        if log:
            log.write(line + "\n")
            log.flush()
        if verdict == "SURVIVED":
            survivors.append(line)
        elif verdict == "timeout":
            timeouts.append(line)
    judged = len(wanted & set(range(1, len(chosen) + 1))) if wanted is not None else len(chosen)
    judged -= len(timeouts)
    killed = judged - len(survivors)
    summary = (f"mutation score: {killed}/{judged} killed "
               f"({100 * killed / max(1, judged):.0f}%), seed {args.seed}, "
               f"{len(timeouts)} timed out (left out), "
               f"from {len(everything)} possible mutants")
    print("\n" + summary)
    if log:
        log.write(summary + "\n")
    return 0


def show(args: argparse.Namespace) -> int:
    path, number = args.where.rsplit(":", 1)
    file = Path(path)
    line = file.read_text().splitlines()[int(number) - 1]
    indent = line[:len(line) - len(line.lstrip())]
    _original, changed = mutated_text(file, int(number), indent + args.new.strip())
    file.write_text(changed)
    print(f"mutant written; restore with: git checkout -- {file}")
    return 0


def list_pool(args: argparse.Namespace) -> int:
    everything = pool(Path(args.code), args.exclude)
    chosen = random.Random(args.seed).sample(everything, min(args.count, len(everything)))
    for file, number, old, new in chosen:
        print(f"{file}:{number}: {old.strip()}  ->  {new.strip()}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("run", "list"):
        command = commands.add_parser(name)
        command.add_argument("code")
        command.add_argument("--exclude", action="append", default=[],
                             help="a sub-folder name to leave out (repeatable)")
        command.add_argument("--count", type=int, default=40)
        command.add_argument("--seed", type=int, default=1)
        if name == "run":
            command.add_argument("--fast", nargs="*", default=[],
                                 help="tests tried first, with -x")
            command.add_argument("--rest", nargs="*", default=[],
                                 help="tests tried only on a mutant the fast ones missed")
            command.add_argument("--timeout", type=float, default=600)
            command.add_argument("--log")
            command.add_argument("--only", help="judge only these sample numbers: 3,7,12")
    one = commands.add_parser("show")
    one.add_argument("where", help="file:line")
    one.add_argument("new", help="the mutated line, as it should read (indent optional)")
    args = parser.parse_args()
    return {"run": run, "list": list_pool, "show": show}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
