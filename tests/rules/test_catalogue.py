"""The light catalogue: the launcher's game list without importing any game's modules."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardgames_desktop.rules import new_game, registry
from boardgames_desktop.rules.catalogue import (
    LazyFactory,
    catalogue_from_modules,
    info_from_dict,
    info_to_dict,
    read_catalogue,
)

REPO = Path(__file__).resolve().parents[2]
GAME_PACKAGES = {"boardgames_desktop.games", "boardgames_desktop.games.brigade",
                 "boardgames_desktop.games.emberheart", "boardgames_desktop.games.flashpoint"}


def test_the_catalogue_file_matches_every_register_module():
    expected = catalogue_from_modules(registry.GAME_MODULES)["games"]
    assert read_catalogue() == json.loads(json.dumps(expected)), (
        "resources/catalogue.json is out of date: run "
        "python -m boardgames_desktop.rules.catalogue --write"
    )


@pytest.mark.parametrize("module_name", registry.GAME_MODULES)
def test_a_catalogue_entry_rebuilds_the_same_game_info(module_name):
    real = importlib.import_module(module_name).GAME_INFO
    light = info_from_dict(read_catalogue()[module_name], module_name)
    assert info_to_dict(light) == info_to_dict(real)
    assert light.modes == real.modes and light.options == real.options
    if real.campaign is not None:  # data equal; functions reach the game's own
        for name in ("id", "title", "kind", "chapters", "options", "retry_texts", "blurb"):
            assert getattr(light.campaign, name) == getattr(real.campaign, name)
    assert isinstance(light.factory, LazyFactory)


@pytest.mark.parametrize("game, mode, players", [("brigade", "3v1", 2),
                                                 ("emberheart", "standard", 3),
                                                 ("flashpoint", "experienced", 2)])
def test_the_lazy_factory_sets_up_the_same_game(game, mode, players):
    real = importlib.import_module(f"boardgames_desktop.games.{game}.register").GAME_INFO
    assert registry.game_info(game).factory is not real.factory
    lazy = new_game(game, mode, players, 9)
    options = {o.key: o.default for o in real.options if o.applies_to(mode, players)}
    direct = real.factory(mode, players, 9, options)
    assert lazy.snapshot() == direct.snapshot()


def test_a_lazy_campaign_makes_and_reads_the_same_records():
    light = registry.game_info("brigade").campaign
    real = importlib.import_module("boardgames_desktop.games.brigade.register").GAME_INFO
    record = light.new(2, 5, {}, "strict")
    again = light.load(record.to_json())
    assert again.to_json() == real.campaign.load(record.to_json()).to_json()
    assert light.intro(again).text() == real.campaign.intro(again).text()


def run_python(code: str, tmp_path: Path) -> list[str]:
    """Run ``code`` in a fresh interpreter; the game modules it had imported at its end."""
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen",
               BOARDGAMES_DESKTOP_DATA=str(tmp_path))
    probe = code + "\nimport sys\nprint(sorted(m for m in sys.modules if '.games' in m))\n"
    result = subprocess.run([sys.executable, "-c", probe], env=env, cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return eval(result.stdout.strip().splitlines()[-1])  # a printed list of names


def test_listing_the_games_imports_no_game_module(tmp_path):
    imported = run_python(
        "from boardgames_desktop.rules import games, game_info\n"
        "assert [g.id for g in games()] == ['brigade', 'emberheart', 'flashpoint']\n"
        "game_info('brigade').mode('campaign')\n", tmp_path)
    assert set(imported) <= GAME_PACKAGES


LAUNCHER = ("from PySide6.QtWidgets import QApplication\n"
            "from boardgames_desktop.app.main_window import MainWindow\n"
            "from boardgames_desktop.ui.dialogs import RecordingDialogs\n"
            "app = QApplication([])\n"
            "window = MainWindow(dialogs=RecordingDialogs(), autosave=False)\n"
            "window.show(); app.processEvents()\n"
            "assert window.pages.currentWidget() is window.launcher\n")


def test_the_launcher_shows_without_any_game_module_and_a_game_loads_when_chosen(tmp_path):
    packages = sorted(GAME_PACKAGES)
    imported = run_python(
        LAUNCHER + "import sys\n"
        "early = sorted(m for m in sys.modules if '.games.' in m or '.bots' in m)\n"
        f"assert set(early) <= set({packages!r}), early\n"
        "from boardgames_desktop.rules import new_game\n"
        "window.start_state(new_game('flashpoint', 'family', 2, 1))\n"
        "app.processEvents()\n", tmp_path)
    assert "boardgames_desktop.games.flashpoint.state" in imported
    assert "boardgames_desktop.games.flashpoint.view.scene" in imported
    # only the chosen game is loaded: no other game's rules, no other board
    assert not any(".emberheart." in m or ".brigade." in m for m in imported)


def test_the_launcher_imports_nothing_of_a_game_nor_a_computer_player(tmp_path):
    """Choosing a game, a mode and options in the launcher reads the light catalogue only:
    its option requirements decide what is offered, no game is set up to find out."""
    code = (LAUNCHER
            + "launcher = window.launcher\n"
            "for game, mode, players in (('brigade', 'campaign', 2), ('brigade', '3v1', 3),\n"
            "                            ('flashpoint', 'experienced', 2),\n"
            "                            ('emberheart', 'standard', 4)):\n"
            "    launcher.select(game, mode, players)\n"
            "    app.processEvents()\n"
            "import sys\n"
            "print(sorted(m for m in sys.modules if '.games' in m or '.bots' in m))\n")
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen",
               BOARDGAMES_DESKTOP_DATA=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    imported = set(eval(result.stdout.strip().splitlines()[-1]))
    assert imported <= GAME_PACKAGES, sorted(imported - GAME_PACKAGES)
