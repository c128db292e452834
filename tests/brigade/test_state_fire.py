"""The base game's fire (``state.py`` ``raise_fire``) at its edges: a block past its own
Flame track burns down ('one more destroys it'), a fire of no intensity and a fireball off the
town do nothing ('A fireball on a Firehouse, a destroyed block or off the board does
nothing'), nothing burns once the game is over; and an action naming a Warden that is not in
the game is refused with the base game's reason."""

from __future__ import annotations

import dataclasses

from boardgames_desktop.rules import Action

from .helpers import game, one


def calm_game(position: dict | None = None):
    return game("competitive", 2, 1, position={"intensity": {"B2": 2}, **(position or {})})


def test_a_block_with_a_shorter_flame_track_burns_down_past_its_top(monkeypatch):
    """Every printed block has a Flame track of 4; the data allows 1..9: with a track of 3,
    the fire at 3 that gains one destroys the block."""
    state = calm_game({"intensity": {"B2": 3}})
    block = state.town.tiles["B2"].block
    blocks = state.cat.blocks
    monkeypatch.setitem(blocks, block, dataclasses.replace(blocks[block], flame_track=3))
    state.fire("B2", 1, "test")
    assert state.town.tiles["B2"].destroyed


def test_a_fire_of_no_intensity_or_off_the_town_changes_nothing():
    state = calm_game()
    before = [t.intensity for t in state.town.tiles.values()]
    state.fire("B2", 0, "test")
    state.fire("Z9", 1, "test")  # off the town
    assert [t.intensity for t in state.town.tiles.values()] == before


def test_nothing_burns_once_the_game_is_over():
    state = calm_game()
    blocks = [t.label for t in state.town.blocks() if t.label != "B2"]
    for label in blocks[:8]:
        state.town.destroy(label)
    state.check_end()
    assert state.is_over
    state.fire("B2", 1, "test")
    assert state.town.tiles["B2"].intensity == 2


def test_an_action_naming_a_warden_not_in_the_game_gets_the_base_reason():
    state = calm_game()
    assert len(state.wardens) == 2
    assert state.why_illegal(Action.make(0, "move", warden=2, to="A2")) == (
        "The Brigade cannot reach that block this move (burning blocks stop a move, destroyed "
        "blocks cost 2 steps and cannot end one).")


def test_the_log_tells_each_fireball_of_an_event_where_it_lands():
    """Event ev02 drops fireballs on A5 (a ruin here), D6 and B6."""
    state = game("competitive", 2, 1, position={"intensity": {}, "events": ["ev02"],
                                                "destroyed": ["A5"]})
    state.apply(one(state, "end_turn"))
    told = state.log[-1].messages
    start = told.index("Event Wick Flurry: fireballs on A5, D6, B6")
    assert told[start + 1:start + 4] == [
        f"A fireball lands on {state.tile_name('A5')}: nothing happens.",
        "Silverleaf Hall (D6) burns at 1.",
        "Hall of Embers (B6) burns at 1.",
    ]


def test_a_neighbours_effect_without_directions_reaches_the_orthogonal_neighbours(monkeypatch):
    """blocks.json ``when_destroyed`` of type 'neighbours': ``orthogonal`` defaults to true
    and ``diagonal`` to false (the Powder Magazine's own text: 'the four orthogonal
    neighbours').  Event ev02's fireball on D6 burns the Magazine down from 4."""
    state = game("competitive", 2, 1, big_buildings=True,
                 position={"intensity": {"D6": 4}, "events": ["ev02"],
                           "blocks": {"D6": "powder_magazine"}})
    blocks = state.cat.blocks
    effect = {k: v for k, v in blocks["powder_magazine"].when_destroyed.items()
              if k not in ("orthogonal", "diagonal")}
    monkeypatch.setitem(blocks, "powder_magazine",
                        dataclasses.replace(blocks["powder_magazine"], when_destroyed=effect))
    state.apply(one(state, "end_turn"))
    tiles = state.town.tiles
    assert tiles["D6"].destroyed
    assert [tiles[c].intensity for c in ("D5", "C6", "E6")] == [1, 1, 1]
    assert [tiles[c].intensity for c in ("C5", "E5")] == [0, 0]
