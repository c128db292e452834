"""Figures of issue #16 ("one shape"), measured on a checkout's source.

Usage: python bench/shape_metrics.py [CHECKOUT]   (default: this checkout)

Prints, per game: the longest functions and the deepest nesting of its rules code (every
module outside ``view/``, sub-packages such as ``moves/`` included), how often its board scene
probes the state with ``getattr``/``hasattr``, how often the model reaches an attribute by a
name it builds at run time (``getattr(self, "op_" + kind)``), and how many names are defined
by more than one class of its state's hierarchy; for the tests: how many statements write
into a game's internals directly (an assignment whose target is an attribute or item of
something other than ``self`` or ``cls``; a test's own helper objects count too, so the figure
is an upper bound that is comparable between checkouts).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

GAMES = {"brigade": ["BrigadeState", "AllVsOneState", "CampaignState", "SoloState", "CoopState"],
         "emberheart": ["EmberheartState"], "flashpoint": ["FlashPointState"]}
NESTING = (ast.If, ast.For, ast.While, ast.With, ast.Try, ast.AsyncFor, ast.AsyncWith,
           ast.Match)


def _depth(node: ast.AST, level: int = 0) -> int:
    """How deep blocks nest inside ``node`` (an ``elif`` is not a level deeper)."""
    deepest = level
    elifs = ({id(node.orelse[0])} if isinstance(node, ast.If) and len(node.orelse) == 1
             and isinstance(node.orelse[0], ast.If) else set())
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        nests = isinstance(child, NESTING) and id(child) not in elifs
        deepest = max(deepest, _depth(child, level + 1 if nests else level))
    return deepest


def functions(paths: list[Path]) -> list[tuple[int, int, str]]:
    """(lines, nesting depth, name) of every function in ``paths``."""
    out = []
    for path in paths:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                out.append((lines, _depth(node), f"{path.name}:{node.name}"))
    return out


def probes(paths: list[Path]) -> int:
    count = 0
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr")):
                count += 1
    return count


def built_names(paths: list[Path]) -> int:
    """``getattr``/``setattr``/``hasattr`` calls whose attribute name is not written out
    (dispatch or data access by a name built at run time)."""
    count = 0
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "setattr", "hasattr")
                    and len(node.args) >= 2 and not isinstance(node.args[1], ast.Constant)):
                count += 1
    return count


def state_writes(paths: list[Path]) -> int:
    """Assignments in tests whose target reaches into an object other than ``self``."""
    count = 0
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            targets: list[ast.expr] = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            for target in targets:
                if isinstance(target, (ast.Attribute, ast.Subscript)):
                    root = target
                    while isinstance(root, (ast.Attribute, ast.Subscript)):
                        root = root.value
                    if not (isinstance(root, ast.Name) and root.id in ("self", "cls")):
                        count += 1
    return count


def names_defined_twice(root: Path, game: str) -> str:
    """Run in the checkout's own interpreter path: names defined by >1 class of each state."""
    script = f"""
import importlib, inspect, pkgutil, sys
sys.path.insert(0, {str(root)!r})
pkg = importlib.import_module('boardgames_desktop.games.{game}')
classes = {{}}
for info in pkgutil.iter_modules(pkg.__path__):
    if info.name in ('view',):
        continue
    try:
        mod = importlib.import_module(f'boardgames_desktop.games.{game}.' + info.name)
    except Exception:
        continue
    for name, obj in vars(mod).items():
        if inspect.isclass(obj) and name in {GAMES[game]!r} and obj.__module__ == mod.__name__:
            classes[name] = obj
for name, cls in classes.items():
    mro = [k for k in cls.__mro__ if k.__module__.startswith('boardgames_desktop.games')]
    seen = {{}}
    for k in mro:
        for attr in vars(k):
            if not attr.startswith('__'):
                seen[attr] = seen.get(attr, 0) + 1
    twice = sum(1 for n in seen.values() if n > 1)
    print(f'{{name}}: {{len(mro)}} classes, {{twice}} names defined twice')
"""
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            cwd=root)
    return (result.stdout or result.stderr).strip()


def main() -> None:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[1])
    package = root / "boardgames_desktop"
    for game in GAMES:
        folder = package / "games" / game
        model = [p for p in folder.rglob("*.py") if "view" not in p.relative_to(folder).parts]
        view = list((folder / "view").glob("*.py"))
        funcs = sorted(functions(model), reverse=True)
        print(f"\n{game}:")
        print("  longest functions: " + ", ".join(f"{n} ({lines} lines)"
                                                  for lines, _, n in funcs[:3]))
        deepest = max(funcs, key=lambda f: f[1])
        print(f"  deepest nesting: {deepest[1]} ({deepest[2]})")
        print(f"  getattr/hasattr in the view: {probes(view)}")
        print(f"  getattr/setattr/hasattr by a built name in the model: {built_names(model)}")
        for line in names_defined_twice(root, game).splitlines():
            print(f"  {line}")
    tests = list((root / "tests").rglob("test_*.py"))
    print(f"\ntests: {state_writes(tests)} direct writes into objects in {len(tests)} files")


if __name__ == "__main__":
    main()
