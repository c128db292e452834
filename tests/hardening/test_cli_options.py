"""--option and --seed on the command line go through the rules' validator."""

from __future__ import annotations

import pytest

from boardgames_desktop.app.cli import UsageError, build_parser, prepare_state


def prepared(*argv: str):
    return prepare_state(build_parser().parse_args(list(argv)))


@pytest.mark.parametrize("argv, words", [
    (["--game", "flashpoint", "--players", "2", "--option", "firefighters=0"],
     "option firefighters' must be a whole number from 1 to 6"),
    (["--game", "flashpoint", "--players", "2", "--option", "firefighters=" + "9" * 40],
     "from 1 to 6"),
    (["--game", "brigade", "--mode", "coop", "--players", "1", "--option",
      "coop_wardens=99"], "coop_wardens"),
    (["--game", "flashpoint", "--seed", str(10**30)], "--seed must be a whole number"),
])
def test_bad_values_are_usage_errors(argv, words):
    with pytest.raises(UsageError, match=words):
        prepared(*argv)


def test_good_values_start():
    state = prepared("--game", "flashpoint", "--players", "2", "--option", "firefighters=4")
    assert state.options["firefighters"] == 4
