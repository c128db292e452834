"""Join call maps of ``bench/mutate.py`` (its ``--map`` files): the map of a whole test folder,
traced once, plus the map of a few test files added since, traced on their own.

    python bench/mutate_merge_maps.py OUT.json FOLDER-MAP.json NEW-FILES-MAP.json ... \\
        [--rename /tmp/old-copy=/tmp/new-copy]

Tracing a whole folder takes 15-30 minutes on a loaded machine; tracing a new test file takes
seconds.  When the code and the folder's other test files are byte-identical to those the
first map was traced on, the joined map is what tracing the whole
folder again would give, up to the recorded durations (which only order the tests): a
function's callers are the union of the callers each map saw; each test's duration comes from
the map that ran it.  Tests calling a function outside any test (``*``, an import) keep that
mark, so such functions still run every test.  A map's keys hold the absolute path of the
code it traced: ``--rename OLD=NEW`` rewrites that path's start when the code now lies in
another copy.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def merge(maps: list[dict], renames: list[tuple[str, str]] = ()) -> dict:
    calls: dict[str, set[str]] = {}
    durations: dict[str, float] = {}
    for trace in maps:
        for key, tests in trace["calls"].items():
            for old, new in renames:
                if key.startswith(old):
                    key = new + key[len(old):]
            calls.setdefault(key, set()).update(tests)
        durations.update(trace["durations"])
    return {"calls": {key: sorted(tests) for key, tests in calls.items()},
            "durations": durations}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("maps", type=Path, nargs="+")
    parser.add_argument("--rename", action="append", default=[],
                        help="OLD=NEW: the start of a traced code path, and what it is now")
    args = parser.parse_args()
    renames = [tuple(pair.split("=", 1)) for pair in args.rename]
    merged = merge([json.loads(path.read_text()) for path in args.maps], renames)
    args.out.write_text(json.dumps(merged, indent=0))
    print(f"{args.out}: {len(merged['calls'])} functions, {len(merged['durations'])} tests")
    return 0


if __name__ == "__main__":
    sys.exit(main())
