"""The command line: --screenshot renders PNGs headless; bad arguments exit non-zero."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardgames_desktop.app.cli import main
from boardgames_desktop.rules import new_game
from boardgames_desktop.storage import SaveStore

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
ROOT = Path(__file__).resolve().parents[2]


def test_screenshot_of_a_mid_game_board(qtbot, tmp_path, data_dir, capsys):
    target = tmp_path / "shots" / "pig.png"
    code = main(["--screenshot", str(target), "--game", "toy-pig", "--players", "3",
                 "--seed", "4", "--moves", "5", "--size", "900x600"])
    assert code == 0
    assert target.read_bytes().startswith(PNG_MAGIC)
    assert not data_dir.exists() or not any(data_dir.rglob("*.json"))  # nothing autosaved


def test_screenshot_of_a_loaded_save(qtbot, tmp_path):
    state = new_game("toy-pig", "standard", 2, seed=2)
    state.apply(state.legal_actions()[0])
    save = SaveStore(tmp_path / "data").save(state, ["Ann", "Bo"], "A game")
    target = tmp_path / "loaded.png"
    assert main(["--screenshot", str(target), "--load", str(save)]) == 0
    assert target.read_bytes().startswith(PNG_MAGIC)
    bad = tmp_path / "bad.json"
    bad.write_text("{oops")
    assert main(["--screenshot", str(target), "--load", str(bad)]) == 1


def test_options_reach_the_game():
    from boardgames_desktop.app.cli import build_parser, prepare_state

    args = build_parser().parse_args(
        ["--game", "flashpoint", "--mode", "experienced", "--players", "4", "--option",
         "difficulty=Veteran", "--option", "tragic_events=true", "--moves", "3"])
    state = prepare_state(args)
    assert state.options["difficulty"] == "Veteran" and state.options["tragic_events"] is True
    assert len(state.log) == 3


@pytest.mark.parametrize("args, message", [
    (["--game", "chess"], "no game 'chess'"),
    (["--game", "toy-pig", "--mode", "blitz"], "no mode 'blitz'"),
    (["--game", "toy-pig", "--players", "9"], "1–4 players"),
    (["--players", "2"], "--players needs --game"),
    (["--moves", "3"], "--moves needs --game"),
    (["--size", "big"], "--size must look like"),
    (["--option", "difficulty=Veteran"], "--option needs --game"),
    (["--game", "flashpoint", "--mode", "experienced", "--option", "colour=red"],
     "no option 'colour'"),
    (["--game", "flashpoint", "--mode", "experienced", "--option", "difficulty=Easy"],
     "one of Recruit, Veteran, Heroic"),
    (["--game", "flashpoint", "--mode", "experienced", "--option", "tragic_events=maybe"],
     "true or false"),
    (["--game", "flashpoint", "--option", "tragic"], "KEY=VALUE"),
    (["--game", "flashpoint", "--players", "4", "--option", "firefighters=5"],
     "4 players) has no option 'firefighters'"),
    (["--load", "/nonexistent/save.json"], "There is no file"),
])
def test_bad_arguments_exit_2_with_a_message(args, message, capsys):
    assert main(["--screenshot", "/tmp/never.png", *args]) == 2
    assert message in capsys.readouterr().err


def test_module_entry_point_renders_the_launcher(tmp_path):
    """The real ``python -m boardgames_desktop`` in a fresh process (no toy games)."""
    target = tmp_path / "launcher.png"
    env = dict(os.environ, BOARDGAMES_DESKTOP_DATA=str(tmp_path / "data"))
    env.pop("QT_QPA_PLATFORM", None)  # --screenshot must pick offscreen by itself
    result = subprocess.run([sys.executable, "-m", "boardgames_desktop", "--screenshot",
                             str(target)], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert target.read_bytes().startswith(PNG_MAGIC)
    bad = subprocess.run([sys.executable, "-m", "boardgames_desktop", "--bogus"], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "unrecognized arguments" in bad.stderr
