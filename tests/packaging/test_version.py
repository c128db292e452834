"""One version number (pyproject.toml) reaches --version, the About box and every save."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from boardgames_desktop import version as version_module
from boardgames_desktop.app.cli import main
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.savefile import dump_state
from boardgames_desktop.storage import SaveStore

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_installed_metadata_and_pyproject_agree():
    assert version_module.app_version() == VERSION
    assert version_module._from_pyproject() == VERSION


def test_an_uninstalled_checkout_reads_pyproject(monkeypatch):
    def not_installed(name):
        raise version_module.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(version_module.metadata, "version", not_installed)
    version_module.app_version.cache_clear()
    try:
        assert version_module.app_version() == VERSION
    finally:
        version_module.app_version.cache_clear()


def test_version_flag_prints_the_version_and_exits(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"Boardgames Desktop {VERSION}"


def test_a_save_records_the_app_version_outside_the_rules_header(tmp_path):
    state = new_game("flashpoint", "family", 2, 3)
    path = SaveStore(tmp_path).save(state, ["Ann", "Bo"], "Evening")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["app"]["app_version"] == VERSION
    # The rules package's own text is untouched, so golden save digests do not move.
    plain = json.loads(dump_state(state))
    assert {k: v for k, v in data.items() if k != "app"} == plain


def test_about_box_names_the_version(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings

    from boardgames_desktop.app.main_window import MainWindow
    from boardgames_desktop.app.settings import AppSettings
    from boardgames_desktop.ui.dialogs import RecordingDialogs

    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA", str(tmp_path / "data"))
    dialogs = RecordingDialogs()
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(store=SaveStore(tmp_path / "data"), settings=settings, dialogs=dialogs)
    qtbot.addWidget(window)
    window.about()
    kind, title, text = dialogs.messages[-1]
    assert kind == "info" and title.startswith("About")
    assert f"Boardgames Desktop {VERSION}" in text
