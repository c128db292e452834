"""Add up the soak's figures: ``python -m tests.hardening.soak_report [SOAK_OUT]``."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else \
        Path(tempfile.gettempdir()) / "boardgames-soak"
    chunks = [json.loads(line) for line in (folder / "soak.jsonl").read_text().splitlines()]
    by_mode: dict[tuple[str, str], dict] = {}
    for chunk in chunks:
        key_ = (chunk["game"], chunk["mode"])
        if key_ not in by_mode:
            by_mode[key_] = dict(chunk)
        else:
            row = by_mode[key_]
            for key, value in chunk.items():
                if key == "slowest_load":
                    row[key] = max(row[key], value)
                elif isinstance(value, (int, float)):
                    row[key] += value
    rows = list(by_mode.values())
    keys = ["games", "moves", "illegal_tried", "illegal_refused", "illegal_accepted",
            "files_tried", "files_refused", "files_loaded", "other_exceptions", "hangs"]
    print("| game | mode | " + " | ".join(keys) + " | slowest load (s) |")
    print("|" + "---|" * (len(keys) + 3))
    for row in rows:
        print(f"| {row['game']} | {row['mode']} | "
              + " | ".join(f"{row[k]:,}" for k in keys) + f" | {row['slowest_load']} |")
    totals = {k: sum(r[k] for r in rows) for k in keys}
    print("| **all** | | " + " | ".join(f"{totals[k]:,}" for k in keys)
          + f" | {max(r['slowest_load'] for r in rows)} |")


if __name__ == "__main__":
    main()
