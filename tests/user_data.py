"""Fixtures shared by the test folders that touch the user data folder: a conftest imports
them (``from tests.user_data import data_dir, store``) instead of writing its own."""

from __future__ import annotations

import pytest

from boardgames_desktop.storage import SaveStore


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own empty user data folder (never the player's real one)."""
    folder = tmp_path / "userdata"
    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA", str(folder))
    return folder


@pytest.fixture
def store(data_dir):
    return SaveStore(data_dir)
