"""Computer-seat app tests: user data in a temporary folder, dialogs that never block."""

from __future__ import annotations

import pytest

from tests.computer_window import open_window
from tests.user_data import data_dir, store  # noqa: F401  (fixtures)


@pytest.fixture
def window(qtbot, store, tmp_path):
    """A main window whose computer seats think in-process (InlineRunner) at once."""
    from boardgames_desktop.hotseat.bot_runner import InlineRunner

    yield from open_window(qtbot, store, tmp_path, InlineRunner)
