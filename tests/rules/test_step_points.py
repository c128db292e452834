"""The step-observer hook (``GameState.step_point``, issue #12.1): a watcher hears each step
of an automatic sequence, in order; nobody else (a copy, an unwatched game) does, and
watching changes nothing in the game."""

from __future__ import annotations

import gc

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules import state as state_module
from tests.flashpoint.helpers import acts, clear, dice, make, place_ff, put


def _explosion_position():
    """Family game, one firefighter in a corner, fire at 34; the dice will hit 34."""
    s = clear(make("family"))
    place_ff(s, 0, 1, 1)
    put(s, "fire", (3, 4))
    dice(s, 3, 4)
    return s


def test_a_watcher_hears_the_roll_and_the_explosion_of_an_advance_fire():
    s = _explosion_position()
    heard: list[tuple[str, int]] = []
    s.watch_steps(lambda state, text: heard.append((text, sum(f == 2 for f in state.fire))))
    s.apply(acts(s, "end_turn")[0])
    texts = [t for t, _ in heard]
    assert len(heard) == len(s.fire_steps) == 2  # the roll, then the explosion
    assert texts[0].startswith("Dice: red 3 (row), black 4 (column)")
    assert texts[1].startswith("Explosion at 34")
    # each step is heard when it happened: one fire at the roll, four after the explosion
    # (34 and its three open neighbours; the wall north of 34 only takes damage)
    assert [fires for _, fires in heard] == [1, 4]


def test_a_copy_and_an_unwatched_game_call_nobody():
    s = _explosion_position()
    heard: list[str] = []
    s.watch_steps(lambda state, text: heard.append(text))
    twin = s.clone()
    dice(twin, 3, 4)
    twin.apply(acts(twin, "end_turn")[0])
    assert heard == []  # the copy played its Advance Fire unheard
    s.watch_steps(None)
    s.apply(acts(s, "end_turn")[0])
    assert heard == []


def test_watching_changes_nothing_in_the_game():
    watched, plain = (new_game("brigade", "solo", 1, 7) for _ in range(2))
    heard: list[str] = []
    watched.watch_steps(lambda state, text: heard.append(text))
    for _ in range(40):
        if plain.is_over:
            break
        action = plain.legal_actions()[0]
        plain.apply(action)
        watched.apply(watched.find_legal(action))
    assert watched.to_json() == plain.to_json()
    assert watched.snapshot() == plain.snapshot()
    assert heard  # Blaze's turn and the Events were heard


def test_a_dropped_game_leaves_no_watcher_behind():
    s = new_game("emberheart", "standard", 2, 3)
    s.watch_steps(lambda state, text: None)
    assert id(s) in state_module._STEP_OBSERVERS
    key = id(s)
    del s
    gc.collect()
    assert key not in state_module._STEP_OBSERVERS
