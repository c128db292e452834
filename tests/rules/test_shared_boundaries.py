"""The shared rules package tested directly at the boundaries a one-line slip would cross:
every die face, chance counting for undo, snapshots, outcomes, the save format version."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from boardgames_desktop.rules import (
    FORMAT_VERSION,
    Action,
    Deck,
    IllegalAction,
    Outcome,
    SaveError,
    SeededRNG,
    load_game,
    new_game,
)

from . import toy_game  # noqa: F401  (registers the toy game)


@pytest.mark.parametrize("sides", [2, 6, 8])
def test_every_die_face_appears_and_nothing_else(sides: int) -> None:
    rng = SeededRNG(11)
    faces = Counter(rng.roll(sides) for _ in range(600))
    assert set(faces) == set(range(1, sides + 1))


def test_randint_reaches_both_ends() -> None:
    rng = SeededRNG(4)
    assert {rng.randint(3, 5) for _ in range(300)} == {3, 4, 5}


@pytest.mark.parametrize("draw", [
    lambda r: r.roll(),
    lambda r: r.randint(1, 3),
    lambda r: r.choice([1, 2, 3]),
    lambda r: r.shuffle([1, 2, 3]),
    lambda r: r.sample([1, 2, 3], 2),
    lambda r: r.note_reveal(),
], ids=["roll", "randint", "choice", "shuffle", "sample", "note_reveal"])
def test_every_draw_counts_as_chance(draw) -> None:
    rng = SeededRNG(1)
    draw(rng)
    assert rng.events == 1  # undo never steps back over it


def test_choice_returns_a_member_and_refuses_an_empty_sequence() -> None:
    rng = SeededRNG(2)
    picks = {rng.choice(["a", "b", "c"]) for _ in range(60)}
    assert picks == {"a", "b", "c"}
    with pytest.raises(ValueError):
        rng.choice([])


def test_sample_draws_distinct_members() -> None:
    rng = SeededRNG(3)
    for _ in range(20):
        picked = rng.sample(range(10), 4)
        assert len(set(picked)) == 4 and set(picked) <= set(range(10))


def test_rng_state_round_trips_and_seeds_differ() -> None:
    a = SeededRNG(5)
    a.roll()
    saved = a.get_state()
    b = SeededRNG(99)
    b.set_state(saved)
    assert [a.roll() for _ in range(10)] == [b.roll() for _ in range(10)]
    assert a.events == b.events
    assert [SeededRNG(1).roll() for _ in range(8)] != [SeededRNG(2).roll() for _ in range(8)]


def test_deck_draw_counts_as_a_reveal_and_empties() -> None:
    rng = SeededRNG(1)
    deck = Deck(rng, ["x", "y"], name="event deck")
    assert deck.draw() == "x" and rng.events == 1
    deck.draw()
    with pytest.raises(IllegalAction, match="event deck is empty"):
        deck.draw()


def test_snapshot_changes_with_every_state_change() -> None:
    state = new_game("toy-pig", "standard", 2, seed=1)
    first = state.snapshot()
    note = next(a for a in state.legal_actions() if a.kind == "note")
    state.apply(note)
    assert state.snapshot() != first
    assert state.notes == 1
    other = new_game("toy-pig", "standard", 2, seed=1)
    other.notes = 1  # the log is the same (empty); only a field differs
    assert other.snapshot() != new_game("toy-pig", "standard", 2, seed=1).snapshot()


def test_outcome_is_competitive_by_default_and_lists_losers() -> None:
    outcome = Outcome(winners=(1,), reason="most points")
    assert outcome.cooperative is False
    assert outcome.losers(3) == (0, 2)
    assert outcome.to_dict()["cooperative"] is False


def test_a_save_from_a_newer_format_is_refused_and_the_current_one_loads() -> None:
    state = new_game("toy-pig", "standard", 2, seed=1)
    data = json.loads(state.to_json())
    assert data["version"] == FORMAT_VERSION
    assert load_game(json.dumps(data)).snapshot() == state.snapshot()
    data["version"] = FORMAT_VERSION + 1
    with pytest.raises(SaveError, match="newer version"):
        load_game(json.dumps(data))


def test_actions_compare_by_player_kind_and_arguments_only() -> None:
    a = Action.make(0, "move", "Move to A1", to="A1")
    b = Action.make(0, "move", lambda: "other words", to="A1")
    assert a == b and hash(a) == hash(b)
    assert a != Action.make(1, "move", to="A1")
    assert a != Action.make(0, "move", to="A2")
    assert Action.make(0, "x", b=1, a=2).args == (("a", 2), ("b", 1))  # canonical order


def test_a_lazy_text_is_made_once_and_before_the_action_is_performed() -> None:
    calls = []

    def words() -> str:
        calls.append(1)
        return "Roll the die"

    action = Action.make(0, "roll", words)
    assert calls == []
    assert action.describe() == "Roll the die" and action.text == "Roll the die"
    assert calls == [1]
