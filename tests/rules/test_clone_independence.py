"""Copies for search are independent of their original, in every game and mode."""

from __future__ import annotations

import pytest

from tests.golden.games import accepted, configurations

from .clone_harness import check_independence


def _sample() -> list[dict]:
    """The first three golden configurations of every game and mode (options vary)."""
    picked: dict[tuple[str, str], list[dict]] = {}
    for config in configurations():
        bucket = picked.setdefault((config["game"], config["mode"]), [])
        if len(bucket) < 3:
            bucket.append(config)
    return [c for bucket in picked.values() for c in bucket]


CONFIGS = _sample()


@pytest.mark.parametrize(
    "config", CONFIGS,
    ids=[f"{c['game']}-{c['mode']}-{c['players']}p-{c['seed']}" for c in CONFIGS],
)
@pytest.mark.parametrize("before", [0, 25, 90])
def test_copy_and_original_never_affect_each_other(config, before):
    if not accepted(config["game"], config["mode"], config["players"], config["options"]):
        pytest.skip("a combination the rules refuse")
    check_independence(config, before=before, after=40)


def test_copies_of_the_toy_game_are_independent():
    from . import toy_game  # noqa: F401  (registers the toy game)

    config = {"game": "toy-pig", "mode": "standard", "players": 2, "seed": 5, "options": {}}
    check_independence(config, before=6, after=30)
