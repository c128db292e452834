import pytest

from tests.rules import toy_game  # noqa: F401  (registers the toy game)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "userdata"
    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA", str(folder))
    return folder
