"""Reading a Brigade rules file with one change made to it, for the tests that check what
each file's loader accepts and refuses (``coop.json``, ``allvsone.json``,
``campaign.json``)."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json

Edit = Callable[[dict[str, Any]], None]


def edited_reader(monkeypatch: pytest.MonkeyPatch, module: ModuleType,
                  reader: Any, file: str) -> Callable[[Edit], Any]:
    """``read(edit)``: the real ``file`` changed by ``edit``, read by ``reader`` (a cached
    loader of ``module``, its cache emptied first) as the game reads it."""
    def read(edit: Edit) -> Any:
        raw = copy.deepcopy(load_json("brigade", file))
        edit(raw)
        monkeypatch.setattr(module, "load_json", lambda game, name: raw)
        reader.cache_clear()
        return reader()

    return read


def refused(load: Callable[[Edit], Any], edit: Edit, message: str) -> None:
    with pytest.raises(ResourceError, match=re.escape(message)):
        load(edit)
