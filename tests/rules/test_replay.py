"""Loading a save the app wrote skips listing each position's legal actions
(``rules/replay.py``); any other log is checked move by move as before."""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.rules import GameState, SaveError, load_game, new_game
from boardgames_desktop.rules.playout import random_steps
from boardgames_desktop.rules.replay import position_digest
from boardgames_desktop.rules.savefile import dump_state

GAMES = [("flashpoint", "experienced", 3, {"difficulty": "Veteran"}),
         ("emberheart", "standard", 4, {"side": "B"}),
         ("brigade", "4v1", 5, {}),
         ("brigade", "campaign", 2, {"chapter": 2})]


def played(game: str, mode: str, players: int, options: dict, steps: int = 60) -> GameState:
    state = new_game(game, mode, players, 7, options)
    random_steps(state, 7, steps)
    return state


class Listings:
    """Counts how often a move is checked against its position's legal actions (the game's
    own rules may still list actions while carrying one out: that is not a check)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, state: GameState) -> None:
        self.count = 0
        cls = type(state)
        original = cls.find_legal

        def counted(this: GameState, action):
            self.count += 1
            return original(this, action)

        monkeypatch.setattr(cls, "find_legal", counted)


@pytest.fixture(autouse=True)
def signing_key():
    """The installation's key, as the save store sets it."""
    from boardgames_desktop.rules.replay import use_signing_key

    use_signing_key(b"k" * 32)
    yield
    use_signing_key(None)


@pytest.mark.parametrize("game, mode, players, options", GAMES)
def test_an_app_save_loads_the_same_game_without_listing_any_position(
        game, mode, players, options, monkeypatch):
    state = played(game, mode, players, options)
    text = dump_state(state, position=True)
    listings = Listings(monkeypatch, state)
    loaded = load_game(text)
    assert listings.count == 0
    assert loaded.snapshot() == state.snapshot()
    assert loaded.messages() == state.messages()
    assert [e.action.describe() for e in loaded.log] == [e.action.describe() for e in state.log]
    assert [e.action.target for e in loaded.log] == [e.action.target for e in state.log]
    assert [(e.chance, e.hand_off) for e in loaded.log] == \
        [(e.chance, e.hand_off) for e in state.log]
    assert dump_state(loaded, position=True) == text


def test_a_save_without_the_digest_is_checked_move_by_move(monkeypatch):
    state = played("brigade", "4v1", 5, {}, steps=20)
    listings = Listings(monkeypatch, state)
    loaded = load_game(state.to_json())  # scripts' saves and older saves carry no digest
    assert listings.count >= 20
    assert loaded.snapshot() == state.snapshot()


def test_an_illegal_move_is_refused_naming_it_although_the_digest_is_there():
    state = played("flashpoint", "experienced", 3, {"difficulty": "Veteran"})
    data = json.loads(dump_state(state, position=True))
    data["actions"][10]["args"] = {"to": [99, 99]}
    with pytest.raises(SaveError, match="move 11 cannot be replayed"):
        load_game(json.dumps(data))


def test_a_log_edited_to_other_legal_moves_is_checked_and_loads_as_edited(monkeypatch):
    """Dropping the last moves leaves a shorter legal log: the digest no longer matches, the
    checked replay accepts it (no move is illegal) and the RNG check has the last word."""
    state = played("emberheart", "standard", 4, {"side": "B"})
    data = json.loads(dump_state(state, position=True))
    shorter = new_game("emberheart", "standard", 4, 7, {"side": "B"})
    for entry in state.log[:-3]:
        shorter.apply(entry.action)
    data["actions"] = data["actions"][:-3]
    data["rng"] = shorter.rng.fingerprint()
    listings = Listings(monkeypatch, state)
    loaded = load_game(json.dumps(data))
    assert listings.count > 0
    assert loaded.snapshot() == shorter.snapshot()


def test_a_tampered_rng_fingerprint_is_still_refused():
    state = played("brigade", "campaign", 2, {"chapter": 2})
    data = json.loads(dump_state(state, position=True))
    data["rng"]["events"] += 1
    with pytest.raises(SaveError, match="same position"):
        load_game(json.dumps(data))


def test_a_move_after_the_game_ended_is_refused():
    state = new_game("flashpoint", "family", 1, 3)
    from boardgames_desktop.rules.playout import random_playout

    random_playout(state, 3)
    assert state.is_over
    data = json.loads(dump_state(state, position=True))
    data["actions"].append(data["actions"][-1])
    with pytest.raises(SaveError, match="cannot be replayed"):
        load_game(json.dumps(data))


def test_the_digest_covers_the_whole_position():
    state = played("brigade", "4v1", 5, {}, steps=10)
    before = position_digest(state)
    assert position_digest(state) == before  # the same position, the same digest
    state.rng.randint(1, 6)  # the generator moved on: another position
    assert position_digest(state) != before


def test_a_digest_made_without_this_installations_key_is_not_trusted(monkeypatch):
    """A hostile sender can recompute a plain hash of the position an illegal log ends in;
    without the key the digest never matches, so the moves are checked and refused."""
    from boardgames_desktop.rules.replay import use_signing_key

    state = played("flashpoint", "family", 2, {}, steps=30)
    use_signing_key(b"someone else's key, 32 bytes...")
    foreign = dump_state(state, position=True)
    use_signing_key(b"k" * 32)
    listings = Listings(monkeypatch, state)
    assert load_game(foreign).snapshot() == state.snapshot()
    assert listings.count > 0  # checked move by move


def test_without_a_key_nothing_is_signed_and_every_load_is_checked(monkeypatch):
    from boardgames_desktop.rules.replay import use_signing_key

    use_signing_key(None)
    state = played("emberheart", "standard", 2, {}, steps=30)
    text = dump_state(state, position=True)
    assert "position" not in json.loads(text)
    listings = Listings(monkeypatch, state)
    assert load_game(text).snapshot() == state.snapshot() and listings.count > 0
