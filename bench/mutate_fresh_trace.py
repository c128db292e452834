"""Pytest plugin for ``bench/mutate.py``'s call tracer (loaded with ``-p bench.mutate``):
before each test, the code folder's module-level tables go back to how they were after
import and its ``functools`` caches are emptied.  Without it a memo table or cache filled by
an earlier test hides every later test that calls the function, and a mutant is then judged
by too few tests (a survivor counted that the folder's tests would kill)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from bench import mutate_fork

_ROOT = os.environ.get("MUTATE_TRACE_ROOT", "")
_tables: list[Any] = []
_caches: list[Any] = []


@pytest.hookimpl(trylast=True)  # after bench.mutate starts tracing: imports count as '*'
def pytest_configure(config: Any) -> None:
    if not _ROOT:
        return
    folder = Path(_ROOT)
    mutate_fork.import_all(folder, ["view"])
    _tables.extend(mutate_fork.module_tables(folder))
    _caches.extend(mutate_fork.folder_caches(folder))


def pytest_runtest_setup(item: Any) -> None:
    mutate_fork.restore_tables(_tables)
    for cache in _caches:
        cache.cache_clear()
