"""The simulate command line: tables, CSV/JSON output and clear errors."""

from __future__ import annotations

import csv
import json

from boardgames_desktop.simulate import main


def test_simulate_writes_csv_rows_per_game(tmp_path, capsys):
    out = tmp_path / "r.csv"
    code = main(["--game", "flashpoint", "--mode", "family", "--players", "2",
                 "--bots", "random", "--games", "3", "--seed", "4", "--out", str(out)])
    assert code == 0
    rows = list(csv.DictReader(out.open()))
    assert [int(r["seed"]) for r in rows] == [4, 5, 6]
    assert all(r["finished"] == "True" for r in rows)
    assert "3 games (3 finished)" in capsys.readouterr().out


def test_simulate_json_has_card_statistics(tmp_path):
    out = tmp_path / "r.json"
    code = main(["--game", "emberheart", "--mode", "standard", "--players", "2",
                 "--bots", "random,easy", "--games", "1", "--seed", "2", "--out", str(out),
                 "--time-limit", "0.05"])
    assert code == 0
    data = json.loads(out.read_text())
    assert data["summary"]["games"] == 1
    cards = data["summary"]["cards"]
    assert cards and all(0 <= row["win_rate"] <= 1 for row in cards.values())


def test_simulate_refuses_unknown_levels_and_modes(capsys):
    assert main(["--game", "brigade", "--mode", "competitive", "--players", "2",
                 "--bots", "genius"]) == 2
    assert "Unknown bot level" in capsys.readouterr().err
    assert main(["--game", "brigade", "--mode", "duel", "--players", "2"]) == 2
    assert "no mode 'duel'" in capsys.readouterr().err


def test_simulate_fixed_budget_names_it_and_times_the_decisions(capsys):
    code = main(["--game", "flashpoint", "--mode", "family", "--players", "2",
                 "--bots", "easy", "--games", "1", "--seed", "3", "--fixed",
                 "--iterations", "hard=5"])
    assert code == 0
    out = capsys.readouterr().out
    assert "Budget per decision: easy: one-step look-ahead" in out
    assert "easy    decisions:" in out and "median" in out and "p95" in out


def test_simulate_refuses_a_malformed_iteration_budget(capsys):
    assert main(["--game", "brigade", "--mode", "competitive", "--players", "2",
                 "--iterations", "hard=lots"]) == 2
    assert "--iterations takes LEVEL=N" in capsys.readouterr().err
