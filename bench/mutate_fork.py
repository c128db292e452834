"""A fast mutation run: one warm process, one fork per mutant, the mutant swapped in memory.

    python bench/mutate_fork.py boardgames_desktop/games/flashpoint tests/flashpoint \\
        --exclude view --map /tmp/fp-map.json --all --json /tmp/fp-all.json
    python bench/mutate_fork.py ... --count 40 --seed 2026      # a sample, as mutate.py draws it

Same mutants, same call map and same two stages of tests as ``bench/mutate.py`` (read its
docstring), but judged much faster.  ``mutate.py`` starts a new Python and pytest for every
mutant and pays the imports and the collection each time; here one parent process imports
the code and collects the test folders once, then forks a child per mutant.  The child
compiles the mutated file in memory, puts the new code object into the live function that
holds the line (``function.__code__``: every reference to the function sees it, nested
functions and lambdas come with their parent), empties the ``functools`` caches of the code
folder, puts every module-level dict, list and set of the code folder back as it was right
after import (memo tables such as ``town._QUARTERS`` would otherwise keep answers the
unmutated code computed while the tests were collected), and runs the mutant's tests with
``-x``.  A kill counts only if the same tests pass in a child with nothing swapped (asked once
per set of tests): a test that fails in any fork is reported as an error, not a kill.  No
file is written on this path.

Mutants this cannot judge in memory go the slow way, ``mutate.py``'s (the file rewritten, a
fresh pytest): a line run at import (module or class body: constants, dataclass fields,
decorators' arguments), and a function the map says was called outside any test (at import
or collection: what it computed then would outlive the swap).  ``--check N`` judges N mutants
of the sample both ways and prints any disagreement: how to trust the fast path on new code.
"""

from __future__ import annotations

import argparse
import ast
import functools
import gc
import json
import os
import random
import signal
import sys
import time
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import mutate  # noqa: E402

PYTEST_ARGS = ["-q", "-o", "addopts=", "-p", "no:xdist", "-p", "no:cacheprovider",
               "-m", "not soak"]


# ---- where a line lives ----------------------------------------------------------------------

def outer_function(file: Path, line: int) -> tuple[str, int] | None:
    """(name, first line) of the outermost function holding ``line`` that is defined at module
    or class level (the one whose live object can take a new ``__code__``); None for a line
    run at import."""
    tree = ast.parse(file.read_text())

    def walk(node: ast.AST, in_function: bool) -> tuple[str, int] | None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                first = min([d.lineno for d in child.decorator_list] + [child.lineno])
                if child.lineno <= line <= (child.end_lineno or child.lineno):
                    # the body, not a decorator or a default value (those run at import)
                    body_start = child.body[0].lineno
                    if line < body_start and not in_function:
                        return None
                    return (child.name, first) if not in_function else None
            elif isinstance(child, ast.ClassDef) and not in_function:
                if child.lineno <= line <= (child.end_lineno or child.lineno):
                    return walk(child, False)
        return None

    return walk(tree, False)


def find_code(code: types.CodeType, name: str, first: int) -> types.CodeType | None:
    """The code object called ``name`` starting at line ``first`` inside ``code``."""
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            if const.co_name == name and const.co_firstlineno == first:
                return const
            found = find_code(const, name, first)
            if found is not None:
                return found
    return None


def live_functions(folder: Path) -> dict[tuple[str, str, int], list[types.FunctionType]]:
    """Every function object of the code folder alive now, by (file, name, first line)."""
    root = str(folder.resolve())
    table: dict[tuple[str, str, int], list[types.FunctionType]] = {}
    for obj in gc.get_objects():
        if isinstance(obj, types.FunctionType):
            code = obj.__code__
            if code.co_filename.startswith(root):
                key = (str(Path(code.co_filename).resolve()), code.co_name, code.co_firstlineno)
                table.setdefault(key, []).append(obj)
    return table


def folder_caches(folder: Path) -> list[Any]:
    """The ``functools.cache``/``lru_cache`` wrappers around the code folder's functions."""
    root = str(folder.resolve())
    out = []
    for obj in gc.get_objects():
        if isinstance(obj, functools._lru_cache_wrapper):  # type: ignore[attr-defined]
            wrapped = getattr(obj, "__wrapped__", None)
            code = getattr(wrapped, "__code__", None)
            if code is not None and code.co_filename.startswith(root):
                out.append(obj)
    return out


def import_all(folder: Path, exclude: list[str]) -> None:
    """Import every module of the code folder (so its tables exist before anything runs)."""
    import importlib

    for file in sorted(folder.resolve().rglob("*.py")):
        if mutate.excluded(file, folder.resolve(), exclude):
            continue
        relative = file.relative_to(ROOT).with_suffix("")
        parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
        importlib.import_module(".".join(parts))


def module_tables(folder: Path) -> list[tuple[Any, Any]]:
    """(container, shallow copy) for every module-level dict, list and set of the code
    folder's imported modules, as they are now."""
    root = str(folder.resolve())
    out: list[tuple[Any, Any]] = []
    seen: set[int] = set()
    for module in list(sys.modules.values()):
        if not (getattr(module, "__file__", None) or "").startswith(root):
            continue
        for name, value in vars(module).items():
            if name.startswith("__"):  # __builtins__, __all__, __path__: not the module's data
                continue
            if type(value) in (dict, list, set) and id(value) not in seen:
                seen.add(id(value))
                out.append((value, value.copy()))
    return out


def restore_tables(tables: list[tuple[Any, Any]]) -> int:
    """Put back every table that changed since import; how many did."""
    changed = 0
    for table, saved in tables:
        if table != saved:
            changed += 1
            table.clear()
            if isinstance(table, dict):
                table.update(saved)
            elif isinstance(table, list):
                table.extend(saved)
            else:
                table.update(saved)
    return changed


def load_factor() -> float:
    """How many times slower than an idle machine tests run now (the load average per core,
    at least 1): a stage's time limit stretches with it, so a survivor that only waits for the
    CPU is not counted as a hang.  A verdict "killed (timeout)" still deserves a second look."""
    return max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))


# ---- the warm parent -------------------------------------------------------------------------

class Collected:
    """A pytest plugin that only notes the collected test ids."""

    def __init__(self) -> None:
        self.ids: list[str] = []

    def pytest_collection_finish(self, session: Any) -> None:
        self.ids = [item.nodeid for item in session.items]


def warm_up(tests: list[str]) -> list[str]:
    """Import and collect the test folders once in this process (the children inherit it)."""
    import pytest

    plugin = Collected()
    with open(os.devnull, "w") as sink:
        saved = os.dup(1), os.dup(2)
        os.dup2(sink.fileno(), 1)
        os.dup2(sink.fileno(), 2)
        try:
            code = pytest.main([*PYTEST_ARGS, "--collect-only", *tests], plugins=[plugin])
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
    if code != 0:
        raise SystemExit(f"collecting {' '.join(tests)} failed (pytest exit {code})")
    return plugin.ids


class FastJudge:
    """Judges mutants in forked children of this warm process."""

    def __init__(self, code: Path, selector: mutate.Selector,
                 tables: list[tuple[Any, Any]] | None = None) -> None:
        self.code = code
        self.tables = tables or []
        self.selector = selector
        self.functions = live_functions(code)
        self.caches = folder_caches(code)
        self.compiled: dict[Path, str] = {}
        self.baseline: dict[tuple[str, ...], bool] = {}

    def in_memory(self, file: Path, line: int) -> tuple[str, int] | None:
        """The function to swap for a mutant on ``line``, or None (judge it the slow way)."""
        outer = outer_function(file, line)
        if outer is None or mutate.cached_function(file, line):
            return None
        key = mutate.function_key(file, line)
        if mutate.ANY_TEST in self.selector.calls.get(key, []):
            return None  # called at import or collection: its results would outlive the swap
        outer_key = f"{file.resolve().as_posix()}:{outer[1]}"
        if mutate.ANY_TEST in self.selector.calls.get(outer_key, []):
            return None
        if (str(file.resolve()), outer[0], outer[1]) not in self.functions:
            return None  # no live function (never defined, or made by a factory)
        return outer

    def judge(self, mutant: mutate.Mutant, timeout: float) -> tuple[str, float, str]:
        """(verdict, seconds, path) with path ``fast`` or ``slow``."""
        file, number, _old, new = mutant
        outer = self.in_memory(file, number)
        if outer is None:
            usual = self.selector.slow
            self.selector.slow = usual * load_factor()
            try:
                verdict, seconds = mutate.judge(mutant, [], self.selector, timeout)
            finally:
                self.selector.slow = usual
            return verdict, seconds, "slow"
        started = time.perf_counter()
        stages = self.selector.stages(file, number)
        outcome = "not reached"
        for stage in stages:
            limit = min(timeout, self.selector.limit(stage) * load_factor())
            outcome = self._run_child(file, number, new, outer, stage, limit)
            if outcome == "failed" and not self.passes_unmutated(stage, limit):
                outcome = "broken"
            if outcome != "passed":
                break
        verdict = {"failed": "killed", "timeout": "killed (timeout)",
                   "broken": "ERROR (the tests fail unmutated in the fork)",
                   "not reached": "SURVIVED (no test calls it)"}.get(outcome, "SURVIVED")
        return verdict, time.perf_counter() - started, "fast"

    def passes_unmutated(self, nodes: list[str], timeout: float) -> bool:
        """Whether these tests pass in a child with nothing swapped (asked once per set of
        tests, after a kill): a test that fails in any forked child (one that depends on
        what an earlier test left behind, say) would otherwise count as killing mutants."""
        key = tuple(nodes)
        if key not in self.baseline:
            self.baseline[key] = self._run_child(None, 0, "", ("", 0), nodes,
                                                 timeout) == "passed"
        return self.baseline[key]

    def _run_child(self, file: Path | None, number: int, new: str, outer: tuple[str, int],
                   nodes: list[str], timeout: float) -> str:
        pid = os.fork()
        if pid == 0:  # the child: never returns
            code = 3
            try:
                code = self._child(file, number, new, outer, nodes)
            finally:
                os._exit(code)
        deadline = time.monotonic() + timeout
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                code = os.waitstatus_to_exitcode(status)
                if code == 3:
                    raise SystemExit(f"the child could not swap in {file}:{number}")
                return "passed" if code == 0 else "failed"
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return "timeout"
            time.sleep(0.02)

    def _child(self, file: Path | None, number: int, new: str, outer: tuple[str, int],
               nodes: list[str]) -> int:
        sink = os.open(os.devnull, os.O_WRONLY)
        os.dup2(sink, 1)
        os.dup2(sink, 2)  # (the child keeps the parent's priority: start the run with nice)
        if file is None:  # the baseline: nothing swapped
            return self._run_tests(nodes)
        lines = file.read_text().splitlines(keepends=True)
        lines[number - 1] = new + ("\n" if lines[number - 1].endswith("\n") else "")
        try:
            module_code = compile("".join(lines), str(file.resolve()), "exec")
        except SyntaxError:
            return 1  # a mutant that does not compile is killed at import
        name, first = outer
        new_code = find_code(module_code, name, first)
        if new_code is None:
            return 3
        for function in self.functions[(str(file.resolve()), name, first)]:
            function.__code__ = new_code
        return self._run_tests(nodes)

    def _run_tests(self, nodes: list[str]) -> int:
        import pytest

        for cache in self.caches:
            cache.cache_clear()
        restore_tables(self.tables)
        result = pytest.main([*PYTEST_ARGS, "-x", "-p", "no:randomly", *nodes])
        return 0 if result == 0 else 1


def numbers(text: str) -> set[int]:
    """``1,4,9`` or ``12-80`` (or both) as a set of numbers."""
    wanted: set[int] = set()
    for part in text.split(","):
        low, _, high = part.partition("-")
        wanted.update(range(int(low), int(high or low) + 1))
    return wanted


# ---- the command -----------------------------------------------------------------------------

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code")
    parser.add_argument("tests", nargs="+")
    parser.add_argument("--map", type=Path, required=True,
                        help="call map file (built once by mutate.py's tracer if missing)")
    parser.add_argument("--exclude", action="append", default=[])
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--all", action="store_true", help="every possible mutant, in order")
    parser.add_argument("--pick", help="only these mutants of the sample (1,4,9 or 12-80)")
    parser.add_argument("--rejudge", type=Path,
                        help="only the survivors of an earlier run's --json (same sample)")
    parser.add_argument("--skip", default="",
                        help="leave out these mutants (1,4,9 or 12-80: known equivalents)")
    parser.add_argument("--quick", action="store_true", help="first stage only (see mutate.py)")
    parser.add_argument("--timeout", type=float, default=2400,
                        help="seconds a mutant may take at most, whatever the load")
    parser.add_argument("--slow", type=float, default=1.0)
    parser.add_argument("--fast-only", action="store_true",
                        help="skip the mutants that need the slow path (listed as 'skipped')")
    parser.add_argument("--check", type=int, default=0,
                        help="judge the first N mutants both ways and report disagreements")
    parser.add_argument("--json", type=Path, help="write every verdict here (rewritten as it goes)")
    parser.add_argument("--resume", action="store_true",
                        help="keep the verdicts already in --json and judge only the others")
    args = parser.parse_args()

    # a plain `kill` must still restore a file the slow path has mutated (mutate.judge's
    # `finally`), as Ctrl+C does
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PYTHONDONTWRITEBYTECODE"] = "1"
    sys.dont_write_bytecode = True
    code = Path(args.code)
    pool = mutate.candidates(code, args.exclude)
    chosen = pool if args.all else random.Random(args.seed).sample(pool, min(args.count, len(pool)))
    numbered = list(enumerate(chosen, start=1))
    if args.pick:
        numbered = [(n, m) for n, m in numbered if n in numbers(args.pick)]
    if args.rejudge:
        earlier = {r["index"] for r in json.loads(args.rejudge.read_text())
                   if r["verdict"].startswith("SURVIVED")}
        numbered = [(n, m) for n, m in numbered if n in earlier]
    if args.skip:
        numbered = [(n, m) for n, m in numbered if n not in numbers(args.skip)]
    trace = (json.loads(args.map.read_text()) if args.map.exists()
             else mutate.build_map(code, args.tests, args.map))
    selector = mutate.Selector(trace, args.quick, None, args.slow)
    started = time.perf_counter()
    import_all(code, args.exclude)
    tables = module_tables(code)
    warm_up(args.tests)
    fast = FastJudge(code, selector, tables)
    print(f"warm in {time.perf_counter() - started:.1f} s: {len(fast.functions)} functions, "
          f"{len(fast.caches)} caches, {len(tables)} module tables; "
          f"{len(numbered)} mutants of {len(pool)}", flush=True)
    results: list[dict[str, Any]] = []
    if args.resume and args.json and args.json.exists():
        results = json.loads(args.json.read_text())
        done = {r["index"] for r in results}
        numbered = [(n, m) for n, m in numbered if n not in done]
        print(f"resuming: {len(done)} verdicts kept, {len(numbered)} to judge", flush=True)
    disagreements = []
    for index, mutant in numbered:
        file, number, old, new = mutant
        if args.fast_only and fast.in_memory(file, number) is None:
            verdict, seconds, path = "skipped", 0.0, "slow"
        else:
            verdict, seconds, path = fast.judge(mutant, args.timeout)
        if args.check and index <= args.check and path == "fast":
            slow_verdict, _ = mutate.judge(mutant, [], selector, args.timeout)
            if slow_verdict.split()[0] != verdict.split()[0]:
                disagreements.append((index, verdict, slow_verdict))
        print(f"{index:4}/{len(chosen)} {verdict:8} {seconds:5.1f}s {path} {file}:{number}: "
              f"{new.strip()}", flush=True)
        results.append({"index": index, "file": str(file), "line": number, "old": old.strip(),
                        "new": new.strip(), "verdict": verdict, "path": path,
                        "seconds": round(seconds, 2)})
        if args.json:
            args.json.write_text(json.dumps(results, indent=1))
    errors = [r for r in results if r["verdict"].startswith("ERROR")]
    judged = [r for r in results if r["verdict"] != "skipped" and r not in errors]
    survivors = [r for r in judged if r["verdict"].startswith("SURVIVED")]
    killed = len(judged) - len(survivors)
    print(f"\nmutation score: {killed}/{len(judged)} killed "
          f"({100 * killed / max(1, len(judged)):.0f}%) from {len(pool)} possible mutants, "
          f"{time.perf_counter() - started:.0f} s")
    for r in errors:
        print(f"  not judged #{r['index']}: {r['file']}:{r['line']}: {r['verdict']}")
    for r in survivors:
        print(f"  survived #{r['index']}: {r['file']}:{r['line']}: {r['old']}  ->  {r['new']}")
    if args.check:
        print(f"checked both ways: {min(args.check, len(numbered))}; disagreements: "
              f"{disagreements or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
