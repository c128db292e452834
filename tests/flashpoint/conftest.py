"""Fixtures shared by the Flash Point tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from boardgames_desktop.games.flashpoint.data import rules


@pytest.fixture
def ruling(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """``ruling(name, value)``: play with another value of a ruling of ``rules.json``."""
    def set_ruling(name: str, value: Any) -> None:
        monkeypatch.setitem(rules()["rulings"], name, value)
    yield set_ruling
    monkeypatch.undo()
