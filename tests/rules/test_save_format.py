"""Save format 2 (compact RNG check) and loading format 1 saves written by the old code.

``format1/`` holds saves written by the code before format 2 (commit e0f539e, through its
``SaveStore.save_text``), one per game and a few modes, 44 to 200 actions long.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boardgames_desktop.rules import FORMAT_VERSION, SaveError, load_game, new_game
from boardgames_desktop.rules.playout import random_playout, random_steps
from boardgames_desktop.storage import SaveStore
from tests.golden.games import accepted, configurations

OLD_SAVES = sorted(Path(__file__).with_name("format1").glob("*.json"))


def replayed_from_actions(data: dict):
    """The game rebuilt by hand from a save's header and actions (checked apply)."""
    from boardgames_desktop.rules import Action

    state = new_game(data["game"], data["mode"], data["players"], data["seed"],
                     data["options"])
    for raw in data["actions"]:
        state.apply(Action.from_dict(raw))
    return state


@pytest.mark.parametrize("path", OLD_SAVES, ids=[p.stem for p in OLD_SAVES])
def test_format1_saves_load_and_are_rewritten_as_format2(path, tmp_path):
    text = path.read_text()
    data = json.loads(text)
    assert data["version"] == 1 and isinstance(data["rng"], list)
    state = load_game(text)
    assert len(state.log) == data["summary"]["actions"]
    assert state.rng.get_state() == data["rng"]  # the full old state matches exactly
    assert state.snapshot() == replayed_from_actions(data).snapshot()
    loaded = SaveStore(tmp_path).load(path)  # the store reads them too, seats kept
    assert loaded.seats == data["app"]["seats"]
    again = json.loads(state.to_json())
    assert again["version"] == FORMAT_VERSION == 2
    # the same actions; their texts are today's wording (a deliberate rewording, e.g. the
    # Big Buildings town's "north of C1" for C0, reaches old saves when they are rewritten)
    def without_text(actions: list[dict]) -> list[dict]:
        return [{k: v for k, v in a.items() if k != "text"} for a in actions]

    assert without_text(again["actions"]) == without_text(data["actions"])
    assert load_game(state.to_json()).snapshot() == state.snapshot()
    assert len(state.to_json()) < len(text) - 6000  # the RNG state no longer stored


@pytest.mark.parametrize("path", OLD_SAVES[:2], ids=[p.stem for p in OLD_SAVES[:2]])
def test_a_tampered_format1_rng_is_refused(path):
    data = json.loads(path.read_text())
    data["rng"][1][5] ^= 1
    with pytest.raises(SaveError, match="same position"):
        load_game(json.dumps(data))


def played(seed: int = 3, steps: int = 80):
    """A Flash Point game after ``steps`` random legal actions."""
    state = new_game("flashpoint", "experienced", 3, seed, {"difficulty": "Veteran"})
    random_steps(state, seed, steps)
    return state


@pytest.mark.parametrize("field", ["digest", "events"])
def test_a_tampered_format2_fingerprint_is_refused(field):
    data = json.loads(played().to_json())
    data["rng"][field] = "0" * 32 if field == "digest" else data["rng"]["events"] + 1
    with pytest.raises(SaveError, match="same position"):
        load_game(json.dumps(data))


def test_a_log_from_another_seed_is_refused():
    data = json.loads(played(seed=3).to_json())
    data["seed"] = 4
    with pytest.raises(SaveError):
        load_game(json.dumps(data))


def test_an_illegal_move_in_the_log_is_refused_naming_the_move():
    data = json.loads(played().to_json())
    data["actions"][10]["args"] = {"to": [99, 99]}
    with pytest.raises(SaveError, match="move 11 cannot be replayed"):
        load_game(json.dumps(data))


def test_a_newer_format_is_refused_with_a_message():
    data = json.loads(played(steps=5).to_json())
    data["version"] = FORMAT_VERSION + 1
    with pytest.raises(SaveError, match="newer version"):
        load_game(json.dumps(data))


def _first_of_each_mode() -> list[dict]:
    seen: dict[tuple[str, str], dict] = {}
    for config in configurations():
        seen.setdefault((config["game"], config["mode"]), config)
    return list(seen.values())


@pytest.mark.parametrize("config", _first_of_each_mode(),
                         ids=lambda c: f"{c['game']}-{c['mode']}")
def test_save_and_load_round_trip_in_every_mode(config):
    if not accepted(config["game"], config["mode"], config["players"], config["options"]):
        pytest.skip("a combination the rules refuse")
    state = new_game(config["game"], config["mode"], config["players"], config["seed"],
                     config["options"])
    random_playout(state, config["seed"])
    text = state.to_json()
    loaded = load_game(text)
    assert loaded.to_json() == text
    assert loaded.messages() == state.messages()
    assert loaded.rng.get_state() == state.rng.get_state()
