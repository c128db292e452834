"""A small mutation run, by hand: how many one-line slips in the code would the tests notice?

    python bench/mutate.py boardgames_desktop/rules tests/rules tests/contract --count 60
    python bench/mutate.py boardgames_desktop/games/brigade tests/brigade --exclude view \\
        --count 80 --seed 7 --map /tmp/brigade-map.json

Each mutant changes one operator or constant on one line of one file under the code folder
(``<`` to ``<=``, ``+ 1`` to ``+ 2``, ``True`` to ``False``, ``==`` to ``!=`` …), runs the
given test folders with ``-x`` and counts it killed when they fail (or run past the time
limit).  Mutants are chosen with a fixed seed, so two runs compare.  The files are restored
after every mutant (and on Ctrl+C), their modification times too, and no bytecode of a mutant
is ever cached.

``--map FILE`` makes a run fast: once, the test folders run with a light call tracer that
records which tests call which function of the code folder (kept in FILE for the next run).
A mutant then runs, first, only the tests that call the function it sits in (quickest first);
when they all pass, the whole test files those tests live in (a module fixture or a cache may
have done the call for another test of the file).  A mutant no test reaches survives at once.
``--quick`` skips the second stage.  ``--pick 3,7`` runs only those mutants of the sample
(numbered as printed); without ``--map``, against exactly the test paths given: how a new
test is checked to kill its mutant.
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import io
import json
import os
import random
import re
import subprocess
import sys
import time
import tokenize
from pathlib import Path
from typing import Any

SWAPS = [
    (r" < ", " <= "), (r" <= ", " < "), (r" > ", " >= "), (r" >= ", " > "),
    (r" == ", " != "), (r" != ", " == "), (r"\+ 1\b", "+ 2"), (r"- 1\b", "- 2"),
    (r"\bTrue\b", "False"), (r"\bFalse\b", "True"), (r" and ", " or "), (r" or ", " and "),
    (r"\bmin\(", "max("), (r"\bmax\(", "min("), (r"return not ", "return "),
]

#: Calls made outside any test (imports, collection, session fixtures): every test may rely on
#: what they computed.
ANY_TEST = "*"

Mutant = tuple[Path, int, str, str]


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


def excluded(file: Path, folder: Path, patterns: list[str]) -> bool:
    """True when ``file`` (relative to ``folder``) matches a pattern, or lies in a folder of
    that name: ``view`` leaves out ``view/**``, ``*_texts.py`` every such file."""
    relative = file.relative_to(folder).as_posix()
    return any(fnmatch.fnmatch(relative, pattern) or relative.startswith(pattern.rstrip("/") + "/")
               for pattern in patterns)


def candidates(folder: Path, exclude: list[str] | None = None) -> list[Mutant]:
    """Every (file, line number, old line, mutated line) one swap can make in code (never in
    a string, a docstring or a comment)."""
    out = []
    for file in sorted(folder.rglob("*.py")):
        if excluded(file, folder, exclude or []):
            continue
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


# ---- which function a line sits in ---------------------------------------------------------

def function_key(file: Path, line: int) -> str:
    """``path:first line`` of the innermost function holding ``line`` (the first line as the
    compiler counts it: the first decorator's), or ``path:module`` for code run at import."""
    tree = ast.parse(file.read_text())
    best: tuple[int, int] | None = None  # (span, first line)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            end = node.end_lineno or node.lineno
            if node.lineno <= line <= end:
                first = min([d.lineno for d in node.decorator_list] + [node.lineno])
                if best is None or end - first < best[0]:
                    best = (end - first, first)
    where = file.resolve().as_posix()
    return f"{where}:{best[1]}" if best else f"{where}:module"


def cached_function(file: Path, line: int) -> bool:
    """True when the function holding ``line`` keeps its results (``@cache``, ``lru_cache``):
    the test that calls it first is not the only one that uses what it returns."""
    tree = ast.parse(file.read_text())
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                node.lineno <= line <= (node.end_lineno or node.lineno):
            if any("cache" in ast.unparse(d) for d in node.decorator_list):
                return True
    return False


# ---- the call tracer (this module is also the pytest plugin that records the map) ----------

_trace_root = os.environ.get("MUTATE_TRACE_ROOT", "")
_current_test = ANY_TEST
_callers: dict[Any, set[str]] = {}
_durations: dict[str, float] = {}


def _tracer(frame: Any, event: str, arg: Any) -> None:
    """Global trace function: on each call into the code folder, note the running test.
    It returns None, so no line is ever traced (the cost stays one call per call)."""
    code = frame.f_code
    callers = _callers.get(code)
    if callers is None:
        if not code.co_filename.startswith(_trace_root):
            return None
        callers = _callers[code] = set()
    callers.add(_current_test)
    return None


def pytest_configure(config: Any) -> None:
    if _trace_root:
        sys.settrace(_tracer)


def pytest_runtest_protocol(item: Any, nextitem: Any) -> Any:
    """Note each test's calls and its duration (set-up and tear-down included)."""
    global _current_test
    if not _trace_root:
        return None
    from _pytest.runner import runtestprotocol
    _current_test = item.nodeid
    started = time.perf_counter()
    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    runtestprotocol(item, nextitem=nextitem)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    _durations[item.nodeid] = time.perf_counter() - started
    _current_test = ANY_TEST
    return True


def pytest_sessionfinish(session: Any) -> None:
    if not _trace_root:
        return
    sys.settrace(None)
    calls: dict[str, set[str]] = {}
    for code, tests in _callers.items():
        name = code.co_name
        if name.startswith("<") and name != "<module>":
            continue  # a comprehension or lambda runs only inside its function
        suffix = "module" if name == "<module>" else str(code.co_firstlineno)
        key = f"{Path(code.co_filename).resolve().as_posix()}:{suffix}"
        calls.setdefault(key, set()).update(tests)
    out = {"calls": {key: sorted(tests) for key, tests in calls.items()},
           "durations": _durations}
    Path(os.environ["MUTATE_TRACE_OUT"]).write_text(json.dumps(out, indent=0))


# ---- running tests ---------------------------------------------------------------------------

def command_for(tests: list[str], extra: list[str] | None = None) -> list[str]:
    """One process, no xdist, run at low priority (``extra``: ``-x`` to stop at the first
    failure)."""
    return ["nice", "-n", "10", sys.executable, "-m", "pytest", "-q", "-o", "addopts=",
            "-p", "no:xdist", "-p", "no:cacheprovider", "-m", "not soak", *(extra or []),
            *tests]


def child_env() -> dict[str, str]:
    # no bytecode written: a mutant's .pyc could otherwise outlive it
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1")


def run_tests(tests: list[str], timeout: float) -> str:
    """``passed``, ``failed`` or ``timeout`` (counted killed: the slip made a test hang)."""
    try:
        result = subprocess.run(command_for(tests, ["-x"]), capture_output=True, env=child_env(),
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    return "passed" if result.returncode == 0 else "failed"


def build_map(code: Path, tests: list[str], out: Path) -> dict[str, Any]:
    """Run the tests once under the call tracer; keep the map in ``out``."""
    env = dict(child_env(), MUTATE_TRACE_ROOT=str(code.resolve()), MUTATE_TRACE_OUT=str(out))
    root = Path(__file__).resolve().parent.parent
    print(f"tracing {' '.join(tests)} (once) …", flush=True)
    started = time.perf_counter()
    plugins = ["-p", "bench.mutate", "-p", "bench.mutate_fresh_trace"]
    traced = subprocess.run(command_for(tests, plugins), env=env, cwd=root,
                            check=False)
    if traced.returncode != 0:
        raise SystemExit("the tests must pass before mutants are judged")
    print(f"traced in {time.perf_counter() - started:.0f} s", flush=True)
    return json.loads(out.read_text())


class Selector:
    """Which tests a mutant runs, in two stages (see the module's docstring)."""

    def __init__(self, trace: dict[str, Any], quick: bool = False,
                 budget: float | None = None, slow: float = 1.0) -> None:
        self.calls: dict[str, list[str]] = trace["calls"]
        self.durations: dict[str, float] = trace["durations"]
        self.quick = quick  # first stage only
        self.budget = budget  # seconds of traced test time one stage may take at most
        self.slow = slow  # how many times slower than usual the machine runs now

    def _ordered(self, nodes: set[str]) -> list[str]:
        ordered = sorted(nodes, key=lambda node: (self.durations.get(node, 60.0), node))
        if self.budget is None:
            return ordered
        kept, spent = [], 0.0
        for node in ordered:
            spent += self.durations.get(node, 60.0)
            if kept and spent > self.budget:
                break
            kept.append(node)
        return kept

    def stages(self, file: Path, line: int) -> list[list[str]]:
        key = function_key(file, line)
        callers = set(self.calls.get(key, []))
        if key.endswith(":module") or ANY_TEST in callers or cached_function(file, line):
            return [self._ordered(set(self.durations))]
        first = self._ordered(callers)
        files = {node.split("::")[0] for node in callers}
        rest = {node for node in self.durations
                if node.split("::")[0] in files and node not in callers}
        if self.quick:
            return [first] if first else []
        return [stage for stage in (first, self._ordered(rest)) if stage]

    def limit(self, nodes: list[str]) -> float:
        """Seconds a stage may take before the mutant counts as hanging (a loaded machine;
        ``--slow`` stretches it when even starting pytest takes a minute)."""
        return self.slow * (90 + 6 * sum(self.durations.get(node, 10.0) for node in nodes))


def apply_mutant(file: Path, number: int, new: str) -> tuple[str, os.stat_result]:
    original = file.read_text()
    stat = file.stat()
    lines = original.splitlines(keepends=True)
    lines[number - 1] = new + ("\n" if lines[number - 1].endswith("\n") else "")
    file.write_text("".join(lines))
    return original, stat


def restore(file: Path, original: str, stat: os.stat_result) -> None:
    file.write_text(original)
    os.utime(file, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def judge(mutant: Mutant, tests: list[str], selector: Selector | None,
          timeout: float) -> tuple[str, float]:
    """Apply one mutant, run its tests, restore the file: (verdict, seconds)."""
    file, number, _old, new = mutant
    started = time.perf_counter()
    original, stat = apply_mutant(file, number, new)
    try:
        if selector is None:
            outcome = run_tests(tests, timeout)
        else:
            outcome = "not reached"
            for stage in selector.stages(file, number):
                outcome = run_tests(stage, min(timeout, selector.limit(stage)))
                if outcome != "passed":
                    break
    finally:
        restore(file, original, stat)
    verdict = {"failed": "killed", "timeout": "killed (timeout)"}.get(outcome, "SURVIVED")
    if outcome == "not reached":
        verdict = "SURVIVED (no test calls it)"
    return verdict, time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code")
    parser.add_argument("tests", nargs="+")
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--exclude", action="append", default=[],
                        help="leave out files or folders of the code folder (repeatable)")
    parser.add_argument("--map", type=Path,
                        help="call map file: built once, then each mutant runs only its tests")
    parser.add_argument("--timeout", type=float, default=900,
                        help="seconds one mutant's tests may run (past it: killed)")
    parser.add_argument("--quick", action="store_true",
                        help="with --map: only the tests that call the mutated function (a "
                             "loaded machine; a survivor may then owe its life to a fixture)")
    parser.add_argument("--budget", type=float,
                        help="with --map: run only the quickest tests of a stage, up to this "
                             "many seconds of their traced time (survivors then need a look)")
    parser.add_argument("--slow", type=float, default=1.0,
                        help="with --map: multiply each stage's time limit by this (a machine "
                             "so loaded that a mutant's tests time out only from the wait)")
    parser.add_argument("--pick", help="run only these mutants of the sample (1,4,9 or 12-80); "
                                       "without --map, against exactly the given tests")
    parser.add_argument("--list", action="store_true", help="print the sample, run nothing")
    parser.add_argument("--json", type=Path, help="write every mutant's verdict here")
    args = parser.parse_args()
    code = Path(args.code)
    pool = candidates(code, args.exclude)
    chosen = random.Random(args.seed).sample(pool, min(args.count, len(pool)))
    numbered = list(enumerate(chosen, start=1))
    if args.pick:
        wanted = set()
        for part in args.pick.split(","):
            low, _, high = part.partition("-")
            wanted.update(range(int(low), int(high or low) + 1))
        numbered = [(n, m) for n, m in numbered if n in wanted]
    if args.list:
        for index, (file, number, old, new) in numbered:
            print(f"{index:3} {file}:{number}: {old.strip()}  ->  {new.strip()}")
        return 0
    selector = None
    if args.map:
        trace = (json.loads(args.map.read_text()) if args.map.exists()
                 else build_map(code, args.tests, args.map))
        selector = Selector(trace, args.quick, args.budget, args.slow)
    results = []
    for index, mutant in numbered:
        file, number, old, new = mutant
        verdict, seconds = judge(mutant, args.tests, selector, args.timeout)
        print(f"{index:3}/{len(chosen)} {verdict:8} {seconds:5.0f}s {file}:{number}: "
              f"{new.strip()}", flush=True)
        results.append({"index": index, "file": str(file), "line": number, "old": old.strip(),
                        "new": new.strip(), "verdict": verdict, "seconds": round(seconds, 1)})
    survivors = [r for r in results if r["verdict"].startswith("SURVIVED")]
    killed_count = len(results) - len(survivors)
    print(f"\nmutation score: {killed_count}/{len(results)} killed "
          f"({100 * killed_count / max(1, len(results)):.0f}%) from {len(pool)} possible mutants")
    for r in survivors:
        print(f"  survived #{r['index']}: {r['file']}:{r['line']}: {r['old']}  ->  {r['new']}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
