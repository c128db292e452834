"""Bot tests that save games use a temporary user data folder (never the player's)."""

import pytest

from tests.computer_window import open_window
from tests.hotseat.fakes import FirstLegalRunner
from tests.user_data import data_dir, store  # noqa: F401  (fixtures)


@pytest.fixture
def window(qtbot, store, tmp_path):  # noqa: F811  (store: the fixture above)
    """A main window whose computer seats play their first legal action at once."""
    yield from open_window(qtbot, store, tmp_path, FirstLegalRunner)
