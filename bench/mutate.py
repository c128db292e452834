"""A small mutation run, by hand: how many one-line slips in the code would the tests notice?

    python bench/mutate.py boardgames_desktop/rules tests/rules tests/contract --count 60

Each mutant changes one operator or constant on one line of one file under the code folder
(``<`` to ``<=``, ``+ 1`` to ``+ 2``, ``True`` to ``False``, ``==`` to ``!=`` …), runs the
given test folders with ``-x`` and counts it killed when they fail.  Mutants are chosen with
a fixed seed, so two runs compare.  The files are restored after every mutant (and on Ctrl+C).
"""

from __future__ import annotations

import argparse
import io
import os
import random
import re
import subprocess
import sys
import tokenize
from pathlib import Path

SWAPS = [
    (r" < ", " <= "), (r" <= ", " < "), (r" > ", " >= "), (r" >= ", " > "),
    (r" == ", " != "), (r" != ", " == "), (r"\+ 1\b", "+ 2"), (r"- 1\b", "- 2"),
    (r"\bTrue\b", "False"), (r"\bFalse\b", "True"), (r" and ", " or "), (r" or ", " and "),
    (r"\bmin\(", "max("), (r"\bmax\(", "min("), (r"return not ", "return "),
]


def text_spans(source: str) -> dict[int, list[tuple[int, int]]]:
    """Per line, the column ranges of strings and comments (a slip there changes no code)."""
    spans: dict[int, list[tuple[int, int]]] = {}
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    for token in tokens:
        if token.type in (tokenize.STRING, tokenize.COMMENT):
            (row, col), (end_row, end_col) = token.start, token.end
            for line in range(row, end_row + 1):
                start = col if line == row else 0
                end = end_col if line == end_row else 1 << 20
                spans.setdefault(line, []).append((start, end))
    return spans


def candidates(folder: Path) -> list[tuple[Path, int, str, str]]:
    """Every (file, line number, old line, mutated line) one swap can make in code (never in
    a string, a docstring or a comment)."""
    out = []
    for file in sorted(folder.rglob("*.py")):
        source = file.read_text()
        spans = text_spans(source)
        for number, line in enumerate(source.splitlines(), start=1):
            if not line.strip() or line.lstrip().startswith(("import", "from", "def ")):
                continue
            for pattern, replacement in SWAPS:
                for match in re.finditer(pattern, line):
                    if any(a < match.end() and match.start() < b
                           for a, b in spans.get(number, ())):
                        continue
                    mutated = line[:match.start()] + replacement + line[match.end():]
                    out.append((file, number, line, mutated))
    return out


def run_tests(tests: list[str]) -> bool:
    """True when the tests pass."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                             "-n", "0", *tests], capture_output=True, env=env, timeout=900)
    return result.returncode == 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code")
    parser.add_argument("tests", nargs="+")
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    pool = candidates(Path(args.code))
    chosen = random.Random(args.seed).sample(pool, min(args.count, len(pool)))
    survivors = []
    for index, (file, number, old, new) in enumerate(chosen, start=1):
        original = file.read_text()
        lines = original.splitlines(keepends=True)
        lines[number - 1] = new + ("\n" if lines[number - 1].endswith("\n") else "")
        try:
            file.write_text("".join(lines))
            killed = not run_tests(args.tests)
        finally:
            file.write_text(original)
        print(f"{index:3}/{len(chosen)} {'killed ' if killed else 'SURVIVED'} "
              f"{file}:{number}: {new.strip()}", flush=True)
        if not killed:
            survivors.append(f"{file}:{number}: {old.strip()}  ->  {new.strip()}")
    killed_count = len(chosen) - len(survivors)
    print(f"\nmutation score: {killed_count}/{len(chosen)} killed "
          f"({100 * killed_count / max(1, len(chosen)):.0f}%) from {len(pool)} possible mutants")
    for line in survivors:
        print("  survived:", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
